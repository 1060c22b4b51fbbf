import { z } from 'zod';

/*
 * The member center's records: account record (transactionHistory), betting record
 * (personalHistoryCopy), personal profit and loss (personalProfit) and bonus details
 * (bonusDetails). Lists are paged (page numbers; the pager shows a range of 3, margin 1) and read
 * over a date range the client takes from the presets of date-range.ts.
 */

/**
 * Rows are counted only so far: this many pages past the one asked for (never more than
 * RECORDS_COUNT_CAP rows), so a page of a long history costs the same as a short one. Past
 * that, `totalCapped` says "more" and the last page number shown is a floor.
 */
export const RECORDS_LOOKAHEAD_PAGES = 10;
export const RECORDS_COUNT_CAP = 10_000;
export const RECORDS_PAGE_SIZE = 20;
/** The longest range one query may span. */
export const RECORDS_MAX_RANGE_DAYS = 93;

const instant = z.iso.datetime({ offset: true });
const pageFields = {
  from: instant,
  to: instant,
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(5).max(100).default(RECORDS_PAGE_SIZE),
};

/** Ledger kinds are lower-case words ('deposit', 'transfer', 'bet'...). */
export const recordKindSchema = z.string().regex(/^[a-z][a-z0-9_]{0,39}$/);

export const transactionsQuerySchema = z.object({ ...pageFields, kind: recordKindSchema.optional() }).strict();
/** What a client sends (page and size may be left to their defaults). */
type ClientQuery<T, Defaulted extends keyof T> = Omit<T, Defaulted> & Partial<Pick<T, Defaulted>>;
export type TransactionsQuery = ClientQuery<z.infer<typeof transactionsQuerySchema>, 'page' | 'pageSize'>;

const productCode = z.string().regex(/^[A-Za-z0-9_]{1,20}$/);
/** A game code as vendors write them ('lotus-slot', 'vs20olympgate', 'VN_MB_45S'). */
export const gameCodeSchema = z.string().regex(/^[A-Za-z0-9_.:-]{1,80}$/);

export const betsQuerySchema = z
  .object({ ...pageFields, product: productCode.optional(), game: gameCodeSchema.optional() })
  .strict();
export type BetsQuery = ClientQuery<z.infer<typeof betsQuerySchema>, 'page' | 'pageSize'>;

/** The games of the betting record's game filter: those the member bet on in the range. */
export const betGamesQuerySchema = z.object({ from: instant, to: instant, product: productCode.optional() }).strict();
export type BetGamesQuery = z.infer<typeof betGamesQuerySchema>;
/** At most this many games, the most recently played first. */
export const BET_GAMES_MAX = 100;
export const betGameSchema = z.object({
  gameCode: z.string(),
  /** The game's name in the request language (the catalogue's), else the name the bet was written with. */
  gameName: z.string().nullable(),
  product: z.string(),
});
export type BetGame = z.infer<typeof betGameSchema>;
export const betGamesValueSchema = z.object({ games: z.array(betGameSchema) });
export type BetGamesValue = z.infer<typeof betGamesValueSchema>;

export const profitQuerySchema = z
  .object({
    from: instant,
    to: instant,
    /** Minutes east of UTC of the player's clock, so "a day" is the player's day. */
    tzOffset: z.coerce.number().int().min(-840).max(840).default(0),
  })
  .strict();
export type ProfitQuery = ClientQuery<z.infer<typeof profitQuerySchema>, 'tzOffset'>;

const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    page: z.number(),
    pageSize: z.number(),
    /** Rows matching, counted up to RECORDS_LOOKAHEAD_PAGES past this page. */
    total: z.number(),
    totalPages: z.number(),
    /** More rows than the cap: the last page number is a floor, not the end. */
    totalCapped: z.boolean(),
  });

