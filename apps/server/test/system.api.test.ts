import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, operatorAuth, type TestApp } from './test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('GET /wps/system/status', () => {
  it('answers the permission info in the envelope with status 0', async () => {
    const res = await t.app.inject({ url: '/wps/system/status', remoteAddress: '177.10.10.10' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, message: null, code: null });
    expect(body.value.status).toBe(0);
    expect(body.value.location).toEqual({ ip: '177.10.10.10', country: 'BR' });
    expect(body.value.settings.map((n: { modId: string }) => n.modId)).toEqual([
      'REGISTER',
      'LOGIN',
      'MEMBER',
      'AGENT',
    ]);
  });

  it('reports maintenance (1) after an operator arms it, and refuses player calls with 503', async () => {
    const auth = await operatorAuth(t.app);
    const patch = await t.app.inject({
      method: 'PATCH',
      url: '/admin/api/settings',
      headers: auth,
      payload: { maintenance: { enabled: true, endAt: '2099-01-01T00:00:00Z' } },
    });
    expect(patch.statusCode).toBe(200);
    const status = await t.app.inject({ url: '/wps/system/status' });
    expect(status.json().value).toMatchObject({
      status: 1,
      maintenance: { active: true, endAt: '2099-01-01T00:00:00Z' },
    });
    const gated = await t.app.inject({ url: '/wps/member/info', headers: { language: 'en' } });
    expect(gated.statusCode).toBe(503);
    expect(gated.json()).toMatchObject({ success: false, code: 'MAINTENANCE' });
    await t.app.inject({
      method: 'PATCH',
      url: '/admin/api/settings',
      headers: auth,
      payload: { maintenance: { enabled: false } },
    });
  });

  it('reports region restriction (2) for a blocked country unless the IP is allowed', async () => {
    const auth = await operatorAuth(t.app);
    await t.app.inject({
      method: 'PATCH',
      url: '/admin/api/settings',
      headers: auth,
      payload: { regionRestriction: { enabled: true, blockedCountries: ['US'], ipAllowList: ['8.8.4.0/24'] } },
    });
    const blocked = await t.app.inject({ url: '/wps/system/status', remoteAddress: '8.8.8.8' });
    expect(blocked.json().value).toMatchObject({ status: 2, location: { ip: '8.8.8.8', country: 'US' } });
    const allowed = await t.app.inject({ url: '/wps/system/status', remoteAddress: '8.8.4.4' });
    expect(allowed.json().value.status).toBe(0);
    await t.app.inject({
      method: 'PATCH',
      url: '/admin/api/settings',
      headers: auth,
      payload: { regionRestriction: { enabled: false } },
    });
  });
});

describe('envelope on failures', () => {
  it('answers unknown API paths with a localized 404 envelope and a request id', async () => {
    const res = await t.app.inject({ url: '/wps/does-not-exist', headers: { language: 'zh-CN' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, code: 'NOT_FOUND', message: '未找到。', value: null });
    expect(res.json().requestId).toBe(res.headers['x-request-id']);
  });

  it('lists every failing field of a bad settings change and moves nothing', async () => {
    const auth = await operatorAuth(t.app);
    const before = await t.app.inject({ url: '/admin/api/settings', headers: auth });
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/admin/api/settings',
      headers: auth,
      payload: { flags: { chat: 'yes', freePlay: 3 }, brand: { name: '' }, unknown: 1 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().value.fields).toEqual({
      'flags.chat': 'INVALID_TYPE',
      'flags.freePlay': 'INVALID_TYPE',
      'brand.name': 'TOO_SHORT',
      unknown: 'UNKNOWN_FIELD',
    });
    const settings = await t.app.inject({ url: '/admin/api/settings', headers: auth });
    expect(settings.json().value).toEqual(before.json().value);
  });

  it('requires an operator token for settings', async () => {
    const res = await t.app.inject({ url: '/admin/api/settings' });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('UNAUTHORIZED');
  });
});
