import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button';
import { currentSubscription, disablePush, enablePush, pushSupport, resyncPush } from '../lib/push';
import './install-app-card.css';
import '../../../ui/patterns.css';

type State = 'loading' | 'off' | 'on' | 'blocked' | 'unsupported' | 'ios-install-first';

/**
 * Notifications of new messages on this device, for a signed-in member: the browser asks for
 * permission only when the member clicks to turn them on. Shown where the member reads messages.
 */
export function PushNotificationsToggle() {
  const { t } = useTranslation('app-install');
  const [state, setState] = useState<State>('loading');
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    void (async () => {
      const support = pushSupport();
      let next: State;
      if (support !== 'supported') next = support;
      else if (Notification.permission === 'denied') next = 'blocked';
      // Saved again for this session: a sign-out ended the last one's notifications.
      else next = (await resyncPush().catch(() => false)) ? 'on' : 'off';
      if (live) setState(next);
    })();
    return () => {
      live = false;
    };
  }, []);

  const turnOn = async () => {
    setBusy(true);
    setFailed(false);
    try {
      const permission = await enablePush();
      setState(permission === 'granted' ? 'on' : permission === 'denied' ? 'blocked' : 'off');
    } catch {
      setFailed(true);
      setState((await currentSubscription().catch(() => null)) ? 'on' : 'off');
    } finally {
      setBusy(false);
    }
  };

  const turnOff = async () => {
    setBusy(true);
    try {
      await disablePush();
      setState('off');
    } finally {
      setBusy(false);
    }
  };

  if (state === 'loading') return null;
  return (
    <section
      className="install-card surface-card"
      data-testid="push-toggle"
      data-state={state}
      aria-labelledby="push-toggle-title"
    >
      <h3 className="install-card__title" id="push-toggle-title">
        {t('push.title')}
      </h3>
      {state === 'off' && (
        <div className="install-card__prompt">
          <p className="install-card__lead">{t('push.lead')}</p>
          <Button variant="primary" onClick={() => void turnOn()} disabled={busy} data-testid="push-enable">
            {busy ? t('push.working') : t('push.enable')}
          </Button>
        </div>
      )}
      {state === 'on' && (
        <div className="install-card__prompt">
          <p className="install-card__done" role="status">
            {t('push.on')}
          </p>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => void turnOff()}
            disabled={busy}
            data-testid="push-disable"
          >
            {t('push.disable')}
          </Button>
        </div>
      )}
      {state === 'blocked' && <p className="install-card__lead">{t('push.blocked')}</p>}
      {state === 'unsupported' && <p className="install-card__lead">{t('push.unsupported')}</p>}
      {state === 'ios-install-first' && <p className="install-card__lead">{t('push.iosInstallFirst')}</p>}
      {failed && (
        <p className="install-card__note" role="alert">
          {t('push.failed')}
        </p>
      )}
    </section>
  );
}
