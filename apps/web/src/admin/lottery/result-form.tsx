import { useRef, useState, type ClipboardEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api-client';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { Field } from '../ui/field';
import { fieldProblems, postResult, REASON_MAX, type MarketRules, type Prizes, type ResultAnswer } from './lottery-api';

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
  const [values, setValues] = useState<Prizes>(() => emptyOf(shape, initial));
  const [touched, setTouched] = useState<Set<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [server, setServer] = useState<Record<string, string>>({});
  const [error, setError] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [reason, setReason] = useState('');
  const inputs = useRef<(HTMLInputElement | null)[]>([]);
  const reasonInput = useRef<HTMLTextAreaElement | null>(null);
  const reasonProblem = !correcting
    ? null
    : reason.trim() === ''
      ? t('correction.reasonRequired')
      : server.reason
        ? t('correction.reasonInvalid', { max: REASON_MAX })
        : null;

  const cells = shape.flatMap(({ prize, count, digits }) =>
    Array.from({ length: count }, (_, index) => ({ prize, index, digits })),
  );
  const issueAt = (prize: string, index: number, digits: number): CellIssue | null => {
    const own = cellIssue(values[prize]![index]!, digits);
    const shown = submitted || touched.has(`${prize}.${index}`);
    if (own && shown) return own;
    return server[`prizes.${prize}.${index}`] ? 'server' : null;
  };
  const invalid = cells.filter((c) => cellIssue(values[c.prize]![c.index]!, c.digits) !== null);

  const setCell = (prize: string, index: number, value: string) => {
    setValues((prev) => ({ ...prev, [prize]: prev[prize]!.map((v, i) => (i === index ? value : v)) }));
    setServer((prev) => {
      const next = { ...prev };
      delete next[`prizes.${prize}.${index}`];
      delete next[`prizes.${prize}`];
      return next;
    });
  };

  const onType = (at: number, value: string) => {
    const cell = cells[at]!;
    const typed = value.trim();
    setCell(cell.prize, cell.index, typed);
    if (typed.length === cell.digits && /^\d+$/.test(typed)) inputs.current[at + 1]?.focus();
  };

  /** A pasted list of numbers (a whole result, a prize's numbers) fills the boxes from this one on. */
  const onPaste = (at: number, event: ClipboardEvent<HTMLInputElement>) => {
    const numbers = event.clipboardData
      .getData('text')
      .split(/[^0-9]+/)
      .filter(Boolean);
    if (numbers.length < 2) return;
    event.preventDefault();
    const next = structuredClone(values);
    numbers.slice(0, cells.length - at).forEach((number, i) => {
      const cell = cells[at + i]!;
      next[cell.prize]![cell.index] = number;
    });
    setValues(next);
    setServer({});
    inputs.current[Math.min(at + numbers.length, cells.length - 1)]?.focus();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setError('');
    const first = invalid[0];
    if (first) {
      inputs.current[cells.indexOf(first)]?.focus();
      return;
    }
    if (correcting && reason.trim() === '') {
      reasonInput.current?.focus();
      return;
    }
    setConfirming(true);
  };

  const send = async () => {
    setBusy(true);
    try {
      const answer = await postResult(`/admin/api/lottery/periods/${periodId}/result`, {
        prizes: values,
        ...(correcting ? { correct: true, reason: reason.trim() } : {}),
      });
      setConfirming(false);
      onDone(answer);
    } catch (caught) {
      setConfirming(false);
      setServer(fieldProblems(caught));
      setError(caught instanceof ApiError ? caught.message : t('errors.failed'));
    } finally {
      setBusy(false);
    }
  };

  const total = cells.length;
  return (
    <form className="lottery-result-form" onSubmit={submit} noValidate data-testid="result-form">
      <p className="admin-muted">{t('result.hint', { total })}</p>
      {shape.map(({ prize, count, digits }) => {
        const prizeProblem = server[`prizes.${prize}`];
        return (
          <fieldset key={prize} className="lottery-prize" data-prize={prize}>
            <legend>
              <strong>{t(`prizes.${prize}`)}</strong>{' '}
              <span className="admin-muted">{t('result.shape', { numbers: count, digits })}</span>
            </legend>
            <div className="lottery-prize__cells">
              {Array.from({ length: count }, (_, index) => {
                const at = cells.findIndex((c) => c.prize === prize && c.index === index);
                const issue = issueAt(prize, index, digits);
                const id = `result-${periodId}-${prize}-${index}`;
                return (
                  <div key={index} className="lottery-cell">
                    <input
                      id={id}
                      ref={(el) => {
                        inputs.current[at] = el;
                      }}
                      className="lottery-cell__input"
                      style={{ width: `${digits + 2.5}ch` }}
                      inputMode="numeric"
                      autoComplete="off"
                      maxLength={digits}
                      value={values[prize]![index]}
                      aria-label={t('result.cellLabel', { prize: t(`prizes.${prize}`), n: index + 1, digits })}
                      aria-invalid={issue ? true : undefined}
                      aria-describedby={issue ? `${id}-error` : undefined}
                      onChange={(e) => onType(at, e.target.value)}
                      onBlur={() => setTouched((prev) => new Set(prev).add(`${prize}.${index}`))}
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
              })}
            </div>
            {prizeProblem && (
              <small className="admin-field__error" data-testid={`result-prize-error-${prize}`}>
                {t('result.prizeProblem', { numbers: count, digits })}
              </small>
            )}
          </fieldset>
        );
      })}
      {correcting && (
        <Field
          label={t('correction.reason')}
          hint={t('correction.hint')}
          error={submitted || server.reason ? reasonProblem : null}
        >
          <textarea
            ref={reasonInput}
            rows={2}
            maxLength={REASON_MAX}
            value={reason}
            onChange={(e) => {
              setReason(e.target.value);
              setServer((prev) => {
                const next = { ...prev };
                delete next.reason;
                return next;
              });
            }}
            data-testid="correction-reason"
          />
        </Field>
      )}
      {submitted && invalid.length > 0 && (
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
        open={confirming}
        title={correcting ? t('result.confirmCorrectionTitle') : t('result.confirmTitle')}
        message={correcting ? t('result.confirmCorrection') : t('result.confirm')}
        confirmLabel={correcting ? t('result.submitCorrection') : t('result.submit')}
        cancelLabel={t('admin:actions.cancel')}
        tone={correcting ? 'danger' : 'primary'}
        busy={busy}
        onConfirm={() => void send()}
        onCancel={() => setConfirming(false)}
      />
    </form>
  );
}
