import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '@portal/shared/settings';
import { createTestApp, operatorAuth, type TestApp } from './test-app.ts';

/* What the console's brand settings page needs beyond the calls it shares with Swagger users. */

let t: TestApp;
let admin: { authorization: string };
beforeAll(async () => {
  t = await createTestApp({ env: { SEED_DEMO: false } });
  admin = await operatorAuth(t.app);
});
afterAll(async () => t?.close());

async function operatorWith(roles: string[]) {
  const username = `console-${roles.join('-')}`;
  const password = 'Long-enough-pass-1';
  const created = await t.app.inject({
    method: 'POST',
    url: '/admin/api/operators',
    headers: admin,
    payload: { username, password, roles },
  });
  expect(created.statusCode, created.body).toBe(200);
  const signIn = await t.app.inject({ method: 'POST', url: '/admin/api/session', payload: { username, password } });
  const headers = { authorization: `Bearer ${signIn.json().value.token as string}` };
  // The one-time password is changed first, or every call is refused.
  const changed = await t.app.inject({
    method: 'PUT',
    url: '/admin/api/me/password',
    headers,
    payload: { oldPassword: password, newPassword: 'Own-console-pass-77' },
  });
  expect(changed.statusCode, changed.body).toBe(200);
  return headers;
}

const auditRows = () =>
  t.database.db
    .selectFrom('operator_audit_log')
    .selectAll()
    .where('route', '=', '/admin/api/settings')
    .orderBy('id', 'desc')
    .execute();

/** The audit hook writes after the answer: wait for the row rather than race it. */
async function newestSettingsRowAfter(id: number) {
  for (let tries = 0; tries < 50; tries++) {
    const [row] = await auditRows();
    if (row && row.id > id) return row;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('no audit row written');
}

describe('PATCH /admin/api/settings from the console', () => {
  it('logs the touched sections before and after', async () => {
    const last = (await auditRows())[0]?.id ?? 0;
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/admin/api/settings',
      headers: admin,
      payload: { flags: { freePlay: false }, registerRules: { email: { enabled: true, required: true } } },
    });
    expect(res.statusCode, res.body).toBe(200);
    const row = await newestSettingsRowAfter(last);
    expect(row.subject).toBe('settings');
    const before = row.before as { flags: { freePlay: boolean }; registerRules: { email: { required: boolean } } };
    const after = row.after as typeof before;
    expect(Object.keys(before).sort()).toEqual(['flags', 'registerRules']);
    expect(before.flags.freePlay).toBe(true);
    expect(after.flags.freePlay).toBe(false);
    expect(before.registerRules.email.required).toBe(false);
    expect(after.registerRules.email.required).toBe(true);
  });

  it('names the failing field of a rule pattern, and changes nothing', async () => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/admin/api/settings',
      headers: admin,
      payload: { flags: { chat: true }, registerRules: { username: { acceptedPattern: '([a-z' } } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      value: { fields: { 'registerRules.username.acceptedPattern': 'INVALID_VALUE' } },
    });
    const now = (await t.app.inject({ url: '/admin/api/settings', headers: admin })).json().value;
    expect(now.flags.chat).toBe(DEFAULT_SETTINGS.flags.chat);
    expect(now.registerRules.username).toEqual(DEFAULT_SETTINGS.registerRules.username);
  });

  it("keeps chat's retention within 30 to 3650 days", async () => {
    const patch = (retentionDays: number) =>
      t.app.inject({
        method: 'PATCH',
        url: '/admin/api/settings',
        headers: admin,
        payload: { chat: { retentionDays } },
      });
    const short = await patch(7);
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      value: { fields: { 'chat.retentionDays': expect.any(String) } },
    });
    const kept = await patch(90);
    expect(kept.statusCode, kept.body).toBe(200);
    const now = (await t.app.inject({ url: '/admin/api/settings', headers: admin })).json().value;
    expect(now.chat).toEqual({ retentionDays: 90 });
  });

  it('refuses a content operator (403) and keeps the settings', async () => {
    const content = await operatorWith(['content']);
    const read = await t.app.inject({ url: '/admin/api/settings', headers: content });
    expect(read.statusCode).toBe(200);
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/admin/api/settings',
      headers: content,
      payload: { brand: { name: 'Taken over' } },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('OPERATOR_ROLE_FORBIDDEN');
    const now = (await t.app.inject({ url: '/admin/api/settings', headers: admin })).json().value;
    expect(now.brand.name).toBe(DEFAULT_SETTINGS.brand.name);
  });
});

