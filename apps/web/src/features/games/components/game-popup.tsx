import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../ui/modal';
import { Button } from '../../../ui/button';
import { Spinner } from '../../../ui/spinner';
import { EmptyState } from '../../../ui/empty-state';
import type { LobbyCategory } from '@portal/shared/contracts/games';
import { useGameList } from '../api/get-game-list';
import { GameTile } from './game-tile';
import { useFavoriteToggle, type PlayerGate } from './use-favorites';
import { useGameLauncher } from './use-game-launcher';
import './games.css';

/**
 * The game popup: a VASSALAGE vendor card lists that vendor's games of the
 * category; a tile launches like anywhere else. Pages of 42 behind a "more" button.
 */
export function GamePopup({
  vendor,
  category,
  onClose,
  ...gate
}: { vendor: { code: string; name: string } | null; category?: LobbyCategory; onClose(): void } & PlayerGate) {
  const { t } = useTranslation('games');
  const list = useGameList({ category, vassalage: vendor?.code ?? 'all' });
  const games = useMemo(() => list.data?.pages.flatMap((page) => page.games) ?? [], [list.data]);
  const { favorites, toggle } = useFavoriteToggle(gate);
  const launcher = useGameLauncher({ token: gate.token, onNeedLogin: gate.onNeedLogin });
  return (
    <>
      <Modal open={vendor !== null} onClose={onClose} title={vendor?.name ?? ''} size="lg" testId="game-popup">
        {list.isPending ? (
          <Spinner />
        ) : games.length === 0 ? (
          <EmptyState title={t('empty')} description={t('emptyHint')} />
        ) : (
          <div className="game-plain-grid" role="list">
            {games.map((game) => (
              <div role="listitem" key={game.nodeId}>
                <GameTile
                  game={game}
                  favorite={favorites.has(game.nodeId)}
                  onLaunch={launcher.launch}
                  onToggleFavorite={toggle}
                />
              </div>
            ))}
          </div>
        )}
        {list.hasNextPage && (
          <Button onClick={() => void list.fetchNextPage()} disabled={list.isFetchingNextPage}>
            {t('more')}
          </Button>
        )}
      </Modal>
      {launcher.dialog}
    </>
  );
}
