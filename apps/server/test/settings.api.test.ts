import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '@portal/shared/settings';
import { createLocalBus } from '../src/platform/bus.ts';
import { createSettingsService } from '../src/platform/settings/settings.service.ts';
import { createTestApp, manualClock, openTestDatabase, operatorAuth, type TestApp } from './test-app.ts';

const clock = manualClock(new Date('2030-06-15T12:00:00Z'));
let t: TestApp;
let auth: { authorization: string };
beforeAll(async () => {
  t = await createTestApp({ clock, env: { SEED_DEMO: false, SETTINGS_CACHE_TTL_MS: 600_000 } });
  auth = await operatorAuth(t.app);
});
afterAll(async () => t?.close());

const patch = (payload: unknown, app = t.app, headers = auth) =>
  app.inject({ method: 'PATCH', url: '/admin/api/settings', headers, payload: payload as object });
const status = async (app = t.app, ip = '177.10.10.10') =>
  (await app.inject({ url: '/wps/system/status', remoteAddress: ip })).json().value;

describe('GET and PATCH /admin/api/settings', () => {
  it('starts from the defaults', async () => {
    const res = await t.app.inject({ url: '/admin/api/settings', headers: auth });
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toEqual(DEFAULT_SETTINGS);
  });

  it('merges a change deeply, replaces lists, and stores only what changed', async () => {
    const res = await patch({
      flags: { chat: true },
      brand: { prizeModes: ['Lott'] },
      locale: { languages: ['pt-BR', 'en'] },
    });
    expect(res.statusCode).toBe(200);
    const value = res.json().value;
    expect(value.flags).toEqual({ ...DEFAULT_SETTINGS.flags, chat: true });
    expect(value.brand).toEqual({ ...DEFAULT_SETTINGS.brand, prizeModes: ['Lott'] });
    expect(value.locale.languages).toEqual(['pt-BR', 'en']);
    const second = await patch({ flags: { referral: false } });
    expect(second.json().value.flags).toEqual({ ...DEFAULT_SETTINGS.flags, chat: true, referral: false });
    const rows = await t.database.db.selectFrom('brand_settings').select(['key', 'value', 'updated_by']).execute();
    const flags = rows.find((r) => r.key === 'flags')!;
    expect(flags.value).toEqual({ chat: true, referral: false });
    expect(flags.updated_by).toMatch(/^operator:\d+$/);
    expect(rows.map((r) => r.key).sort()).toEqual(['brand', 'flags', 'locale']);
  });

  it('is seen by /wps/system/status at once: the cache is cleared on change', async () => {
    const chatNode = (s: { settings: { childrenNodes: { modId: string; enabled: string }[] }[] }) =>
      s.settings.flatMap((n) => n.childrenNodes).find((n) => n.modId === 'CHAT')!.enabled;
    await patch({ flags: { chat: false } });
    expect(chatNode(await status())).toBe('0');
    await patch({ flags: { chat: true } });
    expect(chatNode(await status())).toBe('1');
    await patch({ brand: { name: 'Lotus Renamed' } });
    expect((await status()).brand.name).toBe('Lotus Renamed');
    expect((await t.app.inject({ url: '/wps/system/whitelabel' })).json().value.brandName).toBe('Lotus Renamed');
  });

  it('falls back to the default for a stored value that no longer validates', async () => {
    await t.database.db
      .insertInto('brand_settings')
      .values({ key: 'currency', value: JSON.stringify({ decimals: 99 }) })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value: JSON.stringify({ decimals: 99 }) }))
      .execute();
    await patch({ flags: {} }); // any change clears the cache
    expect((await status()).currency).toEqual(DEFAULT_SETTINGS.currency);
    await t.database.db.deleteFrom('brand_settings').where('key', '=', 'currency').execute();
  });
});

