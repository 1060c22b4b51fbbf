import type {
  BindEmailPayload,
  BindMobilePayload,
  MemberSession,
  ProfilePatch,
  SecurityOverview,
  TwoStepEnablePayload,
} from '@portal/shared/contracts/security';
import { FieldIssue } from '@portal/shared/errors';
import type { Language } from '@portal/shared/languages';
import { checkField } from '@portal/shared/validation-rules';
import { AppError } from '../../platform/app-error.ts';
import type { AppContext } from '../../platform/context.ts';
import { normaliseRecipient } from '../../platform/delivery/recipient.ts';
import type { MemberPrincipal } from '../../platform/principals.ts';
import { authModule } from '../auth/auth.module.ts';
import type { ClientMeta } from '../auth/auth.service.ts';
import { maskMobile } from '../auth/login-challenge.ts';
import { normalizeDialingCode } from '../auth/registration-check.ts';
import type { SecurityEventKind } from '../../db/column-types.ts';
import { createSmsCodes } from '../auth/sms-codes.service.ts';
import { bindEmail } from '../auth/verification-messages.ts';
import { mobileRecipient } from '../auth/verification.ts';
import { uniqueViolation } from '../../db/unique-violation.ts';
import type { MemberRow } from '../members/members.repo.ts';
import { lockedFields, profileChange, PROFILE_COLUMNS, shownFields } from './profile.ts';
import { createStepUp } from './step-up.ts';

const invalid = (fields: Record<string, FieldIssue>) => new AppError('VALIDATION_FAILED', { value: { fields } });

/** 'p***@example.com'. */
const maskEmail = (email: string) => `${email.slice(0, 1)}***${email.slice(email.indexOf('@'))}`;

