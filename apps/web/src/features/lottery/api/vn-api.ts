import { useQuery } from '@tanstack/react-query';
import { VN_OPENED_COUNT, type Period } from '@portal/shared/contracts/lottery';
import { api } from '../../../lib/api-client';
import { LOTTERY_QUERY_KEY, type GameDetail } from './lottery-api';

/*
 * The Vietnamese lottery's own calls. Every key starts with LOTTERY_QUERY_KEY, so a pushed draw
 * (open, close, result) reloads them with the rest of the lottery.
 */

export interface RecentVnGame {
  gameCode: string;
  name: string;
  market: string;
  lastBetAt: string;
}

/** GET /lgw/vn/games/game_menu (token): XSMB, XSMN, XSMT with their open periods (one per station) and bet menus. */
export const useVnGameMenu = (token: string | null) =>
  useQuery({
    queryKey: [...LOTTERY_QUERY_KEY, 'vn-menu', token],
    queryFn: ({ signal }) => api<GameDetail[]>('/lgw/vn/games/game_menu', { signal }),
    enabled: token !== null,
  });

/** GET /lgw/vn/games/recent (token): the Vietnamese games the member bet on lately, most recent first. */
export const useVnRecent = (token: string | null) =>
  useQuery({
    queryKey: [...LOTTERY_QUERY_KEY, 'vn-recent', token],
    queryFn: ({ signal }) => api<RecentVnGame[]>('/lgw/vn/games/recent', { signal }),
    enabled: token !== null,
  });

/** GET /lotto/lgw/games/opened/numero (token): the last drawn period of every game. */
export const useOpenedLatest = (token: string | null) =>
  useQuery({
    queryKey: [...LOTTERY_QUERY_KEY, 'opened-latest', token],
    queryFn: ({ signal }) => api<Period[]>('/lotto/lgw/games/opened/numero', { signal }),
    enabled: token !== null,
  });

/** GET /lgw/vn/numeros/opened/game (count 100): the latest drawn periods of the three markets, newest first. */
export const useVnOpened = (count = VN_OPENED_COUNT) =>
  useQuery({
    queryKey: [...LOTTERY_QUERY_KEY, 'vn-opened', count],
    queryFn: ({ signal }) => api<Period[]>('/lgw/vn/numeros/opened/game', { signal, query: { count } }),
  });
