import type { Kysely } from 'kysely';
import type {
  FirebaseLoginPayload,
  LoginValue,
  LoginVerifyPayload,
  RegisterMobilePayload,
  RegisterPayload,
  SmsLoginPayload,
} from '@portal/shared/contracts/auth';
import { MEMBER_TYPE, REMEMBER_ME_HOURS } from '@portal/shared/constants';
import { ErrorCode, FieldIssue } from '@portal/shared/errors';
import type { BrandSettings } from '@portal/shared/settings';
import type { Env } from '../../config/env.ts';
import type { DB } from '../../db/schema.ts';
import { uniqueViolation } from '../../db/unique-violation.ts';
import { AppError } from '../../platform/app-error.ts';
import type { Clock } from '../../platform/clock.ts';
import type { SessionStore } from '../../platform/sessions.ts';
import { newAccountNumber, newReferralCode, newTrialUsername } from '../members/member-codes.ts';
import { createPaymentPasswordRepo } from '../members/payment-password.repo.ts';
import { createMembersRepo, type MemberRow, type MembersRepo, type NewMember } from '../members/members.repo.ts';
import { presentLogin } from './auth.presenter.ts';
import { e164, type FirebasePhone } from './firebase-phone.ts';
import type { CaptchaService } from './captcha.service.ts';
import type { LoginChallenges } from './login-challenge.ts';
import type { LoginGuard } from '../members/login-guard.ts';
import { accountFrozen, playBlockOf, playBlocked } from '../members/member-guard.ts';
import { UNUSABLE_HASH, type Passwords } from '../members/passwords.ts';
import { normalizeDialingCode, registrationIssues } from './registration-check.ts';
import type { SecurityLog } from '../members/security-events.ts';
import { mobileRecipient, type Verification } from './verification.ts';
import { checkRegistrationIdentity, identityFieldIssues } from '../kyc/registration-identity.ts';

export interface ClientMeta {
  ip: string;
  userAgent?: string;
  /** X-Device-Id, stored on the session (invite-a-friend compares devices). */
  deviceId?: string;
}

type AuthEnv = Pick<
  Env,
  'MEMBER_SESSION_IDLE_MINUTES' | 'MEMBER_SESSION_ABSOLUTE_HOURS' | 'PASSWORD_MAX_AGE_DAYS' | 'DEFAULT_MEMBER_PASSWORD'
>;

/** Unique index -> the field another account already holds. */
const TAKEN_FIELD: Record<string, string> = {
  members_username_key: 'username',
  members_email_key: 'email',
  members_mobile_key: 'mobileNum',
  members_cpf_key: 'cpf',
};
const INSERT_ATTEMPTS = 5;

/**
 * Registration, sign-in and free play of members. Every path that ends signed in goes through
 * `startSession`, so the answer and the session rules are the same for all of them.
 */
