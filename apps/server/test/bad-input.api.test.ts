import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorMessages } from '@portal/shared/error-messages';
import { randomBytes } from 'node:crypto';
import { createTestApp, operatorAuth, registerMember, type TestApp } from './test-app.ts';
import { memberIdOf } from './wallet-helpers.ts';

const BODY_LIMIT = 1024;
let t: TestApp;
let auth: { authorization: string };
beforeAll(async () => {
  t = await createTestApp({ env: { BODY_LIMIT_BYTES: BODY_LIMIT, SEED_DEMO: false } });
  auth = await operatorAuth(t.app);
});
afterAll(async () => t?.close());

const settingsNow = async () => (await t.app.inject({ url: '/admin/api/settings', headers: auth })).json().value;
const sessionCount = async () =>
  Number(
    (
      await t.database.db
        .selectFrom('sessions')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('bodies that are not usable JSON', () => {
  const fieldsOf: Record<string, Record<string, string>> = {
    MALFORMED_JSON: { _: 'INVALID_TYPE' },
    UNSUPPORTED_MEDIA_TYPE: { 'content-type': 'INVALID_VALUE' },
  };
  const cases: { name: string; headers: Record<string, string>; payload: string; code: string }[] = [
    {
      name: 'malformed JSON',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": "adm',
      code: 'MALFORMED_JSON',
    },
    {
      name: 'trailing garbage',
      headers: { 'content-type': 'application/json' },
      payload: '{"a":1} x',
      code: 'MALFORMED_JSON',
    },
    {
      name: 'an empty JSON body',
      headers: { 'content-type': 'application/json' },
      payload: '',
      code: 'MALFORMED_JSON',
    },
    {
      name: 'a prototype key',
      headers: { 'content-type': 'application/json' },
      payload: '{"__proto__":{"admin":true}}',
      code: 'MALFORMED_JSON',
    },
    {
      name: 'an unsupported content type',
      headers: { 'content-type': 'application/xml' },
      payload: '<a/>',
      code: 'UNSUPPORTED_MEDIA_TYPE',
    },
    {
      name: 'a form post',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'username=a&password=b',
      code: 'UNSUPPORTED_MEDIA_TYPE',
    },
    {
      name: 'a garbage content type',
      headers: { 'content-type': ';;;' },
      payload: 'abc',
      code: 'UNSUPPORTED_MEDIA_TYPE',
    },
  ];

  it.each(cases)('refuses $name with 400 $code, localized, and signs nobody in', async ({ headers, payload, code }) => {
    const before = await sessionCount();
    const res = await t.app.inject({
      method: 'POST',
      url: '/admin/api/session',
      headers: { ...headers, language: 'en' },
      payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      success: false,
      code,
      message: errorMessages.en[code as 'MALFORMED_JSON'],
      value: { fields: fieldsOf[code] },
    });
    expect(res.json().requestId).toBeTypeOf('string');
    expect(await sessionCount()).toBe(before);
  });

  it('refuses a plain-text body where JSON is expected, naming the whole body', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/admin/api/session',
      headers: { 'content-type': 'text/plain' },
      payload: '{"username":"admin","password":"lotus-admin-2026"}',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', value: { fields: { _: 'INVALID_TYPE' } } });
  });

  it('refuses JSON that is not an object', async () => {
    for (const payload of ['null', '[1,2]', '"text"', '42', 'true']) {
      const res = await t.app.inject({
        method: 'PATCH',
        url: '/admin/api/settings',
        headers: { ...auth, 'content-type': 'application/json' },
        payload,
      });
      expect(res.statusCode, payload).toBe(400);
      expect(res.json(), payload).toMatchObject({
        code: 'VALIDATION_FAILED',
        value: { fields: { _: 'INVALID_TYPE' } },
      });
    }
  });

  it(`refuses a body over BODY_LIMIT_BYTES (${BODY_LIMIT}) with 400 BODY_TOO_LARGE and stores nothing`, async () => {
    const before = await settingsNow();
    const payload = JSON.stringify({ brand: { registerBonusText: 'x'.repeat(BODY_LIMIT) } });
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/admin/api/settings',
      headers: { ...auth, 'content-type': 'application/json', language: 'th' },
      payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      success: false,
      code: 'BODY_TOO_LARGE',
      message: errorMessages.th.BODY_TOO_LARGE,
      value: { fields: { _: 'TOO_BIG' } },
    });
    expect(await settingsNow()).toEqual(before);
  });

  it('accepts a body just under the limit', async () => {
    const payload = JSON.stringify({ username: 'nobody', password: 'p'.repeat(150) });
    expect(payload.length).toBeLessThan(BODY_LIMIT);
    const res = await t.app.inject({
      method: 'POST',
      url: '/admin/api/session',
      payload,
      headers: { 'content-type': 'application/json' },
    });
    expect(res.json().code).toBe('INVALID_CREDENTIALS');
  });
});

