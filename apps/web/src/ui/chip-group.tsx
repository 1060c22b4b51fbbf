import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import clsx from 'clsx';
import { rovingIndex } from '../lib/roving-keys';
import './chip-group.css';

export interface ChipGroupProps<T> {
  /** The group's accessible name. */
  label: string;
  options: readonly T[];
  /** The chosen option; null when none is (a custom date range). */
  value: NoInfer<T> | null;
  onChange(option: NoInfer<T>): void;
  /** How an option reads on its chip. */
  text(option: T): ReactNode;
  /** The chip's test id, where tests pick it. */
  testId?(option: T): string;
  /**
   * 'toggle' (default): a group of pressed/unpressed buttons. 'radio': a radiogroup whose chips
   * are radios (aria-checked), for a one-of choice read out as such.
   */
  kind?: 'toggle' | 'radio';
  /** The row's class (default: the shared chip row). */
  className?: string;
  /** Each chip's class (default: the shared chip). */
  chipClassName?: string;
  /** An extra class on the chosen chip, for styles that key on a class rather than on ARIA. */
  activeClassName?: string;
}

/** A row of chips of which one is chosen: date presets, ranges, filters, a bet side. */
export function ChipGroup<T>({
  label,
  options,
  value,
  onChange,
  text,
  testId,
  kind = 'toggle',
  className = 'chip-group',
  chipClassName = 'chip',
  activeClassName,
}: ChipGroupProps<T>) {
  const radio = kind === 'radio';
  const chips = useRef<(HTMLButtonElement | null)[]>([]);
  // A radio group is one stop in the Tab order (the chosen chip, else the first); arrows move and choose.
  const focusable = options.includes(value as T) ? value : options[0];
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const to = rovingIndex(event.key, index, options.length, 'both');
    if (!radio || to === null) return;
    event.preventDefault();
    chips.current[to]?.focus();
    onChange(options[to]!);
  };
  return (
    <div className={className} role={radio ? 'radiogroup' : 'group'} aria-label={label}>
      {options.map((option, index) => {
        const chosen = option === value;
        return (
          <button
            key={String(option)}
            ref={(element) => {
              chips.current[index] = element;
            }}
            type="button"
            role={radio ? 'radio' : undefined}
            aria-checked={radio ? chosen : undefined}
            aria-pressed={radio ? undefined : chosen}
            tabIndex={radio ? (option === focusable ? 0 : -1) : undefined}
            onKeyDown={(event) => onKeyDown(event, index)}
            className={clsx(chipClassName, chosen && activeClassName) || undefined}
            data-testid={testId?.(option)}
            onClick={() => onChange(option)}
          >
            {text(option)}
          </button>
        );
      })}
    </div>
  );
}
