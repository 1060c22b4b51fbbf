import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../src/platform/app-error.ts';
import { betTypesOf, type BetSettingsOverrides } from '../src/features/lottery/bet-menu.ts';
import { createLotteryQueries } from '../src/features/lottery/lottery-queries.ts';
import { LOTTERY_HOUSE } from '../src/features/lottery/settlement.ts';
import { createSlipBatch, writeSlipsIn, type SlipRequest } from '../src/features/lottery/slip-batch.ts';
import { liabilityOf, planLine, type SlipGame } from '../src/features/lottery/slip-plan.ts';
import { createLedgerAccounts } from '../src/features/wallet/ledger/accounts.ts';
import { createLedger } from '../src/features/wallet/ledger/ledger.ts';
import { createGame, tick } from './lottery-helpers.ts';
import { balanceOfAccount, newLedgerMember } from './support/ledger-fixtures.ts';
import { createTestApp, expectLedgerReconciles, manualClock, type TestApp } from './test-app.ts';
import { fundWallet } from './wallet-helpers.ts';

/*
 * Decision 031: a batch of slips decides each slip in arrival order against the liability and the
 * wallets as the slips before it left them. Whatever the batch — short wallets, numbers at their
 * limit, a closed issue, a key already placed — it answers and writes what placing the slips one
 * by one answers and writes.
 */
const clock = manualClock(new Date('2030-08-01T03:00:10Z'));
const DE_LIABILITY = 9_500; // đề at unit 1: a stake of 100 pays 95× its base of 100.
let t: TestApp;
let currency: string;
let decimals: number;

beforeAll(async () => {
  t = await createTestApp({ clock, env: { SEED_DEMO: false } });
  const status = (await t.app.inject({ url: '/wps/system/status' })).json().value.currency;
  currency = status.code;
  decimals = status.decimals;
});
afterAll(async () => {
  if (t) await expectLedgerReconciles(t.database);
  await t?.close();
});

const deps = () => ({ clock, ledger: createLedger({ db: t.database.db, clock }) });
const accounts = () => createLedgerAccounts({ db: t.database.db });

async function openGame(limitMinor: number): Promise<SlipGame> {
  const code = await createGame(t, 'FAST_NORTH', { limitMinor });
  await tick(t);
  return t.database.db
    .selectFrom('lottery_games')
    .select(['id', 'code', 'name', 'market', 'product', 'liability_limit_minor', 'bet_settings'])
    .where('code', '=', code)
    .executeTakeFirstOrThrow();
}

async function player(fundsMinor: number) {
  const id = await newLedgerMember(t.database.db, 'slip');
  const main = await accounts().player(id, 'main', currency);
  if (fundsMinor > 0) await fundWallet(t, id, fundsMinor);
  return { id, main };
}

async function slipOf(
  game: SlipGame,
  who: { id: number; main: number },
  key: string,
  line: { pick: string; unit: number },
  issue: string | null = null,
): Promise<SlipRequest> {
  const types = betTypesOf(game.market, game.bet_settings as BetSettingsOverrides, decimals);
  const bets = planLine({ type: 'de', numbers: [line.pick], unit: line.unit, multiplier: 1 }, 0, types, decimals);
  return {
    memberId: who.id,
    key,
    requestHash: `${line.pick}-${line.unit}`,
    game,
    issue,
    bets,
    stakeMinor: bets.reduce((sum, b) => sum + b.stakeMinor, 0),
    liability: [...liabilityOf(bets)].sort(([a], [b]) => (a < b ? -1 : 1)),
    currency,
    mainId: who.main,
    houseId: await accounts().system(LOTTERY_HOUSE, currency, who.id),
  };
}

const kindOf = (answer: Awaited<ReturnType<typeof writeSlipsIn>>[number]) =>
  'slipId' in answer
    ? 'placed'
    : 'replay' in answer
      ? 'replay'
      : answer.error instanceof AppError
        ? // The two worlds' account ids differ; the rest of a refusal is compared.
          `${answer.error.code} ${JSON.stringify({ ...(answer.error.value as object), accountId: undefined })}`
        : String(answer.error);

