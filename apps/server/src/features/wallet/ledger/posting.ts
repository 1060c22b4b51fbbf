import { createHash } from 'node:crypto';
import { AppError } from '../../../platform/app-error.ts';

export interface PostingLine {
  accountId: number;
  /** Signed minor units: positive raises the account's balance, negative lowers it. */
  amountMinor: number;
}

export interface PostingRequest {
  /** Who asks: 'deposit', 'withdrawal', 'transfer', 'game:<vendor>'...; keys are unique per source. */
  source: string;
  key: string;
  kind: string;
  memberId?: number | null;
  reference?: string | null;
  memo?: Record<string, unknown> | null;
  /**
   * The currency the amounts are in (the brand's, as the caller read it). When given, the posting
   * is refused (LEDGER_CURRENCY_MISMATCH) unless every account is in it; one posting never mixes
   * currencies either way.
   */
  currency?: string;
  lines: PostingLine[];
}

export interface PostedEntry {
  accountId: number;
  amountMinor: number;
  balanceBeforeMinor: number;
  balanceAfterMinor: number;
}

export interface PostingResult {
  transactionId: number;
  /** True when the key had already moved the money: this is the first answer again. */
  replayed: boolean;
  entries: PostedEntry[];
  createdAt: Date;
}

/** A posting's result, with the member's wallets after it when they were asked for (walletsOf). */
export interface Posted {
  posting: PostingResult;
  wallets: WalletRow[];
}

/** A member's account as read with a posting: what the balance answers are built from. */
export interface WalletRow {
  id: number;
  code: string;
  currency: string;
  balance_minor: number;
}

export interface PostedRow {
  transaction_id: number;
  replayed: boolean;
  created_at: Date;
  account_id: number;
  amount_minor: number;
  balance_before_minor: number;
  balance_after_minor: number;
}

/** SQLSTATEs ledger_post raises (migration 0017). */
const INSUFFICIENT = 'LG001';
const KEY_MISMATCH = 'LG002';
/** ledger_accounts_in (migration 0027): an account in another currency than the posting's. */
const CURRENCY_MISMATCH = 'LG003';
/** rg_count_play (migration 0060): a stake past the member's own limit, or during a break. */
const PLAY_LIMIT = 'RG001';
const PLAY_BLOCKED = 'RG002';
const MIXED_CURRENCIES = 'ledger: one posting, one currency';

const sqlError = (error: unknown) =>
  typeof error === 'object' && error !== null ? (error as { code?: unknown; detail?: unknown; message?: unknown }) : {};

/** The database's refusals as the API's: the same codes the clients branch on. */
export function refusal(error: unknown): unknown {
  const { code, detail, message } = sqlError(error);
  if (code === KEY_MISMATCH) return new AppError('DUPLICATE_TRANSACTION_MISMATCH');
  if (code === CURRENCY_MISMATCH && typeof detail === 'string') {
    return new AppError('LEDGER_CURRENCY_MISMATCH', { value: JSON.parse(detail) as Record<string, unknown> });
  }
  if (typeof message === 'string' && message.startsWith(MIXED_CURRENCIES)) {
    return new AppError('LEDGER_CURRENCY_MISMATCH');
  }
  if (code === PLAY_LIMIT && typeof detail === 'string') {
    return new AppError('RG_LIMIT_REACHED', { value: JSON.parse(detail) as Record<string, unknown> });
  }
  if (code === PLAY_BLOCKED && typeof detail === 'string') {
    const { until, kind } = JSON.parse(detail) as { until: string | null; kind: string };
    return new AppError('RG_PLAY_BLOCKED', { value: { kind, until: until && new Date(until).toISOString() } });
  }
  if (code === INSUFFICIENT && typeof detail === 'string') {
    const { accountId, balanceMinor } = JSON.parse(detail) as { accountId: number; balanceMinor: number };
    return new AppError('INSUFFICIENT_FUNDS', { value: { accountId, balanceMinor } });
  }
  return error;
}

/** A Postgres array literal of integers (both drivers take it as text, cast in SQL). */
export const intArray = (values: number[]) => `{${values.join(',')}}`;

/** What the key stands for: the same key with another hash is a different request. */
export function requestHash(request: PostingRequest): Buffer {
  const lines = [...request.lines].sort((a, b) => a.accountId - b.accountId || a.amountMinor - b.amountMinor);
  const canonical = JSON.stringify([
    request.kind,
    request.memberId ?? null,
    request.reference ?? null,
    lines.map((l) => [l.accountId, l.amountMinor]),
  ]);
  return createHash('sha256').update(canonical).digest();
}

/** A broken invariant is a bug, not a client error: the request fails loudly (500) and is logged. */
export function assertPosting(request: PostingRequest) {
  const { lines } = request;
  if (lines.length < 2) throw new Error(`ledger: a posting needs two lines or more (${request.kind})`);
  let total = 0;
  for (const line of lines) {
    if (!Number.isSafeInteger(line.amountMinor) || line.amountMinor === 0) {
      throw new Error(`ledger: line amount must be a non-zero integer (${line.amountMinor})`);
    }
    total += line.amountMinor;
  }
  if (!Number.isSafeInteger(total) || total !== 0) throw new Error(`ledger: lines sum to ${total}, not zero`);
}
