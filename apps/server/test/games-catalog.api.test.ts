import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, operatorAuth, type TestApp } from './test-app.ts';
import { bulkGames } from './games-helpers.ts';
import { DEMO_GAME_NAMES } from '../src/seed/demo-game-names.ts';
import { seedDemoGames } from '../src/seed/demo-games.ts';

let t: TestApp;
let admin: { authorization: string };
beforeAll(async () => {
  t = await createTestApp({ env: { SEED_DEMO: true } });
  admin = await operatorAuth(t.app);
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });
const list = async (query: string, headers: Record<string, string> = {}) => {
  const res = await get(`/lgw/games/list?${query}`, headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value as {
    games: {
      nodeId: string;
      name: string;
      vassalage: string;
      available: boolean;
      minBet: number;
      gameClassify: string;
    }[];
    totalPages: number;
    total: number;
    pageNo: number;
  };
};
const adminCall = (method: 'POST' | 'PATCH' | 'PUT' | 'DELETE' | 'GET', url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: admin, payload: payload as never });

describe('GET /lgw/games/game_menus', () => {
  it('lists the seeded categories with their vendor cards, in the spec order', async () => {
    const res = await get('/lgw/games/game_menus');
    expect(res.statusCode).toBe(200);
    const menus = res.json().value as {
      gameCategory: string;
      cards: Record<string, unknown>[];
      gameClassify: string[];
    }[];
    expect(menus.map((m) => m.gameCategory)).toEqual(['ELOTT', 'LIVE', 'SPORTS', 'FISH', 'RNG', 'PVP', 'ESPORTS']);
    const rng = menus.find((m) => m.gameCategory === 'RNG')!;
    expect(rng.cards.map((c) => c.vassalage)).toEqual(['INHOUSE', 'PGSOFT']);
    expect(rng.cards[0]).toMatchObject({ isGame: 'VASSALAGE', isHot: true, accountTypeName: 'INHOUSE', gameCount: 4 });
    expect(rng.gameClassify).toEqual(['ARCADE', 'SLOT', 'TABLE']);
    const sports = menus.find((m) => m.gameCategory === 'SPORTS')!;
    // The demo transfer vendor plays the sportsbook. The lottery vendor has no credentials here, but
    // its entry opens the portal's own lottery launcher (as its launch does), so it is available.
    expect(sports.cards[0]).toMatchObject({ isGame: 'LOBBY', nodeId: 'STADIUM_BOOK:sportsbook', available: true });
    const elott = menus.find((m) => m.gameCategory === 'ELOTT')!;
    expect(elott.cards[0]).toMatchObject({ vassalage: 'TCG_SEA', accountTypeName: 'TCG_SEA', available: true });
    expect((await list('category=ELOTT')).games).toEqual([
      expect.objectContaining({ nodeId: 'TCG_SEA:sea-lottery', available: true }),
    ]);
    // PG Soft has no credentials either: in the demo its catalog plays the demo provider's slot.
    expect(rng.cards[1]).toMatchObject({ vassalage: 'PGSOFT', available: true });
  });

  it('leaves out a category once its last vendor card is gone, and brings it back', async () => {
    const removed = await adminCall('DELETE', '/admin/api/games/vendors/OCEAN_JOY/categories/FISH');
    expect(removed.statusCode, removed.body).toBe(200);
    const menus = (await get('/lgw/games/game_menus')).json().value as { gameCategory: string }[];
    expect(menus.map((m) => m.gameCategory)).not.toContain('FISH');
    const back = await adminCall('PUT', '/admin/api/games/vendors/OCEAN_JOY/categories/FISH', { position: 1 });
    expect(back.statusCode, back.body).toBe(200);
    const again = (await get('/lgw/games/game_menus')).json().value as { gameCategory: string }[];
    expect(again.map((m) => m.gameCategory)).toContain('FISH');
  });

  it("seeding again keeps the operator's edits: a removed card stays removed, a renamed game keeps its name", async () => {
    expect((await adminCall('DELETE', '/admin/api/games/vendors/CARD_HALL/categories/PVP')).statusCode).toBe(200);
    await adminCall('PATCH', '/admin/api/games/PGSOFT:neon-tiger', { name: { en: 'Neon Tiger Deluxe' } });
    await seedDemoGames(t.database.db);
    const menus = (await get('/lgw/games/game_menus')).json().value as { gameCategory: string }[];
    expect(menus.map((m) => m.gameCategory)).not.toContain('PVP');
    expect((await list('gameName=neon', { language: 'en' })).games.map((g) => g.name)).toEqual(['Neon Tiger Deluxe']);
    expect((await adminCall('PUT', '/admin/api/games/vendors/CARD_HALL/categories/PVP', {})).statusCode).toBe(200);
  });

  it('hides the cards of a disabled vendor', async () => {
    await adminCall('PATCH', '/admin/api/games/vendors/CARD_HALL', { enabled: false });
    const menus = (await get('/lgw/games/game_menus')).json().value as { gameCategory: string }[];
    expect(menus.map((m) => m.gameCategory)).not.toContain('PVP');
    await adminCall('PATCH', '/admin/api/games/vendors/CARD_HALL', { enabled: true });
  });
});

