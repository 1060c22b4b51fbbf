import { useRef, useState, type ClipboardEvent } from 'react';
import { Controller, useForm, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { resultEntrySchema } from '@portal/shared/contracts/lottery';
import { formResolver } from '../../lib/form-resolver';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { IssueTextProvider } from '../../ui/form/issue-text';
import { PlainTextField } from '../../ui/form/plain-text-field';
import { fieldProblems, postResult, REASON_MAX, type MarketRules, type Prizes, type ResultAnswer } from './lottery-api';
import { useDeskCall } from './use-desk-call';

type Shape = NonNullable<MarketRules['prizes']>;
type CellIssue = 'required' | 'digits' | 'length' | 'server';

/** What is wrong with one typed number of a prize of `digits` digits, or null. */
export function cellIssue(value: string, digits: number): CellIssue | null {
  if (value === '') return 'required';
  if (!/^\d*$/.test(value)) return 'digits';
  return value.length === digits ? null : 'length';
}

const emptyOf = (shape: Shape, initial?: Prizes | null): Prizes =>
  Object.fromEntries(
    shape.map(({ prize, count }) => [prize, Array.from({ length: count }, (_, i) => initial?.[prize]?.[i] ?? '')]),
  );

/** The form's values: the route's body (resultEntrySchema) before it is read. */
interface Values {
  prizes: Prizes;
  correct?: boolean;
  reason?: string;
}
type Body = { prizes: Prizes; correct: boolean; reason?: string };

/** Each typed number's issue (required, digits, length), by its path (prizes.third.2). */
const cellIssues = (shape: Shape, prizes: Prizes) =>
  Object.fromEntries(
    shape.flatMap(({ prize, count, digits }) =>
      Array.from({ length: count }, (_, index) => [
        `prizes.${prize}.${index}`,
        cellIssue(prizes[prize]![index]!, digits),
      ]).filter((entry): entry is [string, CellIssue] => entry[1] !== null),
    ),
  );

/**
 * A Vietnamese result typed as the draw shows it: one row per prize with one box per number, each
 * as long as the market's digits for that prize. Every box is checked as it is typed (digits only,
 * the exact length), the server's answer is shown on the box or prize it names, and nothing is
 * sent before the operator confirms. Pasting a whole result into a box fills the boxes from there.
 * A correction also asks why (kept with it in the audit log, read by a second operator).
 */
export function ResultForm({
  periodId,
  shape,
  initial,
  correcting,
  onDone,
}: {
  periodId: number;
  shape: Shape;
  initial?: Prizes | null;
  correcting: boolean;
  onDone: (answer: ResultAnswer) => void;
}) {
  const { t } = useTranslation('admin-lottery');
  const { control, handleSubmit, setValue, setError, clearErrors, getFieldState, watch, formState } = useForm<
    Values,
    unknown,
    Body
  >({
    // The cells' own rules come first: the schema only asks for text where the market asks for digits.
    resolver: formResolver(resultEntrySchema, (values) => cellIssues(shape, values.prizes), { extraFirst: true }),
    defaultValues: { prizes: emptyOf(shape, initial), correct: correcting, ...(correcting ? { reason: '' } : {}) },
    mode: 'onTouched',
  });
  const values = watch('prizes');
  const [prizeServer, setPrizeServer] = useState<Set<string>>(new Set());
  const { busy, error, setError: setFormError, run } = useDeskCall();
  const [confirming, setConfirming] = useState<Body | null>(null);
  const inputs = useRef<(HTMLInputElement | null)[]>([]);

  const cells = shape.flatMap(({ prize, count, digits }) =>
    Array.from({ length: count }, (_, index) => ({ prize, index, digits })),
  );
  const cellName = (prize: string, index: number) => `prizes.${prize}.${index}` as FieldPath<Values>;
  const invalid = cells.filter((c) => cellIssue(values[c.prize]![c.index]!, c.digits) !== null);
  const forgetPrize = (prize: string) =>
    setPrizeServer((prev) => (prev.has(prize) ? new Set([...prev].filter((p) => p !== prize)) : prev));

  /** A pasted list of numbers (a whole result, a prize's numbers) fills the boxes from this one on. */
  const onPaste = (at: number, event: ClipboardEvent<HTMLInputElement>) => {
    const numbers = event.clipboardData
      .getData('text')
      .split(/[^0-9]+/)
      .filter(Boolean);
    if (numbers.length < 2) return;
    event.preventDefault();
    clearErrors();
    setPrizeServer(new Set());
    numbers.slice(0, cells.length - at).forEach((number, i) => {
      const cell = cells[at + i]!;
      const name = cellName(cell.prize, cell.index);
      setValue(name, number, { shouldValidate: formState.isSubmitted || getFieldState(name).isTouched });
    });
    inputs.current[Math.min(at + numbers.length, cells.length - 1)]?.focus();
  };

  const submit = handleSubmit(
    (body) => {
      setFormError('');
      setConfirming(body);
    },
    () => setFormError(''),
  );

  /** The server's problems on the boxes they name, or on a whole prize. */
  const refused = (caught: unknown) => {
    const prizes = new Set<string>();
    for (const name of Object.keys(fieldProblems(caught))) {
      const prize = /^prizes\.([^.]+)$/.exec(name);
      if (prize) prizes.add(prize[1]!);
      else if (name === 'reason' || name.startsWith('prizes.'))
        setError(name as FieldPath<Values>, { message: name === 'reason' ? 'REASON_INVALID' : 'server' });
    }
    setPrizeServer(prizes);
  };
  const send = (body: Body) =>
    run(() => postResult(`/admin/api/lottery/periods/${periodId}/result`, body), {
      settled: () => setConfirming(null),
      done: onDone,
      refused,
    });

  const sayReason = (code: string) =>
    code === 'REQUIRED' ? t('correction.reasonRequired') : t('correction.reasonInvalid', { max: REASON_MAX });
  const total = cells.length;
  return (
    <form className="lottery-result-form" onSubmit={(e) => void submit(e)} noValidate data-testid="result-form">
      <p className="admin-muted">{t('result.hint', { total })}</p>
      {shape.map(({ prize, count, digits }) => (
        <fieldset key={prize} className="lottery-prize" data-prize={prize}>
          <legend>
            <strong>{t(`prizes.${prize}`)}</strong>{' '}
            <span className="admin-muted">{t('result.shape', { numbers: count, digits })}</span>
          </legend>
          <div className="lottery-prize__cells">
            {Array.from({ length: count }, (_, index) => {
              const at = cells.findIndex((c) => c.prize === prize && c.index === index);
              const id = `result-${periodId}-${prize}-${index}`;
              return (
                <Controller
                  key={index}
                  control={control}
                  name={cellName(prize, index)}
                  render={({ field, fieldState }) => {
                    const issue = fieldState.error?.message as CellIssue | undefined;
                    return (
                      <div className="lottery-cell">
                        <input
                          id={id}
                          ref={(el) => {
                            field.ref(el);
                            inputs.current[at] = el;
                          }}
                          name={field.name}
                          className="lottery-cell__input"
                          style={{ width: `${digits + 2.5}ch` }}
                          inputMode="numeric"
                          autoComplete="off"
                          maxLength={digits}
                          value={field.value as string}
                          aria-label={t('result.cellLabel', { prize: t(`prizes.${prize}`), n: index + 1, digits })}
                          aria-invalid={issue ? true : undefined}
                          aria-describedby={issue ? `${id}-error` : undefined}
                          onChange={(e) => {
                            const typed = e.target.value.trim();
                            field.onChange(typed);
                            forgetPrize(prize);
                            if (typed.length === digits && /^\d+$/.test(typed)) inputs.current[at + 1]?.focus();
                          }}
                          onBlur={field.onBlur}
                          onPaste={(e) => onPaste(at, e)}
                          data-testid={`result-cell-${prize}-${index}`}
                        />
                        {issue && (
                          <small
                            id={`${id}-error`}
                            className="admin-field__error"
                            data-testid={`result-cell-error-${prize}-${index}`}
                          >
                            {t(`result.cell.${issue}`, { digits })}
                          </small>
                        )}
                      </div>
                    );
                  }}
                />
              );
            })}
          </div>
          {prizeServer.has(prize) && (
            <small className="admin-field__error" data-testid={`result-prize-error-${prize}`}>
              {t('result.prizeProblem', { numbers: count, digits })}
            </small>
          )}
        </fieldset>
      ))}
      {correcting && (
        <IssueTextProvider value={sayReason}>
          <PlainTextField
            control={control}
            name="reason"
            type="note"
            rows={2}
            maxLength={REASON_MAX}
            label={t('correction.reason')}
            hint={t('correction.hint')}
            testId="correction-reason"
          />
        </IssueTextProvider>
      )}
      {formState.isSubmitted && invalid.length > 0 && (
        <p className="admin-error" role="alert" data-testid="result-invalid">
          {t('result.invalidCount', { n: invalid.length })}
        </p>
      )}
      {error && (
        <p className="admin-error" role="alert" data-testid="result-error">
          {error}
        </p>
      )}
      <div className="admin-actions">
        <Button type="submit" variant="primary" disabled={busy} data-testid="result-submit">
          {correcting ? t('result.submitCorrection') : t('result.submit')}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming !== null}
        title={correcting ? t('result.confirmCorrectionTitle') : t('result.confirmTitle')}
        message={correcting ? t('result.confirmCorrection') : t('result.confirm')}
        confirmLabel={correcting ? t('result.submitCorrection') : t('result.submit')}
        cancelLabel={t('admin:actions.cancel')}
        tone={correcting ? 'danger' : 'primary'}
        busy={busy}
        onConfirm={() => confirming && void send(confirming)}
        onCancel={() => setConfirming(null)}
      />
    </form>
  );
}
