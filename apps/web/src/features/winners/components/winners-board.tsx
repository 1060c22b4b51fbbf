import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCurrency } from '@portal/shared/money';
import type { Winner } from '@portal/shared/contracts/winners';
import { Spinner } from '../../../ui/spinner';
import { minorOf } from '../../../lib/money-form';
import { useWinners } from '../api/winners-api';
import './winners-board.css';
import { useCurrency } from '../../../lib/currency';

/**
 * The home page's winners board: the week's biggest wins, biggest first, as a list under the
 * board's column heads; `empty` when nobody won. Loaded after the home page's first paint.
 */
export default function WinnersBoard({ empty }: { empty: ReactNode }) {
  const { t, i18n } = useTranslation('pages');
  const winners = useWinners(i18n.language);
  const list = winners.data ?? [];
  return (
    <div className="home-winners page-card">
      <div className="home-winners__head" aria-hidden="true">
        <span>{t('home.winnersPlayer')}</span>
        <span>{t('home.winnersGame')}</span>
        <span>{t('home.winnersAmount')}</span>
      </div>
      {winners.isPending ? (
        <Spinner />
      ) : list.length === 0 ? (
        empty
      ) : (
        <ol className="winners-board" data-testid="home-winners-list">
          {list.map((winner) => (
            <WinnerRow key={winner.id} winner={winner} language={i18n.language} />
          ))}
        </ol>
      )}
    </div>
  );
}

function WinnerRow({ winner, language }: { winner: Winner; language: string }) {
  const brand = useCurrency();
  // The API keeps to the currency's decimals: the conversion is exact (no float arithmetic).
  const minor = minorOf(winner.amount, winner.decimals);
  return (
    <li className="winners-board__row" data-testid="home-winner-row">
      <span className="winners-board__player" data-testid="home-winner-name">
        {winner.username}
      </span>
      <span className="winners-board__game">
        <span className="winners-board__game-name">{winner.gameName}</span>
        <time className="winners-board__when" dateTime={winner.settledAt}>
          {timeAgo(winner.settledAt, language)}
        </time>
      </span>
      <span className="winners-board__amount" data-minor={minor}>
        {formatCurrency(
          minor,
          {
            code: winner.currency,
            decimals: winner.decimals,
            symbol: winner.currency === brand.code ? brand.symbol : undefined,
          },
          language,
        )}
      </span>
    </li>
  );
}

/** '5 minutes ago' in the page's language (the browser's own words: no strings to translate). */
function timeAgo(iso: string, language: string): string {
  const seconds = Math.round((Date.parse(iso) - Date.now()) / 1000);
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
  const abs = Math.abs(seconds);
  if (abs < 60) return format.format(seconds, 'second');
  if (abs < 3600) return format.format(Math.round(seconds / 60), 'minute');
  if (abs < 86_400) return format.format(Math.round(seconds / 3600), 'hour');
  return format.format(Math.round(seconds / 86_400), 'day');
}
