import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGatewayChannel, paidDeposit as paidDepositOf } from './deposit-helpers.ts';
import {
  adminAuth,
  createGame,
  mainBalanceMinor,
  NORTH_RESULT,
  openPeriodOf,
  placeSlip,
  tick,
} from './lottery-helpers.ts';
import { PIN, withdrawingPlayer, type WithdrawingPlayer } from './money-helpers.ts';
import { createTestApp, expectLedgerReconciles, manualClock, operatorAuth, type TestApp } from './test-app.ts';
import { newKey } from './wallet-helpers.ts';
import { APPROVED_WITH_BUDGET } from './approval-helpers.ts';

/*
 * Security review N1: lottery slips wagered a bonus when placed, so placing slips that cleared
 * the requirement and cancelling them turned the bonus into withdrawable money (20.00 of bonus
 * became 4,040.00 withdrawable). Bonus wagering now counts only play that can no longer be undone
 * (decision 032): a lottery bet counts when its period is confirmed. The review's proof over HTTP,
 * then the operator's void of a settled period, then the play that does count.
 */
const clock = manualClock(new Date('2030-06-15T12:00:10Z'));
const DAY = 86_400_000;
let t: TestApp;
let channelId: number;
let promotionId: number;
let code: string;

beforeAll(async () => {
  t = await createTestApp({
    clock,
    env: {
      SEED_DEMO: false,
      MEMBER_SESSION_IDLE_MINUTES: 100_000,
      OPERATOR_SESSION_IDLE_MINUTES: 100_000,
      FOUR_EYES_THRESHOLD_MINOR: 1_000_000_000,
    },
  });
  channelId = (await createGatewayChannel(t.app, { max: 10_000 })).id;
  // What is withdrawable is under test here, not the deposits' anti-money-laundering turnover.
  const aml = await t.app.inject({
    method: 'PATCH',
    url: '/admin/api/settings',
    headers: await operatorAuth(t.app),
    payload: { withdrawals: { depositTurnoverPercent: 0 } },
  });
  expect(aml.statusCode, aml.body).toBe(200);
  // The review's welcome bonus: 100 % of the first deposit up to 20.00, wagering 10 × the bonus
  // (200.00), lottery counting 5 %.
  ({ id: promotionId } = await t.database.db
    .insertInto('promotions')
    .values({
      kind: 'first_deposit',
      title: JSON.stringify({ en: 'Welcome' }),
      starts_at: new Date(clock.now().getTime() - DAY),
      rules: JSON.stringify({ matchBps: 10_000, maxBonusMinor: 2_000 }),
      wagering_multiple: 10,
      contributions: JSON.stringify({ LOTT: 500 }),
      ...APPROVED_WITH_BUDGET,
    })
    .returning('id')
    .executeTakeFirstOrThrow());
  code = await createGame(t, 'XSMB');
  // Settled periods wait for the operator's confirmation (the scheduler would confirm at once).
  await t.database.db
    .updateTable('lottery_games')
    .set({ confirm_after_seconds: 604_800 })
    .where('code', '=', code)
    .execute();
  await tick(t);
});
afterAll(async () => {
  if (t) await expectLedgerReconciles(t.database);
  await t?.close();
});

/** A deposit of `amount` paid through the test gateway's signed webhook (signed at the app's clock). */
const paidDeposit = (authorization: string, amount: number) =>
  paidDepositOf(t.app, channelId, authorization, amount, clock.now());

const bonusesOf = (memberId: number) =>
  t.database.db
    .selectFrom('member_bonuses')
    .select(['status', 'amount_minor', 'wagering_remaining_minor'])
    .where('member_id', '=', memberId)
    .orderBy('id')
    .execute();

const bonusWalletOf = async (memberId: number) =>
  (
    await t.database.db
      .selectFrom('ledger_accounts')
      .select('balance_minor')
      .where('member_id', '=', memberId)
      .where('code', '=', 'bonus')
      .executeTakeFirst()
  )?.balance_minor ?? 0;

