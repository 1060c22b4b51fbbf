import clsx from 'clsx';
import { CrownIcon } from '../../../ui/icons';
import { labelStyle } from '../lib/colors';
import './loyalty-badges.css';

/** A VIP level as a pill in its two colours (color → color2), with text that reads on them. */
export function LevelBadge({
  label,
  size = 'md',
  className,
  testId = 'level-badge',
}: {
  label: { labelName: string; color: string; color2: string };
  size?: 'sm' | 'md' | 'lg';
  className?: string;
  testId?: string;
}) {
  return (
    <span
      className={clsx('loyalty-level', `loyalty-level--${size}`, className)}
      style={labelStyle(label)}
      data-testid={testId}
    >
      <CrownIcon size={size === 'lg' ? 20 : size === 'md' ? 16 : 14} aria-hidden="true" />
      <span className="loyalty-level__name">{label.labelName}</span>
    </span>
  );
}
