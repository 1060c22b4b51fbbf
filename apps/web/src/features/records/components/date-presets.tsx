import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DATE_RANGE_PRESETS } from '@portal/shared/constants';
import { presetRange, type DateRange, type DateRangePreset } from '@portal/shared/date-range';
import { ChipGroup } from '../../../ui/chip-group';

/** The player's clock, minutes east of UTC. */
export const localOffsetMinutes = () => -new Date().getTimezoneOffset();

/**
 * The date range of a records page, chosen by the presets of spec section 9. The range is fixed
 * when a preset is picked, so the query (and its cache key) stays the same while the page is open.
 */
export function useDateRange(initial: DateRangePreset = 'previous7') {
  const [state, setState] = useState(() => ({
    preset: initial,
    range: presetRange(initial, new Date(), localOffsetMinutes()),
  }));
  const pick = (preset: DateRangePreset) =>
    setState({ preset, range: presetRange(preset, new Date(), localOffsetMinutes()) });
  return { ...state, pick };
}

export function DatePresets({
  value,
  range,
  onChange,
}: {
  value: DateRangePreset;
  range: DateRange;
  onChange(preset: DateRangePreset): void;
}) {
  const { t, i18n } = useTranslation('wallet');
  const day = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  // `to` is the first moment after the last day.
  const last = new Date(new Date(range.to).getTime() - 1);
  return (
    <div className="records-presets">
      <ChipGroup
        label={t('records.range')}
        options={DATE_RANGE_PRESETS}
        value={value}
        onChange={onChange}
        text={(preset) => t(`records.presets.${preset}`)}
        testId={(preset) => `preset-${preset}`}
      />
      <p className="records-presets__range" data-testid="records-range">
        {day.format(new Date(range.from))} – {day.format(last)}
      </p>
    </div>
  );
}
