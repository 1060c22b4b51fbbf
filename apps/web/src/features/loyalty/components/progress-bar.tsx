import { clampPercent } from '../lib/progress';
import '../../../ui/patterns.css';

/** A bar from 0 to 100 with its accessible value; `tone` gold for VIP, green for missions. */
export function ProgressBar({
  percent,
  label,
  tone = 'accent',
  testId,
}: {
  percent: number;
  label: string;
  tone?: 'accent' | 'gold';
  testId?: string;
}) {
  const value = clampPercent(percent);
  return (
    <div
      className="loyalty-bar progress-bar"
      data-tone={tone}
      role="progressbar"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      aria-label={label}
      data-testid={testId}
    >
      <span style={{ width: `${value}%` }} />
    </div>
  );
}
