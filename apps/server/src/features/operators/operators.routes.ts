import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf } from '@portal/shared/envelope';
import type { AppContext } from '../../platform/context.ts';
import { ok } from '../../platform/envelope.ts';
import { bearerSecurity, requireOperator } from '../../platform/guards.ts';
import { bearerToken } from '../../platform/sessions.ts';
import { createOperatorService } from './operators.service.ts';

const signInBody = z.object({ username: z.string().min(1).max(40), password: z.string().min(1).max(200) }).strict();

export async function operatorRoutes(app: FastifyInstance, ctx: AppContext) {
  const operators = createOperatorService({
    db: ctx.db,
    sessions: ctx.sessions,
    idleMinutes: ctx.env.OPERATOR_SESSION_IDLE_MINUTES,
  });
  await operators.ensureSeeded(ctx.env.ADMIN_USERNAME, ctx.env.ADMIN_PASSWORD);
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/admin/api/session',
    {
      config: { rateLimit: { max: 20, timeWindow: 60_000 } },
      schema: {
        tags: ['admin'],
        summary: 'Operator sign-in',
        body: signInBody,
        response: { 200: envelopeOf(z.object({ token: z.string(), username: z.string() })) },
      },
    },
    async (request) => ok(await operators.signIn(request.body.username, request.body.password)),
  );

  r.delete(
    '/admin/api/session',
    {
      preHandler: requireOperator(ctx),
      schema: {
        tags: ['admin'],
        summary: 'Operator sign-out',
        security: bearerSecurity,
        response: { 200: envelopeOf(z.null()) },
      },
    },
    async (request) => {
      await ctx.sessions.revoke(bearerToken(request.headers.authorization)!);
      return ok(null);
    },
  );
}