/** Steps 1 and 2 of the proof: deposit 20.00, claim the welcome bonus, deposit 4,000.00 of float. */
async function playerWithWelcomeBonus(): Promise<WithdrawingPlayer> {
  const player = await withdrawingPlayer(t, 0);
  await paidDeposit(player.authorization, 20);
  const claim = await t.app.inject({
    method: 'POST',
    url: `/wps/promotions/${promotionId}/claim`,
    headers: { authorization: player.authorization, 'idempotency-key': newKey(), language: 'en' },
  });
  expect(claim.statusCode, claim.body).toBe(200);
  expect(claim.json().value.bonus).toMatchObject({ amount: 20, wageringRequired: 200, status: 'active' });
  await paidDeposit(player.authorization, 4_000);
  expect(await mainBalanceMinor(t, player.id)).toBe(402_000);
  return player;
}

/** Step 3: ten slips of 400.00 on one đề number that does not come (the result ends in 65). */
async function tenSlips(player: WithdrawingPlayer) {
  const slips: number[] = [];
  for (let i = 0; i < 10; i += 1) {
    const placed = await placeSlip(t, player, { gameCode: code, lines: [{ type: 'de', numbers: ['00'], unit: 400 }] });
    expect(placed.statusCode, placed.body).toBe(200);
    expect(placed.json().value.stake).toBe(400);
    slips.push(placed.json().value.slipId as number);
  }
  return slips;
}

const withdraw = (player: WithdrawingPlayer, amount: number) =>
  t.app.inject({
    method: 'POST',
    url: '/wps/payment/withdrawals',
    headers: { authorization: player.authorization, 'idempotency-key': newKey(), language: 'en' },
    payload: { amount, bankAccountId: player.bankAccountId, paymentPassword: PIN },
  });

const enterResult = async (periodId: number) =>
  t.app.inject({
    method: 'POST',
    url: `/admin/api/lottery/periods/${periodId}/result`,
    headers: await adminAuth(t),
    payload: { prizes: NORTH_RESULT, correct: false },
  });

describe('security review N1: slips placed and cancelled do not wager a bonus', () => {
  it('leaves the bonus unwagered and adds nothing withdrawable; the inflated withdrawal is refused', async () => {
    const player = await playerWithWelcomeBonus();
    // Ten slips of 400.00 at 5 % are the whole 200.00: at placement they wager nothing.
    const slips = await tenSlips(player);
    expect(await bonusesOf(player.id)).toEqual([
      { status: 'active', amount_minor: 2_000, wagering_remaining_minor: 20_000 },
    ]);
    // Step 4: every slip cancelled before the close.
    for (const slipId of slips) {
      const cancelled = await t.app.inject({
        method: 'POST',
        url: `/lgw/lottery/bets/${slipId}/cancel`,
        headers: { authorization: player.authorization },
      });
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      expect(cancelled.json().value.status).toBe('cancelled');
    }
    // What the player held before the pair: main 4,020.00, the bonus still locked and unwagered.
    expect(await mainBalanceMinor(t, player.id)).toBe(402_000);
    expect(await bonusWalletOf(player.id)).toBe(2_000);
    expect(await bonusesOf(player.id)).toEqual([
      { status: 'active', amount_minor: 2_000, wagering_remaining_minor: 20_000 },
    ]);
    // The review's withdrawal of 4,040.00 is refused, and none is waiting.
    const inflated = await withdraw(player, 4_040);
    expect(inflated.statusCode, inflated.body).toBe(422);
    expect(inflated.json().code).toBe('INSUFFICIENT_FUNDS');
    const waiting = await t.database.db
      .selectFrom('withdrawals')
      .select('id')
      .where('member_id', '=', player.id)
      .execute();
    expect(waiting).toEqual([]);
    await expectLedgerReconciles(t.database);
  });
});

