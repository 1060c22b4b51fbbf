import type { OperatorRole } from '@portal/shared/contracts/operators';
import { canUse } from '../lib/admin-api';
import { useSectionTab } from '../ui/section-tabs';
import { SectionPage } from '../ui/section-page';
import { GoodsTab } from './goods-tab';
import { LevelsTab } from './levels-tab';
import { LoyaltySettingsTab } from './loyalty-settings-tab';
import { MissionsTab } from './missions-tab';
import { RedemptionsTab } from './redemptions-tab';
import './loyalty.css';

/**
 * The loyalty rules live in the brand settings, whose change the server leaves to admins (admin
 * holds every role, so an empty list means admin only); content changes them once it allows more.
 */
const SETTINGS_WRITERS: OperatorRole[] = [];

/**
 * Loyalty in the back office: the VIP ladder, missions, the points mall's goods and the members'
 * redemptions, and the brand's loyalty rules. Content writes the first three, finance reads
 * them, finance and support decide redemptions. Each tab opens for the roles that may read it.
 */
export default function LoyaltyPage() {
  const section = useSectionTab([
    { name: 'levels', roles: ['content', 'finance'] },
    { name: 'missions', roles: ['content', 'finance'] },
    { name: 'goods', roles: ['content', 'finance'] },
    { name: 'redemptions', roles: ['finance', 'support'] },
    { name: 'settings', roles: ['content', 'finance'] },
  ] as const);
  const { tab, held } = section;
  const canEdit = canUse(held, ['content']);

  return (
    <SectionPage namespace="admin-loyalty" section={section} testIdPrefix="loyalty-tab-" panelClassName="loyalty-panel">
      {tab === 'levels' && <LevelsTab canEdit={canEdit} />}
      {tab === 'missions' && <MissionsTab canEdit={canEdit} />}
      {tab === 'goods' && <GoodsTab canEdit={canEdit} />}
      {tab === 'redemptions' && <RedemptionsTab canDecide={canUse(held, ['finance', 'support'])} />}
      {tab === 'settings' && <LoyaltySettingsTab canEdit={canUse(held, SETTINGS_WRITERS)} />}
    </SectionPage>
  );
}
