import { useCallback, useDeferredValue, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LobbyCategory } from '@portal/shared/contracts/games';
import { EmptyState } from '../../../ui/empty-state';
import { SearchIcon } from '../../../ui/icons';
import { Spinner } from '../../../ui/spinner';
import { useGameMenus } from '../api/get-game-menus';
import { useGameList, type LobbyFilter } from '../api/get-game-list';
import type { LaunchMode } from '../api/launch-game';
import { GameGrid } from './game-grid';
import { HotGames } from './hot-games';
import { LobbyAnnouncements } from './lobby-announcements';
import { LobbyFilters } from './lobby-filters';
import { NewVendors } from './new-vendors';
import { PlayerGameList } from './player-game-list';
import { PvpRooms } from './pvp-rooms';
import { useFavoriteToggle, type PlayerGate } from './use-favorites';
import { useGameLauncher } from './use-game-launcher';
import './games.css';
import './pvp-rooms.css';
import '../../../ui/patterns.css';

export interface GameLobbyProps extends PlayerGate {
  /** A category lobby (/rng...), or one vendor's page (/inhouse, /pge) with `vendor`. */
  category?: LobbyCategory;
  vendor?: string;
  /** The announcements' category (RNG..., INHOUSE, PGE). */
  announcementKey: string;
  /** The vendor tab to start on (?vendor= from the side menu). */
  initialVendor?: string;
  /** 'mini': games open with the floating mini menu instead of the bar (the spec's mini-menu mode). */
  launchMode?: LaunchMode;
}

type View = 'games' | 'favorites' | 'recent';
const ALL = 'all';

/** A game lobby: announcements, hot games, vendor tabs, filters, name search and the virtualized grid. */
export function GameLobby(props: GameLobbyProps) {
  const { t } = useTranslation('games');
  const { category, vendor: fixedVendor, token, isTrial, onNeedLogin, onTrialBlocked } = props;
  const [view, setView] = useState<View>('games');
  const [vendor, setVendor] = useState(props.initialVendor ?? ALL);
  const [filters, setFilters] = useState<Omit<LobbyFilter, 'category' | 'vassalage' | 'gameName'>>({});
  const [query, setQuery] = useState('');
  const gameName = useDeferredValue(query.trim());
  const searchId = useId();

  const menus = useGameMenus();
  const menu = menus.data?.find((m) => m.gameCategory === category);
  const vendors = fixedVendor ? [] : (menu?.cards ?? []);
  const filter: LobbyFilter = { category, vassalage: fixedVendor ?? vendor, gameName, ...filters };
  const list = useGameList(filter);
  const games = useMemo(() => list.data?.pages.flatMap((page) => page.games) ?? [], [list.data]);
  const total = list.data?.pages[0]?.total ?? 0;

  const { favorites, toggle } = useFavoriteToggle(props);
  const launcher = useGameLauncher({ token, onNeedLogin, launchMode: props.launchMode });
  const { fetchNextPage } = list;
  const loadMore = useCallback(() => void fetchNextPage(), [fetchNextPage]);
  const openView = (next: View) => {
    if (next !== 'games' && !token) return onNeedLogin();
    if (next !== 'games' && isTrial) return onTrialBlocked();
    setView(next);
  };
  const tile = { onLaunch: launcher.launch, onToggleFavorite: toggle };
  const filtered = Boolean(gameName || filters.gameClassify || filters.minBet || filters.minLineNum);

  return (
    <div className="game-lobby" data-testid="game-lobby">
      <LobbyAnnouncements category={props.announcementKey} />

      <div className="page-tabs game-lobby__views" role="tablist" aria-label={t('views.label')}>
        {(['games', 'favorites', 'recent'] as const).map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            className="page-tab"
            aria-selected={view === name}
            data-testid={`lobby-view-${name}`}
            onClick={() => openView(name)}
          >
            {t(`views.${name}`)}
          </button>
        ))}
      </div>

      {view !== 'games' ? (
        <PlayerGameList kind={view} token={token} favorites={favorites} {...tile} />
      ) : (
        <>
          {/* The e-game lobby's new vendors (spec: E-game calls). */}
          {!filtered && vendor === ALL && category === 'RNG' && (
            <NewVendors category={category} menus={menus.data} onSelect={setVendor} />
          )}
          {!filtered && vendor === ALL && (
            <HotGames category={category} vendor={fixedVendor} favorites={favorites} {...tile} />
          )}
          {category === 'PVP' && (
            <PvpRooms
              token={token}
              vassalage={vendor === ALL ? undefined : vendor}
              vendorNames={
                new Map(
                  (menus.data ?? []).flatMap((m) =>
                    m.cards.map((card): [string, string] => [card.vassalage, card.name]),
                  ),
                )
              }
              launching={launcher.launching}
              onNeedLogin={onNeedLogin}
              onJoin={launcher.launchRoom}
            />
          )}
          <div className="lobby-page__bar">
            {vendors.length > 0 ? (
              <div className="page-tabs" role="tablist" aria-label={t('vendors')}>
                {[{ vassalage: ALL, name: t('allVendors'), isNew: false }, ...vendors].map((entry) => (
                  <button
                    key={entry.vassalage}
                    type="button"
                    role="tab"
                    className="page-tab"
                    aria-selected={vendor === entry.vassalage}
                    data-testid={`vendor-tab-${entry.vassalage}`}
                    onClick={() => setVendor(entry.vassalage)}
                  >
                    {entry.name}
                    {entry.isNew && <span className="game-lobby__new">{t('newVendor')}</span>}
                  </button>
                ))}
              </div>
            ) : (
              <span />
            )}
            <div className="lobby-page__search search-box">
              <label htmlFor={searchId} className="visually-hidden">
                {t('search')}
              </label>
              <SearchIcon />
              <input
                id={searchId}
                type="search"
                value={query}
                maxLength={60}
                onChange={(event) => setQuery(event.target.value)}
                placeholder={t('searchPlaceholder')}
                autoComplete="off"
                data-testid="lobby-search"
              />
            </div>
          </div>
          <LobbyFilters
            classifies={menu?.gameClassify ?? []}
            filter={filter}
            showLines={category === 'RNG' || fixedVendor !== undefined}
            onChange={(change) => setFilters((current) => ({ ...current, ...change }))}
          />

          <section className="game-lobby__games" aria-label={t('games')} aria-busy={list.isFetching}>
            {list.isPending ? (
              <div className="game-lobby__loading">
                <Spinner />
              </div>
            ) : list.isError ? (
              <EmptyState title={t('loadFailed')} description={list.error.message} />
            ) : games.length === 0 ? (
              filtered ? (
                <EmptyState icon={<SearchIcon size={44} />} title={t('noMatch')} description={t('noMatchHint')} />
              ) : (
                <EmptyState title={t('empty')} description={t('emptyHint')} />
              )
            ) : (
              <>
                <p className="game-lobby__count" data-testid="lobby-count">
                  {t('count', { count: total })}
                </p>
                <GameGrid
                  games={games}
                  favorites={favorites}
                  hasMore={list.hasNextPage}
                  loadingMore={list.isFetchingNextPage}
                  onLoadMore={loadMore}
                  {...tile}
                />
                {list.isFetchingNextPage && (
                  <div className="game-lobby__loading">
                    <Spinner />
                  </div>
                )}
              </>
            )}
          </section>
        </>
      )}
      {launcher.dialog}
    </div>
  );
}
