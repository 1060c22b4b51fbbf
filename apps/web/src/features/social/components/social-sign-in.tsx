import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button';
import { Spinner } from '../../../ui/spinner';
import { useSocialProviders } from '../api/get-social-providers';
import './social.css';

/** Pages a sign-in should not come back to: the sign-in pages themselves go home instead. */
const NO_RETURN = ['/login', '/register', '/register.html', '/social/complete'];

/** Where the provider's round trip ends: the page the visitor is on. */
function returnPath(): string {
  const { pathname, search } = window.location;
  return NO_RETURN.includes(pathname) ? '/' : `${pathname}${search}`;
}

/**
 * One button per provider the brand offers (spec: social sign-in, flag socialSignIn; the server
 * lists none while it is off). A click leaves for the provider in this window, so no popup can be
 * blocked; the sign-in comes back at /social/complete.
 */
export function SocialSignIn() {
  const { t } = useTranslation('social');
  const { data: providers } = useSocialProviders();
  const [leaving, setLeaving] = useState<string | null>(null);

  // Back from the provider through the browser's history, the page may be restored as it was left.
  useEffect(() => {
    const reset = (event: PageTransitionEvent) => event.persisted && setLeaving(null);
    window.addEventListener('pageshow', reset);
    return () => window.removeEventListener('pageshow', reset);
  }, []);

  if (!providers?.length) return null;
  const leave = (key: string) => {
    setLeaving(key);
    window.location.assign(`/wps/social/${encodeURIComponent(key)}/start?returnTo=${encodeURIComponent(returnPath())}`);
  };

  return (
    <div className="social-sign-in" data-testid="social-sign-in">
      <p className="social-sign-in__divider">
        <span>{t('signIn.divider')}</span>
      </p>
      <div className="social-sign-in__buttons" role="group" aria-label={t('signIn.group')}>
        {providers.map((provider) => (
          <Button
            key={provider.key}
            variant="secondary"
            className="social-sign-in__button"
            data-testid={`social-${provider.key}`}
            disabled={leaving !== null}
            aria-busy={leaving === provider.key}
            icon={leaving === provider.key ? <Spinner size={16} /> : undefined}
            onClick={() => leave(provider.key)}
          >
            {t('signIn.button', { name: provider.name })}
          </Button>
        ))}
      </div>
    </div>
  );
}
