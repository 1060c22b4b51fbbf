import { canUse } from '../lib/admin-api';
import { useSectionTab } from '../ui/section-tabs';
import { SectionPage } from '../ui/section-page';
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
  const section = useSectionTab(['applications', 'contracts', 'settlements'] as const);
  const { tab, held } = section;
  const canWrite = canUse(held, ['finance']);
  const canDecide = canUse(held, ['support', 'finance']);

  return (
    <SectionPage namespace="admin-agents" section={section} testIdPrefix="agents-tab-">
      {tab === 'applications' ? (
        <ApplicationsTab canDecide={canDecide} />
      ) : tab === 'contracts' ? (
        <ContractsTab canWrite={canWrite} />
      ) : (
        <SettlementsTab canWrite={canWrite} />
      )}
    </SectionPage>
  );
}
