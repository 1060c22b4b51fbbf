import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  PIX_CHARGE_PATH,
  PIX_CHARGE_SCOPE,
  pixChargeRequestSchema,
  type PixChargeAnswer,
} from '@portal/shared/contracts/pix-gateway';
import { pixBrCode, readPixBrCode, emvAmount } from '@portal/shared/payment-qr';
import { minorToDecimalText } from '@portal/shared/money';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/app-error.ts';
import { sendError } from '../../platform/error-handler.ts';
import { ok } from '../../platform/envelope.ts';
import { verifySignedBody } from '../../platform/signed-body.ts';
import type { WebhookDispatcher } from './dispatcher.ts';
import { pixBankPage, type PixBankOutcome } from './pix-bank-page.ts';
import type { SandboxSecrets } from './sandbox-secrets.ts';
import type { SandboxRepo } from './sandbox.repo.ts';

/** A PIX charge can be paid for this long; a payer's bank refuses it after. */
export const PIX_CHARGE_TTL_MS = 15 * 60_000;
const BODY_LIMIT = 16 * 1024;

/** The receiving account's PIX key (an e-mail key) and name, as the sandbox issues them to a merchant. */
const merchantPix = (merchantId: string) => ({
  key: `pix.${merchantId
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 40)}@sandbox-gateway.example`,
  name: `Sandbox ${merchantId}`,
  city: 'Sao Paulo',
});

/**
 * The sandbox gateway's PIX (decision 046): the portal's signed charge call answers a BR Code for
 * the order, and a payer's bank (the sandbox bank page) pays a pasted code, which completes the
 * charge and sends the protocol's ordinary webhook.
 */
export async function sandboxPixRoutes(
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

  // The charge call is signed over its exact bytes: this scope keeps JSON bodies raw.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: BODY_LIMIT }, (_r, body, done) =>
      done(null, body),
    );
    scope.post(base + PIX_CHARGE_PATH, async (request, reply) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      let json: unknown;
      try {
        json = JSON.parse(raw.toString('utf8'));
      } catch {
        throw new AppError('MALFORMED_JSON');
      }
      const parsed = pixChargeRequestSchema.safeParse(json);
      const merchant = parsed.success ? await repo.merchant(parsed.data.merchantId) : undefined;
      if (!parsed.success || !merchant) return sendError(request, reply, 'VALIDATION_FAILED', { status: 400 });
      const now = ctx.clock.now();
      const secret = await secrets.open(merchant.secret_encrypted);
      verifySignedBody(request.headers['x-signature'], raw, secret, now, 'WEBHOOK_SIGNATURE_INVALID', PIX_CHARGE_SCOPE);
      const charge = parsed.data;
      const order = await repo.openOrder({
        // 22 letters and digits: the charge's txid, within PIX's 25.
        id: `SG${randomBytes(10).toString('hex').toUpperCase()}`,
        merchant_id: charge.merchantId,
        merchant_order_id: charge.orderId,
        amount_minor: charge.amountMinor,
        currency: charge.currency,
        notify_url: charge.notifyUrl,
        return_url: null,
        created_at: now,
      });
      // The same merchant order again is the same charge, never another amount.
      if (order.amount_minor !== charge.amountMinor || order.currency !== charge.currency) {
        return sendError(request, reply, 'CONFLICT', { status: 409 });
      }
      if (!order.pix_code) {
        const pix = merchantPix(order.merchant_id);
        const code = pixBrCode({
          key: pix.key,
          merchantName: pix.name,
          merchantCity: pix.city,
          amountMinor: order.amount_minor,
          txid: order.id,
        });
        await repo.setPixCode(order.id, code, new Date(now.getTime() + PIX_CHARGE_TTL_MS));
      }
      const charged = (await repo.order(order.id))!;
      const answer: PixChargeAnswer = {
        gatewayOrderId: charged.id,
        brCode: charged.pix_code!,
        expiresAt: new Date(charged.expires_at!).toISOString(),
      };
      return reply.code(201).send(answer);
    });
  });

  const bankPath = `${base}/pix`;
  const page = (language: Parameters<typeof pixBankPage>[0], result: Parameters<typeof pixBankPage>[2]) =>
    pixBankPage(language, bankPath, result);
  const html = (body: string) => ({ body, type: 'text/html; charset=utf-8' });

  // A page for a browser; any other client gets the portal's envelope, never a page it did not ask for.
  const wantsPage = (request: FastifyRequest) => String(request.headers.accept ?? '').includes('text/html');

  app.get(bankPath, async (request, reply) => {
    if (!wantsPage(request)) return sendError(request, reply, 'NOT_FOUND', { status: 404 });
    const { body, type } = html(page(request.language, null));
    return reply.header('content-type', type).header('cache-control', 'no-store').send(body);
  });

  app.post(bankPath, async (request, reply) => {
    const pasted = String((request.body as Record<string, unknown> | undefined)?.code ?? '');
    const outcome = await pay(pasted);
    if (!wantsPage(request)) {
      if (typeof outcome === 'string') {
        return sendError(request, reply, 'VALIDATION_FAILED', { status: 422, value: { reason: outcome } });
      }
      return reply.send(ok({ outcome: 'paid', ...outcome }));
    }
    const result = typeof outcome === 'string' ? { outcome } : { outcome: 'paid' as const, ...outcome };
    const { body, type } = html(page(request.language, result));
    return reply
      .code(typeof outcome === 'string' ? 422 : 200)
      .header('content-type', type)
      .header('cache-control', 'no-store')
      .send(body);
  });

  /** What the payer's bank does with a pasted code: read it, find its charge, pay it once. */
  async function pay(pasted: string): Promise<PixBankOutcome | { to: string; amount: string }> {
    const code = pasted.length <= 512 ? readPixBrCode(pasted) : null;
    if (!code?.txid || !/^[A-Za-z0-9]{1,25}$/.test(code.txid)) return 'invalid';
    const order = await repo.order(code.txid);
    // The charge is the one this code names: its key, its amount, its exact code.
    if (
      !order?.pix_code ||
      order.pix_code !== pasted.trim() ||
      code.key !== merchantPix(order.merchant_id).key ||
      code.amount !== emvAmount(order.amount_minor, 2)
    ) {
      return 'unknown';
    }
    if (order.status !== 'pending') return 'done';
    const now = ctx.clock.now();
    if (order.expires_at && new Date(order.expires_at) <= now) return 'expired';
    const done = await repo.complete(order.id, 'paid', now, (o) => ({
      url: order.notify_url,
      maxAttempts,
      body: JSON.stringify({
        eventId: `EV${randomBytes(10).toString('hex').toUpperCase()}`,
        gatewayOrderId: o.id,
        merchantOrderId: order.merchant_order_id,
        status: 'paid',
        amountMinor: order.amount_minor,
        currency: order.currency,
        occurredAt: now.toISOString(),
      }),
    }));
    if (!done) return 'done';
    // PIX is instant: one attempt now, so the player's page sees the credit at once.
    await dispatcher.deliverNow(done.webhookId);
    return { to: code.merchantName, amount: minorToDecimalText(order.amount_minor, 2) };
  }
}
