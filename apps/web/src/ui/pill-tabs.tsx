import type { ReactNode } from 'react';
import './pill-tabs.css';

export interface PillTab<T extends string> {
  id: T;
  label: string;
  /** Drawn after the label (a count badge). */
  extra?: ReactNode;
}

/** A row of pill tabs that scrolls sideways on a phone: promotion categories, loyalty lists. */
export function PillTabs<T extends string>({
  tabs,
  value,
  label,
  onChange,
  testId,
  tabTestId,
}: {
  tabs: readonly PillTab<T>[];
  value: NoInfer<T>;
  /** The tab list's accessible name. */
  label?: string;
  onChange(value: NoInfer<T>): void;
  testId?: string;
  /** A tab's test id, where tests pick it. */
  tabTestId(id: T): string;
}) {
  return (
    <div className="pill-tabs" role="tablist" aria-label={label} data-testid={testId}>
      {tabs.map((tab) => (
        <button
          key={tab.id}
          type="button"
          role="tab"
          className="pill-tabs__tab"
          aria-selected={tab.id === value}
          data-testid={tabTestId(tab.id)}
          onClick={() => onChange(tab.id)}
        >
          {tab.label}
          {tab.extra}
        </button>
      ))}
    </div>
  );
}
