import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { createTestApp, operatorAuth, type TestApp } from './test-app.ts';

// The maintenance and region gate decides on the route the router matched, not on the raw
// request target (docs/security.md): the router decodes `/%77ps/...` to `/wps/...` and takes the path of
// an absolute-form target, so both must meet the gate. Machine callbacks stay open (docs/security.md).
let t: TestApp;
let auth: { authorization: string };
let port: number;
beforeAll(async () => {
  t = await createTestApp({ env: { SEED_DEMO: false } });
  auth = await operatorAuth(t.app);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(async () => t?.close());

const settings = async (payload: Record<string, unknown>) => {
  const res = await t.app.inject({ method: 'PATCH', url: '/admin/api/settings', headers: auth, payload });
  expect(res.statusCode).toBe(200);
};
const maintenance = (enabled: boolean) => settings({ maintenance: { enabled, startAt: null, endAt: null } });
const restrictLoopback = (enabled: boolean) =>
  settings({
    regionRestriction: { enabled, blockedCountries: [], ipAllowList: [], ipDenyList: ['127.0.0.1', '8.8.8.8'] },
  });

/** One request written byte for byte on a socket, so the request target reaches the server as typed. */
function rawRequest(requestLine: string, headers: Record<string, string> = {}, body = '') {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const head = { host: `127.0.0.1:${port}`, connection: 'close', 'content-length': String(body.length), ...headers };
    const lines = [requestLine, ...Object.entries(head).map(([k, v]) => `${k}: ${v}`)];
    let data = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (data += chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(data)?.[1] ?? 0);
      resolve({ status, body: data.slice(data.indexOf('\r\n\r\n') + 4) });
    });
    socket.write(`${lines.join('\r\n')}\r\n\r\n${body}`);
  });
}
const codeOf = (body: string) => {
  try {
    return (JSON.parse(body) as { code: string | null }).code;
  } catch {
    return null;
  }
};

describe('maintenance gate on the matched route', () => {
  beforeAll(() => maintenance(true));
  afterAll(() => maintenance(false));

  it('refuses a percent-encoded path that the router decodes to a player call', async () => {
    for (const url of ['/%77ps/member/info', '/wps/%6Dember/info', '/%6Cgw/games/game_menus']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(503);
      expect(res.json(), url).toMatchObject({ success: false, code: 'MAINTENANCE' });
    }
    const raw = await rawRequest(
      'POST /%77ps/payment/withdrawals HTTP/1.1',
      { 'content-type': 'application/json' },
      '{}',
    );
    expect(raw.status).toBe(503);
    expect(codeOf(raw.body)).toBe('MAINTENANCE');
  });

  it('refuses an absolute-form request target', async () => {
    for (const line of [
      `GET http://127.0.0.1:${port}/wps/member/info HTTP/1.1`,
      'GET http://elsewhere.example/wps/v2/wallets/balance HTTP/1.1',
      'GET http://elsewhere.example/%77ps/member/info HTTP/1.1',
    ]) {
      const res = await rawRequest(line);
      expect(res.status, line).toBe(503);
      expect(codeOf(res.body), line).toBe('MAINTENANCE');
    }
  });

  it('gates the studio API (in-house rounds move real money)', async () => {
    for (const [method, url] of [
      ['GET', '/studio/api/session'],
      ['POST', '/studio/api/rounds'],
      ['GET', '/%73tudio/api/seeds'],
    ] as const) {
      const res = await t.app.inject({ method, url, payload: method === 'POST' ? {} : undefined });
      expect(res.statusCode, url).toBe(503);
      expect(res.json().code, url).toBe('MAINTENANCE');
    }
  });

  it('keeps gateway webhooks and OIDC callbacks open, however they are written', async () => {
    for (const url of ['/wps/payment/webhooks/999999', '/%77ps/payment/webhooks/999999']) {
      const res = await t.app.inject({ method: 'POST', url, payload: {} });
      expect(res.statusCode, url).not.toBe(503);
      expect(res.json().code, url).not.toBe('MAINTENANCE');
    }
    const callback = await t.app.inject({ url: '/wps/social/nobody/callback?state=x&code=y' });
    expect(callback.statusCode).toBe(302);
    // The status calls stay open too.
    expect((await t.app.inject({ url: '/wps/system/status' })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/%77ps/system/status' })).statusCode).toBe(200);
  });
});

describe('region gate on the matched route', () => {
  beforeAll(() => restrictLoopback(true));
  afterAll(() => restrictLoopback(false));

  it('refuses encoded and absolute-form targets from a denied address', async () => {
    const encoded = await t.app.inject({ url: '/%77ps/member/info', remoteAddress: '8.8.8.8' });
    expect(encoded.statusCode).toBe(403);
    expect(encoded.json()).toMatchObject({ code: 'REGION_RESTRICTED', value: { ip: '8.8.8.8' } });
    const absolute = await rawRequest(`GET http://127.0.0.1:${port}/wps/member/info HTTP/1.1`);
    expect(absolute.status).toBe(403);
    expect(codeOf(absolute.body)).toBe('REGION_RESTRICTED');
    const studio = await t.app.inject({ url: '/studio/api/session', remoteAddress: '8.8.8.8' });
    expect(studio.json().code).toBe('REGION_RESTRICTED');
  });

  it('lets a gateway in a denied region deliver its webhook', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/payment/webhooks/999999',
      remoteAddress: '8.8.8.8',
      payload: {},
    });
    expect(res.json().code).not.toBe('REGION_RESTRICTED');
  });
});
