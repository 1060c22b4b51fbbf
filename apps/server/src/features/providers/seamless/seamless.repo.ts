import { sql, type Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';
import { forgetWins, recordWins } from '../../bets/bet-wins.ts';

export interface ProviderTransactionRow {
  id: number;
  kind: 'bet' | 'win' | 'rollback' | 'end-round';
  transaction_id: string;
  member_id: number;
  round_id: string | null;
  amount_minor: number;
  request_hash: Buffer | null;
  bet_state: 'open' | 'settled' | 'rolled_back' | null;
  is_tombstone: boolean;
  answer: Record<string, unknown> | null;
  bet_id: number | null;
}

export const TX_COLUMNS = [
  'id',
  'kind',
  'transaction_id',
  'member_id',
  'round_id',
  'amount_minor',
  'request_hash',
  'bet_state',
  'is_tombstone',
  'answer',
  'bet_id',
] as const;

export interface NewProviderTransaction {
  vendor: string;
  transactionId: string;
  kind: 'bet' | 'win' | 'rollback' | 'end-round';
  memberId: number;
  roundId: string | null;
  betTransactionId?: string | null;
  amountMinor: number;
  currency: string;
  requestHash: Buffer;
  now: Date;
}

/** A bet as the betting record keeps it. */
export interface BetRecord {
  memberId: number;
  product: string;
  vendor: string;
  gameCode: string;
  gameName: string | null;
  roundId: string;
  currency: string;
  stakeMinor: number;
  now: Date;
}

/** A call's row as provider_transactions keeps it. */
export const providerRowValues = (t: NewProviderTransaction) => ({
  vendor_code: t.vendor,
  transaction_id: t.transactionId,
  kind: t.kind,
  member_id: t.memberId,
  round_id: t.roundId,
  bet_transaction_id: t.betTransactionId ?? null,
  amount_minor: t.amountMinor,
  currency: t.currency,
  request_hash: t.requestHash,
  bet_state: t.kind === 'bet' ? ('open' as const) : null,
  created_at: t.now,
});

/** The SQL on provider_transactions, provider_rounds and provider_launch_tokens (reads) for one call; seamless-batch.repo.ts holds the batches'. */
export function createSeamlessRepo(db: Kysely<DB>) {
  const insertValues = providerRowValues;

  /** A win pays these bets: the payout goes on the first, all of them are settled (one statement). */
  async function settleBets(trx: Kysely<DB>, rows: ProviderTransactionRow[], payoutMinor: number, now: Date) {
    const rowIds = rows.map((r) => r.id);
    const betIds = rows.map((r) => r.bet_id).filter((id): id is number => id !== null);
    const first = betIds[0] ?? null;
    await sql`
      with settled as (
        update provider_transactions set bet_state = 'settled' where id in (${sql.join(rowIds)}) returning bet_id)
      update bets set status = 'settled', settled_at = coalesce(settled_at, ${now}::timestamptz),
        payout_minor = payout_minor + case when id = ${first}::bigint then ${payoutMinor}::bigint else 0 end
      where id in (select bet_id from settled where bet_id is not null)`.execute(trx);
    if (first !== null && payoutMinor > 0) await recordWins(trx, sql`${first}::bigint`);
  }

  return {
    /** The player a live token names for this vendor, with the token's game. */
    tokenPlayer: (hash: Buffer, vendor: string, now: Date) =>
      db
        .selectFrom('provider_launch_tokens as t')
        .innerJoin('members as m', 'm.id', 't.member_id')
        .select(['m.id', 'm.status', 'm.type', 't.game_code'])
        .where('t.token_hash', '=', hash)
        .where('t.vendor_code', '=', vendor)
        .where('t.expires_at', '>', now)
        .executeTakeFirst(),

    member: (id: number) =>
      db.selectFrom('members').select(['id', 'status', 'type']).where('id', '=', id).executeTakeFirst(),

    game: (vendor: string, gameCode: string) =>
      db
        .selectFrom('games')
        .select(['category', 'name', 'min_bet_minor'])
        .where('vendor_code', '=', vendor)
        .where('game_code', '=', gameCode)
        .executeTakeFirst(),

    balance: async (trx: Kysely<DB>, accountId: number) =>
      (
        await trx
          .selectFrom('ledger_accounts')
          .select('balance_minor')
          .where('id', '=', accountId)
          .executeTakeFirstOrThrow()
      ).balance_minor,

    /**
     * A bet's row and its round in one round trip: the row is inserted unless its id is known
     * (id null: a replay or a tombstone), the round is made open or found as it is.
     */
    async insertBet(trx: Kysely<DB>, t: NewProviderTransaction) {
      const v = insertValues(t);
      const { rows } = await sql<{ id: number | null; round_status: 'open' | 'closed' }>`
        with tx as (
          insert into provider_transactions
            (vendor_code, transaction_id, kind, member_id, round_id, amount_minor, currency, request_hash,
             bet_state, created_at)
          values (${v.vendor_code}, ${v.transaction_id}, 'bet', ${v.member_id}, ${v.round_id}, ${v.amount_minor},
            ${v.currency}, ${v.request_hash}, 'open', ${v.created_at})
          on conflict (vendor_code, transaction_id) do nothing
          returning id),
        round as (
          insert into provider_rounds (vendor_code, member_id, round_id, status, created_at)
          values (${v.vendor_code}, ${v.member_id}, ${v.round_id}, 'open', ${v.created_at})
          on conflict (vendor_code, member_id, round_id) do update set status = provider_rounds.status
          returning status)
        select (select id from tx) as id, (select status from round) as round_status`.execute(trx);
      return rows[0]!;
    },

    async insert(trx: Kysely<DB>, t: NewProviderTransaction): Promise<number | null> {
      const row = await trx
        .insertInto('provider_transactions')
        .values(insertValues(t))
        .onConflict((oc) => oc.columns(['vendor_code', 'transaction_id']).doNothing())
        .returning('id')
        .executeTakeFirst();
      return row?.id ?? null;
    },

    /** Many calls' rows (`insert` for a batch; one row per transaction id): each row id, or null when known. */
    async insertTombstone(trx: Kysely<DB>, t: Omit<NewProviderTransaction, 'requestHash' | 'kind'>) {
      const row = await trx
        .insertInto('provider_transactions')
        .values({
          vendor_code: t.vendor,
          transaction_id: t.transactionId,
          kind: 'bet',
          member_id: t.memberId,
          round_id: t.roundId,
          amount_minor: 0,
          currency: t.currency,
          request_hash: null,
          bet_state: 'rolled_back',
          is_tombstone: true,
          created_at: t.now,
        })
        .onConflict((oc) => oc.columns(['vendor_code', 'transaction_id']).doNothing())
        .returning('id')
        .executeTakeFirst();
      return row?.id ?? null;
    },

    find: (trx: Kysely<DB>, vendor: string, transactionId: string): Promise<ProviderTransactionRow | undefined> =>
      trx
        .selectFrom('provider_transactions')
        .select(TX_COLUMNS)
        .where('vendor_code', '=', vendor)
        .where('transaction_id', '=', transactionId)
        .executeTakeFirst() as Promise<ProviderTransactionRow | undefined>,

    /** The bets a win or rollback concerns, locked (a win and a rollback of one bet queue here). */
    lockBets: (
      trx: Kysely<DB>,
      vendor: string,
      memberId: number,
      which: { transactionId: string } | { roundId: string },
    ): Promise<ProviderTransactionRow[]> => {
      let query = trx
        .selectFrom('provider_transactions')
        .select(TX_COLUMNS)
        .where('vendor_code', '=', vendor)
        .where('kind', '=', 'bet')
        .where('member_id', '=', memberId);
      query =
        'transactionId' in which
          ? query.where('transaction_id', '=', which.transactionId)
          : query.where('round_id', '=', which.roundId);
      return query.orderBy('id').forUpdate().execute() as Promise<ProviderTransactionRow[]>;
    },

    async recordBet(
      trx: Kysely<DB>,
      rowId: number,
      answer: Record<string, unknown>,
      ledgerTransactionId: number,
      bet: BetRecord,
    ) {
      await sql`
        with b as (
          insert into bets (member_id, product, vendor, game_code, game_name, round_id, currency, stake_minor,
            valid_bet_minor, stake_transaction_id, placed_at)
          values (${bet.memberId}, ${bet.product}, ${bet.vendor}, ${bet.gameCode}, ${bet.gameName}, ${bet.roundId},
            ${bet.currency}, ${bet.stakeMinor}, ${bet.stakeMinor}, ${ledgerTransactionId}, ${bet.now})
          returning id)
        update provider_transactions set answer = ${JSON.stringify(answer)}::jsonb,
          ledger_transaction_id = ${ledgerTransactionId}, bet_id = (select id from b)
        where id = ${rowId}`.execute(trx);
    },

    /** Many bets' records (`recordBet` for a batch): one statement inserting the bets and linking the rows. */
    finish: (
      trx: Kysely<DB>,
      rowId: number,
      answer: Record<string, unknown>,
      ledgerTransactionId: number | null,
      betId: number | null,
    ) =>
      trx
        .updateTable('provider_transactions')
        .set({ answer: JSON.stringify(answer), ledger_transaction_id: ledgerTransactionId, bet_id: betId })
        .where('id', '=', rowId)
        .execute(),

    /** Many calls' answers (`finish` for a batch). */
    settleBets,

    async cancelBet(trx: Kysely<DB>, row: ProviderTransactionRow) {
      await trx
        .updateTable('provider_transactions')
        .set({ bet_state: 'rolled_back' })
        .where('id', '=', row.id)
        .execute();
      if (row.bet_id !== null) {
        await trx.updateTable('bets').set({ status: 'cancelled' }).where('id', '=', row.bet_id).execute();
        await forgetWins(trx, sql`${row.bet_id}::bigint`);
      }
    },

    /** Closes the round (made closed if unseen, so a late bet in it is refused) and settles its open bets. */
    async endRound(trx: Kysely<DB>, vendor: string, memberId: number, roundId: string, now: Date) {
      await trx
        .insertInto('provider_rounds')
        .values({
          vendor_code: vendor,
          member_id: memberId,
          round_id: roundId,
          status: 'closed',
          created_at: now,
          closed_at: now,
        })
        .onConflict((oc) =>
          oc.columns(['vendor_code', 'member_id', 'round_id']).doUpdateSet({
            status: 'closed',
            closed_at: sql`coalesce(provider_rounds.closed_at, ${now}::timestamptz)`,
          }),
        )
        .execute();
      const open = await trx
        .selectFrom('provider_transactions')
        .select(TX_COLUMNS)
        .where('vendor_code', '=', vendor)
        .where('member_id', '=', memberId)
        .where('round_id', '=', roundId)
        .where('kind', '=', 'bet')
        .where('bet_state', '=', 'open')
        .forUpdate()
        .execute();
      if (open.length > 0) await settleBets(trx, open as ProviderTransactionRow[], 0, now);
    },
  };
}

export type SeamlessRepo = ReturnType<typeof createSeamlessRepo>;
