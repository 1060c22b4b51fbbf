import { randomBytes } from 'node:crypto';
import { generate } from 'otplib';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createSessionStore } from '../src/platform/sessions.ts';
import { createBankChannel, deposit } from './deposit-helpers.ts';
import {
  createTestApp,
  encryptFor,
  expectLedgerReconciles,
  operatorAuth,
  registerMember,
  type TestApp,
} from './test-app.ts';
import { memberIdOf } from './wallet-helpers.ts';

/*
 * The back office's members on PostgreSQL: search by every key, a member's page and lists, the
 * account actions (freeze, password reset, two-step unbind, agent and upline, notes) with their
 * effects on the member's sessions and sign-in, and who may do what.
 */
let t: TestApp;
let admin: { authorization: string };
type Operator = { username: string; auth: { authorization: string } };
let support: Operator;
let finance: Operator;
let content: Operator;

let address = 0;
const nextIp = () => {
  address += 1;
  return `10.61.${(address >> 8) & 255}.${address & 255}`;
};

async function newOperator(username: string, roles: string[]): Promise<Operator> {
  const created = await t.app.inject({
    method: 'POST',
    url: '/admin/api/operators',
    headers: admin,
    payload: { username, password: 'one-time-pass-123', roles },
  });
  expect(created.statusCode, created.body).toBe(200);
  const signIn = await t.app.inject({
    method: 'POST',
    url: '/admin/api/session',
    remoteAddress: nextIp(),
    payload: { username, password: 'one-time-pass-123' },
  });
  const token = signIn.json().value.token as string;
  const changed = await t.app.inject({
    method: 'PUT',
    url: '/admin/api/me/password',
    headers: { authorization: `Bearer ${token}` },
    payload: { oldPassword: 'one-time-pass-123', newPassword: `${username}-own-passphrase` },
  });
  expect(changed.statusCode, changed.body).toBe(200);
  return { username, auth: { authorization: `Bearer ${token}` } };
}

beforeAll(async () => {
  t = await createTestApp({ env: { SEED_DEMO: false, FOUR_EYES_THRESHOLD_MINOR: 1_000_000 } });
  admin = await operatorAuth(t.app);
  support = await newOperator(`support-${randomBytes(3).toString('hex')}`, ['support']);
  finance = await newOperator(`finance-${randomBytes(3).toString('hex')}`, ['finance']);
  content = await newOperator(`content-${randomBytes(3).toString('hex')}`, ['content']);
});
afterEach(async () => {
  if (t) await expectLedgerReconciles(t.database);
});
afterAll(async () => t?.close());

const db = () => t.database.db;
const get = (url: string, who: { authorization: string } = support.auth) =>
  t.app.inject({ method: 'GET', url, headers: { ...who, language: 'en' } });
const post = (url: string, payload: unknown, who: { authorization: string } = support.auth) =>
  t.app.inject({ method: 'POST', url, headers: { ...who, language: 'en' }, payload: payload as object });
const put = (url: string, payload: unknown, who: { authorization: string } = support.auth) =>
  t.app.inject({ method: 'PUT', url, headers: { ...who, language: 'en' }, payload: payload as object });

const login = async (username: string, password: string, ip = '127.0.0.1') =>
  t.app.inject({
    method: 'POST',
    url: '/wps/session/login',
    remoteAddress: ip,
    headers: { language: 'en' },
    payload: await encryptFor(t.app, { username, password }),
  });

type Member = Awaited<ReturnType<typeof registerMember>> & { id: number };
async function member(overrides: Record<string, unknown> = {}): Promise<Member> {
  const m = await registerMember(t.app, overrides);
  return { ...m, id: await memberIdOf(t, m.username) };
}

async function adjust(memberId: number, amount: number, who = finance.auth) {
  return t.app.inject({
    method: 'POST',
    url: '/admin/api/wallet/adjustments',
    headers: { ...who, 'idempotency-key': `k-${randomBytes(8).toString('hex')}` },
    payload: { memberId, amount, reason: 'test funding' },
  });
}

const notesOf = (memberId: number) =>
  db().selectFrom('member_notes').selectAll().where('member_id', '=', memberId).orderBy('id').execute();
