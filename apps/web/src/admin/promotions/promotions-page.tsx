import { canUse } from '../lib/admin-api';
import { useSectionTab } from '../ui/section-tabs';
import { SectionPage } from '../ui/section-page';
import { ApplicationsTab } from './applications-tab';
import { CostTab } from './cost-tab';
import { PromotionsTab } from './promotions-tab';
import './promotions.css';

/**
 * Promotions in the back office: the offers and their editor (content), the members' applications
 * (finance decides, support reads) and what each promotion cost (finance). Each tab opens for the
 * roles its calls allow (the server checks the same ones).
 */
export default function PromotionsPage() {
  const section = useSectionTab([
    { name: 'promotions', roles: ['content'] },
    { name: 'applications', roles: ['finance', 'support'] },
    { name: 'cost', roles: ['finance'] },
  ] as const);
  const { tab, held } = section;

  return (
    <SectionPage namespace="admin-promotions" section={section} testIdPrefix="promotions-tab-">
      {tab === 'promotions' && <PromotionsTab />}
      {tab === 'applications' && <ApplicationsTab canDecide={canUse(held, ['finance'])} />}
      {tab === 'cost' && <CostTab />}
    </SectionPage>
  );
}