export const ledgerRecordSchema = z.object({
  /** The entry's id (unique per row). */
  id: z.number(),
  transactionId: z.number(),
  kind: z.string(),
  /** 'main', 'bonus' or 'vendor:<CODE>'. */
  wallet: z.string(),
  /** A vendor wallet's vendor name ("Stadium Book"); null for the portal's own wallets. */
  walletName: z.string().nullable(),
  /** Signed major units: positive came in, negative went out. */
  amount: z.number(),
  balanceAfter: z.number(),
  reference: z.string().nullable(),
  createdAt: z.string(),
});
export type LedgerRecord = z.infer<typeof ledgerRecordSchema>;
export const ledgerRecordPageSchema = pageOf(ledgerRecordSchema);
export type LedgerRecordPage = z.infer<typeof ledgerRecordPageSchema>;

/**
 * A bet's wallet balance around its round, integer minor units of the wallet that paid the stake.
 * Null where the ledger does not tie the bet to a posting (a vendor-synced bet, an old row).
 */
export const betBalanceFields = {
  /** The balance just before the stake was taken (the stake posting's entry on that wallet). */
  balanceBeforeMinor: z.number().int().nullable(),
  /**
   * The balance right after the round's last win was credited to that wallet (a seamless win, a
   * lottery period's payout), else right after the stake (a loss, or no win posted yet). A
   * lottery payout is one entry per wallet and period: it counts the player's other winning bets.
   */
  balanceAfterMinor: z.number().int().nullable(),
};

export const betRecordSchema = z.object({
  id: z.number(),
  product: z.string(),
  vendor: z.string(),
  gameCode: z.string(),
  /** The game's name in the request language (the catalogue's), else the name the bet was written with. */
  gameName: z.string().nullable(),
  /** The vendor's name ("PG Soft"); null for the lottery, which the product names. */
  vendorName: z.string().nullable(),
  roundId: z.string().nullable(),
  stake: z.number(),
  validBet: z.number(),
  payout: z.number(),
  /** payout − stake: what the player won (positive) or lost. */
  profit: z.number(),
  status: z.enum(['pending', 'settled', 'cancelled']),
  placedAt: z.string(),
  settledAt: z.string().nullable(),
  /**
   * The catalogue node that replays this round: an in-house game's, for a settled round (its
   * launch opens the game page on that round's replay, with its provably-fair proof); else null.
   */
  replayNodeId: z.string().nullable(),
  /**
   * True when the round's provider offers its own page of the round (what it drew), opened by
   * GET /wps/records/bets/:id/round-detail; false for in-house and lottery bets and for providers
   * whose protocol has none.
   */
  roundDetail: z.boolean(),
  ...betBalanceFields,
});
export type BetRecord = z.infer<typeof betRecordSchema>;
export const betRecordPageSchema = pageOf(betRecordSchema);
export type BetRecordPage = z.infer<typeof betRecordPageSchema>;

export const betIdParamsSchema = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

/** The provider's page of one round: a short-lived address, opened at once (in a frame or a tab). */
export const roundDetailValueSchema = z.object({ url: z.string() });
export type RoundDetailValue = z.infer<typeof roundDetailValueSchema>;

export const profitRowSchema = z.object({
  /** The player's day, yyyy-MM-dd. */
  day: z.string(),
  /** From the transaction source: 'game:PG' is vendor PG; the lottery's is its product, LOTT or ELOTT. */
  product: z.string(),
  /** The vendor's name when the product is a vendor's ("PG Soft"); null for the lottery's products. */
  vendorName: z.string().nullable(),
  bets: z.number(),
  wins: z.number(),
  refunds: z.number(),
  /** wins + refunds − bets. */
  profit: z.number(),
});
export type ProfitRow = z.infer<typeof profitRowSchema>;
export const profitValueSchema = z.object({
  rows: z.array(profitRowSchema),
  total: profitRowSchema.omit({ day: true, product: true, vendorName: true }),
});
export type ProfitValue = z.infer<typeof profitValueSchema>;
