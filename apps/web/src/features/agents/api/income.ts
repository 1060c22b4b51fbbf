import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { agentTransactionPageSchema, ContractKind, incomePageSchema } from '@portal/shared/contracts/agents';
import { api } from '../../../lib/api-client';
import { AGENTS_KEY } from './agent-keys';

export type IncomePage = z.infer<typeof incomePageSchema>;
export type AgentTransactionPage = z.infer<typeof agentTransactionPageSchema>;
export type AgentTransaction = AgentTransactionPage['list'][number];

export const incomeQuery = (token: string | null, kind: ContractKind | undefined, page: number, pageSize = 20) =>
  queryOptions({
    queryKey: [...AGENTS_KEY, 'income', token, kind ?? 'all', page, pageSize],
    queryFn: ({ signal }) => api<IncomePage>('/wps/agent/income', { signal, query: { kind, page, pageSize } }),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });

/** GET /wps/agent/income?kind&page: the agent's settled periods (paid, waiting, nothing) with totals per kind. */
export const useIncome = (token: string | null, kind: ContractKind | undefined, page: number) =>
  useQuery(incomeQuery(token, kind, page));

export const agentTransactionsQuery = (token: string | null, page: number, pageSize = 20) =>
  queryOptions({
    queryKey: [...AGENTS_KEY, 'transactions', token, page, pageSize],
    queryFn: ({ signal }) =>
      api<AgentTransactionPage>('/wps/agent/transactions', { signal, query: { page, pageSize } }),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });

/** GET /wps/agent/transactions?page: commissions received and transfers to and from the team. */
export const useAgentTransactions = (token: string | null, page: number) =>
  useQuery(agentTransactionsQuery(token, page));