describe('GET /admin/api/games?q=', () => {
  beforeAll(async () => {
    const vendor = await t.app.inject({
      method: 'POST',
      url: '/admin/api/games/vendors',
      headers: admin,
      payload: { code: 'SRCH', name: 'Search Vendor', walletModel: 'seamless', accountTypeName: 'SRCH' },
    });
    expect(vendor.statusCode, vendor.body).toBe(200);
    const games = [
      { code: 'dragon-01', en: 'Dragon Fortune', th: 'มังกรนำโชค', category: 'RNG' },
      { code: 'koi-02', en: 'Koi Pond', th: 'บ่อปลาคาร์ป', category: 'RNG' },
      { code: 'table-03', en: '100% Baccarat', th: 'บาคาร่า', category: 'LIVE' },
    ].map((g, i) => ({
      nodeId: `SRCH:${g.code}`,
      vendor: 'SRCH',
      gameCode: g.code,
      category: g.category,
      name: { en: g.en, th: g.th },
      gameType: g.category,
      position: i,
    }));
    const bulk = await t.app.inject({
      method: 'POST',
      url: '/admin/api/games/bulk',
      headers: admin,
      payload: { games },
    });
    expect(bulk.json().value).toEqual({ created: 3, skipped: 0 });
  });

  const search = async (query: Record<string, string>, headers = admin) => {
    const res = await t.app.inject({ url: `/admin/api/games?${new URLSearchParams(query)}`, headers });
    return res;
  };
  const codes = async (query: Record<string, string>) =>
    ((await search(query)).json().value.games as { code: string }[]).map((g) => g.code).sort();

  it('finds games by a name in any language, the game code or the node id, case-insensitive', async () => {
    expect(await codes({ q: 'dragon' })).toEqual(['dragon-01']);
    expect(await codes({ q: 'ปลาคาร์ป' })).toEqual(['koi-02']);
    expect(await codes({ q: 'KOI-0' })).toEqual(['koi-02']);
    expect(await codes({ q: 'SRCH:table' })).toEqual(['table-03']);
    // Wildcards are taken literally.
    expect(await codes({ q: '100%' })).toEqual(['table-03']);
    expect(await codes({ q: '%' })).toEqual(['table-03']);
    expect(await codes({ q: '_' })).toEqual([]);
  });

  it('combines with the vendor and category filters and counts only what matches', async () => {
    const res = await search({ q: 'o', vassalage: 'SRCH', category: 'RNG', pageSize: '1' });
    expect(res.statusCode).toBe(200);
    const value = res.json().value;
    expect(value.total).toBe(2);
    expect(value.totalPages).toBe(2);
    expect(value.games).toHaveLength(1);
    expect(await codes({ q: 'baccarat', category: 'RNG' })).toEqual([]);
  });

  it('exports every matching game as CSV, not one page', async () => {
    const res = await search({ vassalage: 'SRCH', q: 'o', format: 'csv', pageSize: '1' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toContain('games.csv');
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'nodeId,vendor,gameCode,category,gameType,classify,name,enabled,maintenance,available,isHot,hotRank,position,minBet',
    );
    expect(
      lines
        .slice(1)
        .map((line) => line.split(',')[0])
        .sort(),
    ).toEqual(['SRCH:dragon-01', 'SRCH:koi-02']);
  });

  it('answers 400 on a search past 60 characters and 401 without a token', async () => {
    const long = await search({ q: 'x'.repeat(61) });
    expect(long.statusCode).toBe(400);
    expect(long.json().value.fields).toEqual({ q: 'TOO_LONG' });
    const anonymous = await t.app.inject({ url: '/admin/api/games?q=dragon' });
    expect(anonymous.statusCode).toBe(401);
  });
});
