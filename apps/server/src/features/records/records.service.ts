import {
  BET_GAMES_MAX,
  RECORDS_COUNT_CAP,
  RECORDS_LOOKAHEAD_PAGES,
  RECORDS_MAX_RANGE_DAYS,
  type BetGamesQuery,
  type BetGamesValue,
  type BetRecordPage,
  type LedgerRecordPage,
  type ProfitValue,
} from '@portal/shared/contracts/records';
import { FieldIssue } from '@portal/shared/errors';
import type { Language } from '@portal/shared/languages';
import { toMajor } from '@portal/shared/money';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/app-error.ts';
import type { MemberPrincipal } from '../../platform/principals.ts';
import { betBalances, betGames } from '../bets/bet-history.repo.ts';
import { providersModule } from '../providers/providers.registry.ts';
import { createRecordsRepo, type BetFilter, type Range } from './records.repo.ts';
import { presentBet, presentBetGame, presentLedgerRow, presentProfit } from './records.presenter.ts';

interface PageQuery {
  from: string;
  to: string;
  page: number;
  pageSize: number;
}

/** [from, to) with from before to and no longer than the longest range; else VALIDATION_FAILED on `to`. */
function rangeOf(query: { from: string; to: string }): Range {
  const range = { from: new Date(query.from), to: new Date(query.to) };
  const spanDays = (range.to.getTime() - range.from.getTime()) / 86_400_000;
  if (!(spanDays > 0) || spanDays > RECORDS_MAX_RANGE_DAYS) {
    throw new AppError('VALIDATION_FAILED', { value: { fields: { to: FieldIssue.INVALID_VALUE } } });
  }
  return range;
}

/** A vendor wallet's code: 'vendor:' and the vendor's code. */
const VENDOR_PREFIX = 'vendor:';

/** How far to count for a page: its own rows and the look-ahead pages after it. */
const countCap = (page: number, pageSize: number) =>
  Math.min(RECORDS_COUNT_CAP, (page + RECORDS_LOOKAHEAD_PAGES) * pageSize);

/** `total` was counted up to countCap + 1: one more than the cap means "more". */
const pageInfo = (total: number, page: number, pageSize: number) => {
  const cap = countCap(page, pageSize);
  const shown = Math.min(total, cap);
  return { page, pageSize, total: shown, totalPages: Math.ceil(shown / pageSize), totalCapped: total > cap };
};

/**
 * The member's own records only: every read starts from the member's ledger accounts or member
 * id, never from an id the client sends.
 */
