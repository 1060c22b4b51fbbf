import type { ReactNode } from 'react';

export interface TabItem<T extends string> {
  id: T;
  label: string;
  /** Drawn after the label (a count badge). */
  extra?: ReactNode;
}

/** A row of pill tabs that scrolls sideways on a phone. */
export function LoyaltyTabs<T extends string>({
  tabs,
  value,
  label,
  onChange,
  testId,
}: {
  tabs: readonly TabItem<T>[];
  value: T;
  label: string;
  onChange(value: T): void;
  testId?: string;
}) {
  return (
    <div className="loyalty-tabs" role="tablist" aria-label={label} data-testid={testId}>
      {tabs.map((tab) => (
        <button
          key={tab.id}
          type="button"
          role="tab"
          className="loyalty-tabs__tab"
          aria-selected={tab.id === value}
          data-testid={`loyalty-tab-${tab.id}`}
          onClick={() => onChange(tab.id)}
        >
          {tab.label}
          {tab.extra}
        </button>
      ))}
    </div>
  );
}
