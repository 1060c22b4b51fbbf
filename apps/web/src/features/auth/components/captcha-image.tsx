import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CAPTCHA_REFRESH_THROTTLE_MS } from '@portal/shared/constants';
import type { CaptchaValue } from '@portal/shared/contracts/auth';
import { getCaptcha } from '../api/get-captcha';

/**
 * The login captcha: a single-use challenge from the server. A click asks for a new one at most
 * once a second; after a failed attempt the form asks at once, since the server
 * spent the old one.
 */
export function useCaptcha() {
  const [challenge, setChallenge] = useState<CaptchaValue | null>(null);
  const [failed, setFailed] = useState(false);
  const lastRequest = useRef(0);

  const load = useCallback(async (throttled: boolean) => {
    const now = Date.now();
    if (throttled && now - lastRequest.current < CAPTCHA_REFRESH_THROTTLE_MS) return;
    lastRequest.current = now;
    try {
      setChallenge(await getCaptcha());
      setFailed(false);
    } catch {
      setFailed(true);
    }
  }, []);

  return {
    challenge,
    failed,
    /** A fresh challenge now (after a failed attempt). */
    renew: useCallback(() => load(false), [load]),
    /** A fresh challenge on a click, throttled. */
    refresh: useCallback(() => load(true), [load]),
  };
}

export function CaptchaImage({ challenge, failed, onRefresh }: ReturnType<typeof useCaptcha> & { onRefresh(): void }) {
  const { t } = useTranslation('auth');
  return (
    <button
      type="button"
      className="auth-captcha"
      onClick={onRefresh}
      title={t('captcha.refresh')}
      aria-label={t('captcha.refresh')}
      data-testid="captcha-refresh"
    >
      {challenge ? (
        <img
          className="auth-captcha__image"
          src={challenge.image}
          alt={t('captcha.alt')}
          width={150}
          height={50}
          data-testid="captcha-image"
          data-captcha-id={challenge.captchaId}
        />
      ) : (
        <span className="auth-captcha__placeholder">{failed ? t('captcha.failed') : t('captcha.loading')}</span>
      )}
    </button>
  );
}
