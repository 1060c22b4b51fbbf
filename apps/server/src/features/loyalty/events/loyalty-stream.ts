import { sql, type Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';
import { inTransaction } from '../../../db/transaction.ts';
import type { Clock } from '../../../platform/clock.ts';
import type { SettingsService } from '../../../platform/settings/settings.service.ts';
import type { LedgerAccounts } from '../../wallet/ledger/accounts.ts';
import type { LedgerBatch } from '../../wallet/ledger/batch.ts';
import type { MissionsRepo } from '../missions/missions.repo.ts';
import { accrue, pointUnit, weightedTurnover } from '../points/points-maths.ts';
import { POINTS_CURRENCY, POINTS_HOUSE, POINTS_WALLET } from '../points/points-accounts.ts';
import type { VipRepo } from '../vip/vip.repo.ts';
import { previousVipWindow, utcDay, vipWindow } from '../periods.ts';

/** One processor at a time across instances: the events are taken in id order under this lock. */
const STREAM_LOCK = 0x4c6f79616c; // 'Loyal'
export const STREAM_BATCH = 2000;

interface TakenEvent {
  id: number;
  member_id: number;
  kind: 'bet' | 'deposit' | 'login';
  product: string;
  valid_minor: number;
  occurred_at: Date;
}

/**
 * The loyalty stream (decision 022). Triggers write an event in the transaction of what happened
 * (a bet settled, a deposit paid, a sign-in); this takes a batch, adds it to the daily sums, gives
 * the points, refreshes the missions and raises VIP levels, and deletes the batch, all in one
 * transaction: an event counts once, or not yet. Nothing scans the bets.
 */
export function createLoyaltyStream(deps: {
  db: Kysely<DB>;
  clock: Clock;
  settings: SettingsService;
  accounts: LedgerAccounts;
  batch: LedgerBatch;
  vip: VipRepo;
  missions: MissionsRepo;
}) {
  const { db, clock } = deps;

  /** The stream's lock: tried (the timer skips a turn when another instance holds it) or waited for. */
  const locked = async (trx: Kysely<DB>, wait: boolean) => {
    if (wait) {
      await sql`select pg_advisory_xact_lock(${STREAM_LOCK})`.execute(trx);
      return true;
    }
    return (await sql<{ ok: boolean }>`select pg_try_advisory_xact_lock(${STREAM_LOCK}) as ok`.execute(trx)).rows[0]!
      .ok;
  };

  /** Applies up to `limit` events; answers how many (0 when another instance holds the stream). */
  async function processBatch(limit = STREAM_BATCH, wait = false): Promise<number> {
    // Read before the transaction: on the embedded database the transaction holds the only
    // connection, so a settings load inside it would wait for itself forever.
    const settings = await deps.settings.get();
    return inTransaction(db, async (trx) => {
      if (!(await locked(trx, wait))) return 0;
      const { rows } = await sql<TakenEvent>`
        with taken as (
          delete from loyalty_events where id in (select id from loyalty_events order by id limit ${limit})
          returning *
        ),
        -- A session or bet of a member id that does not exist (never in practice) is dropped, not
        -- left to block the stream.
        known as (select * from taken t where exists (select 1 from members m where m.id = t.member_id)),
        daily as (
          insert into loyalty_daily as d
            (member_id, day, product, rounds, valid_minor, stake_minor, payout_minor, deposit_minor, logins)
          select member_id, (occurred_at at time zone 'UTC')::date, product, sum(rounds), sum(valid_minor),
            sum(stake_minor), sum(payout_minor), sum(deposit_minor), count(*) filter (where kind = 'login')
          from known group by 1, 2, 3
          on conflict (member_id, day, product) do update set
            rounds = d.rounds + excluded.rounds, valid_minor = d.valid_minor + excluded.valid_minor,
            stake_minor = d.stake_minor + excluded.stake_minor, payout_minor = d.payout_minor + excluded.payout_minor,
            deposit_minor = d.deposit_minor + excluded.deposit_minor, logins = d.logins + excluded.logins
        )
        -- The insert above runs whether or not this reads it (PostgreSQL runs every data-modifying WITH).
        select t.id, t.member_id, t.kind, t.product, t.valid_minor, t.occurred_at from known t order by t.id`.execute(
        trx,
      );
      if (rows.length === 0) return 0;

      const now = clock.now();
      const members = [...new Set(rows.map((r) => Number(r.member_id)))];
      await deps.vip.ensureMembers(trx, members);
      await givePoints(trx, rows, settings.loyalty.pointsRates, settings.currency.decimals);

      const days = [...new Set(rows.map((r) => `${r.member_id}|${utcDay(new Date(r.occurred_at))}`))].map((pair) => {
        const [memberId, day] = pair.split('|');
        return { memberId: Number(memberId), day: day! };
      });
      await deps.missions.refreshProgress(trx, days, now);
      const window = vipWindow(settings.loyalty.vipPeriod, settings.loyalty.rollingDays, now);
      await deps.vip.raiseLevels(trx, members, window, now);
      return rows.length;
    });
  }

  async function givePoints(
    trx: Kysely<DB>,
    rows: readonly TakenEvent[],
    rates: Partial<Record<string, number>>,
    decimals: number,
  ) {
    const byMember = new Map<number, { product: string; validMinor: number }[]>();
    for (const row of rows) {
      if (row.kind !== 'bet') continue;
      const lines = byMember.get(Number(row.member_id)) ?? [];
      lines.push({ product: row.product, validMinor: Number(row.valid_minor) });
      byMember.set(Number(row.member_id), lines);
    }
    const weighted = [...byMember].map(([memberId, lines]) => ({ memberId, weighted: weightedTurnover(lines, rates) }));
    const earning = weighted.filter((w) => w.weighted > 0n);
    if (earning.length === 0) return;

    const carries = await deps.vip.carries(
      trx,
      earning.map((e) => e.memberId),
    );
    const unit = pointUnit(decimals);
    const outcome = earning.map((e) => ({
      memberId: e.memberId,
      ...accrue(carries.get(e.memberId) ?? 0n, e.weighted, unit),
    }));
    await deps.vip.setCarries(trx, outcome);

    const paid = outcome.filter((o) => o.points > 0);
    if (paid.length === 0) return;
    const accounts = await deps.accounts.players(
      paid.map((p) => p.memberId),
      POINTS_WALLET,
      POINTS_CURRENCY,
      trx,
    );
    const array = (values: number[]) => `{${values.join(',')}}`;
    await deps.batch.postBatchIn(trx, {
      source: 'loyalty',
      key: `points:${rows[0]!.id}-${rows[rows.length - 1]!.id}`,
      kind: 'points_earned',
      reference: 'loyalty:points',
      lines: sql`select unnest(${array(paid.map((p) => accounts.get(p.memberId)!))}::bigint[]) as account_id,
        unnest(${array(paid.map((p) => p.memberId))}::bigint[]) as member_id,
        unnest(${array(paid.map((p) => p.points))}::bigint[]) as amount_minor, 0 as seq`,
      counterpart: { code: POINTS_HOUSE, currency: POINTS_CURRENCY },
    });
  }

  /** The level check of the period that ended last, once for all instances (its row is the "once"). */
  async function evaluateDue(wait = false): Promise<{ periodKey: string; lowered: number } | null> {
    const settings = await deps.settings.get();
    const now = clock.now();
    const ended = previousVipWindow(settings.loyalty.vipPeriod, settings.loyalty.rollingDays, now);
    return inTransaction(db, async (trx) => {
      if (!(await locked(trx, wait))) return null;
      const lowered = await deps.vip.evaluatePeriod(trx, ended, settings.loyalty.vipGracePeriods, now);
      return lowered === null ? null : { periodKey: ended.key, lowered };
    });
  }

  /**
   * Everything waiting, then the due level check: what the timer does (wait false: another
   * instance at work means nothing to do here) and what a caller that must see the result asks
   * (wait true: after another instance's pass).
   */
  async function drain(wait = false): Promise<number> {
    let total = 0;
    for (;;) {
      const done = await processBatch(STREAM_BATCH, wait);
      total += done;
      if (done < STREAM_BATCH) break;
    }
    await evaluateDue(wait);
    return total;
  }

  return { processBatch, evaluateDue, drain };
}

export type LoyaltyStream = ReturnType<typeof createLoyaltyStream>;
