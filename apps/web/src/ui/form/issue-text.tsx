import { createContext, use } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldIssue } from '@portal/shared/errors';
import { LANGUAGE_NAMES, isLanguage } from '@portal/shared/languages';

/** An issue code (REQUIRED, TOO_LONG, a rule's own name) in the words of the form's section. */
export type SayIssue = (code: string) => string;

const IssueTextContext = createContext<SayIssue>((code) => code);

/**
 * Tells the kit's fields how to word an issue code: each console section has its own texts for
 * its rules, so the editor that renders the fields provides them.
 */
export const IssueTextProvider = IssueTextContext.Provider;

export const useSayIssue = () => use(IssueTextContext);

const FIELD_ISSUES: readonly string[] = Object.values(FieldIssue);

/**
 * Whether a field's error is an issue code (REQUIRED, a form's own TOTP_FORMAT) to be worded, or a
 * sentence the server wrote (a wrong code, a wrong captcha) that a form put on the field as it is.
 */
export const isIssueCode = (text: string) => /^[A-Z][A-Z0-9_]*$/.test(text);

/**
 * Issue codes as a namespace's `issues.*` texts say them: the server's field issues and the
 * section's own rules (`rules`); a code it does not know reads as "not an allowed value".
 */
export function useSayIssueIn(namespace: string, rules: readonly string[] = []): SayIssue {
  const { t } = useTranslation(namespace);
  return (code) => t(`issues.${FIELD_ISSUES.includes(code) || rules.includes(code) ? code : FieldIssue.INVALID_VALUE}`);
}

/**
 * The sentence for a field's error: its own message, or the issues of its parts (a text in six
 * languages says which: "English: Too long"; a list's items just theirs).
 */
export function errorText(error: unknown, say: SayIssue): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const own = (error as { message?: unknown }).message;
  if (typeof own === 'string' && own !== '') return say(own);
  const nested = Object.entries(error)
    .filter(([key]) => key !== 'ref')
    .map(([key, value]) => {
      const text = errorText(value, say);
      return text && isLanguage(key) ? `${LANGUAGE_NAMES[key]}: ${text}` : text;
    })
    .filter((text): text is string => text !== undefined);
  return nested.length ? [...new Set(nested)].join(' · ') : undefined;
}
