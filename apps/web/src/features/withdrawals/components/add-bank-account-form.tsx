import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { BankAccountsValue } from '@portal/shared/contracts/withdrawals';
import { Button } from '../../../ui/button';
import { failureMessage, serverFieldIssues } from '../../../lib/field-messages';
import { FormAlert, TextField } from '../../../ui/form/text-field';
import { useBindBankAccount } from '../api/bank-accounts';

type Field = 'bankName' | 'accountNumber' | 'accountHolder';

/**
 * Binds a payee account: the bank from the brand's list (or typed when it has none), the number,
 * and the holder, fixed to the payee name when the member has one.
 */
export function AddBankAccountForm({
  token,
  accounts,
  onAdded,
  onCancel,
}: {
  token: string | null;
  accounts: BankAccountsValue;
  onAdded(id: number): void;
  onCancel(): void;
}) {
  const { t } = useTranslation('withdraw');
  const { t: ta } = useTranslation('auth');
  const bind = useBindBankAccount(token);
  const [values, setValues] = useState<Record<Field, string>>({
    bankName: accounts.banks[0] ?? '',
    accountNumber: '',
    accountHolder: accounts.payeeName ?? '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const change = (field: Field) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: Partial<Record<Field, string>> = {
      bankName: values.bankName.trim() ? undefined : t('errors.required'),
      accountNumber: /^[0-9A-Za-z]{4,34}$/.test(values.accountNumber.replace(/[\s-]/g, ''))
        ? undefined
        : t('bank.numberRule'),
      accountHolder: values.accountHolder.trim() ? undefined : t('errors.required'),
    };
    setErrors(next);
    setFormError(null);
    if (Object.values(next).some(Boolean) || bind.isPending) return;
    bind.mutate(values, {
      onSuccess: (account) => onAdded(account.id),
      onError: (error) => {
        const issues = serverFieldIssues(error);
        if (issues) {
          const mapped: Partial<Record<Field, string>> = {};
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
        <div className="auth-field" data-invalid={errors.bankName ? 'true' : undefined}>
          <label className="auth-field__label" htmlFor="withdraw-bank-select">
            {t('bank.name')}
          </label>
          <div className="auth-field__box">
            <select
              id="withdraw-bank-select"
              className="auth-field__input withdraw-select"
              value={values.bankName}
              onChange={(event) => change('bankName')(event.target.value)}
              data-testid="field-bankName"
            >
              {accounts.banks.map((bank) => (
                <option key={bank} value={bank}>
                  {bank}
                </option>
              ))}
            </select>
          </div>
        </div>
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
      {accounts.payeeName ? (
        <div className="auth-field">
          <span className="auth-field__label">{t('bank.holder')}</span>
          <p className="withdraw-fixed" data-testid="bank-holder-fixed">
            {accounts.payeeName}
          </p>
          <p className="withdraw-hint">{t('bank.holderFixed')}</p>
        </div>
      ) : (
        <TextField
          name="accountHolder"
          label={t('bank.holder')}
          placeholder={`* ${t('bank.holder')}`}
          autoComplete="name"
          maxLength={100}
          value={values.accountHolder}
          onChange={change('accountHolder')}
          error={errors.accountHolder}
        />
      )}
      <FormAlert message={formError} />
      <div className="withdraw-actions">
        <Button onClick={onCancel}>{t('cancel')}</Button>
        <Button type="submit" variant="primary" disabled={bind.isPending} data-testid="add-bank-submit">
          {t('bank.save')}
        </Button>
      </div>
    </form>
  );
}
