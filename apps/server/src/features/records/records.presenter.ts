import type { BetGame, BetRecord, LedgerRecord, ProfitRow } from '@portal/shared/contracts/records';
import { INHOUSE_VENDOR } from '@portal/shared/contracts/seamless';
import { toMajor } from '@portal/shared/money';
import type { Language } from '@portal/shared/languages';
import { nameIn, pickText } from '../../platform/localized.ts';
import type { BetBalances, BetGameRow } from '../bets/bet-history.repo.ts';
import type { BetRow, LedgerRow, ProfitDbRow } from './records.repo.ts';

type GameNames = Pick<BetRow, 'game_name' | 'catalog_names' | 'lottery_name' | 'lottery_names'>;

/** A bet's game in the request language: the lottery game's or the catalogue's name, else as written. */
function gameNameOf(row: GameNames, language: Language): string | null {
  if (row.lottery_name !== null) return nameIn(row.lottery_name, row.lottery_names ?? {}, language);
  if (row.catalog_names !== null) return pickText(row.catalog_names, language) || row.game_name;
  return row.game_name;
}

/** The fields a ledger record answers: no account ids, hashes or memos. */
export const presentLedgerRow = (
  row: LedgerRow,
  wallet: string,
  walletName: string | null,
  decimals: number,
): LedgerRecord => ({
  id: row.id,
  transactionId: row.transaction_id,
  kind: row.kind,
  wallet,
  walletName,
  amount: toMajor(row.amount_minor, decimals),
  balanceAfter: toMajor(row.balance_after_minor, decimals),
  reference: row.reference,
  createdAt: row.created_at.toISOString(),
});

export const presentBet = (
  row: BetRow,
  decimals: number,
  language: Language,
  balances: BetBalances | undefined,
  offersRoundDetail: (bet: BetRow) => boolean,
): BetRecord => ({
  id: Number(row.id),
  product: row.product,
  vendor: row.vendor,
  gameCode: row.game_code,
  gameName: gameNameOf(row, language),
  vendorName: row.vendor_name,
  roundId: row.round_id,
  stake: toMajor(Number(row.stake_minor), decimals),
  validBet: toMajor(Number(row.valid_bet_minor), decimals),
  payout: toMajor(Number(row.payout_minor), decimals),
  profit: toMajor(Number(row.profit_minor), decimals),
  status: row.status,
  placedAt: row.placed_at.toISOString(),
  settledAt: row.settled_at ? row.settled_at.toISOString() : null,
  replayNodeId:
    row.vendor === INHOUSE_VENDOR && row.round_id !== null && row.status === 'settled' ? row.catalog_node_id : null,
  roundDetail: offersRoundDetail(row),
  balanceBeforeMinor: balances?.beforeMinor ?? null,
  balanceAfterMinor: balances?.afterMinor ?? null,
});

export const presentBetGame = (row: BetGameRow, language: Language): BetGame => ({
  gameCode: row.game_code,
  gameName: gameNameOf(row, language),
  product: row.product,
});

export const presentProfit = (row: ProfitDbRow, decimals: number, vendorName: string | null): ProfitRow => ({
  day: row.day,
  product: row.product,
  vendorName,
  bets: toMajor(row.bets_minor, decimals),
  wins: toMajor(row.wins_minor, decimals),
  refunds: toMajor(row.refunds_minor, decimals),
  profit: toMajor(row.wins_minor + row.refunds_minor - row.bets_minor, decimals),
});
