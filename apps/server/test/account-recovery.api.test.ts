import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOutbox } from '../src/platform/delivery/outbox.ts';
import {
  PIN,
  key,
  newOperator,
  withdrawingPlayer,
  type TestOperator,
  type WithdrawingPlayer,
} from './money-helpers.ts';
import { createTestApp, encryptFor, manualClock, operatorAuth, registerMember, type TestApp } from './test-app.ts';

/*
 * Review N5 and L5 (decision 035): support cannot take over an account. An operator's password
 * reset sends a code to the member's proven contact and shows the operator no password; removing
 * an authenticator needs a second support operator; after either recovery, withdrawals and
 * transfers wait the brand's recoveryHoldHours; a session opened with an expired or default
 * password answers only the password change. Runs on PGlite and, with TEST_DATABASE_URL, on
 * PostgreSQL (test:services).
 */
const clock = manualClock(new Date());
let t: TestApp;
let admin: { authorization: string };
let support: TestOperator;
let secondSupport: TestOperator;
let finance: TestOperator;

beforeAll(async () => {
  // The hold test moves the clock past a day: sessions outlive it.
  const idle = 3 * 24 * 60;
  t = await createTestApp({
    env: { SEED_DEMO: false, OPERATOR_SESSION_IDLE_MINUTES: idle, MEMBER_SESSION_IDLE_MINUTES: idle },
    clock,
  });
  admin = await operatorAuth(t.app);
  support = await newOperator(t.app, ['support']);
  secondSupport = await newOperator(t.app, ['support']);
  finance = await newOperator(t.app, ['finance']);
});
afterAll(async () => t?.close());

const db = () => t.database.db;
const op = (method: 'GET' | 'POST', url: string, who: TestOperator, payload?: object) =>
  t.app.inject({ method, url, headers: { ...who.auth, language: 'en' }, payload });
const encrypted = async (method: 'POST' | 'PUT', url: string, payload: object, authorization?: string) =>
  t.app.inject({
    method,
    url,
    headers: { language: 'en', ...(authorization ? { authorization } : {}) },
    payload: await encryptFor(t.app, payload),
  });
const login = (username: string, password: string) => encrypted('POST', '/wps/session/login', { username, password });
const withdraw = (player: WithdrawingPlayer, amount = 60) =>
  t.app.inject({
    method: 'POST',
    url: '/wps/payment/withdrawals',
    headers: { authorization: player.authorization, 'idempotency-key': key(), language: 'en' },
    payload: { amount, bankAccountId: player.bankAccountId, paymentPassword: PIN },
  });
const patchSettings = async (payload: object) => {
  const res = await t.app.inject({ method: 'PATCH', url: '/admin/api/settings', headers: admin, payload });
  expect(res.statusCode, res.body).toBe(200);
};
const codeIn = async (to: string) => {
  const [latest] = await readOutbox(db(), to, 1);
  const code = /\b(\d{6})\b/.exec(latest?.text ?? '')?.[1];
  if (!code) throw new Error(`no code in the outbox for ${to}`);
  return code;
};
const holdOf = async (id: number) =>
  (await db().selectFrom('members').select('cash_out_hold_until').where('id', '=', id).executeTakeFirstOrThrow())
    .cash_out_hold_until;

// First: the authenticator's codes follow the real time, which the reset test moves on by a day.
describe("removing a member's authenticator", () => {
  it('waits for a second support operator, then removes it and holds transfers', async () => {
    const player = await withdrawingPlayer(t, 200);
    const setup = await t.app.inject({
      method: 'POST',
      url: '/wps/member/two-step/setup',
      headers: { authorization: player.authorization },
    });
    const secret = setup.json().value.secret as string;
    const enabled = await t.app.inject({
      method: 'POST',
      url: '/wps/member/two-step/enable',
      headers: { authorization: player.authorization },
      payload: { code: await generate({ secret }), currentPassword: player.password },
    });
    expect(enabled.statusCode, enabled.body).toBe(200);
    const bound = () =>
      db().selectFrom('member_two_step').select('member_id').where('member_id', '=', player.id).execute();

    const asked = await op('POST', `/admin/api/members/${player.id}/two-step/unbind`, support, { reason: 'New phone' });
    expect(asked.statusCode, asked.body).toBe(200);
    const { approvalId } = asked.json().value as { approvalId: number };
    expect(asked.json().value.member.twoStepEnabled).toBe(true);
    expect(await bound()).toHaveLength(1);

    // Not the one who asked, not finance: only another support operator (or admin).
    const own = await op('POST', `/admin/api/approvals/${approvalId}/approve`, support);
    expect(own.json().code).toBe('APPROVAL_OWN_REQUEST');
    const wrongRole = await op('POST', `/admin/api/approvals/${approvalId}/approve`, finance);
    expect(wrongRole.json().code).toBe('OPERATOR_ROLE_FORBIDDEN');
    expect(await bound()).toHaveLength(1);
    expect((await withdraw(player)).statusCode).toBe(200);

    const approved = await op('POST', `/admin/api/approvals/${approvalId}/approve`, secondSupport);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().value.status).toBe('approved');
    expect(await bound()).toEqual([]);
    expect(await holdOf(player.id)).not.toBeNull();
    expect((await withdraw(player)).json().code).toBe('CASH_OUT_HOLD');
    const action = await db()
      .selectFrom('operator_actions')
      .select(['operator_id', 'approved_by'])
      .where('kind', '=', 'two_step_unbind')
      .where('subject', '=', `member:${player.id}`)
      .executeTakeFirstOrThrow();
    expect(action).toEqual({ operator_id: support.id, approved_by: secondSupport.id });
    // Nothing left to remove: a new request is refused.
    expect(
      (await op('POST', `/admin/api/members/${player.id}/two-step/unbind`, support, { reason: 'x' })).statusCode,
    ).toBe(409);
  });
});

