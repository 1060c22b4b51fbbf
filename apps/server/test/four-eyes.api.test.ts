import { randomBytes } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { errorMessages } from '@portal/shared/error-messages';
import {
  createGame,
  fundedPlayer,
  mainBalanceMinor,
  NORTH_RESULT,
  openPeriodOf,
  placeSlip,
  tick,
} from './lottery-helpers.ts';
import {
  createTestApp,
  encryptFor,
  expectLedgerReconciles,
  manualClock,
  operatorAuth,
  registerMember,
  type TestApp,
} from './test-app.ts';
import { fundWallet, memberIdOf } from './wallet-helpers.ts';

/*
 * Four-eyes: with the threshold at 100.00 (10,000 minor units), larger adjustments, withdrawal
 * approvals and corrections or cancels of settled lottery periods wait for a second operator;
 * one operator's pieces for a member over 24 hours count together (review N4), parallel ones too.
 * Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL (test:services).
 */
const DAILY_MINOR = 25_000;
const THRESHOLD_MINOR = 10_000;
const clock = manualClock(new Date('2030-06-15T12:00:00Z'));
let t: TestApp;
let admin: { authorization: string };
type Operator = { id: number; username: string; auth: { authorization: string } };
let finance1: Operator;
let finance2: Operator;
let support: Operator;
let lottery1: Operator;
let lottery2: Operator;

let address = 0;
const signIn = (username: string, password: string) => {
  address += 1;
  return t.app.inject({
    method: 'POST',
    url: '/admin/api/session',
    remoteAddress: `10.77.${address >> 8}.${address & 255}`,
    payload: { username, password },
  });
};

async function newOperator(username: string, roles: string[]): Promise<Operator> {
  const created = await t.app.inject({
    method: 'POST',
    url: '/admin/api/operators',
    headers: admin,
    payload: { username, password: 'one-time-pass-123', roles },
  });
  expect(created.statusCode, created.body).toBe(200);
  const first = (await signIn(username, 'one-time-pass-123')).json().value.token as string;
  const changed = await t.app.inject({
    method: 'PUT',
    url: '/admin/api/me/password',
    headers: { authorization: `Bearer ${first}` },
    payload: { oldPassword: 'one-time-pass-123', newPassword: `${username}-own-passphrase` },
  });
  expect(changed.statusCode, changed.body).toBe(200);
  return { id: created.json().value.id, username, auth: { authorization: `Bearer ${first}` } };
}

beforeAll(async () => {
  t = await createTestApp({
    clock,
    env: {
      SEED_DEMO: false,
      FOUR_EYES_THRESHOLD_MINOR: THRESHOLD_MINOR,
      FOUR_EYES_DAILY_MINOR: DAILY_MINOR,
      OPERATOR_SESSION_IDLE_MINUTES: 100_000,
      OPERATOR_SESSION_ABSOLUTE_HOURS: 12,
    },
  });
  admin = await operatorAuth(t.app);
  finance1 = await newOperator('finance-one', ['finance']);
  finance2 = await newOperator('finance-two', ['finance']);
  support = await newOperator('support-one', ['support']);
  lottery1 = await newOperator('lottery-one', ['lottery']);
  lottery2 = await newOperator('lottery-two', ['lottery']);
});
afterEach(async () => {
  if (t) await expectLedgerReconciles(t.database);
});
afterAll(async () => t?.close());

const post = (
  url: string,
  who: Operator | { authorization: string },
  payload?: Record<string, unknown>,
  key?: string,
) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: {
      ...('auth' in who ? who.auth : who),
      language: 'en',
      ...(key ? { 'idempotency-key': key } : {}),
    },
    ...(payload ? { payload } : {}),
  });
const newKey = () => `k-${randomBytes(8).toString('hex')}`;
const adjust = (who: Operator, memberId: number, amount: number, key = newKey()) =>
  post('/admin/api/wallet/adjustments', who, { memberId, amount, reason: 'goodwill credit' }, key);
const actionsOf = (subject: string) =>
  t.database.db
    .selectFrom('operator_actions')
    .select(['kind', 'operator_id', 'approved_by', 'approval_id', 'amount_minor'])
    .where('subject', '=', subject)
    .orderBy('id')
    .execute();

