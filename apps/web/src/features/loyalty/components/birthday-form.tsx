import { useId, useState, type FormEvent } from 'react';
import { useController, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { birthdayPayloadSchema } from '@portal/shared/contracts/loyalty';
import { Button } from '../../../ui/button';
import { CalendarIcon } from '../../../ui/icons';
import { failureMessage } from '../../../lib/field-messages';
import { formResolver, type FieldIssueCodes } from '../../../lib/form-resolver';
import { useSetBirthday } from '../api/vip';
import { birthdayIssue, EARLIEST_BIRTH_YEAR, localToday, type BirthdayIssue } from '../lib/birthday';
import { calendarDateText } from '../lib/format';
import '../../../ui/patterns.css';
import '../../../ui/sunken-states.css';

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
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const today = localToday(new Date());
  // The route's schema (a calendar date); the form's own check first: not in the future, not before 1900.
  const form = useForm<{ birthday: string }>({
    defaultValues: { birthday: '' },
    resolver: formResolver(
      birthdayPayloadSchema,
      (draft): FieldIssueCodes => {
        const found = birthdayIssue(draft.birthday, today);
        return found ? { birthday: found } : {};
      },
      { extraFirst: true },
    ),
  });
  const { field, fieldState } = useController({ control: form.control, name: 'birthday' });
  const value = field.value;
  const code = fieldState.error?.message;
  const issue = code
    ? t(`birthday.issues.${(['required', 'future', 'tooOld'].includes(code) ? code : 'format') as BirthdayIssue}`, {
        year: EARLIEST_BIRTH_YEAR,
      })
    : null;

  const check = (event: FormEvent) => {
    setFailure(null);
    void form.handleSubmit(() => setConfirming(true))(event);
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
          ref={field.ref}
          value={value}
          onBlur={field.onBlur}
          disabled={confirming || save.isPending}
          aria-invalid={issue ? true : undefined}
          aria-describedby={issue ? `${id}-error` : undefined}
          data-testid="vip-birthday-input"
          onChange={(event) => field.onChange(event.target.value)}
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
