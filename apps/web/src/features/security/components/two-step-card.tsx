import { useReducer, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SecurityOverview } from '@portal/shared/contracts/security';
import { Button } from '../../../ui/button';
import { ShieldIcon } from '../../../ui/icons';
import { Spinner } from '../../../ui/spinner';
import { failureMessage } from '../../../lib/field-messages';
import { FormAlert } from '../../../ui/form/text-field';
import { startTwoStepSetup, useEnableTwoStep, useTwoStepAction } from '../api/two-step';
import { isStepUpError } from './step-up-field';
import { nextTwoStepView } from '../lib/two-step';
import { SecurityCard } from './security-card';
import { RecoveryCodesPanel, TwoStepCodeForm, TwoStepSetupPanel } from './two-step-panels';

/**
 * Two-step verification ("Google verification", spec section 4): off → set up (QR, key, first
 * code) → the recovery codes once → on. When on: turn off with a code (the app's or a recovery
 * code), or replace the recovery codes.
 */
export function TwoStepCard({ overview, token }: { overview: SecurityOverview; token: string | null }) {
  const { t } = useTranslation('account');
  const { t: ta } = useTranslation('auth');
  const [view, dispatch] = useReducer(nextTwoStepView, { kind: 'idle' });
  const [starting, setStarting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const enable = useEnableTwoStep(token);
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const disable = useTwoStepAction(token, 'disable');
  const renew = useTwoStepAction(token, 'recovery-codes');
  const fail = (cause: unknown) => setError(failureMessage(cause, ta('errors.network')));
  const cancel = () => {
    setError(null);
    setPasswordError(null);
    dispatch({ type: 'done' });
  };

  const beginSetup = async () => {
    setError(null);
    setStarting(true);
    try {
      dispatch({ type: 'setupStarted', setup: await startTwoStepSetup() });
    } catch (cause) {
      fail(cause);
    } finally {
      setStarting(false);
    }
  };

  const submitEnable = (payload: { code: string; currentPassword: string }) => {
    setError(null);
    setPasswordError(null);
    enable.mutate(payload, {
      onSuccess: ({ recoveryCodes }) => dispatch({ type: 'codesIssued', codes: recoveryCodes }),
      // A wrong password (or the lock it led to) shows under the password, anything else above the buttons.
      onError: (cause) => (isStepUpError(cause) ? setPasswordError(cause.message) : fail(cause)),
    });
  };

  const submitCode = (action: typeof renew) => (code: string) => {
    setError(null);
    action.mutate(code, {
      onSuccess: ({ recoveryCodes }) => dispatch({ type: 'codesIssued', codes: recoveryCodes }),
      onError: fail,
    });
  };

  const on = overview.twoStepEnabled;
  const status = on ? (
    <>
      <span className="security-badge" data-on="true" data-testid="two-step-status">
        {t('security.twoStep.on')}
      </span>{' '}
      {t('security.twoStep.codesLeft', { count: overview.recoveryCodesLeft })}
    </>
  ) : (
    <span className="security-badge" data-testid="two-step-status">
      {t('security.twoStep.off')}
    </span>
  );

  let action = null;
  if (view.kind === 'idle' && !on) {
    action = (
      <Button
        size="sm"
        variant="primary"
        disabled={starting}
        onClick={() => void beginSetup()}
        data-testid="two-step-setup-start"
      >
        {starting ? <Spinner size={16} label={t('security.loading')} /> : t('security.twoStep.setUp')}
      </Button>
    );
  } else if (view.kind === 'idle') {
    action = (
      <>
        <Button size="sm" onClick={() => dispatch({ type: 'ask', kind: 'renew' })} data-testid="two-step-renew">
          {t('security.twoStep.newCodes')}
        </Button>
        <Button
          size="sm"
          variant="ghost"
          onClick={() => dispatch({ type: 'ask', kind: 'disable' })}
          data-testid="two-step-disable"
        >
          {t('security.twoStep.turnOff')}
        </Button>
      </>
    );
  }

  return (
    <SecurityCard
      Icon={ShieldIcon}
      title={t('security.twoStep.title')}
      status={status}
      action={action}
      testId="security-two-step"
    >
      {view.kind === 'idle' && (
        <>
          <p className="security-card__hint">{t('security.twoStep.about')}</p>
          <FormAlert message={error} testId="two-step-error" />
        </>
      )}
      {view.kind === 'setup' && (
        <TwoStepSetupPanel
          setup={view.setup}
          busy={enable.isPending}
          error={error}
          passwordError={passwordError}
          onConfirm={submitEnable}
          onCancel={cancel}
        />
      )}
      {view.kind === 'codes' && <RecoveryCodesPanel codes={view.codes} onDone={cancel} />}
      {view.kind === 'renew' && (
        <TwoStepCodeForm
          accept="totp"
          submitLabel={t('security.twoStep.newCodes')}
          busy={renew.isPending}
          error={error}
          testId="two-step-renew-form"
          onSubmit={submitCode(renew)}
          onCancel={cancel}
        >
          <p>{t('security.twoStep.renewAbout')}</p>
        </TwoStepCodeForm>
      )}
      {view.kind === 'disable' && (
        <TwoStepCodeForm
          accept="any"
          tone="danger"
          submitLabel={t('security.twoStep.turnOff')}
          busy={disable.isPending}
          error={error}
          testId="two-step-disable-form"
          onSubmit={(code) => {
            setError(null);
            disable.mutate(code, { onSuccess: cancel, onError: fail });
          }}
          onCancel={cancel}
        >
          <p>{t('security.twoStep.disableAbout')}</p>
        </TwoStepCodeForm>
      )}
    </SecurityCard>
  );
}
