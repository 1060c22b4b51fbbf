import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoLottery } from '../src/seed/demo-lottery.ts';
import { fundedPlayer, mainBalanceMinor, placeSlip, tick, type Player, adminAuth } from './lottery-helpers.ts';
import { createTestApp, expectLedgerReconciles, manualClock, type TestApp } from './test-app.ts';

/*
 * The demo brand's lottery end to end: the demo feed settles the Vietnamese draws without an
 * operator, the fast games draw by themselves, and the read calls show it all.
 */
// Tuesday 2030-06-18, 08:00 in Vietnam: XSMN (16:15) draws Bến Tre, Vũng Tàu, Bạc Liêu today.
const clock = manualClock(new Date('2030-06-18T01:00:00Z'));
let t: TestApp;
let player: Player;

beforeAll(async () => {
  // Sessions outlive the clock's jumps of hours.
  t = await createTestApp({
    clock,
    env: { SEED_DEMO: true, MEMBER_SESSION_IDLE_MINUTES: 10_000, OPERATOR_SESSION_IDLE_MINUTES: 10_000 },
  });
  await tick(t);
  player = await fundedPlayer(t, 1_000_000);
});
afterAll(async () => {
  if (t) await expectLedgerReconciles(t.database);
  await t?.close();
});

const get = (url: string, authorization?: string) =>
  t.app.inject({ url, headers: authorization ? { authorization } : {} });

