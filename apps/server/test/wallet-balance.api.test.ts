import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  encryptFor,
  expectLedgerReconciles,
  operatorAuth,
  registerMember,
  type TestApp,
} from './test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { SEED_DEMO: false, TRIAL_DEMO_BALANCE: 2000 } });
});
afterAll(async () => {
  if (t) await expectLedgerReconciles(t.database);
  await t?.close();
});

const balance = (authorization?: string) =>
  t.app.inject({ url: '/wps/v2/wallets/balance', headers: authorization ? { authorization } : {} });

describe('GET /wps/v2/wallets/balance', () => {
  it('answers a new player a main wallet at zero in the brand currency', async () => {
    const member = await registerMember(t.app);
    const res = await balance(member.authorization);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const settings = (await t.app.inject({ url: '/admin/api/settings', headers: await operatorAuth(t.app) })).json()
      .value;
    expect(res.json().value).toEqual({
      sumBalance: 0,
      currency: settings.currency.code,
      decimals: settings.currency.decimals,
      wallets: [{ code: 'main', balance: 0 }],
    });
  });

  it('gives a free-play account its play money once, even when asked many times at once', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login/freeplay',
      payload: await encryptFor(t.app, { os: 'web', platform: 'web' }),
    });
    const authorization = `Bearer ${login.json().value.token}`;
    const answers = await Promise.all(Array.from({ length: 8 }, () => balance(authorization)));
    for (const res of answers) expect(res.json().value.sumBalance).toBe(2000);
    expect((await balance(authorization)).json().value.wallets).toEqual([{ code: 'main', balance: 2000 }]);
  });

  it('needs a member token', async () => {
    expect((await balance()).statusCode).toBe(401);
  });
});

describe('GET /admin/api/ledger/reconcile', () => {
  it('reports the ledger whole for an operator, and refuses members', async () => {
    const admin = await operatorAuth(t.app);
    const res = await t.app.inject({ url: '/admin/api/ledger/reconcile', headers: admin });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value).toMatchObject({ ok: true, problems: [] });
    const member = await registerMember(t.app);
    expect(
      (await t.app.inject({ url: '/admin/api/ledger/reconcile', headers: { authorization: member.authorization } }))
        .statusCode,
    ).toBe(401);
  });
});
