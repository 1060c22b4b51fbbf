import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { providersModule } from '../src/features/providers/providers.registry.ts';
import { systemClock } from '../src/platform/clock.ts';
import type { AppContext } from '../src/platform/context.ts';
import { ensureCatalogGame, seamlessClient } from './support/seamless-client.ts';
import { startTcgVendor, type TcgVendor } from './support/tcg-vendor-server.ts';
import { createTestApp, operatorAuth, registerMember, type TestApp } from './test-app.ts';
import { memberIdOf } from './wallet-helpers.ts';

const SECRET = 'pgsoft-config-secret-0123456789';
let t: TestApp;
let admin: { authorization: string };
let currency: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await operatorAuth(t.app);
  await ensureCatalogGame(t, 'PGSOFT', 'config-slot', 10);
  currency = (await t.app.inject({ url: '/wps/system/status' })).json().value.currency.code as string;
});
afterAll(async () => {
  await t?.close();
});

const put = (code: string, payload: unknown, headers: Record<string, string> = admin) =>
  t.app.inject({ method: 'PUT', url: `/admin/api/providers/${code}`, headers, payload: payload as object });

/** The providers module over the test's database, as another instance of the server builds it. */
const moduleOnSameDatabase = () =>
  providersModule({ db: t.database.db, clock: systemClock, env: t.env } as unknown as AppContext);

describe('/admin/api/providers', () => {
  it('needs an operator token', async () => {
    expect((await t.app.inject({ url: '/admin/api/providers' })).statusCode).toBe(401);
    const member = await registerMember(t.app);
    expect((await put('PGSOFT', { secret: SECRET }, { authorization: member.authorization })).statusCode).toBe(401);
  });

  it('lists every registered provider; INHOUSE has its secret out of the box', async () => {
    const res = await t.app.inject({ url: '/admin/api/providers', headers: admin });
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json().value as { code: string; walletModel: string; hasSecret: boolean; configured: boolean }[];
    expect(list.map((p) => p.code)).toEqual(expect.arrayContaining(['INHOUSE', 'PGSOFT', 'CARD_HALL', 'TCG_SEA']));
    expect(list.find((p) => p.code === 'INHOUSE')).toMatchObject({ walletModel: 'seamless', hasSecret: true });
    // TCG_SEA has no credentials here (the demo's own transfer vendor plays CARD_HALL, not it).
    expect(list.find((p) => p.code === 'TCG_SEA')).toMatchObject({ walletModel: 'transfer', configured: false });
  });

  it('refuses bad input and unknown vendors, with the field at fault', async () => {
    const bad = await put('PGSOFT', { secret: 'short', launchUrl: 'ftp://x', extra: true });
    expect(bad.statusCode, bad.body).toBe(400);
    expect(bad.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      value: { fields: { secret: 'TOO_SHORT', launchUrl: expect.any(String), extra: 'UNKNOWN_FIELD' } },
    });
    expect((await put('PGSOFT', { ipAllowList: ['not-an-ip'] })).statusCode).toBe(400);
    expect((await put('NO_SUCH_VENDOR', { enabled: true })).statusCode).toBe(404);
    expect((await put('bad code!', { enabled: true })).statusCode).toBe(400);
  });

  it('keeps the secret sealed and never answers it; no secret in a change keeps the stored one', async () => {
    const res = await put('PGSOFT', {
      secret: SECRET,
      launchUrl: 'https://games.pgsoft.example/launch',
      merchantId: 'portal-op',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value).toMatchObject({ code: 'PGSOFT', configured: true, hasSecret: true });
    expect(res.body).not.toContain(SECRET);
    const row = await t.database.db
      .selectFrom('provider_configs')
      .select('secret_encrypted')
      .where('vendor_code', '=', 'PGSOFT')
      .executeTakeFirstOrThrow();
    expect(row.secret_encrypted).not.toContain(SECRET);
    const list = await t.app.inject({ url: '/admin/api/providers', headers: admin });
    expect(list.body).not.toContain(SECRET);

    expect((await put('PGSOFT', { maxBetMinor: 500_000 })).json().value).toMatchObject({
      hasSecret: true,
      maxBetMinor: 500_000,
    });
    const call = seamlessClient(t.app, 'PGSOFT', SECRET);
    const balance = await call('balance', { playerId: '1', currency, gameCode: 'config-slot', token: 'x' });
    expect(balance.code).toBe('SEAMLESS_TOKEN_INVALID'); // signature accepted with the kept secret
  });

  it('enforces the IP allow-list and the enabled switch on the seamless endpoints', async () => {
    const call = seamlessClient(t.app, 'PGSOFT', SECRET);
    const body = { playerId: '1', currency, gameCode: 'config-slot', token: 'x' };
    expect((await put('PGSOFT', { secret: SECRET, ipAllowList: ['10.1.2.3'] })).statusCode).toBe(200);
    const refused = await call('balance', body);
    expect(refused.status).toBe(401);
    expect(refused).toMatchObject({ code: 'SEAMLESS_SIGNATURE_INVALID', value: { reason: 'address' } });
    expect((await put('PGSOFT', { ipAllowList: ['10.1.2.3', '127.0.0.1'] })).statusCode).toBe(200);
    expect((await call('balance', body)).code).toBe('SEAMLESS_TOKEN_INVALID');
    expect((await put('PGSOFT', { enabled: false, ipAllowList: [] })).json().value.configured).toBe(false);
    expect((await call('balance', body)).status).toBe(404);
    expect((await put('PGSOFT', { enabled: true })).json().value.configured).toBe(true);
  });

  it('answers NOT_FOUND for a vendor without a seamless adapter', async () => {
    for (const vendor of ['NOPE', 'CARD_HALL']) {
      const res = await seamlessClient(t.app, vendor, SECRET)('balance', { playerId: '1' });
      expect(res.status, res.body).toBe(404);
      expect(res.code).toBe('NOT_FOUND');
    }
  });
});

