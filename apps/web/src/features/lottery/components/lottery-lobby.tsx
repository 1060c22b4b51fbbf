import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../ui/empty-state';
import { Spinner } from '../../../ui/spinner';
import { useLotteryLobby } from '../api/lottery-api';
import { clockOffsetMs } from '../lib/countdown';
import { useLotteryEvents } from '../lib/use-lottery-events';
import { useLotteryFavorites } from '../lib/use-lottery-favorites';
import { LobbyCard } from './lobby-card';
import './lottery.css';

/**
 * The games of a product with live countdowns; favorites (signed in) first. `alsoHear`: games of
 * the same page whose events this lobby's stream carries too (one EventSource per page).
 */
export function LotteryLobby({
  product,
  username,
  alsoHear = [],
}: {
  product: 'LOTT' | 'ELOTT';
  username: string | null;
  alsoHear?: string[];
}) {
  const { t } = useTranslation('lottery');
  const lobby = useLotteryLobby(product);
  const favorites = useLotteryFavorites(username);
  const games = lobby.data ?? [];
  useLotteryEvents([...new Set([...games.map((g) => g.gameCode), ...alsoHear])]);

  if (lobby.isPending) return <Spinner label={t('loading')} />;
  if (lobby.isError) return <EmptyState title={t('loadFailed')} description={lobby.error.message} />;
  if (games.length === 0) return <EmptyState title={t('lobby.empty')} description={t('lobby.emptyHint')} />;

  const offsetMs = clockOffsetMs(games[0]!.serverTime, lobby.dataUpdatedAt);
  const sorted = [...games].sort(
    (a, b) => Number(favorites.codes.includes(b.gameCode)) - Number(favorites.codes.includes(a.gameCode)),
  );
  return (
    <ul className="lottery-lobby" data-testid="lottery-lobby">
      {sorted.map((game) => (
        <LobbyCard
          key={game.gameCode}
          game={game}
          offsetMs={offsetMs}
          favorite={favorites.codes.includes(game.gameCode)}
          onToggleFavorite={username ? () => favorites.toggle(game.gameCode) : undefined}
          onElapsed={() => void lobby.refetch()}
        />
      ))}
    </ul>
  );
}
