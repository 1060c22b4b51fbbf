import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../ui/empty-state';
import { Spinner } from '../../../ui/spinner';
import { StarIcon } from '../../../ui/icons';
import { useFavorites } from '../api/favorites';
import { useRecentGames } from '../api/get-recent-games';
import { GameTile, type GameTileProps } from './game-tile';

/** The member's favorites or recent games (first page of 42): a plain grid, these lists are short. */
export function PlayerGameList({
  kind,
  token,
  favorites,
  ...tile
}: { kind: 'favorites' | 'recent'; token: string | null; favorites: ReadonlySet<string> } & Omit<
  GameTileProps,
  'game' | 'favorite'
>) {
  const { t } = useTranslation('games');
  const favoriteList = useFavorites(kind === 'favorites' ? token : null);
  const recentList = useRecentGames(kind === 'recent' ? token : null);
  const query = kind === 'favorites' ? favoriteList : recentList;
  const games = kind === 'favorites' ? favoriteList.data?.content : recentList.data?.list;
  if (query.isPending) {
    return (
      <div className="game-lobby__loading">
        <Spinner />
      </div>
    );
  }
  if (query.isError) return <EmptyState title={t('loadFailed')} description={query.error.message} />;
  if (!games?.length) {
    return <EmptyState icon={<StarIcon size={44} />} title={t(`${kind}Empty`)} description={t(`${kind}EmptyHint`)} />;
  }
  return (
    <div className="game-plain-grid" data-testid={`lobby-${kind}`} role="list">
      {games.map((game) => (
        <div role="listitem" key={game.nodeId}>
          <GameTile game={game} favorite={favorites.has(game.nodeId)} {...tile} />
        </div>
      ))}
    </div>
  );
}
