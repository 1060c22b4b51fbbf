import { useTranslation } from 'react-i18next';
import { AgentProgramme } from '../../features/agents/components/agent-application';
import { useMemberInfo } from '../../features/auth/api/get-member-info';
import { useStatus } from '../../features/system/api/get-status';
import { UsersIcon } from '../../ui/icons';
import { useShellActions } from '../layout/shell-actions';
import { useSessionStore } from '../stores/session-store';
import { PageHeading } from './parts/page-heading';
import './parts/page.css';

/**
 * /affiliate, where the footer's "become an affiliate" leads: the agent programme explained and
 * the member's application to it (decision 051). The brand's own programme page, when its
 * affiliate link resource points elsewhere, is linked underneath.
 */
export default function AffiliatePage() {
  const { t } = useTranslation('pages');
  const token = useSessionStore((s) => s.token);
  const { data: info } = useMemberInfo(token);
  const { data: status } = useStatus();
  const actions = useShellActions();
  const external = status?.resources.find(
    (r) => r.resourceType === 'AFFILIATELINK' && r.url && /^https?:\/\//.test(r.url),
  );
  return (
    <main className="page" data-testid="page-affiliate">
      <PageHeading icon={<UsersIcon size={28} />} title={t('affiliate.title')} subtitle={t('affiliate.subtitle')} />
      <AgentProgramme
        token={token}
        memberType={info?.type ?? null}
        onLogin={actions.openLogin}
        onRegister={actions.openRegister}
        onOpenAgentCenter={() => actions.openAgentCenter()}
      />
      {external ? (
        <p>
          <a href={external.url} target="_blank" rel="noopener noreferrer">
            {t('affiliate.more')}
          </a>
        </p>
      ) : null}
    </main>
  );
}
