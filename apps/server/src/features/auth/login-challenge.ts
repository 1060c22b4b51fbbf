import { createHash, randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { LoginChallenge, LoginMethod } from '@portal/shared/contracts/auth';
import type { BrandSettings } from '@portal/shared/settings';
import type { DB } from '../../db/schema.ts';
import { AppError } from '../../platform/app-error.ts';
import type { Clock } from '../../platform/clock.ts';
import { normaliseRecipient } from '../../platform/delivery/recipient.ts';
import type { TwoStep } from '../members/two-step.ts';
import type { MemberRow } from '../members/members.repo.ts';
import { holderNames, sameHolderName, sameMobile } from './knowledge-checks.ts';
import { mobileRecipient, type Verification } from './verification.ts';

const TTL_SECONDS = 300;
const MAX_ATTEMPTS = 5;

const hash = (token: string) => createHash('sha256').update(token).digest();

/** '+84 09****678': enough for the member to recognise the number. */
export function maskMobile(countryDialingCode: string | null, mobile: string): string {
  const visible =
    mobile.length > 6
      ? `${mobile.slice(0, 2)}${'*'.repeat(mobile.length - 5)}${mobile.slice(-3)}`
      : `**${mobile.slice(-2)}`;
  return countryDialingCode ? `${countryDialingCode} ${visible}` : visible;
}

/** 'p***@example.com'. */
export const maskEmail = (email: string) => `${email.slice(0, 1)}***${email.slice(email.indexOf('@'))}`;

/**
 * The methods a brand offers: all three. Every brand delivers SMS and e-mail codes (production
 * refuses to start without real providers) and the security center offers each factor to every
 * member; `newAddressVerification` switches the step as a whole.
 */
export const BRAND_METHODS: readonly LoginMethod[] = ['totp', 'sms', 'email'];

/** The typed-in checks each brand flag adds (knowledge-checks.ts), after the codes. */
const KNOWLEDGE_FLAGS = [
  ['mobile', 'newAddressMobileCheck'],
  ['bankName', 'newAddressBankNameCheck'],
] as const;

/**
 * Where an SMS code goes: the bound mobile. Proven or not: the member bound it, and requiring a
 * proof would let a password alone through for every member whose mobile no code has proven.
 */
export const smsRecipient = (member: MemberRow) =>
  member.mobile && member.country_dialing_code ? mobileRecipient(member.country_dialing_code, member.mobile) : null;

/** Where an e-mail code goes: a bound e-mail a code has proven, else null. */
export const emailRecipient = (member: MemberRow) => {
  const normalised = member.email && member.email_verified_at ? normaliseRecipient(member.email) : null;
  return normalised?.channel === 'email' ? normalised.address : null;
};

/**
 * The second step of a password sign-in from an address the member has not signed in from. It
 * offers every method both the brand enables and the member has (authenticator enrolled, proven
 * mobile, proven e-mail); any one of them completes it, once. A member with none, or with no
 * address on file yet, signs in as before. Challenges are short-lived and bound to the address.
 */
export function createLoginChallenges(deps: {
  db: Kysely<DB>;
  clock: Clock;
  twoStep: TwoStep;
  verification: Verification;
}) {
  const { db, clock } = deps;

  async function knownAddress(memberId: number, ip: string): Promise<{ any: boolean; this: boolean }> {
    const rows = await db
      .selectFrom('member_known_ips')
      .select('ip')
      .where('member_id', '=', memberId)
      .orderBy(sql`ip = ${ip}`, 'desc')
      .limit(1)
      .execute();
    return { any: rows.length > 0, this: rows[0]?.ip === ip };
  }

  /**
   * The second steps this member can take. SMS only for a member without an authenticator: the
   * phone can also reset the password, so for a member who set one up the SIM alone (swapped or
   * intercepted) must never be both steps.
   */
  async function memberMethods(member: MemberRow, flags: BrandSettings['flags']): Promise<LoginMethod[]> {
    const totp = await deps.twoStep.enabled(member.id);
    const has: Record<LoginMethod, () => Promise<boolean> | boolean> = {
      totp: () => totp,
      sms: () => !totp && smsRecipient(member) !== null,
      email: () => emailRecipient(member) !== null,
      mobile: () => !totp && Boolean(member.mobile),
      bankName: async () => !totp && (await holderNames(db, member.id)).length > 0,
    };
    const offered = [...BRAND_METHODS, ...KNOWLEDGE_FLAGS.filter(([, flag]) => flags[flag]).map(([method]) => method)];
    const methods: LoginMethod[] = [];
    for (const method of offered) if (await has[method]()) methods.push(method);
    return methods;
  }

  /** A live challenge of this address, or LOGIN_CHALLENGE_EXPIRED. */
  async function live(token: string, ip: string) {
    const row = await db
      .selectFrom('login_challenges')
      .selectAll()
      .where('token_hash', '=', hash(token))
      .executeTakeFirst();
    if (
      !row ||
      row.used_at ||
      row.ip !== ip.slice(0, 64) ||
      row.attempts >= MAX_ATTEMPTS ||
      row.expires_at.getTime() <= clock.now().getTime()
    ) {
      throw new AppError('LOGIN_CHALLENGE_EXPIRED');
    }
    return row;
  }

  /** The code of `method` against the holder; the factor that proved it, or null. */
  async function prove(method: LoginMethod, holder: MemberRow, code: string) {
    if (method === 'totp') return deps.twoStep.verifyFactor(holder.id, code);
    if (method === 'mobile') return sameMobile(code, holder) ? method : null;
    if (method === 'bankName') return (await sameHolderName(db, holder.id, code)) ? method : null;
    const recipient = method === 'sms' ? smsRecipient(holder) : emailRecipient(holder);
    return deps.verification
      .consume({ purpose: 'two-step', recipient, code })
      .then(() => method)
      .catch((error: unknown) => {
        if (error instanceof AppError && error.code === 'VERIFICATION_CODE_EXPIRED') throw error;
        return null;
      });
  }

  /** A new challenge of `methods` (the first one asked first) for this sign-in. */
  async function issue(
    member: MemberRow,
    ip: string,
    methods: LoginMethod[],
    options: { defaultPassword: boolean; rememberMe: boolean },
  ): Promise<LoginChallenge> {
    const method = methods[0]!;
    const token = randomBytes(32).toString('base64url');
    await db
      .insertInto('login_challenges')
      .values({
        token_hash: hash(token),
        member_id: member.id,
        ip: ip.slice(0, 64),
        method,
        methods,
        default_password: options.defaultPassword,
        remember_me: options.rememberMe,
        expires_at: new Date(clock.now().getTime() + TTL_SECONDS * 1000),
        created_at: clock.now(),
      })
      .execute();
    return {
      challengeToken: token,
      methods,
      method,
      mobile: methods.includes('sms')
        ? // Typing the whole number is a method: the mask must not give most of it away.
          methods.includes('mobile')
          ? maskMobile(member.country_dialing_code, `******${member.mobile!.slice(-2)}`)
          : maskMobile(member.country_dialing_code, member.mobile!)
        : null,
      email: methods.includes('email') ? maskEmail(member.email!) : null,
      expiresInSeconds: TTL_SECONDS,
    };
  }

  return {
    /** Records an address the member signed in from with every check passed. */
    async remember(memberId: number, ip: string): Promise<void> {
      const now = clock.now();
      await db
        .insertInto('member_known_ips')
        .values({ member_id: memberId, ip: ip.slice(0, 64), first_seen_at: now, last_seen_at: now })
        .onConflict((oc) => oc.columns(['member_id', 'ip']).doUpdateSet({ last_seen_at: now }))
        .execute();
    },

    /** The challenge this sign-in needs, or null when it may go on. */
    async open(
      member: MemberRow,
      ip: string,
      settings: BrandSettings,
      options: { defaultPassword: boolean; rememberMe: boolean },
    ): Promise<LoginChallenge | null> {
      if (!settings.flags.newAddressVerification) return null;
      const known = await knownAddress(member.id, ip.slice(0, 64));
      if (!known.any || known.this) return null;
      const methods = await memberMethods(member, settings.flags);
      if (methods.length === 0) return null;
      return issue(member, ip, methods, options);
    },

    /**
     * After a sign-in proven by a code sent to the phone (SMS login, reset by phone): the
     * authenticator (or a recovery code) when the member has one, whatever the address or the
     * brand's flag. The SIM alone, swapped or intercepted, does not open an account the member
     * protected with two-step. Null when the member has none.
     */
    async openAuthenticator(member: MemberRow, ip: string): Promise<LoginChallenge | null> {
      if (!(await deps.twoStep.enabled(member.id))) return null;
      return issue(member, ip, ['totp'], { defaultPassword: false, rememberMe: false });
    },

    live,

    /**
     * Where a code of `method` goes for a live challenge: its member's proven mobile or e-mail (and the member).
     * LOGIN_METHOD_NOT_OFFERED when the challenge did not offer it (the brand's flag was off, or
     * the member had no such contact when it opened).
     */
    async codeRecipient(
      token: string,
      ip: string,
      method: 'sms' | 'email',
      member: (id: number) => Promise<MemberRow | undefined>,
    ): Promise<{ recipient: string; holder: MemberRow }> {
      const challenge = await live(token, ip);
      if (!challenge.methods.includes(method)) throw new AppError('LOGIN_METHOD_NOT_OFFERED');
      const holder = await member(challenge.member_id);
      const recipient = holder && (method === 'sms' ? smsRecipient(holder) : emailRecipient(holder));
      if (!recipient) throw new AppError('LOGIN_METHOD_NOT_OFFERED');
      return { recipient, holder };
    },

    /**
     * Checks the code of a live challenge by one of its methods and closes it. The try is claimed
     * before the code is checked (one conditional update, `attempts < MAX_ATTEMPTS`, whatever the
     * method), so parallel tries each take one of the five and none gets a sixth; the fifth wrong
     * one ends the challenge. A method it does not offer costs no try.
     */
    async complete(
      input: { token: string; code: string; method?: LoginMethod | undefined },
      ip: string,
      member: (id: number) => Promise<MemberRow | undefined>,
    ) {
      const { method } = input;
      const challenge = await db
        .updateTable('login_challenges')
        .set({ attempts: sql`attempts + 1` })
        .where('token_hash', '=', hash(input.token))
        .where('used_at', 'is', null)
        .where('ip', '=', ip.slice(0, 64))
        .where('attempts', '<', MAX_ATTEMPTS)
        .where('expires_at', '>', clock.now())
        .$if(method !== undefined, (qb) => qb.where(sql<boolean>`${method}::text = any(methods)`))
        .returningAll()
        .executeTakeFirst();
      if (!challenge) {
        const open = await live(input.token, ip);
        if (method && !open.methods.includes(method)) throw new AppError('LOGIN_METHOD_NOT_OFFERED');
        throw new AppError('LOGIN_CHALLENGE_EXPIRED');
      }
      const holder = await member(challenge.member_id);
      if (!holder) throw new AppError('LOGIN_CHALLENGE_EXPIRED');
      const proven = await prove(method ?? challenge.method, holder, input.code);
      if (!proven) throw new AppError('VERIFICATION_CODE_INVALID');
      const closed = await db
        .updateTable('login_challenges')
        .set({ used_at: clock.now() })
        .where('id', '=', challenge.id)
        .where('used_at', 'is', null)
        .returning('id')
        .executeTakeFirst();
      if (!closed) throw new AppError('LOGIN_CHALLENGE_EXPIRED');
      return {
        member: holder,
        proven,
        defaultPassword: challenge.default_password,
        rememberMe: challenge.remember_me,
      };
    },
  };
}

export type LoginChallenges = ReturnType<typeof createLoginChallenges>;
