import { describe, expect, it } from 'vitest';
import type { Withdrawal } from '@portal/shared/contracts/withdrawals';
import { timelineOf } from './timeline.ts';

const base: Withdrawal = {
  id: 7,
  amount: 120.5,
  currency: 'BRL',
  status: 'in_process',
  bankName: 'Banco do Brasil',
  accountNumberMasked: '**** 5678',
  accountHolder: 'Ana Souza',
  pixKeyType: null,
  payoutState: null,
  createdAt: '2025-03-01T10:00:00.000Z',
  reviewedAt: null,
  rejectReason: null,
  confirmation: null,
  confirmBy: null,
  confirmedAt: null,
  receivedAmount: 0,
  remainingAmount: 120.5,
  proofCount: 0,
};
const approved = { ...base, status: 'approved' as const, reviewedAt: '2025-03-01T11:00:00.000Z' };
const steps = (w: Withdrawal) => timelineOf(w).map((s) => [s.key, s.at, Boolean(s.pending)]);

describe("a withdrawal's status timeline", () => {
  it('in process: requested, then the review still to come', () => {
    expect(steps(base)).toEqual([
      ['requested', base.createdAt, false],
      ['review', null, true],
    ]);
  });

  it('rejected: requested and rejected at the review, nothing after', () => {
    const rejected = { ...base, status: 'rejected' as const, reviewedAt: '2025-03-01T12:00:00.000Z' };
    expect(steps(rejected)).toEqual([
      ['requested', base.createdAt, false],
      ['rejected', rejected.reviewedAt, false],
    ]);
  });

  it('approved: the confirmation awaited until it counts as received, then how it was received', () => {
    const awaiting = { ...approved, confirmation: 'awaiting' as const, confirmBy: '2025-03-01T12:00:00.000Z' };
    expect(steps(awaiting)).toEqual([
      ['requested', base.createdAt, false],
      ['approved', approved.reviewedAt, false],
      ['awaiting', awaiting.confirmBy, true],
    ]);
    for (const confirmation of ['received', 'auto_received', 'forced_received'] as const) {
      const done = { ...approved, confirmation, confirmedAt: '2025-03-01T11:30:00.000Z' };
      expect(steps(done).at(-1)).toEqual([confirmation, done.confirmedAt, false]);
      expect(steps(done)).toHaveLength(3);
    }
  });

  it('not received: the report, then the team’s check still to come', () => {
    const reported = { ...approved, confirmation: 'not_received' as const, confirmedAt: '2025-03-01T11:40:00.000Z' };
    expect(steps(reported).slice(2)).toEqual([
      ['not_received', reported.confirmedAt, false],
      ['checking', null, true],
    ]);
  });
});
