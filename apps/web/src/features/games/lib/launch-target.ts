import type { LaunchValue } from '@portal/shared/contracts/games';

/**
 * The /game iframe page of a launch answer. A lottery target is not placed here: the lottery's
 * launch call (v2) answers its address (api/launch-game.ts).
 */
export function launchTarget(value: LaunchValue): string {
  const query = new URLSearchParams({ url: value.game_url ?? '', name: value.name, nodeId: value.nodeId });
  if (value.game_url2) query.set('url2', value.game_url2);
  if (value.launchMode === 'mini') query.set('mode', 'mini');
  return `/game?${query.toString()}`;
}
