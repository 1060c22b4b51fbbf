import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultEnv, loadEnv } from '../src/config/env.ts';
import { AppError } from '../src/platform/app-error.ts';
import { createDelivery, type Delivery, type DeliveryLog } from '../src/platform/delivery/delivery.ts';
import { readOutbox } from '../src/platform/delivery/outbox.ts';
import { createTestApp, openTestDatabase, operatorAuth, productionEnv, type TestApp } from './test-app.ts';

const quiet: DeliveryLog = { info: () => {}, error: () => {} };

let t: TestApp;
let delivery: Delivery;
let auth: { authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  auth = await operatorAuth(t.app);
  // A second handle on the same providers the app built: the route reads what these keep.
  delivery = createDelivery(t.env, t.database.db, quiet);
});
afterAll(async () => {
  await delivery?.close();
  await t?.close();
});

const outbox = (query: string) => t.app.inject({ url: `/dev/outbox?${query}`, headers: auth });

describe('the outbox provider', () => {
  it('shows nothing without an operator token: its codes sign in and reset passwords', async () => {
    await delivery.sms.send({ channel: 'sms', to: '+5511987654321', purpose: 'login', text: 'Code 246810' });
    for (const headers of [{}, { authorization: 'Bearer not-a-real-token-but-long-enough-0000' }]) {
      const res = await t.app.inject({ url: `/dev/outbox?to=${encodeURIComponent('+5511987654321')}`, headers });
      expect(res.statusCode).toBe(401);
      expect(res.body).not.toContain('246810');
    }
  });

  it('is the default for both channels, and GET /dev/outbox answers what it kept', async () => {
    expect(delivery.sms.kind).toBe('outbox');
    expect(delivery.email.kind).toBe('outbox');
    expect(delivery.outboxEnabled).toBe(true);
    await delivery.sms.send({ channel: 'sms', to: '+55 (11) 91234-5678', purpose: 'register', text: 'Code 123456' });
    const res = await outbox(`to=${encodeURIComponent('+5511912345678')}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, message: null, code: null });
    expect(body.value).toHaveLength(1);
    expect(body.value[0]).toEqual({
      id: expect.any(Number),
      channel: 'sms',
      to: '+5511912345678',
      purpose: 'register',
      subject: null,
      text: 'Code 123456',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });
  });

  it('finds a mobile however it is written (spaces, dashes, no plus)', async () => {
    await delivery.sms.send({ channel: 'sms', to: '84 912-345-678', purpose: 'login', text: 'Code 654321' });
    for (const to of ['+84912345678', '84912345678', '+84 912 345 678']) {
      const res = await outbox(`to=${encodeURIComponent(to)}`);
      expect(res.json().value.map((m: { text: string }) => m.text)).toEqual(['Code 654321']);
    }
  });

  it('keeps e-mails with subject and html, lower-cased and trimmed; the route leaves the html out', async () => {
    await delivery.email.send({
      channel: 'email',
      to: '  Player.One@Example.COM ',
      purpose: 'password-reset',
      subject: 'Reset your password',
      text: 'Your reset code is 777777',
      html: '<p>Your reset code is <b>777777</b></p>',
    });
    const res = await outbox('to=PLAYER.ONE%40example.com');
    const [entry] = res.json().value;
    expect(entry).toMatchObject({
      channel: 'email',
      to: 'player.one@example.com',
      purpose: 'password-reset',
      subject: 'Reset your password',
      text: 'Your reset code is 777777',
    });
    expect(Object.keys(entry).sort()).toEqual(['channel', 'createdAt', 'id', 'purpose', 'subject', 'text', 'to']);
    const [kept] = await readOutbox(t.database.db, 'player.one@example.com');
    expect(kept?.html).toBe('<p>Your reset code is <b>777777</b></p>');
  });

  it('answers newest first, only the asked address, at most `limit` (20 by default)', async () => {
    const to = '+66812345678';
    for (let i = 1; i <= 23; i++) {
      await delivery.sms.send({ channel: 'sms', to, purpose: 'login', text: `Code ${i}` });
    }
    await delivery.sms.send({ channel: 'sms', to: '+66812345679', purpose: 'login', text: 'someone else' });
    const all = (await outbox(`to=${encodeURIComponent(to)}`)).json().value as { text: string; id: number }[];
    expect(all).toHaveLength(20);
    expect(all[0]!.text).toBe('Code 23');
    expect(all.map((m) => m.id)).toEqual([...all.map((m) => m.id)].sort((a, b) => b - a));
    expect(all.some((m) => m.text === 'someone else')).toBe(false);
    const three = (await outbox(`to=${encodeURIComponent(to)}&limit=3`)).json().value as { text: string }[];
    expect(three.map((m) => m.text)).toEqual(['Code 23', 'Code 22', 'Code 21']);
    expect((await outbox(`to=${encodeURIComponent(to)}&limit=100`)).json().value).toHaveLength(23);
    expect((await outbox('to=%2B5511900000000')).json().value).toEqual([]);
  });

  it.each([
    ['', { to: 'REQUIRED' }],
    ['to=not-an-address', { to: 'INVALID_VALUE' }],
    ['to=%2B12', { to: 'INVALID_VALUE' }],
    ['to=a%40b', { to: 'INVALID_VALUE' }],
    ['to=%2B5511912345678&limit=0', { limit: 'TOO_SMALL' }],
    ['to=%2B5511912345678&limit=101', { limit: 'TOO_BIG' }],
    ['to=%2B5511912345678&limit=2.5', { limit: 'INVALID_TYPE' }],
    ['to=%2B5511912345678&limit=x', { limit: 'INVALID_TYPE' }],
    ['to=%2B5511912345678&channel=sms', { channel: 'UNKNOWN_FIELD' }],
    ['to=%2B5511912345678&to=%2B5511912345679', { to: 'INVALID_TYPE' }],
  ])('refuses the query %j with 400 and the failing field', async (query, fields) => {
    const res = await outbox(query);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED', value: { fields } });
  });

  it('refuses an address its channel cannot reach as bad input, and a message on the wrong channel as a bug', async () => {
    const bad = delivery.sms.send({ channel: 'sms', to: 'abc', purpose: 'register', text: 'x' });
    await expect(bad).rejects.toBeInstanceOf(AppError);
    await expect(bad).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      value: { fields: { to: 'PATTERN_MISMATCH' } },
    });
    await expect(
      delivery.sms.send({ channel: 'sms', to: 'player@example.com', purpose: 'register', text: 'x' }),
    ).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
    await expect(
      delivery.email.send({ channel: 'sms', to: '+5511912345678', purpose: 'register', text: 'x' }),
    ).rejects.toThrow('a sms message sent through the email provider');
    expect(await readOutbox(t.database.db, 'player@example.com')).toEqual([]);
  });
});

describe('configuration', () => {
  it('refuses the outbox in production, and a real provider without its address, with a clear message', () => {
    expect(() => loadEnv({ NODE_ENV: 'production' })).toThrow(
      /SMS_PROVIDER: the outbox is refused in production[\s\S]*EMAIL_PROVIDER: the outbox is refused in production/,
    );
    expect(() => loadEnv({ EMAIL_PROVIDER: 'smtp' })).toThrow(/SMTP_URL: required when EMAIL_PROVIDER=smtp/);
    expect(() => loadEnv({ SMS_PROVIDER: 'http' })).toThrow(/SMS_HTTP_URL: required when SMS_PROVIDER=http/);
    expect(() => loadEnv({ SMS_PROVIDER: 'carrier-pigeon' })).toThrow(/SMS_PROVIDER/);
    const env = loadEnv({
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://portal@db.internal/portal',
      ADMIN_PASSWORD: 'Correct-Horse-Battery-9-Staple',
      PUBLIC_URL: 'https://play.example',
      SECRETS_MASTER_KEY: Buffer.alloc(32, 7).toString('base64'),
      SMS_PROVIDER: 'http',
      SMS_HTTP_URL: 'https://sms.example/send',
      EMAIL_PROVIDER: 'smtp',
      SMTP_URL: 'smtp://user:pass@mail.example:587',
    });
    expect(env).toMatchObject({ SMS_HTTP_TIMEOUT_MS: 5000, EMAIL_FROM: 'Lotus Play <no-reply@lotus.example>' });
  });

  it('refuses to build an app whose environment was assembled by hand around the same rules', async () => {
    const database = await openTestDatabase();
    try {
      await expect(createTestApp({ database, env: { NODE_ENV: 'production' } })).rejects.toThrow(
        /outbox is refused in production/,
      );
      expect(() => createDelivery(defaultEnv({ EMAIL_PROVIDER: 'smtp' }), database.db, quiet)).toThrow(/SMTP_URL/);
    } finally {
      await database.close();
    }
  });

  it.each([
    ['production with real providers', productionEnv()],
    ['development with real providers', { NODE_ENV: 'development' as const }],
  ])('has no /dev/outbox in %s: an ordinary 404', async (_name, env) => {
    const app = await createTestApp({
      env: {
        ...env,
        SMS_PROVIDER: 'http',
        SMS_HTTP_URL: 'http://127.0.0.1:9/sms',
        EMAIL_PROVIDER: 'smtp',
        SMTP_URL: 'smtp://127.0.0.1:9',
      },
    });
    try {
      const res = await app.app.inject({ url: '/dev/outbox?to=%2B5511912345678', headers: auth });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    } finally {
      await app.close();
    }
  });

  it('keeps /dev/outbox while one channel still uses the outbox', async () => {
    const app = await createTestApp({
      env: { SMS_PROVIDER: 'http', SMS_HTTP_URL: 'http://127.0.0.1:9/sms' },
    });
    try {
      const res = await app.app.inject({
        url: '/dev/outbox?to=player%40example.com',
        headers: await operatorAuth(app.app),
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().value).toEqual([]);
    } finally {
      await app.close();
    }
  });
});
