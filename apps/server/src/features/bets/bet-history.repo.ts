import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { LocalizedText } from '../../db/column-types.ts';

/** A bet of a page: its id and placed_at, the key of its partition. */
export interface PagedBet {
  id: number;
  placed_at: Date;
}

export interface BetBalances {
  beforeMinor: number | null;
  afterMinor: number | null;
}

/**
 * The wallet balance around each bet of a page, read for those rows only: the bet by its key, its
 * stake posting by id, and the entries by (transaction_id) with created_at equal to their
 * transaction's (a posting writes both with one time), so each probe lands in one month's
 * partition. The win is the bet's last seamless win that posted money, or its lottery period's
 * payout round; only its entry on the stake's wallet counts (a held win goes elsewhere).
 */
export async function betBalances(db: Kysely<DB>, bets: PagedBet[]): Promise<Map<number, BetBalances>> {
  if (bets.length === 0) return new Map();
  const page = JSON.stringify(bets.map((b) => ({ id: b.id, at: b.placed_at.toISOString() })));
  const { rows } = await sql<{ id: string; before: string | null; after: string | null }>`
    select b.id::text as id, s.balance_before_minor::text as before,
      coalesce(w.balance_after_minor, s.balance_after_minor)::text as after
    from json_to_recordset(${page}::json) as p(id bigint, at timestamptz)
    join bets b on b.id = p.id and b.placed_at = p.at
    left join ledger_transactions st on st.id = b.stake_transaction_id
    left join lateral (
      select e.account_id, e.balance_before_minor, e.balance_after_minor
      from ledger_entries e
      join ledger_accounts a on a.id = e.account_id and a.member_id = b.member_id
      where e.transaction_id = st.id and e.created_at = st.created_at
      order by e.id limit 1
    ) s on true
    left join lateral (
      select e.balance_after_minor
      from (
        select x.ledger_transaction_id as tx from provider_transactions x
        where x.bet_id = b.id and x.kind = 'win' and x.ledger_transaction_id is not null
        union all
        select st.transaction_id from lottery_payouts lp
        join lottery_settlements st on st.period_id = lp.period_id and st.round = lp.round
        where lp.period_id = b.lottery_period_id and lp.bet_id = b.id and st.transaction_id is not null
      ) won
      join ledger_transactions t on t.id = won.tx
      join ledger_entries e on e.transaction_id = t.id and e.created_at = t.created_at and e.account_id = s.account_id
      order by t.id desc, e.id desc limit 1
    ) w on true`.execute(db);
  const num = (value: string | null) => (value === null ? null : Number(value));
  return new Map(rows.map((row) => [Number(row.id), { beforeMinor: num(row.before), afterMinor: num(row.after) }]));
}

export interface BetGameRow {
  game_code: string;
  product: string;
  game_name: string | null;
  catalog_names: LocalizedText | null;
  lottery_name: string | null;
  lottery_names: LocalizedText | null;
}

/**
 * The games of a member's bets, [from, to) and of a product when given, the most recently played
 * first, with the catalogue's names (as the betting record names them).
 */
export async function betGames(
  db: Kysely<DB>,
  memberId: number,
  filter: { from?: Date; to?: Date; product?: string },
  limit: number,
): Promise<BetGameRow[]> {
  const { rows } = await sql<BetGameRow>`
    select p.game_code, p.product, p.game_name, gm.name as catalog_names, l.name as lottery_name,
      l.names as lottery_names
    from (
      select * from (
        select distinct on (game_code) game_code, vendor, product, game_name, placed_at
        from bets
        where member_id = ${memberId}
          ${filter.from ? sql`and placed_at >= ${filter.from}` : sql``}
          ${filter.to ? sql`and placed_at < ${filter.to}` : sql``}
          ${filter.product ? sql`and product = ${filter.product}` : sql``}
        order by game_code, placed_at desc
      ) g order by placed_at desc limit ${limit}
    ) p
    left join games gm on gm.vendor_code = p.vendor and gm.game_code = p.game_code
    left join lottery_games l on l.code = p.game_code and p.vendor = 'LOTTERY'
    order by p.placed_at desc`.execute(db);
  return rows;
}

/** One of a member's bets by its id, as a round's provider knows it (another member's is undefined). */
export const memberBet = (db: Kysely<DB>, memberId: number, betId: number) =>
  db
    .selectFrom('bets')
    .select(['vendor', 'game_code', 'round_id', 'currency', 'status'])
    .where('id', '=', betId)
    .where('member_id', '=', memberId)
    .executeTakeFirst();
