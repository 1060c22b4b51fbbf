import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { POINTS_GRANT_MAX } from '@portal/shared/contracts/loyalty';
import { MEMBER_TYPE } from '@portal/shared/constants';
import { newOperator, type TestOperator } from './money-helpers.ts';
import { createTestApp, expectLedgerReconciles, operatorAuth, registerMember, type TestApp } from './test-app.ts';

/*
 * Operators grant points from a member's page (issue 31): finance and support only, a reason,
 * capped, once per Idempotency-Key, audited; concurrent grants all land, nothing else moves.
 */
let t: TestApp;
let support: TestOperator;
let content: TestOperator;
beforeAll(async () => {
  t = await createTestApp({ env: { SEED_DEMO: false } });
  support = await newOperator(t.app, ['support']);
  content = await newOperator(t.app, ['content']);
});
afterAll(async () => t?.close());

const key = () => `grant-${randomBytes(8).toString('hex')}`;
const grant = (memberId: number, body: unknown, auth = support.auth, idempotency: string | null = key()) =>
  t.app.inject({
    method: 'POST',
    url: `/admin/api/members/${memberId}/points`,
    headers: { ...auth, language: 'en', ...(idempotency ? { 'idempotency-key': idempotency } : {}) },
    payload: body as Record<string, unknown>,
  });

async function newMember() {
  const player = await registerMember(t.app);
  const row = await t.database.db
    .selectFrom('members')
    .select('id')
    .where('username', '=', player.username)
    .executeTakeFirstOrThrow();
  return { ...player, id: row.id };
}

