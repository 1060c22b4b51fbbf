import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  dashboardSchema,
  ggrDayRowSchema,
  ggrProductRowSchema,
  paymentRowSchema,
  reportOf,
  reportRangeQuerySchema,
  REPORT_TIME_ZONE,
  studioRtpRowSchema,
  topPlayerRowSchema,
  topPlayersQuerySchema,
  type DashboardQueue,
  type ReportRangeQuery,
} from '@portal/shared/contracts/reports';
import type { OperatorRole } from '@portal/shared/contracts/operators';
import { envelopeOf } from '@portal/shared/envelope';
import type { AppContext } from '../../platform/context.ts';
import { sendCsv, toCsv, type CsvColumn } from '../../platform/csv.ts';
import { ok } from '../../platform/envelope.ts';
import { bearerSecurity } from '../../platform/openapi.ts';
import { holdsRole, requireOperator } from '../operators/operator-guard.ts';
import { auditLogRoutes } from './audit-log.routes.ts';
import { reportColumns } from './reports.csv.ts';
import { createReportsService, type TheoreticalRtp } from './reports.service.ts';

/** Who reads money: the dashboard shows other operators its counts only. */
const MONEY_ROLES = ['finance'] as const;

/**
 * Who acts on each queue the dashboard counts: the roles of the calls that decide its items (admin
 * always). Kept in step with those routes: deposits-admin (review), withdrawals.admin (approve,
 * reject), approvals (four-eyes), promotions-admin (DECIDERS), loyalty-admin (QUEUE).
 */
export const QUEUE_ROLES: Record<DashboardQueue, readonly OperatorRole[]> = {
  deposits: ['finance'],
  withdrawals: ['finance'],
  approvals: ['finance', 'lottery'],
  promotionApplications: ['finance'],
  redemptions: ['finance', 'support'],
};

/**
 * The dashboard (any operator; money figures for finance), the finance reports (each as JSON or,
 * with ?format=csv, a spreadsheet of every row) and the audit log viewer (admins).
 */
export async function reportsRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  options: { theoreticalRtp: TheoreticalRtp },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const reports = createReportsService({
    // Reports scan history: the replica's work while there is one.
    db: ctx.database.reads,
    clock: ctx.clock,
    settings: ctx.settings,
    theoreticalRtp: options.theoreticalRtp,
  });
  const schema = { tags: ['admin'], security: bearerSecurity };
  const finance = { onRequest: requireOperator(ctx, [...MONEY_ROLES]) };

  r.get(
    '/admin/api/reports/dashboard',
    {
      onRequest: requireOperator(ctx, 'any'),
      schema: {
        ...schema,
        summary:
          'Today, the last 7 and 30 days (UTC): money (finance only), players, registrations, first deposits; per-day series; the queues the operator works (others null)',
        response: { 200: envelopeOf(dashboardSchema) },
      },
    },
    async (request) => {
      const { roles } = request.operator!;
      return ok(
        await reports.dashboard({
          money: holdsRole(roles, [...MONEY_ROLES]),
          works: (queue) => holdsRole(roles, [...QUEUE_ROLES[queue]]),
        }),
      );
    },
  );

  /** Answers a report: the envelope, or every row as CSV named after the report and its range. */
  async function answer<Row>(
    reply: FastifyReply,
    name: string,
    query: Pick<ReportRangeQuery, 'from' | 'to' | 'format'>,
    rows: Row[],
    columns: (all: ReturnType<typeof reportColumns>) => CsvColumn<Row>[],
  ) {
    const currency = (await ctx.settings.get()).currency;
    if (query.format === 'csv') {
      return sendCsv(reply, `${name}-${query.from}-${query.to}.csv`, toCsv(columns(reportColumns(currency)), rows));
    }
    return ok({ from: query.from, to: query.to, timeZone: REPORT_TIME_ZONE, currency: currency.code, rows });
  }

  const rangeReport = <Row extends z.ZodType>(
    path: string,
    summary: string,
    row: Row,
    load: (query: ReportRangeQuery) => Promise<z.infer<Row>[]>,
    columns: (all: ReturnType<typeof reportColumns>) => CsvColumn<z.infer<Row>>[],
  ) =>
    r.get(
      `/admin/api/reports/${path}`,
      {
        ...finance,
        schema: {
          ...schema,
          summary,
          querystring: reportRangeQuerySchema,
          response: { 200: envelopeOf(reportOf(row)) },
        },
      },
      async (request, reply) => answer(reply, path, request.query, await load(request.query), columns),
    );

  rangeReport(
    'ggr-by-day',
    'Bets, wins, GGR, bonuses and NGR per UTC day of from..to (both included, at most 366 days); ?format=csv',
    ggrDayRowSchema,
    (query) => reports.ggrByDay(query),
    (c) => c.ggrByDay,
  );
  rangeReport(
    'ggr-by-product',
    'Bets, wins and GGR per day and product (casino vendor and category, lottery game, in-house game); ?format=csv',
    ggrProductRowSchema,
    (query) => reports.ggrByProduct(query),
    (c) => c.ggrByProduct,
  );
  rangeReport(
    'payments',
    'Paid deposits per day and channel, approved withdrawals per day and payee bank; ?format=csv',
    paymentRowSchema,
    (query) => reports.payments(query),
    (c) => c.payments,
  );
  rangeReport(
    'studio-rtp',
    'In-house games: observed RTP of settled rounds against the exact RTP of their variant; ?format=csv',
    studioRtpRowSchema,
    (query) => reports.studioRtp(query),
    (c) => c.studioRtp,
  );

  r.get(
    '/admin/api/reports/top-players',
    {
      ...finance,
      schema: {
        ...schema,
        summary:
          'The players who won (side=winners) or lost (side=losers) the most on bets placed from..to; ?format=csv',
        querystring: topPlayersQuerySchema,
        response: { 200: envelopeOf(reportOf(topPlayerRowSchema)) },
      },
    },
    async (request, reply) => {
      const { side, limit } = request.query;
      const rows = await reports.topPlayers(request.query, side, limit);
      return answer(reply, `top-${side}`, request.query, rows, (c) => c.topPlayers);
    },
  );

  await auditLogRoutes(app, ctx);
}
