import { sql } from 'kysely';
import { toMajor } from '@portal/shared/money';
import type { RgMemberAdmin, RgReport } from '@portal/shared/contracts/responsible-gaming';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/app-error.ts';
import { kycSummary } from '../kyc/kyc-summary.ts';
import type { createResponsibleGaming } from './rg.service.ts';

const MONEY_KINDS = new Set(['deposit', 'loss', 'wager']);

/** The console's reads: a member's page (history of limits, blocks, reminders) and the report. */
export function createRgAdmin(ctx: AppContext, rg: ReturnType<typeof createResponsibleGaming>) {
  const { db } = ctx;
  return {
    async member(memberId: number): Promise<RgMemberAdmin> {
      const exists = await db.selectFrom('members').select('id').where('id', '=', memberId).executeTakeFirst();
      if (!exists) throw new AppError('NOT_FOUND');
      const { decimals } = (await ctx.settings.get()).currency;
      const scale = (kind: string, value: number | null) =>
        value === null ? null : MONEY_KINDS.has(kind) ? toMajor(value, decimals) : value;
      const [state, kyc, changes, exclusions, checks] = await Promise.all([
        rg.state(memberId),
        kycSummary(db, memberId),
        db
          .selectFrom('rg_limit_changes')
          .selectAll()
          .where('member_id', '=', memberId)
          .orderBy('id', 'desc')
          .limit(100)
          .execute(),
        db
          .selectFrom('rg_exclusions')
          .selectAll()
          .where('member_id', '=', memberId)
          .orderBy('id', 'desc')
          .limit(100)
          .execute(),
        db
          .selectFrom('rg_reality_checks')
          .selectAll()
          .where('member_id', '=', memberId)
          .orderBy('id', 'desc')
          .limit(100)
          .execute(),
      ]);
      return {
        state,
        kyc,
        changes: changes.map((c) => ({
          kind: c.kind,
          period: c.period,
          before: scale(c.kind, c.before_minor),
          requested: scale(c.kind, c.requested_minor),
          effectiveAt: c.effective_at.toISOString(),
          createdAt: c.created_at.toISOString(),
        })),
        exclusions: exclusions.map((e) => ({
          kind: e.kind,
          startsAt: e.starts_at.toISOString(),
          endsAt: e.ends_at?.toISOString() ?? null,
        })),
        realityChecks: checks.map((c) => ({
          minutesPlayed: c.minutes_played,
          netResult: toMajor(c.net_result_minor, decimals),
          choice: c.choice,
          createdAt: c.created_at.toISOString(),
        })),
      };
    },

    /** Members with a limit that holds now (or waits), or with a break or self-exclusion running. */
    async report(query: { show: 'limits' | 'blocks'; page: number; pageSize: number }): Promise<RgReport> {
      const now = ctx.clock.now();
      const { code: currency, decimals } = (await ctx.settings.get()).currency;
      const offset = (query.page - 1) * query.pageSize;
      if (query.show === 'blocks') {
        const running = db
          .selectFrom('members')
          .where('play_block_kind', 'is not', null)
          .where((eb) => eb.or([eb('play_blocked_until', 'is', null), eb('play_blocked_until', '>', now)]));
        const [{ total }, rows] = await Promise.all([
          running.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
          running
            .select(['id', 'username', 'play_block_kind', 'play_blocked_until'])
            .select(
              sql<Date>`(select max(x.starts_at) from rg_exclusions x where x.member_id = members.id)`.as('since'),
            )
            .orderBy('id')
            .limit(query.pageSize)
            .offset(offset)
            .execute(),
        ]);
        return {
          currency,
          decimals,
          total: Number(total),
          rows: rows.map((r) => ({
            memberId: r.id,
            username: r.username,
            kind: r.play_block_kind!,
            period: null,
            value: null,
            until: r.play_blocked_until?.toISOString() ?? null,
            updatedAt: new Date(r.since).toISOString(),
          })),
        };
      }
      const live = db
        .selectFrom('rg_limits as l')
        .innerJoin('members as m', 'm.id', 'l.member_id')
        .where((eb) => eb.or([eb('l.amount_minor', 'is not', null), eb('l.pending_at', 'is not', null)]));
      const [{ total }, rows] = await Promise.all([
        live.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
        live
          .select([
            'm.id',
            'm.username',
            'l.kind',
            'l.period',
            'l.updated_at',
            sql<string | null>`rg_limit_at(l, ${now}::timestamptz)`.as('value'),
            'l.pending_at',
          ])
          .orderBy('l.updated_at', 'desc')
          .limit(query.pageSize)
          .offset(offset)
          .execute(),
      ]);
      return {
        currency,
        decimals,
        total: Number(total),
        rows: rows.map((r) => {
          const value = r.value === null ? null : Number(r.value);
          return {
            memberId: r.id,
            username: r.username,
            kind: r.kind,
            period: r.period === 'none' ? null : r.period,
            value: value === null ? null : MONEY_KINDS.has(r.kind) ? toMajor(value, decimals) : value,
            until: r.pending_at && r.pending_at > now ? r.pending_at.toISOString() : null,
            updatedAt: r.updated_at.toISOString(),
          };
        }),
      };
    },
  };
}
