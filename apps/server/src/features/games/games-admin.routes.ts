import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminAnnouncementCreateSchema,
  adminAnnouncementParamsSchema,
  adminAnnouncementSchema,
  adminAnnouncementUpdateSchema,
  adminGameParamsSchema,
  adminGamePageSchema,
  adminGameSchema,
  adminGamesBulkSchema,
  adminGamesBulkValueSchema,
  adminGamesQuerySchema,
  adminGameUpdateSchema,
  adminPvpRoomCreateSchema,
  adminVendorCategoryParamsSchema,
  adminVendorCategorySchema,
  adminVendorCreateSchema,
  adminVendorParamsSchema,
  adminVendorSchema,
  adminVendorUpdateSchema,
} from '@portal/shared/contracts/games';
import { envelopeOf } from '@portal/shared/envelope';
import type { AppContext } from '../../platform/context.ts';
import { ok } from '../../platform/envelope.ts';
import { bearerSecurity } from '../../platform/openapi.ts';
import { sendCsv, toCsv, type CsvColumn } from '../../platform/csv.ts';
import { requireOperator } from '../operators/operator-guard.ts';
import type { GamesModule } from './games.module.ts';

const BASE = '/admin/api/games';
/** The most rows one CSV export carries. */
const CSV_MAX_ROWS = 100_000;

type AdminGameRow = z.infer<typeof adminGameSchema>;
const GAME_CSV: CsvColumn<AdminGameRow>[] = [
  { header: 'nodeId', value: (g) => g.nodeId },
  { header: 'vendor', value: (g) => g.vassalage },
  { header: 'gameCode', value: (g) => g.code },
  { header: 'category', value: (g) => g.gameCategory },
  { header: 'gameType', value: (g) => g.gameType },
  { header: 'classify', value: (g) => g.gameClassify },
  { header: 'name', value: (g) => g.name },
  { header: 'enabled', value: (g) => g.enabled },
  { header: 'maintenance', value: (g) => g.maintenance },
  { header: 'available', value: (g) => g.available },
  { header: 'isHot', value: (g) => g.isHot },
  { header: 'hotRank', value: (g) => g.hotRank },
  { header: 'position', value: (g) => g.position },
  { header: 'minBet', value: (g) => g.minBet },
];

