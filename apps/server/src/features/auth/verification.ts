import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Env } from '../../config/env.ts';
import type { DB } from '../../db/schema.ts';
import type { VerificationPurpose } from '../../db/column-types.ts';
import { AppError } from '../../platform/app-error.ts';
import type { Clock } from '../../platform/clock.ts';
import { normaliseRecipient } from '../../platform/delivery/recipient.ts';
import { createSealedServerSecret } from '../../platform/secret-box.ts';

type VerificationEnv = Pick<
  Env,
  | 'VERIFICATION_RESEND_SECONDS'
  | 'VERIFICATION_MAX_PER_HOUR_RECIPIENT'
  | 'VERIFICATION_MAX_PER_HOUR_IP'
  | 'VERIFICATION_MAX_ATTEMPTS'
  | 'VERIFICATION_CODE_PEPPER'
  | 'SECRETS_MASTER_KEY'
>;

const HOUR_MS = 3_600_000;
const PEPPER_NAME = 'verification-code-pepper';

/** '+84' / '84' and '912345678' -> '+84912345678', or null when that is no reachable mobile. */
export function mobileRecipient(countryDialingCode: string, mobile: string): string | null {
  if (!/^\+?[0-9]{1,4}$/.test(countryDialingCode) || !/^[0-9]{4,20}$/.test(mobile)) return null;
  const recipient = normaliseRecipient(`+${countryDialingCode.replace(/^\+/, '')}${mobile}`);
  return recipient?.channel === 'sms' ? recipient.address : null;
}

const rateLimited = (retryAfterSeconds: number) =>
  new AppError('RATE_LIMITED', { value: { retryAfterSeconds: Math.max(1, Math.ceil(retryAfterSeconds)) } });

/**
 * Six-digit one-time codes bound to a purpose and a normalised recipient. Only an HMAC of
 * purpose, recipient and code is stored, so a code sent to one number never opens another.
 * Only the newest code of a recipient and purpose counts; it is used once and dies after
 * VERIFICATION_MAX_ATTEMPTS tries.
 */
