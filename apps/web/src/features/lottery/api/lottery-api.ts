import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  gameDetailSchema,
  lobbyGameSchema,
  periodPageSchema,
  PlaceSlipPayload,
  Slip,
  slipPageSchema,
  trendSchema,
} from '@portal/shared/contracts/lottery';
import { api } from '../../../lib/api-client';
import { refreshBalances } from '../../../lib/query-keys';
import { useBalance } from '../../wallet';

export type LobbyGame = z.infer<typeof lobbyGameSchema>;
export type GameDetail = z.infer<typeof gameDetailSchema>;
export type PeriodPage = z.infer<typeof periodPageSchema>;
export type SlipPage = z.infer<typeof slipPageSchema>;

/** Every lottery query starts with this key: a pushed event (open, close, result) invalidates it. */
export const LOTTERY_QUERY_KEY = ['lottery'] as const;

/** GET /lgw/lottery/lobby: the games of a product with their open periods and last result. */
export const lobbyQuery = (product: 'LOTT' | 'ELOTT') =>
  queryOptions({
    queryKey: [...LOTTERY_QUERY_KEY, 'lobby', product],
    queryFn: ({ signal }) => api<LobbyGame[]>('/lgw/lottery/lobby', { signal, query: { product } }),
  });

export const useLotteryLobby = (product: 'LOTT' | 'ELOTT') => useQuery(lobbyQuery(product));

/** GET /lgw/lottery/games/{gameCode}: the lobby entry with the game's bet menu. */
export const useLotteryGame = (gameCode: string) =>
  useQuery({
    queryKey: [...LOTTERY_QUERY_KEY, 'game', gameCode],
    queryFn: ({ signal }) => api<GameDetail>(`/lgw/lottery/games/${encodeURIComponent(gameCode)}`, { signal }),
    enabled: gameCode !== '',
    retry: false,
  });

/**
 * GET /lgw/lottery/games/{gameCode}/results: drawn periods, newest first; `date` (yyyy-mm-dd, a
 * Vietnamese calendar day) narrows them to that day's draws, one per station.
 */
export const useLotteryResults = (gameCode: string, page = 1, pageSize = 10, date = '') =>
  useQuery({
    queryKey: [...LOTTERY_QUERY_KEY, 'results', gameCode, page, pageSize, date],
    queryFn: ({ signal }) =>
      api<PeriodPage>(`/lgw/lottery/games/${encodeURIComponent(gameCode)}/results`, {
        signal,
        query: { page, pageSize, date: date || undefined },
      }),
    enabled: gameCode !== '',
  });

/** GET /lgw/lottery/bets: the member's slips of a game, newest first (keyed by token: never another member's). */
export const useMySlips = (token: string | null, gameCode: string, page = 1, pageSize = 20) =>
  useQuery({
    queryKey: [...LOTTERY_QUERY_KEY, 'bets', token, gameCode, page, pageSize],
    queryFn: ({ signal }) => api<SlipPage>('/lgw/lottery/bets', { signal, query: { gameCode, page, pageSize } }),
    enabled: token !== null && gameCode !== '',
  });

/**
 * POST /lgw/lottery/bets with the slip's Idempotency-Key: the caller keeps the key after a lost
 * answer so the retry answers the first slip instead of placing a second one.
 */
export function usePlaceSlip() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ payload, key }: { payload: PlaceSlipPayload; key: string }) =>
      api<Slip>('/lgw/lottery/bets', { method: 'POST', body: payload, headers: { 'Idempotency-Key': key } }),
    onSettled: () =>
      Promise.all([
        refreshBalances(queryClient),
        queryClient.invalidateQueries({ queryKey: [...LOTTERY_QUERY_KEY, 'bets'] }),
        // A Vietnamese slip puts its game at the head of the member's recent games.
        queryClient.invalidateQueries({ queryKey: [...LOTTERY_QUERY_KEY, 'vn-recent'] }),
      ]),
  });
}

/** The currency's decimals for the slip's exact cost: the member's wallet says them once signed in. */
export const useWalletDecimals = (token: string | null) => useBalance(token).data?.decimals;

/** POST /lgw/lottery/bets/{slipId}/cancel: the stake back while the period is open. */
export function useCancelSlip() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (slipId: number) => api<Slip>(`/lgw/lottery/bets/${slipId}/cancel`, { method: 'POST' }),
    onSettled: () =>
      Promise.all([
        refreshBalances(queryClient),
        queryClient.invalidateQueries({ queryKey: [...LOTTERY_QUERY_KEY, 'bets'] }),
      ]),
  });
}

export type Trend = z.infer<typeof trendSchema>;

/** GET /lgw/lottery/games/{gameCode}/trend: frequency and missing count per number over the last N draws. */
export const useLotteryTrend = (gameCode: string, periods: number) =>
  useQuery({
    queryKey: [...LOTTERY_QUERY_KEY, 'trend', gameCode, periods],
    queryFn: ({ signal }) =>
      api<Trend>(`/lgw/lottery/games/${encodeURIComponent(gameCode)}/trend`, { signal, query: { periods } }),
    enabled: gameCode !== '',
  });
