import { createHash, randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { LoginChallenge } from '@portal/shared/contracts/security';
import type { BrandSettings } from '@portal/shared/settings';
import type { DB } from '../../db/schema.ts';
import { AppError } from '../../platform/app-error.ts';
import type { Clock } from '../../platform/clock.ts';
import type { TwoStep } from '../members/two-step.ts';
import type { MemberRow } from '../members/members.repo.ts';
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

/**
 * The second step of a password sign-in from an address the member has not signed in from: the
 * authenticator code when two-step is
 * on, else a code by SMS to the bound mobile. A member with neither, or with no address on file
 * yet, signs in as before. Challenges are single use, short-lived and bound to the address.
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

  const smsRecipient = (member: MemberRow) =>
    member.mobile && member.country_dialing_code ? mobileRecipient(member.country_dialing_code, member.mobile) : null;

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
      const method = (await deps.twoStep.enabled(member.id)) ? 'totp' : smsRecipient(member) ? 'sms' : null;
      if (!method) return null;
      const token = randomBytes(32).toString('base64url');
      await db
        .insertInto('login_challenges')
        .values({
          token_hash: hash(token),
          member_id: member.id,
          ip: ip.slice(0, 64),
          method,
          default_password: options.defaultPassword,
          remember_me: options.rememberMe,
          expires_at: new Date(clock.now().getTime() + TTL_SECONDS * 1000),
          created_at: clock.now(),
        })
        .execute();
      return {
        challengeToken: token,
        method,
        mobile: method === 'sms' ? maskMobile(member.country_dialing_code, member.mobile!) : null,
        expiresInSeconds: TTL_SECONDS,
      };
    },

    /** A live challenge of this address, or LOGIN_CHALLENGE_EXPIRED. */
    async live(token: string, ip: string) {
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
    },

    smsRecipient,

    /**
     * Checks the code of a live challenge and closes it; answers the challenge. The try is
     * claimed before the code is checked (one conditional update, `attempts < MAX_ATTEMPTS`), so
     * parallel tries each take one of the five and none gets a sixth; the fifth wrong one ends
     * the challenge.
     */
    async complete(token: string, code: string, ip: string, member: (id: number) => Promise<MemberRow | undefined>) {
      const challenge = await db
        .updateTable('login_challenges')
        .set({ attempts: sql`attempts + 1` })
        .where('token_hash', '=', hash(token))
        .where('used_at', 'is', null)
        .where('ip', '=', ip.slice(0, 64))
        .where('attempts', '<', MAX_ATTEMPTS)
        .where('expires_at', '>', clock.now())
        .returningAll()
        .executeTakeFirst();
      if (!challenge) throw new AppError('LOGIN_CHALLENGE_EXPIRED');
      const holder = await member(challenge.member_id);
      if (!holder) throw new AppError('LOGIN_CHALLENGE_EXPIRED');
      const proven =
        challenge.method === 'totp'
          ? await deps.twoStep.verifyFactor(holder.id, code)
          : await deps.verification
              .consume({ purpose: 'two-step', recipient: smsRecipient(holder), code })
              .then(() => 'sms' as const)
              .catch((error: unknown) => {
                if (error instanceof AppError && error.code === 'VERIFICATION_CODE_EXPIRED') throw error;
                return null;
              });
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
