import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorMessages } from '@portal/shared/error-messages';
import { createTestApp, openTestDatabase, operatorAuth, type TestApp, type TestDatabase } from './test-app.ts';

// One database, three instances that differ only in TRUST_PROXY; settings are set through the first.
let database: TestDatabase;
let loopback: TestApp;
let auth: { authorization: string };
beforeAll(async () => {
  database = await openTestDatabase();
  loopback = await createTestApp({ database, env: { SEED_DEMO: false } });
  auth = await operatorAuth(loopback.app);
});
afterAll(async () => {
  await loopback?.close();
  await database?.close();
});

const restrict = async (regionRestriction: Record<string, unknown>) => {
  const res = await loopback.app.inject({
    method: 'PATCH',
    url: '/admin/api/settings',
    headers: auth,
    payload: {
      regionRestriction: { enabled: true, blockedCountries: [], ipAllowList: [], ipDenyList: [], ...regionRestriction },
    },
  });
  expect(res.statusCode).toBe(200);
};
const statusFrom = async (ip: string, app = loopback.app, headers: Record<string, string> = {}) =>
  (await app.inject({ url: '/wps/system/status', remoteAddress: ip, headers })).json().value;

// 8.8.8.8 and 2001:4860:4860::8888 are in the US; 177.10.10.10 in Brazil.
describe('region restriction', () => {
  it('refuses addresses on the deny list, by address or CIDR, IPv4 and IPv6', async () => {
    await restrict({ ipDenyList: ['177.10.0.0/16', '203.0.113.7', '2001:db8::/32'] });
    expect(await statusFrom('177.10.10.10')).toMatchObject({
      status: 2,
      regionRestriction: { restricted: true },
      location: { ip: '177.10.10.10', country: 'BR' },
    });
    expect((await statusFrom('203.0.113.7')).status).toBe(2);
    expect((await statusFrom('203.0.113.8')).status).toBe(0);
    expect((await statusFrom('2001:db8::1')).status).toBe(2);
    expect((await statusFrom('2001:db9::1')).status).toBe(0);
    expect((await statusFrom('::ffff:177.10.1.1')).status).toBe(2);
    expect((await statusFrom('177.11.0.1')).status).toBe(0);
  });

  it('refuses a blocked country unless the address is on the allow list', async () => {
    await restrict({ blockedCountries: ['US'], ipAllowList: ['8.8.4.0/24', '2001:4860:4860::8844'] });
    expect(await statusFrom('8.8.8.8')).toMatchObject({ status: 2, location: { country: 'US' } });
    expect((await statusFrom('2001:4860:4860::8888')).status).toBe(2);
    expect((await statusFrom('8.8.4.4')).status).toBe(0);
    expect((await statusFrom('2001:4860:4860::8844')).status).toBe(0);
    expect((await statusFrom('177.10.10.10')).status).toBe(0);
  });

  it('lets the deny list win over the allow list, and does nothing when switched off', async () => {
    await restrict({ ipAllowList: ['177.10.10.10'], ipDenyList: ['177.10.10.10'] });
    expect((await statusFrom('177.10.10.10')).status).toBe(2);
    await restrict({ enabled: false, ipDenyList: ['177.10.10.10'], blockedCountries: ['BR'] });
    expect((await statusFrom('177.10.10.10')).status).toBe(0);
  });

  it('refuses player calls with 403 REGION_RESTRICTED and keeps the status calls open', async () => {
    await restrict({ blockedCountries: ['US'] });
    for (const url of ['/wps/member/info', '/lgw/games/game_menus', '/wps/v2/wallets/balance']) {
      const res = await loopback.app.inject({ url, remoteAddress: '8.8.8.8', headers: { language: 'th' } });
      expect(res.statusCode, url).toBe(403);
      expect(res.json()).toMatchObject({
        success: false,
        code: 'REGION_RESTRICTED',
        message: errorMessages.th.REGION_RESTRICTED,
        value: { ip: '8.8.8.8', country: 'US' },
      });
    }
    for (const url of ['/wps/system/status', '/wps/system/whitelabel', '/wps/system/helpCenter', '/healthz']) {
      const res = await loopback.app.inject({ url, remoteAddress: '8.8.8.8' });
      expect(res.statusCode, url).toBe(200);
    }
    // A visitor from elsewhere is not affected: the call's own answer (401 without a token).
    expect((await loopback.app.inject({ url: '/wps/member/info', remoteAddress: '177.10.10.10' })).statusCode).toBe(
      401,
    );
  });
});

describe('X-Forwarded-For and TRUST_PROXY', () => {
  it('ignores X-Forwarded-For from a peer it does not trust', async () => {
    await restrict({ blockedCountries: ['US'] });
    // The default trusts loopback only: a public peer's header is not believed.
    const direct = await statusFrom('177.10.10.10', loopback.app, { 'x-forwarded-for': '8.8.8.8' });
    expect(direct).toMatchObject({ status: 0, location: { ip: '177.10.10.10' } });
    const viaLocalProxy = await statusFrom('127.0.0.1', loopback.app, { 'x-forwarded-for': '8.8.8.8' });
    expect(viaLocalProxy).toMatchObject({ status: 2, location: { ip: '8.8.8.8', country: 'US' } });
  });

  it('honours it only as far as TRUST_PROXY allows', async () => {
    await restrict({ blockedCountries: ['US'] });
    const off = await createTestApp({ database, env: { SEED_DEMO: false, TRUST_PROXY: 'false' } });
    const all = await createTestApp({ database, env: { SEED_DEMO: false, TRUST_PROXY: 'true' } });
    const oneHop = await createTestApp({ database, env: { SEED_DEMO: false, TRUST_PROXY: '1' } });
    try {
      const xff = { 'x-forwarded-for': '8.8.8.8, 177.10.10.10' };
      expect(await statusFrom('127.0.0.1', off.app, xff)).toMatchObject({ status: 0, location: { ip: '127.0.0.1' } });
      const gated = await off.app.inject({ url: '/wps/member/info', remoteAddress: '127.0.0.1', headers: xff });
      expect(gated.statusCode).toBe(401); // not gated: the member call itself asks for a token
      // true believes the whole chain: the client is its first address.
      expect(await statusFrom('10.1.2.3', all.app, xff)).toMatchObject({ status: 2, location: { ip: '8.8.8.8' } });
      // One hop believes only the address our proxy saw.
      expect(await statusFrom('10.1.2.3', oneHop.app, xff)).toMatchObject({
        status: 0,
        location: { ip: '177.10.10.10', country: 'BR' },
      });
      expect(await statusFrom('10.1.2.3', oneHop.app, { 'x-forwarded-for': '8.8.8.8' })).toMatchObject({ status: 2 });
    } finally {
      await Promise.all([off.close(), all.close(), oneHop.close()]);
    }
  });
});
