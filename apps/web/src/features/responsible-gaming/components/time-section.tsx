import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  RG_MINUTES_MAX,
  RG_MINUTES_MIN,
  RG_TIME_LIMITS,
  type RgState,
  type RgTimeLimit,
} from '@portal/shared/contracts/responsible-gaming';
import { ApiError } from '../../../lib/api-client';
import { Button } from '../../../ui/button';
import { useSetTimeLimit } from '../api/rg';
import { dateTimeText, minutesText } from '../lib/rg-format';

function TimeRow({ kind, state }: { kind: RgTimeLimit; state: RgState }) {
  const { t, i18n } = useTranslation('responsible-gaming');
  const set = useSetTimeLimit();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const limit = state.time[kind];
  const id = `rg-${kind}`;

  const send = (minutes: number | null) => {
    setError(null);
    set.mutate(
      { kind, minutes },
      {
        onSuccess: () => setValue(''),
        onError: (e) => setError(e instanceof ApiError ? e.message : t('errors.network')),
      },
    );
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const minutes = Number(value);
    if (!Number.isInteger(minutes) || minutes < RG_MINUTES_MIN || minutes > RG_MINUTES_MAX) {
      setError(t('errors.minutes', { min: RG_MINUTES_MIN, max: RG_MINUTES_MAX }));
      return;
    }
    send(minutes);
  };

  return (
    <li className="rg-limit" data-testid={id}>
      <div className="rg-limit__head">
        <span className="rg-limit__period">{t(`time.${kind}`)}</span>
        <strong className="rg-limit__value" data-testid={`${id}-current`}>
          {limit.current === null ? t('off') : minutesText(limit.current, i18n.language)}
        </strong>
      </div>
      <p className="rg-limit__note">{t(`timeHints.${kind}`)}</p>
      {limit.pending ? (
        <p className="rg-limit__pending">
          {limit.pending.value === null
            ? t('pendingRemoval', { at: dateTimeText(limit.pending.at, i18n.language) })
            : t('pendingRaise', {
                value: minutesText(limit.pending.value, i18n.language),
                at: dateTimeText(limit.pending.at, i18n.language),
              })}
        </p>
      ) : null}
      <form className="rg-limit__form" noValidate onSubmit={submit}>
        <label className="visually-hidden" htmlFor={id}>
          {t(`time.${kind}`)}
        </label>
        <input
          id={id}
          className="rg-input"
          inputMode="numeric"
          placeholder={t('minutesPlaceholder')}
          value={value}
          aria-invalid={error ? true : undefined}
          onChange={(event) => setValue(event.target.value)}
        />
        <Button type="submit" size="sm" variant="primary" disabled={set.isPending}>
          {t('save')}
        </Button>
        {limit.current !== null && !limit.pending ? (
          <Button type="button" size="sm" disabled={set.isPending} onClick={() => send(null)}>
            {t('turnOff')}
          </Button>
        ) : null}
      </form>
      {error ? (
        <p className="rg-error" role="alert">
          {error}
        </p>
      ) : null}
    </li>
  );
}

/** The session limit and the reality check interval. */
export function TimeSection({ state }: { state: RgState }) {
  const { t } = useTranslation('responsible-gaming');
  return (
    <section className="rg-section" aria-labelledby="rg-time-title">
      <h4 id="rg-time-title" className="rg-section__title">
        {t('timeTitle')}
      </h4>
      <ul className="rg-limits rg-limits--wide">
        {RG_TIME_LIMITS.map((kind) => (
          <TimeRow key={kind} kind={kind} state={state} />
        ))}
      </ul>
    </section>
  );
}
