import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { REPORT_MAX_DAYS } from '@portal/shared/contracts/reports';
import { Button } from '../../ui/button';
import { RANGE_PRESETS, presetRange, rangeProblem, type DayRange } from './report-range';

/** Two days (both included) and four shortcuts; a range the server would refuse is never applied. */
export function RangePicker({
  value,
  today,
  onChange,
}: {
  value: DayRange;
  today: string;
  onChange: (range: DayRange) => void;
}) {
  const { t } = useTranslation('admin-reports');
  const { t: ta } = useTranslation('admin');
  const [draft, setDraft] = useState(value);
  const [shown, setShown] = useState(value);
  // The applied range changed from outside (a preset, the address bar): the fields follow it.
  if (shown.from !== value.from || shown.to !== value.to) {
    setShown(value);
    setDraft(value);
  }
  const problem = rangeProblem(draft);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!problem) onChange(draft);
  };

  return (
    <form className="admin-filters reports-range-picker" onSubmit={submit} data-testid="reports-range">
      <label className="reports-field">
        <span className="admin-muted">{ta('fields.from')}</span>
        <input
          type="date"
          value={draft.from}
          max={today}
          onChange={(e) => setDraft({ ...draft, from: e.target.value })}
          aria-invalid={problem ? true : undefined}
          data-testid="reports-from"
        />
      </label>
      <label className="reports-field">
        <span className="admin-muted">{ta('fields.to')}</span>
        <input
          type="date"
          value={draft.to}
          onChange={(e) => setDraft({ ...draft, to: e.target.value })}
          aria-invalid={problem ? true : undefined}
          data-testid="reports-to"
        />
      </label>
      <Button type="submit" variant="primary" disabled={problem !== null} data-testid="reports-apply">
        {t('range.apply')}
      </Button>
      <div className="reports-presets">
        {RANGE_PRESETS.map((preset) => (
          <Button
            key={preset}
            size="sm"
            variant="ghost"
            onClick={() => onChange(presetRange(preset, today))}
            data-testid={`reports-preset-${preset}`}
          >
            {t(`range.presets.${preset}`)}
          </Button>
        ))}
      </div>
      {problem && (
        <p className="admin-error reports-range-picker__error" role="alert">
          {t(`range.problems.${problem}`, { max: REPORT_MAX_DAYS })}
        </p>
      )}
    </form>
  );
}
