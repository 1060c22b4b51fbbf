import { useId, type HTMLAttributes, type ReactNode } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { errorText, useSayIssue } from './issue-text';
import './form-kit.css';

/**
 * The form kit: fields bound to a react-hook-form `control` by `name`, each with its label, hint
 * and the field's issue in the section's words (IssueTextProvider). They keep the console's look
 * (admin-field) and tie the label and the note to the control for screen readers.
 */
export interface KitFieldProps<Values extends FieldValues> {
  /** The form's control, whatever body its resolver makes of the values. */
  control: Control<Values, unknown, FieldValues>;
  name: FieldPath<Values>;
  label: ReactNode;
  hint?: ReactNode;
  testId?: string;
}

interface ControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
}

/** A label, one control, and the error (or else the hint) underneath. */
export function FieldFrame({
  label,
  hint,
  error,
  children,
}: {
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  children: (props: ControlProps) => ReactNode;
}) {
  const id = useId();
  const note = error ?? hint;
  return (
    <div className="admin-field">
      <label htmlFor={id}>{label}</label>
      {children({
        id,
        'aria-describedby': note ? `${id}-note` : undefined,
        'aria-invalid': error ? true : undefined,
      })}
      {note && (
        <small id={`${id}-note`} className={error ? 'admin-field__error' : 'admin-muted'}>
          {note}
        </small>
      )}
    </div>
  );
}

/** The field's value, its change and its issue's sentence. */
export function useKitField<Values extends FieldValues, Name extends FieldPath<Values>>({
  control,
  name,
}: {
  control: KitFieldProps<Values>['control'];
  name: Name;
}) {
  const { field, fieldState } = useController({ control, name });
  return { field, error: errorText(fieldState.error, useSayIssue()) };
}

export interface TextProps<Values extends FieldValues> extends KitFieldProps<Values> {
  type?: 'text' | 'url' | 'number' | 'datetime-local' | 'password';
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  min?: string | number;
  max?: string | number;
  step?: string;
  maxLength?: number;
  placeholder?: string;
  /** How typed text is kept (upper case for codes). */
  normalize?: (text: string) => string;
  /** An empty box is kept as null (an optional address), not as ''. */
  emptyAsNull?: boolean;
  /** A datalist's id: suggestions while typing. */
  list?: string;
  /** A host name or a code: no capital first letter, no spelling marks on a phone. */
  plain?: boolean;
  autoComplete?: string;
  autoFocus?: boolean;
  /** What leaving the box starts (a username looked up). */
  onLeave?: (text: string) => void;
}

/** A typed value kept as text (an empty number box stays empty until the schema reads it). */
export function TextField<Values extends FieldValues>(props: TextProps<Values>) {
  const { field, error } = useKitField(props);
  const { label, hint, testId, type = 'text', inputMode, min, max, step, maxLength, placeholder, normalize } = props;
  const text = (field.value as string | null | undefined) ?? '';
  return (
    <FieldFrame label={label} hint={hint} error={error}>
      {(aria) => (
        <input
          {...aria}
          ref={field.ref}
          name={field.name}
          type={type}
          inputMode={inputMode}
          min={min}
          max={max}
          step={step}
          maxLength={maxLength}
          placeholder={placeholder}
          autoComplete={props.autoComplete}
          autoFocus={props.autoFocus}
          list={props.list}
          autoCapitalize={props.plain ? 'none' : undefined}
          spellCheck={props.plain ? false : undefined}
          value={text}
          onChange={(event) => {
            const typed = normalize ? normalize(event.target.value) : event.target.value;
            field.onChange(props.emptyAsNull && typed.trim() === '' ? null : typed);
          }}
          onBlur={() => {
            field.onBlur();
            props.onLeave?.(text);
          }}
          data-testid={testId}
        />
      )}
    </FieldFrame>
  );
}

/** A count or a figure typed as text: whole and not below zero unless `step` and `min` say otherwise. */
export function NumberField<Values extends FieldValues>(props: Omit<TextProps<Values>, 'type'>) {
  return <TextField min="0" step="1" {...props} type="number" />;
}

/**
 * An amount in major units of the brand's currency (named after the label); the schema and the
 * currency's decimals decide whether it fits minor units.
 */
export function MoneyField<Values extends FieldValues>({
  currency,
  label,
  ...props
}: KitFieldProps<Values> & { currency?: string }) {
  return (
    <TextField
      {...props}
      label={currency ? `${String(label)} (${currency})` : label}
      type="number"
      inputMode="decimal"
      min="0"
      step="any"
    />
  );
}

/** One of a few values (text or numbers); `onPick` for a choice that resets other fields. */
export function SelectField<Values extends FieldValues, Option extends string | number>(
  props: KitFieldProps<Values> & {
    options: readonly { value: Option; label: string }[];
    onPick?: (value: Option) => void;
  },
) {
  const { field, error } = useKitField(props);
  return (
    <FieldFrame label={props.label} hint={props.hint} error={error}>
      {(aria) => (
        <select
          {...aria}
          ref={field.ref}
          name={field.name}
          value={String(field.value as Option)}
          onChange={(event) => {
            const value = props.options.find((option) => String(option.value) === event.target.value)!.value;
            field.onChange(value);
            props.onPick?.(value);
          }}
          onBlur={field.onBlur}
          data-testid={props.testId}
        >
          {props.options.map((option) => (
            <option key={option.value} value={String(option.value)}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}

/** A yes/no setting as a check box beside its label. */
export function ToggleField<Values extends FieldValues>(props: Omit<KitFieldProps<Values>, 'hint'>) {
  const { field } = useKitField(props);
  return (
    <label className="admin-check">
      <input
        ref={field.ref}
        type="checkbox"
        name={field.name}
        checked={Boolean(field.value)}
        onChange={(event) => field.onChange(event.target.checked)}
        onBlur={field.onBlur}
        data-testid={props.testId}
      />
      {props.label}
    </label>
  );
}

/** One of a few kinds, each a card with its name and what it means; `onPick` for what a kind resets. */
export function ChoiceCardsField<Values extends FieldValues, Option extends string>(
  props: Omit<KitFieldProps<Values>, 'hint' | 'label'> & {
    label: string;
    options: readonly { value: Option; label: string; hint: string }[];
    /** The grid of cards (its column width is the section's). */
    groupClassName: string;
    /** A further class on each card, beside the kit's admin-choice. */
    cardClassName?: string;
    onPick?: (value: Option) => void;
  },
) {
  const { field } = useKitField(props);
  return (
    <div className={props.groupClassName} role="radiogroup" aria-label={props.label}>
      {props.options.map((option) => (
        <label
          key={option.value}
          className={props.cardClassName ? `admin-choice ${props.cardClassName}` : 'admin-choice'}
          data-selected={field.value === option.value || undefined}
        >
          <input
            type="radio"
            name={field.name}
            value={option.value}
            checked={field.value === option.value}
            onChange={() => {
              field.onChange(option.value);
              props.onPick?.(option.value);
            }}
            data-testid={`${props.testId}-${option.value}`}
          />
          <strong>{option.label}</strong>
          <small className="admin-muted">{option.hint}</small>
        </label>
      ))}
    </div>
  );
}
