import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { Button } from '../../../ui/button';
import { dateTimeText } from '../lib/rg-format';
import { RgError } from './rg-section';
import '../../../ui/patterns.css';

interface Pending {
  value: number | null;
  at: string;
}

/** A change that waits for its cooling-off: a removal, or a raise to its value. */
export function PendingChange({
  pending,
  format,
  testId,
}: {
  pending: Pending | null;
  format(value: number): string;
  testId?: string;
}) {
  const { t, i18n } = useTranslation('responsible-gaming');
  if (!pending) return null;
  const at = dateTimeText(pending.at, i18n.language);
  return (
    <p className="rg-limit__pending" data-testid={testId}>
      {pending.value === null ? t('pendingRemoval', { at }) : t('pendingRaise', { value: format(pending.value), at })}
    </p>
  );
}

/**
 * A limit's form: the new value, save, and a button that removes the limit while one holds and no
 * change waits. A refused value or a failed save shows under it; a saved one empties the field.
 */
export function LimitForm({
  id,
  label,
  inputMode,
  placeholder,
  removeLabel,
  removable,
  parse,
  save,
  busy,
}: {
  id: string;
  label: string;
  inputMode: 'decimal' | 'numeric';
  placeholder: string;
  removeLabel: string;
  removable: boolean;
  /** The typed text as the value to save, or the message that refuses it. */
  parse(text: string): { value: number } | { error: string };
  /** Saves the value (null: remove), calling back as the mutation ends. */
  save(value: number | null, done: { onSuccess(): void; onError(error: Error): void }): void;
  busy: boolean;
}) {
  const { t } = useTranslation('responsible-gaming');
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);

  const send = (value: number | null) => {
    setError(null);
    save(value, {
      onSuccess: () => setText(''),
      onError: (e) => setError(e instanceof ApiError ? e.message : t('errors.network')),
    });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parse(text);
    if ('error' in parsed) setError(parsed.error);
    else send(parsed.value);
  };

  return (
    <>
      <form className="rg-limit__form" noValidate onSubmit={submit}>
        <label className="visually-hidden" htmlFor={id}>
          {label}
        </label>
        <input
          id={id}
          className="rg-input sunken-input"
          inputMode={inputMode}
          placeholder={placeholder}
          value={text}
          aria-invalid={error ? true : undefined}
          onChange={(event) => setText(event.target.value)}
        />
        <Button type="submit" size="sm" variant="primary" disabled={busy}>
          {t('save')}
        </Button>
        {removable ? (
          <Button type="button" size="sm" disabled={busy} onClick={() => send(null)}>
            {removeLabel}
          </Button>
        ) : null}
      </form>
      <RgError error={error} />
    </>
  );
}
