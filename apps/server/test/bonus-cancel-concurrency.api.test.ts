import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminAuth,
  createGame,
  fundedPlayer,
  mainBalanceMinor,
  NORTH_RESULT,
  openPeriodOf,
  placeSlip,
  tick,
  type Player,
} from './lottery-helpers.ts';
import {
  createTestApp,
  expectLedgerReconciles,
  manualClock,
  openTestDatabase,
  type TestApp,
  type TestDatabase,
} from './test-app.ts';
import { newKey } from './wallet-helpers.ts';
import { APPROVED_WITH_BUDGET } from './approval-helpers.ts';

/*
 * PostgreSQL only (PGlite has one connection, so nothing runs concurrently there). Security
 * review N1 under races, on two server instances: slips placed and cancelled (a cancel sent
 * twice at once) while other players place, and while the operator confirms the period whose
 * play does wager the bonus. Only confirmed play counts (decision 032): no bonus converts early,
 * each converts exactly once when its play is confirmed, no player ends with more withdrawable
 * money than the play that stood gives, and the ledger reconciles.
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const clock = manualClock(new Date('2030-06-15T12:00:10Z'));
const PLAYERS = 16;
const FUNDS = 100_000;
const SLIP = 10_000;
let database: TestDatabase;
let a: TestApp;
let b: TestApp;

beforeAll(async () => {
  if (!onPostgres) return;
  database = await openTestDatabase();
  const env = {
    SEED_DEMO: false,
    MEMBER_SESSION_IDLE_MINUTES: 100_000,
    OPERATOR_SESSION_IDLE_MINUTES: 100_000,
    FOUR_EYES_THRESHOLD_MINOR: 1_000_000_000,
  };
  a = await createTestApp({ clock, database, env });
  const joined = await openTestDatabase({ schema: database.schema });
  b = await createTestApp({ clock, database: joined, env });
});
afterAll(async () => {
  if (!onPostgres) return;
  await expectLedgerReconciles(database);
  await b?.close();
  await b?.database.close();
  await a?.close();
  await database?.close();
});

const bonusOf = async (memberId: number) =>
  database.db
    .selectFrom('member_bonuses')
    .select(['status', 'wagering_remaining_minor'])
    .where('member_id', '=', memberId)
    .executeTakeFirstOrThrow();

const bonusWalletOf = async (memberId: number) =>
  (
    await database.db
      .selectFrom('ledger_accounts')
      .select('balance_minor')
      .where('member_id', '=', memberId)
      .where('code', '=', 'bonus')
      .executeTakeFirst()
  )?.balance_minor ?? 0;

/** A losing đề slip of 100.00 (the result's special prize ends in 65). */
const slipOn = (app: TestApp, player: Player, code: string) =>
  placeSlip(app, player, { gameCode: code, lines: [{ type: 'de', numbers: ['00'], unit: 100 }] });

const cancelSlip = (app: TestApp, player: Player, slipId: number) =>
  app.app.inject({
    method: 'POST',
    url: `/lgw/lottery/bets/${slipId}/cancel`,
    headers: { authorization: player.authorization },
  });

const enterResult = async (app: TestApp, periodId: number) => {
  const res = await app.app.inject({
    method: 'POST',
    url: `/admin/api/lottery/periods/${periodId}/result`,
    headers: await adminAuth(app),
    payload: { prizes: NORTH_RESULT, correct: false },
  });
  expect(res.statusCode, res.body).toBe(200);
};

const confirm = async (app: TestApp, periodId: number) => {
  const res = await app.app.inject({
    method: 'POST',
    url: `/admin/api/lottery/periods/${periodId}/confirm`,
    headers: await adminAuth(app),
  });
  expect(res.statusCode, res.body).toBe(200);
};

