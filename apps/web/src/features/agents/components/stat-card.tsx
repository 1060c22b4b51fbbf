import type { ReactNode } from 'react';

/** A figure with its name: the team overview's and the income totals' cards. */
export function StatCard({
  label,
  value,
  sign,
  testId,
  hint,
}: {
  label: string;
  value: ReactNode;
  sign?: 'in' | 'out';
  testId?: string;
  hint?: string;
}) {
  return (
    <div className="agent-stat" data-testid={testId}>
      <dt>{label}</dt>
      <dd data-sign={sign}>{value}</dd>
      {hint ? <p className="agent-stat__hint">{hint}</p> : null}
    </div>
  );
}
