import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type {
  BetGamesQuery,
  BetGamesValue,
  BetRecordPage,
  BetsQuery,
  LedgerRecordPage,
  ProfitQuery,
  ProfitValue,
  RoundDetailValue,
  TransactionsQuery,
} from '@portal/shared/contracts/records';
import { api } from '../../../lib/api-client';

type Query = { [key: string]: string | number | undefined };

/** One records call: keyed by token and query, the previous page stays on screen while the next loads. */
const recordsQuery = <T>(path: string, token: string | null, query: Query) =>
  queryOptions({
    queryKey: ['records', path, token, query],
    queryFn: ({ signal }) => api<T>(path, { query, signal }),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });

/** GET /wps/records/transactions: the account record. */
export const useTransactions = (token: string | null, query: TransactionsQuery) =>
  useQuery(recordsQuery<LedgerRecordPage>('/wps/records/transactions', token, query));

/** GET /wps/records/bonus: the bonus wallet's movements. */
export const useBonusRecords = (token: string | null, query: TransactionsQuery) =>
  useQuery(recordsQuery<LedgerRecordPage>('/wps/records/bonus', token, query));

/** GET /wps/records/bets: the betting record. */
export const useBets = (token: string | null, query: BetsQuery) =>
  useQuery(recordsQuery<BetRecordPage>('/wps/records/bets', token, query));

/** GET /wps/records/bets/games: the games of the betting record's game filter. */
export const useBetGames = (token: string | null, query: BetGamesQuery) =>
  useQuery(recordsQuery<BetGamesValue>('/wps/records/bets/games', token, query));

/** GET /wps/records/profit: profit and loss by day and product. */
export const useProfit = (token: string | null, query: ProfitQuery) =>
  useQuery(recordsQuery<ProfitValue>('/wps/records/profit', token, query));

/**
 * GET /wps/records/bets/:id/round-detail: the provider's page of one round. Its link is short-lived,
 * so each opening asks for a fresh one and none is kept.
 */
export const useRoundDetail = (token: string | null, betId: number | null) =>
  useQuery({
    queryKey: ['records', 'round-detail', token, betId],
    queryFn: ({ signal }) => api<RoundDetailValue>(`/wps/records/bets/${betId}/round-detail`, { signal }),
    enabled: token !== null && betId !== null,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
