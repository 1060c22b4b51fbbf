import type { Kysely } from 'kysely';
import {
  DASHBOARD_QUEUES,
  REPORT_TIME_ZONE,
  type Dashboard,
  type DashboardQueue,
  type DashboardDay,
  type DashboardMoney,
  type DashboardPeriod,
  type DashboardTotals,
  type GgrDayRow,
  type StudioRtpRow,
} from '@portal/shared/contracts/reports';
import { INHOUSE_GAMES, type InhouseGame } from '@portal/shared/contracts/seamless';
import type { DB } from '../../db/schema.ts';
import type { Clock } from '../../platform/clock.ts';
import type { SettingsService } from '../../platform/settings/settings.service.ts';
import { addDays, byDay, dayOfInstant, eachDay, spanOfDays, startOfDay } from './report-days.ts';
import { createReportsRepo, type DayAmount } from './reports.repo.ts';

/**
 * A studio game's RTP variants with the exact RTP of each bet. The studio owns the table; app.ts
 * hands its function in, so this feature does not depend on the studio's.
 */
export type TheoreticalRtp = (game: InhouseGame) => { variant: string; rtps: { bet: string; rtpBps: number }[] }[];

export interface DayRange {
  from: string;
  to: string;
}

const DASHBOARD_DAYS: Record<DashboardPeriod, number> = { today: 1, last7: 7, last30: 30 };
const zeroAmount = (day: string): DayAmount => ({ day, count: 0, amount_minor: 0 });
const isInhouseGame = (game: string): game is InhouseGame => (INHOUSE_GAMES as readonly string[]).includes(game);

/** Payouts ÷ stakes in basis points, rounded; 0 without stakes. */
export const observedBps = (payouts: number, stakes: number) =>
  stakes === 0 ? 0 : Number((BigInt(payouts) * 20_000n + BigInt(stakes)) / (2n * BigInt(stakes)));