describe('GET /lgw/games/list', () => {
  it('pages a category: in-house games first, then PG Soft (played by the demo provider in the demo)', async () => {
    const page = await list('category=RNG&clientType=3&platform=html5-desktop&pageNo=1&pageSize=42', {
      language: 'en',
    });
    expect(page.games.slice(0, 4).map((g) => g.nodeId)).toEqual([
      'INHOUSE:lotus-slot',
      'INHOUSE:dice',
      'INHOUSE:baccarat',
      'INHOUSE:mines',
    ]);
    expect(page.games[0]).toMatchObject({ name: 'Lotus Fortune', gameType: 'RNG', code: 'lotus-slot', minBet: 0.1 });
    const pg = page.games.filter((g) => g.vassalage === 'PGSOFT');
    expect(pg.length).toBe(10);
    for (const game of pg) expect(game.available).toBe(true);
    expect(page).toMatchObject({ pageNo: 1, totalPages: 1, total: 14 });
  });

  it('names games in the request language, with English where a name is missing', async () => {
    const page = await list('vassalage=INHOUSE', { language: 'pt-BR' });
    expect(page.games[0]!.name).toBe('Fortuna de Lótus');
    const th = await list('vassalage=INHOUSE', { language: 'th' });
    expect(th.games[0]!.name).toBe('โชคลาภดอกบัว');
    // The seed names every game in six languages; an operator's English-only name falls back to it.
    await adminCall('PATCH', '/admin/api/games/INHOUSE:dice', { name: { en: 'Lotus Dice Classic' } });
    expect((await list('vassalage=INHOUSE', { language: 'th' })).games[1]!.name).toBe('Lotus Dice Classic');
    await adminCall('PATCH', '/admin/api/games/INHOUSE:dice', {
      name: DEMO_GAME_NAMES.dice,
    });
  });

  it('filters by vendor, classify, min bet, lines and name (in the language or English)', async () => {
    expect((await list('category=RNG&vassalage=PGSOFT')).total).toBe(10);
    expect((await list('category=RNG&vassalage=all')).total).toBe(14);
    expect((await list('category=RNG&gameClassify=TABLE')).games.map((g) => g.nodeId)).toEqual([
      'INHOUSE:dice',
      'INHOUSE:baccarat',
    ]);
    const cheap = await list('category=LIVE&minBet=1');
    expect(cheap.games.every((g) => g.minBet <= 1)).toBe(true);
    expect(cheap.total).toBe(4);
    expect((await list('category=RNG&minLineNum=243')).games.map((g) => g.nodeId)).toEqual([
      'PGSOFT:mahjong-bloom',
      'PGSOFT:panda-feast',
    ]);
    expect((await list('gameName=fortuna', { language: 'pt-BR' })).games.map((g) => g.nodeId)).toEqual([
      'INHOUSE:lotus-slot',
      'PGSOFT:jade-koi',
    ]);
    expect((await list('gameName=koi', { language: 'pt-BR' })).total).toBe(1);
    // LIKE characters are literal.
    expect((await list('gameName=%25')).total).toBe(0);
  });

  it('answers a page past the end with no games and the real page count', async () => {
    const page = await list('category=RNG&pageNo=9&pageSize=5');
    expect(page).toMatchObject({ games: [], pageNo: 9, totalPages: 3, total: 14 });
  });

  it.each([
    'pageSize=0',
    'pageSize=101',
    'pageNo=0',
    'pageNo=abc',
    'vassalage=pgsoft',
    'category=CASINO',
    'minBet=-1',
    'unknown=1',
    `gameName=${'x'.repeat(61)}`,
  ])('refuses %s with VALIDATION_FAILED', async (query) => {
    const res = await get(`/lgw/games/list?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
  });
});

describe('hot games, announcements, new vendors', () => {
  it('lists hot games by rank and drops one under maintenance', async () => {
    const hot = (
      await get('/lgw/games/hot?merchantCode=x&isPlatform=2&platform=flash,html5-desktop&language=en')
    ).json().value as { nodeId: string }[];
    expect(hot.slice(0, 5).map((g) => g.nodeId)).toEqual([
      'INHOUSE:lotus-slot',
      'INHOUSE:dice',
      'INHOUSE:baccarat',
      'INHOUSE:mines',
      'PGSOFT:jade-koi',
    ]);
    await adminCall('PATCH', '/admin/api/games/INHOUSE:dice', { maintenance: true });
    const after = (await get('/lgw/games/hot')).json().value as { nodeId: string }[];
    expect(after.map((g) => g.nodeId)).not.toContain('INHOUSE:dice');
    await adminCall('PATCH', '/admin/api/games/INHOUSE:dice', { maintenance: false });
  });

  it('shows the category announcements and the all-lobby ones, in the request language', async () => {
    const created = await adminCall('POST', '/admin/api/games/announcements', {
      title: { en: 'Weekend cashback', 'pt-BR': 'Cashback de fim de semana' },
      content: { en: 'Every lobby', 'pt-BR': 'Todos os lobbies' },
    });
    expect(created.statusCode, created.body).toBe(200);
    const rng = (await get('/lgw/games/announcements?category=RNG', { language: 'pt-BR' })).json().value as {
      title: string;
    }[];
    expect(rng.map((a) => a.title)).toEqual(
      expect.arrayContaining(['Cashback de fim de semana', 'Fortuna de Lótus chegou']),
    );
    const live = (await get('/lgw/games/announcements?category=LIVE', { language: 'en' })).json().value as {
      title: string;
    }[];
    expect(live.map((a) => a.title)).toEqual(['Weekend cashback']);
    const off = await adminCall('PATCH', `/admin/api/games/announcements/${created.json().value.id}`, {
      enabled: false,
    });
    expect(off.statusCode).toBe(200);
    expect((await get('/lgw/games/announcements?category=LIVE')).json().value).toEqual([]);
  });

  it('lists the vendors tagged new', async () => {
    const vendors = (await get('/lgw/games/new-vendors')).json().value as { vassalage: string }[];
    expect(vendors.map((v) => v.vassalage)).toEqual(['INHOUSE', 'CARD_HALL']);
  });
});

describe('operator catalog calls', () => {
  it('need an operator token', async () => {
    for (const [method, url] of [
      ['GET', '/admin/api/games/vendors'],
      ['POST', '/admin/api/games/bulk'],
      ['PATCH', '/admin/api/games/INHOUSE:dice'],
    ] as const) {
      const res = await t.app.inject({ method, url, payload: {} });
      expect(res.statusCode).toBe(401);
    }
  });

  it('creates 5,000 games in one call, skips those that exist, and the lobby pages them by 42', async () => {
    await adminCall('POST', '/admin/api/games/vendors', {
      code: 'MEGA_REELS',
      name: 'Mega Reels',
      walletModel: 'seamless',
      accountTypeName: 'MEGA_REELS',
    });
    const put = await adminCall('PUT', '/admin/api/games/vendors/MEGA_REELS/categories/RNG', { position: 9 });
    expect(put.statusCode, put.body).toBe(200);
    const games = bulkGames('MEGA_REELS', 5_000);
    const res = await adminCall('POST', '/admin/api/games/bulk', { games });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value).toEqual({ created: 5_000, skipped: 0 });
    const again = await adminCall('POST', '/admin/api/games/bulk', { games: games.slice(0, 10) });
    expect(again.json().value).toEqual({ created: 0, skipped: 10 });
    const page = await list('category=RNG&vassalage=MEGA_REELS&pageNo=2&pageSize=42');
    expect(page).toMatchObject({ totalPages: 120, total: 5_000 });
    expect(page.games).toHaveLength(42);
    expect(page.games[0]!.nodeId).toBe('MEGA_REELS:g43');
    const last = await list('category=RNG&vassalage=MEGA_REELS&pageNo=120&pageSize=42');
    expect(last.games).toHaveLength(5_000 - 119 * 42);
  });

  it('refuses a bulk create naming an unknown vendor or a bad amount, creating nothing', async () => {
    const unknown = await adminCall('POST', '/admin/api/games/bulk', { games: bulkGames('NOPE', 2) });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().value.fields).toEqual({ 'games.0.vendor': 'INVALID_VALUE' });
    const games = bulkGames('INHOUSE', 2, 'cents').map((g) => ({ ...g, minBet: 0.001 }));
    const cents = await adminCall('POST', '/admin/api/games/bulk', { games });
    expect(cents.statusCode).toBe(400);
    expect((await list('vassalage=INHOUSE')).total).toBe(4);
  });

  it('hides a disabled game from the lobby and marks a disabled vendor’s games unavailable', async () => {
    await adminCall('PATCH', '/admin/api/games/INHOUSE:mines', { enabled: false });
    expect((await list('vassalage=INHOUSE')).games.map((g) => g.nodeId)).not.toContain('INHOUSE:mines');
    await adminCall('PATCH', '/admin/api/games/INHOUSE:mines', { enabled: true });
    await adminCall('PATCH', '/admin/api/games/vendors/INHOUSE', { enabled: false });
    const off = await list('vassalage=INHOUSE');
    expect(off.games.every((g) => !g.available)).toBe(true);
    await adminCall('PATCH', '/admin/api/games/vendors/INHOUSE', { enabled: true });
  });

  it('answers 404 for an unknown game or vendor and 409 for a taken vendor code', async () => {
    expect((await adminCall('PATCH', '/admin/api/games/NOPE:x', { enabled: false })).statusCode).toBe(404);
    expect((await adminCall('PATCH', '/admin/api/games/vendors/NOPE', { enabled: false })).statusCode).toBe(404);
    const taken = await adminCall('POST', '/admin/api/games/vendors', {
      code: 'INHOUSE',
      name: 'x',
      walletModel: 'seamless',
      accountTypeName: 'X',
    });
    expect(taken.statusCode).toBe(409);
  });
});
