import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approveRequest } from './approval-helpers.ts';
import { mainBalanceMinor } from './lottery-helpers.ts';
import { loyaltyStreamOf, settleBets } from './loyalty-helpers.ts';
import { newOperator, PIN, withdrawingPlayer, type TestOperator } from './money-helpers.ts';
import { createTestApp, expectLedgerReconciles, registerMember, type TestApp } from './test-app.ts';
import { memberIdOf, newKey } from './wallet-helpers.ts';

/*
 * Review N2 (decision 033): the 'content' role writes promotions, missions and goods, but what
 * they pay takes effect only once a finance operator other than the requester approves it; a
 * promotion pays within finance's per-claim cap and budget; a budget above the four-eyes
 * threshold needs a second finance operator.
 */
const THRESHOLD_MINOR = 100_000; // 1,000.00
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
let t: TestApp;
let content: TestOperator;
let contentFinance: TestOperator;
let finance1: TestOperator;
let finance2: TestOperator;
let support: TestOperator;
let stream: ReturnType<typeof loyaltyStreamOf>;

beforeAll(async () => {
  t = await createTestApp({ env: { SEED_DEMO: false, FOUR_EYES_THRESHOLD_MINOR: THRESHOLD_MINOR } });
  [content, contentFinance, finance1, finance2, support] = await Promise.all([
    newOperator(t.app, ['content']),
    newOperator(t.app, ['content', 'finance']),
    newOperator(t.app, ['finance']),
    newOperator(t.app, ['finance']),
    newOperator(t.app, ['support']),
  ]);
  stream = loyaltyStreamOf(t);
});
afterAll(async () => {
  if (t) await expectLedgerReconciles(t.database);
  await t?.close();
});

type Auth = { authorization: string };
const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Auth, payload?: object) =>
  t.app.inject({ method, url, headers: { ...headers, language: 'en' }, ...(payload ? { payload } : {}) });
const claim = (promotionId: number, authorization: string) =>
  t.app.inject({
    method: 'POST',
    url: `/wps/promotions/${promotionId}/claim`,
    headers: { authorization, 'idempotency-key': newKey(), language: 'en' },
  });

/** The review's offer: free credit of 49,999.00, nothing to wager, for accounts of the last day. */
const freeCredit = (overrides: Record<string, unknown> = {}) => ({
  kind: 'free_credit',
  category: 'new_player',
  title: { 'pt-BR': 'Bônus de boas-vindas', en: 'Welcome gift' },
  summary: {},
  body: {},
  terms: {},
  imageUrl: null,
  startsAt: '2020-01-01T00:00:00.000Z',
  endsAt: null,
  enabled: true,
  position: 0,
  requiresJoin: false,
  rules: { amount: 49_999 },
  wageringMultiple: 0,
  wageringBase: 'bonus',
  contributions: { RNG: 10_000 },
  vendorOnly: null,
  onWithdrawal: 'forfeit',
  bonusValidDays: 30,
  eligibility: { registeredWithinDays: 1 },
  ...overrides,
});

async function member() {
  const m = await registerMember(t.app);
  return { ...m, id: await memberIdOf(t, m.username) };
}

async function visibleTo(authorization: string, promotionId: number) {
  const res = await t.app.inject({ url: '/wps/promotions', headers: { authorization, language: 'en' } });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().value.list as { id: number; state: string }[]).find((p) => p.id === promotionId);
}

const bonusesOf = (promotionId: number) =>
  t.database.db
    .selectFrom('member_bonuses')
    .select(['member_id', 'amount_minor', 'status'])
    .where('promotion_id', '=', promotionId)
    .orderBy('id')
    .execute();

