import { useTranslation } from 'react-i18next';
import {
  RG_MINUTES_MAX,
  RG_MINUTES_MIN,
  RG_TIME_LIMITS,
  type RgState,
  type RgTimeLimit,
} from '@portal/shared/contracts/responsible-gaming';
import { useSetTimeLimit } from '../api/rg';
import { minutesText } from '../lib/rg-format';
import { LimitForm, PendingChange } from './limit-form';
import { RgSection } from './rg-section';
import '../../../ui/patterns.css';

/** The session limit or the reality check interval: what holds, what waits, and its form. */
function TimeRow({ kind, state }: { kind: RgTimeLimit; state: RgState }) {
  const { t, i18n } = useTranslation('responsible-gaming');
  const set = useSetTimeLimit();
  const limit = state.time[kind];
  const id = `rg-${kind}`;
  const minutes = (value: number) => minutesText(value, i18n.language);

  const parse = (text: string) => {
    const value = Number(text);
    if (!Number.isInteger(value) || value < RG_MINUTES_MIN || value > RG_MINUTES_MAX) {
      return { error: t('errors.minutes', { min: RG_MINUTES_MIN, max: RG_MINUTES_MAX }) };
    }
    return { value };
  };

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
        label={t(`time.${kind}`)}
        inputMode="numeric"
        placeholder={t('minutesPlaceholder')}
        removeLabel={t('turnOff')}
        removable={limit.current !== null && !limit.pending}
        parse={parse}
        save={(value, done) => set.mutate({ kind, minutes: value }, done)}
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
