import { useTranslation } from 'react-i18next';
import { Tabs } from '../../ui/tab-list';
import { canUse } from '../lib/admin-api';
import { PageHeader } from '../ui/page-header';
import { tabItems, useSectionTab } from '../ui/section-tabs';
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
  const { t } = useTranslation('admin-promotions');
  const { open, tab, setParams, held } = useSectionTab([
    { name: 'promotions', roles: ['content'] },
    { name: 'applications', roles: ['finance', 'support'] },
    { name: 'cost', roles: ['finance'] },
  ] as const);

  return (
    <>
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <Tabs
        className="admin-tabs"
        label={t('title')}
        items={tabItems(open, t, 'promotions-tab-')}
        selected={tab}
        onSelect={(name) => setParams({ tab: name })}
      >
        {tab === 'promotions' && <PromotionsTab />}
        {tab === 'applications' && <ApplicationsTab canDecide={canUse(held, ['finance'])} />}
        {tab === 'cost' && <CostTab />}
      </Tabs>
    </>
  );
}
