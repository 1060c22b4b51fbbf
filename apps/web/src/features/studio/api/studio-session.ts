import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StudioLaunch, StudioSession } from '@portal/shared/contracts/studio';
import type { InhouseGame } from '@portal/shared/contracts/seamless';
import { api } from '../../../lib/api-client';

export const sessionKey = (token: string) => ['studio', 'session', token] as const;

/**
 * The game page's session: the first load opens it from the signed launch URL (POST), later
 * loads read it (GET). Either answers the portal balance and the server seed hash before play.
 */
export const sessionQuery = (game: InhouseGame, launch: StudioLaunch) =>
  queryOptions({
    queryKey: sessionKey(launch.token),
    queryFn: ({ signal }) =>
      launch.sig && launch.player && launch.currency
        ? api<StudioSession>('/studio/api/session', {
            method: 'POST',
            signal,
            body: {
              token: launch.token,
              player: launch.player,
              currency: launch.currency,
              game,
              lang: launch.lang ?? 'en',
              sig: launch.sig,
            },
          })
        : api<StudioSession>('/studio/api/session', { signal, query: { token: launch.token } }),
    enabled: launch.token !== '',
    retry: false,
  });

export const useStudioSession = (game: InhouseGame, launch: StudioLaunch) => useQuery(sessionQuery(game, launch));
