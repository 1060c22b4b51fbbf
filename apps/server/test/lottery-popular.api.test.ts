import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuth, createGame, fundedPlayer, openPeriodOf, placeSlip, settleWith, tick } from './lottery-helpers.ts';
import { createTestApp, expectLedgerReconciles, manualClock, type TestApp } from './test-app.ts';

/*
 * GET /lgw/games/popular: the brand's lottery games by stake over the last 24 hours (ties in the
 * operator's order), each with its open period and last result; count, prizeMode and language.
 */
const clock = manualClock(new Date('2030-06-15T12:00:00Z'));
let t: TestApp;
let fastA: string;
let fastB: string;
let keno: string;
let north: string;

interface Popular {
  gameCode: string;
  name: string;
  prizeMode: string;
  current: { issue: string; closeAt: string; drawAt: string } | null;
  lastResult: { issue: string; result: Record<string, string[]> } | null;
  recentBets: number;
  recentStake: number;
}

const popular = async (query = '', headers: Record<string, string> = {}) => {
  const res = await t.app.inject({ url: `/lgw/games/popular${query}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value as Popular[];
};
const codes = (list: Popular[]) => list.map((g) => g.gameCode);
/** Only this file's games, in the answer's order. */
const ours = (list: Popular[]) => codes(list).filter((c) => [fastA, fastB, keno, north].includes(c));

beforeAll(async () => {
  t = await createTestApp({
    clock,
    env: { SEED_DEMO: false, OPERATOR_SESSION_IDLE_MINUTES: 100_000, MEMBER_SESSION_IDLE_MINUTES: 100_000 },
  });
  fastA = await createGame(t, 'DIGIT5');
  fastB = await createGame(t, 'DIGIT5');
  keno = await createGame(t, 'KENO');
  north = await createGame(t, 'XSMB');
  // The operator's display order: north, A, B, keno.
  for (const [code, position] of [
    [north, 1],
    [fastA, 2],
    [fastB, 3],
    [keno, 4],
  ] as const) {
    await t.database.db.updateTable('lottery_games').set({ position }).where('code', '=', code).execute();
  }
  await tick(t);
});
afterAll(async () => {
  if (t) await expectLedgerReconciles(t.database);
  await t?.close();
});

describe('GET /lgw/games/popular', () => {
  it('answers the operator order when nobody bet, with each open period, without a token', async () => {
    const list = await popular();
    expect(codes(list)).toEqual([north, fastA, fastB, keno]);
    const a = list.find((g) => g.gameCode === fastA)!;
    expect(a).toMatchObject({ prizeMode: 'Elott', recentBets: 0, recentStake: 0, lastResult: null });
    expect(a.current!.issue).toBe((await openPeriodOf(t, fastA)).issue);
    expect(Date.parse(a.current!.closeAt)).toBeLessThan(Date.parse(a.current!.drawAt));
    expect(list.find((g) => g.gameCode === north)!.prizeMode).toBe('SEA');
  });

  it('orders by the stake of the last 24 hours, ties by bets then display order', async () => {
    const player = await fundedPlayer(t, 1_000_000);
    const bet = async (gameCode: string, unit: number) => {
      const res = await placeSlip(t, player, { gameCode, lines: [{ type: 'big_small', numbers: ['BIG'], unit }] });
      expect(res.statusCode, res.body).toBe(200);
    };
    await bet(keno, 5);
    await bet(fastB, 2);
    await bet(fastA, 1);
    await bet(fastA, 1);
    const list = await popular();
    expect(codes(list)).toEqual([keno, fastA, fastB, north]);
    expect(list[0]).toMatchObject({ recentBets: 1, recentStake: 5 });
    // A equals B in stake; two slips beat one.
    expect(list[1]).toMatchObject({ recentBets: 2, recentStake: 2 });
    expect(list[2]).toMatchObject({ recentBets: 1, recentStake: 2 });
  });

  it('limits to count (default 20) and refuses bad values with a clear error', async () => {
    expect(codes(await popular('?count=2'))).toEqual([keno, fastA]);
    expect(await popular('?count=100&device=WEB')).toHaveLength(4);
    for (const query of ['?count=0', '?count=101', '?count=abc', '?count=1.5', '?prizeMode=XYZ', '?sort=stake']) {
      const res = await t.app.inject({ url: `/lgw/games/popular${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(res.json(), query).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    }
  });

  it('filters by prize mode, within the modes the brand offers', async () => {
    expect(codes(await popular('?prizeMode=SEA'))).toEqual([north]);
    expect(codes(await popular('?prizeMode=Elott'))).toEqual([keno, fastA, fastB]);
    expect(await popular('?prizeMode=Lott')).toEqual([]);
    const headers = await adminAuth(t);
    const set = async (prizeModes: string[]) => {
      const res = await t.app.inject({
        method: 'PATCH',
        url: '/admin/api/settings',
        headers,
        payload: { brand: { prizeModes } },
      });
      expect(res.statusCode, res.body).toBe(200);
    };
    await set(['Lott', 'Elott']);
    expect(ours(await popular())).toEqual([keno, fastA, fastB]);
    expect(await popular('?prizeMode=SEA')).toEqual([]);
    await set(['Lott', 'ZY', 'Elott', 'SEA']);
    // An operator's own mode for a game overrides the market's.
    await t.database.db.updateTable('lottery_games').set({ prize_mode: 'Lott' }).where('code', '=', fastB).execute();
    expect(codes(await popular('?prizeMode=Lott'))).toEqual([fastB]);
    expect(codes(await popular('?prizeMode=Elott'))).toEqual([keno, fastA]);
    await t.database.db.updateTable('lottery_games').set({ prize_mode: null }).where('code', '=', fastB).execute();
  });

  it('names each game in the asked language, else its own name', async () => {
    await t.database.db
      .updateTable('lottery_games')
      .set({ names: JSON.stringify({ en: 'Five digits', th: 'ห้าหลัก' }) })
      .where('code', '=', fastA)
      .execute();
    const name = async (query: string, headers: Record<string, string> = {}) =>
      (await popular(query, headers)).find((g) => g.gameCode === fastA)!.name;
    expect(await name('?language=th')).toBe('ห้าหลัก');
    expect(await name('', { language: 'en' })).toBe('Five digits');
    expect(await name('?language=en', { language: 'th' })).toBe('Five digits');
    expect(await name('?language=vi')).toBe('Test DIGIT5');
  });

  it('shows the last result once a period is drawn, and forgets bets older than the window', async () => {
    const period = await openPeriodOf(t, keno);
    const balls = Array.from({ length: 20 }, (_, i) => String(i + 1).padStart(2, '0'));
    await settleWith(
      t,
      period.id,
      balls.map((number, i) => ({ prize: 0, idx: i + 1, number })),
      clock,
    );
    const entry = (await popular()).find((g) => g.gameCode === keno)!;
    expect(entry.lastResult).toMatchObject({ issue: period.issue, result: { balls } });

    clock.advance(25 * 60 * 60 * 1000);
    await tick(t);
    const later = await popular();
    expect(codes(later)).toEqual([north, fastA, fastB, keno]);
    expect(later.every((g) => g.recentBets === 0)).toBe(true);
    expect(later.find((g) => g.gameCode === keno)!.lastResult!.issue).toBe(period.issue);
  });
});
