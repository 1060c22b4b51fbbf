import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createBankChannel, createGatewayChannel, deposit, mainBalance } from './deposit-helpers.ts';
import {
  gif,
  jpg,
  newOperator,
  png,
  requestWithdrawal,
  upload,
  withdrawingPlayer,
  type TestOperator,
} from './money-helpers.ts';
import {
  createTestApp,
  expectLedgerReconciles,
  manualClock,
  operatorAuth,
  registerMember,
  type TestApp,
} from './test-app.ts';
import { memberIdOf } from './wallet-helpers.ts';

/*
 * The back office's money queues: deposit and withdrawal filters, paging and CSV; the bank
 * transfer's proof image; four-eyes on bank-transfer approvals (threshold 100.00); the operator's
 * payout proof; the approvals queue's view.
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const THRESHOLD_MINOR = 10_000;
const uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), 'money-queues-'));
const clock = manualClock(new Date('2030-03-01T10:00:00Z'));
let t: TestApp;
let admin: { authorization: string };
let bankId: number;
let gatewayId: number;
let finance1: TestOperator;
let finance2: TestOperator;
let finance3: TestOperator;
let support: TestOperator;

beforeAll(async () => {
  t = await createTestApp({
    clock,
    env: {
      SEED_DEMO: false,
      UPLOAD_DIR: uploadDir,
      FOUR_EYES_THRESHOLD_MINOR: THRESHOLD_MINOR,
      MEMBER_SESSION_IDLE_MINUTES: 100_000,
      MEMBER_SESSION_ABSOLUTE_HOURS: 10_000,
      OPERATOR_SESSION_IDLE_MINUTES: 100_000,
    },
  });
  admin = await operatorAuth(t.app);
  bankId = (await createBankChannel(t.app, { min: 1, max: 100_000 })).id;
  gatewayId = (await createGatewayChannel(t.app, { min: 1, max: 100_000 })).id;
  finance1 = await newOperator(t.app, ['finance']);
  finance2 = await newOperator(t.app, ['finance']);
  finance3 = await newOperator(t.app, ['finance']);
  support = await newOperator(t.app, ['support']);
});
afterEach(async () => {
  if (t) await expectLedgerReconciles(t.database);
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(uploadDir, { recursive: true, force: true });
});

const get = (url: string, who: { authorization: string } = admin) =>
  t.app.inject({ url, headers: { ...who, language: 'en' } });
const post = (url: string, who: { authorization: string }, payload?: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url, headers: { ...who, language: 'en' }, ...(payload ? { payload } : {}) });

async function bankOrder(authorization: string, amount: number, reference = 'TX-1') {
  const res = await deposit(t.app, authorization, { channelId: bankId, amount, reference });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value.orderId as string;
}

/** The data lines of a CSV answer (header first), after checking it is a CSV download. */
function csvLines(res: { statusCode: number; headers: Record<string, unknown>; body: string }) {
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
  expect(String(res.headers['content-disposition'])).toMatch(/^attachment; filename="[\w.-]+\.csv"$/);
  expect(res.body.startsWith('\uFEFF')).toBe(true);
  return res.body.slice(1).trimEnd().split('\r\n');
}

const depositTransactions = async (orderNo: string) =>
  (
    await t.database.db
      .selectFrom('ledger_transactions')
      .select('id')
      .where('source', '=', 'deposit')
      .where('idempotency_key', '=', orderNo)
      .execute()
  ).length;

const auditRows = (subject: string) =>
  t.database.db
    .selectFrom('operator_audit_log')
    .select(['route', 'status_code', 'before', 'after', 'operator_id'])
    .where('subject', '=', subject)
    .orderBy('id')
    .execute();

