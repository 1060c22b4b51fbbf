import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf } from '@portal/shared/envelope';
import type { AppContext } from '../../platform/context.ts';
import { ok } from '../../platform/envelope.ts';
import { bearerSecurity } from '../../platform/openapi.ts';
import { requireOperator } from './operator-guard.ts';
import { readOutbox } from '../../platform/delivery/outbox.ts';
import { normaliseRecipient } from '../../platform/delivery/recipient.ts';

const outboxQuerySchema = z
  .object({
    to: z
      .string()
      .max(320)
      .refine((to) => normaliseRecipient(to) !== null, 'a mobile number with its country code, or an e-mail'),
    limit: z.coerce.number().int().min(1).max(100).default(20),
  })
  .strict();

const outboxEntrySchema = z.object({
  id: z.number(),
  channel: z.enum(['sms', 'email']),
  to: z.string(),
  purpose: z.string(),
  subject: z.string().nullable(),
  text: z.string(),
  createdAt: z.string(),
});

/**
 * Registered by app.ts only while a channel delivers to the outbox, never in production, and read
 * with an operator token only: the codes in it sign in, reset passwords and bind contacts.
 */
export async function outboxRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/dev/outbox',
    {
      onRequest: requireOperator(ctx, ['support']),
      schema: {
        tags: ['dev'],
        security: bearerSecurity,
        summary: 'Codes and e-mails the outbox provider kept for one address, newest first (not in production)',
        querystring: outboxQuerySchema,
        response: { 200: envelopeOf(z.array(outboxEntrySchema)) },
      },
    },
    async (request) => {
      const entries = await readOutbox(ctx.db, request.query.to, request.query.limit);
      return ok(
        entries.map((e) => ({
          id: e.id,
          channel: e.channel,
          to: e.to,
          purpose: e.purpose,
          subject: e.subject,
          text: e.text,
          createdAt: e.createdAt.toISOString(),
        })),
      );
    },
  );
}