describe('balance adjustments', () => {
  it('runs one at or below the threshold at once and logs its operator', async () => {
    const member = await registerMember(t.app);
    const memberId = await memberIdOf(t, member.username);
    const key = newKey();
    const res = await adjust(finance1, memberId, 100, key);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value).toMatchObject({ amount: 100, balance: 100, replayed: false });
    expect(await actionsOf(`adjustment:${key}`)).toEqual([
      { kind: 'adjustment', operator_id: finance1.id, approved_by: null, approval_id: null, amount_minor: 10_000 },
    ]);
  });

  it('files a larger one for a second operator, who runs it exactly once however many approve together', async () => {
    const member = await registerMember(t.app);
    const memberId = await memberIdOf(t, member.username);
    const key = newKey();
    const requested = await adjust(finance1, memberId, 100.01, key);
    expect(requested.statusCode, requested.body).toBe(202);
    const approval = requested.json().value;
    expect(approval).toMatchObject({
      kind: 'adjustment',
      status: 'pending',
      amount: 100.01,
      requestedBy: finance1.id,
      decidedBy: null,
      payload: { memberId, amount: 100.01, reason: 'goodwill credit', key },
    });
    expect(await mainBalanceMinor(t, memberId)).toBe(0);
    // The same request again is the same approval.
    expect((await adjust(finance1, memberId, 100.01, key)).json().value.id).toBe(approval.id);
    const otherAmount = await adjust(finance1, memberId, 200, key);
    expect(otherAmount.statusCode).toBe(409);
    expect(otherAmount.json().value).toEqual({ reason: 'APPROVAL_PENDING', approvalId: approval.id });

    const own = await post(`/admin/api/approvals/${approval.id}/approve`, finance1);
    expect(own.statusCode).toBe(403);
    expect(own.json()).toMatchObject({
      code: 'APPROVAL_OWN_REQUEST',
      message: errorMessages.en.APPROVAL_OWN_REQUEST,
    });
    const bySupport = await post(`/admin/api/approvals/${approval.id}/approve`, support);
    expect(bySupport.statusCode).toBe(403);
    expect(bySupport.json().code).toBe('OPERATOR_ROLE_FORBIDDEN');
    const byLottery = await post(`/admin/api/approvals/${approval.id}/approve`, lottery1);
    expect(byLottery.statusCode).toBe(403);
    expect(byLottery.json().code).toBe('OPERATOR_ROLE_FORBIDDEN');
    expect(await mainBalanceMinor(t, memberId)).toBe(0);

    const results = await Promise.all([
      post(`/admin/api/approvals/${approval.id}/approve`, finance2),
      post(`/admin/api/approvals/${approval.id}/approve`, admin),
      post(`/admin/api/approvals/${approval.id}/approve`, finance2),
    ]);
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([200, 409, 409]);
    for (const refused of results.filter((r) => r.statusCode === 409)) {
      expect(refused.json().code).toBe('APPROVAL_NOT_PENDING');
    }
    const approved = results.find((r) => r.statusCode === 200)!.json().value;
    expect(approved).toMatchObject({ status: 'approved', result: { amount: 100.01, balance: 100.01 } });
    expect([finance2.id, approved.decidedBy]).toContain(approved.decidedBy);
    expect(await mainBalanceMinor(t, memberId)).toBe(10_001);
    expect(await actionsOf(`adjustment:${key}`)).toEqual([
      {
        kind: 'adjustment',
        operator_id: finance1.id,
        approved_by: approved.decidedBy,
        approval_id: approval.id,
        amount_minor: 10_001,
      },
    ]);
    expect((await post(`/admin/api/approvals/${approval.id}/reject`, finance2)).statusCode).toBe(409);
  });

  it('a rejected request moves nothing; bad input is refused before anything is filed', async () => {
    const member = await registerMember(t.app);
    const memberId = await memberIdOf(t, member.username);
    const requested = (await adjust(finance1, memberId, -500)).json().value;
    expect(requested.amount).toBe(500);
    const tooLong = await post(`/admin/api/approvals/${requested.id}/reject`, finance2, { reason: 'x'.repeat(501) });
    expect(tooLong.statusCode).toBe(400);
    const rejected = await post(`/admin/api/approvals/${requested.id}/reject`, finance2, { reason: 'no ticket' });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json().value).toMatchObject({
      status: 'rejected',
      decidedBy: finance2.id,
      rejectReason: 'no ticket',
    });
    const late = await post(`/admin/api/approvals/${requested.id}/approve`, admin);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: 'APPROVAL_NOT_PENDING', value: { status: 'rejected' } });
    expect(await mainBalanceMinor(t, memberId)).toBe(0);

    const before = await t.database.db
      .selectFrom('operator_approvals')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect((await adjust(finance1, memberId, 0)).statusCode).toBe(400);
    expect((await adjust(finance1, 99_999_999, 500)).statusCode).toBe(404);
    expect((await adjust(finance1, memberId, 500.001)).statusCode).toBe(400);
    const after = await t.database.db
      .selectFrom('operator_approvals')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
    expect((await post('/admin/api/approvals/99999999/approve', finance2)).statusCode).toBe(404);
    expect((await post('/admin/api/approvals/abc/approve', finance2)).statusCode).toBe(400);
    const noToken = await t.app.inject({ method: 'POST', url: `/admin/api/approvals/${requested.id}/approve` });
    expect(noToken.statusCode).toBe(401);
    const list = await t.app.inject({ url: '/admin/api/approvals?status=rejected', headers: finance2.auth });
    expect(list.statusCode).toBe(200);
    expect(list.json().value.items.map((a: { id: number }) => a.id)).toContain(requested.id);
    // Support sees the queue (it approves two-step removals) but decides no money kind.
    expect((await t.app.inject({ url: '/admin/api/approvals', headers: support.auth })).statusCode).toBe(200);
    const content = await newOperator('content-one', ['content']);
    expect((await t.app.inject({ url: '/admin/api/approvals', headers: content.auth })).statusCode).toBe(403);
  });
});

