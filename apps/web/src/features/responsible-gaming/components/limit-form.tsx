import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ApiError } from '../../../lib/api-client';
import { formResolver, type FieldIssueCodes } from '../../../lib/form-resolver';
import { setServerIssues } from '../../../ui/form/player-fields';
import { Button } from '../../../ui/button';
import { dateTimeText } from '../lib/rg-format';
import { RgError } from './rg-section';
import '../../../ui/patterns.css';
import '../../../ui/sunken-states.css';

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

/** A limit's form holds the typed text under the body's name for it; its schema makes the route's body. */
export type LimitValues = Record<string, string>;

/**
 * A limit's form: the new value, save, and a button that removes the limit while one holds and no
 * change waits. A refused value or a failed save shows under it; a saved one empties the field.
 */
export function LimitForm<Body>({
  id,
  name,
  label,
  inputMode,
  placeholder,
  removeLabel,
  removable,
  schema,
  extra,
  say,
  removal,
  save,
  busy,
}: {
  id: string;
  /** The body's field the text becomes (amount, minutes): the schema's and the server's issues name it. */
  name: string;
  label: string;
  inputMode: 'decimal' | 'numeric';
  placeholder: string;
  removeLabel: string;
  removable: boolean;
  /** The typed text as the route's body (the shared schema the route parses). */
  schema: z.ZodType<Body, LimitValues>;
  /** The form's own rules beyond the schema (an amount above zero). */
  extra?: (values: LimitValues) => FieldIssueCodes;
  /** The sentence for an issue code of this limit (from the schema, the form or the server). */
  say(code: string): string;
  /** The body that removes the limit. */
  removal: Body;
  /** Saves the body, calling back as the mutation ends. */
  save(body: Body, done: { onSuccess(): void; onError(error: Error): void }): void;
  busy: boolean;
}) {
  const { t } = useTranslation('responsible-gaming');
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, reset, clearErrors, setError, setFocus, formState } = useForm<
    LimitValues,
    unknown,
    Body
  >({
    resolver: formResolver(schema, extra),
    defaultValues: { [name]: '' },
  });
  const issue = formState.errors[name]?.message;
  const error = issue ? say(issue) : failure;

  const send = (body: Body) => {
    setFailure(null);
    clearErrors();
    save(body, {
      onSuccess: () => reset({ [name]: '' }),
      onError: (e) => {
        if (!setServerIssues(e, setError)) setFailure(e instanceof ApiError ? e.message : t('errors.network'));
      },
    });
  };

  return (
    <>
      <form
        className="rg-limit__form"
        noValidate
        onSubmit={(event) => {
          setFailure(null);
          void handleSubmit(send, () => setFocus(name))(event);
        }}
      >
        <label className="visually-hidden" htmlFor={id}>
          {label}
        </label>
        <input
          id={id}
          className="rg-input sunken-input"
          inputMode={inputMode}
          placeholder={placeholder}
          aria-invalid={error ? true : undefined}
          {...register(name)}
        />
        <Button type="submit" size="sm" variant="primary" disabled={busy}>
          {t('save')}
        </Button>
        {removable ? (
          <Button type="button" size="sm" disabled={busy} onClick={() => send(removal)}>
            {removeLabel}
          </Button>
        ) : null}
      </form>
      <RgError error={error} />
    </>
  );
}
