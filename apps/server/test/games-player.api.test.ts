import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, encryptFor, operatorAuth, registerMember, type TestApp } from './test-app.ts';
import { ensureCatalogGame } from './support/seamless-client.ts';

let t: TestApp;
let admin: { authorization: string };
let alice: { authorization: string };
let bob: { authorization: string };
let trial: { authorization: string };
beforeAll(async () => {
  t = await createTestApp({ env: { SEED_DEMO: true } });
  admin = await operatorAuth(t.app);
  alice = { authorization: (await registerMember(t.app)).authorization };
  bob = { authorization: (await registerMember(t.app)).authorization };
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

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, who?: { authorization: string }, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: { language: 'en', ...(who ?? {}) },
    payload: payload as never,
  });
const favorite = (who: { authorization: string } | undefined, action: 'add' | 'remove', nodeId: string, extra = {}) => {
  const [vendor] = nodeId.split(':');
  return call('POST', `/wps/games/favorites/${action}`, who, { nodeId, vendor, gameType: 'RNG', ...extra });
};
const ids = async (who: { authorization: string }) =>
  (await call('GET', '/wps/games/favorites/ids', who)).json().value as string[];

describe('favorites', () => {
  it('need a member token, and refuse a trial account with TRUE_ACCOUNT_REQUIRED', async () => {
    expect((await favorite(undefined, 'add', 'INHOUSE:dice')).statusCode).toBe(401);
    expect((await call('GET', '/wps/games/favorites')).statusCode).toBe(401);
    for (const res of [
      await favorite(trial, 'add', 'INHOUSE:dice'),
      await call('GET', '/wps/games/favorites', trial),
      await call('GET', '/wps/games/favorites/ids', trial),
      await call('GET', '/wps/games/recent', trial),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('TRUE_ACCOUNT_REQUIRED');
    }
  });

  it('adds, lists newest first, adds twice as once, and removes', async () => {
    expect((await favorite(alice, 'add', 'INHOUSE:dice')).json().value).toEqual({
      nodeId: 'INHOUSE:dice',
      favorite: true,
    });
    await favorite(alice, 'add', 'PGSOFT:jade-koi');
    await favorite(alice, 'add', 'INHOUSE:dice');
    expect(await ids(alice)).toEqual(['PGSOFT:jade-koi', 'INHOUSE:dice']);
    const page = await call('GET', '/wps/games/favorites?clientType=3&platform=flash&language=en&gameType=RNG', alice);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json().value).toMatchObject({ totalPages: 1, total: 2 });
    expect(page.json().value.content.map((g: { nodeId: string }) => g.nodeId)).toEqual([
      'PGSOFT:jade-koi',
      'INHOUSE:dice',
    ]);
    const removed = await favorite(alice, 'remove', 'PGSOFT:jade-koi');
    expect(removed.json().value).toEqual({ nodeId: 'PGSOFT:jade-koi', favorite: false });
    expect(await ids(alice)).toEqual(['INHOUSE:dice']);
  });

  it("never touches another player's favorites", async () => {
    await favorite(alice, 'add', 'INHOUSE:mines');
    const before = await ids(alice);
    expect(before).toContain('INHOUSE:mines');
    // Bob removing the same game changes only Bob's (empty) list.
    expect((await favorite(bob, 'remove', 'INHOUSE:mines')).statusCode).toBe(200);
    expect(await ids(alice)).toEqual(before);
    expect(await ids(bob)).toEqual([]);
  });

  it('refuses an unknown game (404) and a vendor or gameType that is not the game’s (400)', async () => {
    expect((await favorite(alice, 'add', 'PGSOFT:nope')).statusCode).toBe(404);
    const wrong = await favorite(alice, 'add', 'INHOUSE:dice', { vendor: 'PGSOFT', gameType: 'LIVE' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().value.fields).toEqual({ vendor: 'INVALID_VALUE', gameType: 'INVALID_VALUE' });
    const bad = await call('POST', '/wps/games/favorites/add', alice, { nodeId: 'a b', vendor: 'x', gameType: 'RNG' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().value.fields).sort()).toEqual(['nodeId', 'vendor']);
  });
});

describe('GET /wps/game/launchGame', () => {
  const launch = (query: string, who: { authorization: string } | null = alice) =>
    call('GET', `/wps/game/launchGame?${query}`, who ?? undefined);

  it('needs a token', async () => {
    expect((await launch('nodeId=INHOUSE:dice', null)).statusCode).toBe(401);
  });

  it('refuses input without a game with VALIDATION_FAILED and an unknown game with 404', async () => {
    expect((await launch('platform=html5-desktop')).statusCode).toBe(400);
    expect((await launch('gameId=dice')).statusCode).toBe(400);
    expect((await launch('launchMode=popup&nodeId=INHOUSE:dice')).statusCode).toBe(400);
    expect((await launch('nodeId=INHOUSE:nope')).statusCode).toBe(404);
    expect((await launch('gameId=nope&vassalage=INHOUSE')).statusCode).toBe(404);
  });

  it('answers GAME_UNAVAILABLE for a third-party game whose vendor has no adapter configured, recording nothing', async () => {
    // A vendor the operator added to the catalog that no adapter (and no demo stand-in) plays.
    await ensureCatalogGame(t, 'NO_ADAPTER', 'lonely-slot', 10);
    const listed = (await call('GET', '/lgw/games/list?vassalage=NO_ADAPTER')).json().value.games;
    expect(listed).toEqual([expect.objectContaining({ code: 'lonely-slot', available: false })]);
    const res = await launch('gameId=lonely-slot&vassalage=NO_ADAPTER&platform=html5-desktop&language=en');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ success: false, code: 'GAME_UNAVAILABLE' });
    const recent = await call('GET', '/wps/games/recent', alice);
    expect(recent.json().value.list.map((g: { code: string }) => g.code)).not.toContain('lonely-slot');
  });

  it('answers GAME_UNAVAILABLE for a disabled game or vendor', async () => {
    await call('PATCH', '/admin/api/games/INHOUSE:mines', admin, { enabled: false });
    expect((await launch('nodeId=INHOUSE:mines')).json().code).toBe('GAME_UNAVAILABLE');
    await call('PATCH', '/admin/api/games/INHOUSE:mines', admin, { enabled: true });
    await call('PATCH', '/admin/api/games/vendors/AURORA_LIVE', admin, { enabled: false });
    expect((await launch('gameId=auto-roulette&vassalage=AURORA_LIVE')).json().code).toBe('GAME_UNAVAILABLE');
    await call('PATCH', '/admin/api/games/vendors/AURORA_LIVE', admin, { enabled: true });
  });

  it('answers GAME_MAINTENANCE with other popular games (not the one asked for)', async () => {
    await call('PATCH', '/admin/api/games/INHOUSE:baccarat', admin, { maintenance: true });
    const res = await launch('nodeId=INHOUSE:baccarat');
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('GAME_MAINTENANCE');
    const popular = res.json().value.popular as { nodeId: string; available: boolean; maintenance: boolean }[];
    expect(popular.map((g) => g.nodeId)).not.toContain('INHOUSE:baccarat');
    for (const game of popular) expect(game).toMatchObject({ available: true, maintenance: false });
    await call('PATCH', '/admin/api/games/INHOUSE:baccarat', admin, { maintenance: false });
    await call('PATCH', '/admin/api/games/vendors/INHOUSE', admin, { maintenance: true });
    expect((await launch('nodeId=INHOUSE:dice')).json().code).toBe('GAME_MAINTENANCE');
    await call('PATCH', '/admin/api/games/vendors/INHOUSE', admin, { maintenance: false });
  });

  it('sends a lottery entry to the lottery launcher and records it as recent', async () => {
    const res = await launch('nodeId=TCG_SEA:sea-lottery');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value).toMatchObject({
      nodeId: 'TCG_SEA:sea-lottery',
      game_url: null,
      lottery: { path: '/lottery', gameCode: 'sea-lottery' },
    });
    const recent = (await call('GET', '/wps/games/recent?pageNo=1&pageSize=10', alice)).json().value;
    expect(recent.list[0]).toMatchObject({ nodeId: 'TCG_SEA:sea-lottery' });
    expect(recent).toMatchObject({ totalPages: 1, total: 1 });
  });

  it('sends a TCG_LOTTO_VN vendor entry to the Vietnamese lottery page', async () => {
    await call('POST', '/admin/api/games/vendors', admin, {
      code: 'TCG_LOTTO_VN',
      name: 'VN Lotto',
      walletModel: 'transfer',
      accountTypeName: 'TCG_LOTTO_VN',
    });
    const created = await call('POST', '/admin/api/games/bulk', admin, {
      games: [
        {
          nodeId: 'TCG_LOTTO_VN:mb',
          vendor: 'TCG_LOTTO_VN',
          gameCode: 'mb',
          category: 'LOTT',
          name: { en: 'North lottery' },
          gameType: 'LOTT',
        },
      ],
    });
    expect(created.json().value.created).toBe(1);
    const res = await launch('nodeId=TCG_LOTTO_VN:mb');
    expect(res.json().value.lottery).toEqual({ path: '/vnlottery', gameCode: 'mb', playType: null });
  });

  it('launches an in-house game through the providers module into the studio page, recorded as recent', async () => {
    const list = (await call('GET', '/lgw/games/list?vassalage=INHOUSE')).json().value.games;
    for (const game of list) expect(game.available).toBe(true);
    const res = await launch('nodeId=INHOUSE:dice&platform=html5-desktop&launchMode=mini&language=pt-BR');
    expect(res.statusCode, res.body).toBe(200);
    const value = res.json().value;
    expect(value).toMatchObject({ nodeId: 'INHOUSE:dice', vassalage: 'INHOUSE', launchMode: 'mini', lottery: null });
    expect(new URL(value.game_url).pathname).toBe('/studio/play/dice');
    const again = await launch('nodeId=INHOUSE:dice');
    expect(again.json().value.game_url).not.toBe(value.game_url);
    const recent = (await call('GET', '/wps/games/recent', alice)).json().value;
    expect(recent.list[0]).toMatchObject({ nodeId: 'INHOUSE:dice' });
    expect(recent.list.filter((g: { nodeId: string }) => g.nodeId === 'INHOUSE:dice')).toHaveLength(1);
  });

  it('lets a trial account launch (free play) without a recent list', async () => {
    const res = await launch('nodeId=TCG_SEA:sea-lottery', trial);
    expect(res.statusCode, res.body).toBe(200);
  });
});

