import { Field } from './field';

export interface FilterOption {
  value: string;
  label: string;
}

/** One select of a console filter bar: it applies as soon as it changes. */
export function SelectFilter({
  label,
  value,
  options,
  onChange,
  testId,
}: {
  label: string;
  value: string;
  options: FilterOption[];
  onChange: (value: string) => void;
  testId: string;
}) {
  return (
    <Field label={label}>
      <select value={value} onChange={(event) => onChange(event.target.value)} data-testid={testId}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  );
}

/** A filter's choices: "all" ('') first, then each value with its label. */
export const withAll = (all: string, values: readonly string[], label: (value: string) => string): FilterOption[] => [
  { value: '', label: all },
  ...values.map((value) => ({ value, label: label(value) })),
];
