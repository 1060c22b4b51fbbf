import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api-client';

/** What to do when a desk call ends: `settled` first either way, then `done` or `refused`. */
export interface DeskCallHandlers<T> {
  settled?: () => void;
  done?: (value: T) => void | Promise<unknown>;
  /** The refusal itself (its field problems), beside the sentence shown in `error`. */
  refused?: (caught: unknown) => void;
}

/**
 * One operator call of the lottery desk (a confirmation, a cancel, a result, a download): `busy`
 * while it runs, and a refusal in `error` as the server words it (else a general sentence).
 */
export function useDeskCall() {
  const { t } = useTranslation('admin-lottery');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  const run = async <T>(call: () => Promise<T>, handlers: DeskCallHandlers<T> = {}) => {
    let settled = false;
    const settle = () => {
      if (!settled) handlers.settled?.();
      settled = true;
    };
    setBusy(true);
    setError('');
    try {
      const value = await call();
      settle();
      await handlers.done?.(value);
    } catch (caught) {
      settle();
      handlers.refused?.(caught);
      setError(caught instanceof ApiError ? caught.message : t('errors.failed'));
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, setError, run };
}
