import type { Kysely } from 'kysely';
import type {
  ForgotPasswordEmailPayload,
  LoginValue,
  PhonePasswordPayload,
  ResetPasswordPayload,
} from '@portal/shared/contracts/auth';
import { ErrorCode, FieldIssue } from '@portal/shared/errors';
import type { Language } from '@portal/shared/languages';
import type { BrandSettings } from '@portal/shared/settings';
import { checkField } from '@portal/shared/validation-rules';
import type { Env } from '../../config/env.ts';
import type { DB } from '../../db/schema.ts';
import { AppError } from '../../platform/app-error.ts';
import type { Clock } from '../../platform/clock.ts';
import type { DeliveryProvider } from '../../platform/delivery/delivery.ts';
import { maskRecipient, normaliseRecipient } from '../../platform/delivery/recipient.ts';
import type { SessionStore } from '../../platform/sessions.ts';
import { createMembersRepo, type MemberRow, type MembersRepo } from '../members/members.repo.ts';
import type { ClientMeta } from './auth.service.ts';
import type { Passwords } from '../members/passwords.ts';
import { accountFrozen } from '../members/member-guard.ts';
import { normalizeDialingCode } from './registration-check.ts';
import type { SecurityLog } from '../members/security-events.ts';
import { resetEmail, smsCodeText } from './verification-messages.ts';
import { holdCashOutIn } from '../members/cash-out-hold.ts';
import { memberLanguage } from '../members/member-language.ts';
import { mobileRecipient, type Verification } from './verification.ts';
import { MEMBER_TYPE } from '@portal/shared/constants';

/**
 * Forgotten passwords: a single-use code by e-mail (the answer never says whether the account or
 * the address exists) or by SMS (then signed in). A reset spends the code and sets the password in
 * one transaction, then ends every session the member had.
 */