describe('a promotion written by content', () => {
  it("pays nothing until finance approves; the requester cannot approve; then pays within the cap and the budget (the review's proof)", async () => {
    // The content operator is refused a balance adjustment, but writes the offer.
    const adjustment = await t.app.inject({
      method: 'POST',
      url: '/admin/api/wallet/adjustments',
      headers: { ...content.auth, 'idempotency-key': newKey() },
      payload: { memberId: 1, amount: 49_999, reason: 'probe' },
    });
    expect(adjustment.statusCode).toBe(403);
    const created = await call('POST', '/admin/api/promotions', content.auth, freeCredit());
    expect(created.statusCode, created.body).toBe(200);
    const promotion = created.json().value;
    expect(promotion.moneyTerms).toMatchObject({ status: 'pending', live: false, requestedBy: content.id });
    expect(promotion.budget).toBeNull();
    const approvalId = promotion.moneyTerms.approvalId as number;

    // A fresh member who never deposited neither sees nor claims it; nothing moves.
    const first = await member();
    expect(await visibleTo(first.authorization, promotion.id)).toBeUndefined();
    const early = await claim(promotion.id, first.authorization);
    expect(early.statusCode).toBe(404);
    expect(await mainBalanceMinor(t, first.id)).toBe(0);

    // Content cannot reach the queue; support cannot approve; nobody approves their own request.
    expect((await call('POST', `/admin/api/approvals/${approvalId}/approve`, content.auth)).statusCode).toBe(403);
    expect((await call('POST', `/admin/api/approvals/${approvalId}/approve`, support.auth)).statusCode).toBe(403);
    const own = await call('POST', '/admin/api/promotions', contentFinance.auth, freeCredit());
    const ownApproval = await call(
      'POST',
      `/admin/api/approvals/${own.json().value.moneyTerms.approvalId}/approve`,
      contentFinance.auth,
    );
    expect(ownApproval.statusCode).toBe(403);
    expect(ownApproval.json().code).toBe('APPROVAL_OWN_REQUEST');

    // A second finance operator approves: logged in the append-only operator_actions.
    await approveRequest(t.app, approvalId, finance1.auth);
    const logged = await t.database.db
      .selectFrom('operator_actions')
      .select(['kind', 'subject', 'amount_minor', 'operator_id', 'approved_by', 'approval_id'])
      .where('approval_id', '=', approvalId)
      .execute();
    expect(logged).toEqual([
      {
        kind: 'promotion_terms',
        subject: `promotion:${promotion.id}`,
        amount_minor: 4_999_900,
        operator_id: content.id,
        approved_by: finance1.id,
        approval_id: approvalId,
      },
    ]);
    const approved = (await call('GET', `/admin/api/promotions/${promotion.id}`, content.auth)).json().value;
    expect(approved.moneyTerms).toMatchObject({ status: 'approved', live: true, approvedBy: finance1.id });

    // Approved terms without a budget pay nothing.
    expect((await visibleTo(first.authorization, promotion.id))?.state).toBe('close');
    const noBudget = await claim(promotion.id, first.authorization);
    expect(noBudget.statusCode).toBe(409);
    expect(noBudget.json().code).toBe('PROMOTION_BUDGET_EXHAUSTED');

    // Content cannot set the budget; finance sets 100.00 with 40.00 a claim (below the threshold: at once).
    const byContent = await call('PUT', `/admin/api/promotions/${promotion.id}/budget`, content.auth, {
      budget: 100,
      perClaimCap: 40,
    });
    expect(byContent.statusCode).toBe(403);
    const budget = await call('PUT', `/admin/api/promotions/${promotion.id}/budget`, finance1.auth, {
      budget: 100,
      perClaimCap: 40,
    });
    expect(budget.statusCode, budget.body).toBe(200);
    expect(budget.json().value).toMatchObject({ budget: 100, perClaimCap: 40, spent: 0 });

    // A claim worth 49,999.00 pays the cap: 40.00, main money at once (nothing to wager).
    expect((await visibleTo(first.authorization, promotion.id))?.state).toBe('claim');
    const paid = await claim(promotion.id, first.authorization);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().value.bonus).toMatchObject({ amount: 40, status: 'converted' });
    expect(await mainBalanceMinor(t, first.id)).toBe(4_000);
    const second = await member();
    expect((await claim(promotion.id, second.authorization)).statusCode).toBe(200);

    // 80.00 spent of 100.00: a third claim of 40.00 would pass the budget and is refused; nothing moves.
    const third = await member();
    expect((await visibleTo(third.authorization, promotion.id))?.state).toBe('close');
    const refused = await claim(promotion.id, third.authorization);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('PROMOTION_BUDGET_EXHAUSTED');
    expect(await mainBalanceMinor(t, third.id)).toBe(0);
    const claims = await t.database.db
      .selectFrom('promotion_claims')
      .select('member_id')
      .where('promotion_id', '=', promotion.id)
      .execute();
    expect(claims.map((c) => c.member_id).sort()).toEqual([first.id, second.id].sort());
    expect((await bonusesOf(promotion.id)).map((b) => b.amount_minor)).toEqual([4_000, 4_000]);
    const row = await t.database.db
      .selectFrom('promotions')
      .select(['spent_minor', 'budget_minor'])
      .where('id', '=', promotion.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ spent_minor: 8_000, budget_minor: 10_000 });
    await expectLedgerReconciles(t.database);
  });

  it('keeps the approved terms in force while a change of them waits; texts change at once', async () => {
    const created = (
      await call('POST', '/admin/api/promotions', content.auth, freeCredit({ rules: { amount: 10 } }))
    ).json().value;
    await approveRequest(t.app, created.moneyTerms.approvalId, finance1.auth);
    expect(
      (
        await call('PUT', `/admin/api/promotions/${created.id}/budget`, finance1.auth, {
          budget: 500,
          perClaimCap: null,
        })
      ).statusCode,
    ).toBe(200);

    // A new title only: applied, nothing waits.
    const retitled = await call(
      'PUT',
      `/admin/api/promotions/${created.id}`,
      content.auth,
      freeCredit({ rules: { amount: 10 }, title: { 'pt-BR': 'Novo', en: 'New title' } }),
    );
    expect(retitled.json().value.moneyTerms).toMatchObject({ status: 'approved', approvalId: null });
    expect(retitled.json().value.title.en).toBe('New title');

    // 10.00 → 400.00: waits; the editor shows the proposal, members are paid the approved 10.00.
    const raised = await call(
      'PUT',
      `/admin/api/promotions/${created.id}`,
      content.auth,
      freeCredit({ rules: { amount: 400 }, title: { 'pt-BR': 'Novo', en: 'Newer title' } }),
    );
    expect(raised.statusCode, raised.body).toBe(200);
    expect(raised.json().value).toMatchObject({
      rules: { amount: 400 },
      title: { en: 'Newer title' },
      moneyTerms: { status: 'pending', live: true },
    });
    const one = await member();
    const paid = await claim(created.id, one.authorization);
    expect(paid.json().value.bonus.amount).toBe(10);

    // Finance rejects it: the approved terms stay.
    const rejected = await call(
      'POST',
      `/admin/api/approvals/${raised.json().value.moneyTerms.approvalId}/reject`,
      finance2.auth,
      { reason: 'too generous' },
    );
    expect(rejected.statusCode, rejected.body).toBe(200);
    const after = (await call('GET', `/admin/api/promotions/${created.id}`, content.auth)).json().value;
    expect(after).toMatchObject({ rules: { amount: 10 }, moneyTerms: { status: 'approved', approvalId: null } });

    // wageringMultiple 0 → 1 is a money term too.
    const wagering = await call(
      'PUT',
      `/admin/api/promotions/${created.id}`,
      content.auth,
      freeCredit({ rules: { amount: 10 }, wageringMultiple: 1 }),
    );
    expect(wagering.json().value.moneyTerms.status).toBe('pending');
    await expectLedgerReconciles(t.database);
  });

  it('a budget above the four-eyes threshold waits for a second finance operator', async () => {
    const created = (await call('POST', '/admin/api/promotions', content.auth, freeCredit())).json().value;
    await approveRequest(t.app, created.moneyTerms.approvalId, finance1.auth);
    const large = await call('PUT', `/admin/api/promotions/${created.id}/budget`, finance1.auth, {
      budget: 5_000,
      perClaimCap: 100,
    });
    expect(large.statusCode, large.body).toBe(202);
    expect(large.json().value).toMatchObject({ kind: 'promotion_budget', amount: 5_000, status: 'pending' });
    const waiting = (await call('GET', `/admin/api/promotions/${created.id}`, content.auth)).json().value;
    expect(waiting).toMatchObject({ budget: null, budgetApprovalId: large.json().value.id });
    const own = await call('POST', `/admin/api/approvals/${large.json().value.id}/approve`, finance1.auth);
    expect(own.json().code).toBe('APPROVAL_OWN_REQUEST');
    // Nothing is paid before the second approval.
    const early = await member();
    expect((await claim(created.id, early.authorization)).json().code).toBe('PROMOTION_BUDGET_EXHAUSTED');
    await approveRequest(t.app, large.json().value.id, finance2.auth);
    const set = (await call('GET', `/admin/api/promotions/${created.id}`, content.auth)).json().value;
    expect(set).toMatchObject({ budget: 5_000, perClaimCap: 100, budgetApprovalId: null });
    const paid = await claim(created.id, early.authorization);
    expect(paid.json().value.bonus.amount).toBe(100);
    const logged = await t.database.db
      .selectFrom('operator_actions')
      .select(['kind', 'operator_id', 'approved_by', 'amount_minor'])
      .where('approval_id', '=', large.json().value.id)
      .execute();
    expect(logged).toEqual([
      { kind: 'promotion_budget', operator_id: finance1.id, approved_by: finance2.id, amount_minor: 500_000 },
    ]);
    await expectLedgerReconciles(t.database);
  });
});

