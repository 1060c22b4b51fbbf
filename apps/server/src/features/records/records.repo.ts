import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { LocalizedText } from '../../db/column-types.ts';

export interface Range {
  from: Date;
  to: Date;
}

export interface LedgerRow {
  id: number;
  transaction_id: number;
  account_id: number;
  amount_minor: number;
  balance_after_minor: number;
  created_at: Date;
  kind: string;
  reference: string | null;
}

export interface BetRow {
  id: number;
  product: string;
  vendor: string;
  game_code: string;
  game_name: string | null;
  /** The catalogue's names of the game (games.name, or the lottery game's names) and the vendor's name. */
  catalog_names: LocalizedText | null;
  /** The catalogue's node of the game, which a launch names. */
  catalog_node_id: string | null;
  lottery_name: string | null;
  lottery_names: LocalizedText | null;
  vendor_name: string | null;
  round_id: string | null;
  stake_minor: number;
  valid_bet_minor: number;
  payout_minor: number;
  profit_minor: number;
  status: 'pending' | 'settled' | 'cancelled';
  placed_at: Date;
  settled_at: Date | null;
}

/** The betting record's filters: the product (lobby category) and the game code. */
export interface BetFilter {
  product?: string;
  game?: string;
}

export interface ProfitDbRow {
  day: string;
  product: string;
  bets_minor: number;
  wins_minor: number;
  refunds_minor: number;
}

const int = (value: unknown) => Number(value);

/**
 * Reads for the records pages. Ledger rows are read per account, newest first, each branch walking
 * the (account_id, id desc) index, and merged: a player has a handful of wallets, so the page costs
 * about offset + limit index steps per wallet, however long the history.
 */
