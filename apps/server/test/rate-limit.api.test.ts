import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorMessages } from '@portal/shared/error-messages';
import { createTestApp, openTestDatabase, type TestApp, type TestDatabase } from './test-app.ts';

const MAX = 3;
let database: TestDatabase;
let t: TestApp;
beforeAll(async () => {
  database = await openTestDatabase();
  // In memory here even when REDIS_URL is set: the Redis store has its own case below.
  t = await createTestApp({ database, env: { SEED_DEMO: false, RATE_LIMIT_MAX: MAX, REDIS_URL: undefined } });
});
afterAll(async () => {
  await t?.close();
  await database?.close();
});

const hit = (app: TestApp['app'], ip: string, language = 'en') =>
  app.inject({ url: '/wps/system/status', remoteAddress: ip, headers: { language } });

describe('rate limiting', () => {
  it(`answers request ${MAX + 1} of a window with a localized 429 RATE_LIMITED envelope`, async () => {
    for (let i = 0; i < MAX; i++) {
      const res = await hit(t.app, '198.51.100.1');
      expect(res.statusCode).toBe(200);
      // The budget is not spelled out on every answer, only on the refusal.
      expect(res.headers['x-ratelimit-limit']).toBeUndefined();
    }
    const limited = await hit(t.app, '198.51.100.1', 'vi');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({
      success: false,
      value: null,
      code: 'RATE_LIMITED',
      message: errorMessages.vi.RATE_LIMITED,
    });
    expect(limited.json().requestId).toBe(limited.headers['x-request-id']);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.headers['x-ratelimit-limit']).toBe(String(MAX));
    expect(limited.headers['x-ratelimit-remaining']).toBe('0');
  });

  it('counts each client address on its own', async () => {
    expect((await hit(t.app, '198.51.100.2')).statusCode).toBe(200);
  });

  it('counts unknown paths too, so scanning them is not free', async () => {
    for (let i = 0; i < MAX; i++) {
      const res = await t.app.inject({ url: `/wps/scan-${i}`, remoteAddress: '198.51.100.4' });
      expect(res.statusCode).toBe(404);
    }
    const limited = await t.app.inject({
      url: '/wps/scan-more',
      remoteAddress: '198.51.100.4',
      headers: { language: 'en' },
    });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED', message: errorMessages.en.RATE_LIMITED });
  });

  it('never limits the health probes', async () => {
    for (let i = 0; i < MAX + 2; i++) {
      const res = await t.app.inject({ url: '/healthz', remoteAddress: '198.51.100.3' });
      expect(res.statusCode).toBe(200);
    }
  });

  it.skipIf(!process.env.REDIS_URL)('shares one count between instances through Redis', async () => {
    const env = {
      SEED_DEMO: false,
      RATE_LIMIT_MAX: MAX,
      REDIS_URL: process.env.REDIS_URL,
      RATE_LIMIT_NAMESPACE: `test-rl-shared-${randomBytes(4).toString('hex')}:`,
    };
    const a = await createTestApp({ database, env });
    const b = await createTestApp({ database, env });
    try {
      expect((await hit(a.app, '198.51.100.9')).statusCode).toBe(200);
      expect((await hit(b.app, '198.51.100.9')).statusCode).toBe(200);
      expect((await hit(a.app, '198.51.100.9')).statusCode).toBe(200);
      const limited = await hit(b.app, '198.51.100.9', 'id');
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED', message: errorMessages.id.RATE_LIMITED });
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });
});
