import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PAYOUT_STATES, WITHDRAWAL_STATUSES } from '@portal/shared/contracts/withdrawals';
import { envelopeOf } from '@portal/shared/envelope';
import { ok } from '../../platform/envelope.ts';
import type { Jobs } from '../../platform/jobs/jobs.ts';
import type { PixPayouts } from './pix-payouts.ts';

const WEBHOOK_BODY_LIMIT = 64 * 1024;
/** How often payouts the gateway has not taken yet are asked again. */
export const PAYOUT_SWEEP_INTERVAL_MS = 15_000;

/**
 * POST /wps/payment/payout-webhooks/{channelId}: the gateway's signed outcome of a PIX payout
 * (decision 049). As with deposit webhooks, this scope keeps JSON bodies raw for the signature,
 * and 2xx means the outcome is recorded; anything else asks the gateway to retry.
 */
export async function pixPayoutRoutes(app: FastifyInstance, jobs: Jobs, payouts: PixPayouts, origin: () => string) {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT },
      (_req, body, done) => done(null, body),
    );
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/wps/payment/payout-webhooks/:channelId',
      {
        schema: {
          tags: ['withdrawals'],
          summary:
            'Gateway webhook of a PIX payout: X-Signature t=<unix>,v1=<hex HMAC-SHA256 of "t.rawBody">; 2xx only once recorded',
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
                withdrawalId: z.number(),
                status: z.enum(WITHDRAWAL_STATUSES),
                payoutState: z.enum(PAYOUT_STATES).nullable(),
                outcome: z.enum(['applied', 'duplicate', 'ignored']),
              }),
            ),
          },
        },
      },
      async (request) => {
        const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        return ok(await payouts.receiveWebhook(request.params.channelId, request.headers['x-signature'], raw));
      },
    );
  });

  // Payouts an approval requested but the gateway did not take (down, or a second operator's
  // four-eyes approval, which runs elsewhere) are asked again; the gateway answers the same payout.
  jobs.define({
    name: 'pix-payouts',
    everyMs: PAYOUT_SWEEP_INTERVAL_MS,
    run: async () => {
      for (const { id } of await payouts.requested(20)) {
        await payouts.send(id, origin()).catch((error: unknown) => {
          app.log.warn({ err: error, withdrawal: id }, 'PIX payout sweep: the gateway did not take the payout');
        });
      }
    },
  });
}
