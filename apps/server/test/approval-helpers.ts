import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { newOperator, type TestOperator } from './money-helpers.ts';

/*
 * Money terms need finance (decision 033): helpers for suites whose promotions, missions and goods
 * are written by one operator and must then pay, approved by two finance operators of their own.
 */

const approvers = new WeakMap<FastifyInstance, Promise<[TestOperator, TestOperator]>>();

/** Two finance operators of the app, made once: the first approves, the second approves what the first asked. */
export function financeApprovers(app: FastifyInstance): Promise<[TestOperator, TestOperator]> {
  let pair = approvers.get(app);
  if (!pair) {
    pair = Promise.all([newOperator(app, ['finance']), newOperator(app, ['finance'])]);
    approvers.set(app, pair);
  }
  return pair;
}

/** Approves a four-eyes request as `approver`: the answer's body. */
export async function approveRequest(app: FastifyInstance, approvalId: number, approver: { authorization: string }) {
  const res = await app.inject({
    method: 'POST',
    url: `/admin/api/approvals/${approvalId}/approve`,
    headers: approver,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value as { status: string };
}

/** Approves the money terms a console answer says wait (its moneyTerms.approvalId), as a finance operator. */
export async function approveTerms(app: FastifyInstance, saved: { moneyTerms: { approvalId: number | null } }) {
  const approvalId = saved.moneyTerms.approvalId;
  if (approvalId === null) throw new Error('no money terms wait for approval');
  const [finance] = await financeApprovers(app);
  return approveRequest(app, approvalId, finance.auth);
}

/** Sets a promotion's budget (and per-claim cap) as finance; above the threshold a second finance operator approves. */
export async function setBudget(app: FastifyInstance, promotionId: number, budget: number, perClaimCap: number | null) {
  const [first, second] = await financeApprovers(app);
  const res = await app.inject({
    method: 'PUT',
    url: `/admin/api/promotions/${promotionId}/budget`,
    headers: first.auth,
    payload: { budget, perClaimCap },
  });
  if (res.statusCode === 202) {
    await approveRequest(app, res.json().value.id as number, second.auth);
    return;
  }
  expect(res.statusCode, res.body).toBe(200);
}

/** A promotion written straight to the database as finance would have approved it, with a budget. */
export const APPROVED_WITH_BUDGET = {
  terms_approved_at: new Date('2020-01-01T00:00:00Z'),
  budget_minor: 1_000_000_000,
};
