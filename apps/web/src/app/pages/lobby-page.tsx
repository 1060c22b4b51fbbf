import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BannerGroup } from '@portal/shared/constants';
import { PageBanners } from '../../features/system/components/page-banners';
import { EmptyState } from '../../ui/empty-state';
import { CategoryArt, type CategoryKey } from './parts/category-art';
import { PageHeading } from './parts/page-heading';
import { SearchIcon } from '../../ui/icons';
import './parts/page.css';
import { buttonClass } from '../../ui/button';
import './lobby-page.css';

export type LobbyCategory = Extract<CategoryKey, BannerGroup>;

interface LobbyGame {
  id: string;
  name: string;
}

const ALL = 'all';

/** A game lobby: the category's banners, vendor tabs, a name search and the games of the chosen vendor. */
export default function LobbyPage({ category }: { category: LobbyCategory }) {
  const { t } = useTranslation('pages');
  const [vendor, setVendor] = useState(ALL);
  const [query, setQuery] = useState('');
  const searchId = useId();

  // Vendors and games arrive with the games issue; until then the lobby has only 'all' and no games.
  const vendors: { code: string; name: string }[] = [];
  const games: LobbyGame[] = [];
  const needle = query.trim().toLowerCase();
  const shown = needle ? games.filter((game) => game.name.toLowerCase().includes(needle)) : games;

  return (
    <main className="page lobby-page" data-testid="page-lobby" data-category={category}>
      <PageBanners group={category} />
      <PageHeading
        icon={<CategoryArt category={category} size={36} />}
        title={t(`categories.${category}`)}
        subtitle={t(`lobby.subtitle.${category}`)}
      />

      <div className="lobby-page__bar">
        <div className="page-tabs" role="tablist" aria-label={t('lobby.vendors')}>
          {[{ code: ALL, name: t('lobby.allVendors') }, ...vendors].map((entry) => (
            <button
              key={entry.code}
              type="button"
              role="tab"
              className="page-tab"
              aria-selected={vendor === entry.code}
              data-testid={`vendor-tab-${entry.code}`}
              onClick={() => setVendor(entry.code)}
            >
              {entry.name}
            </button>
          ))}
        </div>
        <div className="lobby-page__search">
          <label htmlFor={searchId} className="visually-hidden">
            {t('lobby.search')}
          </label>
          <SearchIcon />
          <input
            id={searchId}
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder={t('lobby.searchPlaceholder')}
            autoComplete="off"
            data-testid="lobby-search"
          />
        </div>
      </div>

      <section className="lobby-page__games" aria-label={t('lobby.games')} role="tabpanel">
        {shown.length ? (
          <ul className="lobby-page__grid">
            {shown.map((game) => (
              <li key={game.id}>{game.name}</li>
            ))}
          </ul>
        ) : needle ? (
          <EmptyState
            icon={<SearchIcon size={44} />}
            title={t('lobby.noMatch', { query: query.trim() })}
            description={t('lobby.noMatchHint')}
            action={
              <button type="button" className={buttonClass('secondary')} onClick={() => setQuery('')}>
                {t('lobby.clearSearch')}
              </button>
            }
          />
        ) : (
          <EmptyState
            icon={<CategoryArt category={category} />}
            title={t('lobby.empty')}
            description={t('lobby.emptyHint')}
          />
        )}
      </section>
    </main>
  );
}