describe.runIf(onPostgres)('on PostgreSQL', () => {
  it('cancels racing placements and the confirmation that converts: only confirmed play wagers, once', async () => {
    // 20.00 of free credit, wagering 10 × (200.00), lottery counting 100 %.
    const { id: promotionId } = await database.db
      .insertInto('promotions')
      .values({
        kind: 'free_credit',
        title: JSON.stringify({ en: 'Lottery reload' }),
        starts_at: new Date(clock.now().getTime() - 86_400_000),
        rules: JSON.stringify({ amountMinor: 2_000 }),
        wagering_multiple: 10,
        contributions: JSON.stringify({ LOTT: 10_000 }),
        ...APPROVED_WITH_BUDGET,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    // Two daily games: the first closes two hours before its draw, so its period settles and
    // confirms while the second's still takes (and cancels) slips.
    const early = await createGame(a, 'XSMB', { closeBefore: 7_200 });
    const late = await createGame(a, 'XSMB');
    await database.db
      .updateTable('lottery_games')
      .set({ confirm_after_seconds: 604_800 })
      .where('code', 'in', [early, late])
      .execute();
    await tick(a);
    const earlyPeriod = (await openPeriodOf(a, early)).id;
    const latePeriod = (await openPeriodOf(a, late)).id;

    const players: Player[] = [];
    for (let i = 0; i < PLAYERS; i++) {
      const player = await fundedPlayer(a, FUNDS);
      const claim = await a.app.inject({
        method: 'POST',
        url: `/wps/promotions/${promotionId}/claim`,
        headers: { authorization: player.authorization, 'idempotency-key': newKey() },
      });
      expect(claim.statusCode, claim.body).toBe(200);
      players.push(player);
    }
    // Half the requirement on the early game, settled (still voidable: nothing counts yet).
    await Promise.all(
      players.map(async (p, i) => expect((await slipOn(i % 2 ? a : b, p, early)).statusCode).toBe(200)),
    );
    clock.set('2030-06-16T10:00:00Z');
    await enterResult(a, earlyPeriod);

    // The race: the early period confirmed while every player places three slips on the late
    // game and cancels two of them, one cancel sent twice at once, on both instances.
    const work = players.map(async (p, i) => {
      const [one, other] = i % 2 ? [a, b] : [b, a];
      const [s1, s2] = await Promise.all([slipOn(one, p, late), slipOn(other, p, late)]);
      expect(s1.statusCode, s1.body).toBe(200);
      expect(s2.statusCode, s2.body).toBe(200);
      const answers = await Promise.all([
        cancelSlip(one, p, s1.json().value.slipId as number),
        cancelSlip(other, p, s1.json().value.slipId as number),
        slipOn(other, p, late),
        cancelSlip(one, p, s2.json().value.slipId as number),
      ]);
      for (const res of answers) expect(res.statusCode, res.body).toBe(200);
    });
    await Promise.all([...work, confirm(a, earlyPeriod), confirm(b, earlyPeriod)]);

    // Only the confirmed 100.00 counted: no bonus converted by slips that were cancelled.
    for (const p of players) {
      expect(await bonusOf(p.id)).toEqual({ status: 'active', wagering_remaining_minor: 10_000 });
      expect(await bonusWalletOf(p.id)).toBe(2_000);
      // Withdrawable: the funds less the two slips that stand, as if the cancelled ones never were.
      expect(await mainBalanceMinor(a, p.id)).toBe(FUNDS - 2 * SLIP);
    }
    await expectLedgerReconciles(database);

    // The late period settled, then confirmed by both instances and both schedulers at once:
    // each bonus converts exactly once, on the slip that stood.
    clock.set('2030-06-16T11:20:00Z');
    await enterResult(b, latePeriod);
    await Promise.all([confirm(a, latePeriod), confirm(b, latePeriod), tick(a), tick(b)]);
    for (const p of players) {
      expect(await bonusOf(p.id)).toEqual({ status: 'converted', wagering_remaining_minor: 0 });
      expect(await bonusWalletOf(p.id)).toBe(0);
      expect(await mainBalanceMinor(a, p.id)).toBe(FUNDS - 2 * SLIP + 2_000);
    }
    await expectLedgerReconciles(database);
  }, 180_000);
});
