import type { InhouseGame } from '@portal/shared/contracts/seamless';
import { instantPlay } from './instant.ts';
import { minesPlay } from './mines.ts';
import type { GamePlay } from './round-machinery.ts';

/** Each game's play: slot, dice and baccarat settle at once (instant.ts); mines is played tile by tile (mines.ts). */
export const GAME_PLAY: Record<InhouseGame, GamePlay> = {
  'lotus-slot': instantPlay,
  dice: instantPlay,
  baccarat: instantPlay,
  mines: minesPlay,
};
