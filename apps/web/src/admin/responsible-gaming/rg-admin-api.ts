import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { RgMemberAdmin, RgReport } from '@portal/shared/contracts/responsible-gaming';
import { adminApi } from '../lib/admin-api';

const KEY = ['admin', 'responsible-gaming'] as const;
export const RG_REPORT_PAGE_SIZE = 20;

/** A member's responsible gaming: limits with their history, breaks, reality checks. */
export const useMemberRg = (memberId: number) =>
  useQuery({
    queryKey: [...KEY, 'member', memberId],
    queryFn: ({ signal }) => adminApi<RgMemberAdmin>(`/admin/api/members/${memberId}/responsible-gaming`, { signal }),
  });

/** Members with a limit (holding or waiting), or with a break or self-exclusion running. */
export const useRgReport = (show: 'limits' | 'blocks', page: number) =>
  useQuery({
    queryKey: [...KEY, 'report', show, page],
    queryFn: ({ signal }) =>
      adminApi<RgReport>('/admin/api/responsible-gaming', {
        signal,
        query: { show, page, pageSize: RG_REPORT_PAGE_SIZE },
      }),
    placeholderData: keepPreviousData,
  });
