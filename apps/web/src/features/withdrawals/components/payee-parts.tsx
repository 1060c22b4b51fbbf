import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { BankAccountsValue } from '@portal/shared/contracts/withdrawals';
import { Button } from '../../../ui/button';
import { FormAlert, TextField } from '../../../ui/form/text-field';

/** What the withdraw form gives either way of adding a payee (a bank account, a PIX key). */
export interface AddPayeeProps {
  token: string | null;
  accounts: BankAccountsValue;
  onAdded(id: number): void;
  onCancel(): void;
}

/** A labelled list in the look of the text fields: the brand's banks, the PIX key types. */
export function PayeeSelect<Value extends string>({
  id,
  label,
  options,
  value,
  onChange,
  text = (option) => option,
  error,
  testId,
}: {
  id: string;
  label: string;
  options: readonly Value[];
  value: Value;
  onChange(value: Value): void;
  text?: (option: Value) => string;
  error?: string;
  testId: string;
}) {
  return (
    <div className="auth-field" data-invalid={error ? 'true' : undefined}>
      <label className="auth-field__label" htmlFor={id}>
        {label}
      </label>
      <div className="auth-field__box">
        <select
          id={id}
          className="auth-field__input withdraw-select"
          value={value}
          onChange={(event) => onChange(event.target.value as Value)}
          data-testid={testId}
        >
          {options.map((option) => (
            <option key={option} value={option}>
              {text(option)}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}

/**
 * The account holder: fixed to the member's payee name when they have one (the server refuses
 * any other), else typed. `kind` picks the sentences and the fixed name's test id.
 */
export function PayeeHolder({
  kind,
  payeeName,
  value,
  onChange,
  error,
  hint,
}: {
  kind: 'bank' | 'pix';
  payeeName: string | null;
  value: string;
  onChange(value: string): void;
  error?: string;
  /** Under the typed box. */
  hint?: ReactNode;
}) {
  const { t } = useTranslation('withdraw');
  if (payeeName) {
    return (
      <div className="auth-field">
        <span className="auth-field__label">{t('bank.holder')}</span>
        <p className="withdraw-fixed" data-testid={`${kind}-holder-fixed`}>
          {payeeName}
        </p>
        <p className="withdraw-hint">{t(`${kind}.holderFixed`)}</p>
        {error ? <p className="auth-field__error">{error}</p> : null}
      </div>
    );
  }
  return (
    <>
      <TextField
        name="accountHolder"
        label={t('bank.holder')}
        placeholder={`* ${t('bank.holder')}`}
        autoComplete="name"
        maxLength={100}
        value={value}
        onChange={onChange}
        error={error}
      />
      {hint}
    </>
  );
}

/** The form's own sentence, then cancel and save. */
export function PayeeActions({
  formError,
  pending,
  onCancel,
  testId,
  children,
}: {
  formError: string | null;
  pending: boolean;
  onCancel(): void;
  testId: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('withdraw');
  return (
    <>
      <FormAlert message={formError} />
      <div className="withdraw-actions">
        <Button onClick={onCancel}>{t('cancel')}</Button>
        <Button type="submit" variant="primary" disabled={pending} data-testid={testId}>
          {children}
        </Button>
      </div>
    </>
  );
}
