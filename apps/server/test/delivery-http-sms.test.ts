import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { defaultEnv } from '../src/config/env.ts';
import { AppError } from '../src/platform/app-error.ts';
import { createDelivery, type DeliveryLog, type DeliveryProvider } from '../src/platform/delivery/delivery.ts';
import { createHttpSmsProvider } from '../src/platform/delivery/http-sms.ts';
import { openTestDatabase } from './test-app.ts';

/** A real HTTP gateway on a free port: answers by path, records every request. */
interface Recorded {
  method: string | undefined;
  path: string | undefined;
  headers: IncomingHttpHeaders;
  body: unknown;
}
const requests: Recorded[] = [];
const gateway = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    requests.push({
      method: req.method,
      path: req.url,
      headers: req.headers,
      body: JSON.parse(Buffer.concat(chunks).toString('utf8') || 'null'),
    });
    if (req.url === '/ok') return res.writeHead(202, { 'content-type': 'application/json' }).end('{"id":"m-1"}');
    if (req.url === '/fail') return res.writeHead(500).end('upstream carrier 7 is down');
    if (req.url === '/moved') return res.writeHead(302, { location: '/ok' }).end();
    // '/slow': never answers; the provider's timeout has to end it.
  });
});

const logged: { details: object; message: string }[] = [];
const log: DeliveryLog = { info: () => {}, error: (details, message) => logged.push({ details, message }) };

let base: string;
beforeAll(async () => {
  await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}`;
});
afterAll(async () => {
  gateway.closeAllConnections();
  await new Promise<void>((resolve) => gateway.close(() => resolve()));
});

const provider = (path: string, options: { token?: string; timeoutMs?: number } = {}): DeliveryProvider =>
  createHttpSmsProvider({ url: base + path, token: options.token, timeoutMs: options.timeoutMs ?? 2000, log });
const message = { channel: 'sms' as const, to: '+5511912345678', purpose: 'register', text: 'Lotus Play code: 135790' };

describe('the HTTP SMS provider', () => {
  it('POSTs { to, text, purpose } as JSON with the bearer token; a 2xx is sent', async () => {
    requests.length = 0;
    await provider('/ok', { token: 'gw-token-1' }).send(message);
    expect(requests).toHaveLength(1);
    const [req] = requests;
    expect(req).toMatchObject({ method: 'POST', path: '/ok' });
    expect(req!.headers['content-type']).toBe('application/json');
    expect(req!.headers.authorization).toBe('Bearer gw-token-1');
    expect(req!.body).toEqual({ to: '+5511912345678', text: 'Lotus Play code: 135790', purpose: 'register' });
  });

  it('sends no Authorization header when no token is configured', async () => {
    requests.length = 0;
    await provider('/ok').send(message);
    expect(requests[0]!.headers.authorization).toBeUndefined();
  });

  it.each([
    ['a 500', '/fail', { status: 500, body: 'upstream carrier 7 is down' }],
    ['a redirect', '/moved', { error: expect.any(String) }],
  ])('answers SERVICE_UNAVAILABLE on %s, logging the gateway answer but not the number', async (_name, path, sms) => {
    logged.length = 0;
    const failure = await provider(path, { token: 'gw-token-1' })
      .send(message)
      .then(
        () => null,
        (err: unknown) => err,
      );
    expect(failure).toBeInstanceOf(AppError);
    expect(failure).toMatchObject({ code: 'SERVICE_UNAVAILABLE', status: 503, message: 'SERVICE_UNAVAILABLE' });
    expect(logged).toEqual([{ message: 'SMS delivery failed', details: expect.objectContaining({ sms }) }]);
    expect(JSON.stringify(logged)).not.toContain('912345678');
    expect(JSON.stringify(logged)).not.toContain('gw-token-1');
  });

  it('gives up after SMS_HTTP_TIMEOUT_MS when the gateway does not answer', async () => {
    logged.length = 0;
    const started = Date.now();
    await expect(provider('/slow', { timeoutMs: 300 }).send(message)).rejects.toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
    });
    const elapsed = Date.now() - started;
    expect(elapsed).toBeGreaterThanOrEqual(290);
    expect(elapsed).toBeLessThan(2000);
    expect(logged[0]!.details).toMatchObject({ sms: { error: 'timeout' } });
    expect(requests.at(-1)).toMatchObject({ path: '/slow' });
  });

  it('answers SERVICE_UNAVAILABLE when nobody listens', async () => {
    const closed = createHttpSmsProvider({ url: 'http://127.0.0.1:9/sms', timeoutMs: 2000, log });
    await expect(closed.send(message)).rejects.toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
  });

  it('is what SMS_PROVIDER=http builds, with the url, token and timeout of the environment', async () => {
    const database = await openTestDatabase();
    const delivery = createDelivery(
      defaultEnv({
        SMS_PROVIDER: 'http',
        SMS_HTTP_URL: `${base}/ok`,
        SMS_HTTP_TOKEN: 'env-token',
        SMS_HTTP_TIMEOUT_MS: 300,
      }),
      database.db,
      log,
    );
    try {
      expect(delivery.sms.kind).toBe('http');
      requests.length = 0;
      await delivery.sms.send({ ...message, to: '+55 (11) 91234-5678' });
      expect(requests[0]!.headers.authorization).toBe('Bearer env-token');
      expect(requests[0]!.body).toMatchObject({ to: '+5511912345678' });
    } finally {
      await delivery.close();
      await database.close();
    }
  });
});
