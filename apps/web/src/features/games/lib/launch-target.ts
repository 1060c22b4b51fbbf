import type { LaunchValue } from '@portal/shared/contracts/games';

/** Where a launch answer takes the player: the lottery page, or the /game iframe page. */
export function launchTarget(value: LaunchValue): string {
  if (value.lottery) {
    const query = new URLSearchParams();
    if (value.lottery.gameCode) query.set('gameCode', value.lottery.gameCode);
    if (value.lottery.playType) query.set('playType', value.lottery.playType);
    const search = query.toString();
    return search ? `${value.lottery.path}?${search}` : value.lottery.path;
  }
  const query = new URLSearchParams({ url: value.game_url ?? '', name: value.name, nodeId: value.nodeId });
  if (value.game_url2) query.set('url2', value.game_url2);
  if (value.launchMode === 'mini') query.set('mode', 'mini');
  return `/game?${query.toString()}`;
}
