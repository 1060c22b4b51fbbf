import { useTranslation } from 'react-i18next';
import { FieldIssue } from '@portal/shared/errors';
import { errorText } from '../../ui/form/issue-text';
import { FORM_ISSUES, RULE_ISSUES, type FieldIssues } from './loyalty-form';

const KNOWN = new Set<string>([...Object.values(FieldIssue), ...RULE_ISSUES, ...FORM_ISSUES]);

/** An issue code in the loyalty section's words; a code this console does not know reads as "not an allowed value". */
export function useSayLoyaltyIssue() {
  const { t } = useTranslation('admin-loyalty');
  return (code: string) => t(`issues.${KNOWN.has(code) ? code : FieldIssue.INVALID_VALUE}`);
}

/**
 * The sentence for a field's issue. A text in six languages collects its languages' issues
 * ("English: Too long").
 */
export function useIssueText(issues: FieldIssues) {
  const say = useSayLoyaltyIssue();
  return (field: string): string | undefined => {
    const own = issues[field];
    const languages = Object.entries(issues)
      .filter(([name]) => name.startsWith(`${field}.`))
      .map(([name, code]) => [name.slice(field.length + 1), { message: code }]);
    return errorText(own ? { message: own } : Object.fromEntries(languages), say);
  };
}
