import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { maskPixKeyInput, parsePixKey, PIX_KEY_TYPES, type PixKeyType } from '@portal/shared/pix-key';
import { ApiError } from '../../../lib/api-client';
import { failureMessage, serverFieldIssues } from '../../../lib/field-messages';
import { TextField } from '../../../ui/form/text-field';
import { useFormIssues, type Issues } from '../../../lib/use-form-issues';
import { useBindBankAccount } from '../api/bank-accounts';
import { PayeeActions, PayeeHolder, PayeeSelect, type AddPayeeProps } from './payee-parts';

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
export function AddPixKeyForm({ token, accounts, onAdded, onCancel }: AddPayeeProps) {
  const { t } = useTranslation('withdraw');
  const { t: ta } = useTranslation('auth');
  const bind = useBindBankAccount(token);
  const [type, setType] = useState<PixKeyType>('cpf');
  const [key, setKey] = useState('');
  const [holder, setHolder] = useState(accounts.payeeName ?? '');
  const { errors, setErrors, formError, setFormError, passes, clear } = useFormIssues<Field>();

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
    const passed = passes({
      pixKey: parsed.ok ? undefined : keyIssue(key.trim() ? parsed.issue : 'REQUIRED'),
      accountHolder: holder.trim() ? undefined : t('errors.required'),
    });
    if (!passed || bind.isPending) return;
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
            const mapped: Issues<Field> = {};
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
      <PayeeSelect
        id="withdraw-pix-type"
        label={t('pix.keyType')}
        options={PIX_KEY_TYPES}
        value={type}
        onChange={(next) => {
          setType(next);
          setKey('');
          clear('pixKey');
        }}
        text={(option) => t(`pix.types.${option}`)}
        testId="field-pixKeyType"
      />
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
          clear('pixKey');
        }}
        error={errors.pixKey}
      />
      <PayeeHolder
        kind="pix"
        payeeName={accounts.payeeName}
        value={holder}
        onChange={(value) => {
          setHolder(value);
          clear('accountHolder');
        }}
        error={errors.accountHolder}
        hint={<p className="withdraw-hint">{t('pix.holderHint')}</p>}
      />
      <PayeeActions formError={formError} pending={bind.isPending} onCancel={onCancel} testId="add-pix-submit">
        {t('pix.save')}
      </PayeeActions>
    </form>
  );
}