async function liabilityOfGame(game: SlipGame) {
  const { rows } = await sql<{ outcome: string; amount_minor: number }>`
    select l.outcome, l.amount_minor from lottery_liability l join lottery_periods p on p.id = l.period_id
    where p.game_id = ${game.id} and l.amount_minor > 0 order by l.outcome`.execute(t.database.db);
  return rows.map((r) => [r.outcome, Number(r.amount_minor)]);
}

async function slipsOfGame(game: SlipGame) {
  const { rows } = await sql<{ slips: number; bets: number; stakes: number }>`
    select count(distinct s.id)::int as slips, count(l.bet_id)::int as bets, coalesce(sum(distinct s.stake_minor), 0)::int as stakes
    from lottery_slips s join lottery_periods p on p.id = s.period_id left join lottery_bets l on l.slip_id = s.id
    where p.game_id = ${game.id}`.execute(t.database.db);
  return { slips: rows[0]!.slips, bets: rows[0]!.bets };
}

const inTransaction = (slips: SlipRequest[]) =>
  t.database.db.transaction().execute((trx) => writeSlipsIn(trx, deps(), slips));

const slipArb = fc.record({
  player: fc.nat({ max: 2 }),
  pick: fc.constantFrom('07', '08'),
  unit: fc.constantFrom(1, 2),
  key: fc.constantFrom('new', 'new', 'new', 'placed'),
  closed: fc.constantFrom(false, false, false, false, true),
});

