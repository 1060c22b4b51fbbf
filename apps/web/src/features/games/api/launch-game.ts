import { useMutation, useQueryClient } from '@tanstack/react-query';
import { GAME_CLIENT_TYPE, GAME_PLATFORM } from '@portal/shared/constants';
import type { LaunchValue } from '@portal/shared/contracts/games';
import i18n from '../../../i18n/i18n';
import { api } from '../../../lib/api-client';
import { lotteryAddress } from '../../lottery';
import { rememberLaunchedGame } from '../lib/game-hosts';
import { launchTarget } from '../lib/launch-target';

export type LaunchMode = LaunchValue['launchMode'];

const platform = () => (window.matchMedia('(max-width: 768px)').matches ? 'html5-mobile' : GAME_PLATFORM);

/** What a launch names: a catalog game by node id, or a PvP room by its vendor's game code. */
export type LaunchSubject = string | { gameId: string; vassalage: string; roomId: string };

/** GET /wps/game/launchGame: the game's URL for the /game iframe, or a lottery target. */
export const launchGame = (subject: LaunchSubject, launchMode: LaunchMode = 'iframe') =>
  api<LaunchValue>('/wps/game/launchGame', {
    query: {
      ...(typeof subject === 'string' ? { nodeId: subject } : subject),
      launchMode,
      clientType: GAME_CLIENT_TYPE,
      platform: platform(),
      language: i18n.language,
    },
  });

/**
 * Where a launch takes the player: the /game iframe page, or for a lottery target the address the
 * lottery's launch call (v2) answers, so the server decides the lottery page and its query.
 */
export async function launchDestination(subject: LaunchSubject, launchMode: LaunchMode = 'iframe'): Promise<string> {
  const value = await launchGame(subject, launchMode);
  if (!value.lottery) {
    // The /game frame loads only registered hosts: the ones the portal's own launch answered count.
    rememberLaunchedGame(value);
    return launchTarget(value);
  }
  const { gameCode, playType } = value.lottery;
  const address = await lotteryAddress({
    gameCode: gameCode ?? '',
    ...(playType ? { playType } : {}),
    platform: platform(),
    launchMode: value.launchMode,
  });
  return address.url;
}

export function useLaunchGame() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ subject, launchMode }: { subject: LaunchSubject; launchMode?: LaunchMode }) =>
      launchDestination(subject, launchMode),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['games', 'recent'] }),
  });
}
