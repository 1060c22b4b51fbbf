import { useState, type FormEvent } from 'react';
import { useController, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { transferPayloadSchema, type TransferPayload, type TransferWallets } from '@portal/shared/contracts/transfers';
import { minorToDecimalText } from '@portal/shared/money';
import { formResolver, type FieldIssueCodes } from '../../../lib/form-resolver';
import { Button } from '../../../ui/button';
import { FormOutcome, SubmitButton } from '../../../ui/form/form-outcome';
import { EmptyState } from '../../../ui/empty-state';
import { LoadState } from '../../../ui/load-state';
import { MoneyText } from '../../../ui/money-text';
import { Spinner } from '../../../ui/spinner';
import { useRecallAll, useTransfer, useWallets } from '../api/transfers';
import { OUTCOME } from './wallet-outcome';
import { amountIssue, minorOf, amountValue, type AmountIssue } from '../../../lib/money-form';
import { useAttemptKey } from '../../../lib/use-attempt-key';
import { useIdempotentSubmit } from '../../../lib/use-idempotent-submit';
import './wallet.css';
import { useMoneyFormat } from '../../../lib/currency';
import '../../../ui/patterns.css';
import '../../../ui/sunken-states.css';

/** Server field issues of the amount, as the form's own words. */
const SERVER_ISSUES: Record<string, AmountIssue> = {
  TOO_SMALL: 'positive',
  TOO_MANY_DECIMALS: 'decimals',
  TOO_BIG: 'balance',
};
const OWN_ISSUES: readonly string[] = ['required', 'format', 'decimals', 'positive', 'min', 'max', 'daily', 'balance'];

/** The transfer as typed: the two wallets, the amount in major units as text. */
interface TransferDraft {
  from: string;
  to: string;
  amount: string;
}

/** The route's schema on the body the boxes make (the amount only once the form's check passed). */
const transferSchema = z
  .custom<TransferDraft>()
  .transform((draft) => ({ from: draft.from, to: draft.to, amount: amountValue(draft.amount) }))
  .pipe(transferPayloadSchema);

/**
 * "My wallet" (transferFund): the main wallet and each game vendor's wallet with its balance, a
 * transfer between main and a vendor wallet, and recall-all. Every submission carries its own
 * Idempotency-Key; a retry after a lost answer sends the same one.
 */
export function MyWallet({ token }: { token: string | null }) {
  const wallets = useWallets(token);
  return <LoadState query={wallets}>{(data) => <WalletBody data={data} />}</LoadState>;
}

function WalletBody({ data }: { data: TransferWallets }) {
  const { t } = useTranslation('wallet');
  const { decimals } = data;
  const vendors = data.wallets.filter((w) => w.code !== 'main');
  const totalMinor = data.wallets.reduce((sum, w) => sum + minorOf(w.balance, decimals), 0);
  // A vendor wallet by its vendor's name; the code only for a vendor the catalogue no longer lists.
  const vendorNames = new Map(data.wallets.map((w) => [w.code, w.name]));
  const name = (code: string) =>
    code === 'main' ? t('wallets.main') : t('wallets.vendor', { vendor: vendorNames.get(code) ?? code.slice(7) });

  return (
    <div className="wallet" data-testid="my-wallet">
      <section className="wallet-summary">
        <div>
          <p className="wallet-summary__label">{t('total')}</p>
          <p className="wallet-summary__amount" data-testid="wallet-total">
            <MoneyText minor={totalMinor} decimals={decimals} />
          </p>
        </div>
        <RecallAll disabled={vendors.every((w) => w.balance <= 0)} name={name} />
      </section>

      <ul className="wallet-list plain-list" aria-label={t('walletsTitle')}>
        {data.wallets.map((w) => (
          <li key={w.code} className="wallet-card surface-card" data-testid="wallet-card" data-code={w.code}>
            <span className="wallet-card__name">{name(w.code)}</span>
            <span className="wallet-card__balance">
              <MoneyText minor={minorOf(w.balance, decimals)} decimals={decimals} />
            </span>
            {!w.canTransferIn && <span className="wallet-card__note">{t('delisted')}</span>}
          </li>
        ))}
      </ul>

      {vendors.length === 0 ? (
        <EmptyState title={t('noVendors')} description={t('noVendorsHint')} className="wallet-empty" />
      ) : (
        <TransferForm data={data} name={name} />
      )}
    </div>
  );
}

function RecallAll({ disabled, name }: { disabled: boolean; name(code: string): string }) {
  const { t } = useTranslation('wallet');
  const recall = useRecallAll();
  const key = useAttemptKey();
  const [message, setMessage] = useState<string | null>(null);
  const run = () => {
    setMessage(null);
    recall.mutate(key.take(), {
      onSuccess: (value) => {
        key.settle();
        setMessage(
          value.recalled.length
            ? t('recalled', { wallets: value.recalled.map((r) => name(r.code)).join(', ') })
            : t('nothingToRecall'),
        );
      },
      onError: (error) => {
        key.settle(error);
        setMessage(error.message);
      },
    });
  };
  return (
    <div className="wallet-recall">
      <Button
        variant="secondary"
        size="sm"
        disabled={disabled || recall.isPending}
        data-testid="recall-all"
        onClick={run}
      >
        {recall.isPending ? <Spinner size={14} label={t('working')} /> : null}
        {t('recallAll')}
      </Button>
      {message && (
        <p className="wallet-recall__message" role="status" data-testid="recall-message">
          {message}
        </p>
      )}
    </div>
  );
}

function TransferForm({ data, name }: { data: TransferWallets; name(code: string): string }) {
  const { t } = useTranslation('wallet');
  const transfer = useTransfer();
  const { decimals } = data;
  const firstVendor = data.wallets.find((w) => w.code !== 'main' && w.canTransferIn) ?? data.wallets[1]!;
  const balanceOf = (code: string) => minorOf(data.wallets.find((w) => w.code === code)?.balance ?? 0, decimals);
  const form = useForm<TransferDraft, unknown, TransferPayload>({
    defaultValues: { from: 'main', to: firstVendor.code, amount: '' },
    // The currency's decimals and the source wallet's balance: what only the form knows.
    resolver: formResolver(
      transferSchema,
      (draft): FieldIssueCodes => {
        const issue = amountIssue(draft.amount, { decimals, ceilings: [['balance', balanceOf(draft.from)]] });
        return issue ? { amount: issue } : {};
      },
      { extraFirst: true },
    ),
  });
  const amount = useController({ control: form.control, name: 'amount' });
  const [from, to] = form.watch(['from', 'to']);
  const format = useMoneyFormat();
  const money = (minor: number) => format.money(minor, decimals);
  const issueText = (issue: AmountIssue) => t(`amountIssues.${issue}`, { available: money(balanceOf(from)), decimals });
  const code = amount.fieldState.error?.message;
  const amountError = code
    ? issueText(OWN_ISSUES.includes(code) ? (code as AmountIssue) : (SERVER_ISSUES[code] ?? 'format'))
    : null;
  // Another amount is another submission.
  const submission = useIdempotentSubmit({ form, renewOn: ['amount'] });
  const { done } = submission;
  const error = amountError ?? submission.failure;
  const edited = submission.renew;
  /** The wallets picked; the amount's issue goes with the old ones. */
  const pick = (nextFrom: string, nextTo: string) => {
    form.setValue('from', nextFrom);
    form.setValue('to', nextTo);
    form.clearErrors('amount');
    edited();
  };
  // One side is always main: picking a vendor on one side puts main on the other.
  const pickFrom = (code: string) => pick(code, code === 'main' ? (to === 'main' ? firstVendor.code : to) : 'main');
  const pickTo = (code: string) => pick(code === 'main' ? (from === 'main' ? firstVendor.code : from) : 'main', code);

  const send = (payload: TransferPayload) => {
    if (transfer.isPending) return;
    transfer.mutate(
      { payload, key: submission.key() },
      {
        onSuccess: (value) => {
          form.setValue('amount', '');
          submission.succeeded(
            t('transferred', {
              amount: money(minorOf(value.amount, decimals)),
              from: name(payload.from),
              to: name(payload.to),
            }),
          );
        },
        onError: submission.refused,
      },
    );
  };
  const submit = (event: FormEvent) => {
    submission.setFailure(null);
    void form.handleSubmit(send)(event);
  };

  const options = (side: 'from' | 'to') =>
    data.wallets
      .filter((w) => side === 'from' || w.canTransferIn)
      .map((w) => (
        <option key={w.code} value={w.code}>
          {name(w.code)}
        </option>
      ));

  return (
    <form className="wallet-transfer surface-card" noValidate onSubmit={submit} data-testid="transfer-form">
      <h4 className="wallet-transfer__title">{t('transferTitle')}</h4>
      <div className="wallet-transfer__row">
        <label className="wallet-field sunken-field">
          <span>{t('from')}</span>
          <select value={from} data-testid="transfer-from" onChange={(e) => pickFrom(e.target.value)}>
            {options('from')}
          </select>
        </label>
        <label className="wallet-field sunken-field">
          <span>{t('to')}</span>
          <select value={to} data-testid="transfer-to" onChange={(e) => pickTo(e.target.value)}>
            {options('to')}
          </select>
        </label>
      </div>
      <label className="wallet-field sunken-field">
        <span>
          {t('amount')} <small>{t('available', { amount: money(balanceOf(from)) })}</small>
        </span>
        <span className="wallet-field__amount">
          <input
            inputMode="decimal"
            autoComplete="off"
            ref={amount.field.ref}
            name={amount.field.name}
            value={amount.field.value}
            placeholder={t('amountPlaceholder')}
            aria-invalid={amountError ? true : undefined}
            data-testid="transfer-amount"
            onChange={(e) => amount.field.onChange(e.target.value)}
            onBlur={amount.field.onBlur}
          />
          <button
            type="button"
            className="wallet-field__all"
            onClick={() => {
              form.setValue('amount', minorToDecimalText(balanceOf(from), decimals));
              form.clearErrors('amount');
              edited();
            }}
          >
            {t('all')}
          </button>
        </span>
      </label>
      <FormOutcome {...OUTCOME} failure={error} done={done} testId="transfer" />
      <SubmitButton busy={transfer.isPending} busyLabel={t('working')} data-testid="transfer-submit">
        {t('transfer')}
      </SubmitButton>
    </form>
  );
}
