import { useTranslation } from 'react-i18next';
import type { Prizes } from './lottery-api';

/** A drawn result as the draw shows it: a line per prize (or the balls of keno and 5D). */
export function ResultView({ result }: { result: Prizes | null }) {
  const { t } = useTranslation('admin-lottery');
  if (!result) return <p className="admin-muted">{t('period.noResult')}</p>;
  return (
    <dl className="lottery-result-view" data-testid="period-result">
      {Object.entries(result).map(([prize, numbers]) => (
        <div key={prize} className="lottery-result-view__row">
          <dt>{t(`prizes.${prize}`)}</dt>
          <dd>
            {numbers.map((n, i) => (
              <span key={i} className="lottery-ball" data-prize={prize}>
                {n}
              </span>
            ))}
          </dd>
        </div>
      ))}
    </dl>
  );
}
