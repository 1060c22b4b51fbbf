import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TeamOverview, TeamRange } from '@portal/shared/contracts/agents';
import { api } from '../../../lib/api-client';
import { AGENTS_KEY } from './agent-keys';

export const teamOverviewQuery = (token: string | null, range: TeamRange) =>
  queryOptions({
    queryKey: [...AGENTS_KEY, 'overview', token, range],
    queryFn: ({ signal }) => api<TeamOverview>('/wps/agent/overview', { signal, query: { range } }),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });

/** GET /wps/agent/overview?range=: the team's figures for the range and the month's days for the charts. */
export const useTeamOverview = (token: string | null, range: TeamRange) => useQuery(teamOverviewQuery(token, range));
