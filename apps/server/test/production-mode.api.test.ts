import { describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ConfigError, DEMO_ADMIN_PASSWORD, loadEnv } from '../src/config/env.ts';
import { seedDemoLottery } from '../src/seed/demo-lottery.ts';
import { createTestApp, openTestDatabase, productionEnv, registerMember } from './test-app.ts';

/** What an operator sets for a production start, as environment strings. */
const PRODUCTION_VARS = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://portal@db.internal:5432/portal',
  ADMIN_PASSWORD: 'Correct-Horse-Battery-9-Staple',
  PUBLIC_URL: 'https://play.example',
  SECRETS_MASTER_KEY: Buffer.alloc(32, 7).toString('base64'),
  SMS_PROVIDER: 'http',
  SMS_HTTP_URL: 'https://sms.example/send',
  EMAIL_PROVIDER: 'smtp',
  SMTP_URL: 'smtp://user:pass@mail.example:587',
};

function refusal(source: NodeJS.ProcessEnv): string[] {
  try {
    loadEnv(source);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems.map((line) => line.split(':')[0]!);
    throw error;
  }
  return [];
}

describe('the mode', () => {
  it('is production when NODE_ENV is unset, and production with nothing set refuses, one line per problem', () => {
    const expected = [
      'DATABASE_URL',
      'ADMIN_PASSWORD',
      'PUBLIC_URL',
      'SECRETS_MASTER_KEY',
      'SMS_PROVIDER',
      'EMAIL_PROVIDER',
    ];
    expect(refusal({})).toEqual(expected);
    expect(refusal({ NODE_ENV: 'production' })).toEqual(expected);
    expect(() => loadEnv({})).toThrow(/^Refusing to start in production:\n {2}DATABASE_URL: required in production/);
  });

  it('starts production with a complete configuration, the demo parts off', () => {
    const env = loadEnv(PRODUCTION_VARS);
    expect(env).toMatchObject({
      NODE_ENV: 'production',
      DEMO: false,
      SEED_DEMO: false,
      SANDBOX_GATEWAY: false,
      DOCS_PUBLIC: false,
      PASSWORD_HASH_PROFILE: 'owasp',
    });
  });

  it('gives the demo on DEMO=true or NODE_ENV=development, and refuses the demo in production', () => {
    for (const source of [{ DEMO: 'true' }, { NODE_ENV: 'development' }]) {
      expect(loadEnv(source)).toMatchObject({
        NODE_ENV: 'development',
        SEED_DEMO: true,
        SANDBOX_GATEWAY: true,
        SMS_PROVIDER: 'outbox',
        EMAIL_PROVIDER: 'outbox',
        ADMIN_PASSWORD: DEMO_ADMIN_PASSWORD,
      });
    }
    expect(refusal({ ...PRODUCTION_VARS, DEMO: 'true' })).toEqual(['DEMO']);
  });

  it.each([
    ['the demo operator password', { ADMIN_PASSWORD: DEMO_ADMIN_PASSWORD }, 'ADMIN_PASSWORD'],
    ['a short operator password', { ADMIN_PASSWORD: 'Sh0rt-pass' }, 'ADMIN_PASSWORD'],
    ['a one-class operator password', { ADMIN_PASSWORD: 'abcdefghijklmnopqrstuvwx' }, 'ADMIN_PASSWORD'],
    ['the username in the password', { ADMIN_PASSWORD: 'Admin-admin-admin-2026!' }, 'ADMIN_PASSWORD'],
    ['demo seeding', { SEED_DEMO: 'true' }, 'SEED_DEMO'],
    ['the sandbox gateway', { SANDBOX_GATEWAY: 'true' }, 'SANDBOX_GATEWAY'],
    ['the SMS outbox', { SMS_PROVIDER: 'outbox' }, 'SMS_PROVIDER'],
    ['the e-mail outbox', { EMAIL_PROVIDER: 'outbox' }, 'EMAIL_PROVIDER'],
    ["the 'test' hash profile", { PASSWORD_HASH_PROFILE: 'test' }, 'PASSWORD_HASH_PROFILE'],
    ['PGlite', { DATABASE_URL: undefined }, 'DATABASE_URL'],
    ['plaintext encrypted calls', { ENCRYPTION_REQUIRED: 'false' }, 'ENCRYPTION_REQUIRED'],
    ['a plain-http public origin', { PUBLIC_URL: 'http://play.example' }, 'PUBLIC_URL'],
    ['no master key', { SECRETS_MASTER_KEY: undefined }, 'SECRETS_MASTER_KEY'],
    ['trusting every proxy', { TRUST_PROXY: 'true' }, 'TRUST_PROXY'],
  ])('refuses %s in production', (_name, change, variable) => {
    expect(refusal({ ...PRODUCTION_VARS, ...change })).toEqual([variable]);
  });

  it('prints the refusal as lines, not a stack trace, and exits non-zero', async () => {
    const server = path.resolve(import.meta.dirname, '../src/server.ts');
    const child = spawn(process.execPath, ['--import', 'tsx', server], {
      env: { PATH: process.env.PATH, NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(code).toBe(1);
    const lines = stderr.trim().split('\n');
    expect(lines[0]).toBe('Refusing to start in production:');
    expect(lines.slice(1).map((l) => l.trim().split(':')[0])).toEqual([
      'DATABASE_URL',
      'ADMIN_PASSWORD',
      'PUBLIC_URL',
      'SECRETS_MASTER_KEY',
      'SMS_PROVIDER',
      'EMAIL_PROVIDER',
    ]);
    expect(stderr).not.toMatch(/\bat .+\.ts:\d+/);
  });
});

describe('a production app', () => {
  it('refuses to start while a demo-feed lottery game is enabled', async () => {
    const database = await openTestDatabase();
    try {
      const demo = await createTestApp({ database, env: { SEED_DEMO: false } });
      await demo.close();
      await seedDemoLottery(database.db);
      await expect(createTestApp({ database, env: productionEnv() })).rejects.toThrow(
        /Refusing to start in production:\n {2}lottery_games: XSMB, XSMN, XSMT take real bets on the demo results feed/,
      );
      await database.db
        .updateTable('lottery_games')
        .set({ enabled: false })
        .where('result_source', '=', 'demo_feed')
        .execute();
      const production = await createTestApp({ database, env: productionEnv() });
      await production.close();
    } finally {
      await database.close();
    }
  });

  it('hides /docs unless DOCS_PUBLIC=true, and sends HSTS over https only', async () => {
    const database = await openTestDatabase();
    try {
      const hidden = await createTestApp({ database, env: productionEnv() });
      try {
        expect((await hidden.app.inject({ url: '/docs' })).statusCode).toBe(404);
        const https = await hidden.app.inject({ url: '/wps/system/status', headers: { 'x-forwarded-proto': 'https' } });
        expect(https.headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
        const http = await hidden.app.inject({ url: '/wps/system/status' });
        expect(http.headers['strict-transport-security']).toBeUndefined();
      } finally {
        await hidden.close();
      }
      const shown = await createTestApp({ database, env: productionEnv({ DOCS_PUBLIC: true }) });
      try {
        expect((await shown.app.inject({ url: '/docs/json' })).statusCode).toBe(200);
      } finally {
        await shown.close();
      }
    } finally {
      await database.close();
    }
  });
});

describe('URLs the portal hands out', () => {
  it('build on PUBLIC_URL, never on the Host header the client sent', async () => {
    const t = await createTestApp({ env: { SEED_DEMO: true, PUBLIC_URL: 'https://play.example' } });
    try {
      const member = await registerMember(t.app);
      const channels = (
        await t.app.inject({ url: '/wps/payment/channels', headers: { authorization: member.authorization } })
      ).json().value.channels as { id: number; type: string }[];
      const res = await t.app.inject({
        method: 'POST',
        url: '/wps/payment/deposits',
        headers: {
          authorization: member.authorization,
          'idempotency-key': 'host-header-test-1',
          host: 'evil.example',
          'x-forwarded-host': 'evil.example',
        },
        payload: { channelId: channels.find((c) => c.type === 'gateway')!.id, amount: 50 },
      });
      expect(res.statusCode, res.body).toBe(200);
      const { redirectUrl } = res.json().value as { redirectUrl: string };
      expect(redirectUrl.startsWith('https://play.example/')).toBe(true);
      expect(decodeURIComponent(redirectUrl)).not.toContain('evil.example');
    } finally {
      await t.close();
    }
  });
});