/** The audit row is written after the answer: wait for it. */
async function awaitAudit(subject: string, count: number) {
  for (let i = 0; i < 50; i++) {
    const rows = await auditRows(subject);
    if (rows.length >= count) return rows;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return auditRows(subject);
}

describe('deposit queue', () => {
  it('filters by status, channel type, member (username or id) and time range, and pages', async () => {
    const alice = await registerMember(t.app);
    const bob = await registerMember(t.app);
    const aliceId = await memberIdOf(t, alice.username);
    clock.set('2030-03-02T08:00:00Z');
    const early = await bankOrder(alice.authorization, 10);
    clock.set('2030-03-03T08:00:00Z');
    const middle = await bankOrder(alice.authorization, 11);
    const gateway = await deposit(t.app, alice.authorization, { channelId: gatewayId, amount: 12 });
    expect(gateway.statusCode, gateway.body).toBe(200);
    clock.set('2030-03-04T08:00:00Z');
    const late = await bankOrder(alice.authorization, 13);
    await bankOrder(bob.authorization, 14);
    await post(`/admin/api/deposits/${late}/reject`, admin, { note: 'no transfer seen' });

    const ids = async (query: string) => {
      const res = await get(`/admin/api/deposits?${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().value as { total: number; items: { orderId: string }[] };
    };
    const byName = await ids(`member=${alice.username.toUpperCase()}`);
    expect(byName.total).toBe(4);
    expect(byName.items.map((i) => i.orderId)).toEqual([late, gateway.json().value.orderId, middle, early]);
    expect((await ids(`member=${aliceId}`)).total).toBe(4);
    expect((await ids(`memberId=${aliceId}&channelType=bank_transfer`)).total).toBe(3);
    expect((await ids(`member=${alice.username}&status=rejected`)).items.map((i) => i.orderId)).toEqual([late]);
    const range = await ids(
      `member=${alice.username}&from=2030-03-03T00:00:00Z&to=2030-03-04T00:00:00Z&channelType=bank_transfer`,
    );
    expect(range.items.map((i) => i.orderId)).toEqual([middle]);
    // The range is [from, to): an order at exactly `to` is the next day's.
    expect((await ids(`member=${alice.username}&to=2030-03-02T08:00:00Z`)).total).toBe(0);
    expect((await ids(`member=${alice.username}&from=2030-03-02T08:00:00Z&to=2030-03-02T08:00:01Z`)).total).toBe(1);

    const second = await ids(`member=${alice.username}&page=2&pageSize=3`);
    expect(second).toMatchObject({ total: 4, items: [{ orderId: early }] });
    expect((await ids('member=nobody-at-all')).total).toBe(0);
  });

  it('exports every matching row as CSV (not one page), quoted and guarded against formulas', async () => {
    const carol = await registerMember(t.app);
    clock.set('2030-03-05T09:00:00Z');
    for (let i = 0; i < 12; i++) await bankOrder(carol.authorization, 20 + i, `REF-${i}`);
    const formula = await bankOrder(carol.authorization, 40, '=HYPERLINK("http://x",1)');
    const quoted = await bankOrder(carol.authorization, 41, 'paid, "by app"');

    const lines = csvLines(await get(`/admin/api/deposits?member=${carol.username}&format=csv&pageSize=5`));
    expect(lines[0]).toBe(
      'order_id,created_at,completed_at,member_id,username,channel,channel_type,amount,fee,credit,currency,status,reference,gateway_order_id,has_proof,reviewed_by,review_note',
    );
    expect(lines).toHaveLength(1 + 14);
    const formulaLine = lines.find((l) => l.startsWith(formula))!;
    expect(formulaLine).toContain(`,40.00,0.00,40.00,BRL,pending,"'=HYPERLINK(""http://x"",1)",,false,,`);
    const quotedLine = lines.find((l) => l.startsWith(quoted))!;
    expect(quotedLine).toContain(',"paid, ""by app""",');
    expect(quotedLine).toContain(`,${carol.username},Test bank,bank_transfer,`);

    const none = csvLines(await get('/admin/api/deposits?member=nobody-at-all&format=csv'));
    expect(none).toHaveLength(1);
  });

  it('refuses bad filters with a field error, and other roles than finance', async () => {
    const refused = async (query: string, field: string, issue: string) => {
      const res = await get(`/admin/api/deposits?${query}`);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', value: { fields: { [field]: issue } } });
    };
    await refused('from=yesterday', 'from', 'PATTERN_MISMATCH');
    await refused('from=2030-03-05T00:00:00Z&to=2030-03-01T00:00:00Z', 'to', 'INVALID_VALUE');
    await refused('format=xlsx', 'format', 'INVALID_VALUE');
    await refused('status=done', 'status', 'INVALID_VALUE');
    await refused(`member=${'x'.repeat(41)}`, 'member', 'TOO_LONG');
    await refused('pageSize=1000', 'pageSize', 'TOO_BIG');
    await refused('sort=amount', 'sort', 'UNKNOWN_FIELD');
    expect((await get('/admin/api/deposits', support.auth)).statusCode).toBe(403);
    expect((await get('/admin/api/deposits?format=csv', support.auth)).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/admin/api/deposits?format=csv' })).statusCode).toBe(401);
  });
});

describe("a bank transfer's proof", () => {
  it('is one PNG or JPG of at most 5 MB on a pending order of the player; the operator sees it', async () => {
    const player = await registerMember(t.app);
    const other = await registerMember(t.app);
    const orderId = await bankOrder(player.authorization, 60);
    const url = `/wps/payment/deposits/${orderId}/proof`;
    const refused = async (files: Parameters<typeof upload>[3], issue: string) => {
      const res = await upload(t.app, url, player.authorization, files);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', value: { fields: { proof: issue } } });
    };
    await refused([{ data: gif(), filename: 'receipt.png', type: 'image/png' }], 'INVALID_TYPE');
    await refused([{ data: png(5 * 1024 * 1024), filename: 'big.png', type: 'image/png' }], 'TOO_BIG');
    await refused(
      [
        { data: png(), filename: 'a.png', type: 'image/png' },
        { data: png(), filename: 'b.png', type: 'image/png' },
      ],
      'TOO_LONG',
    );
    await refused([], 'REQUIRED');
    const json = await t.app.inject({
      method: 'POST',
      url,
      headers: { authorization: player.authorization },
      payload: { proof: 'x' },
    });
    expect(json.json()).toMatchObject({ code: 'VALIDATION_FAILED', value: { fields: { proof: 'REQUIRED' } } });
    const foreign = await upload(t.app, url, other.authorization, [
      { data: png(), filename: 'a.png', type: 'image/png' },
    ]);
    expect(foreign.statusCode).toBe(404);
    expect((await get(`/admin/api/deposits/${orderId}/proof`)).statusCode).toBe(404);
    expect((await get(`/admin/api/deposits/${orderId}`)).json().value).toMatchObject({ hasProof: false, proof: null });

    const first = png(5 * 1024 * 1024 - 8);
    const sent = await upload(t.app, url, player.authorization, [
      { data: first, filename: 's.png', type: 'image/png' },
    ]);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().value).toMatchObject({ orderId, status: 'pending', hasProof: true });
    const file = await get(`/admin/api/deposits/${orderId}/proof`);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['cache-control']).toBe('no-store');
    expect(file.rawPayload.equals(first)).toBe(true);
    expect((await get(`/admin/api/deposits/${orderId}/proof`, support.auth)).statusCode).toBe(403);

    // A second proof replaces the first, whose file is removed.
    const second = jpg();
    const again = await upload(t.app, url, player.authorization, [
      { data: second, filename: 'photo.jpeg', type: 'application/octet-stream' },
    ]);
    expect(again.statusCode, again.body).toBe(200);
    const queued = (await get(`/admin/api/deposits/${orderId}`)).json().value;
    expect(queued.proof).toMatchObject({ contentType: 'image/jpeg', sizeBytes: second.length });
    expect((await get(`/admin/api/deposits/${orderId}/proof`)).rawPayload.equals(second)).toBe(true);
    const stored = fs.readdirSync(path.join(uploadDir, 'deposits')).filter((f) => f.startsWith(orderId));
    expect(stored).toHaveLength(1);
    expect(
      (await get(`/wps/payment/deposits/${orderId}`, { authorization: player.authorization })).json().value,
    ).toMatchObject({ hasProof: true });

    // Once decided, the order takes no proof; nor does a gateway order.
    expect((await post(`/admin/api/deposits/${orderId}/approve`, admin)).statusCode).toBe(200);
    const late = await upload(t.app, url, player.authorization, [
      { data: png(), filename: 'a.png', type: 'image/png' },
    ]);
    expect(late.json().code).toBe('DEPOSIT_NOT_PENDING');
    const gateway = (await deposit(t.app, player.authorization, { channelId: gatewayId, amount: 5 })).json().value;
    const onGateway = await upload(t.app, `/wps/payment/deposits/${gateway.orderId}/proof`, player.authorization, [
      { data: png(), filename: 'a.png', type: 'image/png' },
    ]);
    expect(onGateway.json().code).toBe('DEPOSIT_NOT_PENDING');
    expect(fs.readdirSync(path.join(uploadDir, 'deposits')).filter((f) => f.startsWith(orderId))).toHaveLength(1);
    expect(await mainBalance(t.app, player.authorization)).toBe(60);
  });
});

describe('four-eyes on bank-transfer approvals', () => {
  it('approves at the threshold at once; above it files a request that a second finance operator runs once', async () => {
    const player = await registerMember(t.app);
    const small = await bankOrder(player.authorization, 100);
    const direct = await post(`/admin/api/deposits/${small}/approve`, finance1.auth, { note: 'seen' });
    expect(direct.statusCode, direct.body).toBe(200);
    expect(direct.json().value).toMatchObject({ orderId: small, status: 'paid', reviewNote: 'seen' });

    const big = await bankOrder(player.authorization, 150.5);
    const requested = await post(`/admin/api/deposits/${big}/approve`, finance1.auth, { note: 'matched' });
    expect(requested.statusCode, requested.body).toBe(202);
    const approval = requested.json().value;
    expect(approval).toMatchObject({
      kind: 'deposit_approval',
      subject: `deposit:${big}`,
      payload: { orderId: big, note: 'matched' },
      amount: 150.5,
      status: 'pending',
      requestedBy: finance1.id,
    });
    expect(await mainBalance(t.app, player.authorization)).toBe(100);
    expect((await get(`/admin/api/deposits/${big}`)).json().value).toMatchObject({
      status: 'pending',
      pendingApprovalId: approval.id,
    });
    // Asking again answers the same request; the requester and a support operator cannot approve it.
    const repeat = await post(`/admin/api/deposits/${big}/approve`, finance1.auth, { note: 'matched' });
    expect(repeat.statusCode).toBe(202);
    expect(repeat.json().value.id).toBe(approval.id);
    const own = await post(`/admin/api/approvals/${approval.id}/approve`, finance1.auth);
    expect(own.statusCode).toBe(403);
    expect(own.json().code).toBe('APPROVAL_OWN_REQUEST');
    expect((await post(`/admin/api/approvals/${approval.id}/approve`, support.auth)).statusCode).toBe(403);
    expect(await mainBalance(t.app, player.authorization)).toBe(100);

    const mine = (await get('/admin/api/approvals?status=pending', finance1.auth)).json().value.items;
    expect(mine.find((a: { id: number }) => a.id === approval.id)).toMatchObject({
      mine: true,
      requestedByName: finance1.username,
      decidedByName: null,
    });
    const theirs = (await get(`/admin/api/approvals/${approval.id}`, finance2.auth)).json().value;
    expect(theirs).toMatchObject({ mine: false, requestedByName: finance1.username });

    const approved = await post(`/admin/api/approvals/${approval.id}/approve`, finance2.auth);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().value).toMatchObject({
      status: 'approved',
      decidedByName: finance2.username,
      result: { orderId: big },
    });
    expect(await mainBalance(t.app, player.authorization)).toBe(250.5);
    expect((await get(`/admin/api/deposits/${big}`)).json().value).toMatchObject({
      status: 'paid',
      reviewNote: 'matched',
      reviewedBy: `operator:${finance1.id}`,
      pendingApprovalId: null,
    });
    expect((await post(`/admin/api/approvals/${approval.id}/approve`, finance3.auth)).json().code).toBe(
      'APPROVAL_NOT_PENDING',
    );
    expect((await post(`/admin/api/deposits/${big}/approve`, finance1.auth)).json().code).toBe('DEPOSIT_NOT_PENDING');
    expect(await depositTransactions(big)).toBe(1);
    const actions = await t.database.db
      .selectFrom('operator_actions')
      .select(['kind', 'operator_id', 'approved_by', 'approval_id', 'amount_minor'])
      .where('subject', '=', `deposit:${big}`)
      .execute();
    expect(actions).toEqual([
      {
        kind: 'deposit_approval',
        operator_id: finance1.id,
        approved_by: finance2.id,
        approval_id: approval.id,
        amount_minor: 15_050,
      },
    ]);
    const audit = await awaitAudit(`deposit:${big}`, 1);
    expect(audit[0]).toMatchObject({
      route: '/admin/api/deposits/:orderId/approve',
      status_code: 202,
      before: { status: 'pending' },
      after: { status: 'pending', approvalId: approval.id },
    });
    const decided = await awaitAudit(`approval:${approval.id}`, 1);
    expect(decided[0]).toMatchObject({
      status_code: 200,
      operator_id: finance2.id,
      before: { status: 'pending' },
      after: { status: 'approved' },
    });
  });

  it('a rejected order closes its waiting request; approving it afterwards moves nothing', async () => {
    const player = await registerMember(t.app);
    const orderId = await bankOrder(player.authorization, 500);
    const approval = (await post(`/admin/api/deposits/${orderId}/approve`, finance1.auth)).json().value;
    const rejected = await post(`/admin/api/deposits/${orderId}/reject`, finance2.auth, { note: 'no such transfer' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json().value).toMatchObject({ status: 'rejected', reviewNote: 'no such transfer' });
    expect((await get(`/admin/api/approvals/${approval.id}`, finance3.auth)).json().value).toMatchObject({
      status: 'rejected',
      decidedBy: finance2.id,
    });
    expect((await post(`/admin/api/approvals/${approval.id}/approve`, finance3.auth)).json().code).toBe(
      'APPROVAL_NOT_PENDING',
    );
    expect(await mainBalance(t.app, player.authorization)).toBe(0);
    expect(await depositTransactions(orderId)).toBe(0);
    // Each audit row is written after its answer, so under load the approval's may land second.
    const audit = await awaitAudit(`deposit:${orderId}`, 2);
    const rejection = audit.find((row) => (row.after as { status?: string } | null)?.status === 'rejected');
    expect(rejection).toMatchObject({ before: { status: 'pending' }, after: { status: 'rejected' } });
  });

  it('refuses bad input on the review calls and moves nothing', async () => {
    const player = await registerMember(t.app);
    const orderId = await bankOrder(player.authorization, 30);
    const long = await post(`/admin/api/deposits/${orderId}/approve`, finance1.auth, { note: 'x'.repeat(501) });
    expect(long.json()).toMatchObject({ code: 'VALIDATION_FAILED', value: { fields: { note: 'TOO_LONG' } } });
    const extra = await post(`/admin/api/deposits/${orderId}/reject`, finance1.auth, { note: 'a', amount: 5 });
    expect(extra.json()).toMatchObject({ value: { fields: { amount: 'UNKNOWN_FIELD' } } });
    expect((await post(`/admin/api/deposits/${'x'.repeat(41)}/approve`, finance1.auth)).statusCode).toBe(400);
    expect((await post('/admin/api/deposits/DNOSUCHORDER/approve', finance1.auth)).statusCode).toBe(404);
    expect((await post(`/admin/api/deposits/${orderId}/approve`, support.auth)).statusCode).toBe(403);
    expect((await get(`/admin/api/deposits/${orderId}`)).json().value.status).toBe('pending');
    expect(await mainBalance(t.app, player.authorization)).toBe(0);
  });
});

describe.runIf(onPostgres)('four-eyes under concurrency (PostgreSQL)', () => {
  it('two operators approving the same request at once credit the deposit once', async () => {
    const player = await registerMember(t.app);
    const orders: string[] = [];
    for (let i = 0; i < 6; i++) orders.push(await bankOrder(player.authorization, 200 + i));
    const approvals = await Promise.all(
      orders.map(async (orderId) => {
        const res = await post(`/admin/api/deposits/${orderId}/approve`, finance1.auth);
        expect(res.statusCode, res.body).toBe(202);
        return res.json().value.id as number;
      }),
    );
    await Promise.all(
      approvals.map(async (id) => {
        const answers = await Promise.all([
          post(`/admin/api/approvals/${id}/approve`, finance2.auth),
          post(`/admin/api/approvals/${id}/approve`, finance3.auth),
        ]);
        const codes = answers.map((a) => a.statusCode).sort();
        expect(codes, answers.map((a) => a.body).join(' ')).toEqual([200, 409]);
      }),
    );
    expect(await mainBalance(t.app, player.authorization)).toBe(200 * 6 + 15);
    for (const orderId of orders) expect(await depositTransactions(orderId)).toBe(1);
  });

  it('two operators asking at once file one request', async () => {
    const player = await registerMember(t.app);
    const orderId = await bankOrder(player.authorization, 300);
    const answers = await Promise.all([
      post(`/admin/api/deposits/${orderId}/approve`, finance1.auth),
      post(`/admin/api/deposits/${orderId}/approve`, finance2.auth),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([202, 202]);
    expect(new Set(answers.map((a) => a.json().value.id)).size).toBe(1);
    expect(await mainBalance(t.app, player.authorization)).toBe(0);
  });
});

describe('withdrawal queue', () => {
  it('filters by member, status, confirmation and time range; exports every row as CSV', async () => {
    await t.app.inject({
      method: 'PATCH',
      url: '/admin/api/settings',
      headers: admin,
      payload: { withdrawals: { minMinor: 100, maxMinor: 1_000_000, dailyMaxMinor: 100_000_000 } },
    });
    const p = await withdrawingPlayer(t, 1000);
    clock.set('2030-03-10T08:00:00Z');
    const first = await requestWithdrawal(t.app, p, 10);
    clock.set('2030-03-11T08:00:00Z');
    const ids: number[] = [];
    for (let i = 0; i < 11; i++) ids.push(await requestWithdrawal(t.app, p, 11 + i));
    expect((await post(`/admin/api/withdrawals/${first}/approve`, finance1.auth)).statusCode).toBe(200);
    const reason = '=cmd|"/c calc", sorry';
    expect((await post(`/admin/api/withdrawals/${ids[0]}/reject`, finance1.auth, { reason })).statusCode).toBe(200);

    const list = async (query: string, who = admin) => {
      const res = await get(`/admin/api/withdrawals?${query}`, who);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().value as { total: number; items: { id: number }[] };
    };
    expect((await list(`member=${p.username.toUpperCase()}`)).total).toBe(12);
    expect((await list(`member=${p.id}&status=in_process`)).total).toBe(10);
    expect((await list(`member=${p.id}&confirmation=awaiting`)).items.map((i) => i.id)).toEqual([first]);
    expect((await list(`member=${p.username}&to=2030-03-11T00:00:00Z`)).items.map((i) => i.id)).toEqual([first]);
    expect((await list(`member=${p.username}&from=2030-03-11T00:00:00Z&pageSize=5&page=3`)).items).toHaveLength(1);
    // Support reads the queue (and its export) but does not move money.
    expect((await list(`member=${p.username}`, support.auth)).total).toBe(12);
    expect((await post(`/admin/api/withdrawals/${ids[1]}/approve`, support.auth)).statusCode).toBe(403);

    const lines = csvLines(await get(`/admin/api/withdrawals?member=${p.username}&format=csv&pageSize=2`));
    expect(lines[0]).toBe(
      'id,created_at,member_id,username,amount,currency,status,confirmation,bank_name,account_holder,account_number,reviewed_by,reviewed_at,reject_reason,confirmed_at,pix_key_type,payout_state',
    );
    expect(lines).toHaveLength(13);
    const rejectedLine = lines.find((l) => l.startsWith(`${ids[0]},`))!;
    expect(rejectedLine).toContain(
      `,${p.id},${p.username},11.00,BRL,rejected,,Banco Teste,Ana Souza,0012345678,operator:${finance1.id},`,
    );
    expect(rejectedLine.endsWith(`,"'=cmd|""/c calc"", sorry",,,`)).toBe(true);

    const bad = await get('/admin/api/withdrawals?from=2030-03-11&format=pdf');
    expect(bad.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      value: { fields: { from: 'PATTERN_MISMATCH', format: 'INVALID_VALUE' } },
    });
  });

  it('waits for a second operator above the threshold; a rejection meanwhile closes the request and refunds', async () => {
    const p = await withdrawingPlayer(t, 1000);
    const id = await requestWithdrawal(t.app, p, 400);
    const requested = await post(`/admin/api/withdrawals/${id}/approve`, finance1.auth);
    expect(requested.statusCode, requested.body).toBe(202);
    const approval = requested.json().value;
    expect((await get(`/admin/api/withdrawals/${id}`)).json().value).toMatchObject({
      status: 'in_process',
      pendingApprovalId: approval.id,
    });
    const rejected = await post(`/admin/api/withdrawals/${id}/reject`, finance2.auth, { reason: 'name mismatch' });
    expect(rejected.json().value).toMatchObject({ status: 'rejected', rejectReason: 'name mismatch' });
    expect((await get(`/admin/api/approvals/${approval.id}`, finance3.auth)).json().value.status).toBe('rejected');
    expect((await post(`/admin/api/approvals/${approval.id}/approve`, finance3.auth)).json().code).toBe(
      'APPROVAL_NOT_PENDING',
    );
    const balance = await t.app.inject({
      url: '/wps/v2/wallets/balance',
      headers: { authorization: p.authorization },
    });
    expect(balance.json().value.sumBalance).toBe(1000);
    const audit = await awaitAudit(`withdrawal:${id}`, 2);
    expect(audit.map((a) => [a.status_code, a.before, a.after])).toEqual([
      [202, { status: 'in_process' }, { status: 'in_process', approvalId: approval.id }],
      [200, { status: 'in_process' }, { status: 'rejected', rejectReason: 'name mismatch' }],
    ]);
  });

  it("takes the operator's payout proofs on an approved withdrawal only", async () => {
    const p = await withdrawingPlayer(t, 200);
    const id = await requestWithdrawal(t.app, p, 50);
    const url = `/admin/api/withdrawals/${id}/payout-proofs`;
    const receipt = png();
    const early = await upload(t.app, url, finance1.auth.authorization, [
      { data: receipt, filename: 'r.png', type: 'image/png' },
    ]);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'CONFLICT', value: { reason: 'WITHDRAWAL_NOT_APPROVED' } });
    expect((await post(`/admin/api/withdrawals/${id}/approve`, finance1.auth)).statusCode).toBe(200);
    const wrong = await upload(t.app, url, finance1.auth.authorization, [
      { data: gif(), filename: 'r.png', type: 'image/png' },
    ]);
    expect(wrong.json()).toMatchObject({ code: 'VALIDATION_FAILED', value: { fields: { proof: 'INVALID_TYPE' } } });
    const bySupport = await upload(t.app, url, support.auth.authorization, [
      { data: receipt, filename: 'r.png', type: 'image/png' },
    ]);
    expect(bySupport.statusCode).toBe(403);

    const done = await upload(t.app, url, finance1.auth.authorization, [
      { data: receipt, filename: 'r.png', type: 'image/png' },
    ]);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().value.proofs).toEqual([
      expect.objectContaining({ kind: 'payout', contentType: 'image/png', sizeBytes: receipt.length }),
    ]);
    const file = await get(`/admin/api/withdrawals/${id}/proofs/${done.json().value.proofs[0].id}`, support.auth);
    expect(file.rawPayload.equals(receipt)).toBe(true);
    // The player's own proof count is of "not received" proofs only.
    const mine = await t.app.inject({
      url: `/wps/payment/withdrawals/${id}`,
      headers: { authorization: p.authorization },
    });
    expect(mine.json().value.proofCount).toBe(0);
    const audit = await awaitAudit(`withdrawal:${id}`, 2);
    expect(audit.at(-1)).toMatchObject({ before: { payoutProofs: 0 }, after: { payoutProofs: 1 } });
  });
});
