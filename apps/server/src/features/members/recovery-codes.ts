import { createHmac, randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { Clock } from '../../platform/clock.ts';

const COUNT = 10;
// Crockford-style alphabet: no 0/O, 1/I/L to misread when typed from paper.
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** 'k7mq-x2pr': eight characters (about 40 bits), with a dash to read them out. */
function newCode(): string {
  const chars = Array.from({ length: 8 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return `${chars.slice(0, 4)}-${chars.slice(4)}`;
}

/** A typed code in the one spelling: lower case, dashes and spaces dropped. */
const canonical = (code: string) => code.toLowerCase().replace(/[\s-]/g, '');

/**
 * One-time recovery codes for a member who lost the authenticator. Only an HMAC of each code is
 * stored; using one is a single conditional update, so a code works once even when raced.
 */
export function createRecoveryCodes(deps: { db: Kysely<DB>; clock: Clock; key: () => Promise<Buffer> }) {
  const digest = async (memberId: number, code: string) =>
    createHmac('sha256', await deps.key())
      .update(`recovery\n${memberId}\n${canonical(code)}`)
      .digest();

  return {
    /** Replaces the member's codes with fresh ones, in the caller's transaction; the plain codes. */
    async renew(memberId: number, trx: Kysely<DB> = deps.db): Promise<string[]> {
      const codes = Array.from({ length: COUNT }, newCode);
      await trx.deleteFrom('member_recovery_codes').where('member_id', '=', memberId).execute();
      const now = deps.clock.now();
      const rows = await Promise.all(
        codes.map(async (code) => ({ member_id: memberId, code_hash: await digest(memberId, code), created_at: now })),
      );
      await trx.insertInto('member_recovery_codes').values(rows).execute();
      return codes;
    },

    /** Spends a code; false when it is not one of the member's or was used. */
    async use(memberId: number, code: string, trx: Kysely<DB> = deps.db): Promise<boolean> {
      if (!/^[a-z0-9]{8}$/.test(canonical(code))) return false;
      const row = await trx
        .updateTable('member_recovery_codes')
        .set({ used_at: deps.clock.now() })
        .where('member_id', '=', memberId)
        .where('code_hash', '=', await digest(memberId, code))
        .where('used_at', 'is', null)
        .returning('id')
        .executeTakeFirst();
      return row !== undefined;
    },

    async left(memberId: number): Promise<number> {
      const row = await deps.db
        .selectFrom('member_recovery_codes')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('member_id', '=', memberId)
        .where('used_at', 'is', null)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    async clear(memberId: number, trx: Kysely<DB> = deps.db): Promise<void> {
      await trx.deleteFrom('member_recovery_codes').where('member_id', '=', memberId).execute();
    },
  };
}

export type RecoveryCodes = ReturnType<typeof createRecoveryCodes>;
