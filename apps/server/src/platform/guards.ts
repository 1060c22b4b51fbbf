import type { FastifyRequest } from 'fastify';
import type { AppContext } from './context.ts';
import { AppError } from './app-error.ts';
import { bearerToken } from './sessions.ts';

/** preHandler for operator calls under /admin/api: a valid operator bearer token or 401. */
export function requireOperator(ctx: AppContext) {
  return async (request: FastifyRequest) => {
    const token = bearerToken(request.headers.authorization);
    if (!token) throw new AppError('UNAUTHORIZED');
    request.operator = await ctx.sessions.verify(token, 'operator', ctx.env.OPERATOR_SESSION_IDLE_MINUTES);
  };
}

/** Security requirement for the OpenAPI document of guarded routes. */
export const bearerSecurity = [{ bearerAuth: [] }];
