import { useTranslation } from 'react-i18next';
import type { LobbyCategory } from '@portal/shared/contracts/games';
import { FlameIcon } from '../../../ui/icons';
import { useHotGames } from '../api/get-hot-games';
import { GameTile, type GameTileProps } from './game-tile';
import './game-strip.css';

/** The lobby's hot games: a scrolling strip above the grid; nothing when there are none. */
export function HotGames({
  category,
  vendor,
  favorites,
  ...tile
}: { category?: LobbyCategory; vendor?: string; favorites: ReadonlySet<string> } & Omit<
  GameTileProps,
  'game' | 'favorite'
>) {
  const { t } = useTranslation('games');
  const hot = useHotGames({ category, vassalage: vendor });
  if (!hot.data?.length) return null;
  return (
    <section className="game-lobby__hot" aria-label={t('hot')} data-testid="hot-games">
      <h2 className="game-lobby__heading">
        <FlameIcon size={18} /> {t('hot')}
      </h2>
      <div className="game-strip">
        {hot.data.map((game) => (
          <GameTile key={game.nodeId} game={game} favorite={favorites.has(game.nodeId)} {...tile} />
        ))}
      </div>
    </section>
  );
}
