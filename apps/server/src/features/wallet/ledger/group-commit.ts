import { sql, type Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';
import { withRetry } from '../../../db/transaction.ts';
import { AppError } from '../../../platform/app-error.ts';
import type { Clock } from '../../../platform/clock.ts';
import { requestHash, type PostedEntry, type PostingRequest, type PostingResult, type WalletRow } from './posting.ts';

export interface GroupCommitOptions {
  /** Postings written by one database transaction at most. */
  maxBatch: number;
  /** Batches written at once; postings arriving meanwhile wait and form the next batch. */
  maxInFlight: number;
}

export interface Posted {
  posting: PostingResult;
  /** The member's wallets after the posting, when asked for (walletsOf). */
  wallets: WalletRow[];
}

/** Writes one posting on its own (a batch of one, or each posting again after a batch failed). */
export type PostAlone = (request: PostingRequest, walletsOf: number | undefined) => Promise<Posted>;

interface Item {
  request: PostingRequest;
  hash: Buffer;
  walletsOf: number | undefined;
  resolve: (posted: Posted) => void;
  reject: (error: unknown) => void;
}

interface LockedAccount {
  id: number;
  member_id: number | null;
  code: string;
  currency: string;
  balance_minor: number;
  allow_negative: boolean;
}

interface ExistingKey {
  source: string;
  key: string;
  id: number;
  hash: string;
  created_at: string;
  entries: { account_id: number; amount_minor: number; before: number; after: number }[];
}

/** What a batch decided for one posting, answered only once the batch has committed. */
type Outcome =
  | { type: 'write'; entries: PostedEntry[]; transactionId?: number }
  | { type: 'replay'; result: PostingResult }
  | { type: 'same-as'; index: number }
  | { type: 'refused'; error: unknown };

/** A key another transaction wrote while this batch waited for its locks: the batch starts over. */
class KeyRace extends Error {}
const KEY_RACE_ATTEMPTS = 5;

const keyOf = (request: PostingRequest) => `${request.source}\u0000${request.key}`;

/**
 * Group commit of postings (decision 028): postings that arrive while earlier batches are being
 * written wait and are written together, by one database transaction of the same few statements
 * whatever their number: the journal rows' members locked, the accounts locked in id order with the
 * keys already used, then one statement inserting the journal rows and the entries and updating the
 * balances, then the commit. Each posting
 * keeps its own outcome: a refused one (insufficient funds, a key used for another request, another
 * currency) is left out of the batch and fails alone, a repeated key answers its first result, and
 * nobody is answered before the commit. A batch of one is written by the single-posting statement.
 */
export function createGroupCommit(
  deps: { db: Kysely<DB>; clock: Clock; postAlone: PostAlone },
  options: GroupCommitOptions,
) {
  const queue: Item[] = [];
  const stats = { batches: 0, postings: 0, largest: 0 };
  const busyKeys = new Set<string>();
  let inFlight = 0;
  let scheduled = false;

  function schedule() {
    if (scheduled || inFlight >= options.maxInFlight || queue.length === 0) return;
    scheduled = true;
    // Postings of the same turn of the event loop (a burst of requests read together) join the batch.
    setImmediate(flush);
  }

  function flush() {
    scheduled = false;
    while (inFlight < options.maxInFlight && queue.length > 0) {
      const items = take();
      if (items.length === 0) return;
      for (const item of items) busyKeys.add(keyOf(item.request));
      inFlight += 1;
      void run(items).finally(() => {
        for (const item of items) busyKeys.delete(keyOf(item.request));
        inFlight -= 1;
        schedule();
      });
    }
  }

  /**
   * The next batch: up to maxBatch postings in arrival order, leaving for later any whose key a
   * batch being written holds. Two batches racing one key would each wait for the other (one holds
   * the key's index entry, the other the accounts): the later one reads it as a replay instead.
   */
  function take(): Item[] {
    const items: Item[] = [];
    for (let i = 0; i < queue.length && items.length < options.maxBatch;) {
      if (busyKeys.has(keyOf(queue[i]!.request))) i += 1;
      else items.push(...queue.splice(i, 1));
    }
    return items;
  }

  async function run(items: Item[]) {
    stats.batches += 1;
    stats.postings += items.length;
    stats.largest = Math.max(stats.largest, items.length);
    if (items.length === 1) {
      const [item] = items as [Item];
      await deps.postAlone(item.request, item.walletsOf).then(item.resolve, item.reject);
      return;
    }
    let answers: Awaited<ReturnType<typeof writeBatch>>;
    try {
      answers = await writeBatch(items);
    } catch {
      // Something no posting was checked for (a constraint, a lost connection): nothing of the batch
      // was committed, so each posting is written again on its own and fails, if it does, alone.
      await Promise.all(
        items.map((item) => deps.postAlone(item.request, item.walletsOf).then(item.resolve, item.reject)),
      );
      return;
    }
    answer(items, answers);
  }

  async function writeBatch(items: Item[]) {
    for (let attempt = 1; ; attempt++) {
      try {
        return await withRetry(() => deps.db.transaction().execute((trx) => writeIn(trx, items)));
      } catch (error) {
        if (!(error instanceof KeyRace) || attempt >= KEY_RACE_ATTEMPTS) throw error;
      }
    }
  }

  async function writeIn(trx: Kysely<DB>, items: Item[]) {
    const accountIds = [...new Set(items.flatMap((item) => item.request.lines.map((line) => line.accountId)))];
    const members = [...new Set(items.flatMap((item) => (item.walletsOf === undefined ? [] : [item.walletsOf])))];
    const keys = items.map((item) => ({ s: item.request.source, k: item.request.key }));
    const memberIds = [...new Set(items.flatMap((item) => (item.request.memberId ? [item.request.memberId] : [])))];
    // The journal rows' members first, as a single posting takes them (its journal row's foreign key)
    // before its accounts: a withdrawal holding its member row while it waits for the wallet must
    // not find the wallet held by a batch that waits for the member.
    if (memberIds.length > 0) {
      await sql`select id from members where id = any (${`{${memberIds.sort((a, b) => a - b).join(',')}}`}::bigint[])
        order by id for key share`.execute(trx);
    }
    const { rows } = await sql<{ locked: LockedAccount[]; keys: ExistingKey[]; wallets: LockedAccount[] }>`
      with locked as materialized (
        select id, member_id, code, currency, balance_minor, allow_negative from ledger_accounts
        where id = any (${`{${accountIds.join(',')}}`}::bigint[]) order by id for update
      ),
      used as (
        select t.source, t.idempotency_key as key, t.id, encode(t.request_hash, 'hex') as hash, t.created_at,
          (select coalesce(json_agg(json_build_object('account_id', e.account_id, 'amount_minor', e.amount_minor,
            'before', e.balance_before_minor, 'after', e.balance_after_minor) order by e.id), '[]')
           from ledger_entries e where e.transaction_id = t.id) as entries
        from ledger_transactions t
        join (select distinct s, k from json_to_recordset(${JSON.stringify(keys)}::json) as k(s text, k text)) k
          on t.source = k.s and t.idempotency_key = k.k
      )
      select (select coalesce(json_agg(l), '[]') from locked l) as locked,
        (select coalesce(json_agg(u), '[]') from used u) as keys,
        (select coalesce(json_agg(a order by a.id), '[]') from ledger_accounts a
          where a.member_id = any (${`{${members.join(',')}}`}::bigint[])) as wallets`.execute(trx);
    const read = rows[0]!;
    const balances = new Map(read.locked.map((account) => [account.id, account]));
    const snapshots: WalletRow[][] = [];
    const walletsOf = (memberId: number) =>
      read.wallets
        .filter((account) => account.member_id === memberId)
        .map((account) => ({
          id: account.id,
          code: account.code,
          currency: account.currency,
          balance_minor: (balances.get(account.id) ?? account).balance_minor,
        }));
    const used = new Map(read.keys.map((row) => [`${row.source}\u0000${row.key}`, row]));
    const outcomes = decide(items, balances, used, (n) => {
      const memberId = items[n]!.walletsOf;
      if (memberId !== undefined) snapshots[n] = walletsOf(memberId);
    });
    // Each posting answers the member's wallets as its own posting left them (not as the batch did).
    const wallets = outcomes.map((_, n) => snapshots[n] ?? []);

    const now = deps.clock.now();
    const writes = outcomes.flatMap((outcome, n) => (outcome.type === 'write' ? [{ n, outcome }] : []));
    if (writes.length > 0) {
      const postings = writes.map(({ n }) => {
        const { request } = items[n]!;
        return {
          n,
          source: request.source,
          key: request.key,
          kind: request.kind,
          hash: items[n]!.hash.toString('hex'),
          member_id: request.memberId ?? null,
          reference: request.reference ?? null,
          memo: request.memo ?? null,
        };
      });
      const entries = writes
        .flatMap(({ n, outcome }) =>
          (outcome as { entries: PostedEntry[] }).entries.map((e) => ({
            n,
            a: e.accountId,
            m: e.amountMinor,
            b: e.balanceBeforeMinor,
          })),
        )
        .map((entry, i) => ({ ...entry, i }));
      const moved = [...balances.values()].map((account) => ({ id: account.id, b: account.balance_minor }));
      const { rows: written } = await sql<{ n: number; id: number }>`
        with p as (
          select * from json_to_recordset(${JSON.stringify(postings)}::json) as p(n int, source text, key text,
            kind text, hash text, member_id bigint, reference text, memo jsonb)
        ),
        tx as (
          insert into ledger_transactions (source, idempotency_key, kind, request_hash, member_id, reference, memo, created_at)
          select source, key, kind, decode(hash, 'hex'), member_id, reference, memo, ${now}::timestamptz from p order by n
          on conflict (source, idempotency_key) do nothing
          returning id, source, idempotency_key
        ),
        numbered as (select p.n, tx.id from tx join p on p.source = tx.source and p.key = tx.idempotency_key),
        entries as (
          insert into ledger_entries
            (transaction_id, account_id, amount_minor, balance_before_minor, balance_after_minor, created_at)
          select numbered.id, e.a, e.m, e.b, e.b + e.m, ${now}::timestamptz
          from json_to_recordset(${JSON.stringify(entries)}::json) as e(n int, a bigint, m bigint, b bigint, i int)
          join numbered on numbered.n = e.n
          order by e.i
          returning 1
        ),
        balances as (
          update ledger_accounts a set balance_minor = v.b
          from json_to_recordset(${JSON.stringify(moved)}::json) as v(id bigint, b bigint)
          where a.id = v.id and a.balance_minor <> v.b
          returning 1
        )
        select n, id from numbered`.execute(trx);
      // Fewer journal rows than postings: a key was written by another transaction meanwhile.
      if (written.length !== writes.length) throw new KeyRace();
      for (const row of written) (outcomes[row.n] as { transactionId?: number }).transactionId = row.id;
    }

    return { outcomes, wallets, createdAt: now };
  }

  /**
   * Each posting in arrival order against the balances as the batch leaves them so far, refused
   * exactly as the single-posting statement refuses it (ledger_post, ledger_accounts_in).
   */
  function decide(
    items: Item[],
    balances: Map<number, LockedAccount>,
    used: Map<string, ExistingKey>,
    afterEach: (n: number) => void,
  ): Outcome[] {
    const firstOfKey = new Map<string, number>();
    return items.map((item, n) => {
      const outcome = decideOne(item, n);
      afterEach(n);
      return outcome;
    });

    function decideOne(item: Item, n: number): Outcome {
      const { request, hash } = item;
      const accounts = request.lines.map((line) => balances.get(line.accountId));
      if (accounts.some((account) => account === undefined)) {
        return {
          type: 'refused',
          error: new Error(`ledger: unknown account in ${request.lines.map((l) => l.accountId).join(',')}`),
        };
      }
      const held = accounts as LockedAccount[];
      if (request.currency !== undefined) {
        const other = held.find((account) => account.currency !== request.currency);
        if (other) {
          return {
            type: 'refused',
            error: new AppError('LEDGER_CURRENCY_MISMATCH', {
              value: { accountId: other.id, accountCurrency: other.currency, currency: request.currency },
            }),
          };
        }
      }
      const key = keyOf(request);
      const existing = used.get(key);
      if (existing) {
        if (existing.hash !== hash.toString('hex'))
          return { type: 'refused', error: new AppError('DUPLICATE_TRANSACTION_MISMATCH') };
        return { type: 'replay', result: replayOf(existing) };
      }
      const first = firstOfKey.get(key);
      if (first !== undefined) {
        if (!items[first]!.hash.equals(hash))
          return { type: 'refused', error: new AppError('DUPLICATE_TRANSACTION_MISMATCH') };
        return { type: 'same-as', index: first };
      }
      if (new Set(held.map((account) => account.currency)).size !== 1) {
        return { type: 'refused', error: new AppError('LEDGER_CURRENCY_MISMATCH') };
      }
      const after = new Map<number, number>();
      for (const line of request.lines) {
        after.set(
          line.accountId,
          (after.get(line.accountId) ?? balances.get(line.accountId)!.balance_minor) + line.amountMinor,
        );
      }
      for (const [accountId, balance] of after) {
        const account = balances.get(accountId)!;
        if (!account.allow_negative && balance < 0) {
          return {
            type: 'refused',
            error: new AppError('INSUFFICIENT_FUNDS', { value: { accountId, balanceMinor: account.balance_minor } }),
          };
        }
      }
      const entries = request.lines.map((line) => {
        const account = balances.get(line.accountId)!;
        const before = account.balance_minor;
        account.balance_minor = before + line.amountMinor;
        return {
          accountId: line.accountId,
          amountMinor: line.amountMinor,
          balanceBeforeMinor: before,
          balanceAfterMinor: account.balance_minor,
        };
      });
      firstOfKey.set(key, n);
      return { type: 'write', entries };
    }
  }

  function answer(
    items: Item[],
    { outcomes, wallets, createdAt }: { outcomes: Outcome[]; wallets: WalletRow[][]; createdAt: Date },
  ) {
    const resultOf = (outcome: Outcome): PostingResult | undefined =>
      outcome.type === 'write'
        ? { transactionId: outcome.transactionId!, replayed: false, entries: outcome.entries, createdAt }
        : outcome.type === 'replay'
          ? outcome.result
          : undefined;
    items.forEach((item, n) => {
      const outcome = outcomes[n]!;
      if (outcome.type === 'refused') return item.reject(outcome.error);
      const posting =
        outcome.type === 'same-as' ? { ...resultOf(outcomes[outcome.index]!)!, replayed: true } : resultOf(outcome)!;
      item.resolve({ posting, wallets: wallets[n]! });
    });
  }

  return {
    /** Batches run so far, the postings they carried and the largest (tests, the bench). */
    stats: () => ({ ...stats }),

    /** Queues a posting for the next batch; answers once it is committed (or refused). */
    submit(request: PostingRequest, walletsOf?: number): Promise<Posted> {
      return new Promise((resolve, reject) => {
        queue.push({ request, hash: requestHash(request), walletsOf, resolve, reject });
        schedule();
      });
    },
  };
}

function replayOf(existing: ExistingKey): PostingResult {
  return {
    transactionId: existing.id,
    replayed: true,
    createdAt: new Date(existing.created_at),
    entries: existing.entries.map((e) => ({
      accountId: e.account_id,
      amountMinor: e.amount_minor,
      balanceBeforeMinor: e.before,
      balanceAfterMinor: e.after,
    })),
  };
}
