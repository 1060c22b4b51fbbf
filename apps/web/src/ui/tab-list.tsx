import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { rovingIndex } from '../lib/roving-keys';

export interface TabItem<Key extends string> {
  key: Key;
  label: ReactNode;
  testId?: string;
}

interface TabsProps<Key extends string> {
  /** The tab list's accessible name. */
  label: string;
  items: readonly TabItem<Key>[];
  selected: Key | undefined;
  onSelect: (key: Key) => void;
  className?: string;
  panelClassName?: string;
  panelTestId?: string;
  /** The selected tab's content. */
  children: ReactNode;
}

/**
 * A row of tabs and the selected tab's panel, wired for assistive technology: one tab in the
 * Tab order, arrows move between tabs, and the panel is named by its tab. Where the selection
 * is kept (state, the address) is the caller's business.
 */
export function Tabs<Key extends string>(props: TabsProps<Key>) {
  const { label, items, selected, onSelect, className, panelClassName, panelTestId, children } = props;
  const base = useId();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const focusable = items.some((item) => item.key === selected) ? selected : items[0]?.key;

  // An arrow, Home or End moves and selects (WAI-ARIA tabs, automatic activation).
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const to = rovingIndex(event.key, index, items.length);
    const next = to === null ? undefined : items[to];
    if (!next) return;
    event.preventDefault();
    buttons.current[items.indexOf(next)]?.focus();
    onSelect(next.key);
  };

  return (
    <>
      <div className={className} role="tablist" aria-label={label}>
        {items.map((item, index) => (
          <button
            key={item.key}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${base}-tab-${item.key}`}
            aria-controls={`${base}-panel`}
            aria-selected={item.key === selected}
            tabIndex={item.key === focusable ? 0 : -1}
            onClick={() => onSelect(item.key)}
            onKeyDown={(event) => onKeyDown(event, index)}
            data-testid={item.testId}
          >
            {item.label}
          </button>
        ))}
      </div>
      <div
        key={selected}
        role="tabpanel"
        id={`${base}-panel`}
        aria-labelledby={selected ? `${base}-tab-${selected}` : undefined}
        className={panelClassName}
        data-testid={panelTestId}
      >
        {children}
      </div>
    </>
  );
}
