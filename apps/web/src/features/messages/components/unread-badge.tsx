import clsx from 'clsx';
import './unread-badge.css';

/** The unread count as a small pill: nothing at 0, "99+" above 99. */
export function UnreadBadge({
  count,
  label,
  testId,
  floating = false,
}: {
  count: number;
  /** Said by screen readers in place of the bare number. */
  label: string;
  testId: string;
  /** Pinned to the corner of the element it sits in (the avatar), rather than in the line. */
  floating?: boolean;
}) {
  if (count <= 0) return null;
  return (
    <span
      className={clsx('unread-badge', floating && 'unread-badge--floating')}
      role="status"
      aria-label={label}
      data-testid={testId}
      data-count={count}
    >
      {count > 99 ? '99+' : count}
    </span>
  );
}
