import type { TFunction } from 'i18next';
import { FieldIssue } from '@portal/shared/errors';
import { issueMessage } from '../../../lib/field-messages';
import { judgeMobile, type MobileValue } from '../../../ui/form/mobile-field';

/** A sign-in by phone before it is sent: the mobile, and the code it received. */
export const judgeMobileCode = (t: TFunction<'auth'>, mobile: MobileValue, code: string) => ({
  ...judgeMobile(t, mobile),
  verificationCode: code.trim() ? undefined : issueMessage(t, FieldIssue.REQUIRED),
});