/** The operator's catalog: vendors, their lobby categories, games (in bulk), announcements, PvP rooms. */
export async function gamesAdminRoutes(app: FastifyInstance, ctx: AppContext, module: GamesModule) {
  const { admin } = module;
  const r = app.withTypeProvider<ZodTypeProvider>();
  // onRequest: the token is checked before the body is read, so no token is 401 whatever the body.
  const guarded = { onRequest: requireOperator(ctx, ['content']) };
  const schema = <T extends object>(summary: string, rest: T) => ({
    tags: ['admin'],
    security: bearerSecurity,
    summary,
    ...rest,
  });
  const vendor = { 200: envelopeOf(adminVendorSchema) };

  r.get(
    `${BASE}/vendors`,
    {
      ...guarded,
      schema: schema('Vendors with their categories and whether their adapter is configured', {
        response: { 200: envelopeOf(z.array(adminVendorSchema)) },
      }),
    },
    async () => ok(await admin.vendors()),
  );

  r.post(
    `${BASE}/vendors`,
    { ...guarded, schema: schema('A vendor (code taken: 409)', { body: adminVendorCreateSchema, response: vendor }) },
    async (request) => ok(await admin.createVendor(request.body)),
  );

  r.patch(
    `${BASE}/vendors/:code`,
    {
      ...guarded,
      schema: schema('Change a vendor: name, enabled, maintenance, new tag, icon, position', {
        params: adminVendorParamsSchema,
        body: adminVendorUpdateSchema,
        response: vendor,
      }),
    },
    async (request) => ok(await admin.updateVendor(request.params.code, request.body)),
  );

  r.put(
    `${BASE}/vendors/:code/categories/:category`,
    {
      ...guarded,
      schema: schema("Put the vendor's card in a lobby category (games list or lobby game)", {
        params: adminVendorCategoryParamsSchema,
        body: adminVendorCategorySchema,
        response: vendor,
      }),
    },
    async (request) => ok(await admin.putVendorCategory(request.params.code, request.params.category, request.body)),
  );

  r.delete(
    `${BASE}/vendors/:code/categories/:category`,
    {
      ...guarded,
      schema: schema("Take the vendor's card out of a lobby category", {
        params: adminVendorCategoryParamsSchema,
        response: vendor,
      }),
    },
    async (request) => ok(await admin.deleteVendorCategory(request.params.code, request.params.category)),
  );

  r.get(
    BASE,
    {
      ...guarded,
      schema: schema(
        'Games of a vendor or category, every state; q searches names, game codes and node ids; format=csv',
        {
          querystring: adminGamesQuerySchema,
          response: { 200: envelopeOf(adminGamePageSchema) },
        },
      ),
    },
    async (request, reply) => {
      const { vassalage, category, q, format, pageNo, pageSize } = request.query;
      const filter = { vendorCode: vassalage, category, search: q || undefined };
      if (format === 'csv') {
        const { games } = await admin.games(filter, 1, CSV_MAX_ROWS);
        return sendCsv(reply, 'games.csv', toCsv(GAME_CSV, games));
      }
      return ok(await admin.games(filter, pageNo, pageSize));
    },
  );

  r.post(
    `${BASE}/bulk`,
    {
      ...guarded,
      // 5,000 games are about 2 MB of JSON: more than the default body limit.
      bodyLimit: 8 * 1024 * 1024,
      schema: schema('Create up to 5,000 games; existing node ids or vendor game codes are skipped', {
        body: adminGamesBulkSchema,
        response: { 200: envelopeOf(adminGamesBulkValueSchema) },
      }),
    },
    async (request) => ok(await admin.createGames(request.body.games)),
  );

  r.patch(
    `${BASE}/:nodeId`,
    {
      ...guarded,
      schema: schema('Change a game: enabled, maintenance, hot and rank, names, image, limits, position', {
        params: adminGameParamsSchema,
        body: adminGameUpdateSchema,
        response: { 200: envelopeOf(adminGameSchema) },
      }),
    },
    async (request) => ok(await admin.updateGame(request.params.nodeId, request.body)),
  );

  r.get(
    `${BASE}/announcements`,
    {
      ...guarded,
      schema: schema('Lobby announcements, newest first', {
        response: { 200: envelopeOf(z.array(adminAnnouncementSchema)) },
      }),
    },
    async () => ok(await admin.announcements()),
  );

  r.post(
    `${BASE}/announcements`,
    {
      ...guarded,
      schema: schema('A lobby announcement for one category or every lobby', {
        body: adminAnnouncementCreateSchema,
        response: { 200: envelopeOf(adminAnnouncementSchema) },
      }),
    },
    async (request) => ok(await admin.createAnnouncement(request.body)),
  );

  r.patch(
    `${BASE}/announcements/:id`,
    {
      ...guarded,
      schema: schema('Change a lobby announcement', {
        params: adminAnnouncementParamsSchema,
        body: adminAnnouncementUpdateSchema,
        response: { 200: envelopeOf(adminAnnouncementSchema) },
      }),
    },
    async (request) => ok(await admin.updateAnnouncement(request.params.id, request.body)),
  );

  r.put(
    `${BASE}/pvp-rooms`,
    {
      ...guarded,
      schema: schema("Create or change a PvP vendor's room (by vendor and room code)", {
        body: adminPvpRoomCreateSchema,
        response: {
          200: envelopeOf(
            z.object({ roomId: z.string(), vassalage: z.string(), gameCode: z.string(), enabled: z.boolean() }),
          ),
        },
      }),
    },
    async (request) => ok(await admin.putRoom(request.body)),
  );
}