const pointsOf = async (authorization: string) => {
  const res = await t.app.inject({ url: '/wps/points/history', headers: { authorization } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value as { list: { kind: string; points: number; balanceAfter: number }[] };
};
const grantsOf = (memberId: number) =>
  t.database.db
    .selectFrom('ledger_transactions')
    .select(['id', 'memo'])
    .where('member_id', '=', memberId)
    .where('kind', '=', 'points_granted')
    .execute();

describe('granting points', () => {
  it("credits the member's points, shows in their history as a gift, and is audited with the member and points", async () => {
    const m = await newMember();
    const res = await grant(m.id, { points: 1500, reason: 'Demo: try the points mall' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value).toEqual({ memberId: m.id, points: 1500, balance: 1500, replayed: false });
    const history = await pointsOf(m.authorization);
    expect(history.list[0]).toMatchObject({ kind: 'granted', points: 1500, balanceAfter: 1500 });
    const [posted] = await grantsOf(m.id);
    expect(posted!.memo).toEqual({ operator: support.username, reason: 'Demo: try the points mall' });

    let audit;
    for (let tries = 0; tries < 50 && !audit; tries++) {
      audit = await t.database.db
        .selectFrom('operator_audit_log')
        .selectAll()
        .where('path', '=', `/admin/api/members/${m.id}/points`)
        .executeTakeFirst();
      if (!audit) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(audit).toMatchObject({ username: support.username, subject: `member:${m.id}`, status_code: 200 });
    // Support may not read the audit log; the admin reads the grant in words.
    const query = { subject: `member:${m.id}` };
    const refused = await t.app.inject({ url: '/admin/api/audit-log', query, headers: support.auth });
    expect(refused.statusCode).toBe(403);
    const page = await t.app.inject({ url: '/admin/api/audit-log', query, headers: await operatorAuth(t.app) });
    expect(page.json().value.items[0]).toMatchObject({
      action: 'memberPointsGrant',
      member: { id: m.id, username: m.username },
      points: 1500,
      amount: null,
    });
    await expectLedgerReconciles(t.database);
  });

  it('grants once per key: a replay answers the first grant, the same key with other points is refused', async () => {
    const m = await newMember();
    const once = key();
    const first = await grant(m.id, { points: 40, reason: 'goodwill' }, support.auth, once);
    const again = await grant(m.id, { points: 40, reason: 'goodwill' }, support.auth, once);
    expect(first.statusCode, first.body).toBe(200);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().value).toMatchObject({ balance: 40, replayed: true });
    const other = await grant(m.id, { points: 400, reason: 'goodwill' }, support.auth, once);
    expect(other.statusCode).toBeGreaterThanOrEqual(400);
    expect(other.statusCode).toBeLessThan(500);
    expect(await grantsOf(m.id)).toHaveLength(1);
  });

  it('lands every one of many concurrent grants, exactly once each', async () => {
    const m = await newMember();
    const keys = Array.from({ length: 12 }, key);
    // Each key sent twice at once: twelve grants, never twenty-four.
    const answers = await Promise.all(
      [...keys, ...keys].map((k) => grant(m.id, { points: 25, reason: 'contest' }, support.auth, k)),
    );
    for (const res of answers) expect(res.statusCode, res.body).toBe(200);
    expect(await grantsOf(m.id)).toHaveLength(12);
    const history = await pointsOf(m.authorization);
    expect(history.list[0]!.balanceAfter).toBe(300);
    await expectLedgerReconciles(t.database);
  });

  it('refuses bad input, other roles, missing keys, unknown and trial members, and moves nothing', async () => {
    const m = await newMember();
    for (const body of [
      {},
      { points: 10 },
      { points: 10, reason: '   ' },
      { points: 0, reason: 'x' },
      { points: -5, reason: 'x' },
      { points: 1.5, reason: 'x' },
      { points: '10', reason: 'x' },
      { points: POINTS_GRANT_MAX + 1, reason: 'x' },
      { points: 10, reason: 'x'.repeat(201) },
      { points: 10, reason: 'x', memberId: 1 },
    ]) {
      const res = await grant(m.id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    }
    const noKey = await grant(m.id, { points: 10, reason: 'x' }, support.auth, null);
    expect([noKey.statusCode, noKey.json().code]).toEqual([400, 'IDEMPOTENCY_KEY_REQUIRED']);
    const wrongRole = await grant(m.id, { points: 10, reason: 'x' }, content.auth);
    expect(wrongRole.statusCode).toBe(403);
    const anonymous = await grant(m.id, { points: 10, reason: 'x' }, { authorization: '' });
    expect(anonymous.statusCode).toBe(401);
    const unknown = await grant(999_999_999, { points: 10, reason: 'x' });
    expect(unknown.statusCode).toBe(404);
    const badId = await t.app.inject({
      method: 'POST',
      url: '/admin/api/members/abc/points',
      headers: { ...support.auth, 'idempotency-key': key() },
      payload: { points: 10, reason: 'x' },
    });
    expect(badId.statusCode).toBe(400);

    const trial = await newMember();
    await t.database.db.updateTable('members').set({ type: MEMBER_TYPE.trial }).where('id', '=', trial.id).execute();
    const toTrial = await grant(trial.id, { points: 10, reason: 'x' });
    expect([toTrial.statusCode, toTrial.json().code]).toEqual([403, 'TRUE_ACCOUNT_REQUIRED']);

    expect(await grantsOf(m.id)).toEqual([]);
    expect(await grantsOf(trial.id)).toEqual([]);
  });
});

/*
 * Points buy money (conversion, cash goods): a grant counts at the most money its points can buy,
 * against the four-eyes thresholds, so one operator cannot mint money through points alone.
 */
describe('granting points under four-eyes', () => {
  const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
  let finance: TestOperator;
  let admin: { authorization: string };
  beforeAll(async () => {
    finance = await newOperator(t.app, ['finance']);
    admin = await operatorAuth(t.app);
    // One point converts to one real (100 minor units): 10,000 points are 1,000,000, the threshold.
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/admin/api/settings',
      headers: admin,
      payload: { loyalty: { pointsPerUnit: 1 } },
    });
    expect(res.statusCode, res.body).toBe(200);
  });
  afterAll(async () => {
    await t.app.inject({
      method: 'PATCH',
      url: '/admin/api/settings',
      headers: admin,
      payload: { loyalty: { pointsPerUnit: 100 } },
    });
  });
  const approve = (id: number, auth: { authorization: string }) =>
    t.app.inject({ method: 'POST', url: `/admin/api/approvals/${id}/approve`, headers: auth });

  it('files a grant worth more than the threshold for a second finance operator, who lands it once', async () => {
    const m = await newMember();
    const big = await grant(m.id, { points: 20_000, reason: 'VIP apology' });
    expect(big.statusCode, big.body).toBe(202);
    expect(big.json().value).toMatchObject({ kind: 'points_grant', status: 'pending', amount: 20_000 });
    expect(await grantsOf(m.id)).toEqual([]);
    const id = big.json().value.id as number;
    // The requester cannot approve it, nor support; finance can, once.
    expect((await approve(id, support.auth)).statusCode).toBe(403);
    const approved = await approve(id, finance.auth);
    expect(approved.statusCode, approved.body).toBe(200);
    expect((await approve(id, finance.auth)).json()).toMatchObject({ code: 'APPROVAL_NOT_PENDING' });
    expect(await grantsOf(m.id)).toHaveLength(1);
    expect((await pointsOf(m.authorization)).list[0]).toMatchObject({ kind: 'granted', points: 20_000 });
    await expectLedgerReconciles(t.database);
  });

  it('counts what the operator granted the member over 24 hours: small grants cannot add up past it', async () => {
    const m = await newMember();
    const first = await grant(m.id, { points: 6_000, reason: 'contest' });
    expect(first.statusCode, first.body).toBe(200);
    const second = await grant(m.id, { points: 6_000, reason: 'contest' });
    expect(second.statusCode, second.body).toBe(202);
    expect((await pointsOf(m.authorization)).list[0]!.balanceAfter).toBe(6_000);
  });

  it('values points at the best cash good when it buys more than the conversion', async () => {
    const m = await newMember();
    await t.database.db
      .insertInto('points_goods')
      .values({ kind: 'cash', name: JSON.stringify({ en: 'Cash 500' }), points: 100, cash_value_minor: 50_000 })
      .execute();
    try {
      // 100 points buy 500.00 here: 2,500 points are worth 1,250,000, past the threshold.
      const res = await grant(m.id, { points: 2_500, reason: 'goodwill' });
      expect(res.statusCode, res.body).toBe(202);
      expect(res.json().value.amount).toBe(12_500);
    } finally {
      await t.database.db.deleteFrom('points_goods').where('cash_value_minor', '=', 50_000).execute();
    }
  });

  it.runIf(onPostgres)(
    'parallel small grants by one operator: what runs alone stays within the threshold',
    async () => {
      const m = await newMember();
      const answers = await Promise.all(
        Array.from({ length: 8 }, () => grant(m.id, { points: 3_000, reason: 'race' })),
      );
      const ran = answers.filter((r) => r.statusCode === 200).length;
      expect(answers.every((r) => r.statusCode === 200 || r.statusCode === 202)).toBe(true);
      // 3 × 300,000 = 900,000 is the most one operator grants this member alone.
      expect(ran).toBe(3);
      expect(await grantsOf(m.id)).toHaveLength(3);
      await expectLedgerReconciles(t.database);
    },
  );
});
