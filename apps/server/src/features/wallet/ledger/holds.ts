import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';
import { AppError } from '../../../platform/app-error.ts';
import type { Clock } from '../../../platform/clock.ts';
import type { Ledger, PostingResult } from './ledger.ts';
import { inTransaction } from '../../../db/transaction.ts';

export interface HoldRequest {
  source: string;
  key: string;
  kind: string;
  memberId?: number | null;
  reference?: string | null;
  accountId: number;
  pendingAccountId: number;
  amountMinor: number;
}

export interface Hold {
  id: number;
  state: 'pending' | 'posted' | 'voided';
  amountMinor: number;
  accountId: number;
  pendingAccountId: number;
}

const HOLD_COLUMNS = [
  'id',
  'state',
  'amount_minor',
  'account_id',
  'pending_account_id',
  'source',
  'idempotency_key',
  'hold_transaction_id',
] as const;

/**
 * Two-phase movements: the amount leaves the account at once for a pending account (so it cannot
 * be spent twice), then is posted on to its destination or voided back. The state changes once:
 * a conditional update decides between racing settlements.
 */
export function createHolds(deps: { db: Kysely<DB>; clock: Clock; ledger: Ledger }) {
  const { ledger, clock } = deps;

  const load = (trx: Kysely<DB>, id: number) =>
    trx.selectFrom('ledger_holds').select(HOLD_COLUMNS).where('id', '=', id).executeTakeFirst();

  const present = (row: NonNullable<Awaited<ReturnType<typeof load>>>): Hold => ({
    id: row.id,
    state: row.state,
    amountMinor: row.amount_minor,
    accountId: row.account_id,
    pendingAccountId: row.pending_account_id,
  });

  async function holdIn(trx: Kysely<DB>, request: HoldRequest): Promise<Hold & { posting: PostingResult }> {
    if (!Number.isSafeInteger(request.amountMinor) || request.amountMinor <= 0) {
      throw new Error(`ledger: a hold needs a positive integer amount (${request.amountMinor})`);
    }
    const posting = await ledger.postIn(trx, {
      source: request.source,
      key: request.key,
      kind: request.kind,
      memberId: request.memberId,
      reference: request.reference,
      lines: [
        { accountId: request.accountId, amountMinor: -request.amountMinor },
        { accountId: request.pendingAccountId, amountMinor: request.amountMinor },
      ],
    });
    await trx
      .insertInto('ledger_holds')
      .values({
        source: request.source,
        idempotency_key: request.key,
        account_id: request.accountId,
        pending_account_id: request.pendingAccountId,
        amount_minor: request.amountMinor,
        hold_transaction_id: posting.transactionId,
        created_at: clock.now(),
      })
      .onConflict((oc) => oc.columns(['source', 'idempotency_key']).doNothing())
      .execute();
    const row = await trx
      .selectFrom('ledger_holds')
      .select('id')
      .where('source', '=', request.source)
      .where('idempotency_key', '=', request.key)
      .executeTakeFirstOrThrow();
    return { ...present((await load(trx, row.id))!), posting };
  }

  /**
   * Posts the held amount to `toAccountId`, or voids it back to the account it came from. Asking
   * for the state it already has answers it again; asking for the other one is a CONFLICT.
   */
  async function settleIn(
    trx: Kysely<DB>,
    holdId: number,
    action: { post: number } | { void: true },
    kind: string,
  ): Promise<Hold & { replayed: boolean }> {
    const target = 'post' in action ? 'posted' : 'voided';
    const hold = await trx
      .selectFrom('ledger_holds')
      .select(HOLD_COLUMNS)
      .where('id', '=', holdId)
      .forUpdate()
      .executeTakeFirst();
    if (!hold) throw new AppError('NOT_FOUND');
    if (hold.state === target) return { ...present(hold), replayed: true };
    if (hold.state !== 'pending') throw new AppError('CONFLICT', { message: `the hold is already ${hold.state}` });
    const destination = 'post' in action ? action.post : hold.account_id;
    // The settlement concerns the same player as the hold (the account record lists it).
    const origin = await trx
      .selectFrom('ledger_transactions')
      .select('member_id')
      .where('id', '=', hold.hold_transaction_id)
      .executeTakeFirstOrThrow();
    const posting = await ledger.postIn(trx, {
      source: hold.source,
      key: `${hold.idempotency_key}:${target}`,
      kind,
      memberId: origin.member_id,
      reference: `hold:${hold.id}`,
      lines: [
        { accountId: hold.pending_account_id, amountMinor: -hold.amount_minor },
        { accountId: destination, amountMinor: hold.amount_minor },
      ],
    });
    await trx
      .updateTable('ledger_holds')
      .set({ state: target, settle_transaction_id: posting.transactionId, settled_at: clock.now() })
      .where('id', '=', hold.id)
      .where('state', '=', 'pending')
      .execute();
    return { ...present({ ...hold, state: target }), replayed: false };
  }

  return {
    holdIn,
    settleIn,
    hold: (request: HoldRequest) => inTransaction(deps.db, (trx) => holdIn(trx, request)),
    post: (holdId: number, toAccountId: number, kind: string) =>
      inTransaction(deps.db, (trx) => settleIn(trx, holdId, { post: toAccountId }, kind)),
    void: (holdId: number, kind: string) =>
      inTransaction(deps.db, (trx) => settleIn(trx, holdId, { void: true }, kind)),
    find: async (holdId: number, trx: Kysely<DB> = deps.db) => {
      const row = await load(trx, holdId);
      return row ? present(row) : undefined;
    },
  };
}

export type Holds = ReturnType<typeof createHolds>;
