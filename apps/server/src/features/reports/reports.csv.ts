import type {
  AuditEntryDetail,
  GgrDayRow,
  GgrProductRow,
  PaymentRow,
  StudioRtpRow,
  TopPlayerRow,
} from '@portal/shared/contracts/reports';
import { toMajor } from '@portal/shared/money';
import type { CsvColumn } from '../../platform/csv.ts';

/**
 * The reports as spreadsheets: one column per figure, money in major units of the currency the
 * header names (a spreadsheet sums 12.5, not 1250 minor units).
 */
export function reportColumns(currency: { code: string; decimals: number }) {
  const money = <Row>(header: string, pick: (row: Row) => number): CsvColumn<Row> => ({
    header: `${header} (${currency.code})`,
    value: (row) => toMajor(pick(row), currency.decimals),
  });
  const bps = (value: number | null) => (value === null ? null : value / 100);

  return {
    ggrByDay: [
      { header: 'day', value: (r) => r.day },
      { header: 'bets', value: (r) => r.betCount },
      money('stakes', (r) => r.betsMinor),
      money('wins', (r) => r.winsMinor),
      money('GGR', (r) => r.ggrMinor),
      money('bonuses', (r) => r.bonusesMinor),
      money('NGR', (r) => r.ngrMinor),
    ] satisfies CsvColumn<GgrDayRow>[],
    ggrByProduct: [
      { header: 'day', value: (r) => r.day },
      { header: 'kind', value: (r) => r.kind },
      { header: 'product', value: (r) => r.code },
      { header: 'category', value: (r) => r.category },
      { header: 'name', value: (r) => r.name },
      { header: 'bets', value: (r) => r.betCount },
      money('stakes', (r) => r.betsMinor),
      money('wins', (r) => r.winsMinor),
      money('GGR', (r) => r.ggrMinor),
    ] satisfies CsvColumn<GgrProductRow>[],
    payments: [
      { header: 'day', value: (r) => r.day },
      { header: 'direction', value: (r) => r.direction },
      { header: 'channel', value: (r) => r.channel },
      { header: 'count', value: (r) => r.count },
      money('amount', (r) => r.amountMinor),
      money('fees', (r) => r.feeMinor),
    ] satisfies CsvColumn<PaymentRow>[],
    topPlayers: [
      { header: 'member id', value: (r) => r.memberId },
      { header: 'username', value: (r) => r.username },
      { header: 'bets', value: (r) => r.betCount },
      money('stakes', (r) => r.betsMinor),
      money('wins', (r) => r.winsMinor),
      money('player result', (r) => r.netMinor),
    ] satisfies CsvColumn<TopPlayerRow>[],
    studioRtp: [
      { header: 'game', value: (r) => r.game },
      { header: 'variant', value: (r) => r.variant },
      { header: 'bet', value: (r) => r.bet },
      { header: 'rounds', value: (r) => r.rounds },
      money('stakes', (r) => r.stakesMinor),
      money('payouts', (r) => r.payoutsMinor),
      { header: 'observed RTP %', value: (r) => bps(r.observedRtpBps) },
      { header: 'theoretical RTP %', value: (r) => bps(r.theoreticalRtpBps) },
    ] satisfies CsvColumn<StudioRtpRow>[],
  };
}

const json = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value));

export const auditColumns: CsvColumn<AuditEntryDetail>[] = [
  { header: 'id', value: (r) => r.id },
  { header: 'time', value: (r) => r.createdAt },
  { header: 'operator', value: (r) => r.username },
  { header: 'action', value: (r) => r.action },
  { header: 'member', value: (r) => r.member?.username ?? r.member?.id ?? null },
  { header: 'amount', value: (r) => r.amount ?? r.points },
  { header: 'method', value: (r) => r.method },
  { header: 'route', value: (r) => r.route },
  { header: 'path', value: (r) => r.path },
  { header: 'status', value: (r) => r.statusCode },
  { header: 'subject', value: (r) => r.subject },
  { header: 'ip', value: (r) => r.ip },
  { header: 'request id', value: (r) => r.requestId },
  { header: 'body', value: (r) => json(r.body) },
  { header: 'before', value: (r) => json(r.before) },
  { header: 'after', value: (r) => json(r.after) },
];
