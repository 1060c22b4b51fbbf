import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../ui/empty-state';
import { Spinner } from '../../../ui/spinner';
import { useVnGameMenu } from '../api/vn-api';
import { clockOffsetMs } from '../lib/countdown';
import { useLotteryEvents } from '../lib/use-lottery-events';
import { useLotteryFavorites } from '../lib/use-lottery-favorites';
import { LobbyCard } from './lobby-card';
import { LotteryLobby } from './lottery-lobby';
import './lottery.css';
import './vn-lottery.css';

/**
 * The Vietnamese markets where the page lists its games: for a member, the game menu
 * (GET /lgw/vn/games/game_menu) — each market with today's stations as links straight to that
 * station's draw, and how many bet types it offers; for a visitor (the menu asks for a token) the
 * lottery lobby's same cards. `alsoHear`: the open game, whose events this list's stream carries.
 */
export function VnGameList({
  token,
  username,
  alsoHear,
  active,
}: {
  token: string | null;
  username: string | null;
  alsoHear: string[];
  active?: { gameCode: string; stationCode?: string };
}) {
  if (!token) return <LotteryLobby product="LOTT" username={username} alsoHear={alsoHear} />;
  return <VnGameMenu token={token} username={username} alsoHear={alsoHear} active={active} />;
}

function VnGameMenu({
  token,
  username,
  alsoHear,
  active,
}: {
  token: string;
  username: string | null;
  alsoHear: string[];
  active?: { gameCode: string; stationCode?: string };
}) {
  const { t } = useTranslation('lottery');
  const menu = useVnGameMenu(token);
  const favorites = useLotteryFavorites(username);
  const games = menu.data ?? [];
  useLotteryEvents([...new Set([...games.map((g) => g.gameCode), ...alsoHear])]);

  if (menu.isPending) return <Spinner label={t('loading')} />;
  if (menu.isError) return <EmptyState title={t('loadFailed')} description={menu.error.message} />;
  if (games.length === 0) return <EmptyState title={t('lobby.empty')} description={t('lobby.emptyHint')} />;
  const offsetMs = clockOffsetMs(games[0]!.serverTime, menu.dataUpdatedAt);
  return (
    <ul className="lottery-lobby" data-testid="vn-game-menu">
      {games.map((game) => (
        <LobbyCard
          key={game.gameCode}
          game={game}
          offsetMs={offsetMs}
          favorite={favorites.codes.includes(game.gameCode)}
          onToggleFavorite={() => favorites.toggle(game.gameCode)}
          onElapsed={() => void menu.refetch()}
        >
          <div className="vn-menu__foot">
            {game.current.some((p) => p.stationCode) ? (
              <nav className="vn-menu__stations" aria-label={t('vn.stationsOf', { name: game.name })}>
                {game.current
                  .filter((p) => p.stationCode)
                  .map((p) => {
                    const current = active?.gameCode === game.gameCode && active.stationCode === p.stationCode;
                    return (
                      <Link
                        key={p.issue}
                        className="lottery-chip vn-menu__station"
                        to={`/vnlottery?gameCode=${encodeURIComponent(game.gameCode)}&station=${encodeURIComponent(p.stationCode!)}`}
                        aria-current={current ? 'page' : undefined}
                        data-testid="vn-station-link"
                        data-station={p.stationCode}
                      >
                        {p.stationName ?? p.stationCode}
                      </Link>
                    );
                  })}
              </nav>
            ) : null}
            <small className="lottery-muted" data-testid="vn-menu-types">
              {t('vn.betTypes', { count: game.betTypes.length })}
            </small>
          </div>
        </LobbyCard>
      ))}
    </ul>
  );
}
