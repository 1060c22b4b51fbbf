import type { StudioRound } from '@portal/shared/contracts/studio';
import type { InhouseGame } from '@portal/shared/contracts/seamless';
import { BaccaratOutcome } from './baccarat-view';
import { DiceOutcome } from './dice-view';
import { MinesOutcome } from './mines-view';
import { SlotStatic } from './slot/slot-static';

// Each game's view lives in its own file; importers of this file keep finding them here.
export { BaccaratOutcome, DiceOutcome, MinesOutcome };
export { MinesGrid } from './mines-view';

/*
 * How each game's outcome looks: the live games draw their result with these, and the replay and
 * the verification page draw any stored or recomputed outcome the same way.
 */

/** Any round's outcome, by game, at rest. */
export function RoundOutcome({
  game,
  outcome,
  reveals,
}: {
  game: InhouseGame;
  outcome: StudioRound['outcome'];
  reveals: number[];
}) {
  if (!outcome) return null;
  if (game === 'lotus-slot') return <SlotStatic outcome={outcome} />;
  if (game === 'dice') return <DiceOutcome outcome={outcome} />;
  if (game === 'baccarat') return <BaccaratOutcome outcome={outcome} />;
  return <MinesOutcome outcome={outcome} reveals={reveals} />;
}
