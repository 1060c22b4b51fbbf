import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';

/** A failed call's message (the server's text in the player's language), with the balance when the portal sent it. */
export function ErrorText({ error }: { error: Error | null }) {
  const { t } = useTranslation('studio');
  if (!error) return null;
  const text = error instanceof ApiError ? error.message : t('failed');
  return (
    <p
      className="studio-error"
      role="alert"
      data-testid="studio-error"
      data-code={error instanceof ApiError ? error.code : ''}
    >
      {text}
    </p>
  );
}
