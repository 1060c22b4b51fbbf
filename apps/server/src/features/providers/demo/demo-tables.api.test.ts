import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  expectLedgerReconciles,
  manualClock,
  operatorAuth,
  registerMember,
  type TestApp,
} from '../../../../test/test-app.ts';
import { fundWallet, memberIdOf } from '../../../../test/wallet-helpers.ts';
import { DEMO_TABLE_GAMES } from './demo-tables.ts';

/*
 * The demo's live-casino and fishing vendors, and PG Soft while the operator gave it no credentials,
 * launch into the demo provider's table page, and the table moves real money through the portal's
 * seamless endpoints over HTTP (the app listens).
 */

let t: TestApp;
let member: { memberId: number; authorization: string };
// The real time, moved by hand only to expire a round-detail link.
const clock = manualClock(new Date());
beforeAll(async () => {
  t = await createTestApp({ env: { SEED_DEMO: true }, clock });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const registered = await registerMember(t.app);
  member = { memberId: await memberIdOf(t, registered.username), authorization: registered.authorization };
  await fundWallet(t, member.memberId, 100_000);
});
afterAll(async () => {
  if (t) await expectLedgerReconciles(t.database);
  await t?.close();
});

const get = (url: string, who?: { authorization: string }, language = 'en') =>
  t.app.inject({ url, headers: { language, ...(who ?? {}) } });
const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });

async function launch(nodeId: string, language = 'en') {
  const res = await get(`/wps/game/launchGame?nodeId=${encodeURIComponent(nodeId)}`, member, language);
  expect(res.statusCode, res.body).toBe(200);
  const url = new URL(res.json().value.game_url as string);
  const q = Object.fromEntries(url.searchParams);
  return {
    url,
    launch: {
      vendor: q.vendor!,
      game: q.game!,
      token: q.token!,
      player: q.player!,
      currency: q.currency!,
      brand: q.brand!,
      name: q.name!,
      sig: q.sig!,
    },
  };
}

async function balanceMinor() {
  const row = await t.database.db
    .selectFrom('ledger_accounts')
    .select('balance_minor')
    .where('member_id', '=', member.memberId)
    .where('code', '=', 'main')
    .executeTakeFirstOrThrow();
  return Number(row.balance_minor);
}