export function createReportsService(deps: {
  db: Kysely<DB>;
  clock: Clock;
  settings: Pick<SettingsService, 'get'>;
  theoreticalRtp: TheoreticalRtp;
}) {
  const repo = createReportsRepo(deps.db);
  const currency = async () => (await deps.settings.get()).currency.code;

  /**
   * `money`: the operator reads money figures; `works(queue)`: the operator holds a role that acts
   * on the queue (the others' counts are null: not theirs to work).
   */
  async function dashboard(options: { money: boolean; works: (queue: DashboardQueue) => boolean }): Promise<Dashboard> {
    const code = await currency();
    const today = dayOfInstant(deps.clock.now());
    const first = addDays(today, -(DASHBOARD_DAYS.last30 - 1));
    const span = spanOfDays(first, today);
    const since = { today: startOfDay(today), last7: startOfDay(addDays(today, -(DASHBOARD_DAYS.last7 - 1))) };
    const none = Promise.resolve([] as DayAmount[]);
    // Apart, each query is one parallel pass of its own; the pool runs them side by side.
    const [bets, active, deposits, withdrawals, bonuses, firsts, registrations, pending] = await Promise.all([
      options.money ? repo.betsByDay(span, code) : Promise.resolve([]),
      repo.activePlayers(span, code, since),
      options.money ? repo.depositsByDay(span, code) : none,
      options.money ? repo.withdrawalsByDay(span, code) : none,
      options.money ? repo.bonusesByDay(span, code) : Promise.resolve([]),
      repo.firstDepositsByDay(span),
      repo.registrationsByDay(span),
      repo.pendingCounts(),
    ]);
    const betDays = byDay(bets);
    const depositDays = byDay(deposits);
    const withdrawalDays = byDay(withdrawals);
    const bonusDays = byDay(bonuses);
    const firstDays = byDay(firsts);
    const registrationDays = byDay(registrations);

    const days = eachDay(first, today).map((day) => {
      const bet = betDays.get(day);
      const betsMinor = bet?.bets_minor ?? 0;
      const winsMinor = bet?.wins_minor ?? 0;
      const bonusesMinor = bonusDays.get(day)?.amount_minor ?? 0;
      const deposit = depositDays.get(day) ?? zeroAmount(day);
      const withdrawal = withdrawalDays.get(day) ?? zeroAmount(day);
      const firstDeposit = firstDays.get(day) ?? zeroAmount(day);
      return {
        day,
        registrations: registrationDays.get(day)?.count ?? 0,
        firstDeposits: firstDeposit.count,
        money: {
          depositsMinor: deposit.amount_minor,
          depositCount: deposit.count,
          withdrawalsMinor: withdrawal.amount_minor,
          withdrawalCount: withdrawal.count,
          betsMinor,
          betCount: bet?.bet_count ?? 0,
          winsMinor,
          ggrMinor: betsMinor - winsMinor,
          bonusesMinor,
          ngrMinor: betsMinor - winsMinor - bonusesMinor,
          firstDepositsMinor: firstDeposit.amount_minor,
        } satisfies DashboardMoney,
      };
    });

    const totals = (period: DashboardPeriod): DashboardTotals => {
      const inPeriod = days.slice(days.length - DASHBOARD_DAYS[period]);
      const sum = (pick: (day: (typeof days)[number]) => number) =>
        inPeriod.reduce((total, day) => total + pick(day), 0);
      const money = Object.fromEntries(
        Object.keys(inPeriod[0]!.money).map((key) => [key, sum((day) => day.money[key as keyof DashboardMoney])]),
      ) as DashboardMoney;
      return {
        from: inPeriod[0]!.day,
        to: today,
        activePlayers: active[period],
        registrations: sum((day) => day.registrations),
        firstDeposits: sum((day) => day.firstDeposits),
        money: options.money ? money : null,
      };
    };

    const series: DashboardDay[] = days.map(({ day, registrations: r, firstDeposits, money }) => ({
      day,
      registrations: r,
      firstDeposits,
      money: options.money
        ? {
            depositsMinor: money.depositsMinor,
            withdrawalsMinor: money.withdrawalsMinor,
            betsMinor: money.betsMinor,
            winsMinor: money.winsMinor,
            ggrMinor: money.ggrMinor,
            bonusesMinor: money.bonusesMinor,
            ngrMinor: money.ngrMinor,
          }
        : null,
    }));

    return {
      timeZone: REPORT_TIME_ZONE,
      currency: code,
      today,
      periods: { today: totals('today'), last7: totals('last7'), last30: totals('last30') },
      series,
      pending: Object.fromEntries(
        DASHBOARD_QUEUES.map((queue) => [queue, options.works(queue) ? pending[queue] : null]),
      ) as Dashboard['pending'],
    };
  }

  /** Bets, wins, GGR, bonuses and NGR for every day of the range (days without any are zeros). */
  async function ggrByDay(range: DayRange): Promise<GgrDayRow[]> {
    const code = await currency();
    const span = spanOfDays(range.from, range.to);
    const [bets, bonuses] = await Promise.all([repo.betsByDay(span, code), repo.bonusesByDay(span, code)]);
    const betDays = byDay(bets);
    const bonusDays = byDay(bonuses);
    return eachDay(range.from, range.to).map((day) => {
      const bet = betDays.get(day);
      const betsMinor = bet?.bets_minor ?? 0;
      const winsMinor = bet?.wins_minor ?? 0;
      const bonusesMinor = bonusDays.get(day)?.amount_minor ?? 0;
      return {
        day,
        betCount: bet?.bet_count ?? 0,
        betsMinor,
        winsMinor,
        ggrMinor: betsMinor - winsMinor,
        bonusesMinor,
        ngrMinor: betsMinor - winsMinor - bonusesMinor,
      };
    });
  }

  /** Observed RTP of the settled studio rounds next to the exact RTP of the variant they were played on. */
  async function studioRtp(range: DayRange): Promise<StudioRtpRow[]> {
    const rows = await repo.studioRounds(spanOfDays(range.from, range.to), await currency());
    return rows.map((row) => {
      const variants = isInhouseGame(row.game) ? deps.theoreticalRtp(row.game) : [];
      const line = variants.find((v) => v.variant === row.variant)?.rtps.find((r) => r.bet === row.bet);
      return {
        game: row.game,
        variant: row.variant,
        bet: row.bet,
        rounds: row.rounds,
        stakesMinor: row.stakes_minor,
        payoutsMinor: row.payouts_minor,
        observedRtpBps: observedBps(row.payouts_minor, row.stakes_minor),
        theoreticalRtpBps: line?.rtpBps ?? null,
      };
    });
  }

  return {
    currency,
    dashboard,
    ggrByDay,
    studioRtp,
    ggrByProduct: async (range: DayRange) =>
      repo.betsByDayAndProduct(spanOfDays(range.from, range.to), await currency()),
    payments: async (range: DayRange) =>
      repo.paymentsByDayAndChannel(spanOfDays(range.from, range.to), await currency()),
    topPlayers: async (range: DayRange, side: 'winners' | 'losers', limit: number) =>
      repo.topPlayers(spanOfDays(range.from, range.to), await currency(), side, limit),
  };
}

export type ReportsService = ReturnType<typeof createReportsService>;
