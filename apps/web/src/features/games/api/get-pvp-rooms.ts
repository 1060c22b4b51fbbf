import { useQuery } from '@tanstack/react-query';
import { GAME_CLIENT_TYPE, GAME_PLATFORM } from '@portal/shared/constants';
import type { pvpRoomsValueSchema } from '@portal/shared/contracts/games';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

export type PvpRoom = z.infer<typeof pvpRoomsValueSchema>[number];

/**
 * GET /wps/game/pvp/rooms (token): the PvP vendors' rooms, one vendor's when `vassalage` is given.
 * Keyed by language too: the room names come in the player's language.
 */
export const usePvpRooms = (options: { token: string | null; vassalage?: string; language: string }) =>
  useQuery({
    queryKey: ['games', 'pvp-rooms', options.token, options.vassalage ?? null, options.language],
    queryFn: ({ signal }) =>
      api<PvpRoom[]>('/wps/game/pvp/rooms', {
        signal,
        query: {
          clientType: GAME_CLIENT_TYPE,
          platform: GAME_PLATFORM,
          language: options.language,
          ...(options.vassalage ? { vassalage: options.vassalage } : {}),
        },
      }),
    enabled: options.token !== null,
    staleTime: 30_000,
  });
