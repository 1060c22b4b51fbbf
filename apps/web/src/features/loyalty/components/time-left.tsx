import { useTranslation } from 'react-i18next';
import { timeLeft } from '../lib/progress';

/** "Ends in 2d 4h", "Ends in 3h 12m", "Ends in 8m" or "Ended": what is left until `end`, as of `now`. */
export function TimeLeftText({ end, now }: { end: string; now: number }) {
  const { t } = useTranslation('loyalty');
  const left = timeLeft(Date.parse(end), now);
  let text: string;
  if (left.done) text = t('timeLeft.ended');
  else if (left.days > 0) text = t('timeLeft.days', { days: left.days, hours: left.hours });
  else if (left.hours > 0) text = t('timeLeft.hours', { hours: left.hours, minutes: left.minutes });
  else text = t('timeLeft.minutes', { minutes: Math.max(1, left.minutes) });
  return (
    <time className="loyalty-time-left" dateTime={end} data-testid="time-left">
      {text}
    </time>
  );
}
