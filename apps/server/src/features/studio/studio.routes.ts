import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { INHOUSE_GAMES } from '@portal/shared/contracts/seamless';
import {
  clientSeedPayloadSchema,
  historyPageSchema,
  historyQuerySchema,
  playRoundPayloadSchema,
  revealPayloadSchema,
  rotationSchema,
  roundAnswerSchema,
  roundParamsSchema,
  seedStateSchema,
  sessionSchema,
  studioRoundSchema,
  tokenPayloadSchema,
  tokenQuerySchema,
  verifyAnswerSchema,
  verifyPayloadSchema,
} from '@portal/shared/contracts/studio';
import { envelopeOf } from '@portal/shared/envelope';
import type { AppContext } from '../../platform/context.ts';
import { ok } from '../../platform/envelope.ts';
import { studioAdminRoutes } from './studio-admin.routes.ts';
import { studioModule } from './studio.module.ts';

/** How often the sweep retries unfinished money calls, and how old a call must be to count as stuck. */
const SWEEP_EVERY_MS = 10_000;
const STUCK_AFTER_MS = 15_000;

const openSessionSchema = z
  .object({
    token: z.string().min(1).max(100),
    player: z.string().min(1).max(100),
    currency: z.string().regex(/^[A-Z]{3}$/),
    game: z.enum(INHOUSE_GAMES),
    lang: z.string().min(2).max(10),
    sig: z.string().max(64),
    returnUrl: z.string().max(500).nullish(),
  })
  .strict();

/**
 * The studio's API for its game pages (the player is named by the portal's launch token) and the
 * public verification call. Money moves only through the portal's seamless endpoints over HTTP.
 */
export async function studioRoutes(app: FastifyInstance, ctx: AppContext) {
  const { service } = studioModule(ctx, app);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['studio'];
  const noStore = { 'cache-control': 'no-store' };

  r.post(
    '/studio/api/session',
    {
      schema: {
        tags,
        summary: "Opens the game page's session from the signed launch URL; answers the balance and the seed hash",
        body: openSessionSchema,
        response: { 200: envelopeOf(sessionSchema) },
      },
    },
    async (request) => ok(await service.openSession({ ...request.body, returnUrl: request.body.returnUrl ?? null })),
  );

  r.get(
    '/studio/api/session',
    {
      schema: {
        tags,
        summary: 'The session: the portal balance, the RTP variant, the seed hash, a mines round in play',
        querystring: tokenQuerySchema,
        response: { 200: envelopeOf(sessionSchema) },
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      return ok(await service.session(request.query.token));
    },
  );

  r.post(
    '/studio/api/rounds',
    {
      schema: {
        tags,
        summary: 'Plays a round: the bet through the portal, then the win (mines: the round opens)',
        body: playRoundPayloadSchema,
        response: { 200: envelopeOf(roundAnswerSchema) },
      },
    },
    async (request) => {
      const { token, stakeMinor, ...game } = request.body;
      return ok(await service.play(token, game, stakeMinor));
    },
  );

  r.post(
    '/studio/api/rounds/:roundId/reveal',
    {
      schema: {
        tags,
        summary: 'Mines: reveals a tile (a mine ends the round; the last safe tile cashes out)',
        params: roundParamsSchema,
        body: revealPayloadSchema,
        response: { 200: envelopeOf(roundAnswerSchema) },
      },
    },
    async (request) => ok(await service.reveal(request.body.token, request.params.roundId, request.body.tile)),
  );

  r.post(
    '/studio/api/rounds/:roundId/cashout',
    {
      schema: {
        tags,
        summary: 'Mines: cashes out after at least one safe tile',
        params: roundParamsSchema,
        body: tokenPayloadSchema,
        response: { 200: envelopeOf(roundAnswerSchema) },
      },
    },
    async (request) => ok(await service.cashOut(request.body.token, request.params.roundId)),
  );

  r.get(
    '/studio/api/rounds',
    {
      schema: {
        tags,
        summary: "The player's rounds, newest first (20 a page)",
        querystring: historyQuerySchema,
        response: { 200: envelopeOf(historyPageSchema) },
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      return ok(await service.history(request.query.token, request.query.page));
    },
  );

  r.get(
    '/studio/api/rounds/:roundId',
    {
      schema: {
        tags,
        summary: "One of the player's rounds with its replay data (another player's is 404)",
        params: roundParamsSchema,
        querystring: tokenQuerySchema,
        response: { 200: envelopeOf(studioRoundSchema) },
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      return ok(await service.replay(request.query.token, request.params.roundId));
    },
  );

  r.get(
    '/studio/api/seeds',
    {
      schema: {
        tags,
        summary: 'The active seed pair: the server seed hash, the client seed, the next nonce',
        querystring: tokenQuerySchema,
        response: { 200: envelopeOf(seedStateSchema) },
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      return ok(await service.seed(request.query.token));
    },
  );

  r.post(
    '/studio/api/seeds/rotate',
    {
      schema: {
        tags,
        summary: 'Reveals the server seed and starts a new one (refused while a round is in play)',
        body: tokenPayloadSchema,
        response: { 200: envelopeOf(rotationSchema) },
      },
    },
    async (request) => ok(await service.rotate(request.body.token)),
  );

  r.put(
    '/studio/api/seeds/client',
    {
      schema: {
        tags,
        summary: 'Sets the client seed: the server seed is revealed and a new pair starts at nonce 0',
        body: clientSeedPayloadSchema,
        response: { 200: envelopeOf(rotationSchema) },
      },
    },
    async (request) => ok(await service.rotate(request.body.token, request.body.clientSeed)),
  );

  r.post(
    '/studio/api/verify',
    {
      schema: {
        tags,
        summary: 'Public: recomputes a round from the server seed, client seed, nonce, game and parameters',
        body: verifyPayloadSchema,
        response: { 200: envelopeOf(verifyAnswerSchema) },
      },
    },
    async (request) => ok(service.verify(request.body)),
  );

  await app.register(async (scope) => studioAdminRoutes(scope, ctx, service));

  ctx.jobs.define({
    name: 'studio-stuck-rounds',
    everyMs: SWEEP_EVERY_MS,
    run: async () => {
      if (!app.server.listening && !ctx.env.PUBLIC_URL) return;
      await service.sweep(STUCK_AFTER_MS);
    },
  });
}
