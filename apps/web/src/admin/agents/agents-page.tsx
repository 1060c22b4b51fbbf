import { useTranslation } from 'react-i18next';
import { Tabs } from '../../ui/tab-list';
import { canUse } from '../lib/admin-api';
import { PageHeader } from '../ui/page-header';
import { tabItems, useSectionTab } from '../ui/section-tabs';
import { ApplicationsTab } from './applications-tab';
import { ContractsTab } from './contracts-tab';
import { SettlementsTab } from './settlements-tab';
import './agents.css';

/**
 * The agent programme in the back office: members' applications to become agents (support and
 * finance decide), the platform's contracts with agents (finance offers
 * and ends them, support reads) and the settlements of every contract kind (finance can settle
 * now). The tab lives in the address so it can be linked to.
 */
export default function AgentsPage() {
  const { t } = useTranslation('admin-agents');
  const { open, tab, setParams, held } = useSectionTab(['applications', 'contracts', 'settlements'] as const);
  const canWrite = canUse(held, ['finance']);
  const canDecide = canUse(held, ['support', 'finance']);

  return (
    <>
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <Tabs
        className="admin-tabs"
        label={t('title')}
        items={tabItems(open, t, 'agents-tab-')}
        selected={tab}
        onSelect={(name) => setParams({ tab: name })}
      >
        {tab === 'applications' ? (
          <ApplicationsTab canDecide={canDecide} />
        ) : tab === 'contracts' ? (
          <ContractsTab canWrite={canWrite} />
        ) : (
          <SettlementsTab canWrite={canWrite} />
        )}
      </Tabs>
    </>
  );
}
