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
} from './lottery-helpers.ts';
import { createTestApp, expectLedgerReconciles, manualClock, type TestApp } from './test-app.ts';

/*
 * A lottery bet's balances in the betting record: before is the wallet before the slip's stake
 * (one posting for the slip), after is the wallet after the period's payout for a winning bet (one
 * entry per wallet and round, decision 029) and after the stake for a losing one.
 */

const clock = manualClock(new Date('2030-07-01T12:05:00Z'));
let t: TestApp;
const FUNDS = 1_000_000;

beforeAll(async () => {
  t = await createTestApp({
    clock,
    env: { SEED_DEMO: false, MEMBER_SESSION_IDLE_MINUTES: 100_000, OPERATOR_SESSION_IDLE_MINUTES: 100_000 },
  });
});
afterAll(async () => {
  if (t) await expectLedgerReconciles(t.database);
  await t?.close();
});

describe('game history: a lottery slip', () => {
  it('answers the balance before the slip and after the payout (winners) or the stake (losers)', async () => {
    const code = await createGame(t, 'XSMB');
    await tick(t);
    const player = await fundedPlayer(t, FUNDS);
    const period = await openPeriodOf(t, code);
    const placed = await placeSlip(t, player, {
      gameCode: code,
      lines: [{ type: 'lo2', numbers: ['21', '65', '99'], unit: 1 }],
    });
    expect(placed.statusCode, placed.body).toBe(200);
    const afterStake = await mainBalanceMinor(t, player.id);
    expect(afterStake).toBeLessThan(FUNDS);

    clock.set('2030-07-02T11:20:00Z');
    const recorded = await t.app.inject({
      method: 'POST',
      url: `/admin/api/lottery/periods/${period.id}/result`,
      headers: await adminAuth(t),
      payload: { prizes: NORTH_RESULT, correct: false },
    });
    expect(recorded.statusCode, recorded.body).toBe(200);
    const settled = await mainBalanceMinor(t, player.id);
    expect(settled).toBeGreaterThan(afterStake);

    const res = await t.app.inject({
      url: '/wps/records/bets',
      query: { from: '2030-06-30T00:00:00Z', to: '2030-07-03T00:00:00Z', game: code },
      headers: { authorization: player.authorization },
    });
    expect(res.statusCode, res.body).toBe(200);
    const items = res.json().value.items as {
      payout: number;
      status: string;
      balanceBeforeMinor: number;
      balanceAfterMinor: number;
    }[];
    expect(items).toHaveLength(3);
    expect(items.every((bet) => bet.status === 'settled' && bet.balanceBeforeMinor === FUNDS)).toBe(true);
    // lô 21 and lô 65 win, lô 99 loses.
    const after = (won: boolean) => items.filter((bet) => bet.payout > 0 === won).map((bet) => bet.balanceAfterMinor);
    expect(after(true)).toEqual([settled, settled]);
    expect(after(false)).toEqual([afterStake]);
  });
});