describe("an operator's password reset", () => {
  it('sends a code to the verified e-mail, shows the operator no password, and the reset holds withdrawals', async () => {
    const player = await withdrawingPlayer(t, 200);
    const email = `${player.username}@example.com`;
    await db()
      .updateTable('members')
      .set({ email, email_verified_at: clock.now() })
      .where('id', '=', player.id)
      .execute();

    const res = await op('POST', `/admin/api/members/${player.id}/password-reset`, support, { reason: 'Lost access' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value.sentTo).toEqual({ channel: 'email', to: `${email[0]}***@example.com` });
    expect(res.body).not.toMatch(/temporaryPassword/);
    // The old password still opens the account: the operator changed nothing.
    expect((await login(player.username, player.password)).statusCode).toBe(200);

    const newPassword = 'Recovered#Pass2031';
    const reset = await encrypted('POST', '/wps/member/password/reset', {
      username: player.username,
      code: await codeIn(email),
      newPassword,
      confirmNewPassword: newPassword,
    });
    expect(reset.statusCode, reset.body).toBe(200);
    const signedIn = await login(player.username, newPassword);
    expect(signedIn.statusCode).toBe(200);
    const again = { ...player, authorization: `Bearer ${signedIn.json().value.token as string}` };

    const held = await withdraw(again);
    expect(held.statusCode).toBe(422);
    expect(held.json()).toMatchObject({
      code: 'CASH_OUT_HOLD',
      value: { until: (await holdOf(player.id))!.toISOString() },
    });
    expect(await db().selectFrom('withdrawals').select('id').where('member_id', '=', player.id).execute()).toEqual([]);

    clock.advance(24 * 3_600_000 + 1_000);
    const later = await login(player.username, newPassword);
    expect(
      (await withdraw({ ...player, authorization: `Bearer ${later.json().value.token as string}` })).statusCode,
    ).toBe(200);
  });

  it('refuses a member with no proven contact (MEMBER_CONTACT_UNPROVEN) and is support work only', async () => {
    const member = await registerMember(t.app);
    const { id } = await db()
      .selectFrom('members')
      .select('id')
      .where('username', '=', member.username)
      .executeTakeFirstOrThrow();
    // An e-mail the member never proved does not count.
    await db()
      .updateTable('members')
      .set({ email: `${member.username}@example.com` })
      .where('id', '=', id)
      .execute();
    const refused = await op('POST', `/admin/api/members/${id}/password-reset`, support, { reason: 'x' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('MEMBER_CONTACT_UNPROVEN');
    expect(await readOutbox(db(), `${member.username}@example.com`, 5)).toEqual([]);
    expect((await op('POST', `/admin/api/members/${id}/password-reset`, finance, { reason: 'x' })).statusCode).toBe(
      403,
    );
  });
});

describe('a forced password change', () => {
  it('answers only the change (and sign-out) until the password is changed', async () => {
    const member = await registerMember(t.app);
    await db()
      .updateTable('members')
      .set({ password_changed_at: new Date(clock.now().getTime() - 400 * 86_400_000) })
      .where('username', '=', member.username)
      .execute();
    await patchSettings({ flags: { forcedPasswordChangeOnExpiry: true } });
    try {
      const signedIn = await login(member.username, member.password);
      expect(signedIn.json().value.passwordExpired).toBe(true);
      const authorization = `Bearer ${signedIn.json().value.token as string}`;
      const balance = () => t.app.inject({ method: 'GET', url: '/wps/member/info', headers: { authorization } });
      const refused = await balance();
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe('PASSWORD_CHANGE_REQUIRED');

      const newPassword = 'Changed#Pass2031';
      const changed = await encrypted(
        'POST',
        '/wps/member/password',
        { oldPassword: member.password, newPassword, confirmNewPassword: newPassword },
        authorization,
      );
      expect(changed.statusCode, changed.body).toBe(200);
      expect((await balance()).statusCode).toBe(200);
    } finally {
      await patchSettings({ flags: { forcedPasswordChangeOnExpiry: false } });
    }
  });
});
