import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../src/platform/clock.ts';
import { createLedgerAccounts } from '../src/features/wallet/ledger/accounts.ts';
import { createLedger, type PostingRequest } from '../src/features/wallet/ledger/ledger.ts';
import { KeyRace } from '../src/features/wallet/ledger/posting-batch.ts';
import { migrate } from '../src/db/migrate.ts';
import { expectLedgerReconciles, openTestDatabase, type TestDatabase } from './test-app.ts';
import { balanceOfAccount, newLedgerMember } from './support/ledger-fixtures.ts';

/*
 * Issue 18, group commit: postings submitted at the same time are written by one database
 * transaction, and each keeps its own outcome. One batch mixes good postings with refused ones
 * (insufficient funds, a key already used for another request, another currency) and repeated keys
 * (from an earlier batch, and twice within the batch); then two ledgers (two app instances) race
 * the same keys in their own batches.
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
let database: TestDatabase;
let accounts: ReturnType<typeof createLedgerAccounts>;

beforeAll(async () => {
  database = await openTestDatabase();
  await migrate(database.db);
  accounts = createLedgerAccounts({ db: database.db });
});
afterAll(async () => {
  if (database) await expectLedgerReconciles(database);
  await database?.close();
});

/** One batch at a time, so everything submitted in one turn of the event loop is one batch. */
const newLedger = () => createLedger({ db: database.db, clock: systemClock, groupCommit: { maxInFlight: 1 } });

async function player(fundMinor: number, ledger = newLedger()) {
  const memberId = await newLedgerMember(database.db, 'group');
  const wallet = await accounts.player(memberId, 'main', 'VND');
  const vendor = await accounts.player(memberId, 'vendor:GC', 'VND');
  const house = await accounts.system('house:group', 'VND', memberId);
  await ledger.post({
    source: 'test',
    key: `group-fund:${memberId}`,
    kind: 'deposit',
    memberId,
    lines: [
      { accountId: house, amountMinor: -fundMinor },
      { accountId: wallet, amountMinor: fundMinor },
    ],
  });
  return { memberId, wallet, vendor };
}

const transfer = (p: { memberId: number; wallet: number; vendor: number }, key: string, amountMinor: number) =>
  ({
    source: 'group-test',
    key,
    kind: 'transfer',
    memberId: p.memberId,
    lines: [
      { accountId: p.wallet, amountMinor: -amountMinor },
      { accountId: p.vendor, amountMinor },
    ],
  }) satisfies PostingRequest;

const balanceOf = (accountId: number) => balanceOfAccount(database.db, accountId);

/** The request posted in a transaction left open: its key is written, its accounts locked, until `release`. */
async function postedAndHeld(request: PostingRequest) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let wrote!: (id: number) => void;
  const written = new Promise<number>((resolve) => (wrote = resolve));
  const holder = database.db.transaction().execute(async (trx) => {
    const [result] = await newLedger().postManyIn(trx, [request]);
    wrote((result as { posting: { transactionId: number } }).posting.transactionId);
    await held;
  });
  return { heldId: await written, release, holder };
}

