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
 * An in-house game's launch that opens one of the player's rounds: the studio's page reads
 * `replay` (outside the launch's signature) and shows that round's replay and proof.
 */
function withReplay(value: LaunchValue, roundId: string): LaunchValue {
  const url = new URL(value.game_url ?? '', globalThis.location?.href);
  url.searchParams.set('replay', roundId);
  return { ...value, game_url: url.toString() };
}

/**
 * Where a launch takes the player: the /game iframe page, or for a lottery target the address the
 * lottery's launch call (v2) answers, so the server decides the lottery page and its query.
 */
export async function launchDestination(
  subject: LaunchSubject,
  launchMode: LaunchMode = 'iframe',
  replay?: string,
): Promise<string> {
  const value = await launchGame(subject, launchMode);
  if (!value.lottery) {
    const launched = replay ? withReplay(value, replay) : value;
    // The /game frame loads only registered hosts: the ones the portal's own launch answered count.
    rememberLaunchedGame(launched);
    return launchTarget(launched);
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
    mutationFn: ({
      subject,
      launchMode,
      replay,
    }: {
      subject: LaunchSubject;
      launchMode?: LaunchMode;
      replay?: string;
    }) => launchDestination(subject, launchMode, replay),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['games', 'recent'] }),
  });
}