describe('rolling sums (review N4)', () => {
  const balanceOf = (memberId: number) => mainBalanceMinor(t, memberId);

  it("counts one operator's pieces for a member over 24 hours: the piece that passes the threshold waits", async () => {
    const alone = await newOperator(`finance-pieces-${randomBytes(2).toString('hex')}`, ['finance']);
    const memberId = await memberIdOf(t, (await registerMember(t.app)).username);
    const first = await adjust(alone, memberId, 60);
    expect(first.statusCode, first.body).toBe(200);
    const second = await adjust(alone, memberId, 60);
    expect(second.statusCode, second.body).toBe(202);
    expect(second.json().value).toMatchObject({ kind: 'adjustment', status: 'pending' });
    expect(await balanceOf(memberId)).toBe(6_000);
    // Another operator's approval runs it; approved actions do not count against the requester.
    expect((await post(`/admin/api/approvals/${second.json().value.id}/approve`, finance2)).statusCode).toBe(200);
    expect(await balanceOf(memberId)).toBe(12_000);
    expect((await adjust(alone, memberId, 40)).statusCode).toBe(200);
  });

  it('takes parallel pieces in turn: of five at once, the one that fits runs and the rest wait', async () => {
    const alone = await newOperator(`finance-race-${randomBytes(2).toString('hex')}`, ['finance']);
    const memberId = await memberIdOf(t, (await registerMember(t.app)).username);
    const answers = await Promise.all(Array.from({ length: 5 }, () => adjust(alone, memberId, 60)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 202, 202, 202, 202]);
    expect(await balanceOf(memberId)).toBe(6_000);
  });

  it('counts a lowered turnover requirement as the wagering it waives: past the threshold it waits', async () => {
    const alone = await newOperator(`finance-turnover-${randomBytes(2).toString('hex')}`, ['finance']);
    const memberId = await memberIdOf(t, (await registerMember(t.app)).username);
    const put = (who: Operator, remaining: number) =>
      t.app.inject({
        method: 'PUT',
        url: `/admin/api/turnover-requirements/${memberId}`,
        headers: { ...who.auth, language: 'en' },
        payload: { remaining },
      });
    const remaining = async () =>
      (await t.app.inject({ url: `/admin/api/turnover-requirements/${memberId}`, headers: alone.auth })).json().value
        .remaining;
    // Raising waives nothing: it runs at once, whatever the amount.
    expect((await put(alone, 500)).statusCode).toBe(200);
    expect((await put(alone, 440)).statusCode).toBe(200);
    const cleared = await put(alone, 0);
    expect(cleared.statusCode, cleared.body).toBe(202);
    expect(cleared.json().value).toMatchObject({ kind: 'turnover_reset', status: 'pending', amount: 440 });
    expect(await remaining()).toBe(440);
    expect((await post(`/admin/api/approvals/${cleared.json().value.id}/approve`, finance2)).statusCode).toBe(200);
    expect(await remaining()).toBe(0);
  });

  it('caps what one operator moves alone for everyone in a day (FOUR_EYES_DAILY_MINOR)', async () => {
    const alone = await newOperator(`finance-daily-${randomBytes(2).toString('hex')}`, ['finance']);
    const members = await Promise.all(
      Array.from({ length: 4 }, async () => memberIdOf(t, (await registerMember(t.app)).username)),
    );
    const codes: number[] = [];
    for (const memberId of members) codes.push((await adjust(alone, memberId, 90)).statusCode);
    // 90 + 90 = 180 ≤ 250; a third 90 would make 270.
    expect(codes).toEqual([200, 200, 202, 202]);
  });
});

