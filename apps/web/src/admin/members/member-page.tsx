import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { Button } from '../../ui/button';
import { Spinner } from '../../ui/spinner';
import { ApiError } from '../../lib/api-client';
import { Tabs } from '../../ui/tab-list';
import { PageHeader } from '../ui/page-header';
import { tabItems } from '../ui/section-tabs';
import { AgentDialog, FreezeDialog, PasswordResetDialog, UnbindDialog } from './account-dialogs';
import { MemberBadges, MemberFigures, ProfileTab } from './member-profile';
import { BetsTab, DepositsTab, LedgerTab, SecurityEventsTab, SessionsTab, WithdrawalsTab } from './member-tabs';
import { AdjustDialog, TurnoverDialog } from './money-dialogs';
import { GrantPointsDialog } from './points-dialog';
import { NotesTab } from './notes-tab';
import { useMember, useRefreshMember, type MemberDetail } from './members-api';
import { MemberRgTab } from '../responsible-gaming';
import { MemberAlerts } from '../aml';
import { canUse, useOperatorRoles } from '../lib/admin-api';
import type { OperatorRole } from '@portal/shared/contracts/operators';
import './members.css';

const TABS = [
  'profile',
  'ledger',
  'bets',
  'deposits',
  'withdrawals',
  'sessions',
  'events',
  'notes',
  'responsibleGaming',
] as const;
/** Tabs only some roles open (the server checks the same roles). */
const TAB_ROLES: Partial<Record<(typeof TABS)[number], OperatorRole[]>> = {
  responsibleGaming: ['compliance', 'support'],
};
type Tab = (typeof TABS)[number];
const isTab = (value: string | null): value is Tab => (TABS as readonly string[]).includes(value ?? '');

type Dialog = 'freeze' | 'password' | 'unbind' | 'agent' | 'turnover' | 'adjust' | 'points';

/** One member: who they are, their money, the account's actions, and every list about them. */
export default function MemberPage() {
  const { t } = useTranslation('admin-members');
  const { t: ta } = useTranslation('admin');
  const params = useParams();
  const memberId = Number(params.memberId);
  const valid = Number.isSafeInteger(memberId) && memberId > 0;
  const member = useMember(valid ? memberId : 0);

  if (!valid || member.error) {
    const notFound = !valid || (member.error instanceof ApiError && member.error.code === 'NOT_FOUND');
    return (
      <>
        <BackLink />
        <p className="admin-error" role="alert">
          {notFound ? t('notFound') : member.error instanceof ApiError ? member.error.message : ta('failed')}
        </p>
      </>
    );
  }
  if (!member.data) return <Spinner />;
  return <MemberView member={member.data} />;
}

function BackLink() {
  const { t } = useTranslation('admin-members');
  return (
    <Link to="/members" className="members-back" data-testid="member-back">
      ← {t('title')}
    </Link>
  );
}

function MemberView({ member }: { member: MemberDetail }) {
  const { t } = useTranslation('admin-members');
  const roles = useOperatorRoles();
  const [params, setParams] = useSearchParams();
  const tabParam = params.get('tab');
  const tab: Tab = isTab(tabParam) ? tabParam : 'profile';
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [notice, setNotice] = useState('');
  const refresh = useRefreshMember(member.id);

  const done = async (text: string) => {
    setDialog(null);
    setNotice(text);
    await refresh();
  };
  const open = (next: Dialog) => {
    setNotice('');
    setDialog(next);
  };
  const dialogProps = { member, onClose: () => setDialog(null), onDone: done };

  return (
    <>
      <BackLink />
      <PageHeader
        title={
          <span className="members-title">
            <span data-testid="member-username">{member.username}</span>
            <MemberBadges member={member} />
          </span>
        }
        subtitle={[t('memberSubtitle', { id: member.id }), member.nickname].filter(Boolean).join(' · ')}
      />
      <MemberFigures member={member} />
      {/* Compliance reads members; the account's actions are support's and finance's. */}
      {canUse(roles, ['support', 'finance']) && (
        <section className="admin-card members-actions-card" aria-label={t('actions.title')}>
          <div className="admin-actions" data-testid="member-actions">
            <Button
              variant={member.status === 'active' ? 'danger' : 'primary'}
              onClick={() => open('freeze')}
              data-testid="member-action-freeze"
            >
              {member.status === 'active' ? t('actions.freeze') : t('actions.unfreeze')}
            </Button>
            <Button onClick={() => open('password')} data-testid="member-action-password">
              {t('actions.resetPassword')}
            </Button>
            {member.twoStepEnabled && (
              <Button onClick={() => open('unbind')} data-testid="member-action-unbind">
                {t('actions.unbind')}
              </Button>
            )}
            <Button onClick={() => open('agent')} data-testid="member-action-agent">
              {t('actions.agent')}
            </Button>
            <Button onClick={() => open('turnover')} data-testid="member-action-turnover">
              {t('actions.turnover')}
            </Button>
            <Button onClick={() => open('adjust')} data-testid="member-action-adjust">
              {t('actions.adjust')}
            </Button>
            <Button onClick={() => open('points')} data-testid="member-action-points">
              {t('actions.grantPoints')}
            </Button>
          </div>
          {notice && (
            <p className="members-notice" role="status" data-testid="member-notice">
              {notice}
            </p>
          )}
        </section>
      )}

      {dialog === 'freeze' && <FreezeDialog {...dialogProps} />}
      {dialog === 'password' && <PasswordResetDialog {...dialogProps} />}
      {dialog === 'unbind' && <UnbindDialog {...dialogProps} />}
      {dialog === 'agent' && <AgentDialog {...dialogProps} />}
      {dialog === 'turnover' && <TurnoverDialog {...dialogProps} />}
      {dialog === 'adjust' && <AdjustDialog {...dialogProps} />}
      {dialog === 'points' && <GrantPointsDialog {...dialogProps} />}

      <Tabs
        className="admin-tabs members-tabs"
        label={t('tabs.label')}
        items={tabItems(
          TABS.filter((key) => canUse(roles, TAB_ROLES[key] ?? 'any')),
          t,
          'member-tab-',
        )}
        selected={tab}
        onSelect={(key) => setParams(key === 'profile' ? {} : { tab: key }, { replace: true })}
      >
        {tab === 'profile' && <ProfileTab member={member} />}
        {tab === 'ledger' && (
          <LedgerTab
            memberId={member.id}
            wallets={[...new Set(member.balances.filter((b) => b.currency === member.currency).map((b) => b.wallet))]}
          />
        )}
        {tab === 'bets' && <BetsTab memberId={member.id} />}
        {tab === 'deposits' && <DepositsTab memberId={member.id} />}
        {tab === 'withdrawals' && <WithdrawalsTab memberId={member.id} />}
        {tab === 'sessions' && <SessionsTab memberId={member.id} />}
        {tab === 'events' && <SecurityEventsTab memberId={member.id} />}
        {tab === 'notes' && <NotesTab memberId={member.id} />}
        {tab === 'responsibleGaming' && canUse(roles, TAB_ROLES.responsibleGaming!) && (
          <>
            <MemberRgTab memberId={member.id} />
            {canUse(roles, ['compliance']) && <MemberAlerts memberId={member.id} />}
          </>
        )}
      </Tabs>
    </>
  );
}
