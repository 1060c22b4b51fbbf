import { describe, expect, it } from 'vitest';
import { DASHBOARD_QUEUES } from '@portal/shared/contracts/reports';
import { QUEUES, queuesFor } from './dashboard-queues.ts';

describe('the dashboard queues', () => {
  it('lists every queue the server counts, each with its console page', () => {
    expect(QUEUES.map((q) => q.key)).toEqual([...DASHBOARD_QUEUES]);
    expect(Object.fromEntries(QUEUES.map((q) => [q.key, q.path]))).toEqual({
      deposits: '/deposits',
      withdrawals: '/withdrawals',
      approvals: '/approvals',
      promotionApplications: '/promotions?tab=applications',
      redemptions: '/loyalty?tab=redemptions',
    });
  });

  it('shows only the queues the operator works (the server sends the others as null), zeros included', () => {
    const support = queuesFor({
      deposits: null,
      withdrawals: null,
      approvals: null,
      promotionApplications: null,
      redemptions: 0,
    });
    expect(support).toEqual([{ key: 'redemptions', path: '/loyalty?tab=redemptions', count: 0 }]);
    const finance = queuesFor({
      deposits: 2,
      withdrawals: 1,
      approvals: 0,
      promotionApplications: 3,
      redemptions: 4,
    });
    expect(finance.map((q) => [q.key, q.count])).toEqual([
      ['deposits', 2],
      ['withdrawals', 1],
      ['approvals', 0],
      ['promotionApplications', 3],
      ['redemptions', 4],
    ]);
    expect(
      queuesFor({ deposits: null, withdrawals: null, approvals: null, promotionApplications: null, redemptions: null }),
    ).toEqual([]);
  });
});
