import { sql, type Kysely, type Selectable } from 'kysely';
import type { Period, Slip } from '@portal/shared/contracts/lottery';
import { toMajor } from '@portal/shared/money';
import type { DB, LotteryGames } from '../../db/schema.ts';
import type { LocalizedText, LotteryMarket } from '../../db/column-types.ts';
import { bigintArray } from '../../db/sql-arrays.ts';
import { AppError } from '../../platform/app-error.ts';
import type { Clock } from '../../platform/clock.ts';
import { nameIn } from '../../platform/localized.ts';
import type { Language } from '@portal/shared/languages';
import { betTypesOf, type BetSettingsOverrides } from './bet-menu.ts';
import type { ResultRow } from './fair-draw.ts';
import { presentBetType, presentPeriod, type PeriodRow } from './lottery.presenter.ts';
import { KENO_MAX } from '@portal/shared/lottery-picks';
import { addDays, regionOf, vnInstant } from './markets.ts';

const DRAWN = ['drawn', 'settled', 'confirmed'] as const;
const VN_MARKETS: LotteryMarket[] = ['XSMB', 'XSMN', 'XSMT'];

type GameRow = Selectable<LotteryGames>;

/** What the lottery's read calls answer: lobby, periods, results, trends, slips. */
export function createLotteryQueries(deps: { db: Kysely<DB>; clock: Clock; decimals: () => Promise<number> }) {
  const { db, clock } = deps;

  const periods = () =>
    db
      .selectFrom('lottery_periods as p')
      .innerJoin('lottery_games as g', 'g.id', 'p.game_id')
      .select([
        'p.id',
        'g.code',
        'g.market',
        'p.issue',
        'p.station_code',
        'p.status',
        'p.open_at',
        'p.close_at',
        'p.draw_at',
        'p.seed',
        'p.seed_hash',
        'p.result_source',
      ]);

  async function withResults(rows: PeriodRow[]): Promise<Period[]> {
    if (rows.length === 0) return [];
    const results = await db
      .selectFrom('lottery_results')
      .select(['period_id', 'prize', 'idx', 'number'])
      .where(
        'period_id',
        'in',
        rows.map((r) => r.id),
      )
      .execute();
    const byPeriod = new Map<number, ResultRow[]>();
    for (const r of results) {
      const list = byPeriod.get(r.period_id) ?? [];
      list.push(r);
      byPeriod.set(r.period_id, list);
    }
    return rows.map((row) => presentPeriod(row, byPeriod.get(row.id) ?? []));
  }

  async function games(filter: { product?: 'LOTT' | 'ELOTT'; markets?: LotteryMarket[]; code?: string } = {}) {
    let query = db.selectFrom('lottery_games').selectAll().where('enabled', '=', true);
    if (filter.product) query = query.where('product', '=', filter.product);
    if (filter.markets) query = query.where('market', 'in', filter.markets);
    if (filter.code) query = query.where('code', '=', filter.code);
    return query.orderBy('position').orderBy('id').execute();
  }

  /** A game's lobby entry, named in `language` (its market's own name where that language has none). */
  async function lobbyEntry(game: GameRow, language: Language) {
    const now = clock.now();
    const current = await withResults(
      await periods()
        .where('p.game_id', '=', game.id)
        .where('p.status', '=', 'open')
        .where('p.open_at', '<=', now)
        .orderBy('p.draw_at')
        .orderBy('p.id')
        .execute(),
    );
    const last = await withResults(
      await periods()
        .where('p.game_id', '=', game.id)
        .where('p.status', 'in', DRAWN)
        .orderBy('p.draw_at', 'desc')
        .orderBy('p.id', 'desc')
        .limit(1)
        .execute(),
    );
    const first = current[0];
    return {
      gameCode: game.code,
      name: nameIn(game.name, game.names, language),
      market: game.market,
      product: game.product,
      intervalSeconds: game.interval_seconds,
      drawTime: game.draw_time,
      closeBeforeSeconds: game.close_before_seconds,
      current,
      lastResult: last[0] ?? null,
      closesInMs: first ? Math.max(0, Date.parse(first.closeAt) - now.getTime()) : null,
      drawsInMs: first ? Math.max(0, Date.parse(first.drawAt) - now.getTime()) : null,
      serverTime: now.toISOString(),
    };
  }

  async function oneGame(code: string): Promise<GameRow> {
    const [game] = await games({ code });
    if (!game) throw new AppError('NOT_FOUND');
    return game;
  }

  async function detail(game: GameRow, language: Language) {
    const decimals = await deps.decimals();
    const types = betTypesOf(game.market, game.bet_settings as BetSettingsOverrides, decimals).filter((t) => t.enabled);
    return { ...(await lobbyEntry(game, language)), betTypes: types.map((t) => presentBetType(t, decimals)) };
  }

  /** Slips as the player sees them, by two reads whatever their number (a batch's slips at once). */
  async function presentSlips(trx: Kysely<DB>, slipIds: number[]): Promise<Map<number, Slip>> {
    const presented = new Map<number, Slip>();
    if (slipIds.length === 0) return presented;
    const decimals = await deps.decimals();
    const slips = await trx
      .selectFrom('lottery_slips as s')
      .innerJoin('lottery_periods as p', 'p.id', 's.period_id')
      .innerJoin('lottery_games as g', 'g.id', 'p.game_id')
      .select(['s.id', 'g.code', 'p.issue', 'p.station_code', 's.status', 's.stake_minor', 's.placed_at'])
      .where(sql<boolean>`s.id = any (${bigintArray(slipIds)})`)
      .execute();
    const bets = await trx
      .selectFrom('lottery_bets as l')
      .innerJoin('bet_records as b', 'b.id', 'l.bet_id')
      .select([
        'l.slip_id',
        'l.bet_id',
        'l.bet_type',
        'l.picks',
        'l.pick_keys',
        'l.unit_minor',
        'l.multiplier',
        'b.stake_minor',
        'b.payout_minor',
        'b.status',
      ])
      .where(sql<boolean>`l.slip_id = any (${bigintArray(slipIds)})`)
      .orderBy('l.bet_id')
      .execute();
    const positionOf = (keys: string[]) => {
      const match = /^P(\d):/.exec(keys[0] ?? '');
      return match ? Number(match[1]) : null;
    };
    for (const slip of slips) {
      const own = bets.filter((b) => b.slip_id === slip.id);
      presented.set(slip.id, {
        slipId: slip.id,
        gameCode: slip.code,
        issue: slip.issue,
        stationCode: slip.station_code,
        status: slip.status,
        stake: toMajor(slip.stake_minor, decimals),
        payout: toMajor(
          own.reduce((sum, b) => sum + b.payout_minor, 0),
          decimals,
        ),
        placedAt: slip.placed_at.toISOString(),
        bets: own.map((b) => ({
          betId: b.bet_id,
          type: b.bet_type,
          picks: b.picks,
          position: positionOf(b.pick_keys),
          unit: toMajor(b.unit_minor, decimals),
          multiplier: b.multiplier,
          stake: toMajor(b.stake_minor, decimals),
          payout: toMajor(b.payout_minor, decimals),
          status: b.status,
        })),
      });
    }
    return presented;
  }

  async function presentSlip(trx: Kysely<DB>, slipId: number): Promise<Slip> {
    const slip = (await presentSlips(trx, [slipId])).get(slipId);
    if (!slip) throw new AppError('NOT_FOUND');
    return slip;
  }

  return {
    games,
    oneGame,
    detail,
    presentSlip,
    presentSlips,
    withResults,
    /** The period columns every period answer starts from (game code and market joined). */
    periodRows: periods,

    async lobby(language: Language, product?: 'LOTT' | 'ELOTT') {
      const list = await games({ product });
      return Promise.all(list.map((game) => lobbyEntry(game, language)));
    },

    /** The Vietnamese markets' menu: each game with its bet types (GET /lgw/vn/games/game_menu). */
    async vnMenu(language: Language) {
      return Promise.all((await games({ markets: VN_MARKETS })).map((game) => detail(game, language)));
    },

    async results(code: string, page: number, pageSize: number, filter: { stationCode?: string; date?: string } = {}) {
      const game = await oneGame(code);
      let query = periods().where('p.game_id', '=', game.id).where('p.status', 'in', DRAWN);
      if (filter.stationCode) query = query.where('p.station_code', '=', filter.stationCode);
      // A Vietnamese calendar day: the draws from its midnight to the next, in Asia/Ho_Chi_Minh.
      if (filter.date)
        query = query
          .where('p.draw_at', '>=', vnInstant(filter.date, '00:00'))
          .where('p.draw_at', '<', vnInstant(addDays(filter.date, 1), '00:00'));
      const total = await db
        .selectFrom(query.as('q'))
        .select(sql<string>`count(*)::text`.as('n'))
        .executeTakeFirstOrThrow();
      const rows = await query
        .orderBy('p.draw_at', 'desc')
        .orderBy('p.id', 'desc')
        .limit(pageSize)
        .offset((page - 1) * pageSize)
        .execute();
      const n = Number(total.n);
      return { items: await withResults(rows), page, pageSize, total: n, totalPages: Math.ceil(n / pageSize) };
    },

    /** The latest drawn periods of the Vietnamese markets, newest first (GET /lgw/vn/numeros/opened/game). */
    async openedVn(count: number) {
      const rows = await periods()
        .where('g.market', 'in', VN_MARKETS)
        .where('g.enabled', '=', true)
        .where('p.status', 'in', DRAWN)
        .orderBy('p.draw_at', 'desc')
        .orderBy('p.id', 'desc')
        .limit(count)
        .execute();
      return withResults(rows);
    },

    /** The last drawn period of every game (GET /lotto/lgw/games/opened/numero). */
    async openedLatest() {
      const rows = await db
        .selectFrom(
          periods()
            .select(sql<number>`row_number() over (partition by p.game_id order by p.draw_at desc, p.id desc)`.as('n'))
            .where('g.enabled', '=', true)
            .where('p.status', 'in', DRAWN)
            .as('q'),
        )
        .selectAll()
        .where('n', '=', 1)
        .orderBy('code')
        .execute();
      return withResults(rows);
    },

    /** The Vietnamese games the member bet on lately, most recent first (GET /lgw/vn/games/recent). */
    async recentVn(memberId: number, language: Language) {
      const { rows } = await sql<{
        code: string;
        name: string;
        names: LocalizedText;
        market: string;
        last_bet_at: Date;
      }>`
        select g.code, g.name, g.names, g.market, max(s.placed_at) as last_bet_at
        from lottery_slips s join lottery_periods p on p.id = s.period_id join lottery_games g on g.id = p.game_id
        where s.member_id = ${memberId} and g.market in ('XSMB', 'XSMN', 'XSMT')
        group by g.code, g.name, g.names, g.market order by max(s.placed_at) desc limit 20`.execute(db);
      return rows.map((r) => ({
        gameCode: r.code,
        name: nameIn(r.name, r.names, language),
        market: r.market,
        lastBetAt: new Date(r.last_bet_at).toISOString(),
      }));
    },

    /** Frequency and missing count of each number over the game's last N drawn periods. */
    async trend(code: string, count: number) {
      const game = await oneGame(code);
      const recent = await periods()
        .where('p.game_id', '=', game.id)
        .where('p.status', 'in', DRAWN)
        .orderBy('p.draw_at', 'desc')
        .orderBy('p.id', 'desc')
        .limit(count)
        .execute();
      const ids = recent.map((r) => r.id);
      const results = ids.length
        ? await db
            .selectFrom('lottery_results')
            .select(['period_id', 'idx', 'number'])
            .where('period_id', 'in', ids)
            .execute()
        : [];
      const region = regionOf(game.market);
      const kind = region === 'keno' ? 'keno' : region === 'digit' ? 'digit' : 'ending2';
      // Each tracked number: occurrences, and the newest period (0 = the latest) it appeared in.
      const stats = new Map<string, { number: string; position: number | null; frequency: number; newest: number }>();
      const track = (number: string, position: number | null) =>
        stats.set(`${position}:${number}`, { number, position, frequency: 0, newest: ids.length });
      if (kind === 'ending2') for (let n = 0; n < 100; n++) track(String(n).padStart(2, '0'), null);
      if (kind === 'keno') for (let n = 1; n <= KENO_MAX; n++) track(String(n).padStart(2, '0'), null);
      if (kind === 'digit') for (let p = 1; p <= 5; p++) for (let d = 0; d < 10; d++) track(String(d), p);
      const age = new Map(ids.map((id, i) => [id, i]));
      for (const r of results) {
        const key =
          kind === 'digit' ? `${r.idx}:${r.number}` : `null:${kind === 'ending2' ? r.number.slice(-2) : r.number}`;
        const s = stats.get(key);
        if (!s) continue;
        s.frequency += 1;
        s.newest = Math.min(s.newest, age.get(r.period_id)!);
      }
      return {
        gameCode: game.code,
        periods: ids.length,
        kind,
        numbers: [...stats.values()].map((s) => ({
          number: s.number,
          position: s.position,
          frequency: s.frequency,
          missing: s.newest,
        })),
      } as const;
    },

    async mySlips(memberId: number, gameCode: string | undefined, page: number, pageSize: number) {
      let query = db
        .selectFrom('lottery_slips as s')
        .innerJoin('lottery_periods as p', 'p.id', 's.period_id')
        .innerJoin('lottery_games as g', 'g.id', 'p.game_id')
        .where('s.member_id', '=', memberId);
      if (gameCode) query = query.where('g.code', '=', gameCode);
      const total = Number((await query.select(sql<string>`count(*)::text`.as('n')).executeTakeFirstOrThrow()).n);
      const ids = await query
        .select('s.id')
        .orderBy('s.id', 'desc')
        .limit(pageSize)
        .offset((page - 1) * pageSize)
        .execute();
      const items = [];
      for (const { id } of ids) items.push(await presentSlip(db, id));
      return { items, page, pageSize, total, totalPages: Math.ceil(total / pageSize) };
    },
  };
}

export type LotteryQueries = ReturnType<typeof createLotteryQueries>;
