import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf } from '@portal/shared/envelope';
import { ok } from '../../platform/envelope.ts';
import type { DepositsService } from './deposits.service.ts';

const WEBHOOK_BODY_LIMIT = 64 * 1024;

/**
 * POST /wps/payment/webhooks/{channelId}: a gateway's signed notice. The signature covers the
 * exact bytes sent, so this scope (only this one) keeps JSON bodies as a Buffer and the service
 * parses them after checking. 2xx means the event is recorded; anything else asks for a retry.
 */
export async function webhookRoutes(app: FastifyInstance, deposits: DepositsService) {
  // Only JSON, kept raw: any other body type is refused before the handler (415 by the framework).
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT },
    (_req, body, done) => done(null, body),
  );
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/wps/payment/webhooks/:channelId',
    {
      schema: {
        tags: ['deposits'],
        summary: 'Gateway webhook: X-Signature t=<unix>,v1=<hex HMAC-SHA256 of "t.rawBody">; 2xx only once recorded',
        params: z.object({
          channelId: z.coerce
            .number()
            .int()
            .positive()
            .max(2 ** 52),
        }),
        response: {
          200: envelopeOf(
            z.object({
              orderId: z.string(),
              status: z.string(),
              outcome: z.enum(['applied', 'duplicate', 'ignored']),
            }),
          ),
        },
      },
    },
    async (request) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      return ok(await deposits.receiveWebhook(request.params.channelId, request.headers['x-signature'], raw));
    },
  );
}
