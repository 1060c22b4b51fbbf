import type { ReactNode } from 'react';
import clsx from 'clsx';
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
  return (
    <div className={className} role={radio ? 'radiogroup' : 'group'} aria-label={label}>
      {options.map((option) => {
        const chosen = option === value;
        return (
          <button
            key={String(option)}
            type="button"
            role={radio ? 'radio' : undefined}
            aria-checked={radio ? chosen : undefined}
            aria-pressed={radio ? undefined : chosen}
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