/** The security center of a signed-in member: profile, bound contacts, two-step, sessions. */
export function createSecurityService(ctx: AppContext) {
  const { members, verification, log, settings, twoStep, guard, passwords } = authModule(ctx);
  const stepUp = createStepUp({ guard, passwords, twoStep, env: ctx.env });
  const smsCodes = createSmsCodes({ verification, sms: ctx.delivery.sms, members, env: ctx.env, settings });
  const ttl = ctx.env.VERIFICATION_CODE_TTL_MINUTES;

  async function current(id: number): Promise<MemberRow> {
    const member = await members.findById(id);
    if (!member) throw new AppError('UNAUTHORIZED');
    return member;
  }

  const audit = (kind: SecurityEventKind, member: MemberRow, meta: ClientMeta) =>
    log.record({ kind, memberId: member.id, username: member.username, ...meta });

  async function overview(member: MemberRow): Promise<SecurityOverview> {
    const { registerRules } = await settings();
    const profile: Record<string, string | null> = {};
    for (const field of shownFields(registerRules)) profile[field] = member[PROFILE_COLUMNS[field]];
    return {
      account: member.username,
      mobile: member.mobile ? maskMobile(member.country_dialing_code, member.mobile) : null,
      email: member.email ? maskEmail(member.email) : null,
      twoStepEnabled: await twoStep.enabled(member.id),
      recoveryCodesLeft: await twoStep.recovery.left(member.id),
      passwordChangedAt: member.password_changed_at.toISOString(),
      profile,
      lockedFields: lockedFields(member),
    };
  }

  /** A unique index another account holds -> that field ALREADY_TAKEN. */
  async function saving(field: string, work: () => Promise<void>) {
    try {
      await work();
    } catch (error) {
      if (uniqueViolation(error) !== null) throw invalid({ [field]: FieldIssue.ALREADY_TAKEN });
      throw error;
    }
  }

  /** The mobile a member binds: its shape, the brand's rule, and no other account holding it. */
  async function bindableMobile(member: MemberRow, input: { countryDialingCode: string; mobileNum: string }) {
    const { registerRules } = await settings();
    const recipient = mobileRecipient(input.countryDialingCode, input.mobileNum);
    const ruleIssue = checkField({ ...registerRules.mobileNum, enabled: true, required: true }, input.mobileNum);
    if (ruleIssue) throw invalid({ mobileNum: ruleIssue });
    if (!recipient) throw invalid({ mobileNum: FieldIssue.PATTERN_MISMATCH });
    const code = normalizeDialingCode(input.countryDialingCode);
    const holder = await members.findByMobile(code, input.mobileNum);
    if (holder && holder.id !== member.id) throw invalid({ mobileNum: FieldIssue.ALREADY_TAKEN });
    return { recipient, countryDialingCode: code };
  }

  async function bindableEmail(member: MemberRow, email: string) {
    const { registerRules } = await settings();
    const normalised = normaliseRecipient(email);
    const ruleIssue = checkField({ ...registerRules.email, enabled: true, required: true }, email.trim());
    if (ruleIssue) throw invalid({ email: ruleIssue });
    if (normalised?.channel !== 'email') throw invalid({ email: FieldIssue.PATTERN_MISMATCH });
    const holder = await members.findByEmail(normalised.address);
    if (holder && holder.id !== member.id) throw invalid({ email: FieldIssue.ALREADY_TAKEN });
    return normalised.address;
  }

  return {
    overview: async (principal: MemberPrincipal) => overview(await current(principal.id)),

    async updateProfile(principal: MemberPrincipal, patch: ProfilePatch, meta: ClientMeta) {
      const member = await current(principal.id);
      const change = profileChange(patch, member, (await settings()).registerRules);
      if ('fields' in change) throw invalid(change.fields);
      await members.update(member.id, change.values);
      await audit('profile_update', member, meta);
      return overview(await current(member.id));
    },

    async sendMobileCode(
      principal: MemberPrincipal,
      input: Omit<BindMobilePayload, 'verificationCode'>,
      meta: ClientMeta & { language: Language },
    ) {
      const member = await current(principal.id);
      const { countryDialingCode } = await bindableMobile(member, input);
      return smsCodes.forBinding({
        mobileNum: input.mobileNum,
        countryDialingCode,
        ip: meta.ip,
        language: meta.language,
      });
    },

    async bindMobile(principal: MemberPrincipal, input: BindMobilePayload, meta: ClientMeta) {
      const member = await current(principal.id);
      const { recipient, countryDialingCode } = await bindableMobile(member, input);
      // The proof first: a wrong password leaves the code sent to the new number unspent.
      await stepUp.prove(member, input);
      await verification.consume({ purpose: 'bind', recipient, code: input.verificationCode });
      await saving('mobileNum', () =>
        members.update(member.id, {
          mobile: input.mobileNum,
          country_dialing_code: countryDialingCode,
          // Proven by the code just spent, like an e-mail: it may serve as a second sign-in step.
          mobile_verified_at: ctx.clock.now(),
        }),
      );
      await audit('mobile_bound', member, meta);
      return overview(await current(member.id));
    },

    async sendEmailCode(principal: MemberPrincipal, email: string, meta: ClientMeta & { language: Language }) {
      const member = await current(principal.id);
      const address = await bindableEmail(member, email);
      await verification.issue({
        purpose: 'bind',
        recipient: address,
        ip: meta.ip,
        ttlMinutes: ttl,
        deliver: (code) =>
          ctx.delivery.email.send({
            channel: 'email',
            to: address,
            purpose: 'bind',
            ...bindEmail(meta.language, code, ttl),
          }),
      });
      return { expiredMinutes: ttl, expirationTime: ttl * 60 };
    },

    async bindEmail(principal: MemberPrincipal, input: BindEmailPayload, meta: ClientMeta) {
      const member = await current(principal.id);
      const address = await bindableEmail(member, input.email);
      await stepUp.prove(member, input);
      await verification.consume({ purpose: 'bind', recipient: address, code: input.verificationCode });
      // Proven by the code just spent: the one way an address becomes verified (social sign-in
      // links to an existing account only through one).
      await saving('email', () => members.update(member.id, { email: address, email_verified_at: ctx.clock.now() }));
      await audit('email_bound', member, meta);
      return overview(await current(member.id));
    },

    async setupTwoStep(principal: MemberPrincipal) {
      const member = await current(principal.id);
      const { brand } = await settings();
      return twoStep.setup(member.id, { issuer: brand.name, account: member.username });
    },

    /** The app's first code confirms the device; the login password proves it is the member's to bind. */
    async enableTwoStep(principal: MemberPrincipal, input: TwoStepEnablePayload, meta: ClientMeta) {
      const member = await current(principal.id);
      await stepUp.prove(member, { currentPassword: input.currentPassword });
      const recoveryCodes = await twoStep.enable(member.id, input.code);
      await audit('two_step_enabled', member, meta);
      return { recoveryCodes };
    },

    async disableTwoStep(principal: MemberPrincipal, code: string, meta: ClientMeta) {
      const member = await current(principal.id);
      const factor = await twoStep.disable(member.id, code);
      if (factor === 'recovery') await audit('recovery_code_used', member, meta);
      await audit('two_step_disabled', member, meta);
    },

    async renewRecoveryCodes(principal: MemberPrincipal, code: string, meta: ClientMeta) {
      const member = await current(principal.id);
      const recoveryCodes = await twoStep.renewRecoveryCodes(member.id, code);
      await audit('recovery_codes_renewed', member, meta);
      return { recoveryCodes };
    },

    async sessions(principal: MemberPrincipal): Promise<MemberSession[]> {
      const rows = await ctx.sessions.listLive('member', principal.id);
      return rows.map((row) => ({
        id: row.id,
        current: row.id === principal.sessionId,
        ip: row.ip,
        userAgent: row.user_agent,
        createdAt: row.created_at.toISOString(),
        lastSeenAt: row.last_seen_at.toISOString(),
      }));
    },

    /** Another member's session, or one already ended, is NOT_FOUND: ids tell nothing. */
    async revokeSession(principal: MemberPrincipal, sessionId: number, meta: ClientMeta) {
      if (!(await ctx.sessions.revokeOwn('member', principal.id, sessionId))) throw new AppError('NOT_FOUND');
      await audit('session_revoked', await current(principal.id), meta);
    },

    async revokeOtherSessions(principal: MemberPrincipal, meta: ClientMeta) {
      await ctx.sessions.revokeOthers('member', principal.id, principal.sessionId);
      await audit('session_revoked', await current(principal.id), meta);
    },
  };
}

export type SecurityService = ReturnType<typeof createSecurityService>;