describe('a mission and a cash good written by content', () => {
  const missionBody = (overrides: Record<string, unknown> = {}) => ({
    title: { en: 'Spin once' },
    description: {},
    period: 'daily',
    kind: 'rounds',
    product: 'RNG',
    target: 1,
    reward: 49_999,
    rewardWallet: 'main',
    wageringMultiple: 0,
    missionPoints: 0,
    enabled: true,
    position: 0,
    ...overrides,
  });
  const missionsOf = async (authorization: string) =>
    (await t.app.inject({ url: '/wps/missions', headers: { authorization, language: 'en' } })).json().value.list as {
      id: number;
      state: string;
    }[];
  const claimMission = (id: number, authorization: string) =>
    t.app.inject({
      method: 'POST',
      url: `/wps/missions/${id}/claim`,
      headers: { authorization, 'idempotency-key': newKey(), language: 'en' },
    });

  it('a main-wallet reward pays nothing until finance approves; then the approved reward, while a raise waits', async () => {
    const created = await call('POST', '/admin/api/loyalty/missions', content.auth, missionBody());
    expect(created.statusCode, created.body).toBe(200);
    const mission = created.json().value;
    expect(mission.moneyTerms).toMatchObject({ status: 'pending', live: false });
    // A bonus-wallet reward with nothing to wager is money too.
    const bonusWallet = await call(
      'POST',
      '/admin/api/loyalty/missions',
      content.auth,
      missionBody({ rewardWallet: 'bonus', wageringMultiple: 0 }),
    );
    expect(bonusWallet.json().value.moneyTerms.status).toBe('pending');
    // Points only: nothing to approve.
    const pointsOnly = await call('POST', '/admin/api/loyalty/missions', content.auth, missionBody({ reward: 0 }));
    expect(pointsOnly.json().value.moneyTerms).toMatchObject({ status: 'none', live: true, approvalId: null });

    const player = await withdrawingPlayer(t, 0);
    await settleBets(t, player.id, [{ product: 'RNG', validMinor: 100 }]);
    await stream.drain(true);
    expect((await missionsOf(player.authorization)).some((m) => m.id === mission.id)).toBe(false);
    expect((await claimMission(mission.id, player.authorization)).statusCode).toBe(404);
    expect(await mainBalanceMinor(t, player.id)).toBe(0);

    expect(
      (await call('POST', `/admin/api/approvals/${mission.moneyTerms.approvalId}/approve`, content.auth)).statusCode,
    ).toBe(403);
    // Content lowers it to 5.00 before anyone decided: the new proposal replaces the first.
    const lowered = await call(
      'PUT',
      `/admin/api/loyalty/missions/${mission.id}`,
      content.auth,
      missionBody({ reward: 5 }),
    );
    const approvalId = lowered.json().value.moneyTerms.approvalId as number;
    expect(approvalId).not.toBe(mission.moneyTerms.approvalId);
    const superseded = await call(
      'POST',
      `/admin/api/approvals/${mission.moneyTerms.approvalId}/approve`,
      finance1.auth,
    );
    expect(superseded.json().code).toBe('APPROVAL_NOT_PENDING');
    await approveRequest(t.app, approvalId, finance1.auth);

    // A raise waits; the approved 5.00 is what a claim pays.
    const raised = await call(
      'PUT',
      `/admin/api/loyalty/missions/${mission.id}`,
      content.auth,
      missionBody({ reward: 49_999 }),
    );
    expect(raised.json().value).toMatchObject({ reward: 49_999, moneyTerms: { status: 'pending', live: true } });
    await settleBets(t, player.id, [{ product: 'RNG', validMinor: 100 }]);
    await stream.drain(true);
    expect((await missionsOf(player.authorization)).find((m) => m.id === mission.id)?.state).toBe('claimable');
    const paid = await claimMission(mission.id, player.authorization);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().value).toMatchObject({ amount: 5, wallet: 'main' });
    expect(await mainBalanceMinor(t, player.id)).toBe(500);
    await expectLedgerReconciles(t.database);
  });

  it('a cash good is not redeemable until finance approves its cash value', async () => {
    const created = await call('POST', '/admin/api/loyalty/goods', content.auth, {
      kind: 'cash',
      name: { en: 'Cash' },
      description: {},
      imageUrl: null,
      points: 1,
      amountRequirement: 0,
      cashValue: 49_999,
      stock: null,
      perMemberLimit: null,
      enabled: true,
      position: 0,
    });
    expect(created.statusCode, created.body).toBe(200);
    const goods = created.json().value;
    expect(goods.moneyTerms).toMatchObject({ status: 'pending', live: false });

    const player = await withdrawingPlayer(t, 0);
    await settleBets(t, player.id, [{ product: 'RNG', validMinor: 100_000 }]);
    await stream.drain(true);
    const pointsBefore = (
      await t.app.inject({ url: '/wps/points', headers: { authorization: player.authorization } })
    ).json().value.points as number;
    expect(pointsBefore).toBeGreaterThan(0);
    const list = await t.app.inject({ url: '/wps/points/goods', headers: { authorization: player.authorization } });
    expect((list.json().value.list as { id: number }[]).some((g) => g.id === goods.id)).toBe(false);
    const redeem = () =>
      t.app.inject({
        method: 'POST',
        url: '/wps/points/redeem',
        headers: { authorization: player.authorization, 'idempotency-key': newKey(), language: 'en' },
        payload: { goodsId: goods.id, paymentPassword: PIN },
      });
    expect((await redeem()).statusCode).toBe(404);
    const pointsAfter = (
      await t.app.inject({ url: '/wps/points', headers: { authorization: player.authorization } })
    ).json().value.points;
    expect(pointsAfter).toBe(pointsBefore);

    expect(
      (await call('POST', `/admin/api/approvals/${goods.moneyTerms.approvalId}/approve`, content.auth)).statusCode,
    ).toBe(403);
    await approveRequest(t.app, goods.moneyTerms.approvalId, finance2.auth);
    const redeemed = await redeem();
    expect(redeemed.statusCode, redeemed.body).toBe(200);
    const decided = await call(
      'POST',
      `/admin/api/loyalty/redemptions/${redeemed.json().value.id}/decision`,
      finance1.auth,
      { decision: 'approve' },
    );
    expect(decided.statusCode, decided.body).toBe(200);
    expect(await mainBalanceMinor(t, player.id)).toBe(4_999_900);
    await expectLedgerReconciles(t.database);
  });
});