export function createAuthService(deps: {
  db: Kysely<DB>;
  members: MembersRepo;
  verification: Verification;
  sessions: SessionStore;
  passwords: Passwords;
  clock: Clock;
  env: AuthEnv;
  settings: () => Promise<BrandSettings>;
  guard: LoginGuard;
  captcha: CaptchaService;
  log: SecurityLog;
  challenges: LoginChallenges;
  firebase: FirebasePhone;
}) {
  const { members, passwords, clock, env, guard, log, verification, challenges } = deps;
  const audit = (
    kind: Parameters<SecurityLog['record']>[0]['kind'],
    meta: ClientMeta,
    member?: MemberRow,
    username?: string,
  ) => log.record({ kind, memberId: member?.id, username: member?.username ?? username, ...meta });
  const locked = (seconds: number) => new AppError('ACCOUNT_LOCKED', { value: { retryAfterSeconds: seconds } });
  const captchaNeeded = { captchaRequired: true } as const;

  /** A phone code (or an identity provider) proves the SIM (or the account), not the member: two-step, when on, is asked as well. */
  async function signInByPhone(member: MemberRow, meta: ClientMeta): Promise<LoginValue> {
    const challenge = await challenges.openAuthenticator(member, meta.ip);
    if (challenge) {
      await audit('login_challenge', meta, member);
      throw new AppError('LOGIN_VERIFICATION_REQUIRED', { value: challenge });
    }
    return startSession(member, meta, { byCode: true });
  }

  async function startSession(
    member: MemberRow,
    meta: ClientMeta,
    extra: { defaultPassword?: boolean; byCode?: boolean; rememberMe?: boolean } = {},
  ): Promise<LoginValue> {
    const now = clock.now();
    const { flags } = await deps.settings();
    const ageMs = now.getTime() - member.password_changed_at.getTime();
    // Spec section 4: a sign-in by SMS code is never sent to the forced change.
    const passwordExpired =
      !extra.byCode && flags.forcedPasswordChangeOnExpiry && ageMs > env.PASSWORD_MAX_AGE_DAYS * 86_400_000;
    const forceChangePassword = extra.defaultPassword ?? false;
    const firstTimeLogin = await members.recordLogin(member.id, now, meta.ip);
    if (member.type !== MEMBER_TYPE.trial) await challenges.remember(member.id, meta.ip);
    // Remember me: the session waits a whole day between visits (still within the absolute limit).
    const idleMinutes = extra.rememberMe ? REMEMBER_ME_HOURS * 60 : env.MEMBER_SESSION_IDLE_MINUTES;
    const blocked = playBlocked(member, now);
    const token = await deps.sessions.issue('member', member.id, idleMinutes, {
      keepIdleMinutes: extra.rememberMe,
      absoluteMinutes: env.MEMBER_SESSION_ABSOLUTE_HOURS * 60,
      ip: meta.ip,
      userAgent: meta.userAgent,
      deviceId: meta.deviceId,
      passwordChangeOnly: passwordExpired || forceChangePassword,
      cashOutOnly: blocked,
    });
    // During a break or self-exclusion the sign-in is refused for play; the session it answers
    // reaches only what takes the balance out (member-guard.ts), so the money is never trapped.
    if (blocked) throw new AppError('RG_PLAY_BLOCKED', { value: { ...playBlockOf(member), cashOutToken: token } });
    return presentLogin(member, token, {
      firstTimeLogin,
      passwordExpired,
      forceChangePassword,
      rememberMe: extra.rememberMe ?? false,
    });
  }

  const isDefaultPassword = (password: string | undefined) =>
    env.DEFAULT_MEMBER_PASSWORD !== undefined && password === env.DEFAULT_MEMBER_PASSWORD;

  /** The upline a code names, or null; an unknown code stops registration when the brand checks codes. */
  async function uplineFor(code: string | undefined, settings: BrandSettings): Promise<number | null> {
    if (!code) return null;
    const upline = await members.findByReferralCode(code);
    if (upline && upline.type !== MEMBER_TYPE.trial) return upline.id;
    if (settings.flags.affiliateCodeCheck) throw new AppError('INVITATION_CODE_INVALID');
    return null;
  }

  /**
   * Inserts, turning unique violations into USER_EXISTS and retrying a colliding generated code.
   * A checked SMS code is spent in the same transaction as the insert: both or neither.
   */
  async function insertMember(
    member: Omit<NewMember, 'referral_code'>,
    generateUsername?: () => string,
    codeId: number | null = null,
    paymentPasswordHash: string | null = null,
  ) {
    for (let attempt = 1; ; attempt++) {
      const values = { ...member, referral_code: newReferralCode() };
      if (generateUsername) values.username = generateUsername();
      try {
        if (codeId === null && paymentPasswordHash === null) return await members.insert(values);
        return await deps.db.transaction().execute(async (trx) => {
          if (codeId !== null) await verification.spend(codeId, trx);
          const id = await createMembersRepo(trx).insert(values);
          if (paymentPasswordHash) await createPaymentPasswordRepo(trx).insert(id, paymentPasswordHash, clock.now());
          return id;
        });
      } catch (error) {
        const index = uniqueViolation(error);
        if (index === null) throw error;
        const field = TAKEN_FIELD[index];
        const generated = index === 'members_referral_code_key' || (field === 'username' && generateUsername);
        if (generated && attempt < INSERT_ATTEMPTS) continue;
        if (field) throw new AppError('USER_EXISTS', { value: { fields: { [field]: FieldIssue.ALREADY_TAKEN } } });
        throw error;
      }
    }
  }

  function failIfInvalid(fields: Record<string, FieldIssue>) {
    if (Object.keys(fields).length > 0) throw new AppError(ErrorCode.VALIDATION_FAILED, { value: { fields } });
  }

  /**
   * What proves a registration's mobile. A Firebase ID token (spec: firebaseIdToken) proves it when
   * given: its phone must be the number registered. Else, with the brand's
   * registrationSmsVerification on, a registration that gives a mobile needs the code sent to it
   * (purpose 'register'): checked here, spent with the insert (`codeId`).
   */
  async function registrationProof(
    input: { mobileNum?: string; countryDialingCode?: string; verificationCode?: string; firebaseIdToken?: string },
    settings: BrandSettings,
    mode: 'username' | 'mobile',
  ): Promise<{ codeId: number | null; proven: boolean }> {
    if (input.firebaseIdToken) {
      const { phone } = await deps.firebase.verify(input.firebaseIdToken);
      if (!input.mobileNum || phone !== e164(input.countryDialingCode ?? '', input.mobileNum)) {
        failIfInvalid({ mobileNum: FieldIssue.INVALID_VALUE });
      }
      return { codeId: null, proven: true };
    }
    if (!settings.flags.registrationSmsVerification) return { codeId: null, proven: false };
    const mobileGiven = mode === 'mobile' || (settings.registerRules.mobileNum.enabled && Boolean(input.mobileNum));
    if (!mobileGiven) return { codeId: null, proven: false };
    if (!input.verificationCode?.trim()) failIfInvalid({ verificationCode: FieldIssue.REQUIRED });
    const codeId = await verification.check({
      purpose: 'register',
      recipient: mobileRecipient(input.countryDialingCode ?? '', input.mobileNum ?? ''),
      code: input.verificationCode,
    });
    return { codeId, proven: true };
  }

  /** With the brand's registerCaptcha on, a registration answers a captcha (spent either way). */
  async function registrationCaptcha(input: { captcha?: string; captchaId?: string }, settings: BrandSettings) {
    if (!settings.flags.registerCaptcha) return;
    if (!input.captcha?.trim() || !input.captchaId) failIfInvalid({ captcha: FieldIssue.REQUIRED });
    if (!(await deps.captcha.check(input.captchaId, input.captcha))) throw new AppError('CAPTCHA_INVALID');
  }

  /** The payment password a registration sets, hashed before any transaction opens; null when none. */
  async function paymentPasswordHash(payload: { paymentPassword?: string }, settings: BrandSettings) {
    const given = settings.registerRules.paymentPassword.enabled && payload.paymentPassword;
    return given ? passwords.hash(payload.paymentPassword!) : null;
  }

  /** The optional fields the brand shows, as columns; a field the brand hides is not kept. */
  function optionalColumns(payload: RegisterPayload | RegisterMobilePayload, settings: BrandSettings) {
    const rules = settings.registerRules;
    const keep = (field: keyof typeof rules, value: string | undefined) =>
      rules[field].enabled && value ? value : null;
    return {
      payee_name: keep('payeeName', payload.payeeName),
      email: keep('email', payload.email),
      qq_num: keep('qqNum', payload.qqNum),
      line: keep('line', payload.line),
      whatsapp: keep('whatsapp', payload.whatsapp),
      zalo: keep('zalo', payload.zalo),
      facebook: keep('facebook', payload.facebook),
      wechat: keep('wechat', payload.wechat),
      id_number: keep('idNumber', payload.idNumber),
      register_domain: payload.domain?.slice(0, 255) || null,
    };
  }

  return {
    async register(payload: RegisterPayload, meta: ClientMeta): Promise<LoginValue> {
      const settings = await deps.settings();
      if (!settings.flags.directRegistration || !settings.flags.usernameRegistration) throw new AppError('FORBIDDEN');
      const input = { ...payload, username: payload.username?.normalize('NFC') };
      failIfInvalid({
        ...registrationIssues(input, settings.registerRules, passwords, 'username'),
        ...identityFieldIssues(input, settings.kyc, clock.now()),
      });
      const username = input.username!;
      await registrationCaptcha(input, settings);
      const mobile = settings.registerRules.mobileNum.enabled && input.mobileNum ? input.mobileNum : null;
      const identity = await checkRegistrationIdentity({ db: deps.db, now: clock.now() }, settings, {
        ...input,
        mobile: mobile ? { dialingCode: input.countryDialingCode!, number: mobile } : null,
      });
      const uplineId = await uplineFor(input.referralCode || input.affiliateCode, settings);
      // A cheap early answer for the common case; the unique index decides races.
      if (await members.usernameTaken(username)) {
        throw new AppError('USER_EXISTS', { value: { fields: { username: FieldIssue.ALREADY_TAKEN } } });
      }
      const { codeId, proven } = await registrationProof(input, settings, 'username');
      const id = await insertMember(
        {
          username,
          password_hash: await passwords.hash(input.password!),
          ...optionalColumns(input, settings),
          birthday: identity.birthday,
          cpf: identity.cpf,
          mobile,
          country_dialing_code: mobile ? normalizeDialingCode(input.countryDialingCode!) : null,
          // The registration code (or Firebase) proved this number: it counts for the second sign-in step.
          mobile_verified_at: mobile && proven ? clock.now() : null,
          upline_id: uplineId,
          register_ip: meta.ip.slice(0, 64),
          password_changed_at: clock.now(),
          created_at: clock.now(),
        },
        undefined,
        codeId,
        await paymentPasswordHash(input, settings),
      );
      const member = (await members.findById(id))!;
      await audit('register', meta, member);
      return startSession(member, meta, { defaultPassword: isDefaultPassword(input.password) });
    },

    /** The server makes up the account number; the answer carries it for the client to show. */
    async registerMobile(payload: RegisterMobilePayload, meta: ClientMeta): Promise<LoginValue> {
      const settings = await deps.settings();
      if (!settings.flags.directRegistration || !settings.flags.mobileRegistration) throw new AppError('FORBIDDEN');
      failIfInvalid({
        ...registrationIssues(payload, settings.registerRules, passwords, 'mobile'),
        ...identityFieldIssues(payload, settings.kyc, clock.now()),
      });
      await registrationCaptcha(payload, settings);
      const identity = await checkRegistrationIdentity({ db: deps.db, now: clock.now() }, settings, {
        ...payload,
        mobile: { dialingCode: payload.countryDialingCode!, number: payload.mobileNum! },
      });
      const uplineId = await uplineFor(payload.referralCode || payload.affiliateCode, settings);
      const { codeId, proven } = await registrationProof(payload, settings, 'mobile');
      const id = await insertMember(
        {
          username: '',
          password_hash: await passwords.hash(payload.password!),
          ...optionalColumns(payload, settings),
          birthday: identity.birthday,
          cpf: identity.cpf,
          mobile: payload.mobileNum!,
          country_dialing_code: normalizeDialingCode(payload.countryDialingCode!),
          mobile_verified_at: proven ? clock.now() : null,
          upline_id: uplineId,
          register_ip: meta.ip.slice(0, 64),
          password_changed_at: clock.now(),
          created_at: clock.now(),
        },
        newAccountNumber,
        codeId,
        await paymentPasswordHash(payload, settings),
      );
      const member = (await members.findById(id))!;
      await audit('register', meta, member);
      return startSession(member, meta, { defaultPassword: isDefaultPassword(payload.password) });
    },

    /**
     * Wrong password and unknown user answer alike, in the same time (a decoy hash is checked),
     * and unknown names are counted like real ones. After failures the attempt needs a captcha
     * (CAPTCHA_REQUIRED), later the name is locked for a while (ACCOUNT_LOCKED, back-off).
     */
    async login(
      input: { username: string; password: string; captcha?: string; captchaId?: string; rememberMe?: boolean },
      meta: ClientMeta,
    ): Promise<LoginValue> {
      const username = input.username.trim().normalize('NFC');
      const password = input.password.trim();
      const state = await guard.state(username, meta.ip);
      if (state.lockedForSeconds !== null) throw locked(state.lockedForSeconds);
      if (state.captchaRequired) {
        if (!input.captcha?.trim() || !input.captchaId)
          throw new AppError('CAPTCHA_REQUIRED', { value: captchaNeeded });
        if (!(await deps.captcha.check(input.captchaId, input.captcha))) {
          throw new AppError('CAPTCHA_INVALID', { value: captchaNeeded });
        }
      }
      // The attempt takes its place on the counter before the password is checked (docs/security.md).
      let claim = await guard.claim(username, { captchaSolved: state.captchaRequired });
      // Parallel failures passed the threshold after the read above: a captcha sent along counts now.
      if (!claim.ok && claim.refusal.lockedForSeconds === null && !state.captchaRequired && input.captcha?.trim()) {
        if (!input.captchaId || !(await deps.captcha.check(input.captchaId, input.captcha))) {
          throw new AppError('CAPTCHA_INVALID', { value: captchaNeeded });
        }
        claim = await guard.claim(username, { captchaSolved: true });
      }
      if (!claim.ok) {
        if (claim.refusal.lockedForSeconds !== null) throw locked(claim.refusal.lockedForSeconds);
        throw new AppError('CAPTCHA_REQUIRED', { value: captchaNeeded });
      }
      const member = username ? await members.findByUsername(username) : undefined;
      const valid = await passwords.verify(member?.password_hash, password);
      if (!member || !valid) {
        const next = await guard.fail(meta.ip, claim.account);
        await audit('login_failure', meta, member, username);
        if (next.lockedForSeconds !== null) {
          await audit('login_locked', meta, member, username);
          throw locked(next.lockedForSeconds);
        }
        throw new AppError('INVALID_CREDENTIALS', next.captchaRequired ? { value: captchaNeeded } : {});
      }
      await guard.succeed(username);
      if (member.status === 'frozen') throw accountFrozen(member);
      if (passwords.needsRehash(member.password_hash)) {
        await members.setPasswordHash(member.id, await passwords.hash(password));
      }
      const defaultPassword = isDefaultPassword(password);
      const rememberMe = input.rememberMe === true;
      const challenge = await challenges.open(member, meta.ip, await deps.settings(), { defaultPassword, rememberMe });
      if (challenge) {
        await audit('login_challenge', meta, member);
        throw new AppError('LOGIN_VERIFICATION_REQUIRED', { value: challenge });
      }
      await audit('login_success', meta, member);
      return startSession(member, meta, { defaultPassword, rememberMe });
    },

    /** The second step of a sign-in from a new address: the code of one offered method, then the session. */
    async completeChallenge(input: LoginVerifyPayload, meta: ClientMeta): Promise<LoginValue> {
      const done = await challenges
        .complete({ token: input.challengeToken, code: input.code, method: input.method }, meta.ip, (id) =>
          members.findById(id),
        )
        .catch(async (error: unknown) => {
          if (error instanceof AppError && error.code === 'VERIFICATION_CODE_INVALID') {
            await audit('login_challenge_failure', meta);
          }
          throw error;
        });
      if (done.member.status === 'frozen') throw accountFrozen(done.member);
      if (done.proven === 'recovery') await audit('recovery_code_used', meta, done.member);
      await audit('login_success', meta, done.member);
      return startSession(done.member, meta, { defaultPassword: done.defaultPassword, rememberMe: done.rememberMe });
    },

    /**
     * Sign-in with a code sent to the member's mobile (purpose 'login'). A number no account holds
     * and a wrong code answer alike: VERIFICATION_CODE_INVALID.
     */
    async smsLogin(payload: SmsLoginPayload, meta: ClientMeta): Promise<LoginValue> {
      const settings = await deps.settings();
      if (!settings.flags.smsCodeLogin) throw new AppError('FORBIDDEN');
      const recipient = mobileRecipient(payload.countryDialingCode, payload.mobileNum);
      const codeId = await verification.check({ purpose: 'login', recipient, code: payload.verificationCode });
      const member = recipient
        ? await members.findByMobile(normalizeDialingCode(payload.countryDialingCode), payload.mobileNum)
        : undefined;
      if (!member || member.type === MEMBER_TYPE.trial) throw new AppError('VERIFICATION_CODE_INVALID');
      if (member.status === 'frozen') throw accountFrozen(member);
      await verification.spend(codeId);
      await audit('sms_login', meta, member);
      return signInByPhone(member, meta);
    },

    /**
     * Firebase phone sign-in: the ID token proves the phone; the member holding it signs in as
     * after an SMS code (the authenticator next when enrolled). A number no account holds:
     * PHONE_NOT_REGISTERED, so the client offers registration with the same token.
     */
    async firebaseLogin(payload: FirebaseLoginPayload, meta: ClientMeta): Promise<LoginValue> {
      const { phone } = await deps.firebase.verify(payload.firebaseIdToken);
      const member = await members.findByPhone(phone);
      if (!member || member.type === MEMBER_TYPE.trial) throw new AppError('PHONE_NOT_REGISTERED');
      if (member.status === 'frozen') throw accountFrozen(member);
      await audit('sms_login', meta, member);
      return signInByPhone(member, meta);
    },

    /**
     * A member proven by a code sent to the phone (password reset by phone) signed in like any
     * other, after the authenticator when the member has one.
     */
    signInByCode: (member: MemberRow, meta: ClientMeta) => signInByPhone(member, meta),

    /**
     * A member proven by the identity provider (social sign-in): the provider proves the identity,
     * not possession of the member's second factor, so the authenticator is asked as after a phone
     * code (review H3).
     */
    signInByProvider: (member: MemberRow, meta: ClientMeta) => signInByPhone(member, meta),

    /** A member another sign-in path creates (social sign-in), with insertMember's collision retries. */
    insertMember: (member: Omit<NewMember, 'referral_code'>, generateUsername: () => string) =>
      insertMember(member, generateUsername),

    /** Ends the session that asked, into the audit log. */
    async logout(principal: { sessionId: number; id: number; username: string }, meta: ClientMeta): Promise<void> {
      await deps.sessions.revokeById(principal.sessionId);
      await log.record({ kind: 'logout', memberId: principal.id, username: principal.username, ...meta });
    },

    /** A trial account (type 4) signed in at once; the demo balance comes with the wallet. */
    async freePlay(meta: ClientMeta): Promise<LoginValue> {
      const settings = await deps.settings();
      if (!settings.flags.freePlay) throw new AppError('FORBIDDEN');
      const id = await insertMember(
        {
          username: '',
          password_hash: UNUSABLE_HASH,
          type: MEMBER_TYPE.trial,
          register_ip: meta.ip.slice(0, 64),
          password_changed_at: clock.now(),
          created_at: clock.now(),
        },
        newTrialUsername,
      );
      return startSession((await members.findById(id))!, meta);
    },

    /** Whether a code names a member who can have downlines (trial accounts cannot). */
    async affiliateValid(code: string): Promise<boolean> {
      if (!/^[A-Za-z0-9]{1,20}$/.test(code)) return false;
      const upline = await members.findByReferralCode(code);
      return upline !== undefined && upline.type !== MEMBER_TYPE.trial;
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
