import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlayerChannel, PlayerChannelsValue } from '@portal/shared/contracts/deposits';
import { ApiError } from '../../../lib/api-client';
import { Button } from '../../../ui/button';
import { MoneyText } from '../../../ui/money-text';
import { useCreateDeposit } from '../api/create-deposit';
import { minorOf, newIdempotencyKey } from '../../../lib/money-form';
import { checkAmount, feeOf, quickAmounts, type AmountIssue } from '../lib/amount';
import { BankDetails } from './bank-details';
import '../../../ui/patterns.css';

/** The server's field issue for the amount, as the same words the form uses itself. */
function serverAmountIssue(error: unknown): AmountIssue | null {
  if (!(error instanceof ApiError) || error.code !== 'VALIDATION_FAILED') return null;
  const issue = (error.value as { fields?: Record<string, string> } | null)?.fields?.amount;
  return issue === 'TOO_MANY_DECIMALS' || issue === 'TOO_SMALL' || issue === 'TOO_BIG' ? issue : null;
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
  const [channelId, setChannelId] = useState(value.channels[0]!.id);
  const channel = value.channels.find((c) => c.id === channelId) ?? value.channels[0]!;
  const [amountText, setAmountText] = useState('');
  const [reference, setReference] = useState('');
  const [touched, setTouched] = useState(false);
  // The reference is only called missing after a try to submit, not while the player is still typing the amount.
  const [tried, setTried] = useState(false);
  const [attemptKey, setAttemptKey] = useState<string | null>(null);
  const create = useCreateDeposit();

  const changed = () => {
    setAttemptKey(null);
    create.reset();
  };
  const pickChannel = (next: PlayerChannel) => {
    setChannelId(next.id);
    changed();
  };
  const checked = checkAmount(amountText, channel, decimals);
  const isBank = channel.type === 'bank_transfer';
  // A VND transfer to a bank named by its BIN is paid by VietQR: the code carries its note.
  const byVietQr = isBank && Boolean(channel.bank?.bankBin) && value.currency === 'VND';
  const kindOf = (c: PlayerChannel) => (c.method === 'pix' ? 'pix' : c.type);
  const referenceMissing = isBank && !byVietQr && !reference.trim();
  const issue = touched && !checked.ok ? checked.issue : serverAmountIssue(create.error);
  const fee = checked.ok ? feeOf(checked.minor, channel, decimals) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    setTried(true);
    if (!checked.ok || referenceMissing || create.isPending) return;
    const key = attemptKey ?? newIdempotencyKey('dep-');
    setAttemptKey(key);
    const payload = {
      channelId: channel.id,
      amount: checked.major,
      ...(isBank && reference.trim() ? { reference: reference.trim() } : {}),
    };
    create.mutate(
      { payload, key },
      {
        onSuccess: (order) => {
          if (order.redirectUrl) {
            window.location.assign(order.redirectUrl);
          } else if (order.pix || order.vietQr) {
            setAmountText('');
            setTouched(false);
            setAttemptKey(null);
            onShowOrder(order.orderId);
          } else {
            setAmountText('');
            setReference('');
            setTouched(false);
            setTried(false);
            setAttemptKey(null);
            onBankSubmitted(order.orderId);
          }
        },
      },
    );
  };

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
          value={amountText}
          placeholder={t('form.amountPlaceholder')}
          aria-invalid={issue ? true : undefined}
          aria-describedby="deposit-amount-hint"
          onChange={(e) => {
            setAmountText(e.target.value);
            changed();
          }}
          onBlur={() => amountText && setTouched(true)}
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
                setAmountText(String(a));
                setTouched(true);
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
            className={`deposit-input sunken-input${tried && referenceMissing ? ' deposit-input--invalid' : ''}`}
            maxLength={64}
            value={reference}
            placeholder={t('form.referencePlaceholder')}
            onChange={(e) => {
              setReference(e.target.value);
              changed();
            }}
            data-testid="deposit-reference"
          />
          {tried && referenceMissing ? <p className="deposit-form__error">{t('form.referenceRequired')}</p> : null}
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
