import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GAME_CATEGORIES } from '@portal/shared/constants';
import { RECORDS_PAGE_SIZE, type BetRecord } from '@portal/shared/contracts/records';
import { useBetGames, useBets } from '../api/records';
import { dateTimeText, productText } from '../lib/format';
import { PagedRecords, RecordsFilter, usePagedRecords } from './paged-records';
import { GameFilter } from './game-filter';
import { useMoneyFormat } from '../../../lib/currency';
import { DataTable, type Column } from '../../../ui/data-table';
import { Button } from '../../../ui/button';
import { useGameLauncher } from '../../games';
import { RoundDetailDialog } from './round-detail-dialog';

/**
 * Betting record (personalHistoryCopy): every game's rounds (studio, providers, lottery) by date,
 * product and game, each with the wallet balance before its stake and after its win; an in-house
 * round opens its game on that round's replay, a provider's round its page at the provider where
 * the provider offers one.
 */
export function BettingRecord({ token, onLeave }: { token: string | null; onLeave?: () => void }) {
  const { t, i18n } = useTranslation('wallet');
  const records = usePagedRecords();
  const [game, setGame] = useState('');
  const [detailOf, setDetailOf] = useState<BetRecord | null>(null);
  const product = records.filter || undefined;
  const bets = useBets(token, {
    ...records.dates.range,
    page: records.page,
    pageSize: RECORDS_PAGE_SIZE,
    product,
    game: game || undefined,
  });
  const games = useBetGames(token, { ...records.dates.range, product });
  // A replay leaves the member center for the game: `onLeave` closes it on the way.
  const launcher = useGameLauncher({ token, onNeedLogin: () => {}, onLeave });
  const { major, money: minor } = useMoneyFormat();
  const money = (amount: number, signed = false) => major(amount, { signed });
  const balance = (amount: number | null) => (amount === null ? '—' : minor(amount));
  // Under the game's name, so the table keeps to the member center's width: the round's replay
  // (in-house) or its page at the provider.
  const roundAction = (bet: BetRecord) =>
    bet.replayNodeId && bet.roundId ? (
      <Button
        size="sm"
        className="records-round-action"
        data-testid="bet-replay"
        disabled={launcher.launching}
        onClick={() => launcher.replay(bet.replayNodeId!, bet.roundId!)}
      >
        {t('records.replay')}
      </Button>
    ) : bet.roundDetail ? (
      <Button
        size="sm"
        className="records-round-action"
        data-testid="bet-round-detail"
        onClick={() => setDetailOf(bet)}
      >
        {t('records.roundDetail')}
      </Button>
    ) : null;
  const columns: Column<BetRecord>[] = [
    { key: 'time', header: t('records.columns.time'), cell: (bet) => dateTimeText(bet.placedAt, i18n.language) },
    {
      key: 'game',
      header: t('records.columns.game'),
      cell: (bet) => (
        <span className="records-game">
          <span>{bet.gameName ?? bet.gameCode}</span>
          <span className="records-muted">{productText(t, bet.product, bet.vendorName)}</span>
          {roundAction(bet)}
        </span>
      ),
    },
    { key: 'stake', header: t('records.columns.stake'), numeric: true, cell: (bet) => money(bet.stake) },
    { key: 'validBet', header: t('records.columns.validBet'), numeric: true, cell: (bet) => money(bet.validBet) },
    {
      key: 'profit',
      header: t('records.columns.profit'),
      numeric: true,
      sign: (bet) => (bet.profit < 0 ? 'out' : 'in'),
      cell: (bet) => (bet.status === 'settled' ? money(bet.profit, true) : '—'),
    },
    {
      key: 'before',
      header: t('records.columns.balanceBefore'),
      numeric: true,
      testId: 'bet-balance-before',
      data: (bet) => ({ 'data-minor': bet.balanceBeforeMinor ?? undefined }),
      cell: (bet) => balance(bet.balanceBeforeMinor),
    },
    {
      key: 'after',
      header: t('records.columns.balanceAfter'),
      numeric: true,
      testId: 'bet-balance-after',
      data: (bet) => ({ 'data-minor': bet.balanceAfterMinor ?? undefined }),
      cell: (bet) => balance(bet.balanceAfterMinor),
    },
    { key: 'status', header: t('records.columns.status'), cell: (bet) => t(`records.betStatus.${bet.status}`) },
  ];
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
        <>
          {launcher.dialog}
          <RoundDetailDialog token={token} bet={detailOf} onClose={() => setDetailOf(null)} />
          <DataTable
            layout="cards"
            caption={t('account:memberCenter.entries.personalHistoryCopy')}
            columns={columns}
            rows={data.items}
            rowKey={(bet) => bet.id}
          />
        </>
      )}
    </PagedRecords>
  );
}
