import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { profitLossSchema, teamBetsSchema } from '@portal/shared/contracts/agents';
import { api } from '../../../lib/api-client';
import { AGENTS_KEY } from './agent-keys';

export type TeamBets = z.infer<typeof teamBetsSchema>;
export type ProfitLoss = z.infer<typeof profitLossSchema>;

/** A report's days, both included (YYYY-MM-DD, UTC). */
export interface ReportDays {
  from: string;
  to: string;
}

export const teamBetsQuery = (token: string | null, days: ReportDays, product: string, page: number, pageSize = 20) =>
  queryOptions({
    queryKey: [...AGENTS_KEY, 'team-bets', token, days.from, days.to, product, page, pageSize],
    queryFn: ({ signal }) =>
      api<TeamBets>('/wps/agent/reports/bets', {
        signal,
        query: { ...days, product: product || undefined, page, pageSize },
      }),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });

/** GET /wps/agent/reports/bets?from&to&product&page: the team's bets per member and product, with totals. */
export const useTeamBets = (token: string | null, days: ReportDays, product: string, page: number) =>
  useQuery(teamBetsQuery(token, days, product, page));

export const profitLossQuery = (token: string | null, days: ReportDays) =>
  queryOptions({
    queryKey: [...AGENTS_KEY, 'profit-loss', token, days.from, days.to],
    queryFn: ({ signal }) => api<ProfitLoss>('/wps/agent/reports/profit-loss', { signal, query: { ...days } }),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });

/** GET /wps/agent/reports/profit-loss?from&to: each direct downline's whole team, and the agent's own play. */
export const useProfitLoss = (token: string | null, days: ReportDays) => useQuery(profitLossQuery(token, days));
