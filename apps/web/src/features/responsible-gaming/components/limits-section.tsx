import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  RG_MONEY_LIMITS,
  RG_PERIODS,
  type RgMoneyLimit,
  type RgPeriod,
  type RgState,
} from '@portal/shared/contracts/responsible-gaming';
import { ApiError } from '../../../lib/api-client';
import { Button } from '../../../ui/button';
import { useSetMoneyLimit } from '../api/rg';
import { dateTimeText, moneyText, usedPercent } from '../lib/rg-format';

type Usage = RgState['usage'][number];

const usedOf = (kind: RgMoneyLimit, usage: Usage | undefined) =>
  !usage ? 0 : kind === 'deposit' ? usage.deposited : kind === 'loss' ? usage.netLoss : usage.wagered;

/** One limit: what holds, what waits, how much of it this period used, and its form. */
function LimitRow({ kind, period, state }: { kind: RgMoneyLimit; period: RgPeriod; state: RgState }) {
  const { t, i18n } = useTranslation('responsible-gaming');
  const set = useSetMoneyLimit();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const limit = state.money[kind][period];
  const usage = state.usage.find((u) => u.period === period);
  const used = usedOf(kind, usage);
  const money = (amount: number) => moneyText(amount, state.currency, state.decimals, i18n.language);
  const id = `rg-${kind}-${period}`;

  const send = (amount: number | null) => {
    setError(null);
    set.mutate(
      { kind, period, amount },
      {
        onSuccess: () => setValue(''),
        onError: (e) => setError(e instanceof ApiError ? e.message : t('errors.network')),
      },
    );
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const amount = Number(value.replace(',', '.'));
    if (!value.trim() || !Number.isFinite(amount) || amount <= 0) {
      setError(t('errors.amount'));
      return;
    }
    send(amount);
  };

  return (
    <li className="rg-limit" data-testid={id}>
      <div className="rg-limit__head">
        <span className="rg-limit__period">{t(`periods.${period}`)}</span>
        <strong className="rg-limit__value" data-testid={`${id}-current`}>
          {limit.current === null ? t('noLimit') : money(limit.current)}
        </strong>
      </div>
      {limit.current !== null ? (
        <div
          className="rg-limit__meter"
          role="meter"
          aria-label={t('usedOf', { used: money(used), limit: money(limit.current) })}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={usedPercent(used, limit.current)}
        >
          <span style={{ width: `${usedPercent(used, limit.current)}%` }} />
        </div>
      ) : null}
      <p className="rg-limit__note">
        {t('usedThisPeriod', { used: money(used) })}
        {usage ? ` · ${t('resets', { at: dateTimeText(usage.resetsAt, i18n.language) })}` : ''}
      </p>
      {limit.pending ? (
        <p className="rg-limit__pending" data-testid={`${id}-pending`}>
          {limit.pending.value === null
            ? t('pendingRemoval', { at: dateTimeText(limit.pending.at, i18n.language) })
            : t('pendingRaise', {
                value: money(limit.pending.value),
                at: dateTimeText(limit.pending.at, i18n.language),
              })}
        </p>
      ) : null}
      <form className="rg-limit__form" noValidate onSubmit={submit}>
        <label className="visually-hidden" htmlFor={id}>
          {t('newLimit', { kind: t(`kinds.${kind}`), period: t(`periods.${period}`) })}
        </label>
        <input
          id={id}
          className="rg-input"
          inputMode="decimal"
          placeholder={t('amountPlaceholder', { currency: state.currency })}
          value={value}
          aria-invalid={error ? true : undefined}
          onChange={(event) => setValue(event.target.value)}
        />
        <Button type="submit" size="sm" variant="primary" disabled={set.isPending}>
          {t('save')}
        </Button>
        {limit.current !== null && !limit.pending ? (
          <Button type="button" size="sm" disabled={set.isPending} onClick={() => send(null)}>
            {t('remove')}
          </Button>
        ) : null}
      </form>
      {error ? (
        <p className="rg-error" role="alert">
          {error}
        </p>
      ) : null}
    </li>
  );
}

/** Deposit, loss and wager limits, each by day, week and month. */
export function LimitsSection({ state }: { state: RgState }) {
  const { t } = useTranslation('responsible-gaming');
  return (
    <section className="rg-section" aria-labelledby="rg-limits-title">
      <h4 id="rg-limits-title" className="rg-section__title">
        {t('limitsTitle')}
      </h4>
      <p className="rg-section__hint">{t('limitsHint', { hours: state.coolingOffHours })}</p>
      <div className="rg-kinds">
        {RG_MONEY_LIMITS.map((kind) => (
          <article key={kind} className="rg-kind" aria-labelledby={`rg-kind-${kind}`}>
            <h5 id={`rg-kind-${kind}`} className="rg-kind__title">
              {t(`kinds.${kind}`)}
            </h5>
            <p className="rg-kind__hint">{t(`kindHints.${kind}`)}</p>
            <ul className="rg-limits">
              {RG_PERIODS.map((period) => (
                <LimitRow key={period} kind={kind} period={period} state={state} />
              ))}
            </ul>
          </article>
        ))}
      </div>
    </section>
  );
}
