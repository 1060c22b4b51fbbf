import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoginChallenge } from '@portal/shared/contracts/auth';
import type { SocialCompleteValue } from '@portal/shared/contracts/social';
import { ApiError } from '../../../lib/api-client';
import { Button } from '../../../ui/button';
import { Spinner } from '../../../ui/spinner';
import { challengeOf, LoginVerification } from '../../auth';
import { useCompleteSocialSignIn } from '../api/complete-social-sign-in';
import './social.css';

interface SocialCompleteProps {
  /** The hand-off code the server's callback put in the URL, or the error code instead. */
  code: string | null;
  error: string | null;
  onSignedIn(value: SocialCompleteValue): void;
  onBackToLogin(): void;
}

/**
 * The end of a provider's round trip (/social/complete): the single-use code is exchanged once
 * for the session; a refusal (cancelled, expired, frozen account...) shows the server catalogue's
 * sentence in the visitor's language with a way back to the login popup.
 */
export function SocialComplete({ code, error, onSignedIn, onBackToLogin }: SocialCompleteProps) {
  const { t, i18n } = useTranslation(['social', 'errors']);
  const { mutateAsync } = useCompleteSocialSignIn();
  const [failure, setFailure] = useState<string | null>(null);
  // A member with an authenticator: the provider is not enough, the app's code is asked next.
  const [challenge, setChallenge] = useState<(LoginChallenge & { returnTo?: string }) | null>(null);
  // The code is good once: a second effect run (React's strict mode) must not spend it again.
  const started = useRef(false);

  useEffect(() => {
    if (!code || error || started.current) return;
    started.current = true;
    mutateAsync(code).then(onSignedIn, (reason: unknown) => {
      const asked = challengeOf(reason);
      if (asked) setChallenge(asked);
      else setFailure(reason instanceof ApiError ? reason.message : t('errors:INTERNAL_ERROR'));
    });
  }, [code, error, mutateAsync, onSignedIn, t]);

  if (challenge && !failure) {
    return (
      <LoginVerification
        challenge={challenge}
        after="provider"
        onSignedIn={(value) => onSignedIn({ ...value, returnTo: challenge.returnTo ?? '/' })}
        onExpired={(message) => setFailure(message ?? t('errors:INTERNAL_ERROR'))}
      />
    );
  }

  const known = error && i18n.exists(`errors:${error}`) ? error : 'INTERNAL_ERROR';
  const message = failure ?? (error || !code ? t(`errors:${known}`) : null);

  if (!message) {
    return (
      <div className="social-complete" data-testid="social-complete-pending">
        <Spinner size={32} label={t('social:complete.working')} />
        <p className="social-complete__message">{t('social:complete.working')}</p>
      </div>
    );
  }
  return (
    <div className="social-complete" role="alert" data-testid="social-complete-error">
      <h1 className="social-complete__title">{t('social:complete.failed')}</h1>
      <p className="social-complete__message" data-testid="social-complete-message">
        {message}
      </p>
      <Button variant="primary" onClick={onBackToLogin} data-testid="social-back-to-login">
        {t('social:complete.backToLogin')}
      </Button>
    </div>
  );
}
