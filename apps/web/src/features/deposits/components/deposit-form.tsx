import { useEffect, useMemo, type FormEvent } from 'react';
import { useController, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  createDepositPayloadSchema,
  type CreateDepositPayload,
  type PlayerChannel,
  type PlayerChannelsValue,
} from '@portal/shared/contracts/deposits';
import { ApiError } from '../../../lib/api-client';
import { formResolver, type FieldIssueCodes } from '../../../lib/form-resolver';
import { Button } from '../../../ui/button';
import { MoneyText } from '../../../ui/money-text';
import { useCreateDeposit } from '../api/create-deposit';
import { amountValue, minorOf } from '../../../lib/money-form';
import { useAttemptKey } from '../../../lib/use-attempt-key';
import { checkAmount, feeOf, quickAmounts, type AmountIssue } from '../lib/amount';
import { BankDetails } from './bank-details';
import '../../../ui/patterns.css';

/** The form as typed: the channel picked, the amount in major units as text, a transfer's reference. */
interface DepositDraft {
  channelId: number;
  amount: string;
  reference: string;
}

const AMOUNT_ISSUES: readonly string[] = ['REQUIRED', 'NOT_A_NUMBER', 'TOO_MANY_DECIMALS', 'TOO_SMALL', 'TOO_BIG'];

/** The server's field issue for the amount, as the same words the form uses itself. */
function serverAmountIssue(error: unknown): AmountIssue | null {
  if (!(error instanceof ApiError) || error.code !== 'VALIDATION_FAILED') return null;
  const issue = (error.value as { fields?: Record<string, string> } | null)?.fields?.amount;
  return issue === 'TOO_MANY_DECIMALS' || issue === 'TOO_SMALL' || issue === 'TOO_BIG' ? issue : null;
}

/** A bank transfer asks for the reference the player wrote, unless VietQR carries it. */
const asksReference = (channel: PlayerChannel, currency: string) =>
  channel.type === 'bank_transfer' && !(Boolean(channel.bank?.bankBin) && currency === 'VND');

/**
 * The route's schema on the body the boxes make, and the form's own check: the amount against the
 * currency's decimals and the channel's limits, the reference a bank transfer needs.
 */
function depositResolver(value: PlayerChannelsValue) {
  const channelOf = (id: number) => value.channels.find((c) => c.id === id) ?? value.channels[0]!;
  const schema = z
    .custom<DepositDraft>()
    .transform((draft) => {
      const channel = channelOf(draft.channelId);
      const reference = draft.reference.trim();
      return {
        channelId: channel.id,
        amount: amountValue(draft.amount),
        ...(channel.type === 'bank_transfer' && reference ? { reference } : {}),
      };
    })
    .pipe(createDepositPayloadSchema);
  const extra = (draft: DepositDraft): FieldIssueCodes => {
    const channel = channelOf(draft.channelId);
    const issues: FieldIssueCodes = {};
    const checked = checkAmount(draft.amount, channel, value.decimals);
    if (!checked.ok) issues.amount = checked.issue;
    if (asksReference(channel, value.currency) && !draft.reference.trim()) issues.reference = 'REQUIRED';
    return issues;
  };
  return formResolver(schema, extra, { extraFirst: true });
}

/**
 * Channel, amount (limits, quick amounts, the fee and what arrives), and for a bank transfer the
 * account and the reference. One Idempotency-Key per attempt: kept while the same deposit is
 * retried, made anew when the player changes it.
 */
