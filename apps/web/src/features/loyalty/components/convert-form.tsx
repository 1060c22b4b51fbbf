import { useId, useState, type FormEvent } from 'react';
import { useController, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { convertPayloadSchema, type PointsOverview } from '@portal/shared/contracts/loyalty';
import { Button } from '../../../ui/button';
import { FormAlert } from '../../../ui/form/text-field';
import { failureMessage } from '../../../lib/field-messages';
import { formResolver, type FieldIssueCodes } from '../../../lib/form-resolver';
import { PaymentPasswordField } from '../../../ui/payment-password-field';
import { useConvertPoints } from '../api/points';
import { useAttemptKey } from '../../../lib/use-attempt-key';
import { pointsText } from '../lib/format';
import { convertIssue, convertMinor, PAYMENT_PASSWORD, type ConvertIssue } from '../lib/mall';
import { paymentFailure } from '../lib/payment-errors';
import { useMoneyFormat } from '../../../lib/currency';
import '../../../ui/patterns.css';
import '../../../ui/sunken-states.css';

/** The form as typed: the points as digits, the PIN. */
interface ConvertDraft {
  points: string;
  paymentPassword: string;
}
type ConvertBody = z.output<typeof convertPayloadSchema>;

/** The form's own code for a PIN that is not six digits. */
const PASSWORD_RULE = 'PASSWORD_RULE';

/** Whole points as typed (digits only), as the number the route takes. */
const typedPoints = (text: string) => (/^\d{1,12}$/.test(text.trim()) ? Number(text.trim()) : 0);

/** The route's schema on the body the boxes make. */
const convertSchema = z
  .custom<ConvertDraft>()
  .transform((draft) => ({ points: typedPoints(draft.points), paymentPassword: draft.paymentPassword }))
  .pipe(convertPayloadSchema);

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
  const [formError, setFormError] = useState<string | null>(null);
  const [notSet, setNotSet] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const rules = { minPoints: overview.minConvertPoints, points: overview.points };
  /** What only the form knows: the member's points and the minimum, the PIN's six digits. */
  const checkDraft = (draft: ConvertDraft): FieldIssueCodes => {
    const issues: FieldIssueCodes = {};
    const issue = convertIssue(draft.points, rules);
    if (issue) issues.points = issue;
    if (!PAYMENT_PASSWORD.test(draft.paymentPassword)) issues.paymentPassword = PASSWORD_RULE;
    return issues;
  };
  const form = useForm<ConvertDraft, unknown, ConvertBody>({
    defaultValues: { points: '', paymentPassword: '' },
    resolver: formResolver(convertSchema, checkDraft, { extraFirst: true }),
  });
  const points = useController({ control: form.control, name: 'points' });
  const worth = format.money(convertMinor(typedPoints(points.field.value), pointsPerUnit, decimals), decimals);
  const pointsCode = points.fieldState.error?.message;
  const pointsError = pointsCode
    ? t(
        `convert.issues.${(['required', 'format', 'min', 'balance'].includes(pointsCode) ? pointsCode : 'format') as ConvertIssue}`,
        {
          min: pointsText(rules.minPoints, lang),
          points: pointsText(rules.points, lang),
        },
      )
    : null;
  /** The PIN's code, or the server's sentence about it (wrong, locked) as it is. */
  const sayPassword = (code: string) => (code === PASSWORD_RULE ? t('password.rule') : code);

  const send = (body: ConvertBody) => {
    convert.mutate(
      { ...body, key: key.take() },
      {
        onSuccess: (result) => {
          key.settle();
          form.reset();
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
          if (where.field) form.setError('paymentPassword', { type: 'server', message });
          else setFormError(message);
          setNotSet(where.notSet);
        },
      },
    );
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (convert.isPending) return;
    setFormError(null);
    setNotSet(false);
    void form.handleSubmit(send)(event);
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
            ref={points.field.ref}
            name={points.field.name}
            value={points.field.value}
            onBlur={points.field.onBlur}
            aria-invalid={pointsError ? true : undefined}
            aria-describedby={pointsError ? `${id}-error` : undefined}
            data-testid="convert-points"
            onChange={(event) => {
              points.field.onChange(event.target.value.replace(/\D/g, '').slice(0, 12));
              setDone(null);
              // Other points are another conversion: a new key.
              key.reset();
            }}
          />
          <button
            type="button"
            className="loyalty-link link-button"
            onClick={() => {
              form.setValue('points', overview.points > 0 ? String(overview.points) : '');
              form.clearErrors('points');
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
      <PaymentPasswordField
        control={form.control}
        say={sayPassword}
        label={t('password.label')}
        placeholder={`* ${t('password.rule')}`}
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