const eventsOf = async (memberId: number) =>
  (
    await db().selectFrom('security_events').select('kind').where('member_id', '=', memberId).orderBy('id').execute()
  ).map((row) => row.kind);
const liveSessions = async (memberId: number) =>
  (
    await db()
      .selectFrom('sessions')
      .select('id')
      .where('subject_type', '=', 'member')
      .where('subject_id', '=', memberId)
      .where('revoked_at', 'is', null)
      .execute()
  ).length;
const search = async (query: string, who = support.auth) => {
  const res = await get(`/admin/api/members?${query}`, who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value as { items: { id: number; username: string }[]; total: number };
};
const ids = (page: { items: { id: number }[] }) => page.items.map((item) => item.id);

describe('member search', () => {
  it('finds a member by username (contains, exact first), mobile, e-mail, id, IP and referral code', async () => {
    const tag = randomBytes(3).toString('hex');
    const a = await member({ username: `zz${tag}ab` });
    const b = await member({ username: `zz${tag}a` });
    await db()
      .updateTable('members')
      .set({ mobile: '912345678', country_dialing_code: '+84', email: `Ann.${tag}@Example.test` })
      .where('id', '=', a.id)
      .execute();

    const byName = await search(`by=username&q=ZZ${tag}A`);
    expect(ids(byName)).toEqual([b.id, a.id]);
    expect(ids(await search(`by=username&q=${tag}ab`))).toEqual([a.id]);
    for (const mobile of ['912345678', '0912345678', '84912345678', '+84 912 345 678']) {
      expect(ids(await search(`by=mobile&q=${encodeURIComponent(mobile)}`)), mobile).toEqual([a.id]);
    }
    expect(ids(await search(`by=email&q=${encodeURIComponent(`ann.${tag}@example`)}`))).toEqual([a.id]);
    expect(ids(await search(`by=id&q=${b.id}`))).toEqual([b.id]);
    const code = (
      await db().selectFrom('members').select('referral_code').where('id', '=', b.id).executeTakeFirstOrThrow()
    ).referral_code;
    expect(ids(await search(`by=referralCode&q=${code.toLowerCase()}`))).toEqual([b.id]);
    const page = (await search(`by=username&q=zz${tag}`)) as { items: unknown[]; total: number };
    expect(page.total).toBe(2);
    expect(page.items[0]).toMatchObject({ type: 0, status: 'active', mainBalanceMinor: 0, upline: null });
    expect(page.items[0]).not.toHaveProperty('password_hash');
  });

  it('finds members by any address: registration, last sign-in, a session, a known address', async () => {
    const [reg, last, session, known] = [nextIp(), nextIp(), nextIp(), nextIp()];
    const a = await member();
    const b = await member();
    const c = await member();
    const d = await member();
    await db().updateTable('members').set({ register_ip: reg }).where('id', '=', a.id).execute();
    await db().updateTable('members').set({ last_login_ip: last }).where('id', '=', b.id).execute();
    await db().updateTable('sessions').set({ ip: session }).where('subject_id', '=', c.id).execute();
    await db().insertInto('member_known_ips').values({ member_id: d.id, ip: known }).execute();
    await db().insertInto('member_known_ips').values({ member_id: a.id, ip: known }).execute();
    expect(ids(await search(`by=ip&q=${reg}`))).toEqual([a.id]);
    expect(ids(await search(`by=ip&q=${last}`))).toEqual([b.id]);
    expect(ids(await search(`by=ip&q=${session}`))).toEqual([c.id]);
    expect(ids(await search(`by=ip&q=${known}`))).toEqual([d.id, a.id]);
    expect((await search(`by=ip&q=${nextIp()}`)).total).toBe(0);
  });

  it('filters by status and type, pages, and exports every match as CSV', async () => {
    const tag = randomBytes(3).toString('hex');
    const made = [];
    for (let i = 0; i < 3; i++) made.push(await member({ username: `pg${tag}${i}` }));
    await db().updateTable('members').set({ status: 'frozen', type: 41 }).where('id', '=', made[1]!.id).execute();
    expect(ids(await search(`by=username&q=pg${tag}&status=frozen`))).toEqual([made[1]!.id]);
    expect(ids(await search(`by=username&q=pg${tag}&type=41`))).toEqual([made[1]!.id]);
    const first = await search(`by=username&q=pg${tag}&pageSize=2&page=1`);
    const second = await search(`by=username&q=pg${tag}&pageSize=2&page=2`);
    expect(first.total).toBe(3);
    expect([...ids(first), ...ids(second)]).toEqual(made.map((m) => m.id).reverse());

    const csv = await get(`/admin/api/members?by=username&q=pg${tag}&format=csv&pageSize=1`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toMatch(/^id,username,/);
    expect(lines).toHaveLength(4);
    expect(lines.slice(1).map((line) => Number(line.split(',')[0]))).toEqual(made.map((m) => m.id).reverse());
  });

  it('orders by a column across pages: balance, name, last sign-in (never signed in last), either way', async () => {
    const tag = randomBytes(3).toString('hex');
    const [a, b, c] = [
      await member({ username: `so${tag}b` }),
      await member({ username: `so${tag}c` }),
      await member({ username: `so${tag}a` }),
    ];
    expect((await adjust(a.id, 30)).statusCode).toBe(200);
    expect((await adjust(b.id, 50)).statusCode).toBe(200);
    const at = (iso: string | null, id: number) =>
      db()
        .updateTable('members')
        .set({ last_login_at: iso === null ? null : new Date(iso) })
        .where('id', '=', id)
        .execute();
    await at('2026-11-02T10:00:00Z', a.id);
    await at('2026-11-03T10:00:00Z', b.id);
    await at(null, c.id);
    const q = `by=username&q=so${tag}`;
    const first = await search(`${q}&sort=-balance&pageSize=2&page=1`);
    const second = await search(`${q}&sort=-balance&pageSize=2&page=2`);
    expect([...ids(first), ...ids(second)]).toEqual([b.id, a.id, c.id]);
    expect(ids(await search(`${q}&sort=balance`))).toEqual([c.id, a.id, b.id]);
    expect(ids(await search(`${q}&sort=username`))).toEqual([c.id, a.id, b.id]);
    expect(ids(await search(`${q}&sort=-lastLogin`))).toEqual([b.id, a.id, c.id]);
    expect(ids(await search(`${q}&sort=lastLogin`))).toEqual([a.id, b.id, c.id]);
    const csv = await get(`/admin/api/members?${q}&sort=-balance&format=csv`);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines.slice(1).map((line) => Number(line.split(',')[0]))).toEqual([b.id, a.id, c.id]);
  });

  it('answers bad search input with a 400 envelope', async () => {
    for (const query of [
      'by=id&q=abc',
      'by=mobile&q=12',
      'by=nickname&q=x',
      'pageSize=1000',
      'type=3',
      'extra=1',
      'sort=password',
      'sort=--balance',
    ]) {
      const res = await get(`/admin/api/members?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json(), query).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    }
  });

  it('is for support and finance (and admin): content gets 403, no token 401', async () => {
    expect((await get('/admin/api/members', finance.auth)).statusCode).toBe(200);
    expect((await get('/admin/api/members', admin)).statusCode).toBe(200);
    const refused = await get('/admin/api/members', content.auth);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('OPERATOR_ROLE_FORBIDDEN');
    const m = await member();
    expect((await get(`/admin/api/members/${m.id}`, content.auth)).statusCode).toBe(403);
    expect((await get(`/admin/api/members/${m.id}/ledger`, content.auth)).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/admin/api/members' })).statusCode).toBe(401);
  });
});

describe("a member's page", () => {
  it('shows the profile, wallets, turnover and each list, paged and as CSV', async () => {
    const upline = await member();
    const m = await member();
    await db().updateTable('members').set({ upline_id: upline.id }).where('id', '=', m.id).execute();
    expect((await adjust(m.id, 500)).statusCode).toBe(200);
    expect((await adjust(m.id, -120)).statusCode).toBe(200);
    const channel = await createBankChannel(t.app);
    const order = await deposit(t.app, m.authorization, { channelId: channel.id, amount: 60, reference: 'slip-1' });
    expect(order.statusCode, order.body).toBe(200);
    await db()
      .insertInto('bets')
      .values({
        member_id: m.id,
        product: 'RNG',
        vendor: 'TEST',
        game_code: 'slot-1',
        currency: 'BRL',
        stake_minor: 1000,
        valid_bet_minor: 1000,
        payout_minor: 2500,
        status: 'settled',
        settled_at: new Date(),
      })
      .execute();

    const turnover = await put(`/admin/api/turnover-requirements/${m.id}`, { remaining: 75 }, finance.auth);
    expect(turnover.statusCode, turnover.body).toBe(200);
    const detail = await get(`/admin/api/members/${m.id}`);
    expect(detail.statusCode, detail.body).toBe(200);
    const value = detail.json().value;
    expect(value).toMatchObject({
      id: m.id,
      username: m.username,
      status: 'active',
      type: 0,
      upline: { id: upline.id, username: upline.username },
      twoStepEnabled: false,
      turnoverRemainingMinor: 7500,
      liveSessions: 1,
      mainBalanceMinor: 38000,
      totalBalanceMinor: 38000,
    });
    expect(value.balances).toEqual([{ wallet: 'main', currency: value.currency, balanceMinor: 38000 }]);
    expect(JSON.stringify(value)).not.toContain('argon2');

    const ledger = (await get(`/admin/api/members/${m.id}/ledger?pageSize=1`)).json().value;
    expect(ledger).toMatchObject({ total: 2, page: 1, pageSize: 1, kinds: ['adjustment'] });
    expect(ledger.items[0]).toMatchObject({
      wallet: 'main',
      kind: 'adjustment',
      amountMinor: -12000,
      balanceAfterMinor: 38000,
    });
    const second = (await get(`/admin/api/members/${m.id}/ledger?pageSize=1&page=2`)).json().value;
    expect(second.items[0]).toMatchObject({ amountMinor: 50000, balanceAfterMinor: 50000 });
    expect((await get(`/admin/api/members/${m.id}/ledger?kind=bet`)).json().value.total).toBe(0);
    expect((await get(`/admin/api/members/${m.id}/ledger?wallet=bonus`)).json().value.total).toBe(0);

    const bets = (await get(`/admin/api/members/${m.id}/bets`)).json().value;
    expect(bets.items).toEqual([
      expect.objectContaining({
        gameCode: 'slot-1',
        stakeMinor: 1000,
        payoutMinor: 2500,
        profitMinor: 1500,
        status: 'settled',
      }),
    ]);
    expect((await get(`/admin/api/members/${m.id}/bets?status=pending`)).json().value.total).toBe(0);
    const deposits = (await get(`/admin/api/members/${m.id}/deposits`)).json().value;
    expect(deposits.items).toEqual([
      expect.objectContaining({
        channelType: 'bank_transfer',
        amountMinor: 6000,
        status: 'pending',
        reference: 'slip-1',
      }),
    ]);
    expect((await get(`/admin/api/members/${m.id}/withdrawals`)).json().value).toMatchObject({ items: [], total: 0 });
    const sessions = (await get(`/admin/api/members/${m.id}/sessions?state=live`)).json().value;
    expect(sessions.items).toEqual([expect.objectContaining({ state: 'live', ip: '127.0.0.1', revokedAt: null })]);
    expect((await get(`/admin/api/members/${m.id}/sessions?state=ended`)).json().value.total).toBe(0);
    expect((await get(`/admin/api/members/${m.id}/known-ips`)).statusCode).toBe(200);
    const events = (await get(`/admin/api/members/${m.id}/security-events`)).json().value;
    expect(events.items.map((e: { kind: string }) => e.kind)).toContain('register');
    expect((await get(`/admin/api/members/${m.id}/notes`)).json().value.total).toBe(0);

    for (const list of [
      'ledger',
      'bets',
      'deposits',
      'withdrawals',
      'sessions',
      'known-ips',
      'security-events',
      'notes',
    ]) {
      const csv = await get(`/admin/api/members/${m.id}/${list}?format=csv`);
      expect(csv.statusCode, list).toBe(200);
      expect(csv.headers['content-type'], list).toContain('text/csv');
      expect(csv.headers['content-disposition'], list).toContain(`member-${m.id}-${list}.csv`);
    }
    const ledgerCsv = (await get(`/admin/api/members/${m.id}/ledger?format=csv`)).body.trim().split('\r\n');
    expect(ledgerCsv).toHaveLength(3);
  });

  it('answers 404 for an unknown member and 400 for a malformed id', async () => {
    expect((await get('/admin/api/members/999999999')).json().code).toBe('NOT_FOUND');
    expect((await get('/admin/api/members/999999999/bets')).statusCode).toBe(404);
    const bad = await get('/admin/api/members/abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('VALIDATION_FAILED');
  });
});

describe('freeze and unfreeze', () => {
  it('ends every open session at once, refuses sign-in and money calls, and unfreezing restores sign-in', async () => {
    const m = await member();
    const second = await login(m.username, m.password);
    expect(second.statusCode, second.body).toBe(200);
    const secondAuth = `Bearer ${second.json().value.token as string}`;
    await db()
      .insertInto('provider_launch_tokens')
      .values({
        token_hash: randomBytes(32),
        member_id: m.id,
        vendor_code: 'TEST',
        game_code: 'slot-1',
        created_at: new Date(),
        expires_at: new Date(Date.now() + 3_600_000),
      })
      .execute();
    expect(await liveSessions(m.id)).toBe(2);

    const frozen = await post(`/admin/api/members/${m.id}/freeze`, { reason: 'Chargeback under review' });
    expect(frozen.statusCode, frozen.body).toBe(200);
    expect(frozen.json().value).toMatchObject({ sessionsEnded: 2, member: { status: 'frozen', liveSessions: 0 } });
    expect(await liveSessions(m.id)).toBe(0);
    const tokens = await db()
      .selectFrom('provider_launch_tokens')
      .select('member_id')
      .where('member_id', '=', m.id)
      .execute();
    expect(tokens).toEqual([]);

    // The ended sessions are told why (no silent sign-out); no message was left for the player.
    for (const authorization of [m.authorization, secondAuth]) {
      const balance = await t.app.inject({ url: '/wps/v2/wallets/balance', headers: { authorization } });
      expect(balance.statusCode).toBe(403);
      expect(balance.json()).toMatchObject({ code: 'ACCOUNT_FROZEN', value: { message: null } });
      const money = await t.app.inject({
        method: 'POST',
        url: '/wps/payment/withdrawals',
        headers: { authorization, 'idempotency-key': 'k-frozen-1234' },
        payload: { amount: 10, bankAccountId: 1, paymentPassword: '123456' },
      });
      expect(money.statusCode).toBe(403);
      expect(money.json().code).toBe('ACCOUNT_FROZEN');
    }
    const refused = await login(m.username, m.password);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('ACCOUNT_FROZEN');

    // A session that outlived the freeze (none should) is still refused by the member guard.
    const stray = await createSessionStore({ db: db(), clock: { now: () => new Date() } }).issue('member', m.id, 30);
    const money = await t.app.inject({
      method: 'POST',
      url: '/wps/payment/withdrawals',
      headers: { authorization: `Bearer ${stray}`, 'idempotency-key': 'k-frozen-5678' },
      payload: { amount: 10, bankAccountId: 1, paymentPassword: '123456' },
    });
    expect(money.statusCode).toBe(403);
    expect(money.json().code).toBe('ACCOUNT_FROZEN');

    const notes = await notesOf(m.id);
    expect(notes).toEqual([
      expect.objectContaining({ action: 'freeze', body: 'Chargeback under review', author: support.username }),
    ]);
    expect(await eventsOf(m.id)).toContain('account_frozen');
    const audit = await db()
      .selectFrom('operator_audit_log')
      .select(['subject', 'before', 'after', 'status_code'])
      .where('path', '=', `/admin/api/members/${m.id}/freeze`)
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({
      subject: `member:${m.id}`,
      before: { status: 'active' },
      after: { status: 'frozen', sessionsEnded: 2 },
      status_code: 200,
    });

    const again = await post(`/admin/api/members/${m.id}/freeze`, { reason: 'twice' });
    expect(again.statusCode).toBe(409);
    expect(await notesOf(m.id)).toHaveLength(1);

    const unfrozen = await post(`/admin/api/members/${m.id}/unfreeze`, { reason: 'Cleared' }, finance.auth);
    expect(unfrozen.statusCode, unfrozen.body).toBe(200);
    expect(unfrozen.json().value.member.status).toBe('active');
    expect((await login(m.username, m.password)).statusCode).toBe(200);
    expect(await eventsOf(m.id)).toContain('account_unfrozen');
    // Unfrozen, a session the freeze ended is just an ended session again.
    const ended = await t.app.inject({ url: '/wps/v2/wallets/balance', headers: { authorization: m.authorization } });
    expect(ended.statusCode).toBe(401);
  });

  it("tells the frozen player the operator's message on their next call and at sign-in; unfreezing clears it", async () => {
    const m = await member();
    const message = 'We need a proof of address: write to support@lotus.example.';
    const frozen = await post(`/admin/api/members/${m.id}/freeze`, {
      reason: 'KYC: address mismatch (internal)',
      playerMessage: `  ${message}  `,
    });
    expect(frozen.statusCode, frozen.body).toBe(200);
    const next = await t.app.inject({ url: '/wps/v2/wallets/balance', headers: { authorization: m.authorization } });
    expect(next.statusCode).toBe(403);
    expect(next.json()).toMatchObject({ success: false, code: 'ACCOUNT_FROZEN', value: { message } });
    expect(next.body).not.toContain('internal');
    const signIn = await login(m.username, m.password);
    expect(signIn.statusCode).toBe(403);
    expect(signIn.json()).toMatchObject({ code: 'ACCOUNT_FROZEN', value: { message } });

    expect((await post(`/admin/api/members/${m.id}/unfreeze`, { reason: 'Documents received' })).statusCode).toBe(200);
    const row = await db()
      .selectFrom('members')
      .select('frozen_message')
      .where('id', '=', m.id)
      .executeTakeFirstOrThrow();
    expect(row.frozen_message).toBeNull();
    expect((await post(`/admin/api/members/${m.id}/freeze`, { reason: 'Again' })).statusCode).toBe(200);
    const again = await login(m.username, m.password);
    expect(again.json()).toMatchObject({ code: 'ACCOUNT_FROZEN', value: { message: null } });
  });

  it('refuses a message to the player that is too long, and nothing changes', async () => {
    const m = await member();
    const res = await post(`/admin/api/members/${m.id}/freeze`, { reason: 'ok', playerMessage: 'x'.repeat(301) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      value: { fields: { playerMessage: expect.any(String) } },
    });
    const row = await db().selectFrom('members').select('status').where('id', '=', m.id).executeTakeFirstOrThrow();
    expect(row.status).toBe('active');
    // Unfreezing takes no message.
    const unfreeze = await post(`/admin/api/members/${m.id}/unfreeze`, { reason: 'ok', playerMessage: 'hi' });
    expect(unfreeze.statusCode).toBe(400);
  });

  it('needs a reason: without one it answers 400 and nothing changes', async () => {
    const m = await member();
    for (const payload of [
      {},
      { reason: '' },
      { reason: '   ' },
      { reason: 'x'.repeat(501) },
      { reason: 'ok', extra: 1 },
    ]) {
      const res = await post(`/admin/api/members/${m.id}/freeze`, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({
        success: false,
        code: 'VALIDATION_FAILED',
        value: { fields: expect.any(Object) },
      });
    }
    const row = await db().selectFrom('members').select('status').where('id', '=', m.id).executeTakeFirstOrThrow();
    expect(row.status).toBe('active');
    expect(await liveSessions(m.id)).toBe(1);
    expect(await notesOf(m.id)).toEqual([]);
    expect((await post('/admin/api/members/999999999/freeze', { reason: 'x' })).statusCode).toBe(404);
  });
});

describe('password reset', () => {
  it("sends a code to the member's proven e-mail, changes nothing itself, and audits where it went", async () => {
    const m = await member();
    const email = `${m.username}@example.com`;
    await db().updateTable('members').set({ email, email_verified_at: new Date() }).where('id', '=', m.id).execute();
    const res = await post(`/admin/api/members/${m.id}/password-reset`, { reason: 'Lost password, ID checked' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value).toMatchObject({ sessionsEnded: 0, sentTo: { channel: 'email' } });
    expect(await liveSessions(m.id)).toBe(1);
    expect((await login(m.username, m.password)).statusCode).toBe(200);
    expect(await eventsOf(m.id)).toContain('operator_password_reset');
    expect((await notesOf(m.id)).map((n) => n.action)).toEqual(['password_reset']);
    const audit = await db()
      .selectFrom('operator_audit_log')
      .select(['after'])
      .where('path', '=', `/admin/api/members/${m.id}/password-reset`)
      .executeTakeFirstOrThrow();
    expect(audit.after).toEqual({ resetCodeSentTo: `email ${m.username[0]}***@example.com` });
  });

  it('is support work: finance gets 403 and nothing is sent', async () => {
    const m = await member();
    const res = await post(`/admin/api/members/${m.id}/password-reset`, { reason: 'x' }, finance.auth);
    expect(res.statusCode).toBe(403);
    expect((await login(m.username, m.password)).statusCode).toBe(200);
  });
});

describe('two-step unbind', () => {
  it("removes the member's authenticator and recovery codes once a second operator approves", async () => {
    const m = await member();
    const setup = await t.app.inject({
      method: 'POST',
      url: '/wps/member/two-step/setup',
      headers: { authorization: m.authorization },
    });
    const secret = setup.json().value.secret as string;
    const enabled = await t.app.inject({
      method: 'POST',
      url: '/wps/member/two-step/enable',
      headers: { authorization: m.authorization },
      payload: { code: await generate({ secret }), currentPassword: m.password },
    });
    expect(enabled.statusCode, enabled.body).toBe(200);
    expect((await get(`/admin/api/members/${m.id}`)).json().value.twoStepEnabled).toBe(true);

    expect((await post(`/admin/api/members/${m.id}/two-step/unbind`, { reason: 'x' }, finance.auth)).statusCode).toBe(
      403,
    );
    const res = await post(`/admin/api/members/${m.id}/two-step/unbind`, { reason: 'New phone, ID checked' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value.member.twoStepEnabled).toBe(true);
    const approved = await post(`/admin/api/approvals/${res.json().value.approvalId}/approve`, {}, admin);
    expect(approved.statusCode, approved.body).toBe(200);
    expect((await get(`/admin/api/members/${m.id}`)).json().value.twoStepEnabled).toBe(false);
    const left = await db().selectFrom('member_recovery_codes').select('id').where('member_id', '=', m.id).execute();
    expect(left).toEqual([]);
    expect(await eventsOf(m.id)).toContain('operator_two_step_reset');
    const again = await post(`/admin/api/members/${m.id}/two-step/unbind`, { reason: 'again' });
    expect(again.statusCode).toBe(409);
  });
});

describe('agent type and upline', () => {
  const agent = (id: number, payload: Record<string, unknown>, who = support.auth) =>
    put(`/admin/api/members/${id}/agent`, { reason: 'Signed agent contract', ...payload }, who);
  const rowOf = (id: number) =>
    db().selectFrom('members').select(['type', 'upline_id']).where('id', '=', id).executeTakeFirstOrThrow();

  it('makes a member an agent under an upline, and refuses itself, a loop, a trial account and unknown names', async () => {
    const a = await member();
    const b = await member();
    const c = await member();
    const made = await agent(b.id, { type: 1, upline: a.username.toUpperCase() }, finance.auth);
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json().value.member).toMatchObject({ type: 1, upline: { id: a.id, username: a.username } });
    expect((await agent(c.id, { type: 41, upline: b.username })).statusCode).toBe(200);

    const refusal = async (id: number, payload: Record<string, unknown>, reason: string) => {
      const before = await rowOf(id);
      const res = await agent(id, payload);
      expect(res.statusCode, reason).toBe(400);
      expect(res.json(), reason).toMatchObject({ code: 'VALIDATION_FAILED', value: { reason } });
      expect(await rowOf(id), reason).toEqual(before);
    };
    await refusal(a.id, { type: 2, upline: c.username }, 'UPLINE_CYCLE');
    await refusal(a.id, { type: 2, upline: b.username }, 'UPLINE_CYCLE');
    await refusal(a.id, { type: 2, upline: a.username }, 'UPLINE_SELF');
    await refusal(a.id, { type: 2, upline: 'nobody-like-this' }, 'UPLINE_NOT_FOUND');
    const trial = await db()
      .insertInto('members')
      .values({
        username: `trial${randomBytes(3).toString('hex')}`,
        password_hash: '!',
        type: 4,
        referral_code: `TR${randomBytes(4).toString('hex').toUpperCase()}`,
      })
      .returning(['id', 'username'])
      .executeTakeFirstOrThrow();
    await refusal(a.id, { type: 2, upline: trial.username }, 'UPLINE_TRIAL');
    await refusal(trial.id, { type: 1, upline: null }, 'TRIAL_ACCOUNT');

    const wrongType = await agent(a.id, { type: 4, upline: null });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().value.fields).toHaveProperty('type');

    // b has an upline: moving it out of a's tree waits for a second operator (review N4).
    const detached = await agent(b.id, { type: 0, upline: null });
    expect(detached.statusCode, detached.body).toBe(202);
    expect(detached.json().value).toMatchObject({ kind: 'upline_move', status: 'pending' });
    expect(await rowOf(b.id)).toEqual({ type: 1, upline_id: a.id });
    const own = await post(`/admin/api/approvals/${detached.json().value.id}/approve`, {});
    expect(own.json().code).toBe('APPROVAL_OWN_REQUEST');
    const approved = await post(`/admin/api/approvals/${detached.json().value.id}/approve`, {}, admin);
    expect(approved.statusCode, approved.body).toBe(200);
    expect((await get(`/admin/api/members/${b.id}`)).json().value).toMatchObject({ type: 0, upline: null });
    expect((await notesOf(b.id)).map((n) => n.action)).toEqual(['agent_change', 'agent_change']);
    expect((await get(`/admin/api/members/${a.id}`)).json().value.downlineCount).toBe(0);
    expect((await get(`/admin/api/members/${b.id}`)).json().value.downlineCount).toBe(1);
  });

  it('refuses content and an operator without a reason', async () => {
    const a = await member();
    expect((await agent(a.id, { type: 1, upline: null }, content.auth)).statusCode).toBe(403);
    const res = await put(`/admin/api/members/${a.id}/agent`, { type: 1, upline: null });
    expect(res.statusCode).toBe(400);
    expect(res.json().value.fields).toHaveProperty('reason');
    expect(await rowOf(a.id)).toEqual({ type: 0, upline_id: null });
  });
});

describe('notes', () => {
  it('adds notes with their author and time, never edits or removes them', async () => {
    const m = await member();
    const res = await post(`/admin/api/members/${m.id}/notes`, { body: 'Called about a missing deposit' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value.items).toEqual([
      expect.objectContaining({ author: support.username, action: null, body: 'Called about a missing deposit' }),
    ]);
    await post(`/admin/api/members/${m.id}/notes`, { body: 'Second' }, finance.auth);
    const list = (await get(`/admin/api/members/${m.id}/notes`)).json().value;
    expect(list.items.map((n: { body: string }) => n.body)).toEqual(['Second', 'Called about a missing deposit']);
    for (const body of ['', '  ', 'x'.repeat(2001)]) {
      expect((await post(`/admin/api/members/${m.id}/notes`, { body })).statusCode).toBe(400);
    }
    expect((await post(`/admin/api/members/${m.id}/notes`, { body: 'x' }, content.auth)).statusCode).toBe(403);
    expect((await notesOf(m.id)).length).toBe(2);
    await expect(sql`update member_notes set body = 'changed' where member_id = ${m.id}`.execute(db())).rejects.toThrow(
      /append-only/,
    );
    await expect(sql`delete from member_notes where member_id = ${m.id}`.execute(db())).rejects.toThrow(/append-only/);
  });
});

describe('money stays with finance', () => {
  it('refuses a support operator a balance adjustment (403) and nothing moves', async () => {
    const m = await member();
    const before = await db().selectFrom('ledger_transactions').select('id').where('member_id', '=', m.id).execute();
    const res = await adjust(m.id, 100, support.auth);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('OPERATOR_ROLE_FORBIDDEN');
    const after = await db().selectFrom('ledger_transactions').select('id').where('member_id', '=', m.id).execute();
    expect(after).toEqual(before);
    expect((await get(`/admin/api/members/${m.id}`)).json().value.mainBalanceMinor).toBe(0);
    const turnover = await put(`/admin/api/turnover-requirements/${m.id}`, { remaining: 10 }, support.auth);
    expect(turnover.statusCode).toBe(403);
    expect((await get(`/admin/api/members/${m.id}`)).json().value.turnoverRemainingMinor).toBe(0);
    expect((await adjust(m.id, 100, finance.auth)).statusCode).toBe(200);
  });
});
