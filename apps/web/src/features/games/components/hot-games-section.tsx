import type { ReactNode } from 'react';
import { useHotGames } from '../api/get-hot-games';
import { GameTile } from './game-tile';
import { GameStripPlaceholder } from './game-strip-placeholder';
import { useFavoriteToggle, type PlayerGate } from './use-favorites';
import { useGameLauncher } from './use-game-launcher';
import './games.css';

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
        {hot.data.map((game) => (
          <GameTile
            key={game.nodeId}
            game={game}
            favorite={favorites.has(game.nodeId)}
            onLaunch={launcher.launch}
            onToggleFavorite={toggle}
          />
        ))}
      </div>
      {launcher.dialog}
    </>
  );
}
