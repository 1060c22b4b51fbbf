import { sql, type Kysely } from 'kysely';
import type { LotteryPrizeMode, PopularGame } from '@portal/shared/contracts/lottery-popular';
import type { Language } from '@portal/shared/languages';
import { toMajor } from '@portal/shared/money';
import type { DB } from '../../db/schema.ts';
import type { LocalizedText, LotteryMarket, LotteryPeriodStatus } from '../../db/column-types.ts';
import type { Clock } from '../../platform/clock.ts';
import { nameIn } from '../../platform/localized.ts';
import type { LotteryQueries } from './lottery-queries.ts';
import { stationName } from './markets.ts';

/** A game's prize mode: the operator's, else by market (decision in docs/api.md "Popular lottery games"). */
const PRIZE_MODE = sql<LotteryPrizeMode>`coalesce(g.prize_mode, case when g.market in ('XSMB', 'XSMN', 'XSMT') then 'SEA' else 'Elott' end)`;

/** Popularity counts the slips of this window (a day: the fast games' many periods and one VN draw). */
export const POPULAR_WINDOW_MS = 24 * 60 * 60 * 1000;

interface PopularRow {
  code: string;
  name: string;
  names: LocalizedText;
  market: LotteryMarket;
  product: 'LOTT' | 'ELOTT';
  prize_mode: LotteryPrizeMode;
  slips: string;
  stake: string;
  current_issue: string | null;
  current_station: string | null;
  current_close_at: Date | null;
  current_draw_at: Date | null;
  last_id: number | null;
  last_issue: string | null;
  last_station: string | null;
  last_status: LotteryPeriodStatus | null;
  last_open_at: Date | null;
  last_close_at: Date | null;
  last_draw_at: Date | null;
  last_seed: Buffer | null;
  last_seed_hash: string | null;
  last_result_source: string | null;
}

/**
 * The brand's popular lottery games (GET /lgw/games/popular) in two statements: one reads the
 * games with their stake over the window, their open period and their last drawn period (lateral
 * reads on the periods' (game_id, draw_at) index); the queries' `withResults` reads the results.
 * Ties (and games nobody bet on) keep the operator's display order.
 */
export function createPopularGames(deps: {
  db: Kysely<DB>;
  clock: Clock;
  queries: LotteryQueries;
  decimals: () => Promise<number>;
}) {
  return async function popular(options: {
    count: number;
    modes: readonly LotteryPrizeMode[];
    language: Language;
  }): Promise<PopularGame[]> {
    if (options.modes.length === 0) return [];
    const now = deps.clock.now();
    const since = new Date(now.getTime() - POPULAR_WINDOW_MS);
    const { rows } = await sql<PopularRow>`
      with recent as (
        select p.game_id, count(*)::text as slips, sum(s.stake_minor)::text as stake
        from lottery_slips s join lottery_periods p on p.id = s.period_id
        where s.placed_at >= ${since} and s.status = 'placed'
        group by p.game_id
      )
      select g.code, g.name, g.names, g.market, g.product, ${PRIZE_MODE} as prize_mode,
        coalesce(r.slips, '0') as slips, coalesce(r.stake, '0') as stake,
        c.issue as current_issue, c.station_code as current_station, c.close_at as current_close_at,
        c.draw_at as current_draw_at,
        l.id as last_id, l.issue as last_issue, l.station_code as last_station, l.status as last_status,
        l.open_at as last_open_at, l.close_at as last_close_at, l.draw_at as last_draw_at, l.seed as last_seed,
        l.seed_hash as last_seed_hash, l.result_source as last_result_source
      from lottery_games g
      left join recent r on r.game_id = g.id
      left join lateral (
        select p.issue, p.station_code, p.close_at, p.draw_at from lottery_periods p
        where p.game_id = g.id and p.status = 'open' and p.open_at <= ${now}
        order by p.draw_at, p.id limit 1
      ) c on true
      left join lateral (
        select p.* from lottery_periods p
        where p.game_id = g.id and p.status in ('drawn', 'settled', 'confirmed')
        order by p.draw_at desc, p.id desc limit 1
      ) l on true
      where g.enabled and ${PRIZE_MODE} in (${sql.join(options.modes)})
      order by coalesce(r.stake::bigint, 0) desc, coalesce(r.slips::bigint, 0) desc, g.position, g.id
      limit ${options.count}`.execute(deps.db);

    const lastRows = rows.flatMap((r) =>
      r.last_id === null
        ? []
        : [
            {
              id: r.last_id,
              code: r.code,
              market: r.market,
              issue: r.last_issue!,
              station_code: r.last_station,
              status: r.last_status!,
              open_at: new Date(r.last_open_at!),
              close_at: new Date(r.last_close_at!),
              draw_at: new Date(r.last_draw_at!),
              seed: r.last_seed,
              seed_hash: r.last_seed_hash,
              result_source: r.last_result_source,
            },
          ],
    );
    const lastByCode = new Map((await deps.queries.withResults(lastRows)).map((p) => [p.gameCode, p]));
    const decimals = await deps.decimals();
    return rows.map((r) => ({
      gameCode: r.code,
      name: nameIn(r.name, r.names, options.language),
      market: r.market,
      product: r.product,
      prizeMode: r.prize_mode,
      current:
        r.current_issue === null
          ? null
          : {
              issue: r.current_issue,
              stationName: stationName(r.current_station),
              closeAt: new Date(r.current_close_at!).toISOString(),
              drawAt: new Date(r.current_draw_at!).toISOString(),
            },
      lastResult: lastByCode.get(r.code) ?? null,
      recentBets: Number(r.slips),
      recentStake: toMajor(Number(r.stake), decimals),
      serverTime: now.toISOString(),
    }));
  };
}