export function createPasswordReset(deps: {
  db: Kysely<DB>;
  members: MembersRepo;
  verification: Verification;
  email: DeliveryProvider;
  sms: DeliveryProvider;
  sessions: SessionStore;
  passwords: Passwords;
  clock: Clock;
  log: SecurityLog;
  env: Pick<Env, 'PASSWORD_RESET_CODE_TTL_MINUTES'>;
  settings: () => Promise<BrandSettings>;
  signIn: (member: MemberRow, meta: ClientMeta) => Promise<LoginValue>;
}) {
  const { verification, passwords } = deps;

  async function passwordIssues(newPassword: string, confirm: string | undefined, username: string | null) {
    const { registerRules } = await deps.settings();
    const fields: Record<string, FieldIssue> = {};
    const rule = { ...registerRules.password, enabled: true, required: true };
    const issue = checkField(rule, newPassword) ?? passwords.policyIssue(newPassword, username);
    if (issue) fields.newPassword = issue;
    if (confirm !== undefined && confirm !== newPassword) fields.confirmNewPassword = FieldIssue.NOT_EQUAL;
    if (Object.keys(fields).length > 0) throw new AppError(ErrorCode.VALIDATION_FAILED, { value: { fields } });
  }

  /**
   * Spends the code and sets the password together, and holds withdrawals and transfers for the
   * brand's recoveryHoldHours (whoever holds the code may not be the owner); then every session
   * of the member ends.
   */
  async function setPassword(member: MemberRow, codeId: number, newPassword: string, meta: ClientMeta) {
    const hash = await passwords.hash(newPassword);
    const { withdrawals } = await deps.settings();
    await deps.db.transaction().execute(async (trx) => {
      const now = deps.clock.now();
      await verification.spend(codeId, trx);
      await createMembersRepo(trx).setPasswordHash(member.id, hash, now);
      await holdCashOutIn(trx, member.id, withdrawals.recoveryHoldHours, now);
    });
    await deps.sessions.revokeAll('member', member.id);
    await deps.log.record({ kind: 'password_reset', memberId: member.id, username: member.username, ...meta });
  }

  /** The reset code to `to` by e-mail or SMS, under the same limits as every other code. */
  async function sendCode(channel: 'email' | 'sms', to: string, ip: string, language: Language) {
    const minutes = deps.env.PASSWORD_RESET_CODE_TTL_MINUTES;
    await verification.issue({
      purpose: 'password-reset',
      recipient: to,
      ip,
      ttlMinutes: minutes,
      deliver: (code) =>
        channel === 'email'
          ? deps.email.send({ channel, to, purpose: 'password-reset', ...resetEmail(language, code, minutes) })
          : deps.sms.send({ channel, to, purpose: 'password-reset', text: smsCodeText(language, code, minutes) }),
    });
  }

  return {
    /**
     * An operator's reset (review N5): the code goes to the member's proven contact (a verified
     * e-mail, else a verified mobile where the brand lets members reset by phone), never to the
     * operator, who learns only where it went (masked). The member then sets a password on the
     * forgot-password page; MEMBER_CONTACT_UNPROVEN when there is no such contact.
     */
    async sendToProvenContact(member: MemberRow, ip: string): Promise<{ channel: 'email' | 'sms'; to: string }> {
      const { flags, locale } = await deps.settings();
      const email = member.email && member.email_verified_at ? normaliseRecipient(member.email) : null;
      const mobile =
        flags.phonePasswordRecovery && member.mobile && member.mobile_verified_at && member.country_dialing_code
          ? mobileRecipient(member.country_dialing_code, member.mobile)
          : null;
      const target =
        email?.channel === 'email'
          ? { channel: 'email' as const, to: email.address }
          : mobile
            ? { channel: 'sms' as const, to: mobile }
            : null;
      if (member.type === MEMBER_TYPE.trial || !target) throw new AppError('MEMBER_CONTACT_UNPROVEN');
      await sendCode(target.channel, target.to, ip, memberLanguage(member, locale.defaultLanguage));
      return { channel: target.channel, to: maskRecipient(target.to) };
    },

    /** Sends a code when the username and the e-mail match an account; answers nothing either way. */
    async requestByEmail(payload: ForgotPasswordEmailPayload, meta: ClientMeta, language: Language): Promise<void> {
      const member = await deps.members.findByUsername(payload.username.trim().normalize('NFC'));
      const given = normaliseRecipient(payload.email);
      const stored = member?.email ? normaliseRecipient(member.email) : null;
      const matches =
        member !== undefined &&
        member.type !== MEMBER_TYPE.trial &&
        given?.channel === 'email' &&
        given.address === stored?.address;
      if (!matches || !stored) return;
      try {
        await sendCode('email', stored.address, meta.ip, memberLanguage(member, language));
      } catch (error) {
        // A limit reached says the account exists: the answer stays the same.
        if (error instanceof AppError && error.code === 'RATE_LIMITED') return;
        throw error;
      }
    },

    /** The e-mailed code, the new password: set, code spent, every session ended. */
    async resetWithEmailCode(payload: ResetPasswordPayload, meta: ClientMeta): Promise<void> {
      const member = await deps.members.findByUsername(payload.username.trim().normalize('NFC'));
      await passwordIssues(payload.newPassword, payload.confirmNewPassword, member?.username ?? payload.username);
      const recipient = member?.email ? (normaliseRecipient(member.email)?.address ?? null) : null;
      const codeId = await verification.check({ purpose: 'password-reset', recipient, code: payload.code });
      await setPassword(member!, codeId, payload.newPassword, meta);
    },

    /** The SMS code, the new password: set, every session ended, then signed in. */
    async resetWithSmsCode(payload: PhonePasswordPayload, meta: ClientMeta): Promise<LoginValue> {
      const { flags } = await deps.settings();
      if (!flags.phonePasswordRecovery) throw new AppError('FORBIDDEN');
      let member: MemberRow | undefined;
      if (payload.countryDialingCode) {
        const recipient = mobileRecipient(payload.countryDialingCode, payload.mobileNum);
        member = recipient
          ? await deps.members.findByMobile(normalizeDialingCode(payload.countryDialingCode), payload.mobileNum)
          : undefined;
      } else if (/^[0-9]{4,20}$/.test(payload.mobileNum)) {
        const holders = await deps.members.findAllByMobile(payload.mobileNum);
        member = holders.length === 1 ? holders[0] : undefined;
      }
      await passwordIssues(payload.newPassword, payload.confirmNewPassword, member?.username ?? null);
      const recipient =
        member?.country_dialing_code && member.mobile
          ? mobileRecipient(member.country_dialing_code, member.mobile)
          : null;
      const codeId = await verification.check({
        purpose: 'password-reset',
        recipient,
        code: payload.verificationCode,
      });
      if (member!.status === 'frozen') throw accountFrozen(member!);
      await setPassword(member!, codeId, payload.newPassword, meta);
      return deps.signIn((await deps.members.findById(member!.id))!, meta);
    },
  };
}

export type PasswordReset = ReturnType<typeof createPasswordReset>;
