import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorCode } from '@portal/shared/errors';
import { Button } from '../../../ui/button';
import { Modal } from '../../../ui/modal';
import { ApiError } from '../../../lib/api-client';
import { sendSmsCode, type CodePurpose } from '../api/send-code';
import { failureMessage } from '../../../lib/field-messages';

/** Spec section 9: clicks closer together than this are ignored. */
const THROTTLE_MS = 1000;

export type SendCodeButtonProps =
  | {
      purpose: CodePurpose;
      /** The number to send to, or null when the form has marked what is missing. */
      target(): { mobileNum: string; countryDialingCode: string; username?: string } | null;
    }
  | {
      /** Names the button (data-testid) for a code call of its own. */
      purpose: string;
      /**
       * The call itself (the login challenge's SMS, binding a number or an e-mail): answers the
       * seconds to wait, or null when the form has marked what is missing.
       */
      send(): Promise<number> | null;
    };

const retryAfter = (error: ApiError) =>
  Number((error.value as { retryAfterSeconds?: unknown } | null)?.retryAfterSeconds) || 0;

/**
 * Sends an SMS code, then waits out the server's countdown before it offers another (spec
 * sections 4 and 9). A refused send shows the server's sentence in a warning dialog (section 8).
 */
export function SendCodeButton(props: SendCodeButtonProps) {
  const { purpose } = props;
  const { t } = useTranslation('auth');
  const [endsAt, setEndsAt] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const lastClick = useRef(0);
  const left = Math.max(0, Math.ceil((endsAt - now) / 1000));

  useEffect(() => {
    if (endsAt <= Date.now()) return;
    const timer = window.setInterval(() => {
      setNow(Date.now());
      if (Date.now() >= endsAt) window.clearInterval(timer);
    }, 250);
    return () => window.clearInterval(timer);
  }, [endsAt]);

  const wait = (seconds: number) => {
    setNow(Date.now());
    setEndsAt(Date.now() + seconds * 1000);
  };

  const startRequest = () => {
    if ('send' in props) return props.send();
    const to = props.target();
    return to ? sendSmsCode(props.purpose, to) : null;
  };

  const send = async () => {
    if (Date.now() - lastClick.current < THROTTLE_MS || sending || left > 0) return;
    const request = startRequest();
    // Only a click that sends counts: fixing the number right after a refusal is not a double send.
    if (!request) return;
    lastClick.current = Date.now();
    setSending(true);
    try {
      wait(await request);
    } catch (error) {
      if (error instanceof ApiError && error.code === ErrorCode.RATE_LIMITED && retryAfter(error) > 0) {
        wait(retryAfter(error));
        setFailure(t('code.rateLimited', { seconds: retryAfter(error) }));
      } else {
        setFailure(failureMessage(error, t('errors.network')));
      }
    } finally {
      setSending(false);
    }
  };

  return (
    <>
      <Button
        size="sm"
        variant="secondary"
        className="auth-field__send"
        disabled={sending || left > 0}
        aria-busy={sending}
        data-testid={`send-code-${purpose}`}
        onClick={() => void send()}
      >
        {left > 0 ? t('code.resendIn', { seconds: left }) : sending ? t('code.sending') : t('code.send')}
      </Button>
      <Modal
        open={failure !== null}
        onClose={() => setFailure(null)}
        title={t('code.failedTitle')}
        size="sm"
        showClose={false}
        testId="send-code-failed"
        footer={
          <Button variant="primary" onClick={() => setFailure(null)} data-testid="send-code-failed-ok">
            {t('code.ok')}
          </Button>
        }
      >
        <p className="auth-form__hint">{failure}</p>
      </Modal>
    </>
  );
}
