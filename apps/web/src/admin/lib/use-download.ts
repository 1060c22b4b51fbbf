import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api-client';

/**
 * A CSV export's state beside its button: `run` saves the file (through adminDownload), `busy`
 * while it comes, and `error`, the server's sentence (or the console's own) when it failed.
 */
export function useDownload() {
  const { t } = useTranslation('admin');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const run = async (download: () => Promise<void>) => {
    setBusy(true);
    setError('');
    try {
      await download();
    } catch (failure) {
      setError(failure instanceof ApiError && failure.message ? failure.message : t('failed'));
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, run };
}
