import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Spinner } from '../../../ui/spinner';
import { useVnOpened } from '../api/vn-api';
import { vnDayOf } from '../lib/vn-day';
import { LotteryChips } from './lottery-chips';
import './lottery.css';
import './vn-lottery.css';

const MARKETS = ['ALL', 'XSMB', 'XSMN', 'XSMT'] as const;
type MarketFilter = (typeof MARKETS)[number];

/**
 * The home page's latest Vietnamese numbers (GET /lgw/vn/numeros/opened/game, count 100): the
 * last drawn stations of the three markets, newest first, each with its special prize and its
 * last two digits (what đề pays on); a market filter; `empty` when nothing was drawn yet.
 */
export default function VnOpenedBoard({ empty }: { empty: ReactNode }) {
  const { t, i18n } = useTranslation('lottery');
  const opened = useVnOpened();
  const [market, setMarket] = useState<MarketFilter>('ALL');
  const day = new Intl.DateTimeFormat(i18n.language, { day: '2-digit', month: '2-digit', timeZone: 'UTC' });

  if (opened.isPending) return <Spinner label={t('loading')} />;
  const all = opened.data ?? [];
  if (all.length === 0) return <>{empty}</>;
  const rows = all.filter((p) => market === 'ALL' || p.gameCode === market);
  return (
    <div className="vn-board page-card" data-testid="home-vn-opened-board">
      <LotteryChips
        className="vn-board__filter"
        label={t('vn.market')}
        options={MARKETS}
        value={market}
        onChange={setMarket}
        text={(m) => (m === 'ALL' ? t('vn.allMarkets') : m)}
        testId={(m) => `vn-board-market-${m}`}
      />
      <div className="vn-board__head" aria-hidden="true">
        <span>{t('vn.station')}</span>
        <span>{t('vn.special')}</span>
        <span>{t('vn.ending')}</span>
      </div>
      <ol className="vn-board__list" data-testid="home-vn-opened">
        {rows.map((period) => {
          const special = period.result?.special?.[0] ?? '';
          return (
            <li key={period.periodId} data-testid="home-vn-opened-row" data-issue={period.issue}>
              <Link className="vn-board__row" to={`/vnlottery?gameCode=${encodeURIComponent(period.gameCode)}`}>
                <span className="vn-board__station">
                  <span className="vn-board__station-name">{period.stationName ?? period.gameCode}</span>
                  <small className="lottery-muted">
                    {period.gameCode} · {day.format(new Date(`${vnDayOf(period.drawAt)}T00:00:00Z`))}
                  </small>
                </span>
                <span className="vn-board__special">{special}</span>
                <span className="vn-board__ending">
                  <span className="lottery-ball">{special.slice(-2)}</span>
                </span>
              </Link>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
