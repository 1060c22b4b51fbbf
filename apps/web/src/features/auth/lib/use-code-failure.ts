import { useTranslation } from 'react-i18next';
import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { failureMessage, serverFieldIssues } from '../../../lib/field-messages';
import { isCodeError } from './login-errors';

/**
 * A refused form with a code from an SMS or an e-mail: the server's field issues onto their
 * inputs (its `verificationCode` onto `codeField`), a wrong or expired code under `codeField` in
 * the server's words, anything else as the form's sentence.
 */
export function useCodeFailure<Values extends FieldValues>(
  setError: UseFormSetError<Values>,
  setFormError: (message: string | null) => void,
) {
  const { t } = useTranslation('auth');
  return (error: unknown, codeField: FieldPath<Values>) => {
    for (const [field, issue] of Object.entries(serverFieldIssues(error) ?? {})) {
      const name = field === 'verificationCode' ? codeField : (field as FieldPath<Values>);
      setError(name, { type: 'server', message: issue });
    }
    if (isCodeError(error)) setError(codeField, { type: 'server', message: error.message });
    setFormError(isCodeError(error) ? null : failureMessage(error, t('errors.network')));
  };
}