describe('withdrawal approvals', () => {
  it('an approval above the threshold waits; the second operator pays it out once', async () => {
    const m = await registerMember(t.app);
    const memberId = await memberIdOf(t, m.username);
    await fundWallet(t, memberId, 50_000);
    const pin = '246810';
    const set = await t.app.inject({
      method: 'PUT',
      url: '/wps/member/payment-password',
      headers: { authorization: m.authorization },
      payload: await encryptFor(t.app, {
        loginPassword: m.password,
        paymentPassword: pin,
        confirmPaymentPassword: pin,
      }),
    });
    expect(set.statusCode, set.body).toBe(200);
    const bank = await t.app.inject({
      method: 'POST',
      url: '/wps/payment/bank-accounts',
      headers: { authorization: m.authorization },
      payload: { bankName: 'Banco Teste', accountNumber: '0012-3456 78', accountHolder: 'Ana Souza' },
    });
    expect(bank.statusCode, bank.body).toBe(200);
    const withdrawal = await t.app.inject({
      method: 'POST',
      url: '/wps/payment/withdrawals',
      headers: { authorization: m.authorization, 'idempotency-key': newKey() },
      payload: { bankAccountId: bank.json().value.id, paymentPassword: pin, amount: 150 },
    });
    expect(withdrawal.statusCode, withdrawal.body).toBe(200);
    const id = withdrawal.json().value.id as number;

    const requested = await post(`/admin/api/withdrawals/${id}/approve`, finance1);
    expect(requested.statusCode, requested.body).toBe(202);
    expect(requested.json().value).toMatchObject({
      kind: 'withdrawal_approval',
      amount: 150,
      payload: { withdrawalId: id },
    });
    const still = await t.app.inject({ url: `/admin/api/withdrawals/${id}`, headers: finance1.auth });
    expect(still.json().value.status).toBe('in_process');

    const approved = await post(`/admin/api/approvals/${requested.json().value.id}/approve`, finance2);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().value.result).toEqual({ withdrawalId: id, replayed: false });
    const done = await t.app.inject({ url: `/admin/api/withdrawals/${id}`, headers: finance1.auth });
    expect(done.json().value.status).toBe('approved');
    expect(await actionsOf(`withdrawal:${id}`)).toEqual([
      {
        kind: 'withdrawal_approval',
        operator_id: finance1.id,
        approved_by: finance2.id,
        approval_id: requested.json().value.id,
        amount_minor: 15_000,
      },
    ]);
    // Approving it again answers it as done, without a new request.
    const again = await post(`/admin/api/withdrawals/${id}/approve`, finance1);
    expect(again.statusCode).toBe(200);
    expect(again.json().value.replayed).toBe(true);
  });
});

describe('lottery: cancel of a settled period', () => {
  it('waits for a second lottery operator above the threshold, then refunds once', async () => {
    const code = await createGame(t, 'XSMB');
    await tick(t);
    const player = await fundedPlayer(t, 1_000_000);
    const period = await openPeriodOf(t, code);
    const placed = await placeSlip(t, player, { gameCode: code, lines: [{ type: 'lo2', numbers: ['65'], unit: 5 }] });
    expect(placed.statusCode, placed.body).toBe(200);
    clock.set('2030-06-16T11:20:00Z');
    // A day later: the sessions reached their absolute end, so the operators sign in again.
    for (const op of [finance1, lottery1, lottery2]) {
      const session = await signIn(op.username, `${op.username}-own-passphrase`);
      op.auth = { authorization: `Bearer ${session.json().value.token as string}` };
    }
    const entered = await post(`/admin/api/lottery/periods/${period.id}/result`, lottery1, {
      prizes: NORTH_RESULT,
      correct: false,
    });
    expect(entered.statusCode, entered.body).toBe(200);
    const afterSettlement = await mainBalanceMinor(t, player.id);
    expect(afterSettlement).toBeGreaterThan(1_000_000);
    const source = await t.database.db
      .selectFrom('lottery_periods')
      .select('result_source')
      .where('id', '=', period.id)
      .executeTakeFirstOrThrow();
    expect(source.result_source).toBe(`operator:${lottery1.id}`);

    const requested = await post(`/admin/api/lottery/periods/${period.id}/cancel`, lottery1, { reason: 'voided' });
    expect(requested.statusCode, requested.body).toBe(202);
    expect(requested.json().value).toMatchObject({ kind: 'lottery_cancel', status: 'pending' });
    expect(await mainBalanceMinor(t, player.id)).toBe(afterSettlement);
    const byFinance = await post(`/admin/api/approvals/${requested.json().value.id}/approve`, finance1);
    expect(byFinance.statusCode).toBe(403);

    const approved = await post(`/admin/api/approvals/${requested.json().value.id}/approve`, lottery2);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().value.result).toMatchObject({ replayed: false });
    expect(await mainBalanceMinor(t, player.id)).toBe(1_000_000);
    expect((await actionsOf(`lottery-period:${period.id}`)).map((a) => [a.kind, a.operator_id, a.approved_by])).toEqual(
      [
        ['lottery_result', lottery1.id, null],
        ['lottery_cancel', lottery1.id, lottery2.id],
      ],
    );
  });
});

