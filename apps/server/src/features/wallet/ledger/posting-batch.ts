import { sql, type Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';
import { AppError } from '../../../platform/app-error.ts';
import type { Clock } from '../../../platform/clock.ts';
import type { Posted, PostedEntry, PostingRequest, PostingResult, WalletRow } from './posting.ts';

/** A posting waiting for its batch, with the promise to settle once the batch has committed. */
export interface BatchItem {
  request: PostingRequest;
  hash: Buffer;
  walletsOf: number | undefined;
  resolve: (posted: Posted) => void;
  reject: (error: unknown) => void;
}

/** A posting's answer from its batch: what it posted (or replayed), or why it was refused. */
export type BatchAnswer = { posted: Posted } | { error: unknown };

/** ledger_post_batch: a key of the batch was written by another transaction meanwhile; run it again. */
export const KEY_RACE = 'LG004';

export const keyOf = (request: PostingRequest) => `${request.source}\u0000${request.key}`;

interface BatchRow {
  r_n: number;
  r_outcome: 'write' | 'replay' | 'same' | 'refused';
  r_tx: number | null;
  r_created: Date | null;
  r_entries: PostedEntry[] | null;
  r_wallets: WalletRow[] | null;
  r_refusal:
    'INSUFFICIENT_FUNDS' | 'DUPLICATE_TRANSACTION_MISMATCH' | 'LEDGER_CURRENCY_MISMATCH' | 'UNKNOWN_ACCOUNT' | null;
  r_detail: Record<string, unknown> | null;
}

function refusalOf(row: BatchRow): unknown {
  if (row.r_refusal === 'UNKNOWN_ACCOUNT') {
    // As ledger_post: a posting naming an account that does not exist is a bug, not a client error.
    return new Error(`ledger: unknown account ${String(row.r_detail?.accountId)}`);
  }
  return new AppError(row.r_refusal!, row.r_detail ? { value: row.r_detail } : undefined);
}

/**
 * One group-commit batch (decision 028) in one statement, ledger_post_batch (migration 0046): the
 * members and the accounts locked in id order, each posting decided in arrival order as
 * ledger_post would decide it alone, the accepted ones written by one insert of journal rows, one
 * of entries and one update of balances, and one commit. Answers each posting in order.
 */
export async function postBatch(db: Kysely<DB>, clock: Clock, items: BatchItem[]): Promise<BatchAnswer[]> {
  const postings = items.map(({ request, hash, walletsOf }) => ({
    source: request.source,
    key: request.key,
    kind: request.kind,
    hash: hash.toString('hex'),
    member_id: request.memberId ?? null,
    reference: request.reference ?? null,
    memo: request.memo ?? null,
    currency: request.currency ?? null,
    wallets_of: walletsOf ?? null,
    lines: request.lines.map((line) => ({ a: line.accountId, m: line.amountMinor })),
  }));
  const { rows } = await sql<BatchRow>`select * from ledger_post_batch(${JSON.stringify(postings)}::json,
    ${clock.now()}::timestamptz)`.execute(db);
  const written = new Map<number, PostingResult>();
  return rows.map((row): BatchAnswer => {
    const wallets = row.r_wallets ?? [];
    if (row.r_outcome === 'refused') return { error: refusalOf(row) };
    if (row.r_outcome === 'same') {
      // The same key earlier in the batch: its result, as a replay.
      return { posted: { posting: { ...written.get(row.r_tx!)!, replayed: true }, wallets } };
    }
    const posting: PostingResult = {
      transactionId: row.r_tx!,
      replayed: row.r_outcome === 'replay',
      entries: row.r_entries ?? [],
      createdAt: new Date(row.r_created!),
    };
    if (row.r_outcome === 'write') written.set(posting.transactionId, posting);
    return { posted: { posting, wallets } };
  });
}
