import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorCode } from '@portal/shared/errors';
import { sendError } from '../../platform/error-handler.ts';
import type { AppContext } from '../../platform/context.ts';
import { createWebhookDispatcher, type DispatcherOptions } from './dispatcher.ts';
import { payLinkSigned, readPayRequest } from './pay-link.ts';
import { messagePage, payPage } from './pay-page.ts';
import { sandboxPixRoutes } from './pix.routes.ts';
import { sandboxPixPayoutRoutes } from './pix-payout.routes.ts';
import { createSandboxSecrets } from './sandbox-secrets.ts';
import { createSandboxRepo } from './sandbox.repo.ts';

export const SANDBOX_PATH = '/sandbox-gateway';

/** ISO 4217 minor units of a currency, as the sandbox shows amounts (it knows nothing of the portal). */
const currencyDecimals = (currency: string) =>
  new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;

const html = (reply: FastifyReply, status: number, body: string) =>
  reply.code(status).header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-store').send(body);

/** A refusal as a page for a browser, and as the portal's envelope for any other client. */
function refuse(request: FastifyRequest, reply: FastifyReply, code: ErrorCode, status: number, page: string) {
  if (String(request.headers.accept ?? '').includes('text/html')) return html(reply, status, page);
  return sendError(request, reply, code, { status });
}

/**
 * A payment gateway for the demo and the tests, served on its own path. It shares no table and no
 * code path with the portal: it reads the portal's signed pay link, shows a pay page with "Pay" and
 * "Fail", and reports the outcome by a signed webhook over HTTP (retried by its dispatcher).
 */
export async function sandboxGatewayRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  options: { dispatcher?: Partial<DispatcherOptions> } = {},
) {
  const repo = createSandboxRepo(ctx.db);
  const secrets = createSandboxSecrets(ctx);
  const dispatcher = createWebhookDispatcher({
    repo,
    secrets,
    clock: ctx.clock,
    log: app.log,
    options: options.dispatcher,
  });
  app.addHook('onReady', async () => dispatcher.start());
  app.addHook('onClose', async () => dispatcher.stop());
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  const maxAttempts = options.dispatcher?.maxAttempts ?? 10;
  await sandboxPixRoutes(app, { ctx, repo, secrets, dispatcher, base: SANDBOX_PATH, maxAttempts });
  await sandboxPixPayoutRoutes(app, { ctx, repo, secrets, dispatcher, base: SANDBOX_PATH, maxAttempts });

  app.get(`${SANDBOX_PATH}/pay`, async (request, reply) => {
    const language = request.language;
    const pay = readPayRequest(request.query as Record<string, unknown>);
    const merchant = pay ? await repo.merchant(pay.merchantId) : undefined;
    const search = request.url.slice(request.url.indexOf('?') + 1);
    if (!pay || !merchant || !payLinkSigned(search, await secrets.open(merchant.secret_encrypted), ctx.clock.now())) {
      return refuse(request, reply, 'VALIDATION_FAILED', 400, messagePage(language, 'invalid', null));
    }
    const order = await repo.openOrder({
      id: `SG${randomBytes(10).toString('hex').toUpperCase()}`,
      merchant_id: pay.merchantId,
      merchant_order_id: pay.orderId,
      amount_minor: pay.amountMinor,
      currency: pay.currency,
      notify_url: pay.notifyUrl,
      return_url: pay.returnUrl,
      created_at: ctx.clock.now(),
    });
    // The same merchant order again must be the same payment.
    if (order.amount_minor !== pay.amountMinor || order.currency !== pay.currency) {
      return refuse(request, reply, 'CONFLICT', 409, messagePage(language, 'invalid', order.return_url));
    }
    if (order.status !== 'pending') return html(reply, 200, messagePage(language, 'done', order.return_url));
    const page = payPage(
      language,
      {
        id: order.id,
        merchantOrderId: order.merchant_order_id,
        amountMinor: order.amount_minor,
        currency: order.currency,
      },
      currencyDecimals(order.currency),
      `${SANDBOX_PATH}/orders/${order.id}`,
    );
    return html(reply, 200, page);
  });

  app.post(`${SANDBOX_PATH}/orders/:id`, async (request, reply) => {
    const { id } = request.params as { id: string };
    const outcome = (request.body as Record<string, unknown> | undefined)?.outcome;
    const order = /^[\w-]{1,100}$/.test(id) ? await repo.order(id) : undefined;
    if (!order || (outcome !== 'paid' && outcome !== 'failed')) {
      const page = messagePage(request.language, 'invalid', order?.return_url ?? null);
      return refuse(request, reply, order ? 'VALIDATION_FAILED' : 'NOT_FOUND', order ? 400 : 404, page);
    }
    const now = ctx.clock.now();
    const done = await repo.complete(id, outcome, now, (o) => ({
      url: order.notify_url,
      maxAttempts,
      body: JSON.stringify({
        eventId: `EV${randomBytes(10).toString('hex').toUpperCase()}`,
        gatewayOrderId: o.id,
        merchantOrderId: order.merchant_order_id,
        status: outcome,
        amountMinor: order.amount_minor,
        currency: order.currency,
        occurredAt: now.toISOString(),
      }),
    }));
    // One attempt before the player goes back, so the portal usually knows by then; the
    // dispatcher retries whatever did not get through.
    if (done) await dispatcher.deliverNow(done.webhookId);
    return reply
      .code(303)
      .header('location', order.return_url ?? `${SANDBOX_PATH}/pix`)
      .send();
  });
}
