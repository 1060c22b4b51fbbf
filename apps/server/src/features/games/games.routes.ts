import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  favoriteAnswerSchema,
  favoriteIdsValueSchema,
  favoritePayloadSchema,
  favoritesQuerySchema,
  favoritesValueSchema,
  gameAnnouncementsQuerySchema,
  gameListQuerySchema,
  gameListValueSchema,
  gameMenusValueSchema,
  hotGamesQuerySchema,
  hotGamesValueSchema,
  launchQuerySchema,
  launchValueSchema,
  newVendorsValueSchema,
  pvpRoomsQuerySchema,
  pvpRoomsValueSchema,
  recentQuerySchema,
  recentValueSchema,
  gameAnnouncementSchema,
} from '@portal/shared/contracts/games';
import { envelopeOf } from '@portal/shared/envelope';
import { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import { ok } from '../../platform/envelope.ts';
import { publicOrigin } from '../../platform/public-url.ts';
import { bearerSecurity } from '../../platform/openapi.ts';
import { requireMember } from '../members/member-guard.ts';
import { gamesAdminRoutes } from './games-admin.routes.ts';
import { gamesModule, type GamesModule } from './games.module.ts';
import type { GameLauncher } from './game-launcher.ts';
import { providerLauncher } from './provider-launcher.ts';

/** The catalog, lobby, favorites, recent games, launch and PvP room calls, and the operator's catalog calls. */
export async function gamesRoutes(app: FastifyInstance, ctx: AppContext, launcher?: GameLauncher) {
  const module: GamesModule = gamesModule(ctx, launcher ?? (await providerLauncher(ctx)));
  await module.cache.listen();
  const { catalog, lists, launch } = module;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const member = { onRequest: requireMember(ctx) };
  const memberOrTrial = { onRequest: requireMember(ctx, { allowTrial: true }) };
  const tags = ['games'];

  r.get(
    '/lgw/games/game_menus',
    {
      schema: {
        tags,
        summary: 'Game categories with their vendor cards; a category without vendors is left out',
        response: { 200: envelopeOf(gameMenusValueSchema) },
      },
    },
    async () => ok(await catalog.menus()),
  );

  r.get(
    '/lgw/games/list',
    {
      schema: {
        tags,
        summary: 'A lobby page: games of a category and vendor (or all), filtered, pageNo from 1, pageSize 42',
        querystring: gameListQuerySchema,
        response: { 200: envelopeOf(gameListValueSchema) },
      },
    },
    async (request) => ok(await catalog.list(request.query, request.language)),
  );

  r.get(
    '/lgw/games/hot',
    {
      schema: {
        tags,
        summary: 'Hot games by rank (enabled, not under maintenance)',
        querystring: hotGamesQuerySchema,
        response: { 200: envelopeOf(hotGamesValueSchema) },
      },
    },
    async (request) => ok(await catalog.hot(request.query, request.language)),
  );

  r.get(
    '/lgw/games/announcements',
    {
      schema: {
        tags,
        summary: 'Current lobby announcements of a category (and those for every lobby), in the request language',
        querystring: gameAnnouncementsQuerySchema,
        response: { 200: envelopeOf(z.array(gameAnnouncementSchema)) },
      },
    },
    async (request) => ok(await catalog.announcements(request.query.category, request.language)),
  );

  r.get(
    '/lgw/games/new-vendors',
    {
      schema: { tags, summary: 'Vendors tagged new', response: { 200: envelopeOf(newVendorsValueSchema) } },
    },
    async () => ok(await catalog.newVendors()),
  );

  r.get(
    '/wps/games/favorites',
    {
      ...member,
      schema: {
        tags,
        summary: "The member's favorite games, newest first (value.content, totalPages); trial accounts 403",
        security: bearerSecurity,
        querystring: favoritesQuerySchema,
        response: { 200: envelopeOf(favoritesValueSchema) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { gameType, pageNo, pageSize } = request.query;
      return ok(await lists.favorites(request.member!.id, gameType, pageNo, pageSize, request.language));
    },
  );

  r.get(
    '/wps/games/favorites/ids',
    {
      ...member,
      schema: {
        tags,
        summary: "getFavGames: the node ids of the member's favorites",
        security: bearerSecurity,
        response: { 200: envelopeOf(favoriteIdsValueSchema) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await lists.favoriteIds(request.member!.id));
    },
  );

  for (const action of ['add', 'remove'] as const) {
    r.post(
      `/wps/games/favorites/${action}`,
      {
        ...member,
        schema: {
          tags,
          summary:
            action === 'add'
              ? 'Add a game to the favorites (nodeId, vendor, gameType; adding twice changes nothing)'
              : 'Remove a game from the favorites (only ever the caller’s own)',
          security: bearerSecurity,
          body: favoritePayloadSchema,
          response: { 200: envelopeOf(favoriteAnswerSchema) },
        },
      },
      async (request) =>
        ok(
          action === 'add'
            ? await lists.addFavorite(request.member!.id, request.body)
            : await lists.removeFavorite(request.member!.id, request.body),
        ),
    );
  }

  r.get(
    '/wps/games/recent',
    {
      ...member,
      schema: {
        tags,
        summary: "The member's recently launched games, latest first (value.list, totalPages); trial accounts 403",
        security: bearerSecurity,
        querystring: recentQuerySchema,
        response: { 200: envelopeOf(recentValueSchema) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { vassalage, pageNo, pageSize } = request.query;
      const vendor = vassalage && vassalage !== 'all' ? vassalage : undefined;
      return ok(await lists.recent(request.member!.id, vendor, pageNo, pageSize, request.language));
    },
  );

  r.get(
    '/wps/game/launchGame',
    {
      ...memberOrTrial,
      schema: {
        tags,
        summary:
          'Launch a game: game_url (and game_url2) for the /game iframe, or a lottery target; ' +
          'GAME_UNAVAILABLE, GAME_MAINTENANCE (value.popular), NOT_FOUND',
        security: bearerSecurity,
        querystring: launchQuerySchema,
        response: { 200: envelopeOf(launchValueSchema) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const m = request.member!;
      const currency = (await ctx.settings.get()).currency.code;
      return ok(
        await launch.launch(
          { memberId: m.id, username: m.username, currency, type: m.type },
          request.query,
          request.language,
          publicOrigin(ctx.env, app.server),
          (err) => request.log.warn({ err }, 'game launch failed at the provider'),
        ),
      );
    },
  );

  r.get(
    '/wps/game/pvp/rooms',
    {
      ...memberOrTrial,
      schema: {
        tags,
        summary: 'Rooms of the PvP vendors (empty when no vendor lists rooms)',
        security: bearerSecurity,
        querystring: pvpRoomsQuerySchema,
        response: { 200: envelopeOf(pvpRoomsValueSchema) },
      },
    },
    async (request) => ok(await catalog.rooms(request.query.vassalage, request.language)),
  );

  await app.register(async (scope) => gamesAdminRoutes(scope, ctx, module));
}
