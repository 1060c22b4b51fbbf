import type { Dashboard, DashboardQueue } from '@portal/shared/contracts/reports';

/**
 * The queues the dashboard lists, in order, each with the console page (and tab) that works it.
 * The server sends null for a queue the operator holds no role to act on (reports.routes
 * QUEUE_ROLES, the same roles as the page's calls): such a queue is not shown.
 */
export const QUEUES: readonly { key: DashboardQueue; path: string }[] = [
  { key: 'deposits', path: '/deposits' },
  { key: 'withdrawals', path: '/withdrawals' },
  { key: 'approvals', path: '/approvals' },
  { key: 'promotionApplications', path: '/promotions?tab=applications' },
  { key: 'redemptions', path: '/loyalty?tab=redemptions' },
];

/** The queues this operator works, with how many wait in each. */
export function queuesFor(pending: Dashboard['pending']): { key: DashboardQueue; path: string; count: number }[] {
  return QUEUES.flatMap((queue) => {
    const count = pending[queue.key];
    return count === null ? [] : [{ ...queue, count }];
  });
}