describe('the demo lottery', () => {
  it('seeds seven games once and lists them in the lobby with their open periods', async () => {
    await seedDemoLottery(t.database.db);
    const lobby = (await get('/lgw/lottery/lobby')).json().value as {
      gameCode: string;
      current: { issue: string; stationCode: string | null }[];
    }[];
    expect(lobby.map((g) => g.gameCode)).toEqual(['XSMB', 'XSMN', 'XSMT', 'MB45S', 'MB1M', 'KENO3M', 'DIGIT5M']);
    const xsmn = lobby.find((g) => g.gameCode === 'XSMN')!;
    expect(xsmn.current.map((p) => p.issue)).toEqual(['20300618-BTR', '20300618-VT', '20300618-BL']);
    expect(lobby.find((g) => g.gameCode === 'XSMB')!.current.map((p) => p.stationCode)).toEqual(['QN']);

    const menu = await get('/lgw/vn/games/game_menu', player.authorization);
    expect(menu.statusCode).toBe(200);
    const xsmb = menu.json().value.find((g: { gameCode: string }) => g.gameCode === 'XSMB');
    expect(xsmb.betTypes.find((b: { code: string }) => b.code === 'lo2')).toMatchObject({ stakeFactor: 27, odds: 98 });
    expect((await get('/lgw/vn/games/game_menu')).statusCode).toBe(401);
  });

  it('names the games in the request language, in the lobby, a game, the menu and the recent list', async () => {
    const named = (url: string, language: string, authorization?: string) =>
      t.app.inject({ url, headers: { language, ...(authorization ? { authorization } : {}) } });
    const nameOf = (list: { gameCode: string; name: string }[], code: string) =>
      list.find((g) => g.gameCode === code)?.name;
    const lobby = (language: string) => named('/lgw/lottery/lobby', language).then((r) => r.json().value);
    expect(nameOf(await lobby('pt-BR'), 'DIGIT5M')).toBe('5D 5 minutos');
    expect(nameOf(await lobby('en'), 'KENO3M')).toBe('Keno 3 minutes');
    expect(nameOf(await lobby('vi'), 'XSMB')).toBe('Xổ số Miền Bắc');
    expect((await named('/lgw/lottery/games/MB45S', 'zh-CN')).json().value.name).toBe('北部 45 秒彩');
    const menu = (await named('/lgw/vn/games/game_menu', 'id', player.authorization)).json().value;
    expect(nameOf(menu, 'XSMN')).toBe('Lotre Vietnam Selatan');
  });

  it('settles a Vietnamese bet from the demo feed and shows it in the betting record and profit and loss', async () => {
    const placed = await placeSlip(t, player, {
      gameCode: 'XSMN',
      issue: '20300618-VT',
      lines: [{ type: 'lo2', numbers: [], quickPick: 3, unit: 1 }],
    });
    expect(placed.statusCode, placed.body).toBe(200);
    expect(placed.json().value.bets).toHaveLength(3);
    const recent = (await get('/lgw/vn/games/recent', player.authorization)).json().value;
    expect(recent).toMatchObject([{ gameCode: 'XSMN', market: 'XSMN' }]);
    const recentPt = await t.app.inject({
      url: '/lgw/vn/games/recent',
      headers: { authorization: player.authorization, language: 'pt-BR' },
    });
    expect(recentPt.json().value).toMatchObject([{ gameCode: 'XSMN', name: 'Loteria do Sul' }]);

    clock.set('2030-06-18T09:16:00Z');
    const report = await tick(t);
    expect(report.drawn).toBeGreaterThanOrEqual(3);
    const opened = (await get('/lgw/vn/numeros/opened/game?count=100')).json().value as {
      issue: string;
      resultSource: string;
      result: Record<string, string[]>;
    }[];
    const vt = opened.find((p) => p.issue === '20300618-VT')!;
    expect(vt.resultSource).toBe('demo_feed');
    expect(vt.result.special![0]).toMatch(/^\d{6}$/);
    expect(vt.result.eighth![0]).toMatch(/^\d{2}$/);

    const slip = (await get('/lgw/lottery/bets?gameCode=XSMN', player.authorization)).json().value.items[0];
    expect(slip.bets.every((b: { status: string }) => b.status === 'settled')).toBe(true);
    const endings = Object.values(vt.result)
      .flat()
      .map((n) => n.slice(-2));
    const expected = slip.bets.reduce(
      (sum: number, b: { picks: string }) => sum + endings.filter((e) => e === b.picks).length * 98,
      0,
    );
    expect(slip.payout).toBe(expected);
    expect(await mainBalanceMinor(t, player.id)).toBe(1_000_000 - 5400 + expected * 100);

    const from = '2030-06-17T00:00:00.000Z';
    const to = '2030-06-20T00:00:00.000Z';
    const record = (await get(`/wps/records/bets?from=${from}&to=${to}`, player.authorization)).json().value;
    expect(record.items).toHaveLength(3);
    expect(record.items[0]).toMatchObject({ product: 'LOTT', vendor: 'LOTTERY', gameCode: 'XSMN', status: 'settled' });
    const profit = (await get(`/wps/records/profit?from=${from}&to=${to}&tzOffset=420`, player.authorization)).json()
      .value;
    expect(profit.rows).toMatchObject([{ product: 'LOTT', bets: 54, wins: expected }]);
  });

  it('draws the fast games by themselves and answers results, trends and the latest numbers', async () => {
    for (let i = 0; i < 6; i++) {
      clock.advance(60_000);
      await tick(t);
    }
    const history = (await get('/lgw/lottery/games/MB1M/results?pageSize=5')).json().value;
    expect(history.items).toHaveLength(5);
    expect(history.total).toBeGreaterThanOrEqual(6);
    const trend = (await get('/lgw/lottery/games/MB1M/trend?periods=5')).json().value;
    expect(trend).toMatchObject({ gameCode: 'MB1M', periods: 5, kind: 'ending2' });
    expect(trend.numbers).toHaveLength(100);
    expect(trend.numbers.reduce((s: number, n: { frequency: number }) => s + n.frequency, 0)).toBe(27 * 5);
    const latest = history.items[0].result;
    const seen = new Set(
      Object.values(latest as Record<string, string[]>)
        .flat()
        .map((n) => n.slice(-2)),
    );
    for (const n of trend.numbers as { number: string; missing: number }[]) {
      expect(n.missing === 0).toBe(seen.has(n.number));
    }
    const digit = (await get('/lgw/lottery/games/DIGIT5M/trend')).json().value;
    expect(digit.numbers).toHaveLength(50);
    const numeros = (await get('/lotto/lgw/games/opened/numero', player.authorization)).json().value;
    // XSMT (17:15) and XSMB (18:15) have not drawn yet at 16:22 in Vietnam.
    expect(numeros.map((p: { gameCode: string }) => p.gameCode).sort()).toEqual([
      'DIGIT5M',
      'KENO3M',
      'MB1M',
      'MB45S',
      'XSMN',
    ]);
    expect((await get('/lgw/lottery/games/NOPE/trend')).statusCode).toBe(404);
  });

  it('lets the operator change odds and limits for later bets', async () => {
    const admin = await adminAuth(t);
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/admin/api/lottery/games/MB1M',
      headers: admin,
      payload: { liabilityLimit: 5000, betTypes: { de: { odds: 90, maxUnit: 50 }, lo2: { enabled: false } } },
    });
    expect(res.statusCode, res.body).toBe(200);
    const de = res.json().value.betTypes.find((b: { code: string }) => b.code === 'de');
    expect(de).toMatchObject({ odds: 90, maxUnit: 50 });
    const bad = await t.app.inject({
      method: 'PATCH',
      url: '/admin/api/lottery/games/MB1M',
      headers: admin,
      payload: { betTypes: { nope: { odds: 2 } } },
    });
    expect(Object.keys(bad.json().value.fields)).toEqual(['betTypes.nope']);
    player = await fundedPlayer(t, 100_000);
    const off = await placeSlip(t, player, { gameCode: 'MB1M', lines: [{ type: 'lo2', numbers: ['01'], unit: 1 }] });
    expect(off.json().value.fields).toEqual({ 'lines.0.type': 'INVALID_VALUE' });
    const over = await placeSlip(t, player, { gameCode: 'MB1M', lines: [{ type: 'de', numbers: ['01'], unit: 51 }] });
    expect(over.json().value.fields).toEqual({ 'lines.0.unit': 'TOO_BIG' });
    const ok = await placeSlip(t, player, { gameCode: 'MB1M', lines: [{ type: 'de', numbers: ['01'], unit: 50 }] });
    expect(ok.statusCode, ok.body).toBe(200);
    // 50 × 90 = 4,500 of the 5,000 limit taken: another 10 × 90 passes it.
    const limited = await placeSlip(t, player, {
      gameCode: 'MB1M',
      lines: [{ type: 'de', numbers: ['01'], unit: 10 }],
    });
    expect(limited.json()).toMatchObject({ code: 'LOTTERY_LIABILITY_EXCEEDED', value: { outcomes: ['DE:01'] } });
  });
});