describe('the demo live-casino and fishing lobbies', () => {
  it('list every seeded vendor of LIVE and FISH with playable games, and each game launches the demo table', async () => {
    const menus = (await get('/lgw/games/game_menus')).json().value as {
      gameCategory: string;
      cards: { vassalage: string }[];
    }[];
    for (const category of ['LIVE', 'FISH']) {
      const menu = menus.find((m) => m.gameCategory === category)!;
      expect(menu.cards.length).toBeGreaterThan(0);
      for (const card of menu.cards) {
        const games = (await get(`/lgw/games/list?vassalage=${card.vassalage}&pageSize=42`)).json().value.games as {
          nodeId: string;
          available: boolean;
        }[];
        expect(games.length).toBe(Object.keys(DEMO_TABLE_GAMES[card.vassalage]!).length);
        for (const game of games) {
          expect(game.available, game.nodeId).toBe(true);
          const { url, launch: l } = await launch(game.nodeId);
          expect(url.pathname).toBe('/demo-provider/play');
          expect(l.vendor).toBe(card.vassalage);
        }
      }
    }
  });

  it('serves the table page, labelled as a demo table in the launch language, with its script from our origin', async () => {
    const { url } = await launch('AURORA_LIVE:auto-roulette', 'th');
    const page = await t.app.inject({ url: `${url.pathname}${url.search}`, headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    // Not a browser: the envelope, not a page.
    const api = await get(`${url.pathname}${url.search}`);
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    expect(page.body).toContain('โต๊ะทดลอง');
    expect(page.body).toContain('<script src="/demo-provider/table.js">');
    expect((await get('/demo-provider/table.js')).statusCode).toBe(200);
  });
});

describe('a round at the demo table', () => {
  it('opens with the player balance, bets and pays through the seamless wallet, and writes the betting record', async () => {
    const { launch: l } = await launch('AURORA_LIVE:auto-roulette');
    const session = await post('/demo-provider/api/session', l);
    expect(session.statusCode, session.body).toBe(200);
    const start = await balanceMinor();
    expect(session.json().value).toMatchObject({
      kind: 'roulette',
      balanceMinor: start,
      choices: ['red', 'black', 'odd', 'even', 'zero'],
    });

    let expected = start;
    for (let i = 0; i < 5; i += 1) {
      const round = await post('/demo-provider/api/rounds', { ...l, choice: 'red', stakeMinor: 200 });
      expect(round.statusCode, round.body).toBe(200);
      const value = round.json().value as { payoutMinor: number; balanceMinor: number; outcome: { color: string } };
      expect(value.payoutMinor).toBe(value.outcome.color === 'red' ? 400 : 0);
      expected += value.payoutMinor - 200;
      expect(value.balanceMinor).toBe(expected);
    }
    expect(await balanceMinor()).toBe(expected);
    const bets = await t.database.db
      .selectFrom('bets')
      .select(['vendor', 'game_code', 'status'])
      .where('member_id', '=', member.memberId)
      .where('vendor', '=', 'AURORA_LIVE')
      .execute();
    expect(bets).toHaveLength(5);
    for (const bet of bets) expect(bet).toMatchObject({ game_code: 'auto-roulette', status: 'settled' });
  });

  it('plays a fishing shot and a blackjack hand', async () => {
    const fish = (await launch('OCEAN_JOY:reef-hunter')).launch;
    const shot = await post('/demo-provider/api/rounds', { ...fish, choice: 'shark', stakeMinor: 50 });
    expect(shot.statusCode, shot.body).toBe(200);
    expect([0, 1000]).toContain(shot.json().value.payoutMinor);
    const table = (await launch('AURORA_LIVE:blackjack-vip')).launch;
    const hand = await post('/demo-provider/api/rounds', { ...table, choice: 'hand', stakeMinor: 1000 });
    expect(hand.statusCode, hand.body).toBe(200);
    expect([0, 1000, 2000, 2500]).toContain(hand.json().value.payoutMinor);
  });

  it('refuses a forged launch, an unknown bet, a stake under the game minimum and a stake past the balance', async () => {
    const { launch: l } = await launch('AURORA_LIVE:speed-baccarat');
    const forged = await post('/demo-provider/api/session', { ...l, player: String(member.memberId + 1) });
    expect(forged.statusCode).toBe(401);
    expect(forged.json().code).toBe('SEAMLESS_TOKEN_INVALID');
    const wrongChoice = await post('/demo-provider/api/rounds', { ...l, choice: 'red', stakeMinor: 100 });
    expect(wrongChoice.statusCode).toBe(400);
    const under = await post('/demo-provider/api/rounds', { ...l, choice: 'player', stakeMinor: 10 });
    expect(under.json().code).toBe('SEAMLESS_LIMIT_EXCEEDED');
    const before = await balanceMinor();
    const broke = await post('/demo-provider/api/rounds', { ...l, choice: 'banker', stakeMinor: before + 1 });
    expect(broke.statusCode).toBe(422);
    expect(broke.json()).toMatchObject({ code: 'INSUFFICIENT_FUNDS', value: { balanceMinor: before } });
    expect(await balanceMinor()).toBe(before);
  });
});

describe("a demo round's detail at the provider", () => {
  const today = () => {
    const from = new Date(clock.now().getTime() - 86_400_000).toISOString();
    const to = new Date(clock.now().getTime() + 86_400_000).toISOString();
    return `from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`;
  };
  const page = (url: string) => {
    const u = new URL(url);
    return t.app.inject({ url: `${u.pathname}${u.search}`, headers: { accept: 'text/html' } });
  };

  it("opens from the betting record on the provider's page, saying what the table drew in the player's language", async () => {
    const { launch: l } = await launch('AURORA_LIVE:speed-baccarat', 'pt-BR');
    const round = (
      await post('/demo-provider/api/rounds', { ...l, choice: 'banker', stakeMinor: 300, lang: 'pt-BR' })
    ).json().value as { roundId: string; summary: string };
    expect(round.summary).toMatch(/^Jogador \d/);

    const bets = (await get(`/wps/records/bets?${today()}&pageSize=100`, member, 'pt-BR')).json().value.items as {
      id: number;
      roundId: string;
      roundDetail: boolean;
      replayNodeId: string | null;
    }[];
    const bet = bets.find((b) => b.roundId === round.roundId)!;
    expect(bet).toMatchObject({ roundDetail: true, replayNodeId: null });

    const detail = await get(`/wps/records/bets/${bet.id}/round-detail`, member, 'pt-BR');
    expect(detail.statusCode, detail.body).toBe(200);
    const url = detail.json().value.url as string;
    expect(new URL(url).pathname).toBe(`/demo-provider/rounds/${round.roundId}`);
    const shown = await page(url);
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.body).toContain('Detalhes da rodada');
    // The same words the table showed when the round ended (the page escapes its text).
    expect(shown.body).toContain(round.summary);
    expect(shown.body).toContain(round.roundId);

    // Another member's bet is not found; the link cannot be turned to another player's round.
    const other = await registerMember(t.app);
    const theirs = await get(`/wps/records/bets/${bet.id}/round-detail`, other);
    expect(theirs.statusCode).toBe(404);
    const forged = new URL(url);
    forged.searchParams.set('player', String(member.memberId + 1));
    const refused = await page(forged.toString());
    expect(refused.statusCode).toBe(403);
    expect(refused.body).not.toContain(round.roundId);

    // The console opens the same page for the member's bet, and only under that member.
    const admin = await operatorAuth(t.app);
    const listed = (
      await t.app.inject({ url: `/admin/api/members/${member.memberId}/bets?pageSize=100`, headers: admin })
    ).json().value.items as { id: number; roundDetail: boolean }[];
    expect(listed.find((b) => b.id === bet.id)?.roundDetail).toBe(true);
    const console = await t.app.inject({
      url: `/admin/api/members/${member.memberId}/bets/${bet.id}/round-detail`,
      headers: { ...admin, language: 'en' },
    });
    expect(console.statusCode, console.body).toBe(200);
    const seen = await page(console.json().value.url);
    expect(seen.statusCode).toBe(200);
    expect(seen.body).toContain('Round details');
    const otherId = await memberIdOf(t, other.username);
    const elsewhere = await t.app.inject({
      url: `/admin/api/members/${otherId}/bets/${bet.id}/round-detail`,
      headers: admin,
    });
    expect(elsewhere.statusCode).toBe(404);
    // A member cannot use the console's route.
    const asMember = await t.app.inject({
      url: `/admin/api/members/${member.memberId}/bets/${bet.id}/round-detail`,
      headers: { authorization: member.authorization },
    });
    expect(asMember.statusCode).toBe(401);

    // The link lasts ten minutes; the betting record makes a fresh one at each click.
    clock.advance(601_000);
    try {
      const late = await page(url);
      expect(late.statusCode).toBe(403);
      expect(late.body).toContain('Este link expirou');
    } finally {
      clock.advance(-601_000);
    }
    // Not a browser: the envelope.
    expect((await get(`${new URL(url).pathname}${new URL(url).search}`)).json().code).toBe('NOT_FOUND');
  });

  it('is offered on every settled demo-table round; an unknown bet is not found and a bad id refused', async () => {
    const bets = (await get(`/wps/records/bets?${today()}`, member)).json().value.items as {
      id: number;
      vendor: string;
      roundDetail: boolean;
    }[];
    expect(bets.length).toBeGreaterThan(0);
    for (const bet of bets) expect(bet.roundDetail, bet.vendor).toBe(true);
    const missing = await get('/wps/records/bets/999999999/round-detail', member);
    expect(missing.statusCode).toBe(404);
    const bad = await get('/wps/records/bets/abc/round-detail', member);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('VALIDATION_FAILED');
  });
});

describe('PG Soft in the demo without operator credentials', () => {
  it('lists every PG Soft game as playable, launches each into the demo slot under its own names, and pays a spin', async () => {
    const games = (await get('/lgw/games/list?vassalage=PGSOFT&pageSize=42')).json().value.games as {
      nodeId: string;
      name: string;
      available: boolean;
    }[];
    expect(games.length).toBe(10);
    for (const game of games) {
      expect(game.available, game.nodeId).toBe(true);
      const { url, launch: l } = await launch(game.nodeId);
      expect(url.pathname).toBe('/demo-provider/play');
      expect(l).toMatchObject({ vendor: 'PGSOFT', brand: 'PG Soft', name: game.name });
    }
    // The vendor card of the slots menu is available too.
    const menus = (await get('/lgw/games/game_menus')).json().value as {
      gameCategory: string;
      cards: { vassalage: string; available: boolean }[];
    }[];
    const card = menus.find((m) => m.gameCategory === 'RNG')!.cards.find((c) => c.vassalage === 'PGSOFT')!;
    expect(card.available).toBe(true);

    const { launch: l } = await launch('PGSOFT:jade-koi', 'vi');
    expect(l.name).toBe(
      (await get('/lgw/games/list?vassalage=PGSOFT&gameName=Koi', undefined, 'vi')).json().value.games[0].name,
    );
    const session = await post('/demo-provider/api/session', l);
    expect(session.statusCode, session.body).toBe(200);
    const start = await balanceMinor();
    expect(session.json().value).toMatchObject({ kind: 'slot', choices: ['spin'], balanceMinor: start });
    const spin = await post('/demo-provider/api/rounds', { ...l, choice: 'spin', stakeMinor: 100 });
    expect(spin.statusCode, spin.body).toBe(200);
    const value = spin.json().value as { payoutMinor: number; balanceMinor: number; outcome: { multiplier: number } };
    expect(value.payoutMinor).toBe(100 * value.outcome.multiplier);
    expect(value.balanceMinor).toBe(start - 100 + value.payoutMinor);
    expect(await balanceMinor()).toBe(value.balanceMinor);
    const bet = await t.database.db
      .selectFrom('bets')
      .select(['game_code', 'status', 'stake_minor'])
      .where('member_id', '=', member.memberId)
      .where('vendor', '=', 'PGSOFT')
      .executeTakeFirstOrThrow();
    expect(bet).toMatchObject({ game_code: 'jade-koi', status: 'settled' });
    expect(Number(bet.stake_minor)).toBe(100);

    // The signed names cannot be changed on the way.
    const renamed = await post('/demo-provider/api/session', { ...l, brand: 'Another vendor' });
    expect(renamed.json().code).toBe('SEAMLESS_TOKEN_INVALID');
  });

  it("hands PG Soft to its real adapter once the operator stores its credentials; the demo's links stop working", async () => {
    const { launch: before } = await launch('PGSOFT:dragon-lantern');
    const admin = await operatorAuth(t.app);
    const change = (payload: object) =>
      t.app.inject({ method: 'PUT', url: '/admin/api/providers/PGSOFT', headers: admin, payload });
    const pgAvailable = async () =>
      ((await get('/lgw/games/list?vassalage=PGSOFT')).json().value.games as { available: boolean }[]).every(
        (g) => g.available,
      );
    // A row without credentials is still the stand-in's: the operator can switch it off and on.
    expect((await change({ enabled: false })).json().value).toMatchObject({ configured: false });
    expect(await pgAvailable()).toBe(false);
    expect((await post('/demo-provider/api/session', before)).json().code).toBe('GAME_UNAVAILABLE');
    expect((await change({ enabled: true })).json().value).toMatchObject({ configured: true });
    expect(await pgAvailable()).toBe(true);
    expect((await post('/demo-provider/api/session', before)).statusCode).toBe(200);
    const put = await t.app.inject({
      method: 'PUT',
      url: '/admin/api/providers/PGSOFT',
      headers: admin,
      payload: {
        launchUrl: 'https://games.pgsoft.example/launch',
        merchantId: 'portal-op',
        secret: 'pgsoft-operator-secret-0123456789',
      },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().value).toMatchObject({ configured: true, launchUrl: 'https://games.pgsoft.example/launch' });
    const res = await get('/wps/game/launchGame?nodeId=PGSOFT%3Adragon-lantern', member);
    expect(res.statusCode, res.body).toBe(200);
    const url = new URL(res.json().value.game_url as string);
    expect(url.origin + url.pathname).toBe('https://games.pgsoft.example/launch');
    expect(url.searchParams.get('operator_token')).toBe('portal-op');
    const stale = await post('/demo-provider/api/session', before);
    expect(stale.json().code).toBe('GAME_UNAVAILABLE');
    // The real adapter has no round pages: the demo's rounds of PG Soft no longer offer one.
    const from = new Date(Date.now() - 86_400_000).toISOString();
    const to = new Date(Date.now() + 86_400_000).toISOString();
    const record = (
      (await get(`/wps/records/bets?from=${from}&to=${to}&pageSize=100`, member)).json().value.items as {
        id: number;
        vendor: string;
        roundDetail: boolean;
      }[]
    ).filter((b) => b.vendor === 'PGSOFT');
    expect(record.length).toBeGreaterThan(0);
    expect(record.every((b) => !b.roundDetail)).toBe(true);
    const refused = await get(`/wps/records/bets/${record[0]!.id}/round-detail`, member);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().code).toBe('ROUND_DETAIL_UNAVAILABLE');
  });
});
