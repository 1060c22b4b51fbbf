import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { PointsOverview } from '@portal/shared/contracts/loyalty';
import { Button } from '../../../ui/button';
import { FormAlert } from '../../../ui/form/text-field';
import { failureMessage } from '../../../lib/field-messages';
import { UnboundPaymentPasswordField } from '../../../ui/payment-password-field';
import { useConvertPoints } from '../api/points';
import { useAttemptKey } from '../lib/attempt-key';
import { pointsText } from '../lib/format';
import { convertIssue, convertMinor, PAYMENT_PASSWORD } from '../lib/mall';
import { paymentFailure } from '../lib/payment-errors';
import { useMoneyFormat } from '../../../lib/currency';
import '../../../ui/patterns.css';

/**
 * Points into main-wallet money at the brand's rate (pointsPerUnit points = 1), from the minimum
 * up to the member's points, with the payment password. The caller hides it when the rate is null.
 */
export function ConvertForm({
  overview,
  pointsPerUnit,
  decimals,
  onSetPaymentPassword,
}: {
  overview: PointsOverview;
  pointsPerUnit: number;
  decimals: number;
  onSetPaymentPassword(): void;
}) {
  const { t, i18n } = useTranslation('loyalty');
  const format = useMoneyFormat();
  const { major } = format;
  const lang = i18n.language;
  const id = useId();
  const convert = useConvertPoints();
  const key = useAttemptKey('convert-');
  const [text, setText] = useState('');
  const [password, setPassword] = useState('');
  const [pointsError, setPointsError] = useState<string | null>(null);
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [notSet, setNotSet] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const typed = /^\d{1,12}$/.test(text.trim()) ? Number(text.trim()) : 0;
  const worth = format.money(convertMinor(typed, pointsPerUnit, decimals), decimals);
  const rules = { minPoints: overview.minConvertPoints, points: overview.points };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (convert.isPending) return;
    const issue = convertIssue(text, rules);
    const nextPointsError = issue
      ? t(`convert.issues.${issue}`, {
          min: pointsText(rules.minPoints, lang),
          points: pointsText(rules.points, lang),
        })
      : null;
    const nextPasswordError = PAYMENT_PASSWORD.test(password) ? null : t('password.rule');
    setPointsError(nextPointsError);
    setPasswordError(nextPasswordError);
    setFormError(null);
    setNotSet(false);
    if (nextPointsError || nextPasswordError) return;
    convert.mutate(
      { points: typed, paymentPassword: password, key: key.take() },
      {
        onSuccess: (result) => {
          key.settle();
          setText('');
          setPassword('');
          setDone(
            t('convert.done', {
              points: pointsText(result.points, lang),
              amount: major(result.amount),
              balance: pointsText(result.balance, lang),
            }),
          );
        },
        onError: (cause) => {
          key.settle(cause);
          const where = paymentFailure(cause);
          const message = failureMessage(cause, t('errors.network'));
          if (where.field) setPasswordError(message);
          else setFormError(message);
          setNotSet(where.notSet);
        },
      },
    );
  };

  return (
    <form className="loyalty-card loyalty-form surface-card" noValidate onSubmit={submit} data-testid="convert-form">
      <h4 className="loyalty-card__title">{t('convert.title')}</h4>
      <p className="loyalty-muted" data-testid="convert-rate">
        {t('convert.rate', {
          points: pointsText(pointsPerUnit, lang),
          amount: major(1),
          min: pointsText(overview.minConvertPoints, lang),
        })}
      </p>
      <div className="loyalty-field" data-invalid={pointsError ? 'true' : undefined}>
        <label className="loyalty-field__label" htmlFor={id}>
          {t('convert.points')}
        </label>
        <div className="loyalty-field__row">
          <input
            id={id}
            className="loyalty-field__input sunken-input"
            inputMode="numeric"
            autoComplete="off"
            maxLength={12}
            placeholder={t('convert.placeholder', { min: pointsText(overview.minConvertPoints, lang) })}
            value={text}
            aria-invalid={pointsError ? true : undefined}
            aria-describedby={pointsError ? `${id}-error` : undefined}
            data-testid="convert-points"
            onChange={(event) => {
              setText(event.target.value.replace(/\D/g, '').slice(0, 12));
              setPointsError(null);
              setDone(null);
              // Other points are another conversion: a new key.
              key.reset();
            }}
          />
          <button
            type="button"
            className="loyalty-link link-button"
            onClick={() => {
              setText(overview.points > 0 ? String(overview.points) : '');
              setPointsError(null);
              key.reset();
            }}
          >
            {t('convert.all')}
          </button>
        </div>
        {pointsError ? (
          <p className="loyalty-field__error" id={`${id}-error`}>
            {pointsError}
          </p>
        ) : null}
        <p className="loyalty-muted" data-testid="convert-worth">
          {t('convert.worth', { amount: worth })}
        </p>
      </div>
      <UnboundPaymentPasswordField
        label={t('password.label')}
        placeholder={`* ${t('password.rule')}`}
        value={password}
        error={passwordError}
        onChange={(value) => {
          setPassword(value);
          setPasswordError(null);
        }}
      />
      {notSet ? (
        <Button size="sm" onClick={onSetPaymentPassword} data-testid="convert-set-password">
          {t('password.set')}
        </Button>
      ) : null}
      <FormAlert message={formError} testId="convert-error" />
      {done ? (
        <p className="loyalty-notice" data-tone="go" role="status" data-testid="convert-done">
          {done}
        </p>
      ) : null}
      <Button
        type="submit"
        variant="primary"
        disabled={convert.isPending}
        aria-busy={convert.isPending || undefined}
        data-testid="convert-submit"
      >
        {convert.isPending ? t('convert.submitting') : t('convert.submit')}
      </Button>
    </form>
  );
}