describe('field validation lists every failing field', () => {
  it('names wrong types', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/admin/api/session',
      payload: { username: 3, password: true },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      success: false,
      code: 'VALIDATION_FAILED',
      value: { fields: { username: 'INVALID_TYPE', password: 'INVALID_TYPE' } },
    });
  });

  it('names missing fields REQUIRED, unknown ones UNKNOWN_FIELD, all at once', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/admin/api/session', payload: { user: 'admin' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().value.fields).toEqual({ username: 'REQUIRED', password: 'REQUIRED', user: 'UNKNOWN_FIELD' });
  });

  it('names too short and too long', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/admin/api/session',
      payload: { username: '', password: 'p'.repeat(201) },
    });
    expect(res.json().value.fields).toEqual({ username: 'TOO_SHORT', password: 'TOO_LONG' });
  });

  it('names nested settings fields by their dotted path and changes nothing', async () => {
    const before = await settingsNow();
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/admin/api/settings',
      headers: auth,
      payload: {
        flags: { chat: 'yes', teleport: true },
        brand: { name: '', chatHeaderColor: 'green' },
        currency: { decimals: 9 },
        maintenance: { startAt: 'tomorrow' },
        regionRestriction: { ipDenyList: ['10.0.0.0/8', '1.2.3.4/99'], blockedCountries: ['usa'] },
        delivery: { imageCDNs: ['javascript:alert(1)'] },
        registerRules: { username: { acceptedPattern: '(' } },
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().value.fields).toEqual({
      'flags.chat': 'INVALID_TYPE',
      'flags.teleport': 'UNKNOWN_FIELD',
      'brand.name': 'TOO_SHORT',
      'brand.chatHeaderColor': 'PATTERN_MISMATCH',
      'currency.decimals': 'TOO_BIG',
      'maintenance.startAt': 'PATTERN_MISMATCH',
      'regionRestriction.ipDenyList.1': 'INVALID_VALUE',
      'regionRestriction.blockedCountries.0': 'PATTERN_MISMATCH',
      'delivery.imageCDNs.0': 'PATTERN_MISMATCH',
      'registerRules.username.acceptedPattern': 'INVALID_VALUE',
    });
    expect(await settingsNow()).toEqual(before);
  });

  it('refuses an inconsistent maintenance window and keeps the old one', async () => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/admin/api/settings',
      headers: auth,
      payload: { maintenance: { startAt: '2030-01-02T00:00:00Z', endAt: '2030-01-01T00:00:00Z' } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      value: { fields: { 'maintenance.endAt': 'INVALID_VALUE' } },
    });
    expect((await settingsNow()).maintenance).toEqual({ enabled: false, startAt: null, endAt: null });
  });
});

describe('query strings', () => {
  it('names every unknown key of /wps/system/banners', async () => {
    const res = await t.app.inject({ url: '/wps/system/banners?group=home&foo=1&bar=2' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      success: false,
      code: 'VALIDATION_FAILED',
      value: { fields: { foo: 'UNKNOWN_FIELD', bar: 'UNKNOWN_FIELD' } },
    });
  });

  it('names a missing group REQUIRED and a wrong one INVALID_VALUE', async () => {
    const missing = await t.app.inject({ url: '/wps/system/banners' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().value.fields).toEqual({ group: 'REQUIRED' });
    const wrong = await t.app.inject({ url: '/wps/system/banners?group=casino&x=1' });
    expect(wrong.json().value.fields).toEqual({ group: 'INVALID_VALUE', x: 'UNKNOWN_FIELD' });
    const twice = await t.app.inject({ url: '/wps/system/banners?group=home&group=rng' });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().value.fields).toEqual({ group: 'INVALID_VALUE' });
  });

  it('names unknown keys of /wps/system/status', async () => {
    const res = await t.app.inject({ url: '/wps/system/status?lang=en' });
    expect(res.statusCode).toBe(400);
    expect(res.json().value.fields).toEqual({ lang: 'UNKNOWN_FIELD' });
  });
});

describe('text the database cannot store', () => {
  const adjustment = async (reason: string) => {
    const member = await registerMember(t.app);
    const memberId = await memberIdOf(t, member.username);
    const key = `nul-${randomBytes(8).toString('hex')}`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/admin/api/wallet/adjustments',
      headers: { ...auth, 'idempotency-key': key, language: 'en' },
      payload: { memberId, amount: 5, reason },
    });
    return { res, memberId };
  };
  const auditRows = (status: number) =>
    t.database.db
      .selectFrom('operator_audit_log')
      .select(['body', 'status_code'])
      .where('path', '=', '/admin/api/wallet/adjustments')
      .where('status_code', '=', status)
      .execute();

  it.each([
    ['U+0000', 'good\u0000will'],
    ['a lone surrogate', 'good\ud800will'],
  ])('answers %s in a text field 400 naming the field, moves nothing and keeps the audit row', async (_, reason) => {
    const before = (await auditRows(400)).length;
    const { res, memberId } = await adjustment(reason);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', value: { fields: { reason: 'INVALID_VALUE' } } });
    const entries = await t.database.db
      .selectFrom('ledger_transactions')
      .select('id')
      .where('member_id', '=', memberId)
      .execute();
    expect(entries).toEqual([]);
    // The refused call is still in the audit log, its text made storable.
    await expect.poll(async () => (await auditRows(400)).length).toBe(before + 1);
    expect(JSON.stringify((await auditRows(400)).at(-1)!.body)).toContain('good\uFFFDwill');
  });

  it('answers U+0000 in a query string or a path 400, never 500', async () => {
    const query = await t.app.inject({ url: '/admin/api/members?q=a%00b', headers: { ...auth, language: 'en' } });
    expect(query.statusCode, query.body).toBe(400);
    expect(query.json()).toMatchObject({ code: 'VALIDATION_FAILED', value: { fields: { q: 'INVALID_VALUE' } } });
    const path = await t.app.inject({ url: '/wps/system/banners/a%00b', headers: { language: 'en' } });
    expect(path.statusCode).toBeLessThan(500);
  });
});
