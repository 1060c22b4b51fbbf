import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import type { SecurityOverview } from '@portal/shared/contracts/security';
import { Button } from '../../../ui/button';
import { KeyIcon, MailIcon, PhoneIcon, UserIcon } from '../../../ui/icons';
import { Spinner } from '../../../ui/spinner';
import { failureMessage } from '../../../lib/field-messages';
import { ChangePasswordForm } from '../../auth';
import { FormAlert } from '../../../ui/form/text-field';
import { securityOverviewQuery, useSecurityOverview } from '../api/get-security-overview';
import { sessionsQuery } from '../api/sessions';
import { AccountSummary } from './account-summary';
import { BindContactForm } from './bind-contact-form';
import { ProfileForm, shownProfileFields } from './profile-form';
import { SecurityCard, SuccessNote } from './security-card';
import { SessionsCard } from './sessions-card';
import { TwoStepCard } from './two-step-card';
import './security.css';

type OpenForm = 'mobile' | 'email' | 'password' | null;

/** The contacts a member binds, each in its own card with the same bind or change form. */
const CONTACTS = [
  { channel: 'mobile', Icon: PhoneIcon },
  { channel: 'email', Icon: MailIcon },
] as const;

/**
 * The security center, the member center's "my account" page (spec section 2): account summary,
 * the profile fields the brand shows, bound mobile and e-mail, password, two-step verification
 * and the active sessions. `token` keys the cached answers to the member signed in.
 */
export function SecurityCenter({ token }: { token: string | null }) {
  const { t } = useTranslation('account');
  const { t: ta } = useTranslation('auth');
  const overview = useSecurityOverview(token);

  if (overview.isPending) {
    return (
      <div className="security-loading">
        <Spinner size={28} label={t('security.loading')} />
      </div>
    );
  }
  if (overview.isError) {
    return (
      <div className="security" data-testid="security-center">
        <FormAlert message={failureMessage(overview.error, ta('errors.network'))} testId="security-load-error" />
        <Button onClick={() => void overview.refetch()}>{ta('errors.retry')}</Button>
      </div>
    );
  }
  return <SecurityCenterCards overview={overview.data} token={token} />;
}

function SecurityCenterCards({ overview, token }: { overview: SecurityOverview; token: string | null }) {
  const { t } = useTranslation('account');
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<OpenForm>(null);
  const [note, setNote] = useState<{ form: Exclude<OpenForm, null>; text: string } | null>(null);

  const toggle = (form: Exclude<OpenForm, null>) => {
    setNote(null);
    setOpen(open === form ? null : form);
  };
  const done = (form: Exclude<OpenForm, null>, text: string) => {
    setOpen(null);
    setNote({ form, text });
  };
  // The mobile and e-mail forms have a Cancel of their own; the password form (shared with the
  // forced change) has none, so its card's button turns into Cancel while it is open.
  const toggleButton = (form: Exclude<OpenForm, null>, label: string) =>
    open === form && form !== 'password' ? null : (
      <Button
        size="sm"
        aria-expanded={open === form}
        onClick={() => toggle(form)}
        data-testid={`security-${form}-toggle`}
      >
        {open === form ? t('security.cancel') : label}
      </Button>
    );
  const noteFor = (form: Exclude<OpenForm, null>) => (
    <SuccessNote message={note?.form === form ? note.text : null} testId={`security-${form}-done`} />
  );
  const notBound = <span className="security-badge">{t('security.notBound')}</span>;

  return (
    <div className="security" data-testid="security-center">
      <AccountSummary overview={overview} />

      {shownProfileFields(overview).length > 0 && (
        <SecurityCard Icon={UserIcon} title={t('security.profile.title')} testId="security-profile">
          <ProfileForm overview={overview} token={token} />
        </SecurityCard>
      )}

      {CONTACTS.map(({ channel, Icon }) => (
        <SecurityCard
          key={channel}
          Icon={Icon}
          title={t(`security.${channel}.title`)}
          status={
            overview[channel] ? <span data-testid={`security-${channel}-value`}>{overview[channel]}</span> : notBound
          }
          action={toggleButton(channel, overview[channel] ? t('security.change') : t('security.bind'))}
          testId={`security-${channel}`}
        >
          {open === channel ? (
            <BindContactForm
              channel={channel}
              token={token}
              twoStepEnabled={overview.twoStepEnabled}
              onBound={() => done(channel, t(`security.${channel}.bound`))}
              onCancel={() => setOpen(null)}
            />
          ) : (
            noteFor(channel)
          )}
        </SecurityCard>
      ))}

      <SecurityCard
        Icon={KeyIcon}
        title={t('security.password.title')}
        status={t('security.password.about')}
        action={toggleButton('password', t('security.change'))}
        testId="security-password"
      >
        {open === 'password' ? (
          <ChangePasswordForm
            onChanged={() => {
              done('password', t('security.password.changed'));
              // The server ended the other sessions and stamped the change: show both.
              void queryClient.invalidateQueries({ queryKey: securityOverviewQuery(token).queryKey });
              void queryClient.invalidateQueries({ queryKey: sessionsQuery(token).queryKey });
            }}
          />
        ) : (
          noteFor('password')
        )}
      </SecurityCard>

      <TwoStepCard overview={overview} token={token} />
      <SessionsCard token={token} />
    </div>
  );
}
