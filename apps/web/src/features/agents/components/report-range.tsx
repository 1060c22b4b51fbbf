import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isValidRange, presetDays, REPORT_PRESETS, type ReportDays, type ReportPreset } from '../lib/report-days';
import { ChipGroup } from '../../../ui/chip-group';
import '../../../ui/patterns.css';

/** A report's days: a preset, or two dates typed; the range is fixed when picked so the query key holds. */
export function useReportDays(initial: ReportPreset = 'today') {
  const [state, setState] = useState<{ preset: ReportPreset | null; days: ReportDays }>(() => ({
    preset: initial,
    days: presetDays(initial, new Date()),
  }));
  return {
    ...state,
    pick: (preset: ReportPreset) => setState({ preset, days: presetDays(preset, new Date()) }),
    set: (days: ReportDays) => setState({ preset: null, days }),
  };
}

/** Preset chips and the from / to dates (UTC days, both included). */
export function ReportRange({
  preset,
  days,
  onPreset,
  onDays,
}: {
  preset: ReportPreset | null;
  days: ReportDays;
  onPreset(preset: ReportPreset): void;
  onDays(days: ReportDays): void;
}) {
  const { t } = useTranslation('agents');
  const [draft, setDraft] = useState(days);
  const [shown, setShown] = useState(days);
  // A preset picked elsewhere puts its days in the inputs.
  if (shown !== days) {
    setShown(days);
    setDraft(days);
  }
  const change = (next: ReportDays) => {
    setDraft(next);
    if (isValidRange(next)) onDays(next);
  };
  return (
    <div className="agent-filters">
      <ChipGroup
        label={t('range.label')}
        options={REPORT_PRESETS}
        value={preset}
        onChange={onPreset}
        text={(p) => t(`range.${p}`)}
        testId={(p) => `agent-preset-${p}`}
      />
      <div className="agent-dates">
        {(['from', 'to'] as const).map((end) => (
          <label key={end} className="agent-field agent-field--inline">
            <span>{t(`range.${end}`)}</span>
            <input
              className="sunken-input"
              type="date"
              value={draft[end]}
              // Neither end may pass the other.
              min={end === 'to' ? draft.from : undefined}
              max={end === 'from' ? draft.to : undefined}
              data-testid={`agent-range-${end}`}
              onChange={(e) => change({ ...draft, [end]: e.target.value })}
            />
          </label>
        ))}
        <span className="agent-muted">{t('range.utc')}</span>
      </div>
    </div>
  );
}
