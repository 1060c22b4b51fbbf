import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { BankAccountsValue } from '@portal/shared/contracts/withdrawals';
import { maskPixKeyInput, parsePixKey, PIX_KEY_TYPES, type PixKeyType } from '@portal/shared/pix-key';
import { Button } from '../../../ui/button';
import { ApiError } from '../../../lib/api-client';
import { failureMessage, serverFieldIssues } from '../../../lib/field-messages';
import { FormAlert, TextField } from '../../../ui/form/text-field';
import { useBindBankAccount } from '../api/bank-accounts';

type Field = 'pixKey' | 'accountHolder';

const INPUT_MODE = { cpf: 'numeric', phone: 'tel', email: 'email', evp: 'text' } as const;
const MAX_LENGTH = { cpf: 14, phone: 15, email: 77, evp: 36 } as const;

/** What the key field holds as the server reads it: a mobile gets its +55 back. */
const typedKey = (type: PixKeyType, value: string) => (type === 'phone' ? `+55 ${value}` : value);

/**
 * Adds a PIX key (decision 049): its type, the key with the type's mask (a CPF as 000.000.000-00,
 * a mobile as (11) 98765-4321 after a fixed +55), and the holder, fixed to the payee name when
 * the member has one. The server checks the key is the member's: their CPF, their name.
 */
export function AddPixKeyForm({
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
  const [type, setType] = useState<PixKeyType>('cpf');
  const [key, setKey] = useState('');
  const [holder, setHolder] = useState(accounts.payeeName ?? '');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);

  const keyIssue = (issue: string) =>
    issue === 'REQUIRED'
      ? t('errors.required')
      : issue === 'ALREADY_TAKEN'
        ? t('pix.duplicate')
        : issue === 'INVALID_VALUE' && type === 'cpf'
          ? t('pix.cpfDigits')
          : t(`pix.rules.${type}`);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parsePixKey(type, typedKey(type, key));
    const next: Partial<Record<Field, string>> = {
      pixKey: parsed.ok ? undefined : keyIssue(key.trim() ? parsed.issue : 'REQUIRED'),
      accountHolder: holder.trim() ? undefined : t('errors.required'),
    };
    setErrors(next);
    setFormError(null);
    if (Object.values(next).some(Boolean) || bind.isPending) return;
    bind.mutate(
      { pixKeyType: type, pixKey: typedKey(type, key), accountHolder: holder },
      {
        onSuccess: (account) => onAdded(account.id),
        onError: (error) => {
          const issues = serverFieldIssues(error);
          if (error instanceof ApiError && error.code === 'PIX_HOLDER_MISMATCH') {
            const { field, reason } = (error.value ?? {}) as { field?: Field; reason?: string };
            if (field === 'accountHolder') setErrors({ accountHolder: t('pix.holderMustMatch') });
            else setErrors({ pixKey: reason === 'no_cpf' ? t('pix.noCpf') : t('pix.cpfMustMatch') });
          } else if (issues) {
            const mapped: Partial<Record<Field, string>> = {};
            for (const [field, issue] of Object.entries(issues)) {
              mapped[field as Field] = field === 'pixKey' ? keyIssue(issue) : t('bank.invalid');
            }
            setErrors(mapped);
          } else setFormError(failureMessage(error, ta('errors.network')));
        },
      },
    );
  };

  return (
    <form className="auth-form withdraw-form withdraw-subform" noValidate onSubmit={submit} data-testid="add-pix-form">
      <div className="auth-field">
        <label className="auth-field__label" htmlFor="withdraw-pix-type">
          {t('pix.keyType')}
        </label>
        <div className="auth-field__box">
          <select
            id="withdraw-pix-type"
            className="auth-field__input withdraw-select"
            value={type}
            onChange={(event) => {
              setType(event.target.value as PixKeyType);
              setKey('');
              setErrors((e) => ({ ...e, pixKey: undefined }));
            }}
            data-testid="field-pixKeyType"
          >
            {PIX_KEY_TYPES.map((option) => (
              <option key={option} value={option}>
                {t(`pix.types.${option}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <TextField
        name="pixKey"
        label={t('pix.key')}
        placeholder={t(`pix.placeholders.${type}`)}
        inputMode={INPUT_MODE[type]}
        type={type === 'email' ? 'email' : type === 'phone' ? 'tel' : 'text'}
        maxLength={MAX_LENGTH[type]}
        prefix={type === 'phone' ? <span className="withdraw-prefix">+55</span> : undefined}
        value={key}
        onChange={(value) => {
          setKey(maskPixKeyInput(type, value));
          setErrors((e) => ({ ...e, pixKey: undefined }));
        }}
        error={errors.pixKey}
      />
      {accounts.payeeName ? (
        <div className="auth-field">
          <span className="auth-field__label">{t('bank.holder')}</span>
          <p className="withdraw-fixed" data-testid="pix-holder-fixed">
            {accounts.payeeName}
          </p>
          <p className="withdraw-hint">{t('pix.holderFixed')}</p>
          {errors.accountHolder ? <p className="auth-field__error">{errors.accountHolder}</p> : null}
        </div>
      ) : (
        <>
          <TextField
            name="accountHolder"
            label={t('bank.holder')}
            placeholder={`* ${t('bank.holder')}`}
            autoComplete="name"
            maxLength={100}
            value={holder}
            onChange={(value) => {
              setHolder(value);
              setErrors((e) => ({ ...e, accountHolder: undefined }));
            }}
            error={errors.accountHolder}
          />
          <p className="withdraw-hint">{t('pix.holderHint')}</p>
        </>
      )}
      <FormAlert message={formError} />
      <div className="withdraw-actions">
        <Button onClick={onCancel}>{t('cancel')}</Button>
        <Button type="submit" variant="primary" disabled={bind.isPending} data-testid="add-pix-submit">
          {t('pix.save')}
        </Button>
      </div>
    </form>
  );
}
