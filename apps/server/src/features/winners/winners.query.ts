import { sql, type Kysely } from 'kysely';
import type { Winner } from '@portal/shared/contracts/winners';
import type { Language } from '@portal/shared/languages';
import { toMajor } from '@portal/shared/money';
import { MEMBER_TYPE } from '@portal/shared/constants';
import type { DB } from '../../db/schema.ts';
import type { LocalizedText } from '../../db/column-types.ts';
import { pruneWins } from '../bets/bet-wins.ts';
import type { Clock } from '../../platform/clock.ts';
import { nameIn, pickText } from '../../platform/localized.ts';

/** The board shows the wins of the last week: big enough to be rarely empty, recent enough to be news. */
export const WINNERS_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;
/** Trial (free play) accounts play with play money: their wins are not wins. */

interface WinnerRow {
  id: number;
  username: string;
  product: string;
  game_code: string;
  game_name: string | null;
  payout_minor: number;
  currency: string;
  settled_at: Date;
  lottery_name: string | null;
  lottery_names: LocalizedText | null;
  catalog_names: LocalizedText | null;
}

/** 'abcdef9' → 'ab***9': enough for a player to recognise their own win, not enough to find an account. */
export function maskUsername(username: string): string {
  const chars = [...username];
  if (chars.length <= 2) return `${chars[0] ?? ''}***`;
  if (chars.length === 3) return `${chars[0]}***${chars[2]}`;
  return `${chars.slice(0, 2).join('')}***${chars[chars.length - 1]}`;
}

/** Wins older than the window are deleted at most this often (the query skips them anyway). */
const PRUNE_EVERY_MS = 60 * 60 * 1000;

/**
 * The biggest wins (payout above the stake) of settled bets in the window, lottery and games alike,
 * from the board's own table (bet_wins, migration 0022) read by payout; the bet gives the game.
 * The name comes from the lottery game or the catalog in the language, else the name the bet was
 * written with.
 */
export function createWinnersQuery(deps: { db: Kysely<DB>; clock: Clock }) {
  let prunedAt = 0;
  return async function winners(options: {
    count: number;
    language: Language;
    currency: { code: string; decimals: number };
  }): Promise<Winner[]> {
    const now = deps.clock.now().getTime();
    const since = new Date(now - WINNERS_WINDOW_MS);
    if (now - prunedAt >= PRUNE_EVERY_MS) {
      prunedAt = now;
      await pruneWins(deps.db, since);
    }
    const { rows } = await sql<WinnerRow>`
      select b.id, m.username, b.product, b.game_code, b.game_name, w.payout_minor, w.currency, w.settled_at,
        lg.name as lottery_name, lg.names as lottery_names, gm.name as catalog_names
      from bet_wins w
      join bets b on b.id = w.bet_id
      join members m on m.id = w.member_id
      left join lottery_games lg on b.vendor = 'LOTTERY' and lg.code = b.game_code
      left join games gm on gm.vendor_code = b.vendor and gm.game_code = b.game_code
      where w.currency = ${options.currency.code} and w.settled_at >= ${since} and m.type <> ${MEMBER_TYPE.trial}
      order by w.payout_minor desc, w.settled_at desc, w.bet_id desc
      limit ${options.count}`.execute(deps.db);
    return rows.map((r) => ({
      id: Number(r.id),
      username: maskUsername(r.username),
      product: r.product,
      gameCode: r.game_code,
      gameName: gameName(r, options.language),
      amount: toMajor(Number(r.payout_minor), options.currency.decimals),
      currency: r.currency,
      decimals: options.currency.decimals,
      settledAt: new Date(r.settled_at).toISOString(),
    }));
  };
}

function gameName(r: WinnerRow, language: Language): string {
  if (r.lottery_name !== null) return nameIn(r.lottery_name, r.lottery_names ?? {}, language);
  if (r.catalog_names !== null) return pickText(r.catalog_names, language);
  return r.game_name ?? r.game_code;
}
