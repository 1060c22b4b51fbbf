import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { redactUrl, requestLogSerializer } from './log-serializers.ts';

describe('redactUrl', () => {
  it('replaces the values of token, code and sig, keeping the rest of the URL', () => {
    expect(redactUrl('/studio/play/dice?token=abc123&player=7&currency=VND&sig=deadbeef')).toBe(
      '/studio/play/dice?token=REDACTED&player=7&currency=VND&sig=REDACTED',
    );
    expect(redactUrl('/wps/social/google/callback?state=s1&code=4%2F0Ab')).toBe(
      '/wps/social/google/callback?state=s1&code=REDACTED',
    );
    expect(redactUrl('/studio/api/session?TOKEN=x&%74oken=y')).toBe(
      '/studio/api/session?TOKEN=REDACTED&%74oken=REDACTED',
    );
    expect(redactUrl('/wps/game/list?page=1')).toBe('/wps/game/list?page=1');
    expect(redactUrl('/health')).toBe('/health');
    expect(redactUrl('/x?token')).toBe('/x?token=REDACTED');
    expect(redactUrl('/x?%E0%A4%A=1&token=t')).toBe('/x?%E0%A4%A=1&token=REDACTED');
  });
});

describe('requestLogSerializer in a Fastify logger', () => {
  it('logs no launch token of a request URL', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const app = Fastify({ logger: { level: 'info', stream, serializers: { req: requestLogSerializer } } });
    app.get('/studio/api/session', async () => ({ ok: true }));
    await app.inject({ url: '/studio/api/session?token=SECRET-LAUNCH-TOKEN&player=1&sig=SECRET-SIG' });
    await app.close();
    const log = lines.join('');
    expect(log).toContain('/studio/api/session?token=REDACTED&player=1&sig=REDACTED');
    expect(log).not.toContain('SECRET-LAUNCH-TOKEN');
    expect(log).not.toContain('SECRET-SIG');
  });
});
