import { sql, type Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';

/** A system account every posting of its kind touches is split in this many rows. */
export const SYSTEM_SHARDS = 8;

/** Player wallets: the main wallet, the bonus wallet, and one per transfer-model game vendor. */
export const MAIN = 'main';
export const BONUS = 'bonus';
const CACHE_LIMIT = 100_000;

export const vendorWallet = (vendorCode: string) => `vendor:${vendorCode}`;

/**
 * Ledger accounts, made on first use, keyed by their currency too (migration 0027): a lookup in
 * another currency than an existing row's finds or makes another account, never the old one.
 * A player's accounts never go below zero; system accounts
 * (house, gateway clearing, pending withdrawals, promotions...) may, and are sharded so that no
 * single row queues every bet.
 */
export function createLedgerAccounts({ db }: { db: Kysely<DB> }) {
  // Account rows are never deleted and their ids never change: once known, an id is good forever,
  // so a busy wallet call reads none. Bounded: the map starts over past CACHE_LIMIT entries.
  const known = new Map<string, number>();
  // Only ids read outside a caller's transaction: one made inside it may yet roll back.
  const remember = (key: string, id: number, trx: Kysely<DB>) => {
    if (trx !== db) return id;
    if (known.size >= CACHE_LIMIT) known.clear();
    known.set(key, id);
    return id;
  };

  return {
    async player(memberId: number, code: string, currency: string, trx: Kysely<DB> = db): Promise<number> {
      const cacheKey = `m:${memberId}:${code}:${currency}`;
      const cached = known.get(cacheKey);
      if (cached !== undefined) return cached;
      const existing = await trx
        .selectFrom('ledger_accounts')
        .select('id')
        .where('member_id', '=', memberId)
        .where('code', '=', code)
        .where('currency', '=', currency)
        .executeTakeFirst();
      if (existing) return remember(cacheKey, existing.id, trx);
      await trx
        .insertInto('ledger_accounts')
        .values({ member_id: memberId, code, currency })
        .onConflict((oc) =>
          oc.columns(['member_id', 'code', 'currency']).where('member_id', 'is not', null).doNothing(),
        )
        .execute();
      const row = await trx
        .selectFrom('ledger_accounts')
        .select('id')
        .where('member_id', '=', memberId)
        .where('code', '=', code)
        .where('currency', '=', currency)
        .executeTakeFirstOrThrow();
      return remember(cacheKey, row.id, trx);
    },

    /** The shard of a system account for `shardKey` (a member id spreads players over shards). */
    async system(code: string, currency: string, shardKey = 0, trx: Kysely<DB> = db): Promise<number> {
      const shard = Math.abs(shardKey) % SYSTEM_SHARDS;
      const cacheKey = `s:${code}:${shard}:${currency}`;
      const cached = known.get(cacheKey);
      if (cached !== undefined) return cached;
      await trx
        .insertInto('ledger_accounts')
        .values({ member_id: null, code, shard, currency, allow_negative: true })
        .onConflict((oc) => oc.columns(['code', 'shard', 'currency']).where('member_id', 'is', null).doNothing())
        .execute();
      const row = await trx
        .selectFrom('ledger_accounts')
        .select('id')
        .where('member_id', 'is', null)
        .where('code', '=', code)
        .where('shard', '=', shard)
        .where('currency', '=', currency)
        .executeTakeFirstOrThrow();
      return remember(cacheKey, row.id, trx);
    },

    /** Many players' accounts of one code at once (made where missing): member id -> account id. */
    async players(memberIds: readonly number[], code: string, currency: string, trx: Kysely<DB> = db) {
      const ids = `{${[...new Set(memberIds)].join(',')}}`;
      await sql`insert into ledger_accounts (member_id, code, currency)
        select m, ${code}, ${currency} from unnest(${ids}::bigint[]) m order by m
        on conflict (member_id, code, currency) where member_id is not null do nothing`.execute(trx);
      const rows = await trx
        .selectFrom('ledger_accounts')
        .select(['id', 'member_id'])
        .where('member_id', '=', sql<number>`any(${ids}::bigint[])`)
        .where('code', '=', code)
        .where('currency', '=', currency)
        .execute();
      return new Map(rows.map((row) => [row.member_id!, row.id]));
    },

    /** A player's accounts with their balances. */
    ofMember: (memberId: number, trx: Kysely<DB> = db) =>
      trx
        .selectFrom('ledger_accounts')
        .select(['id', 'code', 'currency', 'balance_minor'])
        .where('member_id', '=', memberId)
        .orderBy('id')
        .execute(),

    /** A system account's balance: the sum of its shards. */
    async systemBalance(code: string, trx: Kysely<DB> = db): Promise<number> {
      const row = await trx
        .selectFrom('ledger_accounts')
        .select(sql<string>`coalesce(sum(balance_minor), 0)`.as('total'))
        .where('member_id', 'is', null)
        .where('code', '=', code)
        .executeTakeFirstOrThrow();
      return Number(row.total);
    },
  };
}

export type LedgerAccounts = ReturnType<typeof createLedgerAccounts>;
