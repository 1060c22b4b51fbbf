import { useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { bindBankAccountPayloadSchema } from '@portal/shared/contracts/withdrawals';
import { failureMessage } from '../../../lib/field-messages';
import { formResolver, type FieldIssueCodes } from '../../../lib/form-resolver';
import { PlayerTextField, setServerIssues } from '../../../ui/form/player-fields';
import { useBindBankAccount } from '../api/bank-accounts';
import { PayeeActions, PayeeHolder, type AddPayeeProps } from './payee-parts';
import { PlayerSelect } from '../../../ui/form/player-select';

interface BankDraft {
  bankName: string;
  accountNumber: string;
  accountHolder: string;
}

/** The form's own code for an account number that is not 4 to 34 letters or digits. */
const NUMBER_RULE = 'NUMBER_RULE';

/** What the schema cannot see: blank boxes, the number's letters and digits (spaces and dashes aside). */
function checkDraft(draft: BankDraft): FieldIssueCodes {
  const issues: FieldIssueCodes = {};
  if (!draft.bankName.trim()) issues.bankName = 'REQUIRED';
  if (!/^[0-9A-Za-z]{4,34}$/.test(draft.accountNumber.replace(/[\s-]/g, ''))) issues.accountNumber = NUMBER_RULE;
  if (!draft.accountHolder.trim()) issues.accountHolder = 'REQUIRED';
  return issues;
}

/** The route's schema for a bank account (its union's other branch is a PIX key). */
const bankSchema = bindBankAccountPayloadSchema.options[0];
const resolver = formResolver(bankSchema, checkDraft, { extraFirst: true });

/**
 * Binds a payee account: the bank from the brand's list (or typed when it has none), the number,
 * and the holder, fixed to the payee name when the member has one.
 */
export function AddBankAccountForm({ token, accounts, onAdded, onCancel }: AddPayeeProps) {
  const { t } = useTranslation('withdraw');
  const { t: ta } = useTranslation('auth');
  const bind = useBindBankAccount(token);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<BankDraft, unknown, BankDraft>({
    defaultValues: { bankName: accounts.banks[0] ?? '', accountNumber: '', accountHolder: accounts.payeeName ?? '' },
    resolver,
  });

  /** The form's and the server's codes in the form's words. */
  const say = (issue: string) =>
    issue === NUMBER_RULE
      ? t('bank.numberRule')
      : issue === 'NOT_EQUAL'
        ? t('bank.holderMustMatch')
        : issue === 'ALREADY_TAKEN'
          ? t('bank.duplicate')
          : issue === 'REQUIRED'
            ? t('errors.required')
            : t('bank.invalid');

  const send = (body: BankDraft) => {
    if (bind.isPending) return;
    bind.mutate(body, {
      onSuccess: (account) => onAdded(account.id),
      onError: (error) => {
        if (!setServerIssues(error, form.setError, ['bankName', 'accountNumber', 'accountHolder'])) {
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
    <form className="auth-form withdraw-form withdraw-subform" noValidate onSubmit={submit} data-testid="add-bank-form">
      {accounts.banks.length > 0 ? (
        <PlayerSelect
          control={form.control}
          name="bankName"
          label={t('bank.name')}
          options={accounts.banks}
          testId="field-bankName"
        />
      ) : (
        <PlayerTextField
          control={form.control}
          name="bankName"
          say={say}
          label={t('bank.name')}
          placeholder={`* ${t('bank.name')}`}
          maxLength={100}
        />
      )}
      <PlayerTextField
        control={form.control}
        name="accountNumber"
        say={say}
        label={t('bank.number')}
        placeholder={`* ${t('bank.number')}`}
        inputMode="numeric"
        maxLength={40}
      />
      <PayeeHolder control={form.control} kind="bank" payeeName={accounts.payeeName} say={say} />
      <PayeeActions formError={formError} pending={bind.isPending} onCancel={onCancel} testId="add-bank-submit">
        {t('bank.save')}
      </PayeeActions>
    </form>
  );
}
