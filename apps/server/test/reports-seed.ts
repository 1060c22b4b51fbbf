import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../src/db/schema.ts';

/*
 * Rows for the reports' tests, written straight into the tables with the times a test needs (the
 * reports read history; making it through the money calls would need weeks of clock). Ledger
 * rows are the bare minimum the foreign keys ask for: these rows are read, never reconciled.
 */

let serial = 0;
const next = () => `${process.pid}${(serial += 1)}${randomBytes(3).toString('hex')}`;

export async function insertMember(
  db: Kysely<DB>,
  options: { username?: string; type?: 0 | 4; createdAt: Date },
): Promise<{ id: number; username: string }> {
  const username = options.username ?? `rp${next()}`.slice(0, 20);
  const row = await db
    .insertInto('members')
    .values({
      username,
      password_hash: '!',
      referral_code: `R${randomBytes(6).toString('hex').toUpperCase()}`,
      type: options.type ?? 0,
      created_at: options.createdAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, username };
}

export interface SeedBet {
  memberId: number;
  vendor: string;
  product: string;
  gameCode: string;
  gameName?: string;
  stake: number;
  payout?: number;
  status?: 'settled' | 'pending' | 'cancelled';
  at: Date;
  currency?: string;
}

export async function insertBets(db: Kysely<DB>, bets: SeedBet[]): Promise<void> {
  await db
    .insertInto('bets')
    .values(
      bets.map((b) => {
        const status = b.status ?? 'settled';
        return {
          member_id: b.memberId,
          product: b.product,
          vendor: b.vendor,
          game_code: b.gameCode,
          game_name: b.gameName ?? null,
          currency: b.currency ?? 'BRL',
          stake_minor: b.stake,
          valid_bet_minor: b.stake,
          payout_minor: status === 'settled' ? (b.payout ?? 0) : 0,
          status,
          placed_at: b.at,
          settled_at: status === 'settled' ? b.at : null,
        };
      }),
    )
    .execute();
}

/** A ledger transaction to point at (deposits, holds): no entries, nothing moves. */
async function bareTransaction(db: Kysely<DB>, kind: string, at: Date): Promise<number> {
  const { rows } = await sql<{ id: number }>`insert into ledger_transactions
    (source, idempotency_key, kind, request_hash, created_at)
    values ('report-seed', ${next()}, ${kind}, '\\x00', ${at}) returning id`.execute(db);
  return rows[0]!.id;
}

export async function insertChannel(
  db: Kysely<DB>,
  name: string,
  type: 'bank_transfer' | 'gateway' = 'bank_transfer',
): Promise<number> {
  const row = await db
    .insertInto('payment_channels')
    .values({
      type,
      name,
      min_minor: 100,
      max_minor: 100_000_000,
      ...(type === 'bank_transfer'
        ? { bank_name: 'Seed Bank', bank_account_name: 'Brand', bank_account_number: '0001' }
        : {
            gateway_base_url: 'http://127.0.0.1:9/pay',
            gateway_merchant_id: 'seed',
            gateway_secret_encrypted: 'sealed',
          }),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function insertDeposit(
  db: Kysely<DB>,
  d: {
    memberId: number;
    channelId: number;
    channelType?: 'bank_transfer' | 'gateway';
    amount: number;
    fee?: number;
    status?: 'paid' | 'pending' | 'rejected';
    at: Date;
    currency?: string;
  },
): Promise<void> {
  const status = d.status ?? 'paid';
  const fee = d.fee ?? 0;
  await db
    .insertInto('deposit_orders')
    .values({
      order_no: `D${next()}`.slice(0, 40),
      member_id: d.memberId,
      channel_id: d.channelId,
      channel_type: d.channelType ?? 'bank_transfer',
      amount_minor: d.amount,
      fee_minor: fee,
      credit_minor: d.amount - fee,
      currency: d.currency ?? 'BRL',
      status,
      idempotency_key: next(),
      request_hash: 'seed',
      ledger_transaction_id: status === 'paid' ? await bareTransaction(db, 'deposit', d.at) : null,
      completed_at: status === 'pending' ? null : d.at,
      created_at: d.at,
      updated_at: d.at,
    })
    .execute();
}

export async function insertWithdrawal(
  db: Kysely<DB>,
  w: {
    memberId: number;
    bankName: string;
    amount: number;
    status: 'in_process' | 'approved' | 'rejected';
    at: Date;
    currency?: string;
  },
): Promise<void> {
  const currency = w.currency ?? 'BRL';
  const account = await db
    .insertInto('ledger_accounts')
    .values({ member_id: null, code: `seed_pending:${next()}`, currency, allow_negative: true })
    .returning('id')
    .executeTakeFirstOrThrow();
  const bank = await db
    .insertInto('member_bank_accounts')
    .values({
      member_id: w.memberId,
      bank_name: w.bankName,
      account_number: `0${next()}`.slice(0, 30),
      account_holder: 'Seed',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const hold = await db
    .insertInto('ledger_holds')
    .values({
      source: 'report-seed',
      idempotency_key: next(),
      account_id: account.id,
      pending_account_id: account.id,
      amount_minor: w.amount,
      hold_transaction_id: await bareTransaction(db, 'withdrawal_hold', w.at),
      created_at: w.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (w.status !== 'in_process') {
    await db
      .updateTable('ledger_holds')
      .set({
        state: w.status === 'approved' ? 'posted' : 'voided',
        settle_transaction_id: await bareTransaction(db, 'withdrawal', w.at),
        settled_at: w.at,
      })
      .where('id', '=', hold.id)
      .execute();
  }
  await db
    .insertInto('withdrawals')
    .values({
      member_id: w.memberId,
      idempotency_key: next(),
      request_hash: Buffer.from([0]),
      bank_account_id: bank.id,
      bank_name: w.bankName,
      account_number: '00001234',
      account_holder: 'Seed',
      amount_minor: w.amount,
      currency,
      status: w.status,
      hold_id: hold.id,
      reviewed_by: w.status === 'in_process' ? null : 'operator:1',
      reviewed_at: w.status === 'in_process' ? null : w.at,
      confirmation: w.status === 'approved' ? 'awaiting' : null,
      created_at: w.at,
    })
    .execute();
}

export interface SeedRound {
  game: 'lotus-slot' | 'dice' | 'baccarat' | 'mines';
  variant: string;
  params?: Record<string, unknown>;
  stake: number;
  payout: number;
  status?: 'settled' | 'refused';
  at: Date;
}

/** Studio rounds of one member (the studio knows them by the member id as text). */
export async function insertStudioRounds(db: Kysely<DB>, memberId: number, rounds: SeedRound[]): Promise<void> {
  const player = await db
    .insertInto('studio_players')
    .values({ portal_player_id: String(memberId), currency: 'BRL' })
    .onConflict((oc) => oc.columns(['portal_player_id', 'currency']).doUpdateSet({ currency: 'BRL' }))
    .returning('id')
    .executeTakeFirstOrThrow();
  const seed = await db
    .insertInto('studio_seeds')
    .values({
      player_id: player.id,
      server_seed: randomBytes(32),
      server_seed_hash: randomBytes(32).toString('hex'),
      client_seed: 'seed',
      status: 'revealed',
      created_at: new Date(0),
      revealed_at: new Date(0),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('studio_rounds')
    .values(
      rounds.map((r, nonce) => {
        const status = r.status ?? 'settled';
        return {
          id: `seed-${next()}`.slice(0, 40),
          player_id: player.id,
          seed_id: seed.id,
          nonce,
          game_code: r.game,
          variant: r.variant,
          params: JSON.stringify(r.params ?? {}),
          outcome: JSON.stringify({}),
          currency: 'BRL',
          stake_minor: r.stake,
          payout_minor: status === 'settled' ? r.payout : null,
          status,
          created_at: r.at,
          updated_at: r.at,
          settled_at: status === 'settled' ? r.at : null,
        };
      }),
    )
    .execute();
}
