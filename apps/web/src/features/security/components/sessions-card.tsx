import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MemberSession } from '@portal/shared/contracts/security';
import { Button } from '../../../ui/button';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { MonitorIcon, PhoneIcon, UsersIcon } from '../../../ui/icons';
import { Spinner } from '../../../ui/spinner';
import { failureMessage } from '../../../lib/field-messages';
import { FormAlert } from '../../../ui/form/text-field';
import { useRevokeSessions, useSessions } from '../api/sessions';
import { describeUserAgent } from '../lib/user-agent';
import { relativeTime } from '../lib/relative-time';
import { SecurityCard } from './security-card';

/** The current session first, then the most recently used. */
const ordered = (sessions: readonly MemberSession[]) =>
  [...sessions].sort((a, b) => Number(b.current) - Number(a.current) || b.lastSeenAt.localeCompare(a.lastSeenAt));

/** Active sessions: device, address and last use; sign out one, or every other one after a question. */
export function SessionsCard({ token }: { token: string | null }) {
  const { t, i18n } = useTranslation('account');
  const { t: ta } = useTranslation('auth');
  const sessions = useSessions(token);
  const revoke = useRevokeSessions(token);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const others = (sessions.data ?? []).filter((s) => !s.current).length;

  const end = (id: number | 'others') => {
    setError(null);
    revoke.mutate(id, {
      onSuccess: () => setConfirming(false),
      onError: (cause) => {
        setConfirming(false);
        setError(failureMessage(cause, ta('errors.network')));
      },
    });
  };

  const describe = (session: MemberSession) => {
    const device = describeUserAgent(session.userAgent);
    const browser = device.browser ?? t('security.sessions.unknownBrowser');
    return { ...device, name: device.os ? t('security.sessions.on', { browser, os: device.os }) : browser };
  };

  return (
    <SecurityCard
      Icon={UsersIcon}
      title={t('security.sessions.title')}
      status={sessions.data ? t('security.sessions.count', { count: sessions.data.length }) : null}
      action={
        others > 0 ? (
          <Button size="sm" variant="ghost" onClick={() => setConfirming(true)} data-testid="sessions-revoke-others">
            {t('security.sessions.signOutOthers')}
          </Button>
        ) : null
      }
      testId="security-sessions"
    >
      {sessions.isPending ? (
        <Spinner size={24} label={t('security.loading')} />
      ) : sessions.isError ? (
        <FormAlert message={failureMessage(sessions.error, ta('errors.network'))} testId="sessions-load-error" />
      ) : (
        <ul className="sessions" data-testid="sessions-list">
          {ordered(sessions.data).map((session) => {
            const device = describe(session);
            const Icon = device.mobile ? PhoneIcon : MonitorIcon;
            return (
              <li key={session.id} className="sessions__item" data-testid="session" data-current={session.current}>
                <span className="sessions__icon" aria-hidden="true">
                  <Icon size={20} />
                </span>
                <div className="sessions__text">
                  <p className="sessions__device">
                    {device.name}
                    {session.current && (
                      <span className="security-badge" data-on="true" data-testid="session-current">
                        {t('security.sessions.thisDevice')}
                      </span>
                    )}
                  </p>
                  <p className="sessions__meta">
                    <span data-testid="session-ip">{session.ip ?? t('security.sessions.unknownAddress')}</span>
                    {' · '}
                    <time
                      dateTime={session.lastSeenAt}
                      title={new Date(session.lastSeenAt).toLocaleString(i18n.language)}
                    >
                      {t('security.sessions.lastSeen', { time: relativeTime(session.lastSeenAt, i18n.language) })}
                    </time>
                  </p>
                </div>
                {!session.current && (
                  <Button
                    size="sm"
                    variant="ghost"
                    disabled={revoke.isPending}
                    onClick={() => end(session.id)}
                    data-testid="session-revoke"
                  >
                    {t('security.sessions.signOut')}
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <FormAlert message={error} testId="sessions-error" />
      <ConfirmDialog
        open={confirming}
        title={t('security.sessions.confirmTitle')}
        message={t('security.sessions.confirmMessage', { count: others })}
        confirmLabel={t('security.sessions.signOutOthers')}
        cancelLabel={t('security.cancel')}
        tone="danger"
        busy={revoke.isPending}
        onConfirm={() => end('others')}
        onCancel={() => setConfirming(false)}
      />
    </SecurityCard>
  );
}