export function createRecordsRepo(db: Kysely<DB>) {
  /** The kind lives on the transaction: a filter on it is a lookup per entry walked. */
  const ofKind = (kind: string | undefined) =>
    kind === undefined
      ? sql``
      : sql`and exists (select 1 from ledger_transactions t where t.id = e.transaction_id and t.kind = ${kind})`;

  const entriesOf = (accountId: number, range: Range, kind: string | undefined, take: number) => sql`(
    select e.id, e.transaction_id, e.account_id, e.amount_minor, e.balance_after_minor, e.created_at
    from ledger_entries e
    where e.account_id = ${accountId} and e.created_at >= ${range.from} and e.created_at < ${range.to} ${ofKind(kind)}
    order by e.id desc limit ${take})`;

  return {
    /**
     * A page of the accounts' entries in the range, newest first. The page is cut from the
     * entries alone; only its rows are joined to their transactions.
     */
    async ledgerPage(
      accountIds: number[],
      range: Range,
      kind: string | undefined,
      offset: number,
      limit: number,
    ): Promise<LedgerRow[]> {
      if (accountIds.length === 0) return [];
      const branches = sql.join(
        accountIds.map((id) => entriesOf(id, range, kind, offset + limit)),
        sql` union all `,
      );
      const result = await sql<LedgerRow>`select p.*, t.kind, t.reference from (
          select * from (${branches}) merged order by id desc limit ${limit} offset ${offset}
        ) p join ledger_transactions t on t.id = p.transaction_id
        order by p.id desc`.execute(db);
      return result.rows.map((row) => ({
        ...row,
        id: int(row.id),
        transaction_id: int(row.transaction_id),
        account_id: int(row.account_id),
        amount_minor: int(row.amount_minor),
        balance_after_minor: int(row.balance_after_minor),
      }));
    },

    /** How many entries match, counted up to `cap` (a page number past the cap is never needed exactly). */
    async ledgerCount(accountIds: number[], range: Range, kind: string | undefined, cap: number): Promise<number> {
      if (accountIds.length === 0) return 0;
      const result = await sql<{ n: string }>`select count(*)::text as n from (
        select 1 from ledger_entries e
        where e.account_id in (${sql.join(accountIds)}) and e.created_at >= ${range.from} and e.created_at < ${range.to}
          ${ofKind(kind)}
        limit ${cap + 1}) capped`.execute(db);
      return int(result.rows[0]?.n ?? 0);
    },

    async betPage(memberId: number, range: Range, filter: BetFilter, offset: number, limit: number) {
      let query = db
        .selectFrom('bet_records as b')
        .selectAll('b')
        .where('b.member_id', '=', memberId)
        .where('b.placed_at', '>=', range.from)
        .where('b.placed_at', '<', range.to);
      if (filter.product !== undefined) query = query.where('b.product', '=', filter.product);
      if (filter.game !== undefined) query = query.where('b.game_code', '=', filter.game);
      const page = query.orderBy('b.placed_at', 'desc').orderBy('b.id', 'desc').limit(limit).offset(offset);
      // The page's names from the catalogue, so a record reads in the player's language of today.
      const rows = await db
        .selectFrom(page.as('b'))
        .leftJoin('games as g', (join) =>
          join.onRef('g.vendor_code', '=', 'b.vendor').onRef('g.game_code', '=', 'b.game_code'),
        )
        .leftJoin('lottery_games as l', (join) =>
          join.onRef('l.code', '=', 'b.game_code').on('b.vendor', '=', 'LOTTERY'),
        )
        .leftJoin('game_vendors as v', 'v.code', 'b.vendor')
        .selectAll('b')
        .select([
          'g.name as catalog_names',
          'g.node_id as catalog_node_id',
          'l.name as lottery_name',
          'l.names as lottery_names',
          'v.name as vendor_name',
        ])
        .orderBy('b.placed_at', 'desc')
        .orderBy('b.id', 'desc')
        .execute();
      return rows as BetRow[];
    },

    async betCount(memberId: number, range: Range, filter: BetFilter, cap: number): Promise<number> {
      let inner = db
        .selectFrom('bet_records')
        .select(sql`1`.as('one'))
        .where('member_id', '=', memberId)
        .where('placed_at', '>=', range.from)
        .where('placed_at', '<', range.to);
      if (filter.product !== undefined) inner = inner.where('product', '=', filter.product);
      if (filter.game !== undefined) inner = inner.where('game_code', '=', filter.game);
      const row = await db
        .selectFrom(inner.limit(cap + 1).as('capped'))
        .select(sql<string>`count(*)::text`.as('n'))
        .executeTakeFirstOrThrow();
      return int(row.n);
    },

    /** The names of the vendors among `codes` (the lottery's products are no vendor's). */
    async vendorNames(codes: string[]): Promise<Map<string, string>> {
      if (codes.length === 0) return new Map();
      const rows = await db.selectFrom('game_vendors').select(['code', 'name']).where('code', 'in', codes).execute();
      return new Map(rows.map((row) => [row.code, row.name]));
    },

    /**
     * Bets, wins and refunds on the accounts, by the player's day and the product (from the
     * transaction source: 'game:PG' is PG; any other source is its own product).
     */
    async profitByDay(accountIds: number[], range: Range, tzOffsetMinutes: number): Promise<ProfitDbRow[]> {
      if (accountIds.length === 0) return [];
      const result = await sql<ProfitDbRow>`select
          to_char((t.created_at + ${tzOffsetMinutes} * interval '1 minute') at time zone 'UTC', 'YYYY-MM-DD') as day,
          case when t.source like 'game:%' then substr(t.source, 6) else t.source end as product,
          coalesce(-sum(e.amount_minor) filter (where t.kind = 'bet'), 0)::text as bets_minor,
          coalesce(sum(e.amount_minor) filter (where t.kind = 'win'), 0)::text as wins_minor,
          coalesce(sum(e.amount_minor) filter (where t.kind = 'refund'), 0)::text as refunds_minor
        from ledger_entries e join ledger_transactions t on t.id = e.transaction_id
        where e.account_id in (${sql.join(accountIds)}) and e.created_at >= ${range.from} and e.created_at < ${range.to}
          and t.kind in ('bet', 'win', 'refund')
        group by 1, 2 order by 1 desc, 2`.execute(db);
      return result.rows.map((row) => ({
        ...row,
        bets_minor: int(row.bets_minor),
        wins_minor: int(row.wins_minor),
        refunds_minor: int(row.refunds_minor),
      }));
    },
  };
}

export type RecordsRepo = ReturnType<typeof createRecordsRepo>;
