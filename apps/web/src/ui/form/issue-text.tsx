import { createContext, use } from 'react';
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

/**
 * The sentence for a field's error: its own message, or, for a text in six languages, each
 * language's issue ("English: Too long").
 */
export function errorText(error: unknown, say: SayIssue): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const own = (error as { message?: unknown }).message;
  if (typeof own === 'string' && own !== '') return say(own);
  const nested = Object.entries(error)
    .filter(([key]) => isLanguage(key))
    .map(([key, value]) => {
      const text = errorText(value, say);
      return text && isLanguage(key) ? `${LANGUAGE_NAMES[key]}: ${text}` : null;
    })
    .filter((text): text is string => text !== null);
  return nested.length ? [...new Set(nested)].join(' · ') : undefined;
}
