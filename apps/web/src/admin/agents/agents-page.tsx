import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { canUse, useAdminSession } from '../lib/admin-api';
import { PageHeader } from '../ui/page-header';
import { ContractsTab } from './contracts-tab';
import { SettlementsTab } from './settlements-tab';
import './agents.css';

const TABS = ['contracts', 'settlements'] as const;

/**
 * The agent programme in the back office: the platform's contracts with agents (finance offers
 * and ends them, support reads) and the settlements of every contract kind (finance can settle
 * now). The tab lives in the address so it can be linked to.
 */
export default function AgentsPage() {
  const { t } = useTranslation('admin-agents');
  const roles = useAdminSession((state) => state.operator?.roles ?? []);
  const [params, setParams] = useSearchParams();
  const tab = TABS.find((name) => name === params.get('tab')) ?? 'contracts';
  const canWrite = canUse(roles, ['finance']);

  return (
    <>
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <div className="admin-tabs" role="tablist" aria-label={t('title')}>
        {TABS.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            aria-selected={tab === name}
            onClick={() => setParams({ tab: name })}
            data-testid={`agents-tab-${name}`}
          >
            {t(`tabs.${name}`)}
          </button>
        ))}
      </div>
      <div key={tab} role="tabpanel">
        {tab === 'contracts' ? <ContractsTab canWrite={canWrite} /> : <SettlementsTab canWrite={canWrite} />}
      </div>
    </>
  );
}
