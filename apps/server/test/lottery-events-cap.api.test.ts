import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listeningUrl } from './studio-helpers.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/*
 * GET /lgw/lottery/events holds a socket per stream, so open streams are
 * capped per client IP (SSE_MAX_PER_IP) and in all (SSE_MAX_TOTAL); past a cap: 429 RATE_LIMITED
 * in the envelope. The test client's address comes from X-Forwarded-For (TRUST_PROXY loopback).
 */
let t: TestApp;
let base: string;
const streams: AbortController[] = [];

beforeAll(async () => {
  t = await createTestApp({ env: { SEED_DEMO: false, SSE_MAX_PER_IP: 3, SSE_MAX_TOTAL: 5, TRUST_PROXY: 'loopback' } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = listeningUrl(t.app);
});
afterAll(async () => {
  for (const c of streams) c.abort();
  await t?.close();
});

/** Opens a stream as `ip`: the response (its body left open while streaming) and a way to close it. */
async function open(ip: string) {
  const controller = new AbortController();
  const res = await fetch(`${base}/lgw/lottery/events`, {
    headers: { 'x-forwarded-for': ip, language: 'en' },
    signal: controller.signal,
  });
  streams.push(controller);
  return { res, close: () => controller.abort() };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 100));

describe('GET /lgw/lottery/events connection caps', () => {
  it('takes SSE_MAX_PER_IP streams of one address at once; a burst passes no further; a closed one frees its slot', async () => {
    const burst = await Promise.all(Array.from({ length: 10 }, () => open('10.0.0.1')));
    const ok = burst.filter((s) => s.res.status === 200);
    const refused = burst.filter((s) => s.res.status !== 200);
    expect(ok).toHaveLength(3);
    expect(refused).toHaveLength(7);
    for (const s of refused) {
      expect(s.res.status).toBe(429);
      expect(s.res.headers.get('retry-after')).toBe('30');
      expect(await s.res.json()).toMatchObject({
        success: false,
        code: 'RATE_LIMITED',
        value: { retryAfterSeconds: 30 },
      });
    }
    expect(ok[0]!.res.headers.get('content-type')).toContain('text/event-stream');

    // Another address is not held back by this one's cap.
    const other = await open('10.0.0.2');
    expect(other.res.status).toBe(200);

    ok[0]!.close();
    await settle();
    const again = await open('10.0.0.1');
    expect(again.res.status).toBe(200);
    for (const s of [...ok, other, again]) s.close();
    await settle();
  });

  it('takes SSE_MAX_TOTAL streams in all, whatever the addresses', async () => {
    const opened = [];
    for (let i = 0; i < 5; i += 1) opened.push(await open(`10.0.1.${i + 1}`));
    expect(opened.every((s) => s.res.status === 200)).toBe(true);
    const sixth = await open('10.0.1.99');
    expect(sixth.res.status).toBe(429);
    expect(((await sixth.res.json()) as { code: string }).code).toBe('RATE_LIMITED');
    opened[0]!.close();
    await settle();
    expect((await open('10.0.1.99')).res.status).toBe(200);
  });
});
