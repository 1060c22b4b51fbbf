import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf } from '@portal/shared/envelope';
import type { AppContext } from '../../../platform/context.ts';
import { ok } from '../../../platform/envelope.ts';
import { publicOrigin } from '../../../platform/public-url.ts';
import type { ProviderConfig } from '../provider-configs.service.ts';
import { DEMO_TABLE_SCRIPT, demoTablePage } from './demo-table-page.ts';
import { createDemoTables } from './demo-tables.service.ts';
import { createDemoRoundsRepo } from './demo-rounds.repo.ts';
import { demoRoundPage } from './demo-round-page.ts';
import { sendError } from '../../../platform/error-handler.ts';
import { wantsHtml } from '../../../platform/web-client.ts';

/** How long the table waits for the portal's wallet answer before it counts as lost. */
const PORTAL_TIMEOUT_MS = 5_000;

const launchSchema = z
  .object({
    vendor: z.string().min(1).max(40),
    game: z.string().min(1).max(80),
    token: z.string().min(1).max(100),
    player: z.string().min(1).max(100),
    currency: z.string().regex(/^[A-Z]{3}$/),
    brand: z.string().max(100),
    name: z.string().max(100),
    sig: z.string().regex(/^[0-9a-f]{64}$/),
  })
  .strict();

const roundPayloadSchema = launchSchema
  .extend({
    choice: z.string().min(1).max(20),
    stakeMinor: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
    /** The page's language: the answer's summary is in it. */
    lang: z.string().max(20).optional(),
  })
  .strict();

const roundLinkSchema = z
  .object({
    vendor: z.string().min(1).max(40),
    player: z.string().min(1).max(100),
    exp: z.coerce.number().int().positive(),
    lang: z.string().max(20).optional(),
    sig: z.string().regex(/^[0-9a-f]{64}$/),
  })
  .strict();

const sessionAnswerSchema = z.object({
  kind: z.string(),
  choices: z.array(z.string()),
  balanceMinor: z.number().int(),
  currency: z.string(),
});

const roundAnswerSchema = z.object({
  roundId: z.string(),
  choice: z.string(),
  stakeMinor: z.number().int(),
  outcome: z.record(z.string(), z.unknown()),
  /** The outcome in words, in the page's language. */
  summary: z.string(),
  payoutMinor: z.number().int(),
  balanceMinor: z.number().int(),
});

/**
 * The demo provider's table: its page and script, and the two calls the page makes. The provider
 * shares this process but talks to the portal's wallet over HTTP like any outside one.
 */
export async function demoTableRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  deps: { config: (vendor: string) => Promise<ProviderConfig | null> },
) {
  const tables = createDemoTables({
    config: deps.config,
    baseUrl: () => publicOrigin(ctx.env, app.server),
    clock: ctx.clock,
    timeoutMs: PORTAL_TIMEOUT_MS,
    rounds: createDemoRoundsRepo(ctx.db),
  });
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['demo provider'];

  r.get(
    '/demo-provider/play',
    {
      schema: {
        tags,
        summary: "The demo provider's table page (opened in the /game frame by a launch)",
        querystring: z.object({ lang: z.string().max(20).optional() }).passthrough(),
      },
    },
    async (request, reply) => {
      // A page for the browser in the game frame; any other client gets the envelope.
      if (!wantsHtml(request)) return sendError(request, reply, 'NOT_FOUND');
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(demoTablePage(request.query.lang));
    },
  );

  r.get('/demo-provider/table.js', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'public, max-age=300').send(DEMO_TABLE_SCRIPT),
  );

  r.post(
    '/demo-provider/api/session',
    {
      schema: {
        tags,
        summary: "Opens a table from its signed launch URL: the table's bets and the player's balance",
        body: launchSchema,
        response: { 200: envelopeOf(sessionAnswerSchema) },
      },
    },
    async (request) => ok(await tables.session(request.body)),
  );

  r.post(
    '/demo-provider/api/rounds',
    {
      schema: {
        tags,
        summary: 'Plays a round: the bet through the portal’s seamless wallet, the draw, the win that ends it',
        body: roundPayloadSchema,
        response: { 200: envelopeOf(roundAnswerSchema) },
      },
    },
    async (request) => {
      const { choice, stakeMinor, lang, ...launch } = request.body;
      return ok(await tables.play(launch, choice, stakeMinor, lang));
    },
  );

  r.get(
    '/demo-provider/rounds/:round',
    {
      schema: {
        tags,
        summary: "The provider's page of one finished round, opened by the portal's signed, short-lived link",
        params: z.object({ round: z.string().uuid() }),
        querystring: roundLinkSchema,
      },
    },
    async (request, reply) => {
      if (!wantsHtml(request)) return sendError(request, reply, 'NOT_FOUND');
      const { lang, ...link } = request.query;
      const round = await tables.round({ ...link, round: request.params.round });
      return reply
        .code(typeof round === 'string' ? (round === 'expired' ? 403 : 404) : 200)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(demoRoundPage(lang, round));
    },
  );
}
