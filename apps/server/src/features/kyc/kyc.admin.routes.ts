import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  EXCLUSION_IMPORT_MAX,
  exclusionImportPayloadSchema,
  exclusionImportQuerySchema,
  exclusionImportValueSchema,
  exclusionStatsSchema,
  kycDecisionPayloadSchema,
  kycDocumentParamsSchema,
  kycQueuePageSchema,
  kycQueueQuerySchema,
  kycSubmissionDetailSchema,
  kycSubmissionParamsSchema,
} from '@portal/shared/contracts/kyc';
import { envelopeOf } from '@portal/shared/envelope';
import { FieldIssue } from '@portal/shared/errors';
import { AppError } from '../../platform/app-error.ts';
import type { AppContext } from '../../platform/context.ts';
import { ok } from '../../platform/envelope.ts';
import { bearerSecurity } from '../../platform/openapi.ts';
import { auditChange } from '../operators/audit-log.ts';
import { requireOperator } from '../operators/operator-guard.ts';
import { kycModule } from './kyc.module.ts';
import { exclusionLines } from './kyc.service.ts';
import { sendDocument } from './document-files.ts';

/** A national list of two million hashes, one a line (65 bytes each), fits. */
const EXCLUSION_BODY_LIMIT = EXCLUSION_IMPORT_MAX * 70;

/**
 * The compliance console (role compliance; admin holds every role): the KYC review queue, the
 * documents of a submission, the decisions, and the national exclusion list's import.
 */
export async function kycAdminRoutes(app: FastifyInstance, ctx: AppContext) {
  const kyc = kycModule(ctx);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = requireOperator(ctx, ['compliance']);
  const base = { tags: ['kyc-admin'], security: bearerSecurity };
  const detail = { 200: envelopeOf(kycSubmissionDetailSchema) };

  // A regulator's list as a file: text or CSV, one hash a line (JSON goes through the usual parser).
  app.addContentTypeParser(
    ['text/csv', 'text/plain'],
    { parseAs: 'string', bodyLimit: EXCLUSION_BODY_LIMIT },
    (_r, body, done) => done(null, body),
  );

  r.get(
    '/admin/api/kyc/submissions',
    {
      onRequest,
      schema: {
        ...base,
        summary: 'KYC submissions of one status (default pending, oldest first; decided ones newest first)',
        querystring: kycQueueQuerySchema,
        response: { 200: envelopeOf(kycQueuePageSchema) },
      },
    },
    async (request) => ok(await kyc.queue(request.query)),
  );

  r.get(
    '/admin/api/kyc/submissions/:id',
    {
      onRequest,
      schema: {
        ...base,
        summary: 'One submission: the member, date of birth, masked CPF, verified level, documents',
        params: kycSubmissionParamsSchema,
        response: detail,
      },
    },
    async (request) => ok(await kyc.submission(request.params.id)),
  );

  r.post(
    '/admin/api/kyc/submissions/:id/decision',
    {
      onRequest,
      schema: {
        ...base,
        summary:
          'Approve, reject (note: the reason) or ask for more (note: what) a pending submission; the member is told in the inbox',
        params: kycSubmissionParamsSchema,
        body: kycDecisionPayloadSchema,
        response: detail,
      },
    },
    async (request) => {
      const { before, after } = await kyc.decide(request.params.id, request.body, request.operator!.subjectId);
      auditChange(request, {
        subject: `kyc_submission:${after.id}`,
        before: { memberId: before.member_id, level: before.level, status: before.status },
        after: { memberId: after.memberId, level: after.level, status: after.status, note: after.note },
      });
      return ok(after);
    },
  );

  r.get(
    '/admin/api/kyc/documents/:id',
    {
      onRequest,
      schema: {
        ...base,
        summary: 'A document sent in a submission, inline (PNG, JPG or PDF)',
        params: kycDocumentParamsSchema,
      },
    },
    async (request, reply) => sendDocument(reply, await kyc.submittedDocument(request.params.id)),
  );

  r.get(
    '/admin/api/kyc/exclusions',
    {
      onRequest,
      schema: {
        ...base,
        summary: 'The national exclusion list: how many hashes, when last imported',
        response: { 200: envelopeOf(exclusionStatsSchema) },
      },
    },
    async () => ok(await kyc.exclusionStats()),
  );

  r.post(
    '/admin/api/kyc/exclusions',
    {
      onRequest,
      bodyLimit: EXCLUSION_BODY_LIMIT,
      schema: {
        ...base,
        summary:
          'Import the national exclusion list: SHA-256 hex of normalized CPFs and mobiles (decision 042). JSON { mode, hashes }, or text/plain or text/csv (one a line, ?mode=replace|append)',
        querystring: exclusionImportQuerySchema,
        response: { 200: envelopeOf(exclusionImportValueSchema) },
      },
    },
    async (request) => {
      const before = await kyc.exclusionStats();
      let mode: 'replace' | 'append';
      let hashes: string[];
      if (typeof request.body === 'string') {
        if (!request.query.mode) {
          throw new AppError('VALIDATION_FAILED', { value: { fields: { mode: FieldIssue.REQUIRED } } });
        }
        mode = request.query.mode;
        hashes = exclusionLines(request.body);
      } else {
        const parsed = exclusionImportPayloadSchema.safeParse(request.body);
        if (!parsed.success) {
          const fields = Object.fromEntries(
            parsed.error.issues.map((issue) => [String(issue.path[0] ?? 'body'), FieldIssue.INVALID_VALUE]),
          );
          throw new AppError('VALIDATION_FAILED', { value: { fields } });
        }
        ({ mode, hashes } = parsed.data);
      }
      if (hashes.length > EXCLUSION_IMPORT_MAX) {
        throw new AppError('VALIDATION_FAILED', { value: { fields: { hashes: FieldIssue.TOO_LONG } } });
      }
      const value = await kyc.importExclusions(mode, hashes);
      auditChange(request, {
        subject: 'exclusion_list',
        before: { total: before.total },
        after: { total: value.total, mode, received: value.received, added: value.added },
      });
      return ok(value);
    },
  );
}
