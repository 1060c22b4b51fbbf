import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminDeposit, AdminDepositPage } from '@portal/shared/contracts/deposits';
import type { AdminWithdrawal, AdminWithdrawalPage } from '@portal/shared/contracts/withdrawals';
import type { ApprovalView, ApprovalViewPage } from '@portal/shared/contracts/operators';
import type { HeldWinsPage } from '@portal/shared/contracts/held-wins';
import { adminApi } from '../lib/admin-api';

export type { AdminDeposit, AdminWithdrawal, ApprovalView };

/** A four-eyes request as a money call answers it with 202 (the action waits for a second operator). */
export interface PendingApproval {
  id: number;
  kind: string;
  status: 'pending';
}

export type QueueQuery = Record<string, string | number | undefined>;

export const MONEY_KEY = ['admin', 'money'] as const;
export const PAGE_SIZE = 20;

export const useDeposits = (query: QueueQuery) =>
  useQuery({
    queryKey: [...MONEY_KEY, 'deposits', query],
    queryFn: ({ signal }) => adminApi<AdminDepositPage>('/admin/api/deposits', { query, signal }),
    placeholderData: keepPreviousData,
  });

export const useDeposit = (orderId: string | null) =>
  useQuery({
    queryKey: [...MONEY_KEY, 'deposit', orderId],
    queryFn: ({ signal }) => adminApi<AdminDeposit>(`/admin/api/deposits/${encodeURIComponent(orderId!)}`, { signal }),
    enabled: orderId !== null,
  });

export const useWithdrawals = (query: QueueQuery) =>
  useQuery({
    queryKey: [...MONEY_KEY, 'withdrawals', query],
    queryFn: ({ signal }) => adminApi<AdminWithdrawalPage>('/admin/api/withdrawals', { query, signal }),
    placeholderData: keepPreviousData,
  });

export const useWithdrawal = (id: number | null) =>
  useQuery({
    queryKey: [...MONEY_KEY, 'withdrawal', id],
    queryFn: ({ signal }) => adminApi<AdminWithdrawal>(`/admin/api/withdrawals/${id}`, { signal }),
    enabled: id !== null,
  });

export const useApprovals = (query: QueueQuery) =>
  useQuery({
    queryKey: [...MONEY_KEY, 'approvals', query],
    queryFn: ({ signal }) => adminApi<ApprovalViewPage>('/admin/api/approvals', { query, signal }),
    placeholderData: keepPreviousData,
  });

export const useApproval = (id: number | null) =>
  useQuery({
    queryKey: [...MONEY_KEY, 'approval', id],
    queryFn: ({ signal }) => adminApi<ApprovalView>(`/admin/api/approvals/${id}`, { signal }),
    enabled: id !== null,
  });

/** A money call's answer: the record now, or the four-eyes request it became. */
export const isPendingApproval = (answer: unknown): answer is PendingApproval =>
  typeof answer === 'object' && answer !== null && 'kind' in answer && 'requestedBy' in answer;

export const useHeldWins = (query: QueueQuery) =>
  useQuery({
    queryKey: [...MONEY_KEY, 'held-wins', query],
    queryFn: ({ signal }) => adminApi<HeldWinsPage>('/admin/api/held-wins', { query, signal }),
    placeholderData: keepPreviousData,
  });
