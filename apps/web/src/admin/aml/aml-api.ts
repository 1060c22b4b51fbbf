import { useQuery } from '@tanstack/react-query';
import type { AmlAlert, AmlAlertDetail, AmlAlertsPage } from '@portal/shared/contracts/aml';
import { adminApi } from '../lib/admin-api';
import { useQueuePage, useQueueRecord, type QueueQuery } from '../ui/queue-queries';

export const AML_KEY = ['admin', 'aml'] as const;
export const PAGE_SIZE = 20;

export const useAmlAlerts = (query: QueueQuery) =>
  useQueuePage<AmlAlertsPage>([...AML_KEY, 'alerts'], '/admin/api/aml/alerts', query);

export const useAmlAlert = (id: number | null) =>
  useQueueRecord<AmlAlertDetail>([...AML_KEY, 'alert', id], id === null ? null : `/admin/api/aml/alerts/${id}`);

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