describe('launch', () => {
  let vendor: TcgVendor;
  beforeAll(async () => {
    vendor = await startTcgVendor({ secret: SECRET, merchantId: 'portal-op' });
  });
  afterAll(async () => {
    await vendor?.close();
  });

  const playerOf = async () => {
    const member = await registerMember(t.app);
    return { memberId: await memberIdOf(t, member.username), username: member.username, currency, type: 0 };
  };
  const request = (player: Awaited<ReturnType<typeof playerOf>>, vendorCode: string, gameCode: string) => ({
    player,
    vendorCode,
    gameCode,
    language: 'en',
    platform: 'mobile' as const,
    returnUrl: 'https://portal.example',
  });

  it('gives a seamless vendor a launch token bound to the player and game, which its calls then use', async () => {
    expect((await put('PGSOFT', { secret: SECRET, enabled: true, ipAllowList: [] })).statusCode).toBe(200);
    const module = moduleOnSameDatabase();
    await module.refresh();
    expect(module.isConfigured('PGSOFT')).toBe(true);
    const player = await playerOf();
    const { gameUrl } = await module.launch(request(player, 'PGSOFT', 'config-slot'));
    const url = new URL(gameUrl);
    expect(url.origin + url.pathname).toBe('https://games.pgsoft.example/launch');
    expect(url.searchParams.get('game_code')).toBe('config-slot');
    expect(url.searchParams.get('language')).toBe('en');
    expect(url.searchParams.get('platform')).toBe('mobile');
    const token = url.searchParams.get('operator_player_session')!;
    const call = seamlessClient(t.app, 'PGSOFT', SECRET);
    const body = { playerId: String(player.memberId), currency, gameCode: 'config-slot', token };
    expect((await call('balance', body)).value).toEqual({ balanceMinor: 0, currency });
    expect((await call('balance', { ...body, gameCode: 'another' })).code).toBe('SEAMLESS_TOKEN_INVALID');
    const stored = await t.database.db
      .selectFrom('provider_launch_tokens')
      .select(['expires_at', 'created_at'])
      .where('member_id', '=', player.memberId)
      .executeTakeFirstOrThrow();
    expect(stored.expires_at.getTime() - stored.created_at.getTime()).toBe(12 * 3600 * 1000);
  });

  it('clears expired tokens as it makes new ones', async () => {
    const module = moduleOnSameDatabase();
    await module.refresh();
    const player = await playerOf();
    await module.launch(request(player, 'PGSOFT', 'config-slot'));
    await t.database.db
      .updateTable('provider_launch_tokens')
      .set({ expires_at: new Date(Date.now() - 60_000) })
      .where('member_id', '=', player.memberId)
      .execute();
    await module.launch(request(player, 'PGSOFT', 'config-slot'));
    const left = await t.database.db
      .selectFrom('provider_launch_tokens')
      .select('expires_at')
      .where('member_id', '=', player.memberId)
      .execute();
    expect(left).toHaveLength(1);
    expect(left[0]!.expires_at.getTime()).toBeGreaterThan(Date.now());
  });

  it('answers GAME_UNAVAILABLE for a vendor whose adapter is not configured, or none', async () => {
    const module = moduleOnSameDatabase();
    const player = await playerOf();
    await expect(module.launch(request(player, 'TCG_SEA', 'sea-lottery'))).rejects.toMatchObject({
      code: 'GAME_UNAVAILABLE',
    });
    await expect(module.launch(request(player, 'NOPE', 'x'))).rejects.toMatchObject({ code: 'GAME_UNAVAILABLE' });
    expect(module.isConfigured('TCG_SEA')).toBe(false);
  });

  it('launches a transfer-model vendor through its API (player made there first), never a token', async () => {
    expect((await put('TCG_SEA', { baseUrl: vendor.url, merchantId: 'portal-op', secret: SECRET })).statusCode).toBe(
      200,
    );
    const module = moduleOnSameDatabase();
    await module.refresh();
    const player = await playerOf();
    const { gameUrl } = await module.launch(request(player, 'TCG_SEA', 'sea-lottery'));
    expect(gameUrl).toBe(`${vendor.url}/play/sea-lottery?u=m${player.memberId}`);
    expect(vendor.balances.get(`m${player.memberId}`)).toBe(0);
    const launchCall = vendor.calls.find((c) => c.method === 'launch')!;
    expect(launchCall.body).toMatchObject({ language: 'en', platform: 'mobile', returnUrl: 'https://portal.example' });
    // The vendor down: the launch is unavailable, not a 500.
    expect((await put('TCG_SEA', { baseUrl: 'http://127.0.0.1:9' })).statusCode).toBe(200);
    // Another instance (this one caches the configuration for a few seconds) sees the change.
    await expect(moduleOnSameDatabase().launch(request(player, 'TCG_SEA', 'sea-lottery'))).rejects.toMatchObject({
      code: 'GAME_UNAVAILABLE',
    });
  });
});

