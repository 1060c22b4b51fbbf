import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AmlAlert, AmlAlertDetail, AmlAlertsPage } from '@portal/shared/contracts/aml';
import { adminApi } from '../lib/admin-api';

export const AML_KEY = ['admin', 'aml'] as const;
export const PAGE_SIZE = 20;

export type AmlQuery = Record<string, string | number | undefined>;

export const useAmlAlerts = (query: AmlQuery) =>
  useQuery({
    queryKey: [...AML_KEY, 'alerts', query],
    queryFn: ({ signal }) => adminApi<AmlAlertsPage>('/admin/api/aml/alerts', { query, signal }),
    placeholderData: keepPreviousData,
  });

export const useAmlAlert = (id: number | null) =>
  useQuery({
    queryKey: [...AML_KEY, 'alert', id],
    queryFn: ({ signal }) => adminApi<AmlAlertDetail>(`/admin/api/aml/alerts/${id}`, { signal }),
    enabled: id !== null,
  });

export const useAmlAssignees = () =>
  useQuery({
    queryKey: [...AML_KEY, 'assignees'],
    queryFn: ({ signal }) => adminApi<{ id: number; username: string }[]>('/admin/api/aml/assignees', { signal }),
    staleTime: 60_000,
  });

/** A member's alerts, newest first: the compliance view of one member. */
export const useMemberAlerts = (memberId: number) =>
  useQuery({
    queryKey: [...AML_KEY, 'member', memberId],
    queryFn: ({ signal }) => adminApi<AmlAlert[]>(`/admin/api/aml/members/${memberId}/alerts`, { signal }),
  });
