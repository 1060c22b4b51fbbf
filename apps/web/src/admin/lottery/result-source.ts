import type { z } from 'zod';
import type { periodDetailSchema } from '@portal/shared/contracts/lottery-admin';

type GameSource = z.infer<typeof periodDetailSchema>['resultSourceOfGame'];

/** A label key of admin-lottery and its values, or the stored text when no label fits. */
export type SourceLabel = { key: string; values?: Record<string, string> } | { text: string };

/**
 * What a period's result source reads as. The server stores the game's source for a result it
 * drew itself ('rng', 'demo_feed'), 'feed' for one imported from the results feed and
 * 'operator:<id>' for one an operator typed; before the draw there is none, and the game's
 * source says where it will come from. Anything else (an older row) is shown as stored.
 */
export function resultSourceLabel(source: string | null, gameSource: GameSource): SourceLabel {
  if (source === null) return { key: `sources.${gameSource}` };
  if (source === 'rng' || source === 'demo_feed') return { key: `sources.${source}` };
  if (source === 'feed') return { key: 'periodSources.feed' };
  const operator = /^operator:(\d+)$/.exec(source);
  if (operator) return { key: 'periodSources.operator', values: { id: operator[1]! } };
  return { text: source };
}