describe('a batch of slips', () => {
  it('answers and writes what placing the slips one by one does', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(slipArb, { minLength: 2, maxLength: 8 }),
        fc.array(fc.constantFrom(0, 100, 300, 500), { minLength: 3, maxLength: 3 }),
        fc.constantFrom(2, 3, 4),
        async (lines, funds, limitBets) => {
          // Two worlds alike: one takes the slips as one batch, the other one by one.
          const worlds = await Promise.all(
            [0, 1].map(async () => {
              const game = await openGame(DE_LIABILITY * limitBets);
              const players: { id: number; main: number }[] = [];
              for (const f of funds) players.push(await player(f + 100));
              // Each player's slip already placed with the key 'placed'.
              for (const [i, p] of players.entries()) {
                const [placed] = await inTransaction([await slipOf(game, p, 'placed', { pick: `1${i}`, unit: 1 })]);
                expect(placed).toHaveProperty('slipId');
              }
              const taken = new Set<string>();
              const slips = await Promise.all(
                lines.map((line, i) => {
                  const who = players[line.player]!;
                  const key = line.key === 'placed' && !taken.has(`${who.id}`) ? 'placed' : `k${i}`;
                  if (key === 'placed') taken.add(`${who.id}`);
                  return slipOf(game, who, key, line, line.closed ? 'no-such-issue' : null);
                }),
              );
              return { game, players, slips };
            }),
          );
          const [batched, alone] = worlds as [(typeof worlds)[0], (typeof worlds)[0]];
          const state = async (world: typeof batched) => ({
            balances: await Promise.all(world.players.map((p) => balanceOfAccount(t.database.db, p.main))),
            liability: await liabilityOfGame(world.game),
            written: await slipsOfGame(world.game),
          });

          const batchAnswers = (await inTransaction(batched.slips)).map(kindOf);
          const aloneAnswers: string[] = [];
          for (const slip of alone.slips) aloneAnswers.push(kindOf((await inTransaction([slip]))[0]!));
          expect(batchAnswers).toEqual(aloneAnswers);
          expect(await state(batched)).toEqual(await state(alone));
        },
      ),
      { numRuns: 40 },
    );
  }, 240_000);

  it('refuses a slip alone: the good ones around it are written, a short wallet and a full number are not', async () => {
    const game = await openGame(DE_LIABILITY * 2);
    const rich = await player(1_000);
    const poor = await player(50);
    const slips = [
      await slipOf(game, rich, 'a', { pick: '07', unit: 1 }),
      await slipOf(game, poor, 'b', { pick: '08', unit: 1 }),
      await slipOf(game, rich, 'c', { pick: '07', unit: 1 }),
      await slipOf(game, rich, 'd', { pick: '07', unit: 1 }),
      await slipOf(game, rich, 'e', { pick: '08', unit: 1 }, 'no-such-issue'),
      await slipOf(game, rich, 'f', { pick: '08', unit: 2 }),
    ];
    const answers = (await inTransaction(slips)).map(kindOf);
    expect(answers).toEqual([
      'placed',
      expect.stringMatching(/^INSUFFICIENT_FUNDS/),
      'placed',
      'LOTTERY_LIABILITY_EXCEEDED {"outcomes":["DE:07"]}',
      'LOTTERY_PERIOD_CLOSED {}',
      // 19,000 on 08 fills its limit: the short wallet's slip before it counted for nothing.
      'placed',
    ]);
    expect(await balanceOfAccount(t.database.db, rich.main)).toBe(1_000 - 100 - 100 - 200);
    expect(await balanceOfAccount(t.database.db, poor.main)).toBe(50);
    expect(await liabilityOfGame(game)).toEqual([
      ['DE:07', DE_LIABILITY * 2],
      ['DE:08', DE_LIABILITY * 2],
    ]);
    expect(await slipsOfGame(game)).toEqual({ slips: 3, bets: 3 });
    // The same keys again, in a later batch: the placed ones replay, nothing moves twice.
    const again = (await inTransaction([slips[0]!, slips[2]!, slips[5]!])).map(kindOf);
    expect(again).toEqual(['replay', 'replay', 'replay']);
    expect(await balanceOfAccount(t.database.db, rich.main)).toBe(600);
  });

  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    'holds the limit and every wallet when many slips arrive at once, batched, with twins of one key',
    async () => {
      const game = await openGame(DE_LIABILITY * 20);
      const queries = createLotteryQueries({ db: t.database.db, clock, decimals: async () => decimals });
      const batch = createSlipBatch({ db: t.database.db, ...deps(), present: queries.presentSlips });
      const players: { id: number; main: number }[] = [];
      for (let i = 0; i < 48; i++) players.push(await player(i % 4 === 0 ? 50 : 1_000));
      const slips = await Promise.all(players.map((p) => slipOf(game, p, 'once', { pick: '07', unit: 1 })));
      // Every slip twice: the twin waits for a later batch and answers the replay of the first.
      const answers = await Promise.allSettled([...slips, ...slips].map((slip) => batch.submit(slip)));
      const codes = answers.map((a) =>
        a.status === 'fulfilled' ? ('slip' in a.value ? 'placed' : 'replay') : (a.reason as AppError).code,
      );
      const first = codes.slice(0, 48);
      expect(first.filter((c) => c === 'placed')).toHaveLength(20);
      expect(
        first
          .filter((c) => c !== 'placed')
          .every((c) => c === 'INSUFFICIENT_FUNDS' || c === 'LOTTERY_LIABILITY_EXCEEDED'),
      ).toBe(true);
      players.forEach((p, i) => {
        if (first[i] === 'placed') expect(codes[48 + i]).toBe('replay');
        if (i % 4 === 0) expect(first[i]).not.toBe('placed');
      });
      expect(batch.stats().largest).toBeGreaterThan(1);
      // Each written slip answered as the player reads it back, read once for its whole batch.
      const written = answers.flatMap((a) => (a.status === 'fulfilled' && 'slip' in a.value ? [a.value.slip] : []));
      expect(new Set(written.map((slip) => slip.slipId)).size).toBe(20);
      for (const slip of written) {
        expect(slip).toMatchObject({ gameCode: game.code, status: 'placed', bets: [{ type: 'de', picks: '07' }] });
        expect(await queries.presentSlip(t.database.db, slip.slipId)).toEqual(slip);
      }
      expect(await liabilityOfGame(game)).toEqual([['DE:07', DE_LIABILITY * 20]]);
      const balances = await Promise.all(players.map((p) => balanceOfAccount(t.database.db, p.main)));
      players.forEach((_, i) =>
        expect(balances[i]).toBe((i % 4 === 0 ? 50 : 1_000) - (first[i] === 'placed' ? 100 : 0)),
      );
      expect(await slipsOfGame(game)).toEqual({ slips: 20, bets: 20 });
    },
    120_000,
  );
});
