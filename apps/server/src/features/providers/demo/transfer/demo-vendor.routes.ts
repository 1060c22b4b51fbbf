import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf } from '@portal/shared/envelope';
import type { AppContext } from '../../../../platform/context.ts';
import { ok } from '../../../../platform/envelope.ts';
import { signBody, verifySignedBody } from '../../../../platform/signed-body.ts';
import type { ProviderConfig } from '../../provider-configs.service.ts';
import { DEMO_VENDOR_SCRIPT, demoVendorPage } from './demo-vendor-page.ts';
import { createDemoVendorRepo } from './demo-vendor.repo.ts';
import { createDemoVendor, DEMO_MERCHANT_ID, type VendorAnswer } from './demo-vendor.service.ts';
import { sendError } from '../../../../platform/error-handler.ts';
import { wantsHtml } from '../../../../platform/web-client.ts';

const BODY_LIMIT = 16 * 1024;

const launchSchema = z
  .object({
    vendor: z.string().min(1).max(40),
    game: z.string().min(1).max(80),
    player: z.string().min(1).max(100),
    currency: z.string().regex(/^[A-Z]{3}$/),
    exp: z.string().regex(/^\d{1,12}$/),
    sig: z.string().regex(/^[0-9a-f]{64}$/),
  })
  .strict();

const betPayloadSchema = launchSchema
  .extend({ choice: z.string().min(1).max(20), stakeMinor: z.number().int().positive().max(Number.MAX_SAFE_INTEGER) })
  .strict();

const fixtureSchema = z.object({
  id: z.string(),
  home: z.string(),
  away: z.string(),
  outcomes: z.array(z.object({ pick: z.string(), chancePer10000: z.number(), oddsHundredths: z.number() })),
});

const sessionAnswerSchema = z.object({
  kind: z.string(),
  fixtures: z.array(fixtureSchema),
  choices: z.array(z.string()),
  balanceMinor: z.number().int(),
  currency: z.string(),
  minStakeMinor: z.number().int(),
});

const betAnswerSchema = z.object({
  betId: z.string(),
  choice: z.string(),
  stakeMinor: z.number().int(),
  outcome: z.record(z.string(), z.unknown()),
  payoutMinor: z.number().int(),
  balanceMinor: z.number().int(),
});

/**
 * The demo's transfer-model vendor, served by this process: its merchant API (the transfer
 * protocol the portal's TCG-style adapter speaks, at /demo-provider/transfer/<VENDOR>), and its
 * page with the two calls the page makes. The portal reaches it over HTTP like an outside vendor.
 */
export async function demoVendorRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  deps: { config: (vendor: string) => Promise<ProviderConfig | null> },
) {
  const vendor = createDemoVendor({ repo: createDemoVendorRepo(ctx.db), config: deps.config, clock: ctx.clock });
  const tags = ['demo provider'];

  // The merchant API: the signature covers the exact bytes, so this scope keeps bodies as a Buffer.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: BODY_LIMIT }, (_req, body, done) =>
      done(null, body),
    );
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/demo-provider/transfer/:vendor/merchant-api/:method',
      {
        schema: {
          tags,
          summary:
            "The demo transfer vendor's merchant API (create-player, balance, transfer, transfer-status, launch, bet-history), signed both ways",
          params: z.object({ vendor: z.string().max(40), method: z.string().max(40) }),
        },
      },
      async (request, reply) => {
        const send = (a: VendorAnswer, secret: string | null) => {
          const text = JSON.stringify(a.body);
          reply.code(a.httpStatus).type('application/json');
          if (secret) reply.header('x-signature', signBody(secret, text, ctx.clock.now()));
          return reply.send(text);
        };
        const { vendor: code, method } = request.params;
        const secret = await vendor.secretOf(code);
        // Not a vendor pointed at this server: nobody to sign for.
        if (!secret) return send({ httpStatus: 404, body: { status: 'error', reason: 'vendor' } }, null);
        const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        try {
          verifySignedBody(request.headers['x-signature'], raw, secret, ctx.clock.now(), 'SEAMLESS_SIGNATURE_INVALID');
        } catch {
          return send({ httpStatus: 401, body: { status: 'error', reason: 'signature' } }, secret);
        }
        let body: unknown;
        try {
          body = JSON.parse(raw.toString('utf8'));
        } catch {
          body = null;
        }
        if (typeof body !== 'object' || body === null || Array.isArray(body)) {
          return send({ httpStatus: 400, body: { status: 'error', reason: 'json' } }, secret);
        }
        const fields = body as Record<string, unknown>;
        const merchantId = (await deps.config(code))?.merchantId ?? DEMO_MERCHANT_ID;
        if (fields.merchantId !== merchantId) {
          return send({ httpStatus: 403, body: { status: 'error', reason: 'merchant' } }, secret);
        }
        return send(await vendor.handle(code, method, fields), secret);
      },
    );
  });

  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/demo-provider/transfer/play',
    {
      schema: {
        tags,
        summary: "The demo transfer vendor's page (its launch answers it): sports, esports or a high-card table",
        querystring: z.object({ lang: z.string().max(20).optional() }).passthrough(),
      },
    },
    async (request, reply) => {
      // A page for the browser in the game frame; any other client gets the envelope.
      if (!wantsHtml(request)) return sendError(request, reply, 'NOT_FOUND');
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(demoVendorPage(request.query.lang));
    },
  );

  r.get('/demo-provider/transfer/play.js', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', 'public, max-age=300')
      .send(DEMO_VENDOR_SCRIPT),
  );

  r.post(
    '/demo-provider/transfer/api/session',
    {
      schema: {
        tags,
        summary: "Opens the vendor's page from its signed launch URL: the game, its bets and the vendor balance",
        body: launchSchema,
        response: { 200: envelopeOf(sessionAnswerSchema) },
      },
    },
    async (request) => ok(await vendor.session(request.body)),
  );

  r.post(
    '/demo-provider/transfer/api/bets',
    {
      schema: {
        tags,
        summary: 'Places a bet at the demo transfer vendor, settled at once on its own balance and bet record',
        body: betPayloadSchema,
        response: { 200: envelopeOf(betAnswerSchema) },
      },
    },
    async (request) => {
      const { choice, stakeMinor, ...launch } = request.body;
      return ok(await vendor.bet(launch, choice, stakeMinor));
    },
  );
}
