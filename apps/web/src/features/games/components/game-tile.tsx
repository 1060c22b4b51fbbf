import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import clsx from 'clsx';
import type { GameItem } from '@portal/shared/contracts/games';
import { LazyImage } from '../../../ui/lazy-image';
import { PlayIcon, StarIcon } from '../../../ui/icons';

export interface GameTileProps {
  game: GameItem;
  favorite: boolean;
  /** False hides the star (visitors see it too: a click asks them to log in). */
  showFavorite?: boolean;
  onLaunch(game: GameItem): void;
  onToggleFavorite(game: GameItem, favorite: boolean): void;
}

/** One game: lazy image with its fallback, name, vendor, favorite star and the unavailable / maintenance state. */
export const GameTile = memo(function GameTile({
  game,
  favorite,
  showFavorite = true,
  onLaunch,
  onToggleFavorite,
}: GameTileProps) {
  const { t } = useTranslation('games');
  const state = game.maintenance ? 'maintenance' : game.available ? 'available' : 'unavailable';
  return (
    <div
      className={clsx('game-tile', `game-tile--${state}`)}
      data-testid="game-tile"
      data-node-id={game.nodeId}
      data-state={state}
    >
      <button type="button" className="game-tile__open" onClick={() => onLaunch(game)}>
        <span className="game-tile__art">
          {game.image ? (
            <LazyImage src={game.image} alt="" className="game-tile__image" fallback={<PlayIcon size={32} />} />
          ) : (
            <span className="game-tile__placeholder">
              <PlayIcon size={32} />
            </span>
          )}
          {game.isHot && <span className="game-tile__badge">{t('tile.hot')}</span>}
          {state !== 'available' && (
            <span className="game-tile__state" data-testid="game-tile-state">
              {t(`tile.${state}`)}
            </span>
          )}
        </span>
        {/* Named by what it shows (WCAG 2.5.3, label in name), with the verb for a screen reader. */}
        <span className="game-tile__name">
          <span className="visually-hidden">{t('tile.playWord')} </span>
          {game.name}
        </span>
        <span className="game-tile__vendor">{game.vendorName}</span>
      </button>
      {showFavorite && (
        <button
          type="button"
          className="game-tile__star"
          aria-pressed={favorite}
          aria-label={favorite ? t('tile.unfavorite', { name: game.name }) : t('tile.favorite', { name: game.name })}
          data-testid="game-favorite"
          onClick={() => onToggleFavorite(game, favorite)}
        >
          <StarIcon size={18} />
        </button>
      )}
    </div>
  );
});
