import { useMutation, useQueryClient } from '@tanstack/react-query';
import { GAME_CLIENT_TYPE, GAME_PLATFORM } from '@portal/shared/constants';
import type { LaunchValue } from '@portal/shared/contracts/games';
import i18n from '../../../i18n/i18n';
import { api } from '../../../lib/api-client';

export type LaunchMode = LaunchValue['launchMode'];

const platform = () => (window.matchMedia('(max-width: 768px)').matches ? 'html5-mobile' : GAME_PLATFORM);

/** GET /wps/game/launchGame: the game's URL for the /game iframe, or a lottery target. */
export const launchGame = (nodeId: string, launchMode: LaunchMode = 'iframe') =>
  api<LaunchValue>('/wps/game/launchGame', {
    query: { nodeId, launchMode, clientType: GAME_CLIENT_TYPE, platform: platform(), language: i18n.language },
  });

export function useLaunchGame() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ nodeId, launchMode }: { nodeId: string; launchMode?: LaunchMode }) => launchGame(nodeId, launchMode),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['games', 'recent'] }),
  });
}
