import { useTranslation } from 'react-i18next';
import { countdownOf } from '../lib/countdown';

/** "2d 03:04:05" or "03:04:05": what is left until `at`, as of `now`. */
export function CountdownText({ at, now }: { at: number; now: number }) {
  const { t } = useTranslation('promotions');
  const left = countdownOf(at, now);
  return (
    <time className="promo-countdown" dateTime={new Date(at).toISOString()} data-testid="promo-countdown">
      {left.days > 0 ? t('countdown.withDays', { days: left.days, clock: left.clock }) : left.clock}
    </time>
  );
}