export function createVerification({ db, clock, env }: { db: Kysely<DB>; clock: Clock; env: VerificationEnv }) {
  const key = env.VERIFICATION_CODE_PEPPER
    ? async () => Buffer.from(env.VERIFICATION_CODE_PEPPER!, 'utf8')
    : createSealedServerSecret({ db, env }, PEPPER_NAME);

  const digest = async (purpose: VerificationPurpose, recipient: string, code: string) =>
    createHmac('sha256', await key())
      .update(`${purpose}\n${recipient}\n${code.trim()}`)
      .digest();

  /** Refuses a send within the resend gap or beyond the hourly caps of the recipient and the address. */
  async function checkLimits(purpose: VerificationPurpose, recipient: string, ip: string, now: Date) {
    const hourAgo = new Date(now.getTime() - HOUR_MS);
    const last = await db
      .selectFrom('verification_codes')
      .select('created_at')
      .where('recipient', '=', recipient)
      .where('purpose', '=', purpose)
      .orderBy('created_at', 'desc')
      .limit(1)
      .executeTakeFirst();
    const gapMs = env.VERIFICATION_RESEND_SECONDS * 1000;
    if (last && last.created_at.getTime() + gapMs > now.getTime()) {
      throw rateLimited((last.created_at.getTime() + gapMs - now.getTime()) / 1000);
    }
    for (const [column, value, max] of [
      ['recipient', recipient, env.VERIFICATION_MAX_PER_HOUR_RECIPIENT],
      ['send_ip', ip, env.VERIFICATION_MAX_PER_HOUR_IP],
    ] as const) {
      const row = await db
        .selectFrom('verification_codes')
        .select((eb) => [eb.fn.countAll<string>().as('n'), eb.fn.min('created_at').as('oldest')])
        .where(column, '=', value)
        .where('created_at', '>', hourAgo)
        .executeTakeFirstOrThrow();
      if (Number(row.n) >= max) {
        const oldest = new Date(row.oldest as unknown as Date).getTime();
        throw rateLimited((oldest + HOUR_MS - now.getTime()) / 1000);
      }
    }
  }

  const service = {
    /**
     * A new code for the recipient, after the limits; `deliver` sends it. When delivery fails the
     * code is withdrawn (so the person may retry at once) and the failure travels on.
     */
    async issue(input: {
      purpose: VerificationPurpose;
      recipient: string;
      ip: string;
      ttlMinutes: number;
      deliver: (code: string) => Promise<void>;
    }): Promise<void> {
      const now = clock.now();
      const ip = input.ip.slice(0, 64);
      await checkLimits(input.purpose, input.recipient, ip, now);
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      const row = await db
        .insertInto('verification_codes')
        .values({
          purpose: input.purpose,
          recipient: input.recipient,
          code_hash: await digest(input.purpose, input.recipient, code),
          expires_at: new Date(now.getTime() + input.ttlMinutes * 60_000),
          send_ip: ip,
          created_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      try {
        await input.deliver(code);
      } catch (error) {
        await db.deleteFrom('verification_codes').where('id', '=', row.id).execute();
        throw error;
      }
    },

    /**
     * Checks `code` against the newest live code of the recipient and answers that code's id for
     * `spend`. The try is claimed before the code is compared, in one conditional statement
     * (`attempts = attempts + 1 ... where attempts < max`), outside any transaction: parallel
     * tries each take one of the VERIFICATION_MAX_ATTEMPTS, none beyond, and a rolled-back
     * attempt still counts. VERIFICATION_CODE_INVALID (wrong, used, dead, none) or
     * VERIFICATION_CODE_EXPIRED.
     */
    async check(input: {
      purpose: VerificationPurpose;
      recipient: string | null;
      code: string | undefined;
    }): Promise<number> {
      const now = clock.now();
      const code = input.code?.trim() ?? '';
      if (!input.recipient || !/^[0-9]{6}$/.test(code)) throw new AppError('VERIFICATION_CODE_INVALID');
      const newest = db
        .selectFrom('verification_codes')
        .select('id')
        .where('recipient', '=', input.recipient)
        .where('purpose', '=', input.purpose)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(1);
      const row = await db
        .updateTable('verification_codes')
        .set({ attempts: sql`attempts + 1` })
        .where('id', '=', newest)
        .where('consumed_at', 'is', null)
        .where('attempts', '<', env.VERIFICATION_MAX_ATTEMPTS)
        .returning(['id', 'code_hash', 'expires_at'])
        .executeTakeFirst();
      if (!row) throw new AppError('VERIFICATION_CODE_INVALID');
      const matches = timingSafeEqual(Buffer.from(row.code_hash), await digest(input.purpose, input.recipient, code));
      if (!matches) throw new AppError('VERIFICATION_CODE_INVALID');
      if (row.expires_at.getTime() <= now.getTime()) throw new AppError('VERIFICATION_CODE_EXPIRED');
      return row.id;
    },

    /**
     * Marks a checked code used, in the caller's transaction when given: one conditional update
     * decides, so of parallel attempts with the right code exactly one wins. The try that checked
     * it is already counted, so the last allowed try may still spend it.
     */
    async spend(id: number, trx: Kysely<DB> = db): Promise<void> {
      const spent = await trx
        .updateTable('verification_codes')
        .set({ consumed_at: clock.now() })
        .where('id', '=', id)
        .where('consumed_at', 'is', null)
        .where('attempts', '<=', env.VERIFICATION_MAX_ATTEMPTS)
        .returning('id')
        .executeTakeFirst();
      if (!spent) throw new AppError('VERIFICATION_CODE_INVALID');
    },

    /** check + spend, for callers with nothing else to commit with it. */
    async consume(input: { purpose: VerificationPurpose; recipient: string | null; code: string | undefined }) {
      await service.spend(await service.check(input));
    },
  };
  return service;
}

export type Verification = ReturnType<typeof createVerification>;
