import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  betPayouts,
  createGame,
  fundedPlayer,
  mainBalanceMinor,
  NORTH_RESULT,
  openPeriodOf,
  placeSlip,
  settleWith,
  tick,
  type Player,
  adminAuth,
} from './lottery-helpers.ts';
import { createTestApp, expectLedgerReconciles, manualClock, type TestApp } from './test-app.ts';

/*
 * Settlement of every bet type against hand-checked results, one market at a time. Units are
 * 1.00 (100 minor units), multiplier 1: a bet costs 100 × its stake factor; a hit pays 100 × odds.
 */

const clock = manualClock(new Date('2030-06-15T12:00:00Z'));
let t: TestApp;
let player: Player;
const FUNDS = 10_000_000;

beforeAll(async () => {
  t = await createTestApp({ clock, env: { OPERATOR_SESSION_IDLE_MINUTES: 100_000 } });
});
afterAll(async () => {
  if (t) await expectLedgerReconciles(t.database);
  await t?.close();
});

const line = (type: string, numbers: string[], extra: Record<string, unknown> = {}) => ({
  type,
  numbers,
  unit: 1,
  multiplier: 1,
  ...extra,
});

/** Places the lines as one slip and answers each bet's [type, picks, stake, payout] after `settle`. */
async function slipOutcome(gameCode: string, lines: unknown[], settle: () => Promise<void>) {
  // A fresh player each time: the test clock jumps past a session's idle limit between tests.
  player = await fundedPlayer(t, FUNDS);
  const res = await placeSlip(t, player, { gameCode, lines });
  expect(res.statusCode, res.body).toBe(200);
  const slipId = res.json().value.slipId as number;
  await settle();
  return (await betPayouts(t, slipId)).map((b) => [b.bet_type, b.picks, b.stake_minor, b.payout_minor]);
}

describe('XSMB (north, 27 numbers)', () => {
  // special 98765; 65 ends four prizes (special, first, sixth 765, seventh 65); 765 ends two.
  const result = NORTH_RESULT;

  it('pays lô per occurrence, đề on the special, đề đầu on the seventh prize, xiên once, lô trượt on absence', async () => {
    const code = await createGame(t, 'XSMB');
    await tick(t);
    const period = await openPeriodOf(t, code);
    expect(period.issue).toBe('20300616');
    expect(period.station_code).toBe('TB');
    const outcome = await slipOutcome(
      code,
      [
        line('lo2', ['65', '99']),
        line('lo3', ['765']),
        line('de', ['65', '01']),
        line('de_dau', ['65', '21', '01']),
        line('dau', ['6', '5']),
        line('duoi', ['5']),
        line('cang3', ['765', '265']),
        line('xien2', ['65', '01']),
        line('xien2', ['65', '99']),
        line('xien3', ['01', '02', '23']),
        line('xien4', ['01', '02', '03', '99']),
        line('lo_truot4', ['90', '91', '92', '93']),
        line('lo_truot4', ['90', '91', '92', '01']),
        line('lo_truot8', ['24', '25', '26', '27', '28', '29', '30', '31']),
        line('lo_truot10', ['24', '25', '26', '27', '28', '29', '30', '31', '32', '33']),
      ],
      async () => {
        clock.set('2030-06-16T11:20:00Z');
        await tick(t);
        const res = await t.app.inject({
          method: 'POST',
          url: `/admin/api/lottery/periods/${period.id}/result`,
          headers: await adminAuth(t),
          payload: { prizes: result },
        });
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json().value.settlement).toMatchObject({ round: 1, bets: 21 });
      },
    );
    expect(outcome).toEqual([
      ['lo2', '65', 2700, 39_200],
      ['lo2', '99', 2700, 0],
      ['lo3', '765', 2300, 180_000],
      ['de', '65', 100, 9500],
      ['de', '01', 100, 0],
      ['de_dau', '65', 400, 9500],
      ['de_dau', '21', 400, 9500],
      ['de_dau', '01', 400, 0],
      ['dau', '6', 100, 950],
      ['dau', '5', 100, 0],
      ['duoi', '5', 100, 950],
      ['cang3', '765', 100, 90_000],
      ['cang3', '265', 100, 0],
      ['xien2', '65,01', 100, 1700],
      ['xien2', '65,99', 100, 0],
      ['xien3', '01,02,23', 100, 6500],
      ['xien4', '01,02,03,99', 100, 0],
      ['lo_truot4', '90,91,92,93', 100, 290],
      ['lo_truot4', '90,91,92,01', 100, 0],
      ['lo_truot8', '24,25,26,27,28,29,30,31', 100, 910],
      ['lo_truot10', '24,25,26,27,28,29,30,31,32,33', 100, 1640],
    ]);
    const stake = outcome.reduce((s, b) => s + Number(b[2]), 0);
    const payout = outcome.reduce((s, b) => s + Number(b[3]), 0);
    expect(await mainBalanceMinor(t, player.id)).toBe(FUNDS - stake + payout);
  });
});

