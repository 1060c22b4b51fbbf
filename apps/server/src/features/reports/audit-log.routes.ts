import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  auditEntryDetailSchema,
  auditIdParamsSchema,
  auditLogQuerySchema,
  auditPageSchema,
} from '@portal/shared/contracts/reports';
import { envelopeOf } from '@portal/shared/envelope';
import { AppError } from '../../platform/app-error.ts';
import type { AppContext } from '../../platform/context.ts';
import { sendCsv, toCsv } from '../../platform/csv.ts';
import { ok } from '../../platform/envelope.ts';
import { bearerSecurity } from '../../platform/openapi.ts';
import { requireOperator } from '../operators/operator-guard.ts';
import { createAuditLogRepo } from './audit-log.repo.ts';
import { auditColumns } from './reports.csv.ts';

/** The most rows one CSV export holds. */
const CSV_CAP = 100_000;

/** The operator audit log, read by admins: who did what, when, with what answer, before and after. */
export async function auditLogRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const log = createAuditLogRepo(ctx.db);
  const admin = { onRequest: requireOperator(ctx, []), schema: { tags: ['admin'], security: bearerSecurity } };

  r.get(
    '/admin/api/audit-log',
    {
      ...admin,
      schema: {
        ...admin.schema,
        summary:
          'Operator actions, newest first; filters operator, action (method, route or path), subject, from..to; ?format=csv: every match with its JSON',
        querystring: auditLogQuerySchema,
        response: { 200: envelopeOf(auditPageSchema) },
      },
    },
    async (request, reply) => {
      const { page, pageSize, format, ...filters } = request.query;
      if (format === 'csv') {
        const rows = await log.all(filters, CSV_CAP);
        return sendCsv(reply, `audit-log-${ctx.clock.now().toISOString().slice(0, 10)}.csv`, toCsv(auditColumns, rows));
      }
      return ok(await log.page(filters, page, pageSize));
    },
  );

  r.get(
    '/admin/api/audit-log/:id',
    {
      ...admin,
      schema: {
        ...admin.schema,
        summary: 'One audit row with its parameters, body, and the record before and after',
        params: auditIdParamsSchema,
        response: { 200: envelopeOf(auditEntryDetailSchema) },
      },
    },
    async (request) => {
      const entry = await log.find(request.params.id);
      if (!entry) throw new AppError('NOT_FOUND');
      return ok(entry);
    },
  );
}
