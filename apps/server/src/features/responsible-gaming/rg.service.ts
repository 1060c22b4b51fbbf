import { sql, type Kysely } from 'kysely';
import { toMajor, toMinor } from '@portal/shared/money';
import { FieldIssue } from '@portal/shared/errors';
import {
  RG_MONEY_LIMITS,
  RG_PERIODS,
  RG_TIME_LIMITS,
  type RgBlockPayload,
  type RgLimitView,
  type RgMoneyLimitPayload,
  type RgPeriod,
  type RgRealityCheck,
  type RgState,
  type RgTimeLimitPayload,
} from '@portal/shared/contracts/responsible-gaming';
import type { DB } from '../../db/schema.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError } from '../../platform/app-error.ts';
import type { AppContext } from '../../platform/context.ts';
import { playBlockOf, playBlocked } from '../members/member-guard.ts';
import type { MemberRow } from '../members/members.repo.ts';
import type { Passwords } from '../members/passwords.ts';
import { changeLimit, limitAt, type LimitRow } from './limit-change.ts';
import { periodEnd, periodKey, periodStart } from './periods.ts';
import { createRgRepo, type StoredLimit } from './rg.repo.ts';

const invalid = (field: string, issue: string) =>
  new AppError('VALIDATION_FAILED', { value: { fields: { [field]: issue } } });

/** The earliest start of the periods that contain `now`: what a first backfill must count from. */
const countingSince = (now: Date) =>
  new Date(Math.min(...RG_PERIODS.map((period) => periodStart(period, now).getTime())));

const DAY_MS = 86_400_000;

/** When a break or self-exclusion asked for at `now` ends (null: never). */
export function blockEnd(payload: Pick<RgBlockPayload, 'duration'>, now: Date): Date | null {
  const months = (n: number) =>
    new Date(
      Date.UTC(
        now.getUTCFullYear(),
        now.getUTCMonth() + n,
        now.getUTCDate(),
        now.getUTCHours(),
        now.getUTCMinutes(),
        now.getUTCSeconds(),
      ),
    );
  switch (payload.duration) {
    case '24h':
      return new Date(now.getTime() + DAY_MS);
    case '7d':
      return new Date(now.getTime() + 7 * DAY_MS);
    case '30d':
      return new Date(now.getTime() + 30 * DAY_MS);
    case '6m':
      return months(6);
    case '1y':
      return months(12);
    case '5y':
      return months(60);
    case 'permanent':
      return null;
  }
}

export interface RgDeps {
  ctx: AppContext;
  passwords: Passwords;
  /** Active bonuses go back to the house when a member self-excludes (bonuses.forfeitAllIn). */
  forfeitBonusesIn: (trx: Kysely<DB>, memberId: number) => Promise<unknown>;
}