describe.runIf(onPostgres)('the budget under concurrent claims (PostgreSQL)', () => {
  it('never pays past the budget however many members claim at once; the ledger reconciles', async () => {
    const created = (
      await call('POST', '/admin/api/promotions', content.auth, freeCredit({ rules: { amount: 7 } }))
    ).json().value;
    await approveRequest(t.app, created.moneyTerms.approvalId, finance1.auth);
    const budget = await call('PUT', `/admin/api/promotions/${created.id}/budget`, finance1.auth, {
      budget: 50,
      perClaimCap: null,
    });
    expect(budget.statusCode, budget.body).toBe(200);
    const members = await Promise.all(Array.from({ length: 30 }, () => member()));
    const answers = await Promise.all(members.map((m) => claim(created.id, m.authorization)));
    const codes = answers.map((a) => (a.statusCode === 200 ? 'OK' : (a.json().code as string)));
    // 7 claims of 7.00 fit in 50.00; the 8th would pass it.
    expect(codes.filter((c) => c === 'OK')).toHaveLength(7);
    expect(codes.filter((c) => c === 'PROMOTION_BUDGET_EXHAUSTED')).toHaveLength(23);
    const bonuses = await bonusesOf(created.id);
    expect(bonuses).toHaveLength(7);
    const row = await t.database.db
      .selectFrom('promotions')
      .select(['spent_minor'])
      .where('id', '=', created.id)
      .executeTakeFirstOrThrow();
    expect(row.spent_minor).toBe(4_900);
    expect(bonuses.reduce((sum, b) => sum + b.amount_minor, 0)).toBe(4_900);
    const paid = await Promise.all(members.map((m) => mainBalanceMinor(t, m.id)));
    expect(paid.reduce((sum, minor) => sum + minor, 0)).toBe(4_900);
    await expectLedgerReconciles(t.database);
  });
});
