import { useTranslation } from 'react-i18next';
import { FieldIssue } from '@portal/shared/errors';
import { LANGUAGE_NAMES, isLanguage } from '@portal/shared/languages';
import { FORM_ISSUES, RULE_ISSUES, type FieldIssues } from './loyalty-form';

const KNOWN = new Set<string>([...Object.values(FieldIssue), ...RULE_ISSUES, ...FORM_ISSUES]);

/**
 * The sentence for a field's issue. A text in six languages collects its languages' issues
 * ("English: Too long"); a code this console does not know reads as "not an allowed value".
 */
export function useIssueText(issues: FieldIssues) {
  const { t } = useTranslation('admin-loyalty');
  const say = (code: string) => t(`issues.${KNOWN.has(code) ? code : FieldIssue.INVALID_VALUE}`);
  return (field: string): string | undefined => {
    const own = issues[field];
    if (own) return say(own);
    const nested = Object.entries(issues)
      .filter(([name]) => name.startsWith(`${field}.`))
      .map(([name, code]) => {
        const rest = name.slice(field.length + 1);
        return isLanguage(rest) ? `${LANGUAGE_NAMES[rest]}: ${say(code)}` : null;
      })
      .filter((text): text is string => text !== null);
    return nested.length ? [...new Set(nested)].join(' · ') : undefined;
  };
}
