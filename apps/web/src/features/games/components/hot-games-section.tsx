import type { ReactNode } from 'react';
import { useHotGames } from '../api/get-hot-games';
import { GameTile } from './game-tile';
import { GameStripPlaceholder } from './game-strip-placeholder';
import { useFavoriteToggle, type PlayerGate } from './use-favorites';
import { useGameLauncher } from './use-game-launcher';
import { Staged } from '../../../ui/staged';
import './games.css';

/** Tiles built per task: the strip's first screen at once, the rest in later turns (ui/staged). */
const TILES_PER_TURN = 6;

/**
 * The home page's hot games: a strip of every category's hot games that launch and star like the
 * lobby's; `empty` when there are none. Loaded after the home page's first paint.
 */
export default function HotGamesSection({ empty, ...gate }: PlayerGate & { empty: ReactNode }) {
  const hot = useHotGames({});
  const { favorites, toggle } = useFavoriteToggle(gate);
  const launcher = useGameLauncher({ token: gate.token, onNeedLogin: gate.onNeedLogin });
  if (hot.isPending) return <GameStripPlaceholder />;
  if (!hot.data?.length) return <>{empty}</>;
  return (
    <>
      <div className="game-strip" data-testid="home-hot-strip">
        {batches(hot.data, TILES_PER_TURN).map((batch, index) => {
          const tiles = batch.map((game) => (
            <GameTile
              key={game.nodeId}
              game={game}
              favorite={favorites.has(game.nodeId)}
              onLaunch={launcher.launch}
              onToggleFavorite={toggle}
            />
          ));
          return index === 0 ? tiles : <Staged key={batch[0]!.nodeId}>{tiles}</Staged>;
        })}
      </div>
      {launcher.dialog}
    </>
  );
}

function batches<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
