import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  knownIpSchema,
  ledgerEntrySchema,
  MemberDetail,
  MemberSearchPage,
  MemberSearchQuery,
  memberBetSchema,
  memberDepositSchema,
  MemberNote,
  memberSessionSchema,
  memberWithdrawalSchema,
  securityEventSchema,
} from '@portal/shared/contracts/member-admin';
import type { approvalSchema } from '@portal/shared/contracts/operators';
import type { OperatorRole } from '@portal/shared/contracts/operators';
import { adminApi, adminDownload, canUse, useOperatorRoles } from '../lib/admin-api';

/** The members console's calls: the search, a member, each of a member's lists. */

export interface Page<T> {
  items: T[];
  page: number;
  pageSize: number;
  total: number;
}

export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;
export type MemberBet = z.infer<typeof memberBetSchema>;
export type MemberDeposit = z.infer<typeof memberDepositSchema>;
export type MemberWithdrawal = z.infer<typeof memberWithdrawalSchema>;
export type MemberSession = z.infer<typeof memberSessionSchema>;
export type KnownIp = z.infer<typeof knownIpSchema>;
export type SecurityEvent = z.infer<typeof securityEventSchema>;
export type Approval = z.infer<typeof approvalSchema>;
export type { MemberDetail, MemberNote };

/** A member's lists, by the last part of their path. */
export type MemberListName =
  'ledger' | 'bets' | 'deposits' | 'withdrawals' | 'sessions' | 'known-ips' | 'security-events' | 'notes';

/** A list's page with its filter's choices: the ledger's kinds, the bets' game codes. */
export type ListAnswer<T> = Page<T> & { kinds?: string[]; games?: string[] };
export type ListQuery = Record<string, string | number | undefined>;

const key = (...parts: unknown[]) => ['admin', 'members', ...parts];
export const memberKey = (memberId: number) => key('member', memberId);

export const useMemberSearch = (query: MemberSearchQuery) =>
  useQuery({
    queryKey: key('search', query),
    queryFn: () => adminApi<MemberSearchPage>('/admin/api/members', { query: { ...query } }),
    placeholderData: keepPreviousData,
  });

export const useMember = (memberId: number) =>
  useQuery({
    queryKey: memberKey(memberId),
    queryFn: () => adminApi<MemberDetail>(`/admin/api/members/${memberId}`),
    enabled: memberId > 0,
  });

export const useMemberList = <T>(memberId: number, list: MemberListName, query: ListQuery) =>
  useQuery({
    queryKey: [...memberKey(memberId), list, query],
    queryFn: () => adminApi<ListAnswer<T>>(`/admin/api/members/${memberId}/${list}`, { query }),
    placeholderData: keepPreviousData,
  });

/** The provider's page of one of the member's rounds: a fresh short-lived link at each opening. */
export const useMemberRoundDetail = (memberId: number, betId: number | null) =>
  useQuery({
    queryKey: [...memberKey(memberId), 'round-detail', betId],
    queryFn: () => adminApi<{ url: string }>(`/admin/api/members/${memberId}/bets/${betId}/round-detail`),
    enabled: betId !== null,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });

/** Every matching row of a member's list as a CSV file. */
export const downloadMemberList = (memberId: number, list: MemberListName, query: ListQuery) =>
  adminDownload(
    `/admin/api/members/${memberId}/${list}`,
    { ...query, page: undefined, pageSize: undefined, format: 'csv' },
    `member-${memberId}-${list}.csv`,
  );

/** After an action: the member and every list read again. */
export function useRefreshMember(memberId: number) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: memberKey(memberId) });
}

/** Whether the signed-in operator holds one of `roles` (admin always does). */
export function useHolds(roles: readonly OperatorRole[]) {
  const held = useOperatorRoles();
  return canUse(held, roles);
}
