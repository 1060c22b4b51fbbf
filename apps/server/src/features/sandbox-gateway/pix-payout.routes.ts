import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { PIX_PAYOUT_PATH, PIX_PAYOUT_SCOPE, pixPayoutRequestSchema } from '@portal/shared/contracts/pix-gateway';
import { parsePixKey } from '@portal/shared/pix-key';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/app-error.ts';
import { sendError } from '../../platform/error-handler.ts';
import { verifySignedBody } from '../../platform/signed-body.ts';
import type { WebhookDispatcher } from './dispatcher.ts';
import type { SandboxSecrets } from './sandbox-secrets.ts';
import type { SandboxRepo } from './sandbox.repo.ts';

const BODY_LIMIT = 16 * 1024;

/**
 * The sandbox gateway's PIX payouts (decision 049): the merchant's signed payout call is taken
 * once per payout id and paid at once, as PIX is, and the outcome goes back by the protocol's
 * signed webhook right after the answer. The sandbox's bank knows one owner only: a CPF key must
 * be the holder's CPF named in the call, else the payout fails; any other well-formed key is paid.
 */
export async function sandboxPixPayoutRoutes(
  app: FastifyInstance,
  deps: {
    ctx: AppContext;
    repo: SandboxRepo;
    secrets: SandboxSecrets;
    dispatcher: WebhookDispatcher;
    base: string;
    maxAttempts: number;
  },
) {
  const { ctx, repo, secrets, dispatcher, base, maxAttempts } = deps;

  await app.register(async (scope) => {
    // Signed over its exact bytes: this scope keeps JSON bodies raw.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: BODY_LIMIT }, (_r, body, done) =>
      done(null, body),
    );
    scope.post(base + PIX_PAYOUT_PATH, async (request, reply) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      let json: unknown;
      try {
        json = JSON.parse(raw.toString('utf8'));
      } catch {
        throw new AppError('MALFORMED_JSON');
      }
      const parsed = pixPayoutRequestSchema.safeParse(json);
      const merchant = parsed.success ? await repo.merchant(parsed.data.merchantId) : undefined;
      if (!parsed.success || !merchant) return sendError(request, reply, 'VALIDATION_FAILED', { status: 400 });
      const now = ctx.clock.now();
      const secret = await secrets.open(merchant.secret_encrypted);
      verifySignedBody(request.headers['x-signature'], raw, secret, now, 'WEBHOOK_SIGNATURE_INVALID', PIX_PAYOUT_SCOPE);
      const payout = parsed.data;
      // The directory knows keys only as it writes them.
      const key = parsePixKey(payout.pixKeyType, payout.pixKey);
      if (!key.ok || key.key !== payout.pixKey) {
        return sendError(request, reply, 'VALIDATION_FAILED', { status: 422, value: { reason: 'key' } });
      }
      const order = await repo.openOrder({
        id: `SP${randomBytes(10).toString('hex').toUpperCase()}`,
        kind: 'payout',
        merchant_id: payout.merchantId,
        merchant_order_id: payout.payoutId,
        amount_minor: payout.amountMinor,
        currency: payout.currency,
        notify_url: payout.notifyUrl,
        return_url: null,
        pix_key_type: payout.pixKeyType,
        pix_key: payout.pixKey,
        holder_name: payout.holderName,
        created_at: now,
      });
      // The same payout id again is the same payout, never another amount or key.
      if (
        order.kind !== 'payout' ||
        order.amount_minor !== payout.amountMinor ||
        order.currency !== payout.currency ||
        order.pix_key !== payout.pixKey
      ) {
        return sendError(request, reply, 'CONFLICT', { status: 409 });
      }
      const othersKey = payout.pixKeyType === 'cpf' && payout.pixKey !== payout.holderCpf;
      const status = othersKey ? 'failed' : 'paid';
      const done = await repo.complete(order.id, status, now, (o) => ({
        url: order.notify_url,
        maxAttempts,
        body: JSON.stringify({
          eventId: `EV${randomBytes(10).toString('hex').toUpperCase()}`,
          gatewayPayoutId: o.id,
          merchantPayoutId: order.merchant_order_id,
          status,
          amountMinor: order.amount_minor,
          currency: order.currency,
          occurredAt: now.toISOString(),
          ...(othersKey ? { reason: 'the key belongs to another CPF' } : {}),
        }),
      }));
      // The webhook right after the answer, so the merchant has the payout id before its outcome;
      // the dispatcher retries whatever does not get through.
      if (done) setImmediate(() => void dispatcher.deliverNow(done.webhookId));
      return reply.code(201).send({ gatewayPayoutId: order.id, status: 'pending' });
    });
  });
}