describe('maintenance windows', () => {
  it('is 0 before startAt, 1 inside the window, 0 from endAt on; the gate follows', async () => {
    const res = await patch({
      maintenance: { enabled: true, startAt: '2030-06-15T13:00:00Z', endAt: '2030-06-15T14:00:00Z' },
    });
    expect(res.statusCode).toBe(200);

    clock.set('2030-06-15T12:59:59Z');
    expect(await status()).toMatchObject({ status: 0, maintenance: { active: false } });
    expect((await t.app.inject({ url: '/wps/member/anything' })).statusCode).toBe(404);

    clock.set('2030-06-15T13:00:00Z');
    expect(await status()).toMatchObject({
      status: 1,
      maintenance: { active: true, startAt: '2030-06-15T13:00:00Z', endAt: '2030-06-15T14:00:00Z' },
    });
    const gated = await t.app.inject({ url: '/wps/member/anything', headers: { language: 'en' } });
    expect(gated.statusCode).toBe(503);
    expect(gated.json()).toMatchObject({ success: false, code: 'MAINTENANCE' });
    expect((await t.app.inject({ url: '/lgw/games/game_menus' })).statusCode).toBe(503);
    // What the maintenance page needs stays open.
    expect((await t.app.inject({ url: '/wps/system/whitelabel' })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/admin/api/settings', headers: auth })).statusCode).toBe(200);

    clock.set('2030-06-15T14:00:00Z');
    expect(await status()).toMatchObject({ status: 0, maintenance: { active: false } });
    expect((await t.app.inject({ url: '/wps/member/anything' })).statusCode).toBe(404);
  });

  it('is not active when not enabled, whatever the window', async () => {
    clock.set('2030-06-15T13:30:00Z');
    await patch({ maintenance: { enabled: false } });
    expect((await status()).status).toBe(0);
    await patch({ maintenance: { enabled: true, startAt: null, endAt: null } });
    expect((await status()).status).toBe(1);
    await patch({ maintenance: { enabled: false } });
  });

  it('refuses endAt at or before startAt, also against the stored half of the window', async () => {
    const same = await patch({ maintenance: { startAt: '2030-07-01T00:00:00Z', endAt: '2030-07-01T00:00:00Z' } });
    expect(same.statusCode).toBe(400);
    expect(same.json().value.fields).toEqual({ 'maintenance.endAt': 'INVALID_VALUE' });
    await patch({ maintenance: { startAt: '2030-07-01T00:00:00Z', endAt: '2030-07-02T00:00:00Z' } });
    const half = await patch({ maintenance: { endAt: '2030-06-30T00:00:00Z' } });
    expect(half.statusCode).toBe(400);
    expect((await t.app.inject({ url: '/admin/api/settings', headers: auth })).json().value.maintenance.endAt).toBe(
      '2030-07-02T00:00:00Z',
    );
  });
});

describe('several instances on one database', () => {
  const shared = !!process.env.REDIS_URL && !!process.env.TEST_DATABASE_URL;

  it.skipIf(!shared)('hear each other’s changes through the Redis bus well before the TTL', async () => {
    const database = await openTestDatabase();
    const second = await openTestDatabase({ schema: database.schema });
    const env = { SEED_DEMO: false, SETTINGS_CACHE_TTL_MS: 600_000 };
    const busNamespace = `test-shared-${Date.now()}`;
    const a = await createTestApp({ database, busNamespace, env });
    const b = await createTestApp({ database: second, busNamespace, env });
    try {
      const bAuth = await operatorAuth(b.app);
      expect((await status(b.app)).brand.name).toBe(DEFAULT_SETTINGS.brand.name); // b's cache is warm now
      const res = await patch({ brand: { name: 'Seen Everywhere' } }, a.app, await operatorAuth(a.app));
      expect(res.statusCode).toBe(200);
      const started = Date.now();
      let name = '';
      while (Date.now() - started < 3000) {
        name = (await status(b.app)).brand.name;
        if (name === 'Seen Everywhere') break;
        await new Promise((r) => setTimeout(r, 20));
      }
      expect(name).toBe('Seen Everywhere');
      expect(Date.now() - started).toBeLessThan(3000);
      expect((await b.app.inject({ url: '/admin/api/settings', headers: bAuth })).json().value.brand.name).toBe(
        'Seen Everywhere',
      );
    } finally {
      await a.close();
      await b.close();
      await second.close();
      await database.close();
    }
  });
});

describe('the settings cache past its TTL', () => {
  it('answers the cached settings inside a transaction instead of waiting for a load behind it', async () => {
    const ttlClock = manualClock(new Date('2030-06-15T12:00:00Z'));
    const service = createSettingsService({
      db: t.database.db,
      bus: createLocalBus(),
      clock: ttlClock,
      ttlMs: 1_000,
      log: t.app.log,
    });
    expect((await service.get()).brand.name).toBe('Lotus Renamed');
    await t.database.db
      .updateTable('brand_settings')
      .set({ value: JSON.stringify({ name: 'Renamed Behind Its Back' }) })
      .where('key', '=', 'brand')
      .execute();
    ttlClock.set('2030-06-15T12:00:02Z');
    // On the embedded database the transaction holds the only connection: a load would wait for it.
    const inside = await t.database.db.transaction().execute(async (trx) => {
      await trx.selectFrom('brand_settings').select('key').execute();
      return (await service.get()).brand.name;
    });
    expect(inside).toBe('Lotus Renamed');
    // The reload it started lands once the connection is free.
    await expect.poll(async () => (await service.get()).brand.name).toBe('Renamed Behind Its Back');
    await patch({ brand: { name: 'Lotus Renamed' } });
  });
});
