import type { ReactNode } from 'react';
import { useController, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { BankAccountsValue } from '@portal/shared/contracts/withdrawals';
import { Button } from '../../../ui/button';
import type { KitFieldProps } from '../../../ui/form/form-fields';
import { errorText } from '../../../ui/form/issue-text';
import { PlayerTextField } from '../../../ui/form/player-fields';
import { FormAlert } from '../../../ui/form/text-field';

/** What the withdraw form gives either way of adding a payee (a bank account, a PIX key). */
export interface AddPayeeProps {
  token: string | null;
  accounts: BankAccountsValue;
  onAdded(id: number): void;
  onCancel(): void;
}

/**
 * The account holder (the form's `accountHolder`): fixed to the member's payee name when they
 * have one (the server refuses any other), else typed. `kind` picks the sentences and the fixed
 * name's test id; `say` words the field's issue codes.
 */
export function PayeeHolder<Values extends FieldValues & { accountHolder: string }>({
  control,
  kind,
  payeeName,
  say,
  hint,
}: {
  control: KitFieldProps<Values>['control'];
  kind: 'bank' | 'pix';
  payeeName: string | null;
  say(code: string): string;
  /** Under the typed box. */
  hint?: ReactNode;
}) {
  const { t } = useTranslation('withdraw');
  const name = 'accountHolder' as FieldPath<Values>;
  const { fieldState } = useController({ control, name });
  if (payeeName) {
    const error = errorText(fieldState.error, say);
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
      <PlayerTextField
        control={control}
        name={name}
        say={say}
        label={t('bank.holder')}
        placeholder={`* ${t('bank.holder')}`}
        autoComplete="name"
        maxLength={100}
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