/** The member's own limits, breaks and reality checks (decision 041). */
export function createResponsibleGaming({ ctx, passwords, forfeitBonusesIn }: RgDeps) {
  const repo = createRgRepo(ctx.db);
  const { clock } = ctx;

  const view = (row: LimitRow | undefined, now: Date, scale: (n: number) => number): RgLimitView => {
    const current = limitAt(row, now);
    const waiting = row?.pendingAt && row.pendingAt > now;
    return {
      current: current === null ? null : scale(current),
      pending: waiting
        ? { value: row.pendingAmount === null ? null : scale(row.pendingAmount), at: row.pendingAt!.toISOString() }
        : null,
    };
  };

  async function state(memberId: number): Promise<RgState> {
    const now = clock.now();
    const settings = await ctx.settings.get();
    const { code, decimals } = settings.currency;
    const money = (minor: number) => toMajor(minor, decimals);
    const limits = await repo.limits(memberId);
    const find = (kind: string, period: string) => limits.find((l) => l.kind === kind && l.period === period);
    const keys = RG_PERIODS.map((period) => ({ period, start: periodKey(period, now) }));
    const used = await repo.usage(memberId, keys);
    const usage = await Promise.all(
      RG_PERIODS.map(async (period) => {
        const row = used.find((u) => u.period === period);
        const deposited = await repo.depositedSince(ctx.db, memberId, periodStart(period, now), now);
        return {
          period,
          startsAt: periodStart(period, now).toISOString(),
          resetsAt: periodEnd(period, now).toISOString(),
          deposited: money(deposited),
          wagered: money(row?.wagered_minor ?? 0),
          netLoss: money(Math.max(0, row?.net_loss_minor ?? 0)),
        };
      }),
    );
    const member = await ctx.db
      .selectFrom('members')
      .select(['play_block_kind', 'play_blocked_until'])
      .where('id', '=', memberId)
      .executeTakeFirstOrThrow();
    return {
      currency: code,
      decimals,
      coolingOffHours: settings.responsibleGaming.coolingOffHours,
      money: Object.fromEntries(
        RG_MONEY_LIMITS.map((kind) => [
          kind,
          Object.fromEntries(RG_PERIODS.map((period) => [period, view(find(kind, period), now, money)])),
        ]),
      ) as RgState['money'],
      time: Object.fromEntries(
        RG_TIME_LIMITS.map((kind) => [kind, view(find(kind, 'none'), now, (n) => n)]),
      ) as RgState['time'],
      usage,
      block: playBlocked(member, now) ? playBlockOf(member) : null,
    };
  }

  /** One limit changed under its row's lock, with the member enrolled in the play counter. */
  async function change(memberId: number, kind: string, period: string, requested: number | null, waits: boolean) {
    const now = clock.now();
    const hours = (await ctx.settings.get()).responsibleGaming.coolingOffHours;
    return inTransaction(ctx.db, async (trx) => {
      await repo.enrolIn(trx, memberId, now, countingSince(now));
      const row = (await repo.lockLimits(trx, memberId, kind)).find((l) => l.period === period);
      const next = waits
        ? changeLimit(row, requested, now, hours * 3_600_000)
        : { amount: requested, pendingAmount: null, pendingAt: null, effectiveAt: now };
      const before = limitAt(row, now);
      await repo.saveLimitIn(
        trx,
        memberId,
        { kind, period },
        next,
        { before, requested, effectiveAt: next.effectiveAt },
        now,
      );
      return next;
    });
  }

  /** The current session's figures: time since sign-in, its play, the next reminder due. */
  async function reality(memberId: number, sessionId: number) {
    const now = clock.now();
    const { decimals } = (await ctx.settings.get()).currency;
    const session = await ctx.db
      .selectFrom('sessions')
      .select(['created_at', 'absolute_expires_at'])
      .where('id', '=', sessionId)
      .executeTakeFirstOrThrow();
    const limits = await repo.limits(memberId);
    const interval = limitAt(
      limits.find((l) => l.kind === 'reality_check'),
      now,
    );
    const sessionLimit = limitAt(
      limits.find((l) => l.kind === 'session'),
      now,
    );
    const last = await ctx.db
      .selectFrom('rg_reality_checks')
      .select('created_at')
      .where('session_id', '=', sessionId)
      .orderBy('id', 'desc')
      .executeTakeFirst();
    const play = await repo.playSince(memberId, session.created_at);
    const from = last?.created_at ?? session.created_at;
    return {
      decimals,
      interval,
      startedAt: session.created_at,
      minutesPlayed: Math.floor((now.getTime() - session.created_at.getTime()) / 60_000),
      netMinor: play.netMinor,
      stakedMinor: play.stakedMinor,
      nextAt: interval === null ? null : new Date(from.getTime() + interval * 60_000),
      endsAt: sessionLimit === null ? null : session.absolute_expires_at,
    };
  }

  const presentReality = (f: Awaited<ReturnType<typeof reality>>): RgRealityCheck => ({
    intervalMinutes: f.interval,
    sessionStartedAt: f.startedAt.toISOString(),
    minutesPlayed: f.minutesPlayed,
    netResult: toMajor(f.netMinor, f.decimals),
    wagered: toMajor(f.stakedMinor, f.decimals),
    nextAt: f.nextAt?.toISOString() ?? null,
    sessionEndsAt: f.endsAt?.toISOString() ?? null,
  });

  return {
    state,

    async setMoneyLimit(memberId: number, payload: RgMoneyLimitPayload): Promise<RgState> {
      let requested: number | null = null;
      if (payload.amount !== null) {
        const { decimals } = (await ctx.settings.get()).currency;
        const parsed = toMinor(payload.amount, decimals);
        if (!parsed.ok)
          throw invalid(
            'amount',
            parsed.error === 'TOO_MANY_DECIMALS' ? FieldIssue.TOO_MANY_DECIMALS : FieldIssue.TOO_BIG,
          );
        if (parsed.minor <= 0) throw invalid('amount', FieldIssue.TOO_SMALL);
        requested = parsed.minor;
      }
      await change(memberId, payload.kind, payload.period, requested, true);
      return state(memberId);
    },

    /**
     * A session limit follows the cooling-off rule and, once it holds, ends the member's open
     * sessions that have run longer; a reality check interval is a reminder and holds at once.
     */
    async setTimeLimit(memberId: number, payload: RgTimeLimitPayload): Promise<RgState> {
      const next = await change(memberId, payload.kind, 'none', payload.minutes, payload.kind === 'session');
      if (payload.kind === 'session' && next.amount !== null) {
        await sql`update sessions set
            absolute_expires_at = least(coalesce(absolute_expires_at, 'infinity'), created_at + ${next.amount} * interval '1 minute'),
            expires_at = least(expires_at, created_at + ${next.amount} * interval '1 minute')
          where subject_type = 'member' and subject_id = ${memberId} and revoked_at is null`.execute(ctx.db);
      }
      return state(memberId);
    },

    /**
     * A break or self-exclusion, confirmed by the password. A running one is only ever made longer
     * or stricter (the database refuses the rest, migration 0060). Self-exclusion forfeits active
     * bonuses; every session ends; what is left in the wallet stays withdrawable (a sign-in then
     * opens a session for cash-out only).
     */
    async block(member: MemberRow, payload: RgBlockPayload) {
      if (!(await passwords.verify(member.password_hash, payload.password))) {
        throw new AppError('INVALID_CREDENTIALS');
      }
      const now = clock.now();
      const until = blockEnd(payload, now);
      await inTransaction(ctx.db, async (trx) => {
        await repo.enrolIn(trx, member.id, now, countingSince(now));
        const current = await trx
          .selectFrom('members')
          .select(['play_block_kind', 'play_blocked_until'])
          .where('id', '=', member.id)
          .forUpdate()
          .executeTakeFirstOrThrow();
        const running = playBlocked(current, now);
        const stricter = running && current.play_block_kind === 'self_exclusion' ? 'self_exclusion' : payload.kind;
        const later =
          running && (current.play_blocked_until === null || (until !== null && current.play_blocked_until > until))
            ? current.play_blocked_until
            : until;
        await trx
          .updateTable('members')
          .set({ play_block_kind: stricter, play_blocked_until: later })
          .where('id', '=', member.id)
          .execute();
        await trx
          .insertInto('rg_exclusions')
          .values({ member_id: member.id, kind: payload.kind, starts_at: now, ends_at: until })
          .execute();
        if (payload.kind === 'self_exclusion') await forfeitBonusesIn(trx, member.id);
      });
      await ctx.sessions.revokeAll('member', member.id);
      return state(member.id);
    },

    realityCheck: async (memberId: number, sessionId: number): Promise<RgRealityCheck> =>
      presentReality(await reality(memberId, sessionId)),

    /** The member's answer to a reminder, logged; 'stop' ends the session. */
    async answerRealityCheck(memberId: number, sessionId: number, choice: 'continue' | 'stop') {
      const now = clock.now();
      const figures = await reality(memberId, sessionId);
      await inTransaction(ctx.db, async (trx) => {
        await repo.enrolIn(trx, memberId, now, countingSince(now));
        await trx
          .insertInto('rg_reality_checks')
          .values({
            member_id: memberId,
            session_id: sessionId,
            minutes_played: figures.minutesPlayed,
            net_result_minor: figures.netMinor,
            choice,
            created_at: now,
          })
          .execute();
      });
      if (choice === 'stop') await ctx.sessions.revokeById(sessionId);
      return presentReality(figures);
    },
  };
}

/**
 * In a deposit order's transaction: refused (RG_LIMIT_REACHED) when the deposits asked for in one
 * of the member's deposit limit periods, this one included, would pass it. The limit rows are
 * locked, so two deposits of one member are decided one after the other.
 */
export async function assertDepositRoomIn(trx: Kysely<DB>, memberId: number, amountMinor: number, now: Date) {
  const repo = createRgRepo(trx);
  const limits: StoredLimit[] = await repo.lockLimits(trx, memberId, 'deposit');
  for (const row of limits) {
    const limit = limitAt(row, now);
    if (limit === null) continue;
    const period = row.period as RgPeriod;
    const asked = await repo.depositedSince(trx, memberId, periodStart(period, now), now);
    if (asked + amountMinor > limit) {
      throw new AppError('RG_LIMIT_REACHED', {
        value: { kind: 'deposit', period, limitMinor: limit, roomMinor: Math.max(0, limit - asked) },
      });
    }
  }
}
