import { useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { bindPixKeyPayloadSchema, type BindPixKeyPayload } from '@portal/shared/contracts/withdrawals';
import { maskPixKeyInput, parsePixKey, PIX_KEY_TYPES, type PixKeyType } from '@portal/shared/pix-key';
import { ApiError } from '../../../lib/api-client';
import { failureMessage } from '../../../lib/field-messages';
import { formResolver, type FieldIssueCodes } from '../../../lib/form-resolver';
import { PlayerTextField, setServerIssues } from '../../../ui/form/player-fields';
import { useBindBankAccount } from '../api/bank-accounts';
import { PayeeActions, PayeeHolder, type AddPayeeProps } from './payee-parts';
import { PlayerSelect } from '../../../ui/form/player-select';

/** The form as typed: the key as its mask shows it (a mobile without its fixed +55). */
interface PixKeyDraft {
  pixKeyType: PixKeyType;
  pixKey: string;
  accountHolder: string;
}

const INPUT_MODE = { cpf: 'numeric', phone: 'tel', email: 'email', evp: 'text' } as const;
const MAX_LENGTH = { cpf: 14, phone: 15, email: 77, evp: 36 } as const;

/** The form's own codes for a PIX_HOLDER_MISMATCH refusal. */
const NO_CPF = 'NO_CPF';
const CPF_MUST_MATCH = 'CPF_MUST_MATCH';
const HOLDER_MUST_MATCH = 'HOLDER_MUST_MATCH';

/** What the key field holds as the server reads it: a mobile gets its +55 back. */
const typedKey = (type: PixKeyType, value: string) => (type === 'phone' ? `+55 ${value}` : value);

/** The route's schema on the body the boxes make. */
const pixKeySchema = z
  .custom<PixKeyDraft>()
  .transform((draft) => ({ ...draft, pixKey: typedKey(draft.pixKeyType, draft.pixKey) }))
  .pipe(bindPixKeyPayloadSchema);

/** What the schema cannot see: the key read by its type's rules (a CPF's check digits), a blank holder. */
function checkDraft(draft: PixKeyDraft): FieldIssueCodes {
  const issues: FieldIssueCodes = {};
  const parsed = parsePixKey(draft.pixKeyType, typedKey(draft.pixKeyType, draft.pixKey));
  if (!parsed.ok) issues.pixKey = draft.pixKey.trim() ? parsed.issue : 'REQUIRED';
  if (!draft.accountHolder.trim()) issues.accountHolder = 'REQUIRED';
  return issues;
}

/**
 * Adds a PIX key (decision 049): its type, the key with the type's mask (a CPF as 000.000.000-00,
 * a mobile as (11) 98765-4321 after a fixed +55), and the holder, fixed to the payee name when
 * the member has one. The server checks the key is the member's: their CPF, their name.
 */
export function AddPixKeyForm({ token, accounts, onAdded, onCancel }: AddPayeeProps) {
  const { t } = useTranslation('withdraw');
  const { t: ta } = useTranslation('auth');
  const bind = useBindBankAccount(token);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<PixKeyDraft, unknown, BindPixKeyPayload>({
    defaultValues: { pixKeyType: 'cpf', pixKey: '', accountHolder: accounts.payeeName ?? '' },
    resolver: formResolver(pixKeySchema, checkDraft, { extraFirst: true }),
  });
  const type = form.watch('pixKeyType');

  const sayKey = (issue: string) =>
    issue === 'REQUIRED'
      ? t('errors.required')
      : issue === 'ALREADY_TAKEN'
        ? t('pix.duplicate')
        : issue === NO_CPF
          ? t('pix.noCpf')
          : issue === CPF_MUST_MATCH
            ? t('pix.cpfMustMatch')
            : issue === 'INVALID_VALUE' && type === 'cpf'
              ? t('pix.cpfDigits')
              : t(`pix.rules.${type}`);
  const sayHolder = (issue: string) =>
    issue === 'REQUIRED'
      ? t('errors.required')
      : issue === HOLDER_MUST_MATCH
        ? t('pix.holderMustMatch')
        : t('bank.invalid');

  const send = (body: BindPixKeyPayload) => {
    if (bind.isPending) return;
    bind.mutate(body, {
      onSuccess: (account) => onAdded(account.id),
      onError: (error) => {
        if (error instanceof ApiError && error.code === 'PIX_HOLDER_MISMATCH') {
          const { field, reason } = (error.value ?? {}) as { field?: string; reason?: string };
          if (field === 'accountHolder') form.setError('accountHolder', { type: 'server', message: HOLDER_MUST_MATCH });
          else form.setError('pixKey', { type: 'server', message: reason === 'no_cpf' ? NO_CPF : CPF_MUST_MATCH });
        } else if (!setServerIssues(error, form.setError, ['pixKey', 'accountHolder'])) {
          setFormError(failureMessage(error, ta('errors.network')));
        }
      },
    });
  };
  const submit = (event: FormEvent) => {
    setFormError(null);
    void form.handleSubmit(send)(event);
  };

  return (
    <form className="auth-form withdraw-form withdraw-subform" noValidate onSubmit={submit} data-testid="add-pix-form">
      <PlayerSelect
        control={form.control}
        name="pixKeyType"
        label={t('pix.keyType')}
        options={PIX_KEY_TYPES}
        onPick={() => {
          form.setValue('pixKey', '');
          form.clearErrors('pixKey');
        }}
        text={(option) => t(`pix.types.${option}`)}
        testId="field-pixKeyType"
      />
      <PlayerTextField
        control={form.control}
        name="pixKey"
        say={sayKey}
        normalize={(text) => maskPixKeyInput(type, text)}
        label={t('pix.key')}
        placeholder={t(`pix.placeholders.${type}`)}
        inputMode={INPUT_MODE[type]}
        type={type === 'email' ? 'email' : type === 'phone' ? 'tel' : 'text'}
        maxLength={MAX_LENGTH[type]}
        prefix={type === 'phone' ? <span className="withdraw-prefix">+55</span> : undefined}
      />
      <PayeeHolder
        control={form.control}
        kind="pix"
        payeeName={accounts.payeeName}
        say={sayHolder}
        hint={<p className="withdraw-hint">{t('pix.holderHint')}</p>}
      />
      <PayeeActions formError={formError} pending={bind.isPending} onCancel={onCancel} testId="add-pix-submit">
        {t('pix.save')}
      </PayeeActions>
    </form>
  );
}
