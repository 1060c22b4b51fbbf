import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADULT_DATE_OF_BIRTH, createTestApp, encryptFor, operatorAuth, type TestApp } from './test-app.ts';

/*
 * Firebase phone sign-in against a real key server: a local HTTP server publishes a JWKS the way
 * Google publishes the keys of securetoken@system.gserviceaccount.com, and the tests sign ID tokens
 * as Firebase does (RS256, kid, iss https://securetoken.google.com/<project>, aud <project>,
 * phone_number). A token signed by any other key, for another project, expired or without a phone
 * proves nothing.
 */
const PROJECT = 'lotus-play-test';
const WEB_APP = {
  FIREBASE_WEB_API_KEY: 'AIzaSyTest-web-api-key-0123456789',
  FIREBASE_AUTH_DOMAIN: 'lotus-play-test.firebaseapp.com',
  FIREBASE_APP_ID: '1:123456789012:web:0a1b2c3d4e5f',
};
const PASSWORD = 'Tr0ub4dor&3x';
let t: TestApp;
let keyServer: Server;
let signing: CryptoKey;
let stranger: CryptoKey;
let serial = 0;
const freshMobile = () => `9${String(Date.now()).slice(-7)}${String(++serial).padStart(2, '0')}`;

async function idToken(
  phone: string | null,
  options: { key?: CryptoKey; kid?: string; project?: string; expiresAt?: number; issuedAgo?: number } = {},
) {
  const now = Math.floor(Date.now() / 1000) - (options.issuedAgo ?? 0);
  const project = options.project ?? PROJECT;
  return new SignJWT({
    ...(phone ? { phone_number: phone } : {}),
    auth_time: now,
    firebase: { sign_in_provider: 'phone', identities: phone ? { phone: [phone] } : {} },
  })
    .setProtectedHeader({ alg: 'RS256', kid: options.kid ?? 'google-key-1', typ: 'JWT' })
    .setIssuer(`https://securetoken.google.com/${project}`)
    .setAudience(project)
    .setSubject(`uid-${++serial}`)
    .setIssuedAt(now)
    .setExpirationTime(options.expiresAt ?? now + 3600)
    .sign(options.key ?? signing);
}

const send = async (method: 'PUT' | 'POST', url: string, payload: unknown, app = t.app) =>
  app.inject({ method, url, headers: { language: 'en' }, payload: await encryptFor(app, payload) });
const firebaseLogin = (token: string, app = t.app) =>
  send('POST', '/wps/session/login/firebase', { firebaseIdToken: token, firebaseChannel: 'WEB' }, app);

