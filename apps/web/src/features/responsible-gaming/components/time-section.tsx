import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  RG_MINUTES_MAX,
  RG_MINUTES_MIN,
  RG_TIME_LIMITS,
  rgTimeLimitSchema,
  type RgState,
  type RgTimeLimit,
} from '@portal/shared/contracts/responsible-gaming';
import { useSetTimeLimit } from '../api/rg';
import { minutesText } from '../lib/rg-format';
import { LimitForm, PendingChange } from './limit-form';
import { RgSection } from './rg-section';
import '../../../ui/patterns.css';

/** The typed minutes as the body PUT /wps/rg/time-limits parses (whole minutes, 5 to a day). */
const timeLimitForm = (kind: RgTimeLimit) =>
  z
    .object({ minutes: z.string() })
    .transform(({ minutes }): unknown => ({
      kind,
      minutes: minutes.trim() === '' ? undefined : Number(minutes.trim()),
    }))
    .pipe(rgTimeLimitSchema);

/** The session limit or the reality check interval: what holds, what waits, and its form. */
function TimeRow({ kind, state }: { kind: RgTimeLimit; state: RgState }) {
  const { t, i18n } = useTranslation('responsible-gaming');
  const set = useSetTimeLimit();
  const limit = state.time[kind];
  const id = `rg-${kind}`;
  const minutes = (value: number) => minutesText(value, i18n.language);

  const schema = useMemo(() => timeLimitForm(kind), [kind]);

  return (
    <li className="rg-limit" data-testid={id}>
      <div className="rg-limit__head">
        <span className="rg-limit__period">{t(`time.${kind}`)}</span>
        <strong className="rg-limit__value" data-testid={`${id}-current`}>
          {limit.current === null ? t('off') : minutes(limit.current)}
        </strong>
      </div>
      <p className="rg-limit__note">{t(`timeHints.${kind}`)}</p>
      <PendingChange pending={limit.pending} format={minutes} />
      <LimitForm
        id={id}
        name="minutes"
        label={t(`time.${kind}`)}
        inputMode="numeric"
        placeholder={t('minutesPlaceholder')}
        removeLabel={t('turnOff')}
        removable={limit.current !== null && !limit.pending}
        schema={schema}
        say={() => t('errors.minutes', { min: RG_MINUTES_MIN, max: RG_MINUTES_MAX })}
        removal={{ kind, minutes: null }}
        save={(body, done) => set.mutate(body, done)}
        busy={set.isPending}
      />
    </li>
  );
}

/** The session limit and the reality check interval. */
export function TimeSection({ state }: { state: RgState }) {
  const { t } = useTranslation('responsible-gaming');
  return (
    <RgSection id="rg-time-title" title={t('timeTitle')}>
      <ul className="rg-limits rg-limits--wide plain-list">
        {RG_TIME_LIMITS.map((kind) => (
          <TimeRow key={kind} kind={kind} state={state} />
        ))}
      </ul>
    </RgSection>
  );
}
