import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MemberInfo } from '@portal/shared/contracts/members';
import { memberQuery } from '../../../lib/member-query';
import { QUERY_ROOTS } from '../../../lib/query-keys';

export const memberInfoKey = QUERY_ROOTS.memberInfo;

/** GET /wps/member/info; keyed by token so another sign-in never shows the previous member. */
export const memberInfoQuery = (token: string | null) =>
  queryOptions({
    ...memberQuery<MemberInfo>([...memberInfoKey], token, '/wps/member/info'),
    staleTime: 5 * 60_000,
  });

export const useMemberInfo = (token: string | null) => useQuery(memberInfoQuery(token));

/** GET /wps/member/info/icon: the avatar URL (the server's default image when none is set). */
export const memberAvatarQuery = (token: string | null) =>
  queryOptions({
    ...memberQuery<{ url: string }>(['auth', 'member-avatar'], token, '/wps/member/info/icon'),
    staleTime: 30 * 60_000,
  });

export const useMemberAvatar = (token: string | null) => useQuery(memberAvatarQuery(token));
