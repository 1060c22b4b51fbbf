import type { ReactNode } from 'react';
import type { FieldValues, RefCallBack } from 'react-hook-form';
import { FieldFrame, useKitField, type KitFieldProps } from '../../ui/form/form-fields';
import { CheckField } from '../ui/check-field';
import { Toggle } from './settings-controls';

/**
 * The settings tabs' controls the form kit (ui/form) has no piece for, bound to the settings form
 * by `control` and `name` as the kit's are: a switch, a set of choices, a colour, and the boxes of
 * a rules table's rows.
 */

/** An on/off setting: a switch with its name and one line on what it does (or its issue). */
export function SwitchField<Values extends FieldValues>(props: KitFieldProps<Values>) {
  const { field, error } = useKitField(props);
  return (
    <Toggle
      label={props.label}
      hint={props.hint}
      checked={Boolean(field.value)}
      error={error}
      onChange={field.onChange}
      testId={props.testId}
    />
  );
}

/**
 * A list of choices (languages, prize modes), each on or off, kept in the options' order; as
 * switches with a line each, or as check boxes. Each control's test id is `testId-value`.
 */
export function ChoicesField<Values extends FieldValues, Option extends string>(
  props: KitFieldProps<Values> & {
    options: readonly { value: Option; label: string; hint?: string }[];
    look: 'switches' | 'checks';
  },
) {
  const { field, error } = useKitField(props);
  const chosen = (field.value as Option[] | undefined) ?? [];
  const pick = (option: Option, on: boolean) =>
    field.onChange(
      on
        ? props.options.map((o) => o.value).filter((value) => value === option || chosen.includes(value))
        : chosen.filter((value) => value !== option),
    );
  return (
    <fieldset className="settings-group">
      <legend>{props.label}</legend>
      {props.hint && <p className="admin-muted">{props.hint}</p>}
      <div className={props.look === 'switches' ? 'settings-toggles' : 'settings-checks'}>
        {props.options.map((option) =>
          props.look === 'switches' ? (
            <Toggle
              key={option.value}
              label={option.label}
              hint={option.hint}
              checked={chosen.includes(option.value)}
              onChange={(on) => pick(option.value, on)}
              testId={props.testId && `${props.testId}-${option.value}`}
            />
          ) : (
            <CheckField
              key={option.value}
              label={option.label}
              checked={chosen.includes(option.value)}
              onChange={(on) => pick(option.value, on)}
              testId={props.testId && `${props.testId}-${option.value}`}
            />
          ),
        )}
      </div>
      {error && <small className="admin-field__error">{error}</small>}
    </fieldset>
  );
}

type BoundField = { ref: RefCallBack; name: string; onBlur: () => void };

/** What a bound box takes from its field: its element, name, leaving and test id. */
const boxOf = (field: BoundField, testId: string | undefined) => ({
  ref: field.ref,
  name: field.name,
  onBlur: field.onBlur,
  'data-testid': testId,
});

/** A colour (#rrggbb) picked with the browser's colour box. */
export function ColorField<Values extends FieldValues>(props: KitFieldProps<Values>) {
  const { field, error } = useKitField(props);
  return (
    <FieldFrame label={props.label} hint={props.hint} error={error}>
      {(aria) => (
        <input
          {...aria}
          {...boxOf(field, props.testId)}
          type="color"
          className="settings-color"
          value={(field.value as string | undefined) ?? ''}
          onChange={field.onChange}
        />
      )}
    </FieldFrame>
  );
}

interface CellProps<Values extends FieldValues> extends Omit<KitFieldProps<Values>, 'label' | 'hint'> {
  /** What a screen reader calls the box: the row's name and the column's. */
  label: string;
  className?: string;
}

/** A box in a row of a rules table: named by its label, its issue (or a note the tab adds) under it. */
export function CellField<Values extends FieldValues>(
  props: CellProps<Values> & {
    type?: 'number';
    inputMode?: 'decimal';
    min?: number;
    max?: number;
    maxLength?: number;
    placeholder?: string;
    normalize?: (text: string) => string;
    /** A remark the form makes beside the schema (the minimum above the maximum). */
    note?: string;
  },
) {
  const { field, error } = useKitField(props);
  return (
    <CellIssue text={error ?? props.note}>
      <input
        {...cellOf(field, props, error)}
        type={props.type}
        inputMode={props.inputMode}
        min={props.min}
        max={props.max}
        step={props.type === 'number' ? 1 : undefined}
        maxLength={props.maxLength}
        placeholder={props.placeholder}
        value={(field.value as string | undefined) ?? ''}
        onChange={(event) => field.onChange(props.normalize ? props.normalize(event.target.value) : event.target.value)}
      />
    </CellIssue>
  );
}

/** One of a few values in a row of a rules table; `onPick` for what a choice resets. */
export function CellSelect<Values extends FieldValues, Option extends string>(
  props: CellProps<Values> & { options: readonly { value: Option; label: string }[]; onPick?: (value: Option) => void },
) {
  const { field, error } = useKitField(props);
  return (
    <CellIssue text={error}>
      <select
        {...cellOf(field, props, error)}
        value={String(field.value)}
        onChange={(event) => {
          const value = event.target.value as Option;
          field.onChange(value);
          props.onPick?.(value);
        }}
      >
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </CellIssue>
  );
}

/** A cell's box: bound, named by its label, marked while it has an issue. */
const cellOf = <Values extends FieldValues>(
  field: BoundField,
  props: CellProps<Values>,
  error: string | undefined,
) => ({
  ...boxOf(field, props.testId),
  className: props.className,
  'aria-label': props.label,
  'aria-invalid': error ? true : undefined,
});

function CellIssue({ text, children }: { text: string | undefined; children: ReactNode }) {
  return (
    <>
      {children}
      {text && <small className="admin-field__error">{text}</small>}
    </>
  );
}