/** Whether a batch statement is seen waiting for a row lock within about two seconds. */
async function batchWaitsForLock(): Promise<boolean> {
  for (let i = 0; i < 200; i++) {
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from pg_stat_activity
      where wait_event_type = 'Lock' and query like '%json_to_recordset%'`.execute(database.db);
    if (rows[0]!.n > 0) return true;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return false;
}

const journalRows = (key: string) =>
  database.db
    .selectFrom('ledger_transactions')
    .select('id')
    .where('source', '=', 'group-test')
    .where('idempotency_key', '=', key)
    .execute();

describe('group commit', () => {
  it('one batch of good, refused and repeated postings: each answered as if alone, only the good ones written', async () => {
    const ledger = newLedger();
    const a = await player(1_000, ledger);
    const b = await player(500, ledger);
    const earlier = await ledger.post(transfer(b, `earlier-${b.memberId}`, 100));
    const before = ledger.groupCommitStats();

    const settled = await Promise.allSettled([
      ledger.post(transfer(a, `a1-${a.memberId}`, 400)),
      ledger.postWithWallets(transfer(a, `a2-${a.memberId}`, 400), a.memberId),
      // The third 400 finds 200 left after the first two of the same batch.
      ledger.post(transfer(a, `a3-${a.memberId}`, 400)),
      ledger.post(transfer(b, `earlier-${b.memberId}`, 100)),
      ledger.post(transfer(b, `earlier-${b.memberId}`, 101)),
      ledger.post(transfer(b, `twice-${b.memberId}`, 50)),
      ledger.post(transfer(b, `twice-${b.memberId}`, 50)),
      ledger.post(transfer(b, `twice-${b.memberId}`, 51)),
      ledger.post({ ...transfer(b, `other-currency-${b.memberId}`, 10), currency: 'THB' }),
      ledger.post(transfer(a, `a4-${a.memberId}`, 200)),
    ]);
    const after = ledger.groupCommitStats();
    expect(after.batches - before.batches).toBe(1);
    expect(after.largest).toBeGreaterThanOrEqual(10);
    // Refusals and repeats: written by the classic transaction, not the one-statement path.
    expect(after.oneStatement - before.oneStatement).toBe(0);

    const [a1, a2, a3, replay, mismatch, twice, twiceAgain, twiceMismatch, currency, a4] = settled;
    expect(a1).toMatchObject({
      status: 'fulfilled',
      value: { replayed: false, entries: [{ balanceBeforeMinor: 1_000, balanceAfterMinor: 600 }, {}] },
    });
    expect(a2).toMatchObject({ status: 'fulfilled', value: { posting: { replayed: false } } });
    // The wallets answered with the posting are the batch's own balances, no re-read.
    const wallets = (a2 as PromiseFulfilledResult<Awaited<ReturnType<typeof ledger.postWithWallets>>>).value.wallets;
    expect(wallets.find((w) => w.id === a.wallet)?.balance_minor).toBe(200);
    expect(wallets.find((w) => w.id === a.vendor)?.balance_minor).toBe(800);
    expect(a3).toMatchObject({
      status: 'rejected',
      reason: { code: 'INSUFFICIENT_FUNDS', value: { accountId: a.wallet, balanceMinor: 200 } },
    });
    expect(a4).toMatchObject({
      status: 'fulfilled',
      value: { entries: [{ balanceBeforeMinor: 200, balanceAfterMinor: 0 }, {}] },
    });
    expect(replay).toMatchObject({
      status: 'fulfilled',
      value: { replayed: true, transactionId: earlier.transactionId },
    });
    expect(mismatch).toMatchObject({ status: 'rejected', reason: { code: 'DUPLICATE_TRANSACTION_MISMATCH' } });
    expect(twice).toMatchObject({ status: 'fulfilled', value: { replayed: false } });
    const first = (twice as PromiseFulfilledResult<{ transactionId: number }>).value.transactionId;
    expect(twiceAgain).toMatchObject({ status: 'fulfilled', value: { replayed: true, transactionId: first } });
    expect(twiceMismatch).toMatchObject({ status: 'rejected', reason: { code: 'DUPLICATE_TRANSACTION_MISMATCH' } });
    expect(currency).toMatchObject({ status: 'rejected', reason: { code: 'LEDGER_CURRENCY_MISMATCH' } });

    expect(await balanceOf(a.wallet)).toBe(0);
    expect(await balanceOf(a.vendor)).toBe(1_000);
    expect(await balanceOf(b.wallet)).toBe(350);
    expect(await balanceOf(b.vendor)).toBe(150);
    // Refused postings leave no trace: their keys work once the request is good.
    expect(await journalRows(`a3-${a.memberId}`)).toHaveLength(0);
    expect(await journalRows(`other-currency-${b.memberId}`)).toHaveLength(0);
    expect(await journalRows(`twice-${b.memberId}`)).toHaveLength(1);
    expect((await ledger.post(transfer(b, `a3-${a.memberId}`, 10))).replayed).toBe(false);
  });

  it('a batch that refuses nothing is written by one statement: chained balances, each posting its own wallets', async () => {
    const ledger = newLedger();
    const a = await player(1_000, ledger);
    const b = await player(300, ledger);
    const before = ledger.groupCommitStats();
    const [a1, a2, b1, a3] = await Promise.all([
      ledger.postWithWallets(transfer(a, `clean-a1-${a.memberId}`, 400), a.memberId),
      ledger.postWithWallets(transfer(a, `clean-a2-${a.memberId}`, 350), a.memberId),
      ledger.post(transfer(b, `clean-b1-${b.memberId}`, 300)),
      // Back and forth on one account within a posting: only its net counts against the balance.
      ledger.post({
        ...transfer(a, `clean-a3-${a.memberId}`, 250),
        lines: [
          { accountId: a.wallet, amountMinor: -250 },
          { accountId: a.wallet, amountMinor: 250 },
          { accountId: a.wallet, amountMinor: -250 },
          { accountId: a.vendor, amountMinor: 250 },
        ],
      }),
    ]);
    const after = ledger.groupCommitStats();
    expect(after.batches - before.batches).toBe(1);
    expect(after.oneStatement - before.oneStatement).toBe(1);

    expect(a1.posting.entries).toEqual([
      { accountId: a.wallet, amountMinor: -400, balanceBeforeMinor: 1_000, balanceAfterMinor: 600 },
      { accountId: a.vendor, amountMinor: 400, balanceBeforeMinor: 0, balanceAfterMinor: 400 },
    ]);
    expect(a2.posting.entries[0]).toMatchObject({ balanceBeforeMinor: 600, balanceAfterMinor: 250 });
    const walletsOf = (wallets: { id: number; balance_minor: number }[]) =>
      Object.fromEntries(wallets.map((w) => [w.id, w.balance_minor]));
    expect(walletsOf(a1.wallets)).toEqual({ [a.wallet]: 600, [a.vendor]: 400 });
    expect(walletsOf(a2.wallets)).toEqual({ [a.wallet]: 250, [a.vendor]: 750 });
    expect(b1.entries[0]).toMatchObject({ balanceBeforeMinor: 300, balanceAfterMinor: 0 });
    expect(a3.entries.map((e) => e.balanceAfterMinor)).toEqual([0, 250, 0, 1_000]);
    expect(new Set([a1.posting.transactionId, a2.posting.transactionId, b1.transactionId, a3.transactionId]).size).toBe(
      4,
    );

    expect(await balanceOf(a.wallet)).toBe(0);
    expect(await balanceOf(a.vendor)).toBe(1_000);
    expect(await balanceOf(b.vendor)).toBe(300);
    // The stored entries are the answered ones.
    const stored = await database.db
      .selectFrom('ledger_entries')
      .select(['account_id', 'balance_before_minor', 'balance_after_minor'])
      .where('transaction_id', '=', a2.posting.transactionId)
      .orderBy('id')
      .execute();
    expect(stored.map((e) => [e.account_id, e.balance_before_minor, e.balance_after_minor])).toEqual([
      [a.wallet, 600, 250],
      [a.vendor, 400, 750],
    ]);
  });

  it.runIf(onPostgres)(
    'a key another transaction commits while the one statement waits: the batch is written the classic way, the key replayed',
    async () => {
      const ledger = newLedger();
      const a = await player(1_000, ledger);
      const b = await player(1_000, ledger);
      const request = transfer(a, `raced-${a.memberId}`, 100);
      const { heldId, release, holder } = await postedAndHeld(request);
      const before = ledger.groupCommitStats();
      const batch = Promise.all([ledger.post(request), ledger.post(transfer(b, `raced-b-${b.memberId}`, 100))]);
      // The statement has passed its key probe and waits for the holder's lock on the wallet.
      const waiting = await batchWaitsForLock();
      release();
      expect(waiting).toBe(true);
      await holder;
      const [raced, other] = await batch;
      expect(raced).toMatchObject({ replayed: true, transactionId: heldId });
      expect(other.replayed).toBe(false);
      const after = ledger.groupCommitStats();
      expect(after.batches - before.batches).toBe(1);
      expect(after.oneStatement - before.oneStatement).toBe(0);
      expect(await balanceOf(a.wallet)).toBe(900);
      expect(await balanceOf(b.wallet)).toBe(900);
    },
  );

  it.runIf(onPostgres)(
    'a key committed while the batch waits for its accounts, its money spent: the replay is answered, never a refusal',
    async () => {
      const a = await player(1_000);
      const b = await player(1_000);
      // The raced posting spends the whole wallet: read without the key, the batch would refuse it.
      const request = transfer(a, `spent-${a.memberId}`, 1_000);
      const { heldId, release, holder } = await postedAndHeld(request);
      // Its outcome is kept as it comes: the batch may fail while the holder is still awaited below,
      // and a failure nobody listens to yet would be an unhandled rejection.
      const waiter = database.db
        .transaction()
        .execute((trx) => newLedger().postManyIn(trx, [request, transfer(b, `spent-b-${b.memberId}`, 100)]))
        .then(
          () => 'committed',
          (error: unknown) => error,
        );
      const waiting = await batchWaitsForLock();
      release();
      expect(waiting).toBe(true);
      await holder;
      // Its transaction rolled back; done again, the key is a replay of the holder's posting.
      expect(await waiter).toBeInstanceOf(KeyRace);
      const again = await database.db
        .transaction()
        .execute((trx) => newLedger().postManyIn(trx, [request, transfer(b, `spent-b-${b.memberId}`, 100)]));
      expect(again[0]).toMatchObject({ posting: { replayed: true, transactionId: heldId } });
      expect(again[1]).toMatchObject({ posting: { replayed: false } });
      expect(await balanceOf(a.wallet)).toBe(0);
      expect(await balanceOf(b.wallet)).toBe(900);
    },
  );

  it('a batch of one posting is written by the single statement, and refused as it was', async () => {
    const ledger = newLedger();
    const a = await player(100, ledger);
    await expect(ledger.post(transfer(a, `alone-${a.memberId}`, 101))).rejects.toMatchObject({
      code: 'INSUFFICIENT_FUNDS',
    });
    expect((await ledger.post(transfer(a, `alone-${a.memberId}`, 100))).entries[0]).toMatchObject({
      balanceAfterMinor: 0,
    });
  });

  it.runIf(onPostgres)(
    'two instances racing the same keys in their own batches move each once and answer alike',
    async () => {
      const one = newLedger();
      const two = newLedger();
      const players = await Promise.all(Array.from({ length: 8 }, () => player(10_000, one)));
      const requests = players.flatMap((p) =>
        Array.from({ length: 5 }, (_, i) => transfer(p, `race-${p.memberId}-${i}`, 1_000 + i)),
      );
      const [first, second] = await Promise.all([
        Promise.all(requests.map((r) => one.post(r))),
        Promise.all([...requests].reverse().map((r) => two.post(r))),
      ]);
      second.reverse();
      requests.forEach((_, i) => {
        expect(second[i]!.transactionId).toBe(first[i]!.transactionId);
        expect(first[i]!.replayed !== second[i]!.replayed).toBe(true);
      });
      for (const p of players) {
        expect(await balanceOf(p.wallet)).toBe(10_000 - (1_000 + 1_001 + 1_002 + 1_003 + 1_004));
      }
      // Batches really formed: fewer transactions than postings on each side.
      expect(one.groupCommitStats().largest).toBeGreaterThan(1);
      expect(two.groupCommitStats().largest).toBeGreaterThan(1);
    },
  );
});
