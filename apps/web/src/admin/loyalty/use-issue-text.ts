import { isLanguage } from '@portal/shared/languages';
import { errorText, useSayIssueIn } from '../../ui/form/issue-text';
import { FORM_ISSUES, RULE_ISSUES, type FieldIssues } from './loyalty-form';

const LOYALTY_ISSUES = [...RULE_ISSUES, ...FORM_ISSUES];

/** An issue code in the loyalty section's words, its contract's rules included. */
export const useSayLoyaltyIssue = () => useSayIssueIn('admin-loyalty', LOYALTY_ISSUES);

/**
 * The sentence for a field's issue. A text in six languages collects its languages' issues
 * ("English: Too long").
 */
export function useIssueText(issues: FieldIssues) {
  const say = useSayLoyaltyIssue();
  return (field: string): string | undefined => {
    const own = issues[field];
    const languages = Object.entries(issues).flatMap(([name, code]) => {
      const rest = name.startsWith(`${field}.`) ? name.slice(field.length + 1) : '';
      return isLanguage(rest) ? [[rest, { message: code }]] : [];
    });
    return errorText(own ? { message: own } : Object.fromEntries(languages), say);
  };
}
