import type { Language } from '@portal/shared/languages';
import { FieldIssue } from '@portal/shared/errors';
import type { BrandSettings } from '@portal/shared/settings';
import type { Env } from '../../config/env.ts';
import type { VerificationPurpose } from '../../db/column-types.ts';
import { AppError } from '../../platform/app-error.ts';
import type { DeliveryProvider } from '../../platform/delivery/delivery.ts';
import type { MembersRepo } from '../members/members.repo.ts';
import { normalizeDialingCode } from './registration-check.ts';
import { smsCodeText } from './verification-messages.ts';
import { mobileRecipient, type Verification } from './verification.ts';

interface Request {
  mobileNum: string;
  countryDialingCode: string;
  ip: string;
  language: Language;
}

/**
 * Sends the SMS codes of registration, SMS login and password reset by phone. Login and reset
 * codes go out only to a number an account holds, but the answer and the limits are the same
 * either way, so the calls do not tell which numbers are registered.
 */
export function createSmsCodes(deps: {
  verification: Verification;
  sms: DeliveryProvider;
  members: MembersRepo;
  env: Pick<Env, 'VERIFICATION_CODE_TTL_MINUTES'>;
  settings: () => Promise<BrandSettings>;
}) {
  const minutes = deps.env.VERIFICATION_CODE_TTL_MINUTES;

  function recipientOf(request: Request): string {
    const recipient = mobileRecipient(request.countryDialingCode, request.mobileNum);
    if (recipient) return recipient;
    const fields: Record<string, FieldIssue> = {};
    if (!/^\+?[0-9]{1,4}$/.test(request.countryDialingCode)) fields.countryDialingCode = FieldIssue.PATTERN_MISMATCH;
    if (Object.keys(fields).length === 0 || !/^[0-9]{4,20}$/.test(request.mobileNum)) {
      fields.mobileNum = request.mobileNum === '' ? FieldIssue.REQUIRED : FieldIssue.PATTERN_MISMATCH;
    }
    throw new AppError('VALIDATION_FAILED', { value: { fields } });
  }

  async function send(purpose: VerificationPurpose, request: Request, deliver: boolean) {
    const recipient = recipientOf(request);
    await deps.verification.issue({
      purpose,
      recipient,
      ip: request.ip,
      ttlMinutes: minutes,
      deliver: async (code) => {
        if (!deliver) return;
        await deps.sms.send({
          channel: 'sms',
          to: recipient,
          purpose,
          text: smsCodeText(request.language, code, minutes),
        });
      },
    });
  }

  const holderExists = async (request: Request) =>
    (await deps.members.findByMobile(normalizeDialingCode(request.countryDialingCode), request.mobileNum)) !==
    undefined;

  return {
    async forRegistration(request: Request): Promise<{ expiredMinutes: number }> {
      const { flags } = await deps.settings();
      if (!flags.registrationSmsVerification) throw new AppError('FORBIDDEN');
      await send('register', request, true);
      return { expiredMinutes: minutes };
    },

    async forLogin(request: Request): Promise<{ expiredMinutes: number }> {
      const { flags } = await deps.settings();
      if (!flags.smsCodeLogin) throw new AppError('FORBIDDEN');
      recipientOf(request);
      await send('login', request, await holderExists(request));
      return { expiredMinutes: minutes };
    },

    /** A code to the number a signed-in member is binding; the binding call checks it is free. */
    async forBinding(request: Request): Promise<{ expiredMinutes: number; expirationTime: number }> {
      await send('bind', request, true);
      return { expiredMinutes: minutes, expirationTime: minutes * 60 };
    },

    async forPasswordReset(request: Request): Promise<{ expirationTime: number }> {
      const { flags } = await deps.settings();
      if (!flags.phonePasswordRecovery) throw new AppError('FORBIDDEN');
      recipientOf(request);
      await send('password-reset', request, await holderExists(request));
      return { expirationTime: minutes * 60 };
    },
  };
}

export type SmsCodes = ReturnType<typeof createSmsCodes>;
