import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { BannerGroup } from '@portal/shared/constants';
import type { LobbyCategory as GameCategory } from '@portal/shared/contracts/games';
import { PageBanners } from '../../features/system/components/page-banners';
import { GameLobby } from '../../features/games/components/game-lobby';
import { isTrialAccount, useSessionStore } from '../stores/session-store';
import { useUiStore } from '../stores/ui-store';
import { useShellActions } from '../layout/shell-actions';
import { CategoryArt, type CategoryKey } from './parts/category-art';
import { PageHeading } from './parts/page-heading';
import './parts/page.css';
import './lobby-page.css';

export type LobbyCategory = Extract<CategoryKey, BannerGroup>;

/** /inhouse and /pge are one vendor's page; the others are a category's lobby. */
const VENDOR_PAGES: Partial<Record<LobbyCategory, string>> = { inhouse: 'INHOUSE', pge: 'PGSOFT' };

/** A game lobby: the category's banners and heading over the games feature's lobby. */
export default function LobbyPage({ category }: { category: LobbyCategory }) {
  const { t } = useTranslation('pages');
  const [search] = useSearchParams();
  const token = useSessionStore((s) => s.token);
  const agentType = useSessionStore((s) => s.agentType);
  const actions = useShellActions();
  // A player who folded the side menu to its icon rail gets games in the mini-menu mode too.
  const mini = useUiStore((s) => s.sideMenuMini);
  const vendor = VENDOR_PAGES[category];

  return (
    <main className="page lobby-page" data-testid="page-lobby" data-category={category}>
      <PageBanners group={category} />
      <PageHeading
        icon={<CategoryArt category={category} size={36} />}
        title={t(`categories.${category}`)}
        subtitle={t(`lobby.subtitle.${category}`)}
      />
      <GameLobby
        // A new ?vendor= from the side menu starts the lobby on that tab.
        key={search.get('vendor') ?? 'all'}
        category={vendor ? undefined : (category.toUpperCase() as GameCategory)}
        vendor={vendor}
        announcementKey={category.toUpperCase()}
        initialVendor={search.get('vendor') ?? undefined}
        token={token}
        isTrial={isTrialAccount(agentType)}
        onNeedLogin={actions.openLogin}
        onTrialBlocked={() => useUiStore.getState().openModal('trialWarning')}
        launchMode={mini ? 'mini' : 'iframe'}
      />
    </main>
  );
}
