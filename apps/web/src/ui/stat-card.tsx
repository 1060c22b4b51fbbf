import type { HTMLAttributes, ReactNode } from 'react';
import './stat-card.css';
import './patterns.css';

/** A grid of figures (a description list): the dashboard's, a member's balances, the team overview's. */
export function StatGrid({
  compact = false,
  className,
  ...rest
}: HTMLAttributes<HTMLDListElement> & { compact?: boolean; 'data-testid'?: string; 'data-period'?: string }) {
  const classes = ['stat-grid', compact ? 'stat-grid--compact' : '', className ?? ''].filter(Boolean).join(' ');
  return <dl className={classes} {...rest} />;
}

/** One figure with its name, and a line under it (the period, a change, a hint). */
export function StatCard({
  label,
  value,
  note,
  sign,
  testId,
}: {
  label: ReactNode;
  value: ReactNode;
  note?: ReactNode;
  /** Money in (positive) or out, coloured by the page. */
  sign?: 'in' | 'out';
  testId?: string;
}) {
  return (
    <div className="stat-card surface-card" data-testid={testId}>
      <dt className="stat-card__label">{label}</dt>
      <dd className="stat-card__value" data-sign={sign}>
        {value}
      </dd>
      {note ? <dd className="stat-card__note">{note}</dd> : null}
    </div>
  );
}
