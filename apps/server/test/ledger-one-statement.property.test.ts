import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../src/db/migrate.ts';
import { createLedgerAccounts } from '../src/features/wallet/ledger/accounts.ts';
import { createLedger, type PostingRequest } from '../src/features/wallet/ledger/ledger.ts';
import { writeInOneStatement } from '../src/features/wallet/ledger/one-statement-batch.ts';
import { requestHash } from '../src/features/wallet/ledger/posting.ts';
import { systemClock } from '../src/platform/clock.ts';
import { expectLedgerReconciles, openTestDatabase, type TestDatabase } from './test-app.ts';
import { balanceOfAccount, newLedgerMember } from './support/ledger-fixtures.ts';

/*
 * Decision 028's one-statement batch checks a whole batch at once (window sums of each posting's
 * net, in arrival order) where the classic batch decides posting by posting. Whatever the batch —
 * transfers both ways, credits from the house, postings that go back and forth on one account —
 * it writes exactly when every posting would have been accepted one by one, with the same
 * entries and wallets the one-by-one model gives, and otherwise writes nothing at all.
 */
let database: TestDatabase;
let accounts: ReturnType<typeof createLedgerAccounts>;
let run = 0;

beforeAll(async () => {
  database = await openTestDatabase();
  await migrate(database.db);
  accounts = createLedgerAccounts({ db: database.db });
});
afterAll(async () => {
  if (database) await expectLedgerReconciles(database);
  await database?.close();
});

interface Player {
  memberId: number;
  main: number;
  vendor: number;
}

const move = fc.record({
  player: fc.nat({ max: 2 }),
  kind: fc.constantFrom('out', 'in', 'credit', 'churn'),
  // Few amounts and funds, so that moves out and back often cancel and a refusal hides behind a net.
  amount: fc.constantFrom(100, 250, 400, 700),
});

function linesOf(kind: string, amount: number, p: Player, house: number) {
  if (kind === 'out')
    return [
      { accountId: p.main, amountMinor: -amount },
      { accountId: p.vendor, amountMinor: amount },
    ];
  if (kind === 'in')
    return [
      { accountId: p.vendor, amountMinor: -amount },
      { accountId: p.main, amountMinor: amount },
    ];
  if (kind === 'credit')
    return [
      { accountId: house, amountMinor: -amount },
      { accountId: p.main, amountMinor: amount },
    ];
  // Out and back and out again: only the posting's net counts against the balance.
  return [
    { accountId: p.main, amountMinor: -amount },
    { accountId: p.main, amountMinor: amount },
    { accountId: p.main, amountMinor: -amount },
    { accountId: p.vendor, amountMinor: amount },
  ];
}

describe('one-statement batch', () => {
  it('writes a batch exactly when one-by-one posting accepts all of it, with the same entries and wallets', async () => {
    const ledger = createLedger({ db: database.db, clock: systemClock });
    await fc.assert(
      fc.asyncProperty(
        fc.array(move, { minLength: 2, maxLength: 8 }),
        fc.array(fc.constantFrom(0, 300, 900), { minLength: 3, maxLength: 3 }),
        async (moves, funds) => {
          run += 1;
          const house = await accounts.system('house:one-statement', 'VND', 0);
          const players: Player[] = [];
          for (const fund of funds) {
            const memberId = await newLedgerMember(database.db, 'ones');
            const p = {
              memberId,
              main: await accounts.player(memberId, 'main', 'VND'),
              vendor: await accounts.player(memberId, 'vendor:ONE', 'VND'),
            };
            if (fund > 0) {
              await ledger.post({
                source: 'one-test',
                key: `fund-${memberId}`,
                kind: 'deposit',
                memberId,
                lines: [
                  { accountId: house, amountMinor: -fund },
                  { accountId: p.main, amountMinor: fund },
                ],
              });
            }
            players.push(p);
          }
          const requests: PostingRequest[] = moves.map((m, i) => ({
            source: 'one-test',
            key: `run-${run}-${i}`,
            kind: 'transfer',
            memberId: players[m.player]!.memberId,
            currency: 'VND',
            lines: linesOf(m.kind, m.amount, players[m.player]!, house),
          }));
          const houseBefore = await balanceOfAccount(database.db, house);

          // The model: each posting alone, in order, refused if a player's account ends below zero.
          const balances = new Map<number, number>([[house, houseBefore]]);
          players.forEach((p, n) => {
            balances.set(p.main, funds[n]!);
            balances.set(p.vendor, 0);
          });
          const expected = requests.map((request, n) => {
            const net = new Map<number, number>();
            for (const line of request.lines)
              net.set(line.accountId, (net.get(line.accountId) ?? 0) + line.amountMinor);
            const refused = [...net].some(([id, m]) => id !== house && balances.get(id)! + m < 0);
            if (refused) return null;
            const entries = request.lines.map((line) => {
              const before = balances.get(line.accountId)!;
              balances.set(line.accountId, before + line.amountMinor);
              return {
                accountId: line.accountId,
                amountMinor: line.amountMinor,
                balanceBeforeMinor: before,
                balanceAfterMinor: before + line.amountMinor,
              };
            });
            const p = players[moves[n]!.player]!;
            return { entries, wallets: { [p.main]: balances.get(p.main), [p.vendor]: balances.get(p.vendor) } };
          });
          const allAccepted = expected.every((e) => e !== null);

          const items = requests.map((request) => ({
            request,
            hash: requestHash(request),
            walletsOf: request.memberId!,
          }));
          const result = await writeInOneStatement(database.db, systemClock, items);
          // The players' main and vendor balances as stored, in that order.
          const stored = () =>
            Promise.all(players.flatMap((p) => [p.main, p.vendor]).map((id) => balanceOfAccount(database.db, id)));
          if (!allAccepted) {
            expect(result).toBeNull();
            expect(await stored()).toEqual(funds.flatMap((f) => [f, 0]));
            const written = await database.db
              .selectFrom('ledger_transactions')
              .select('id')
              .where('source', '=', 'one-test')
              .where(
                'idempotency_key',
                'in',
                requests.map((r) => r.key),
              )
              .execute();
            expect(written).toHaveLength(0);
            return;
          }
          expect(result).not.toBeNull();
          result!.outcomes.forEach((outcome, n) => {
            expect(outcome).toMatchObject({ type: 'write', entries: expected[n]!.entries });
            const wallets = Object.fromEntries(result!.wallets[n]!.map((w) => [w.id, w.balance_minor]));
            expect(wallets).toEqual(expected[n]!.wallets);
          });
          expect(await stored()).toEqual(players.flatMap((p) => [balances.get(p.main), balances.get(p.vendor)]));
          expect(await balanceOfAccount(database.db, house)).toBe(balances.get(house));
        },
      ),
      { numRuns: 60 },
    );
  });
});