describe('lottery play wagers a bonus once its period is confirmed', () => {
  let voided: WithdrawingPlayer;
  let kept: WithdrawingPlayer;
  let periodId: number;

  it('counts nothing at placement nor at settlement (a settled period can still be voided)', async () => {
    periodId = (await openPeriodOf(t, code)).id;
    voided = await playerWithWelcomeBonus();
    await tenSlips(voided);
    clock.set('2030-06-16T11:20:00Z');
    const settled = await enterResult(periodId);
    expect(settled.statusCode, settled.body).toBe(200);
    expect(settled.json().value.settlement).toMatchObject({ round: 1, bets: 10, winners: 0, payout: 0 });
    expect(await bonusesOf(voided.id)).toEqual([
      { status: 'active', amount_minor: 2_000, wagering_remaining_minor: 20_000 },
    ]);
    // The operator voids the settled period: every stake comes back, the bonus was never wagered.
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/admin/api/lottery/periods/${periodId}/cancel`,
      headers: await adminAuth(t),
      payload: { reason: 'draw voided by the lottery company' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(await mainBalanceMinor(t, voided.id)).toBe(402_000);
    expect(await bonusWalletOf(voided.id)).toBe(2_000);
    expect(await bonusesOf(voided.id)).toEqual([
      { status: 'active', amount_minor: 2_000, wagering_remaining_minor: 20_000 },
    ]);
    expect((await withdraw(voided, 4_040)).json().code).toBe('INSUFFICIENT_FUNDS');
    await expectLedgerReconciles(t.database);
  });

  it('converts the bonus when the settled period is confirmed, once', async () => {
    clock.set('2030-06-16T12:00:00Z');
    await tick(t);
    periodId = (await openPeriodOf(t, code)).id;
    kept = await playerWithWelcomeBonus();
    await tenSlips(kept);
    // Another player stakes first and claims the bonus after: play staked before the bonus
    // was credited never wagers it, even though it becomes final after the claim.
    const before = await withdrawingPlayer(t, 0);
    await paidDeposit(before.authorization, 4_020);
    await tenSlips(before);
    const claim = await t.app.inject({
      method: 'POST',
      url: `/wps/promotions/${promotionId}/claim`,
      headers: { authorization: before.authorization, 'idempotency-key': newKey(), language: 'en' },
    });
    expect(claim.json().value.bonus, claim.body).toMatchObject({ amount: 20, wageringRequired: 200 });
    clock.set('2030-06-17T11:20:00Z');
    expect((await enterResult(periodId)).statusCode).toBe(200);
    expect((await bonusesOf(kept.id))[0]).toMatchObject({ status: 'active', wagering_remaining_minor: 20_000 });
    const confirmed = await t.app.inject({
      method: 'POST',
      url: `/admin/api/lottery/periods/${periodId}/confirm`,
      headers: await adminAuth(t),
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(await bonusesOf(kept.id)).toEqual([
      { status: 'converted', amount_minor: 2_000, wagering_remaining_minor: 0 },
    ]);
    // The ten losing slips cost 4,000.00; the converted 20.00 is main money now.
    expect(await mainBalanceMinor(t, kept.id)).toBe(2_000 + 2_000);
    expect(await bonusWalletOf(kept.id)).toBe(0);
    expect(await bonusesOf(before.id)).toEqual([
      { status: 'active', amount_minor: 2_000, wagering_remaining_minor: 20_000 },
    ]);
    // Confirming again (and the scheduler's pass) converts nothing twice.
    const again = await t.app.inject({
      method: 'POST',
      url: `/admin/api/lottery/periods/${periodId}/confirm`,
      headers: await adminAuth(t),
    });
    expect(again.statusCode, again.body).toBe(200);
    await tick(t);
    expect(await mainBalanceMinor(t, kept.id)).toBe(4_000);
    // A confirmed period can no longer be voided, so what counted stays counted.
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/admin/api/lottery/periods/${periodId}/cancel`,
      headers: await adminAuth(t),
      payload: { reason: 'too late' },
    });
    expect(cancel.json().value).toEqual({ reason: 'CONFIRMED' });
    await expectLedgerReconciles(t.database);
  });
});