export function DepositForm({
  value,
  onBankSubmitted,
  onShowOrder,
}: {
  value: PlayerChannelsValue;
  onBankSubmitted: (orderId: string) => void;
  /** An order the player pays by a code (a PIX charge, a VietQR transfer): the page shows it and watches it. */
  onShowOrder: (orderId: string) => void;
}) {
  const { t } = useTranslation('deposit');
  const { decimals } = value;
  const resolver = useMemo(() => depositResolver(value), [value]);
  // The amount is checked once left (not while the first digits are typed), then as it changes;
  // the reference only after a try to submit.
  const form = useForm<DepositDraft, unknown, CreateDepositPayload>({
    mode: 'onTouched',
    defaultValues: { channelId: value.channels[0]!.id, amount: '', reference: '' },
    resolver,
  });
  const amount = useController({ control: form.control, name: 'amount' });
  const reference = useController({ control: form.control, name: 'reference' });
  const channelId = form.watch('channelId');
  const channel = value.channels.find((c) => c.id === channelId) ?? value.channels[0]!;
  // One key per attempt, kept through any failure until the amount, reference or channel changes.
  const attempt = useAttemptKey('dep-');
  const create = useCreateDeposit();

  const changed = () => {
    attempt.reset();
    create.reset();
  };
  // Another amount or reference is another attempt.
  useEffect(() => {
    const watching = form.watch((_, { name, type }) => {
      if (type === 'change' && (name === 'amount' || name === 'reference')) changed();
    });
    return () => watching.unsubscribe();
  });
  /** The amount checked again (against the new channel, the chip picked) once it has been checked. */
  const recheck = () => {
    if (amount.fieldState.isTouched || form.formState.isSubmitted) void form.trigger('amount');
  };
  const pickChannel = (next: PlayerChannel) => {
    form.setValue('channelId', next.id);
    form.clearErrors('reference');
    recheck();
    changed();
  };
  const checked = checkAmount(amount.field.value, channel, decimals);
  const isBank = channel.type === 'bank_transfer';
  // A VND transfer to a bank named by its BIN is paid by VietQR: the code carries its note.
  const byVietQr = isBank && Boolean(channel.bank?.bankBin) && value.currency === 'VND';
  const kindOf = (c: PlayerChannel) => (c.method === 'pix' ? 'pix' : c.type);
  const code = amount.fieldState.error?.message;
  const issue = code
    ? ((AMOUNT_ISSUES.includes(code) ? code : 'NOT_A_NUMBER') as AmountIssue)
    : serverAmountIssue(create.error);
  const referenceMissing = Boolean(reference.fieldState.error);
  const fee = checked.ok ? feeOf(checked.minor, channel, decimals) : null;

  const send = (payload: CreateDepositPayload) => {
    if (create.isPending) return;
    create.mutate(
      { payload, key: attempt.take() },
      {
        onSuccess: (order) => {
          if (order.redirectUrl) {
            window.location.assign(order.redirectUrl);
          } else if (order.pix || order.vietQr) {
            form.reset({ channelId: payload.channelId, amount: '', reference: form.getValues('reference') });
            attempt.settle();
            onShowOrder(order.orderId);
          } else {
            form.reset({ channelId: payload.channelId, amount: '', reference: '' });
            attempt.settle();
            onBankSubmitted(order.orderId);
          }
        },
      },
    );
  };
  const submit = (event: FormEvent) => void form.handleSubmit(send)(event);

  const limits = {
    min: <MoneyText minor={minorOf(channel.min, decimals)} decimals={decimals} />,
    max: <MoneyText minor={minorOf(channel.max, decimals)} decimals={decimals} />,
  };
  const otherError = create.isError && !serverAmountIssue(create.error) ? create.error.message : null;

  return (
    <form className="deposit-form" onSubmit={submit} noValidate data-testid="deposit-form">
      <fieldset className="deposit-form__channels">
        <legend className="deposit-form__label">{t('form.channel')}</legend>
        <div className="deposit-channels" role="radiogroup">
          {value.channels.map((c) => (
            <label
              key={c.id}
              className={`deposit-channel surface-card${c.id === channel.id ? ' deposit-channel--active' : ''}`}
              data-testid={`deposit-channel-${c.id}`}
            >
              <input
                type="radio"
                name="channel"
                value={c.id}
                checked={c.id === channel.id}
                onChange={() => pickChannel(c)}
              />
              <span className="deposit-channel__name">{c.name}</span>
              {/* The kind under the name, unless the operator already named the channel by its kind. */}
              {c.name === t(`type.${kindOf(c)}`) ? null : (
                <span className="deposit-channel__type">{t(`type.${kindOf(c)}`)}</span>
              )}
            </label>
          ))}
        </div>
      </fieldset>

      {isBank && channel.bank ? <BankDetails bank={channel.bank} /> : null}

      <div className="deposit-form__field">
        <label className="deposit-form__label" htmlFor="deposit-amount">
          {t('form.amount', { currency: value.currency })}
        </label>
        <input
          id="deposit-amount"
          className={`deposit-input sunken-input${issue ? ' deposit-input--invalid' : ''}`}
          inputMode="decimal"
          autoComplete="off"
          ref={amount.field.ref}
          name={amount.field.name}
          value={amount.field.value}
          placeholder={t('form.amountPlaceholder')}
          aria-invalid={issue ? true : undefined}
          aria-describedby="deposit-amount-hint"
          onChange={(e) => amount.field.onChange(e.target.value)}
          // Leaving the box empty is not yet a mistake.
          onBlur={() => amount.field.value && amount.field.onBlur()}
          data-testid="deposit-amount"
        />
        <p id="deposit-amount-hint" className={issue ? 'deposit-form__error' : 'deposit-form__hint'}>
          {issue ? t(`amountIssue.${issue}`, { decimals }) : null}
          {issue ? ' ' : null}
          <span>
            {t('form.limits')} {limits.min} – {limits.max}
          </span>
        </p>
        <div className="deposit-quick">
          {quickAmounts(channel).map((a) => (
            <button
              key={a}
              type="button"
              className={
                checked.ok && checked.major === a
                  ? 'deposit-quick__chip deposit-quick__chip--on'
                  : 'deposit-quick__chip'
              }
              onClick={() => {
                form.setValue('amount', String(a), { shouldTouch: true, shouldValidate: true });
                changed();
              }}
            >
              <MoneyText minor={minorOf(a, decimals)} decimals={decimals} />
            </button>
          ))}
        </div>
      </div>

      {isBank && !byVietQr ? (
        <div className="deposit-form__field">
          <label className="deposit-form__label" htmlFor="deposit-reference">
            {t('form.reference')}
          </label>
          <input
            id="deposit-reference"
            className={`deposit-input sunken-input${referenceMissing ? ' deposit-input--invalid' : ''}`}
            maxLength={64}
            ref={reference.field.ref}
            name={reference.field.name}
            value={reference.field.value}
            placeholder={t('form.referencePlaceholder')}
            onChange={(e) => reference.field.onChange(e.target.value)}
            data-testid="deposit-reference"
          />
          {referenceMissing ? <p className="deposit-form__error">{t('form.referenceRequired')}</p> : null}
        </div>
      ) : null}

      <dl className="deposit-summary" data-testid="deposit-summary">
        <dt>{t(channel.feePayer === 'player' ? 'summary.feePlayer' : 'summary.feeBrand')}</dt>
        <dd data-testid="deposit-fee">{fee ? <MoneyText minor={fee.fee} decimals={decimals} /> : '—'}</dd>
        <dt>{t('summary.credit')}</dt>
        <dd className="deposit-summary__credit" data-testid="deposit-credit">
          {fee ? <MoneyText minor={fee.credit} decimals={decimals} /> : '—'}
        </dd>
      </dl>

      {otherError ? (
        <p className="deposit-form__error" role="alert" data-testid="deposit-error">
          {otherError}
        </p>
      ) : null}

      <Button type="submit" variant="primary" disabled={create.isPending} data-testid="deposit-submit">
        {create.isPending
          ? t('form.submitting')
          : t(
              byVietQr
                ? 'form.submitVietQr'
                : isBank
                  ? 'form.submitBank'
                  : channel.method === 'pix'
                    ? 'form.submitPix'
                    : 'form.submitGateway',
            )}
      </Button>
    </form>
  );
}
