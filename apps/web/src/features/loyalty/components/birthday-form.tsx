import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button';
import { CalendarIcon } from '../../../ui/icons';
import { failureMessage } from '../../../lib/field-messages';
import { useSetBirthday } from '../api/vip';
import { birthdayIssue, EARLIEST_BIRTH_YEAR, localToday } from '../lib/birthday';
import { calendarDateText } from '../lib/format';
import '../../../ui/patterns.css';

/**
 * The birthday behind the birthday bonus: shown read-only once set; otherwise a date input that
 * says it can be set only once, and asks again before saving.
 */
export function BirthdaySection({ birthday }: { birthday: string | null }) {
  const { t, i18n } = useTranslation('loyalty');
  return (
    <section className="loyalty-card loyalty-birthday surface-card" data-testid="vip-birthday">
      <h4 className="loyalty-card__title">
        <CalendarIcon size={18} /> {t('birthday.title')}
      </h4>
      {birthday ? (
        <>
          <p className="loyalty-birthday__value" data-testid="vip-birthday-value">
            {calendarDateText(birthday, i18n.language)}
          </p>
          <p className="loyalty-muted">{t('birthday.setNote')}</p>
        </>
      ) : (
        <BirthdayForm />
      )}
    </section>
  );
}

function BirthdayForm() {
  const { t, i18n } = useTranslation('loyalty');
  const id = useId();
  const save = useSetBirthday();
  const [value, setValue] = useState('');
  const [issue, setIssue] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const today = localToday(new Date());

  const check = (event: FormEvent) => {
    event.preventDefault();
    const found = birthdayIssue(value, today);
    setIssue(found ? t(`birthday.issues.${found}`, { year: EARLIEST_BIRTH_YEAR }) : null);
    setFailure(null);
    if (!found) setConfirming(true);
  };

  const confirm = () => {
    save.mutate(value, {
      onSuccess: () => setConfirming(false),
      onError: (cause) => {
        setConfirming(false);
        setFailure(failureMessage(cause, t('errors.network')));
      },
    });
  };

  return (
    <form className="loyalty-form" noValidate onSubmit={check} data-testid="vip-birthday-form">
      <p className="loyalty-muted">{t('birthday.explain')}</p>
      <div className="loyalty-field" data-invalid={issue ? 'true' : undefined}>
        <label className="loyalty-field__label" htmlFor={id}>
          {t('birthday.label')}
        </label>
        <input
          id={id}
          className="loyalty-field__input sunken-input"
          type="date"
          name="birthday"
          min={`${EARLIEST_BIRTH_YEAR}-01-01`}
          max={today}
          value={value}
          disabled={confirming || save.isPending}
          aria-invalid={issue ? true : undefined}
          aria-describedby={issue ? `${id}-error` : undefined}
          data-testid="vip-birthday-input"
          onChange={(event) => {
            setValue(event.target.value);
            setIssue(null);
          }}
        />
        {issue ? (
          <p className="loyalty-field__error" id={`${id}-error`}>
            {issue}
          </p>
        ) : null}
      </div>
      {confirming ? (
        <div className="loyalty-confirm" role="alertdialog" aria-live="polite" data-testid="vip-birthday-confirm">
          <p>{t('birthday.confirm', { date: calendarDateText(value, i18n.language) })}</p>
          <div className="loyalty-confirm__actions">
            <Button size="sm" onClick={() => setConfirming(false)} disabled={save.isPending}>
              {t('birthday.change')}
            </Button>
            <Button
              size="sm"
              variant="primary"
              onClick={confirm}
              disabled={save.isPending}
              aria-busy={save.isPending || undefined}
              data-testid="vip-birthday-confirm-save"
            >
              {save.isPending ? t('birthday.saving') : t('birthday.confirmSave')}
            </Button>
          </div>
        </div>
      ) : (
        <Button type="submit" variant="primary" size="sm" data-testid="vip-birthday-save">
          {t('birthday.save')}
        </Button>
      )}
      {failure ? (
        <p className="alert-note" role="alert">
          {failure}
        </p>
      ) : null}
    </form>
  );
}
