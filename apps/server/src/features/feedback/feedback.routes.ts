import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf } from '@portal/shared/envelope';
import { FieldIssue } from '@portal/shared/errors';
import {
  FEEDBACK_IMAGE_MAX_BYTES,
  FEEDBACK_IMAGES_MAX,
  feedbackAdminPageSchema,
  feedbackAdminQuerySchema,
  feedbackAdminViewSchema,
  feedbackFormSchema,
  feedbackImageParamsSchema,
  feedbackPageQuerySchema,
  feedbackPageSchema,
  feedbackReplySchema,
  feedbackViewSchema,
} from '@portal/shared/contracts/feedback';
import { AppError } from '../../platform/app-error.ts';
import type { AppContext } from '../../platform/context.ts';
import { ok } from '../../platform/envelope.ts';
import { readImageForm } from '../../platform/image-files.ts';
import { bearerSecurity } from '../../platform/openapi.ts';
import { requireMember } from '../members/member-guard.ts';
import { auditChange } from '../operators/audit-log.ts';
import { requireOperator } from '../operators/operator-guard.ts';
import { feedbackModule } from './feedback.module.ts';
import { uploadQuotaOf } from '../members/upload-quota.ts';

const idParams = z.object({ id: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER) }).strict();

const sendImage = (reply: FastifyReply, image: { data: Buffer; contentType: string }) =>
  reply
    .header('content-type', image.contentType)
    .header('cache-control', 'private, no-store')
    .header('content-disposition', 'inline')
    .send(image.data);

/** Feedback and complaints: the member's form and list, support's queue and reply. */
export async function feedbackRoutes(app: FastifyInstance, ctx: AppContext) {
  const feedback = feedbackModule(ctx);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const member = { onRequest: requireMember(ctx) };
  const tags = ['feedback'];
  await app.register(multipart, {
    limits: { fileSize: FEEDBACK_IMAGE_MAX_BYTES, files: FEEDBACK_IMAGES_MAX + 1, fields: 4 },
  });

  r.put(
    '/wps/feedback',
    {
      ...member,
      schema: {
        tags,
        security: bearerSecurity,
        summary:
          "Send feedback or a complaint: multipart with type, content (within the brand's settings.feedback bounds, counted in characters) and 0–3 PNG/JPG images of 5 MB",
        response: { 200: envelopeOf(feedbackViewSchema) },
      },
    },
    async (request) => {
      const { files, fields } = await readImageForm(request, {
        maxFiles: FEEDBACK_IMAGES_MAX,
        maxBytes: FEEDBACK_IMAGE_MAX_BYTES,
        minFiles: 0,
        field: 'images',
      });
      const bounds = (await ctx.settings.get()).feedback;
      const parsed = feedbackFormSchema(bounds).safeParse({ type: fields.type, content: fields.content ?? '' });
      if (!parsed.success) {
        const issues: Record<string, string> = {};
        for (const issue of parsed.error.issues) {
          const path = String(issue.path[0] ?? 'content');
          issues[path] ??= path === 'type' ? FieldIssue.INVALID_VALUE : (issue.message as FieldIssue);
        }
        if (issues.content && !['TOO_SHORT', 'TOO_LONG'].includes(issues.content)) issues.content = FieldIssue.REQUIRED;
        throw new AppError('VALIDATION_FAILED', { value: { fields: issues, ...bounds } });
      }
      await uploadQuotaOf(ctx).take(request.member!.id, files);
      return ok(await feedback.submit(request.member!.id, parsed.data, files));
    },
  );

  r.get(
    '/wps/feedback',
    {
      ...member,
      schema: {
        tags,
        security: bearerSecurity,
        summary: "The member's feedback with support's replies, newest first, and the brand's content bounds",
        querystring: feedbackPageQuerySchema,
        response: { 200: envelopeOf(feedbackPageSchema) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const [page, settings] = await Promise.all([
        feedback.mine(request.member!.id, request.query.page, request.query.pageSize),
        ctx.settings.get(),
      ]);
      return ok({ ...page, bounds: settings.feedback });
    },
  );

  r.get(
    '/wps/feedback/:id/images/:n',
    {
      ...member,
      schema: {
        tags,
        security: bearerSecurity,
        summary: "One image (from 0) of the member's own feedback",
        params: feedbackImageParamsSchema,
      },
    },
    async (request, reply) =>
      sendImage(reply, await feedback.memberImage(request.member!.id, request.params.id, request.params.n)),
  );

  const support = { onRequest: requireOperator(ctx, ['support']) };
  const admin = ['admin-feedback'];

  r.get(
    '/admin/api/feedback',
    {
      ...support,
      schema: {
        tags: admin,
        security: bearerSecurity,
        summary: 'Feedback queue: filter by status, type, username; open ones oldest first',
        querystring: feedbackAdminQuerySchema,
        response: { 200: envelopeOf(feedbackAdminPageSchema) },
      },
    },
    async (request) => ok(await feedback.queue(request.query)),
  );

  r.get(
    '/admin/api/feedback/:id/images/:n',
    {
      ...support,
      schema: {
        tags: admin,
        security: bearerSecurity,
        summary: "A feedback's n-th image (from 0)",
        params: feedbackImageParamsSchema,
      },
    },
    async (request, reply) => sendImage(reply, await feedback.adminImage(request.params.id, request.params.n)),
  );

  r.post(
    '/admin/api/feedback/:id/reply',
    {
      ...support,
      schema: {
        tags: admin,
        security: bearerSecurity,
        summary: "Reply (and optionally close); the member's inbox gets a message; 409 once closed",
        params: idParams,
        body: feedbackReplySchema,
        response: {
          200: envelopeOf(
            feedbackAdminViewSchema.pick({ id: true, status: true, reply: true, repliedAt: true, repliedBy: true }),
          ),
        },
      },
    },
    async (request) => {
      const { before, after } = await feedback.reply(
        request.params.id,
        request.body.reply,
        request.body.close,
        request.operator!.username,
      );
      auditChange(request, {
        subject: `feedback ${after.id}`,
        before: { status: before.status, reply: before.reply },
        after: { status: after.status, reply: after.reply },
      });
      return ok({
        id: after.id,
        status: after.status,
        reply: after.reply,
        repliedAt: new Date(after.replied_at!).toISOString(),
        repliedBy: after.replied_by,
      });
    },
  );
}
