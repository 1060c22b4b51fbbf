import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { failureMessage, serverFieldIssues } from '../../../lib/field-messages';
import { TextField } from '../../../ui/form/text-field';
import { useTextForm, type Issues } from '../../../lib/use-form-issues';
import { useBindBankAccount } from '../api/bank-accounts';
import { PayeeActions, PayeeHolder, PayeeSelect, type AddPayeeProps } from './payee-parts';

type Field = 'bankName' | 'accountNumber' | 'accountHolder';

/**
 * Binds a payee account: the bank from the brand's list (or typed when it has none), the number,
 * and the holder, fixed to the payee name when the member has one.
 */
export function AddBankAccountForm({ token, accounts, onAdded, onCancel }: AddPayeeProps) {
  const { t } = useTranslation('withdraw');
  const { t: ta } = useTranslation('auth');
  const bind = useBindBankAccount(token);
  const { values, change, errors, setErrors, formError, setFormError, passes } = useTextForm<Field>({
    bankName: accounts.banks[0] ?? '',
    accountNumber: '',
    accountHolder: accounts.payeeName ?? '',
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: Issues<Field> = {
      bankName: values.bankName.trim() ? undefined : t('errors.required'),
      accountNumber: /^[0-9A-Za-z]{4,34}$/.test(values.accountNumber.replace(/[\s-]/g, ''))
        ? undefined
        : t('bank.numberRule'),
      accountHolder: values.accountHolder.trim() ? undefined : t('errors.required'),
    };
    if (!passes(next) || bind.isPending) return;
    bind.mutate(values, {
      onSuccess: (account) => onAdded(account.id),
      onError: (error) => {
        const issues = serverFieldIssues(error);
        if (issues) {
          const mapped: Issues<Field> = {};
          for (const [field, issue] of Object.entries(issues)) {
            mapped[field as Field] =
              issue === 'NOT_EQUAL'
                ? t('bank.holderMustMatch')
                : issue === 'ALREADY_TAKEN'
                  ? t('bank.duplicate')
                  : issue === 'REQUIRED'
                    ? t('errors.required')
                    : t('bank.invalid');
          }
          setErrors(mapped);
        } else setFormError(failureMessage(error, ta('errors.network')));
      },
    });
  };

  return (
    <form className="auth-form withdraw-form withdraw-subform" noValidate onSubmit={submit} data-testid="add-bank-form">
      {accounts.banks.length > 0 ? (
        <PayeeSelect
          id="withdraw-bank-select"
          label={t('bank.name')}
          options={accounts.banks}
          value={values.bankName}
          onChange={change('bankName')}
          error={errors.bankName}
          testId="field-bankName"
        />
      ) : (
        <TextField
          name="bankName"
          label={t('bank.name')}
          placeholder={`* ${t('bank.name')}`}
          maxLength={100}
          value={values.bankName}
          onChange={change('bankName')}
          error={errors.bankName}
        />
      )}
      <TextField
        name="accountNumber"
        label={t('bank.number')}
        placeholder={`* ${t('bank.number')}`}
        inputMode="numeric"
        maxLength={40}
        value={values.accountNumber}
        onChange={change('accountNumber')}
        error={errors.accountNumber}
      />
      <PayeeHolder
        kind="bank"
        payeeName={accounts.payeeName}
        value={values.accountHolder}
        onChange={change('accountHolder')}
        error={errors.accountHolder}
      />
      <PayeeActions formError={formError} pending={bind.isPending} onCancel={onCancel} testId="add-bank-submit">
        {t('bank.save')}
      </PayeeActions>
    </form>
  );
}