describe('GET /wps/game/pvp/rooms', () => {
  it('needs a token; lists the enabled rooms of enabled PvP vendors', async () => {
    expect((await call('GET', '/wps/game/pvp/rooms')).statusCode).toBe(401);
    // The demo showcase seeds CARD_HALL's tables; every room listed is of an enabled vendor.
    const seeded = (await call('GET', '/wps/game/pvp/rooms', alice)).json().value as {
      roomId: string;
      vassalage: string;
    }[];
    expect(seeded.every((r) => r.vassalage === 'CARD_HALL')).toBe(true);
    expect(seeded.map((r) => r.roomId)).not.toContain('tl-1');
    const put = await call('PUT' as 'POST', '/admin/api/games/pvp-rooms', admin, {
      vendor: 'CARD_HALL',
      roomCode: 'tl-1',
      gameCode: 'tien-len',
      name: { en: 'Tien Len beginners', 'pt-BR': 'Tien Len iniciantes' },
      minBet: 1,
    });
    expect(put.statusCode, put.body).toBe(200);
    const rooms = (await call('GET', '/wps/game/pvp/rooms?vassalage=CARD_HALL', alice)).json().value;
    expect(rooms).toHaveLength(seeded.length + 1);
    expect(rooms).toContainEqual({
      roomId: 'tl-1',
      vassalage: 'CARD_HALL',
      gameCode: 'tien-len',
      name: 'Tien Len beginners',
      minBet: 1,
      // The demo transfer vendor plays CARD_HALL's games.
      available: true,
    });
  });
});
