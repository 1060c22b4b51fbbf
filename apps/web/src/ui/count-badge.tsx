import clsx from 'clsx';
import './count-badge.css';

/** A count as a small red pill at the end of its line ("99+" above 99); nothing at all at 0. */
export function CountBadge({
  count,
  label,
  testId,
  className,
}: {
  count: number;
  /** Said by screen readers in place of the bare number. */
  label: string;
  testId: string;
  className?: string;
}) {
  if (count <= 0) return null;
  return (
    <span className={clsx('count-badge', className)} data-testid={testId} aria-label={label}>
      {count > 99 ? '99+' : count}
    </span>
  );
}
