import type { AdminDeposit, AdminDepositPage } from '@portal/shared/contracts/deposits';
import type { AdminWithdrawal, AdminWithdrawalPage } from '@portal/shared/contracts/withdrawals';
import type { ApprovalView, ApprovalViewPage } from '@portal/shared/contracts/operators';
import type { HeldWinsPage } from '@portal/shared/contracts/held-wins';
import { useQueuePage, useQueueRecord, type QueueQuery } from '../ui/queue-queries';

export type { AdminDeposit, AdminWithdrawal, ApprovalView };

/** A four-eyes request as a money call answers it with 202 (the action waits for a second operator). */
export interface PendingApproval {
  id: number;
  kind: string;
  status: 'pending';
}

export const MONEY_KEY = ['admin', 'money'] as const;
export const PAGE_SIZE = 20;

export const useDeposits = (query: QueueQuery) =>
  useQueuePage<AdminDepositPage>([...MONEY_KEY, 'deposits'], '/admin/api/deposits', query);

export const useDeposit = (orderId: string | null) =>
  useQueueRecord<AdminDeposit>(
    [...MONEY_KEY, 'deposit', orderId],
    orderId === null ? null : `/admin/api/deposits/${encodeURIComponent(orderId)}`,
  );

export const useWithdrawals = (query: QueueQuery) =>
  useQueuePage<AdminWithdrawalPage>([...MONEY_KEY, 'withdrawals'], '/admin/api/withdrawals', query);

export const useWithdrawal = (id: number | null) =>
  useQueueRecord<AdminWithdrawal>(
    [...MONEY_KEY, 'withdrawal', id],
    id === null ? null : `/admin/api/withdrawals/${id}`,
  );

export const useApprovals = (query: QueueQuery) =>
  useQueuePage<ApprovalViewPage>([...MONEY_KEY, 'approvals'], '/admin/api/approvals', query);

export const useApproval = (id: number | null) =>
  useQueueRecord<ApprovalView>([...MONEY_KEY, 'approval', id], id === null ? null : `/admin/api/approvals/${id}`);

/** A money call's answer: the record now, or the four-eyes request it became. */
export const isPendingApproval = (answer: unknown): answer is PendingApproval =>
  typeof answer === 'object' && answer !== null && 'kind' in answer && 'requestedBy' in answer;

export const useHeldWins = (query: QueueQuery) =>
  useQueuePage<HeldWinsPage>([...MONEY_KEY, 'held-wins'], '/admin/api/held-wins', query);
