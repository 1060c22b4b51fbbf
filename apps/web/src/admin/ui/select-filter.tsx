import { FieldFrame } from '../../ui/form/form-fields';
import { ChoiceOptions, choicesOf, type FilterChoice } from './list-filters';

export type FilterOption = FilterChoice;

/** One select of a queue's filter bar, in the form kit's frame: it applies as soon as it changes. */
export function SelectFilter({
  label,
  value,
  options,
  onChange,
  testId,
}: {
  label: string;
  value: string;
  options: readonly FilterOption[];
  onChange: (value: string) => void;
  testId: string;
}) {
  return (
    <FieldFrame label={label}>
      {(aria) => (
        <select {...aria} value={value} onChange={(event) => onChange(event.target.value)} data-testid={testId}>
          <ChoiceOptions choices={options} />
        </select>
      )}
    </FieldFrame>
  );
}

/** A filter's choices: "all" ('') first, then each value with its label. */
export const withAll = (all: string, values: readonly string[], label: (value: string) => string): FilterOption[] => [
  { value: '', label: all },
  ...choicesOf(values, label),
];
