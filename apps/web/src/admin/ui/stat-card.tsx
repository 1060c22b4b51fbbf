import type { ReactNode } from 'react';

/** One figure of a dashboard: its name, the value, and a line under it (the period, a change). */
export function StatCard({
  label,
  value,
  note,
  testId,
}: {
  label: ReactNode;
  value: ReactNode;
  note?: ReactNode;
  testId?: string;
}) {
  return (
    <div className="admin-stat" data-testid={testId}>
      <span className="admin-muted">{label}</span>
      <strong>{value}</strong>
      {note && <small className="admin-muted">{note}</small>}
    </div>
  );
}
