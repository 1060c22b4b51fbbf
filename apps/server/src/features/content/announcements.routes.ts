import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  announcementListQuerySchema,
  announcementPageSchema,
  announcementParamsSchema,
  announcementSchema,
  announcementTypesSchema,
} from '@portal/shared/contracts/announcements';
import { envelopeOf } from '@portal/shared/envelope';
import type { AppContext } from '../../platform/context.ts';
import { ok } from '../../platform/envelope.ts';
import { bearerSecurity } from '../../platform/openapi.ts';
import { optionalMember, requireMember } from '../members/member-guard.ts';
import type { AnnouncementsService } from './announcements.ts';

const readAllQuery = z.object({ type: announcementTypesSchema.default(['PL']) }).strict();

/** The player's announcements: lists by type for anyone, read marks and popups for a member. */
export async function announcementRoutes(app: FastifyInstance, ctx: AppContext, announcements: AnnouncementsService) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const member = requireMember(ctx);
  const tags = ['announcements'];

  r.get(
    '/wps/announcements',
    {
      onRequest: optionalMember(ctx),
      schema: {
        tags,
        summary:
          'Live announcements of one type or several (B marquee, PL list, PU popup, PR promotions, H home; type=B,PL), paged; a member also gets the read state',
        querystring: announcementListQuerySchema,
        response: { 200: envelopeOf(announcementPageSchema) },
      },
    },
    async (request, reply) => {
      if (request.member) reply.header('cache-control', 'no-store');
      return ok(await announcements.page(request.member?.id ?? null, request.query, request.language));
    },
  );

  r.get(
    '/wps/announcements/popup',
    {
      onRequest: member,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'The popup announcements the member has not closed yet, oldest first (each shows once)',
        response: { 200: envelopeOf(z.array(announcementSchema)) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await announcements.popups(request.member!.id, request.language));
    },
  );

  r.post(
    '/wps/announcements/:id/read',
    {
      onRequest: member,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Mark one live announcement read (a popup then stops showing); 404 for a closed or unknown one',
        params: announcementParamsSchema,
        response: { 200: envelopeOf(z.object({ read: z.literal(true) })) },
      },
    },
    async (request) => {
      await announcements.markRead(request.member!.id, [await announcements.liveId(request.params.id)]);
      return ok({ read: true as const });
    },
  );

  r.post(
    '/wps/announcements/read-all',
    {
      onRequest: member,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Mark every live announcement of the types named read',
        querystring: readAllQuery,
        response: { 200: envelopeOf(z.object({ read: z.number().int() })) },
      },
    },
    async (request) => {
      const ids = await announcements.liveIds(request.query.type);
      await announcements.markRead(request.member!.id, ids);
      return ok({ read: ids.length });
    },
  );
}