describe('lottery: a correction from the results feed', () => {
  it('waits for a second lottery operator above the threshold, as a typed correction does', async () => {
    // The feed imports into the market's first operator-fed game.
    const first = await t.database.db
      .selectFrom('lottery_games')
      .select('code')
      .where('market', '=', 'XSMB')
      .where('result_source', '=', 'operator')
      .orderBy('id')
      .executeTakeFirst();
    const code = first?.code ?? (await createGame(t, 'XSMB'));
    // Sessions end 12 h after sign-in, and the clock moves by days: the lottery operators sign in again.
    const signInAgain = async () => {
      for (const op of [lottery1, lottery2]) {
        const session = await signIn(op.username, `${op.username}-own-passphrase`);
        op.auth = { authorization: `Bearer ${session.json().value.token as string}` };
      }
    };
    await signInAgain();
    expect((await post('/admin/api/lottery/scheduler/tick', lottery1)).statusCode).toBe(200);
    const player = await fundedPlayer(t, 1_000_000);
    const period = await openPeriodOf(t, code);
    const placed = await placeSlip(t, player, { gameCode: code, lines: [{ type: 'lo2', numbers: ['65'], unit: 5 }] });
    expect(placed.statusCode, placed.body).toBe(200);
    const drawDay = period.issue.replace(/^(\d{4})(\d\d)(\d\d)$/, '$1-$2-$3');
    clock.set(`${drawDay}T12:00:00Z`);
    await signInAgain();
    const imported = (correct: boolean, prizes: Record<string, string[]>) =>
      post('/admin/api/lottery/results/import', lottery1, {
        market: 'XSMB',
        date: drawDay,
        station: period.station_code,
        prizes,
        correct,
        ...(correct ? { reason: 'The feed sent a corrected sheet' } : {}),
      });
    expect((await imported(false, NORTH_RESULT)).statusCode).toBe(200);
    const afterSettlement = await mainBalanceMinor(t, player.id);
    expect(afterSettlement).toBeGreaterThan(1_000_000);

    // The corrected result no longer has 65 anywhere: the win would be taken back.
    const corrected = Object.fromEntries(
      Object.entries(NORTH_RESULT).map(([prize, numbers]) => [prize, numbers.map((n) => n.replace(/65$/, '66'))]),
    );
    const requested = await imported(true, corrected);
    expect(requested.statusCode, requested.body).toBe(202);
    expect(requested.json().value).toMatchObject({ kind: 'lottery_correction', status: 'pending' });
    expect(await mainBalanceMinor(t, player.id)).toBe(afterSettlement);

    const approved = await post(`/admin/api/approvals/${requested.json().value.id}/approve`, lottery2);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await mainBalanceMinor(t, player.id)).toBeLessThan(afterSettlement);
    const source = await t.database.db
      .selectFrom('lottery_periods')
      .select('result_source')
      .where('id', '=', period.id)
      .executeTakeFirstOrThrow();
    expect(source.result_source).toBe('feed');
  });
});

describe('the audit log', () => {
  it('is append-only', async () => {
    await expect(t.database.db.deleteFrom('operator_actions').execute()).rejects.toThrow(/append-only/);
    await expect(t.database.db.updateTable('operator_actions').set({ amount_minor: 0 }).execute()).rejects.toThrow(
      /append-only/,
    );
  });
});
