import DataLoader from 'dataloader';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/app-error.ts';
import { perApp } from '../../platform/per-app.ts';
import { bearerToken } from '../../platform/sessions.ts';
import { createMembersRepo, type MemberRow } from './members.repo.ts';
import { MEMBER_TYPE } from '@portal/shared/constants';

/**
 * Session lookups of the requests read in the same turn of the event loop, answered by one query
 * (a busy wallet runs one per call otherwise). Nothing is cached: a revoked session is refused on
 * its next call.
 */
const sessionLookups = perApp((ctx: AppContext) => {
  const members = createMembersRepo(ctx.db);
  return new DataLoader(
    async (hashes: readonly Buffer[]) => {
      const found = await members.findBySessions(hashes);
      return hashes.map((hash) => found.get(hash.toString('hex')));
    },
    { cache: false, maxBatchSize: 100, batchScheduleFn: (run) => setImmediate(run) },
  );
});

/** Whether a break or self-exclusion runs at `now` (a kind without an end: permanent). */
export const playBlocked = (member: Pick<MemberRow, 'play_blocked_until' | 'play_block_kind'>, now: Date) =>
  member.play_block_kind !== null && (member.play_blocked_until === null || member.play_blocked_until > now);

/** A running break or self-exclusion as the API answers it (until null: permanent). */
export function playBlockOf(member: Pick<MemberRow, 'play_blocked_until' | 'play_block_kind'>) {
  return { kind: member.play_block_kind ?? 'timeout', until: member.play_blocked_until?.toISOString() ?? null };
}

/**
 * A frozen account's answer, with the message the operator left for the player (null: none). Also
 * answered for a session the freeze ended, so the player learns why instead of being signed out.
 */
export const accountFrozen = (member: Pick<MemberRow, 'frozen_message'>) =>
  new AppError('ACCOUNT_FROZEN', { value: { message: member.frozen_message } });

/** The member row the guard read, so a handler need not read it again. */
const guardedRows = new WeakMap<FastifyRequest, MemberRow>();
export const guardedMemberRow = (request: FastifyRequest): MemberRow | undefined => guardedRows.get(request);

/**
 * onRequest hook of member calls: a valid member bearer token or 401, before the body is read or
 * decrypted. A frozen account is refused (403 ACCOUNT_FROZEN); a trial account (type 4) too
 * unless the call allows it (403 TRUE_ACCOUNT_REQUIRED, the 'in_need_true_account' dialog). A
 * session opened with an expired or default password reaches only the calls that allow it (the
 * password change, sign-out): 403 PASSWORD_CHANGE_REQUIRED, so the change is not the client's choice.
 * A session opened during a break or self-exclusion reaches only the calls that take the balance
 * out (withdrawals, bank accounts, payment password, balance, profile, sign-out): 403 RG_PLAY_BLOCKED.
 */
export function requireMember(
  ctx: AppContext,
  options: { allowTrial?: boolean; duringPasswordChange?: boolean; duringCashOut?: boolean } = {},
) {
  const sessions = sessionLookups(ctx);
  return async (request: FastifyRequest) => {
    const token = bearerToken(request.headers.authorization);
    if (!token) throw new AppError('UNAUTHORIZED');
    // The session and its member in one query (shared with concurrent calls): this runs before every member call.
    const found = await sessions.load(ctx.sessions.tokenHash(token));
    // Before the session's own check: the freeze revoked it, and the player should read why.
    if (found?.member.status === 'frozen') throw accountFrozen(found.member);
    const session = await ctx.sessions.admit(found?.session, 'member', ctx.env.MEMBER_SESSION_IDLE_MINUTES);
    const member = found!.member;
    if (member.type === MEMBER_TYPE.trial && !options.allowTrial) throw new AppError('TRUE_ACCOUNT_REQUIRED');
    if (found!.session.password_change_only && !options.duringPasswordChange) {
      throw new AppError('PASSWORD_CHANGE_REQUIRED');
    }
    if (found!.session.cash_out_only && !options.duringCashOut) {
      throw new AppError('RG_PLAY_BLOCKED', { value: playBlockOf(member) });
    }
    request.member = { sessionId: session.id, id: member.id, username: member.username, type: member.type };
    guardedRows.set(request, member);
  };
}

/**
 * onRequest hook of calls that answer anyone but say more to a member (the promotions list): no
 * token passes as a visitor; a token is checked as requireMember checks it (trial accounts pass).
 */
export function optionalMember(ctx: AppContext) {
  const guard = requireMember(ctx, { allowTrial: true });
  return async (request: FastifyRequest) => {
    if (!bearerToken(request.headers.authorization)) return;
    await guard(request);
  };
}