beforeAll(async () => {
  const pair = await generateKeyPair('RS256');
  signing = pair.privateKey;
  stranger = (await generateKeyPair('RS256')).privateKey;
  const jwk = { ...(await exportJWK(pair.publicKey)), kid: 'google-key-1', alg: 'RS256', use: 'sig' };
  keyServer = createServer((request, response) => {
    response.writeHead(request.url === '/jwks' ? 200 : 404, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => keyServer.listen(0, '127.0.0.1', resolve));
  const { port } = keyServer.address() as AddressInfo;
  t = await createTestApp({
    env: {
      SEED_DEMO: false,
      FIREBASE_PROJECT_ID: PROJECT,
      FIREBASE_JWKS_URL: `http://127.0.0.1:${port}/jwks`,
      ...WEB_APP,
    },
  });
  const res = await t.app.inject({
    method: 'PATCH',
    url: '/admin/api/settings',
    headers: await operatorAuth(t.app),
    payload: { flags: { mobileRegistration: true, registrationSmsVerification: true } },
  });
  expect(res.statusCode, res.body).toBe(200);
});
afterAll(async () => {
  await t?.close();
  keyServer?.close();
});

describe('Firebase phone sign-in', () => {
  it('registers by the phone the token proves, without an SMS code, then signs in by it', async () => {
    const mobile = freshMobile();
    const registered = await send('PUT', '/wps/member/register/mobile', {
      mobileNum: `0${mobile}`,
      countryDialingCode: '+84',
      password: PASSWORD,
      confirmPassword: PASSWORD,
      dateOfBirth: ADULT_DATE_OF_BIRTH,
      firebaseChannel: 'WEB',
      firebaseIdToken: await idToken(`+84${mobile}`),
    });
    expect(registered.statusCode, registered.body).toBe(200);
    const username = registered.json().value.username as string;
    const row = await t.database.db
      .selectFrom('members')
      .select(['mobile_verified_at'])
      .where('username', '=', username)
      .executeTakeFirstOrThrow();
    expect(row.mobile_verified_at).not.toBeNull();

    const signedIn = await firebaseLogin(await idToken(`+84${mobile}`));
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json().value).toMatchObject({ username, token: expect.any(String) });
  });

  it('answers a phone no account holds with PHONE_NOT_REGISTERED', async () => {
    const res = await firebaseLogin(await idToken(`+84${freshMobile()}`));
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('PHONE_NOT_REGISTERED');
  });

  it('believes no other key, project, time or token without a phone; registers nothing on them', async () => {
    const phone = `+84${freshMobile()}`;
    const cases: [string, Promise<string>][] = [
      ['signature', idToken(phone, { key: stranger })],
      ['signature', idToken(phone, { key: stranger, kid: 'unknown-key' })],
      ['project', idToken(phone, { project: 'someone-else' })],
      ['expired', idToken(phone, { issuedAgo: 7200, expiresAt: Math.floor(Date.now() / 1000) - 3600 })],
      ['no-phone', idToken(null)],
    ];
    for (const [reason, token] of cases) {
      const res = await firebaseLogin(await token);
      expect(res.statusCode, reason).toBe(401);
      expect(res.json(), reason).toMatchObject({ code: 'FIREBASE_TOKEN_INVALID', value: { reason } });
    }
    const garbage = await firebaseLogin('not.a.token');
    expect(garbage.json()).toMatchObject({ code: 'FIREBASE_TOKEN_INVALID', value: { reason: 'malformed' } });

    // A real token of another number does not register this one.
    const mobile = freshMobile();
    const other = await send('PUT', '/wps/member/register/mobile', {
      mobileNum: mobile,
      countryDialingCode: '+84',
      password: PASSWORD,
      confirmPassword: PASSWORD,
      dateOfBirth: ADULT_DATE_OF_BIRTH,
      firebaseIdToken: await idToken(phone),
    });
    expect(other.statusCode).toBe(400);
    expect(other.json().value.fields).toEqual({ mobileNum: 'INVALID_VALUE' });
    const stored = await t.database.db.selectFrom('members').select('id').where('mobile', '=', mobile).execute();
    expect(stored).toEqual([]);
  });

  it('gives the browser the web app to start Firebase with, and null where it is not set up', async () => {
    const res = await t.app.inject({ url: '/wps/session/login/firebase/config' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value).toEqual({
      apiKey: WEB_APP.FIREBASE_WEB_API_KEY,
      authDomain: WEB_APP.FIREBASE_AUTH_DOMAIN,
      projectId: PROJECT,
      appId: WEB_APP.FIREBASE_APP_ID,
    });
    const halfSet = await createTestApp({ env: { SEED_DEMO: false, FIREBASE_PROJECT_ID: PROJECT } });
    try {
      expect((await halfSet.app.inject({ url: '/wps/session/login/firebase/config' })).json().value).toBeNull();
    } finally {
      await halfSet.close();
    }
  });

  it('is refused clearly where the brand has no Firebase project', async () => {
    const bare = await createTestApp({ env: { SEED_DEMO: false } });
    try {
      const res = await firebaseLogin(await idToken(`+84${freshMobile()}`), bare.app);
      expect(res.statusCode).toBe(503);
      expect(res.json().code).toBe('FIREBASE_NOT_CONFIGURED');
    } finally {
      await bare.close();
    }
  });
});
