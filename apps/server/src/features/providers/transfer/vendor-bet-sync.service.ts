import { sql, type Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';
import { recordWins } from '../../bets/bet-wins.ts';
import type { AppContext } from '../../../platform/context.ts';
import { inTransaction } from '../../../db/transaction.ts';
import type { TransferApi, VendorBet } from '../adapter.ts';

/** Bets asked per page, and pages read per vendor in one run (the next run goes on from the cursor). */
export const BET_PAGE_SIZE = 200;
export const MAX_PAGES_PER_RUN = 50;

export interface BetSyncResult {
  vendorCode: string;
  pages: number;
  added: number;
  /** Bets of a player we do not know (not `m<memberId>` of a member): counted, never written. */
  skipped: number;
  /** True when the vendor said there is nothing more after the cursor. */
  complete: boolean;
  /** Why the run stopped early (the vendor failed); the pages before it are kept. */
  error: string | null;
}

const MEMBER_USERNAME = /^m([1-9][0-9]{0,15})$/;

/**
 * Pulls a transfer-model vendor's bet history into `bets` (docs/decisions/013-game-providers.md,
 * "Bet history"). The vendor is asked with no transaction open; each page's rows and the cursor
 * after it are written in one transaction, so a vendor failing mid-run leaves the cursor at the
 * last page written and the next run resumes there. A (vendor, vendor bet id) unique index makes
 * a page read twice write nothing the second time. No ledger posting: the money moved through the
 * transfers and the balance sync (the vendor wallet ↔ house:<CODE> result postings).
 */
export function createVendorBetSync(deps: {
  ctx: AppContext;
  transferApi: (vendorCode: string) => Promise<TransferApi | null>;
}) {
  const { ctx } = deps;

  const storedCursor = async (code: string) =>
    (
      await ctx.db
        .selectFrom('provider_bet_cursors')
        .select('cursor')
        .where('vendor_code', '=', code)
        .executeTakeFirst()
    )?.cursor ?? null;

  /** The product of each game code: the game's category, else the vendor's first category. */
  async function productsOf(trx: Kysely<DB>, code: string, gameCodes: string[]) {
    const games =
      gameCodes.length === 0
        ? []
        : await trx
            .selectFrom('games')
            .select(['game_code', 'category', 'name'])
            .where('vendor_code', '=', code)
            .where('game_code', 'in', gameCodes)
            .execute();
    const first = await trx
      .selectFrom('game_vendor_categories')
      .select('category')
      .where('vendor_code', '=', code)
      .orderBy('position')
      .orderBy('category')
      .executeTakeFirst();
    // A vendor listed in no category still gets a valid product: its code (bets.product allows 20 characters).
    const fallback = first?.category ?? code.slice(0, 20);
    const known = new Map(games.map((g) => [g.game_code, { product: g.category, name: g.name.en ?? null }]));
    return (gameCode: string) => known.get(gameCode) ?? { product: fallback, name: null };
  }

  async function knownMembers(trx: Kysely<DB>, bets: VendorBet[]): Promise<Set<number>> {
    const ids = [
      ...new Set(
        bets
          .map((b) => MEMBER_USERNAME.exec(b.username)?.[1])
          .filter(Boolean)
          .map(Number),
      ),
    ];
    if (ids.length === 0) return new Set();
    const rows = await trx.selectFrom('members').select('id').where('id', 'in', ids).execute();
    return new Set(rows.map((r) => Number(r.id)));
  }

  /**
   * Writes one page and moves the cursor from `from` to `to`, unless another run moved it first
   * (then nothing is written: the caller reads on from the cursor that run left).
   */
  async function writePage(code: string, from: string | null, to: string | null, bets: VendorBet[]) {
    return inTransaction(ctx.db, async (trx) => {
      const now = ctx.clock.now();
      await trx
        .insertInto('provider_bet_cursors')
        .values({ vendor_code: code, cursor: null, updated_at: now })
        .onConflict((oc) => oc.column('vendor_code').doNothing())
        .execute();
      const cursor = await trx
        .selectFrom('provider_bet_cursors')
        .select('cursor')
        .where('vendor_code', '=', code)
        .forUpdate()
        .executeTakeFirstOrThrow();
      if (cursor.cursor !== from) return null;
      const members = await knownMembers(trx, bets);
      const gameOf = await productsOf(trx, code, [...new Set(bets.map((b) => b.gameCode))]);
      const rows = bets.flatMap((bet) => {
        const memberId = Number(MEMBER_USERNAME.exec(bet.username)?.[1]);
        if (!members.has(memberId)) return [];
        const game = gameOf(bet.gameCode);
        const settled = bet.status === 'settled';
        return [
          {
            member_id: memberId,
            product: game.product,
            vendor: code,
            vendor_bet_id: bet.betId,
            game_code: bet.gameCode,
            game_name: game.name,
            round_id: bet.roundId,
            currency: bet.currency,
            stake_minor: bet.stakeMinor,
            valid_bet_minor: settled ? bet.stakeMinor : 0,
            payout_minor: settled ? bet.payoutMinor : 0,
            status: bet.status,
            placed_at: bet.placedAt,
            settled_at: settled ? bet.settledAt : null,
          },
        ];
      });
      const fresh = await newVendorBets(trx, code, rows);
      const inserted = fresh.length === 0 ? [] : await trx.insertInto('bets').values(fresh).returning('id').execute();
      if (inserted.length > 0) await recordWins(trx, sql`${sql.join(inserted.map((row) => row.id))}`);
      const skipped = bets.length - rows.length;
      await trx
        .updateTable('provider_bet_cursors')
        .set((eb) => ({
          cursor: to,
          bets_written: eb('bets_written', '+', inserted.length),
          bets_skipped: eb('bets_skipped', '+', skipped),
          updated_at: now,
        }))
        .where('vendor_code', '=', code)
        .execute();
      return { added: inserted.length, skipped };
    });
  }

  /** Reads the vendor's history from the stored cursor, up to `maxPages` pages. */
  async function syncVendor(code: string, options: { maxPages?: number } = {}): Promise<BetSyncResult | null> {
    const api = await deps.transferApi(code);
    if (!api?.betHistory) return null;
    const result: BetSyncResult = { vendorCode: code, pages: 0, added: 0, skipped: 0, complete: false, error: null };
    const maxPages = options.maxPages ?? MAX_PAGES_PER_RUN;
    // A page another run wrote first costs a loop turn too: the bound keeps two racing runs finite.
    for (let turn = 0; result.pages < maxPages && turn < maxPages * 2; turn++) {
      const from = await storedCursor(code);
      let page;
      try {
        // No transaction is open here: the vendor may take up to its configured timeout.
        page = await api.betHistory(from, BET_PAGE_SIZE);
      } catch (error) {
        result.error = (error as Error).message;
        return result;
      }
      const written = await writePage(code, from, page.nextCursor, page.bets);
      if (!written) continue;
      result.pages += 1;
      result.added += written.added;
      result.skipped += written.skipped;
      if (!page.hasMore) {
        result.complete = true;
        break;
      }
    }
    return result;
  }

  return { syncVendor };
}

export type VendorBetSync = ReturnType<typeof createVendorBetSync>;

/**
 * The rows whose vendor bet id was never written: each id claims its key in vendor_bet_keys first,
 * so a bet pulled twice (a re-run, two instances, twice on one page) is written once. The key has
 * its own table because bets are partitioned by month (migration 0074) and a unique index there
 * would have to include the month.
 */
async function newVendorBets<Row extends { vendor_bet_id: string }>(
  trx: Kysely<DB>,
  vendor: string,
  rows: Row[],
): Promise<Row[]> {
  if (rows.length === 0) return [];
  const claimed = await trx
    .insertInto('vendor_bet_keys')
    .values(rows.map((row) => ({ vendor, vendor_bet_id: row.vendor_bet_id })))
    .onConflict((oc) => oc.columns(['vendor', 'vendor_bet_id']).doNothing())
    .returning('vendor_bet_id')
    .execute();
  const fresh = new Set(claimed.map((row) => row.vendor_bet_id));
  return rows.filter((row) => fresh.delete(row.vendor_bet_id));
}
