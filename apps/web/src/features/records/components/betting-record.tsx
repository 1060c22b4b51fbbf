import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GAME_CATEGORIES } from '@portal/shared/constants';
import { RECORDS_PAGE_SIZE } from '@portal/shared/contracts/records';
import { useBetGames, useBets } from '../api/records';
import { dateTimeText, productText } from '../lib/format';
import { PagedRecords, RecordsFilter, usePagedRecords } from './paged-records';
import { GameFilter } from './game-filter';
import { useMoneyFormat } from '../../../lib/currency';

/**
 * Betting record (personalHistoryCopy): every game's rounds (studio, providers, lottery) by date,
 * product and game, each with the wallet balance before its stake and after its win.
 */
export function BettingRecord({ token }: { token: string | null }) {
  const { t, i18n } = useTranslation('wallet');
  const records = usePagedRecords();
  const [game, setGame] = useState('');
  const product = records.filter || undefined;
  const bets = useBets(token, {
    ...records.dates.range,
    page: records.page,
    pageSize: RECORDS_PAGE_SIZE,
    product,
    game: game || undefined,
  });
  const games = useBetGames(token, { ...records.dates.range, product });
  const { major, money: minor } = useMoneyFormat();
  const money = (amount: number, signed = false) => major(amount, { signed });
  const balance = (amount: number | null) => (amount === null ? '—' : minor(amount));
  return (
    <PagedRecords
      testId="betting-record"
      records={records}
      filter={
        <>
          <RecordsFilter
            label={t('records.columns.product')}
            allLabel={t('records.allProducts')}
            testId="bet-product"
            options={GAME_CATEGORIES.map((category) => ({
              value: category,
              label: t(`common:menu.categories.${category}`),
            }))}
            records={{
              ...records,
              // Another product's games are not this one's: the game filter starts again.
              setFilter: (value) => {
                setGame('');
                records.setFilter(value);
              },
            }}
          />
          <GameFilter
            value={game}
            games={games.data?.games ?? []}
            onChange={(value) => {
              setGame(value);
              records.setPage(1);
            }}
          />
        </>
      }
      query={bets}
      emptyTitle={t('records.empty.bets')}
      emptyDescription={t('records.empty.betsHint')}
    >
      {(data) => (
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
              <th scope="col" className="records-table__num">
                {t('records.columns.balanceBefore')}
              </th>
              <th scope="col" className="records-table__num">
                {t('records.columns.balanceAfter')}
              </th>
              <th scope="col">{t('records.columns.status')}</th>
            </tr>
          </thead>
          <tbody>
            {data.items.map((bet) => (
              <tr key={bet.id}>
                <td data-label={t('records.columns.time')}>{dateTimeText(bet.placedAt, i18n.language)}</td>
                <td data-label={t('records.columns.game')}>
                  {bet.gameName ?? bet.gameCode}{' '}
                  <span className="records-muted">{productText(t, bet.product, bet.vendorName)}</span>
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
                <td
                  data-label={t('records.columns.balanceBefore')}
                  className="records-table__num"
                  data-testid="bet-balance-before"
                  data-minor={bet.balanceBeforeMinor ?? undefined}
                >
                  {balance(bet.balanceBeforeMinor)}
                </td>
                <td
                  data-label={t('records.columns.balanceAfter')}
                  className="records-table__num"
                  data-testid="bet-balance-after"
                  data-minor={bet.balanceAfterMinor ?? undefined}
                >
                  {balance(bet.balanceAfterMinor)}
                </td>
                <td data-label={t('records.columns.status')}>{t(`records.betStatus.${bet.status}`)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </PagedRecords>
  );
}
