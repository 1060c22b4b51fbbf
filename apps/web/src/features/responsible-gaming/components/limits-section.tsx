import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FieldIssue } from '@portal/shared/errors';
import {
  RG_MONEY_LIMITS,
  RG_PERIODS,
  rgMoneyLimitSchema,
  type RgMoneyLimit,
  type RgPeriod,
  type RgState,
} from '@portal/shared/contracts/responsible-gaming';
import { useSetMoneyLimit } from '../api/rg';
import { dateTimeText, usedPercent } from '../lib/rg-format';
import type { FieldIssueCodes } from '../../../lib/form-resolver';
import { LimitForm, PendingChange, type LimitValues } from './limit-form';
import { RgSection } from './rg-section';
import { useMoneyFormat } from '../../../lib/currency';
import '../../../ui/patterns.css';

type Usage = RgState['usage'][number];

/** The typed amount (a comma as the decimal point) as a number, nothing typed as none. */
const amountOf = (text: string) => (text.trim() === '' ? undefined : Number(text.trim().replace(',', '.')));

/** A limit's typed amount as the body PUT /wps/rg/limits parses (major units). */
const moneyLimitForm = (kind: RgMoneyLimit, period: RgPeriod) =>
  z
    .object({ amount: z.string() })
    // Nothing typed is no amount, which the schema refuses as REQUIRED.
    .transform(({ amount }): unknown => ({ kind, period, amount: amountOf(amount) }))
    .pipe(rgMoneyLimitSchema);

/** A limit of nothing would stop all play: the form asks for more than zero. */
const aboveZero = (values: LimitValues): FieldIssueCodes => {
  const amount = amountOf(values.amount ?? '');
  return amount !== undefined && amount <= 0 ? { amount: FieldIssue.TOO_SMALL } : {};
};

const usedOf = (kind: RgMoneyLimit, usage: Usage | undefined) =>
  !usage ? 0 : kind === 'deposit' ? usage.deposited : kind === 'loss' ? usage.netLoss : usage.wagered;

/** One limit: what holds, what waits, how much of it this period used, and its form. */
function LimitRow({ kind, period, state }: { kind: RgMoneyLimit; period: RgPeriod; state: RgState }) {
  const { t, i18n } = useTranslation('responsible-gaming');
  const set = useSetMoneyLimit();
  const limit = state.money[kind][period];
  const usage = state.usage.find((u) => u.period === period);
  const used = usedOf(kind, usage);
  const format = useMoneyFormat();
  const money = (amount: number) => format.major(amount, { decimals: state.decimals });
  const id = `rg-${kind}-${period}`;

  const schema = useMemo(() => moneyLimitForm(kind, period), [kind, period]);

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
      <PendingChange pending={limit.pending} format={money} testId={`${id}-pending`} />
      <LimitForm
        id={id}
        name="amount"
        label={t('newLimit', { kind: t(`kinds.${kind}`), period: t(`periods.${period}`) })}
        inputMode="decimal"
        placeholder={t('amountPlaceholder', { currency: state.currency })}
        removeLabel={t('remove')}
        removable={limit.current !== null && !limit.pending}
        schema={schema}
        extra={aboveZero}
        say={() => t('errors.amount')}
        removal={{ kind, period, amount: null }}
        save={(body, done) => set.mutate(body, done)}
        busy={set.isPending}
      />
    </li>
  );
}

/** Deposit, loss and wager limits, each by day, week and month. */
export function LimitsSection({ state }: { state: RgState }) {
  const { t } = useTranslation('responsible-gaming');
  return (
    <RgSection id="rg-limits-title" title={t('limitsTitle')} hint={t('limitsHint', { hours: state.coolingOffHours })}>
      <div className="rg-kinds">
        {RG_MONEY_LIMITS.map((kind) => (
          <article key={kind} className="rg-kind surface-card" aria-labelledby={`rg-kind-${kind}`}>
            <h5 id={`rg-kind-${kind}`} className="rg-kind__title">
              {t(`kinds.${kind}`)}
            </h5>
            <p className="rg-kind__hint">{t(`kindHints.${kind}`)}</p>
            <ul className="rg-limits plain-list">
              {RG_PERIODS.map((period) => (
                <LimitRow key={period} kind={kind} period={period} state={state} />
              ))}
            </ul>
          </article>
        ))}
      </div>
    </RgSection>
  );
}
