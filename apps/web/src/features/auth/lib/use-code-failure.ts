import { useTranslation } from 'react-i18next';
import { failureMessage, issueMessage, serverFieldIssues } from '../../../lib/field-messages';
import type { Issues } from '../../../lib/use-form-issues';
import { isCodeError } from './login-errors';

/**
 * A refused form with a code from an SMS or an e-mail: the server's field issues onto their
 * inputs, a wrong or expired code under `codeField`, anything else as the form's sentence.
 */
export function useCodeFailure<Field extends string>(
  setErrors: (errors: Issues<Field>) => void,
  setFormError: (message: string | null) => void,
) {
  const { t } = useTranslation('auth');
  return (error: unknown, codeField: Field) => {
    const mapped: Issues<Field> = {};
    for (const [field, issue] of Object.entries(serverFieldIssues(error) ?? {})) {
      mapped[(field === 'verificationCode' ? codeField : field) as Field] = issueMessage(t, issue);
    }
    if (isCodeError(error)) mapped[codeField] = error.message;
    setErrors(mapped);
    setFormError(isCodeError(error) ? null : failureMessage(error, t('errors.network')));
  };
}
