import type { FastifyRequest } from 'fastify';
import { isAgentMemberType } from '@portal/shared/contracts/agents';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/app-error.ts';
import { requireMember } from '../members/member-guard.ts';

/** onRequest hook of the agent center's calls: a member of an agent type (1, 2, 41, 42), else 403. */
export function requireAgent(ctx: AppContext) {
  const member = requireMember(ctx);
  return async (request: FastifyRequest) => {
    await member(request);
    if (!isAgentMemberType(request.member!.type)) throw new AppError('FORBIDDEN');
  };
}
