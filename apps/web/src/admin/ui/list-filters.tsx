import clsx from 'clsx';
import './list-filters.css';

export interface FilterChoice {
  value: string | number;
  label: string;
}

/** Each of a few values with its words, for a filter and an editor's select alike. */
export const choicesOf = <Value extends string | number>(
  values: readonly Value[],
  label: (value: Value) => string,
): { value: Value; label: string }[] => values.map((value) => ({ value, label: label(value) }));

/**
 * A list filter above a console table: a labelled select whose first choice ("all") clears the
 * filter, so the caller gets `undefined` rather than an empty string to drop from the query.
 */
export function FilterSelect({
  label,
  all,
  value,
  choices,
  onChange,
  testId,
  quietLabel = false,
}: {
  label: string;
  /** The words of the first choice, the one that shows every row. */
  all: string;
  value: string | number | undefined;
  choices: readonly FilterChoice[];
  onChange: (next: string | undefined) => void;
  testId: string;
  /** The label in the muted text colour, as the content desk shows it. */
  quietLabel?: boolean;
}) {
  return (
    <label className="admin-filter">
      <span className={quietLabel ? 'admin-muted' : undefined}>{label}</span>
      <select value={value ?? ''} onChange={(event) => onChange(event.target.value || undefined)} data-testid={testId}>
        <option value="">{all}</option>
        <ChoiceOptions choices={choices} />
      </select>
    </label>
  );
}

/** The options of a select, the same list a filter and an editor's field offer. */
export function ChoiceOptions({ choices }: { choices: readonly FilterChoice[] }) {
  return choices.map((choice) => (
    <option key={choice.value} value={choice.value}>
      {choice.label}
    </option>
  ));
}

/** A list's search box with its label; the search runs when the filters' form is sent. */
export function FilterSearch({
  label,
  value,
  onChange,
  placeholder,
  maxLength,
  testId,
  quietLabel = false,
  grow = false,
}: {
  label: string;
  value: string;
  onChange: (next: string) => void;
  placeholder: string;
  maxLength: number;
  testId: string;
  quietLabel?: boolean;
  /** Takes the row's free width (a search over several fields wants room). */
  grow?: boolean;
}) {
  return (
    <label className={clsx('admin-filter', grow && 'admin-filter--grow')}>
      <span className={quietLabel ? 'admin-muted' : undefined}>{label}</span>
      <input
        type="search"
        value={value}
        maxLength={maxLength}
        placeholder={placeholder}
        onChange={(event) => onChange(event.target.value)}
        data-testid={testId}
      />
    </label>
  );
}