describe('without the demo and without credentials', () => {
  // This file's app runs the seeded demo (the test default); this one is a brand without it.
  let t: TestApp;
  let currency: string;
  beforeAll(async () => {
    t = await createTestApp({ env: { SEED_DEMO: false } });
    await ensureCatalogGame(t, 'PGSOFT', 'config-slot', 10);
    currency = (await t.app.inject({ url: '/wps/system/status' })).json().value.currency.code as string;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('PG Soft is not configured: its games are unavailable and its launch says so, never a demo', async () => {
    const module = providersModule({ db: t.database.db, clock: systemClock, env: t.env } as unknown as AppContext);
    await module.refresh();
    expect(module.isConfigured('PGSOFT')).toBe(false);
    expect((await module.configs.get('PGSOFT'))?.demoStandIn ?? false).toBe(false);
    const admin = await operatorAuth(t.app);
    const list = (await t.app.inject({ url: '/admin/api/providers/PGSOFT', headers: admin })).json().value;
    expect(list).toMatchObject({ configured: false, hasSecret: false, launchUrl: null });
    const games = (await t.app.inject({ url: '/lgw/games/list?vassalage=PGSOFT' })).json().value.games as {
      nodeId: string;
      code: string;
      available: boolean;
    }[];
    const game = games.find((g) => g.code === 'config-slot')!;
    expect(game.available).toBe(false);
    const member = await registerMember(t.app);
    const launch = await t.app.inject({
      url: `/wps/game/launchGame?nodeId=${encodeURIComponent(game.nodeId)}`,
      headers: { authorization: member.authorization },
    });
    expect(launch.json()).toMatchObject({ success: false, code: 'GAME_UNAVAILABLE' });
    // The demo provider's table does not open a PG Soft game either.
    const table = await t.app.inject({
      method: 'POST',
      url: '/demo-provider/api/session',
      payload: {
        vendor: 'PGSOFT',
        game: 'config-slot',
        token: 'x',
        player: '1',
        currency,
        brand: 'PG Soft',
        name: 'Config slot',
        sig: '0'.repeat(64),
      },
    });
    expect(table.json().code).toBe('GAME_UNAVAILABLE');
  });
});
