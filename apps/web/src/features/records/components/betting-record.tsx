import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GAME_CATEGORIES } from '@portal/shared/constants';
import { RECORDS_PAGE_SIZE } from '@portal/shared/contracts/records';
import { useBets } from '../api/records';
import { dateTimeText, moneyText } from '../lib/format';
import { DatePresets, useDateRange } from './date-presets';
import { Pager } from './pager';
import { RecordsState } from './records-state';
import './records.css';

/** Betting record (personalHistoryCopy): the bets the games and lottery write, by date. */
export function BettingRecord({ token, decimals }: { token: string | null; decimals: number }) {
  const { t, i18n } = useTranslation('wallet');
  const dates = useDateRange();
  const [page, setPage] = useState(1);
  const [product, setProduct] = useState('');
  const bets = useBets(token, { ...dates.range, page, pageSize: RECORDS_PAGE_SIZE, product: product || undefined });
  const data = bets.data;
  const money = (major: number, signed = false) => moneyText(major, decimals, i18n.language, signed);
  return (
    <div className="records" data-testid="betting-record">
      <div className="records-filters">
        <label className="records-select">
          <span>{t('records.columns.product')}</span>
          <select
            value={product}
            data-testid="bet-product"
            onChange={(event) => {
              setProduct(event.target.value);
              setPage(1);
            }}
          >
            <option value="">{t('records.allProducts')}</option>
            {GAME_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {t(`common:menu.categories.${category}`)}
              </option>
            ))}
          </select>
        </label>
        <DatePresets
          value={dates.preset}
          range={dates.range}
          onChange={(preset) => {
            dates.pick(preset);
            setPage(1);
          }}
        />
      </div>
      <RecordsState
        isPending={bets.isPending}
        error={bets.error}
        isEmpty={data?.items.length === 0}
        emptyTitle={t('records.empty.bets')}
        emptyDescription={t('records.empty.betsHint')}
        onRetry={() => void bets.refetch()}
      >
        {data && (
          <>
            <table className="records-table">
              <thead>
                <tr>
                  <th scope="col">{t('records.columns.time')}</th>
                  <th scope="col">{t('records.columns.game')}</th>
                  <th scope="col" className="records-table__num">
                    {t('records.columns.stake')}
                  </th>
                  <th scope="col" className="records-table__num">
                    {t('records.columns.validBet')}
                  </th>
                  <th scope="col" className="records-table__num">
                    {t('records.columns.profit')}
                  </th>
                  <th scope="col">{t('records.columns.status')}</th>
                </tr>
              </thead>
              <tbody>
                {data.items.map((bet) => (
                  <tr key={bet.id}>
                    <td data-label={t('records.columns.time')}>{dateTimeText(bet.placedAt, i18n.language)}</td>
                    <td data-label={t('records.columns.game')}>
                      {bet.gameName ?? bet.gameCode} <span className="records-muted">{bet.vendor}</span>
                    </td>
                    <td data-label={t('records.columns.stake')} className="records-table__num">
                      {money(bet.stake)}
                    </td>
                    <td data-label={t('records.columns.validBet')} className="records-table__num">
                      {money(bet.validBet)}
                    </td>
                    <td
                      data-label={t('records.columns.profit')}
                      className="records-table__num"
                      data-sign={bet.profit < 0 ? 'out' : 'in'}
                    >
                      {bet.status === 'settled' ? money(bet.profit, true) : '—'}
                    </td>
                    <td data-label={t('records.columns.status')}>{t(`records.betStatus.${bet.status}`)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <Pager page={page} totalPages={data.totalPages} capped={data.totalCapped} onPage={setPage} />
          </>
        )}
      </RecordsState>
    </div>
  );
}
