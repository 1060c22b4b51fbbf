import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { OperatorRole } from '@portal/shared/contracts/operators';
import { canUse, useAdminSession } from '../lib/admin-api';
import { PageHeader } from '../ui/page-header';
import { ApplicationsTab } from './applications-tab';
import { CostTab } from './cost-tab';
import { PromotionsTab } from './promotions-tab';
import './promotions.css';

/** Each tab opens for the roles its calls allow (the server checks the same ones). */
const TABS: { name: 'promotions' | 'applications' | 'cost'; roles: OperatorRole[] }[] = [
  { name: 'promotions', roles: ['content'] },
  { name: 'applications', roles: ['finance', 'support'] },
  { name: 'cost', roles: ['finance'] },
];

/**
 * Promotions in the back office: the offers and their editor (content), the members' applications
 * (finance decides, support reads) and what each promotion cost (finance). The tab lives in the
 * address so it can be linked to.
 */
export default function PromotionsPage() {
  const { t } = useTranslation('admin-promotions');
  const roles = useAdminSession((state) => state.operator?.roles ?? []);
  const [params, setParams] = useSearchParams();
  const open = TABS.filter((tab) => canUse(roles, tab.roles));
  const tab = open.find((entry) => entry.name === params.get('tab')) ?? open[0];
  const canDecide = canUse(roles, ['finance']);

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
            data-testid={`promotions-tab-${name}`}
          >
            {t(`tabs.${name}`)}
          </button>
        ))}
      </div>
      <div key={tab?.name} role="tabpanel">
        {tab?.name === 'promotions' && <PromotionsTab />}
        {tab?.name === 'applications' && <ApplicationsTab canDecide={canDecide} />}
        {tab?.name === 'cost' && <CostTab />}
      </div>
    </>
  );
}
