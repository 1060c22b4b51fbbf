import { expect } from 'vitest';
import { sql } from 'kysely';
import { expectLedgerReconciles, type TestDatabase } from '../../test-app.ts';
import type { Book } from './book.ts';

/** Σ balance_minor per currency over every account, players and system alike. */
export async function accountSums(database: TestDatabase): Promise<Record<string, number>> {
  const { rows } = await sql<{ currency: string; total: string }>`
    select currency, coalesce(sum(balance_minor), 0)::text as total from ledger_accounts group by currency`.execute(
    database.db,
  );
  return Object.fromEntries(rows.map((r) => [r.currency, Number(r.total)]));
}

/**
 * After a chaos or crash run: the ledger reconciles (every transaction sums to zero, balances equal
 * their entries and the last balance-after, no player below zero, holds match pending accounts);
 * the sum over all accounts is what it was before (zero: money only moves between accounts); each
 * key the clients sent moved money once if they saw it done, never if they saw it refused, at most
 * once if they never heard back; and every player wallet holds exactly what the clients' own
 * record of moved requests says.
 */
export async function expectChaosInvariants(
  database: TestDatabase,
  book: Book,
  sumsBefore: Record<string, number>,
  balancesBefore: Map<string, number>,
): Promise<{ keysChecked: number; unknownMoved: number; unknownNotMoved: number }> {
  expect(book.problems, book.problems.join('\n')).toEqual([]);
  await expectLedgerReconciles(database);

  const sums = await accountSums(database);
  for (const [currency, total] of Object.entries(sums)) expect(total, currency).toBe(sumsBefore[currency] ?? 0);
  for (const total of Object.values(sums)) expect(total).toBe(0);

  // How many journal transactions each (source, key) made: the unique constraint allows one.
  const keyed = book.records.filter((r) => r.source !== null);
  const { rows } = await sql<{ source: string; key: string; n: string }>`
    select source, idempotency_key as key, count(*)::text as n from ledger_transactions
    where source in (${sql.join([...new Set(keyed.map((r) => r.source!))])})
    group by source, idempotency_key`.execute(database.db);
  const posted = new Map(rows.map((r) => [`${r.source}\u0000${r.key}`, Number(r.n)]));
  let unknownMoved = 0;
  let unknownNotMoved = 0;
  const wrong: string[] = [];
  const expected = new Map(balancesBefore);
  const seen = new Set<string>();
  for (const record of book.records) {
    const id = `${record.source}\u0000${record.key}`;
    const n = record.source === null ? null : (posted.get(id) ?? 0);
    let moved = record.outcome === 'moved';
    if (n !== null && !seen.has(id)) {
      seen.add(id);
      if (n > 1) wrong.push(`${record.what} ${record.key}: ${n} transactions`);
      if (record.outcome === 'moved' && n !== 1) wrong.push(`${record.what} ${record.key} answered done, moved ${n}×`);
      if (record.outcome === 'refused' && n !== 0) wrong.push(`${record.what} ${record.key} refused, moved ${n}×`);
      if (record.outcome === 'unknown') {
        moved = n === 1;
        if (moved) unknownMoved += 1;
        else unknownNotMoved += 1;
      }
    } else if (n !== null && seen.has(id)) {
      // A retry of a key already counted (the same request again): its money is the first one's.
      moved = false;
    }
    if (!moved) continue;
    for (const effect of record.effects) {
      const wallet = `${effect.memberId}/${effect.wallet}`;
      expected.set(wallet, (expected.get(wallet) ?? 0) + effect.minor);
    }
  }
  expect(wrong.slice(0, 20), `${wrong.length} keys moved money other than the clients saw`).toEqual([]);

  const actual = await playerBalances(database);
  const mismatched: string[] = [];
  for (const [wallet, minor] of expected) {
    if ((actual.get(wallet) ?? 0) !== minor)
      mismatched.push(`${wallet}: ledger ${actual.get(wallet) ?? 0}, clients ${minor}`);
  }
  for (const [wallet, minor] of actual) {
    if (!expected.has(wallet) && minor !== 0) mismatched.push(`${wallet}: ledger ${minor}, clients never touched it`);
  }
  expect(mismatched.slice(0, 20), `${mismatched.length} wallets differ from the clients' record`).toEqual([]);
  return { keysChecked: seen.size, unknownMoved, unknownNotMoved };
}

/**
 * Every player money wallet's balance, keyed `memberId/code`. Loyalty points (currency PTS) are
 * left out: the stream gives them for the clients' bets a second later, outside any request.
 */
export async function playerBalances(database: TestDatabase): Promise<Map<string, number>> {
  const rows = await database.db
    .selectFrom('ledger_accounts')
    .select(['member_id', 'code', 'balance_minor'])
    .where('member_id', 'is not', null)
    .where('currency', '<>', 'PTS')
    .execute();
  return new Map(rows.map((r) => [`${r.member_id}/${r.code}`, r.balance_minor]));
}