describe('XSMN (south, 18 numbers per station)', () => {
  // special 123456; 56 ends five prizes, 456 ends four (the eighth has two digits only).
  const result = {
    special: ['123456'],
    first: ['65456'],
    second: ['00001'],
    third: ['00002', '00003'],
    fourth: ['00004', '00005', '00006', '00007', '00008', '00009', '00010'],
    fifth: ['0011'],
    sixth: ['0012', '0013', '0456'],
    seventh: ['456'],
    eighth: ['56'],
  };

  it('uses the southern stake factors and odds, and the eighth prize for đề đầu', async () => {
    const code = await createGame(t, 'XSMN');
    clock.set('2030-06-16T12:00:00Z');
    await tick(t);
    const period = await openPeriodOf(t, code);
    // Monday 17 June 2030: TP. Hồ Chí Minh, Đồng Tháp, Cà Mau; one period per station.
    expect(period.issue).toMatch(/^20300617-(HCM|DT|CM)$/);
    const outcome = await slipOutcome(
      code,
      [
        line('lo2', ['56']),
        line('lo3', ['456']),
        line('de', ['56']),
        line('de_dau', ['56', '12']),
        line('xien2', ['56', '01']),
        line('lo_truot4', ['90', '91', '92', '93']),
      ],
      async () => {
        clock.set('2030-06-17T09:20:00Z');
        await tick(t);
        const res = await t.app.inject({
          method: 'POST',
          url: '/admin/api/lottery/results/import',
          headers: await adminAuth(t),
          payload: { market: 'XSMN', date: '2030-06-17', station: period.station_code, prizes: result },
        });
        expect(res.statusCode, res.body).toBe(200);
      },
    );
    expect(outcome).toEqual([
      ['lo2', '56', 1800, 49_000],
      ['lo3', '456', 1700, 360_000],
      ['de', '56', 100, 9500],
      ['de_dau', '56', 100, 9500],
      ['de_dau', '12', 100, 0],
      ['xien2', '56,01', 100, 3400],
      ['lo_truot4', '90,91,92,93', 100, 200],
    ]);
  });
});

describe('fast games', () => {
  it('keno: pick 1–10 by the pay table, big / small and odd / even on the sum against 810', async () => {
    const code = await createGame(t, 'KENO');
    await tick(t);
    const period = await openPeriodOf(t, code);
    const balls = Array.from({ length: 20 }, (_, i) => String(i + 1).padStart(2, '0'));
    const outcome = await slipOutcome(
      code,
      [
        line('keno_pick', ['1', '02', '3', '30']),
        line('keno_pick', ['05']),
        line('big_small', ['SMALL', 'BIG']),
        line('odd_even', ['even']),
      ],
      async () => {
        await settleWith(
          t,
          period.id,
          balls.map((number, i) => ({ prize: 0, idx: i + 1, number })),
          clock,
        );
      },
    );
    // Four picks, three hits: 5×; one pick, one hit: 3.6×; the sum 210 is small and even: 1.95×.
    expect(outcome).toEqual([
      ['keno_pick', '01,02,03,30', 100, 500],
      ['keno_pick', '05', 100, 360],
      ['big_small', 'SMALL', 100, 195],
      ['big_small', 'BIG', 100, 0],
      ['odd_even', 'EVEN', 100, 195],
    ]);
  });

  it('digit game: a ball’s number, a ball’s big / small and odd / even, and the sum’s', async () => {
    const code = await createGame(t, 'DIGIT5');
    await tick(t);
    const period = await openPeriodOf(t, code);
    const outcome = await slipOutcome(
      code,
      [
        line('number', ['7'], { position: 2 }),
        line('number', ['7'], { position: 1 }),
        line('big_small', ['BIG'], { position: 4 }),
        line('big_small', ['BIG'], { position: 1 }),
        line('big_small', ['BIG']),
        line('odd_even', ['EVEN']),
        line('odd_even', ['ODD'], { position: 5 }),
      ],
      async () => {
        const digits = ['3', '7', '0', '9', '5'];
        await settleWith(
          t,
          period.id,
          digits.map((number, i) => ({ prize: 0, idx: i + 1, number })),
          clock,
        );
      },
    );
    // Balls 3 7 0 9 5, sum 24: big (≥ 23) and even.
    expect(outcome).toEqual([
      ['number', '7', 100, 980],
      ['number', '7', 100, 0],
      ['big_small', 'BIG', 100, 198],
      ['big_small', 'BIG', 100, 0],
      ['big_small', 'BIG', 100, 198],
      ['odd_even', 'EVEN', 100, 198],
      ['odd_even', 'ODD', 100, 198],
    ]);
  });
});
