import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { OperatorRole } from '@portal/shared/contracts/operators';
import { canUse, useAdminSession } from '../lib/admin-api';
import { PageHeader } from '../ui/page-header';
import { GoodsTab } from './goods-tab';
import { LevelsTab } from './levels-tab';
import { LoyaltySettingsTab } from './loyalty-settings-tab';
import { MissionsTab } from './missions-tab';
import { RedemptionsTab } from './redemptions-tab';
import './loyalty.css';

type TabName = 'levels' | 'missions' | 'goods' | 'redemptions' | 'settings';

/** Each tab opens for the roles that may read it; the server checks every call again. */
const TABS: { name: TabName; roles: OperatorRole[] }[] = [
  { name: 'levels', roles: ['content', 'finance'] },
  { name: 'missions', roles: ['content', 'finance'] },
  { name: 'goods', roles: ['content', 'finance'] },
  { name: 'redemptions', roles: ['finance', 'support'] },
  { name: 'settings', roles: ['content', 'finance'] },
];

/**
 * The loyalty rules live in the brand settings, whose change the server leaves to admins (admin
 * holds every role, so an empty list means admin only); content changes them once it allows more.
 */
const SETTINGS_WRITERS: OperatorRole[] = [];

/**
 * Loyalty in the back office: the VIP ladder, missions, the points mall's goods and the members'
 * redemptions, and the brand's loyalty rules. Content writes the first three, finance reads
 * them, finance and support decide redemptions. The tab is in the address.
 */
export default function LoyaltyPage() {
  const { t } = useTranslation('admin-loyalty');
  const roles = useAdminSession((state) => state.operator?.roles ?? []);
  const [params, setParams] = useSearchParams();
  const open = TABS.filter((tab) => canUse(roles, tab.roles));
  const tab = open.find((entry) => entry.name === params.get('tab')) ?? open[0];
  const canEdit = canUse(roles, ['content']);
  const canDecide = canUse(roles, ['finance', 'support']);
  const canChangeSettings = canUse(roles, SETTINGS_WRITERS);

  return (
    <>
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <div className="admin-tabs" role="tablist" aria-label={t('title')}>
        {open.map(({ name }) => (
          <button
            key={name}
            type="button"
            role="tab"
            aria-selected={tab?.name === name}
            onClick={() => setParams({ tab: name })}
            data-testid={`loyalty-tab-${name}`}
          >
            {t(`tabs.${name}`)}
          </button>
        ))}
      </div>
      <div key={tab?.name} role="tabpanel" className="loyalty-panel">
        {tab?.name === 'levels' && <LevelsTab canEdit={canEdit} />}
        {tab?.name === 'missions' && <MissionsTab canEdit={canEdit} />}
        {tab?.name === 'goods' && <GoodsTab canEdit={canEdit} />}
        {tab?.name === 'redemptions' && <RedemptionsTab canDecide={canDecide} />}
        {tab?.name === 'settings' && <LoyaltySettingsTab canEdit={canChangeSettings} />}
      </div>
    </>
  );
}
