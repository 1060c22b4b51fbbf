import { sql, type Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';
import { bigintArray } from '../../../db/sql-arrays.ts';
import { recordWins } from '../../bets/bet-wins.ts';
import {
  providerRowValues,
  TX_COLUMNS,
  type BetRecord,
  type NewProviderTransaction,
  type ProviderTransactionRow,
} from './seamless.repo.ts';

/**
 * The SQL of the bet and win batches (decision 030): each statement does for a whole batch what
 * seamless.repo.ts does for one call, with `json_to_recordset` inputs.
 */
export const seamlessBatchRepo = {
  /**
   * Of a batch's launch tokens, those still live at `now`, each with its vendor, its player and
   * the player's status and type: one statement for the batch (the round batch's token check).
   */
  async liveTokens(trx: Kysely<DB>, hashes: Buffer[], now: Date) {
    const rows = await trx
      .selectFrom('provider_launch_tokens as t')
      .innerJoin('members as m', 'm.id', 't.member_id')
      .select(['t.token_hash', 't.vendor_code', 't.member_id', 'm.status', 'm.type'])
      .where('t.token_hash', 'in', hashes)
      .where('t.expires_at', '>', now)
      .execute();
    return new Map(rows.map((row) => [Buffer.from(row.token_hash).toString('base64'), row]));
  },

  /**
   * Many bets' rows and their rounds in one statement (a batch, decision 030; one row per
   * transaction id): for each, in order, its row id (null when the id is already known) and its
   * round's status, and whether this statement made the round.
   */
  async insertBets(trx: Kysely<DB>, bets: NewProviderTransaction[]) {
    const input = bets.map((t, n) => ({
      n,
      vendor: t.vendor,
      tx: t.transactionId,
      member: t.memberId,
      round: t.roundId,
      amount: t.amountMinor,
      currency: t.currency,
      hash: t.requestHash.toString('hex'),
      at: t.now.toISOString(),
    }));
    const { rows } = await sql<{ id: number | null; round_status: 'open' | 'closed'; round_created: boolean }>`
        with input as (
          select * from json_to_recordset(${JSON.stringify(input)}::json) as i(n int, vendor text, tx text,
            member bigint, round text, amount bigint, currency text, hash text, at timestamptz)
        ),
        tx as (
          insert into provider_transactions
            (vendor_code, transaction_id, kind, member_id, round_id, amount_minor, currency, request_hash,
             bet_state, created_at)
          select vendor, tx, 'bet', member, round, amount, currency, decode(hash, 'hex'), 'open', at
          from input order by n
          on conflict (vendor_code, transaction_id) do nothing
          returning id, vendor_code, transaction_id),
        round as (
          -- One row per round (two bets of one round in the batch): an upsert may touch a row once.
          insert into provider_rounds (vendor_code, member_id, round_id, status, created_at)
          select distinct on (vendor, member, round) vendor, member, round, 'open', at
          from input order by vendor, member, round, n
          on conflict (vendor_code, member_id, round_id) do update set status = provider_rounds.status
          returning vendor_code, member_id, round_id, status, xmax = 0 as created)
        select tx.id, r.status as round_status, r.created as round_created
        from input i
        left join tx on tx.vendor_code = i.vendor and tx.transaction_id = i.tx
        join round r on r.vendor_code = i.vendor and r.member_id = i.member and r.round_id = i.round
        order by i.n`.execute(trx);
    return rows;
  },

  /**
   * The rows of calls a batch refused, gone as if their transactions had been rolled back, with
   * the rounds the batch made for refused bets alone.
   */
  async dropRows(trx: Kysely<DB>, rowIds: number[], rounds: { vendor: string; member: number; round: string }[]) {
    if (rowIds.length > 0) {
      await sql`delete from provider_transactions where id = any (${bigintArray(rowIds)})`.execute(trx);
    }
    if (rounds.length > 0) {
      await sql`delete from provider_rounds r
          using json_to_recordset(${JSON.stringify(rounds)}::json) as d(vendor text, member bigint, round text)
          where r.vendor_code = d.vendor and r.member_id = d.member and r.round_id = d.round`.execute(trx);
    }
  },

  /** Any other call's row; null when the id is already known. */

  async insertMany(trx: Kysely<DB>, calls: NewProviderTransaction[]): Promise<(number | null)[]> {
    const input = calls.map((t, n) => ({ n, ...providerRowValues(t), request_hash: t.requestHash.toString('hex') }));
    const { rows } = await sql<{ id: number | null }>`
        with input as (
          select * from json_to_recordset(${JSON.stringify(input)}::json) as i(n int, vendor_code text,
            transaction_id text, kind text, member_id bigint, round_id text, bet_transaction_id text,
            amount_minor bigint, currency text, request_hash text, bet_state text, created_at timestamptz)
        ),
        tx as (
          insert into provider_transactions (vendor_code, transaction_id, kind, member_id, round_id,
            bet_transaction_id, amount_minor, currency, request_hash, bet_state, created_at)
          select vendor_code, transaction_id, kind, member_id, round_id, bet_transaction_id, amount_minor, currency,
            decode(request_hash, 'hex'), bet_state, created_at
          from input order by n
          on conflict (vendor_code, transaction_id) do nothing
          returning id, vendor_code, transaction_id)
        select tx.id from input i
        left join tx on tx.vendor_code = i.vendor_code and tx.transaction_id = i.transaction_id
        order by i.n`.execute(trx);
    return rows.map((row) => row.id);
  },

  /** The stand-in of a bet rolled back before it arrived; null when the bet (or one) exists. */

  /**
   * The bets many wins concern (`lockBets` for a batch), locked in id order: by bet id where a
   * win names one, else by round.
   */
  lockBetsOf: async (
    trx: Kysely<DB>,
    wants: { vendor: string; memberId: number; betTransactionId: string | null; roundId: string }[],
  ): Promise<(ProviderTransactionRow & { vendor_code: string })[]> => {
    const input = JSON.stringify(
      wants.map((w) => ({ vendor: w.vendor, member: w.memberId, bet_tx: w.betTransactionId, round: w.roundId })),
    );
    // The ids first, then the rows locked by id alone: a row a concurrent rollback changed is
    // read again by its id when its lock is granted, whatever the join that found it.
    const { rows: found } = await sql<{ id: number }>`
        select b.id from json_to_recordset(${input}::json) as w(vendor text, member bigint, bet_tx text, round text)
        join provider_transactions b on b.vendor_code = w.vendor and b.transaction_id = w.bet_tx
        where w.bet_tx is not null and b.kind = 'bet' and b.member_id = w.member
        union
        select b.id from json_to_recordset(${input}::json) as w(vendor text, member bigint, bet_tx text, round text)
        join provider_transactions b on b.vendor_code = w.vendor and b.member_id = w.member and b.round_id = w.round
        where w.bet_tx is null and b.kind = 'bet'`.execute(trx);
    if (found.length === 0) return [];
    const { rows } = await sql<ProviderTransactionRow & { vendor_code: string }>`
        select vendor_code, ${sql.join(TX_COLUMNS.map((c) => sql.ref(c)))} from provider_transactions
        where id = any (${bigintArray(found.map((r) => r.id))})
        order by id for update`.execute(trx);
    return rows;
  },

  /** The balances of these accounts, by id. */

  async balances(trx: Kysely<DB>, accountIds: number[]): Promise<Map<number, number>> {
    if (accountIds.length === 0) return new Map();
    const rows = await trx
      .selectFrom('ledger_accounts')
      .select(['id', 'balance_minor'])
      .where('id', 'in', accountIds)
      .execute();
    return new Map(rows.map((row) => [row.id, row.balance_minor]));
  },

  /** Many wins' bets settled (`settleBets` for a batch): each win's payout goes on its first bet. */

  async settleMany(trx: Kysely<DB>, wins: { rows: ProviderTransactionRow[]; payoutMinor: number }[], now: Date) {
    const rowIds = wins.flatMap((w) => w.rows.map((r) => r.id));
    if (rowIds.length === 0) return;
    const payouts = wins.flatMap((w) => {
      const betIds = w.rows.map((r) => r.bet_id).filter((id): id is number => id !== null);
      return betIds.map((id, i) => ({ id, payout: i === 0 ? w.payoutMinor : 0 }));
    });
    await sql`
        with settled as (
          update provider_transactions set bet_state = 'settled' where id = any (${bigintArray(rowIds)}))
        update bets b set status = 'settled', settled_at = coalesce(b.settled_at, ${now}::timestamptz),
          payout_minor = b.payout_minor + v.payout
        from json_to_recordset(${JSON.stringify(payouts)}::json) as v(id bigint, payout bigint)
        where b.id = v.id and b.id = any (${bigintArray(payouts.map((p) => p.id))})`.execute(trx);
    const won = payouts.filter((p) => p.payout > 0).map((p) => p.id);
    if (won.length > 0) await recordWins(trx, sql`select unnest(${bigintArray(won)})`);
  },

  /**
   * Many rounds closed (`endRound` for a batch) and their open bets settled at zero. `betsSettled`:
   * the caller settled every bet of these rounds in this transaction (rounds it made), so only
   * the rounds' rows change.
   */

  async endRounds(
    trx: Kysely<DB>,
    rounds: { vendor: string; memberId: number; roundId: string }[],
    now: Date,
    betsSettled = false,
  ) {
    if (rounds.length === 0) return;
    const input = JSON.stringify(rounds.map((r) => ({ vendor: r.vendor, member: r.memberId, round: r.roundId })));
    if (betsSettled) {
      await sql`
          insert into provider_rounds (vendor_code, member_id, round_id, status, created_at, closed_at)
          select distinct vendor, member, round, 'closed', ${now}::timestamptz, ${now}::timestamptz
          from json_to_recordset(${input}::json) as r(vendor text, member bigint, round text)
          on conflict (vendor_code, member_id, round_id) do update set status = 'closed',
            closed_at = coalesce(provider_rounds.closed_at, ${now}::timestamptz)`.execute(trx);
      return;
    }
    await sql`
        with r as (select distinct * from json_to_recordset(${input}::json) as r(vendor text, member bigint, round text)),
        closed as (
          insert into provider_rounds (vendor_code, member_id, round_id, status, created_at, closed_at)
          select vendor, member, round, 'closed', ${now}::timestamptz, ${now}::timestamptz from r
          on conflict (vendor_code, member_id, round_id) do update set status = 'closed',
            closed_at = coalesce(provider_rounds.closed_at, ${now}::timestamptz)),
        settled as (
          update provider_transactions p set bet_state = 'settled' from r
          where p.vendor_code = r.vendor and p.member_id = r.member and p.round_id = r.round
            and p.kind = 'bet' and p.bet_state = 'open'
          returning p.bet_id)
        update bets set status = 'settled', settled_at = coalesce(settled_at, ${now}::timestamptz)
        where id in (select bet_id from settled where bet_id is not null)`.execute(trx);
  },

  /** The bets' records in the betting history, linked from their provider rows: each row's bet id. */

  async recordBets(
    trx: Kysely<DB>,
    records: {
      rowId: number;
      answer: Record<string, unknown>;
      ledgerTransactionId: number;
      bet: BetRecord;
    }[],
  ) {
    const input = records.map((r) => ({
      row_id: r.rowId,
      answer: r.answer,
      ledger: r.ledgerTransactionId,
      member: r.bet.memberId,
      product: r.bet.product,
      vendor: r.bet.vendor,
      game_code: r.bet.gameCode,
      game_name: r.bet.gameName,
      round: r.bet.roundId,
      currency: r.bet.currency,
      stake: r.bet.stakeMinor,
      at: r.bet.now.toISOString(),
    }));
    const { rows } = await sql<{ id: number; bet_id: number }>`
        with input as (
          select * from json_to_recordset(${JSON.stringify(input)}::json) as i(row_id bigint, answer jsonb,
            ledger bigint, member bigint, product text, vendor text, game_code text, game_name text, round text,
            currency text, stake bigint, at timestamptz)
        ),
        b as (
          insert into bets (member_id, product, vendor, game_code, game_name, round_id, currency, stake_minor,
            valid_bet_minor, stake_transaction_id, placed_at)
          select member, product, vendor, game_code, game_name, round, currency, stake, stake, ledger, at
          from input order by row_id
          returning id, stake_transaction_id)
        update provider_transactions p set answer = i.answer, ledger_transaction_id = i.ledger, bet_id = b.id
        from input i join b on b.stake_transaction_id = i.ledger
        where p.id = i.row_id and p.id = any (${bigintArray(records.map((r) => r.rowId))})
        returning p.id, p.bet_id`.execute(trx);
    return new Map(rows.map((row) => [row.id, row.bet_id]));
  },

  async finishMany(
    trx: Kysely<DB>,
    rows: {
      rowId: number;
      answer: Record<string, unknown>;
      ledgerTransactionId: number | null;
      betId: number | null;
    }[],
  ) {
    if (rows.length === 0) return;
    const input = rows.map((r) => ({ id: r.rowId, answer: r.answer, ledger: r.ledgerTransactionId, bet: r.betId }));
    await sql`update provider_transactions p set answer = i.answer, ledger_transaction_id = i.ledger, bet_id = i.bet
        from json_to_recordset(${JSON.stringify(input)}::json) as i(id bigint, answer jsonb, ledger bigint, bet bigint)
        where p.id = i.id and p.id = any (${bigintArray(rows.map((r) => r.rowId))})`.execute(trx);
  },
};

export type SeamlessBatchRepo = typeof seamlessBatchRepo;
