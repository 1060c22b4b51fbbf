import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  amlAlertDetailSchema,
  amlAlertParamsSchema,
  amlAlertSchema,
  amlAlertsPageSchema,
  amlAlertsQuerySchema,
  amlAssigneeSchema,
  amlAssignSchema,
  amlCloseSchema,
  amlExportQuerySchema,
  amlReopenSchema,
  amlScanResultSchema,
} from '@portal/shared/contracts/aml';
import { CSV_MAX_ROWS } from '@portal/shared/contracts/money-queues';
import { envelopeOf } from '@portal/shared/envelope';
import type { AppContext } from '../../platform/context.ts';
import { sendCsv } from '../../platform/csv.ts';
import { ok } from '../../platform/envelope.ts';
import { bearerSecurity } from '../../platform/openapi.ts';
import { auditChange } from '../operators/audit-log.ts';
import { requireOperator } from '../operators/operator-guard.ts';
import { defineAmlScanJob } from './aml-scan.job.ts';
import { createAmlService, memberAlerts } from './aml.service.ts';

const ALERTS = '/admin/api/aml/alerts';

/**
 * AML monitoring (decision 043): the compliance queue under /admin/api/aml, for the compliance
 * role (and admin). Every change is audit-logged with its note (audit-log.ts) and written to the
 * alert's history.
 */
export async function amlRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const aml = createAmlService(ctx);
  defineAmlScanJob(ctx.jobs, aml.scan);
  const onRequest = requireOperator(ctx, ['compliance']);
  const base = { tags: ['aml'], security: bearerSecurity };
  const one = { 200: envelopeOf(amlAlertDetailSchema) };
  const params = amlAlertParamsSchema;
  const stateOf = (a: {
    status: string;
    assignedTo: string | null;
    outcome: string | null;
    closeNote: string | null;
  }) => ({
    status: a.status,
    assignedTo: a.assignedTo,
    outcome: a.outcome,
    closeNote: a.closeNote,
  });

  r.get(
    ALERTS,
    {
      onRequest,
      schema: {
        ...base,
        summary: 'AML alerts, newest first, by status, rule and member (username or id)',
        querystring: amlAlertsQuerySchema,
        response: { 200: envelopeOf(amlAlertsPageSchema) },
      },
    },
    async (request) => ok(await aml.page(request.query)),
  );

  r.get(
    `${ALERTS}/export`,
    {
      onRequest,
      schema: {
        ...base,
        summary:
          'Suspicious-activity report as CSV: the alerts closed as reported, or the chosen ids (one line per alert and member)',
        querystring: amlExportQuerySchema,
      },
    },
    async (request, reply) => {
      const ids = request.query.ids ? [...new Set(request.query.ids.split(',').map(Number))] : null;
      const csv = await aml.exportCsv(ids, CSV_MAX_ROWS);
      return sendCsv(reply, `suspicious-activity-${new Date().toISOString().slice(0, 10)}.csv`, csv);
    },
  );

  r.get(
    `${ALERTS}/:id`,
    { onRequest, schema: { ...base, summary: 'One alert with its evidence and history', params, response: one } },
    async (request) => ok(await aml.detail(request.params.id)),
  );

  r.post(
    `${ALERTS}/:id/assign`,
    {
      onRequest,
      schema: {
        ...base,
        summary: 'Assign an open alert to a compliance officer or admin (operatorId), or to the caller',
        params,
        body: amlAssignSchema.nullish(),
        response: one,
      },
    },
    async (request) => {
      const id = request.params.id;
      const before = await aml.detail(id);
      const after = await aml.assign(
        id,
        request.body?.operatorId ?? request.operator!.subjectId,
        request.operator!.subjectId,
      );
      auditChange(request, { subject: `aml_alert:${id}`, before: stateOf(before), after: stateOf(after) });
      return ok(after);
    },
  );

  r.post(
    `${ALERTS}/:id/close`,
    {
      onRequest,
      schema: {
        ...base,
        summary: 'Close an alert with an outcome (no_issue, reported, account_restricted) and a note',
        params,
        body: amlCloseSchema,
        response: one,
      },
    },
    async (request) => {
      const id = request.params.id;
      const before = await aml.detail(id);
      const after = await aml.close(id, request.body, request.operator!.subjectId);
      auditChange(request, { subject: `aml_alert:${id}`, before: stateOf(before), after: stateOf(after) });
      return ok(after);
    },
  );

  r.post(
    `${ALERTS}/:id/reopen`,
    {
      onRequest,
      schema: {
        ...base,
        summary: 'Reopen a closed alert with a note (never one closed as reported)',
        params,
        body: amlReopenSchema,
        response: one,
      },
    },
    async (request) => {
      const id = request.params.id;
      const before = await aml.detail(id);
      const after = await aml.reopen(id, request.body.note, request.operator!.subjectId);
      auditChange(request, {
        subject: `aml_alert:${id}`,
        before: stateOf(before),
        after: { ...stateOf(after), note: request.body.note },
      });
      return ok(after);
    },
  );

  r.post(
    '/admin/api/aml/scan',
    {
      onRequest,
      schema: {
        ...base,
        summary: 'Run the AML rules now (waits for a scan already running); answers what each rule raised',
        response: { 200: envelopeOf(amlScanResultSchema) },
      },
    },
    async () => ok(await aml.scan.run({ wait: true })),
  );

  r.get(
    '/admin/api/aml/assignees',
    {
      onRequest,
      schema: {
        ...base,
        summary: 'Operators an alert can be assigned to (compliance and admin)',
        response: { 200: envelopeOf(z.array(amlAssigneeSchema)) },
      },
    },
    async () => ok(await aml.assignees()),
  );

  r.get(
    '/admin/api/aml/members/:id/alerts',
    {
      onRequest,
      schema: {
        ...base,
        summary: "A member's AML alerts, newest first (up to 50)",
        params,
        response: { 200: envelopeOf(z.array(amlAlertSchema)) },
      },
    },
    async (request) => ok(await memberAlerts(ctx.db, request.params.id, (await ctx.settings.get()).currency.decimals)),
  );
}
