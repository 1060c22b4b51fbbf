import { useSayIssueIn } from '../../ui/form/issue-text';
import { FORM_ISSUES, RULE_ISSUES } from './loyalty-form';

const LOYALTY_ISSUES = [...RULE_ISSUES, ...FORM_ISSUES];

/** An issue code in the loyalty section's words, its contract's rules included. */
export const useSayLoyaltyIssue = () => useSayIssueIn('admin-loyalty', LOYALTY_ISSUES);
