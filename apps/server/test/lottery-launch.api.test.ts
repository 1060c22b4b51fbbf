import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGame, tick } from './lottery-helpers.ts';
import { createTestApp, encryptFor, manualClock, registerMember, type TestApp } from './test-app.ts';

/* POST /lgw/lottery/launch/v2: the server chooses the lottery page of a game. */
const clock = manualClock(new Date('2030-06-18T01:00:00Z'));
let t: TestApp;
let member: { authorization: string };
let trial: { authorization: string };

beforeAll(async () => {
  t = await createTestApp({ clock, env: { SEED_DEMO: true } });
  await tick(t);
  member = { authorization: (await registerMember(t.app)).authorization };
  const login = await t.app.inject({
    method: 'POST',
    url: '/wps/session/login/freeplay',
    payload: await encryptFor(t.app, { os: 'web', platform: 'web' }),
  });
  trial = { authorization: `Bearer ${login.json().value.token}` };
});
afterAll(async () => {
  await t?.close();
});

const launch = (payload: unknown, who: { authorization?: string } = member, language = 'en') =>
  t.app.inject({
    method: 'POST',
    url: '/lgw/lottery/launch/v2',
    headers: { language, ...who },
    payload: payload as never,
  });

/** The game's bet types in menu order, as the game call lists them. */
async function betTypesOf(gameCode: string): Promise<string[]> {
  const res = await t.app.inject({ url: `/lgw/lottery/games/${gameCode}` });
  return (res.json().value.betTypes as { code: string }[]).map((b) => b.code);
}

describe('POST /lgw/lottery/launch/v2', () => {
  it("answers a fast game's /lottery address with its default play type", async () => {
    const [first] = await betTypesOf('MB45S');
    const res = await launch({ gameCode: 'MB45S', platform: 'html5-desktop', launchMode: 'iframe' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toMatchObject({
      success: true,
      value: { url: `/lottery?gameCode=MB45S&playType=${first}`, gameCode: 'MB45S', playType: first, language: 'en' },
    });
  });

  it('keeps the play type asked for, and refuses one the game does not offer', async () => {
    const types = await betTypesOf('KENO3M');
    const chosen = types[types.length - 1]!;
    const res = await launch({ gameCode: 'KENO3M', playType: chosen });
    expect(res.json().value).toMatchObject({ url: `/lottery?gameCode=KENO3M&playType=${chosen}`, playType: chosen });
    const wrong = await launch({ gameCode: 'KENO3M', playType: 'xien4' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      success: false,
      code: 'VALIDATION_FAILED',
      value: { fields: { playType: 'INVALID_VALUE' } },
    });
  });

  it('sends a Vietnamese market to /vnlottery in the language of the Language header', async () => {
    const [first] = await betTypesOf('XSMN');
    const vi = await launch({ gameCode: 'XSMN', launchMode: 'iframe' }, member, 'vi');
    expect(vi.statusCode, vi.body).toBe(200);
    expect(vi.json().value).toEqual({
      url: '/vnlottery?gameCode=XSMN',
      gameCode: 'XSMN',
      playType: first,
      language: 'vi',
    });
    const zh = await launch({ gameCode: 'XSMB' }, member, 'zh-CN');
    expect(zh.json().value).toMatchObject({ url: '/vnlottery?gameCode=XSMB', language: 'zh-CN' });
  });

  it("opens the first fast game for the catalog's lottery entry (the TCG_SEA card)", async () => {
    const [first] = await betTypesOf('MB45S');
    const res = await launch({ gameCode: 'sea-lottery', launchMode: 'iframe' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value).toMatchObject({ url: `/lottery?gameCode=MB45S&playType=${first}`, gameCode: 'MB45S' });
  });

  it('lets a trial account launch, as the games launch does', async () => {
    const res = await launch({ gameCode: 'DIGIT5M' }, trial);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value.url).toMatch(/^\/lottery\?gameCode=DIGIT5M&playType=/);
  });

  it('answers NOT_FOUND for an unknown game, GAME_UNAVAILABLE for a disabled one, GAME_MAINTENANCE for an entry under maintenance', async () => {
    const unknown = await launch({ gameCode: 'NOPE' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });

    const code = await createGame(t, 'KENO');
    await t.database.db.updateTable('lottery_games').set({ enabled: false }).where('code', '=', code).execute();
    const disabled = await launch({ gameCode: code });
    expect(disabled.statusCode).toBe(422);
    expect(disabled.json()).toMatchObject({ success: false, code: 'GAME_UNAVAILABLE' });

    const entry = t.database.db.updateTable('games').where('game_code', '=', 'sea-lottery');
    await entry.set({ maintenance: true }).execute();
    const maintenance = await launch({ gameCode: 'sea-lottery' });
    expect(maintenance.json()).toMatchObject({ success: false, code: 'GAME_MAINTENANCE' });
    await entry.set({ maintenance: false, enabled: false }).execute();
    expect((await launch({ gameCode: 'sea-lottery' })).json()).toMatchObject({ code: 'GAME_UNAVAILABLE' });
    await entry.set({ enabled: true }).execute();
  });

  it('refuses a bad body with VALIDATION_FAILED and nothing else', async () => {
    for (const payload of [
      {},
      { gameCode: '' },
      { gameCode: 'MB45S', launchMode: 'popup' },
      { gameCode: 'MB45S', extra: 1 },
      { gameCode: 42 },
    ]) {
      const res = await launch(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    }
  });

  it('needs a token', async () => {
    const res = await launch({ gameCode: 'MB45S' }, {});
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ success: false, code: 'UNAUTHORIZED' });
  });
});