export function createRecordsService(ctx: AppContext) {
  // A member reads their money here right after moving it: the replica only while it is that fresh.
  const db = ctx.database.freshReads;
  const repo = createRecordsRepo(db);
  const currency = async () => (await ctx.settings.get()).currency;
  const providers = providersModule(ctx);

  async function accountsOf(memberId: number, code: string, onlyWallet?: string) {
    const rows = await db
      .selectFrom('ledger_accounts')
      .select(['id', 'code'])
      .where('member_id', '=', memberId)
      .where('currency', '=', code)
      .$if(onlyWallet !== undefined, (q) => q.where('code', '=', onlyWallet!))
      .orderBy('id')
      .execute();
    return new Map(rows.map((row) => [row.id, row.code]));
  }

  async function ledgerRecords(
    member: MemberPrincipal,
    query: PageQuery & { kind?: string },
    onlyWallet?: string,
  ): Promise<LedgerRecordPage> {
    const range = rangeOf(query);
    const { code, decimals } = await currency();
    const accounts = await accountsOf(member.id, code, onlyWallet);
    const ids = [...accounts.keys()];
    const offset = (query.page - 1) * query.pageSize;
    const [rows, total] = await Promise.all([
      repo.ledgerPage(ids, range, query.kind, offset, query.pageSize),
      repo.ledgerCount(ids, range, query.kind, countCap(query.page, query.pageSize)),
    ]);
    const vendorCodes = [...accounts.values()].filter((c) => c.startsWith(VENDOR_PREFIX));
    const vendors = await repo.vendorNames(vendorCodes.map((c) => c.slice(VENDOR_PREFIX.length)));
    const walletName = (wallet: string) =>
      wallet.startsWith(VENDOR_PREFIX) ? (vendors.get(wallet.slice(VENDOR_PREFIX.length)) ?? null) : null;
    return {
      items: rows.map((row) => {
        const wallet = accounts.get(row.account_id)!;
        return presentLedgerRow(row, wallet, walletName(wallet), decimals);
      }),
      ...pageInfo(total, query.page, query.pageSize),
    };
  }

  return {
    /** Account record (transactionHistory): every ledger movement on the member's wallets. */
    transactions: (member: MemberPrincipal, query: PageQuery & { kind?: string }) => ledgerRecords(member, query),

    /** Bonus details: the bonus wallet's movements. */
    bonus: (member: MemberPrincipal, query: PageQuery & { kind?: string }) => ledgerRecords(member, query, 'bonus'),

    /** Betting record (personalHistoryCopy): the bets the games and lottery features write. */
    async bets(member: MemberPrincipal, query: PageQuery & BetFilter, language: Language): Promise<BetRecordPage> {
      const range = rangeOf(query);
      const { decimals } = await currency();
      const offset = (query.page - 1) * query.pageSize;
      const filter = { product: query.product, game: query.game };
      const [rows, total] = await Promise.all([
        repo.betPage(member.id, range, filter, offset, query.pageSize),
        repo.betCount(member.id, range, filter, countCap(query.page, query.pageSize)),
      ]);
      const balances = await betBalances(db, rows);
      const items = rows.map((row) =>
        presentBet(row, decimals, language, balances.get(Number(row.id)), (bet) => providers.offersRoundDetail(bet)),
      );
      return { items, ...pageInfo(total, query.page, query.pageSize) };
    },

    /**
     * The provider's page of one of the member's settled rounds: a fresh short-lived link from the
     * vendor's adapter. Another member's bet is NOT_FOUND, as is one that is not there.
     */
    roundDetail: async (member: MemberPrincipal, betId: number, language: Language, origin: string) => ({
      url: await providers.roundDetail(member, betId, { language, returnUrl: origin }),
    }),

    /** The games of the betting record's game filter: the member's, in the range (and product). */
    async betGames(member: MemberPrincipal, query: BetGamesQuery, language: Language): Promise<BetGamesValue> {
      const range = rangeOf(query);
      const rows = await betGames(db, member.id, { ...range, product: query.product }, BET_GAMES_MAX);
      const seen = new Set<string>();
      // A game listed under two lobby categories joins twice: the first (newest) stands.
      const games = rows.filter((row) => !seen.has(row.game_code) && seen.add(row.game_code));
      return { games: games.map((row) => presentBetGame(row, language)) };
    },

    /** Personal profit and loss (personalProfit): bets, wins and refunds by day and product. */
    async profit(member: MemberPrincipal, query: { from: string; to: string; tzOffset: number }): Promise<ProfitValue> {
      const range = rangeOf(query);
      const { code, decimals } = await currency();
      const ids = [...(await accountsOf(member.id, code)).keys()];
      const rows = await repo.profitByDay(ids, range, query.tzOffset);
      const vendors = await repo.vendorNames([...new Set(rows.map((row) => row.product))]);
      const sum = (pick: (r: (typeof rows)[number]) => number) => rows.reduce((s, r) => s + pick(r), 0);
      const bets = sum((r) => r.bets_minor);
      const wins = sum((r) => r.wins_minor);
      const refunds = sum((r) => r.refunds_minor);
      return {
        rows: rows.map((row) => presentProfit(row, decimals, vendors.get(row.product) ?? null)),
        total: {
          bets: toMajor(bets, decimals),
          wins: toMajor(wins, decimals),
          refunds: toMajor(refunds, decimals),
          profit: toMajor(wins + refunds - bets, decimals),
        },
      };
    },
  };
}
