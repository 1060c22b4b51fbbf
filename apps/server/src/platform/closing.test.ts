import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerClosingAnswer } from './closing.ts';

describe('requests arriving while the server closes', () => {
  it('are answered 503 SERVICE_UNAVAILABLE in the envelope, with Retry-After and the connection closed', async () => {
    const app = Fastify({ return503OnClosing: false });
    registerClosingAnswer(app);
    app.get('/ping', async () => ({ success: true }));
    // Holds the close between its first step and the listener's end, as a slow shutdown would.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let started!: () => void;
    const closingStarted = new Promise<void>((resolve) => (started = resolve));
    app.addHook('preClose', async () => {
      started();
      await held;
    });
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    expect((await fetch(`${base}/ping`)).status).toBe(200);

    const closed = app.close();
    await closingStarted;
    const late = await fetch(`${base}/ping`, { headers: { language: 'en' } });
    expect(late.status).toBe(503);
    expect(late.headers.get('retry-after')).toBe('1');
    expect(late.headers.get('connection')).toBe('close');
    expect(await late.json()).toMatchObject({ success: false, code: 'SERVICE_UNAVAILABLE', value: null });
    release();
    await closed;
  });
});
