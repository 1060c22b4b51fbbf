import { sql, type Kysely } from 'kysely';
import { FieldIssue } from '@portal/shared/errors';
import type { AgentPayload, AgentRefusal } from '@portal/shared/contracts/member-admin';
import type { DB } from '../../db/schema.ts';
import type { MemberNoteAction, MemberType, SecurityEventKind } from '../../db/column-types.ts';
import { inTransaction } from '../../db/transaction.ts';
import { announceSessionsEnded } from '../../platform/sessions.ts';
import { AppError } from '../../platform/app-error.ts';
import type { AppContext } from '../../platform/context.ts';
import { authModule } from '../auth/auth.module.ts';
import { holdCashOutIn } from '../members/cash-out-hold.ts';
import { createMembersRepo } from '../members/members.repo.ts';
import { fourEyesFor, type MoneyAction } from '../operators/four-eyes.ts';
import type { OperatorPrincipal } from '../../platform/principals.ts';
import { createSecurityLog } from '../members/security-events.ts';
import { MEMBER_TYPE } from '@portal/shared/constants';

/** Who acts: the operator's id and username, for the note's author. */
export interface Actor {
  id: number;
  username: string;
}

/** An action's record for the audit log: the fields it changed, before and after. */
export interface Change {
  before: Record<string, unknown>;
  after: Record<string, unknown>;
}

/** Upline chains are short; a longer walk means the data is broken, and it stops there. */
const MAX_UPLINE_DEPTH = 10_000;

const refused = (field: string, reason: AgentRefusal) =>
  new AppError('VALIDATION_FAILED', { value: { fields: { [field]: FieldIssue.INVALID_VALUE }, reason } });

/**
 * What support and finance do to an account. Each action runs in one transaction with the note
 * that gives its reason and, for the account's security, an event in the member's history;
 * ending sessions revokes their rows (the member guard refuses a revoked token at once, and a
 * trigger ends the member's game launch tokens with them).
 */
export function createMemberAdminService(ctx: AppContext) {
  const { db, clock } = ctx;
  const fourEyes = fourEyesFor(ctx);

  async function lockedMember(trx: Kysely<DB>, memberId: number) {
    const member = await trx
      .selectFrom('members')
      .select(['id', 'username', 'status', 'type', 'upline_id', 'password_hash'])
      .where('id', '=', memberId)
      .forUpdate()
      .executeTakeFirst();
    if (!member) throw new AppError('NOT_FOUND');
    return member;
  }

  async function note(trx: Kysely<DB>, memberId: number, actor: Actor, action: MemberNoteAction | null, body: string) {
    await trx
      .insertInto('member_notes')
      .values({
        member_id: memberId,
        operator_id: actor.id,
        author: actor.username.slice(0, 64),
        action,
        body,
        created_at: clock.now(),
      })
      .execute();
  }

  const event = (trx: Kysely<DB>, kind: SecurityEventKind, member: { id: number; username: string }) =>
    createSecurityLog({ db: trx, clock }).record({ kind, memberId: member.id, username: member.username });

  /** Ends the member's live sessions; answers how many there were. */
  async function endSessions(trx: Kysely<DB>, memberId: number): Promise<number> {
    const now = clock.now();
    const ended = await trx
      .updateTable('sessions')
      .set({ revoked_at: now })
      .where('subject_type', '=', 'member')
      .where('subject_id', '=', memberId)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', now)
      .returning('id')
      .execute();
    return ended.length;
  }

  interface UnbindRequest {
    memberId: number;
    reason: string;
    requestedBy: Actor;
  }

  /**
   * The authenticator and its recovery codes removed, with the requester's note and a security
   * event; withdrawals and transfers wait `holdHours` (run by the second operator's approval).
   */
  const unbindAction = (request: UnbindRequest, holdHours: number): MoneyAction<{ memberId: number }> => ({
    auditKind: 'two_step_unbind',
    approvalKind: 'two_step_unbind',
    subject: `member:${request.memberId}`,
    payload: { ...request },
    amountMinor: 0,
    currency: null,
    async run(trx) {
      const { memberId, reason, requestedBy } = request;
      const member = await lockedMember(trx, memberId);
      const removed = await trx
        .deleteFrom('member_two_step')
        .where('member_id', '=', memberId)
        .returning('member_id')
        .executeTakeFirst();
      if (!removed) throw new AppError('CONFLICT', { value: { twoStepEnabled: false } });
      await trx.deleteFrom('member_recovery_codes').where('member_id', '=', memberId).execute();
      await note(trx, memberId, requestedBy, 'two_step_unbind', reason);
      await event(trx, 'operator_two_step_reset', member);
      await holdCashOutIn(trx, memberId, holdHours, clock.now());
      return { value: { memberId } };
    },
  });
  interface AgentRequest {
    memberId: number;
    payload: AgentPayload;
    requestedBy: Actor;
  }

  /**
   * Checks a type and upline under the upline lock: a trial account is neither made an agent nor
   * anyone's upline; an upline that is the member or one of its downlines would close a loop.
   */
  async function checkAgentIn(trx: Kysely<DB>, memberId: number, payload: AgentPayload) {
    const member = await lockedMember(trx, memberId);
    if (member.type === MEMBER_TYPE.trial) throw refused('type', 'TRIAL_ACCOUNT');
    let upline: { id: number; username: string } | null = null;
    if (payload.upline !== null) {
      const found = await trx
        .selectFrom('members')
        .select(['id', 'username', 'type'])
        .where(sql<string>`lower(username)`, '=', payload.upline.toLowerCase())
        .executeTakeFirst();
      if (!found) throw refused('upline', 'UPLINE_NOT_FOUND');
      if (found.id === member.id) throw refused('upline', 'UPLINE_SELF');
      if (found.type === MEMBER_TYPE.trial) throw refused('upline', 'UPLINE_TRIAL');
      const loop = await sql<{ id: number }>`
        with recursive chain (id, upline_id, depth) as (
          select id, upline_id, 1 from members where id = ${found.id}
          union all
          select m.id, m.upline_id, c.depth + 1 from members m join chain c on m.id = c.upline_id
          where c.depth < ${MAX_UPLINE_DEPTH}
        )
        select id from chain where id = ${member.id} limit 1`.execute(trx);
      if (loop.rows.length > 0) throw refused('upline', 'UPLINE_CYCLE');
      upline = { id: found.id, username: found.username };
    }
    return { member, upline };
  }

  /** Writes a checked type and upline with the requester's note; answers the change for the audit log. */
  async function applyAgentIn(
    trx: Kysely<DB>,
    request: AgentRequest,
    { member, upline }: Awaited<ReturnType<typeof checkAgentIn>>,
  ) {
    const before = { type: member.type, uplineId: member.upline_id };
    const after = { type: request.payload.type as MemberType, uplineId: upline?.id ?? null };
    if (before.type !== after.type || before.uplineId !== after.uplineId) {
      await trx
        .updateTable('members')
        .set({ type: after.type, upline_id: after.uplineId })
        .where('id', '=', request.memberId)
        .execute();
      await note(trx, request.memberId, request.requestedBy, 'agent_change', request.payload.reason);
    }
    const change: Change = { before, after: { ...after, upline: upline?.username ?? null } };
    return { sessionsEnded: 0, change };
  }

  /** An upline move as the approval runs it: checked again then, under the upline lock. */
  const agentAction = (request: AgentRequest): MoneyAction<{ memberId: number }> => ({
    auditKind: 'upline_move',
    approvalKind: 'upline_move',
    subject: `member:${request.memberId}`,
    payload: { ...request },
    amountMinor: 0,
    currency: null,
    async run(trx) {
      await sql`select pg_advisory_xact_lock(hashtext('member-upline'))`.execute(trx);
      await applyAgentIn(trx, request, await checkAgentIn(trx, request.memberId, request.payload));
      return { value: { memberId: request.memberId } };
    },
  });
  fourEyes.register('upline_move', async (payload) => agentAction(payload as unknown as AgentRequest));

  fourEyes.register('two_step_unbind', async (payload) =>
    unbindAction(payload as unknown as UnbindRequest, (await ctx.settings.get()).withdrawals.recoveryHoldHours),
  );

  return {
    /** Frozen: no sign-in, no member call, no game; every open session ends now. */
    async setFrozen(
      memberId: number,
      frozen: boolean,
      reason: string,
      actor: Actor,
      playerMessage: string | null = null,
    ) {
      const result = await inTransaction(db, async (trx) => {
        const member = await lockedMember(trx, memberId);
        const next = frozen ? 'frozen' : 'active';
        if (member.status === next) throw new AppError('CONFLICT', { value: { status: member.status } });
        await trx
          .updateTable('members')
          .set({ status: next, frozen_message: frozen ? playerMessage : null })
          .where('id', '=', memberId)
          .execute();
        const sessionsEnded = frozen ? await endSessions(trx, memberId) : 0;
        await note(trx, memberId, actor, frozen ? 'freeze' : 'unfreeze', reason);
        await event(trx, frozen ? 'account_frozen' : 'account_unfrozen', member);
        const after = frozen ? { status: next, sessionsEnded, playerMessage } : { status: next, sessionsEnded };
        const change: Change = { before: { status: member.status }, after };
        return { sessionsEnded, change };
      });
      if (frozen) await announceSessionsEnded(ctx.bus, 'member', memberId);
      return result;
    },

    /**
     * An operator's password reset (review N5): a single-use code goes to the member's proven
     * e-mail or mobile, never a password to the operator; the member sets the new password on the
     * forgot-password page, which ends every session and holds withdrawals for the brand's
     * recoveryHoldHours. The operator learns only where the code went (masked).
     */
    async sendPasswordReset(memberId: number, reason: string, actor: Actor, ip: string) {
      const member = await createMembersRepo(db).findById(memberId);
      if (!member) throw new AppError('NOT_FOUND');
      if (member.type === MEMBER_TYPE.trial) throw refused('_', 'TRIAL_ACCOUNT');
      const sentTo = await authModule(ctx).reset.sendToProvenContact(member, ip);
      await inTransaction(db, async (trx) => {
        await note(trx, memberId, actor, 'password_reset', reason);
        await event(trx, 'operator_password_reset', member);
      });
      // Named so the audit log keeps them: it blanks any key that says "password".
      const change: Change = { before: {}, after: { resetCodeSentTo: `${sentTo.channel} ${sentTo.to}` } };
      return { sessionsEnded: 0, change, sentTo };
    },

    /**
     * Asks a second support operator to remove the member's authenticator (four-eyes, kind
     * two_step_unbind): nothing changes until one approves. The same request again answers the
     * one waiting.
     */
    async requestTwoStepUnbind(memberId: number, reason: string, actor: Actor, operator: OperatorPrincipal) {
      const bound = await db
        .selectFrom('members as m')
        .leftJoin('member_two_step as t', 't.member_id', 'm.id')
        .select(['m.id', 't.member_id as bound'])
        .where('m.id', '=', memberId)
        .executeTakeFirst();
      if (!bound) throw new AppError('NOT_FOUND');
      if (bound.bound === null) throw new AppError('CONFLICT', { value: { twoStepEnabled: false } });
      const hours = (await ctx.settings.get()).withdrawals.recoveryHoldHours;
      const approval = await inTransaction(db, (trx) =>
        fourEyes.fileIn(trx, unbindAction({ memberId, reason, requestedBy: actor }, hours), operator),
      );
      const change: Change = { before: { twoStepEnabled: true }, after: { twoStepUnbindApproval: approval.id } };
      return { sessionsEnded: 0, change, approvalId: approval.id };
    },

    /**
     * The member's type (a player or an agent type) and upline. A trial account is neither made
     * an agent nor anyone's upline; an upline that is the member or one of its downlines would
     * close a loop. Upline changes are serialized, so two at once cannot close one together.
     */
    /**
     * The member's type and upline. A member who has an upline moves to another tree (or none)
     * only with a second operator (four-eyes kind upline_move, review N4): it moves commission
     * bases. The refusals (trial, loop, unknown) are answered at once, before anything is filed.
     */
    async setAgent(memberId: number, payload: AgentPayload, actor: Actor, operator: OperatorPrincipal) {
      const current = await db.selectFrom('members').select('upline_id').where('id', '=', memberId).executeTakeFirst();
      if (!current) throw new AppError('NOT_FOUND');
      const request: AgentRequest = { memberId, payload, requestedBy: actor };
      return inTransaction(db, async (trx) => {
        await sql`select pg_advisory_xact_lock(hashtext('member-upline'))`.execute(trx);
        const checked = await checkAgentIn(trx, memberId, payload);
        const moves = current.upline_id !== null && checked.upline?.id !== current.upline_id;
        if (moves) {
          const approval = await fourEyes.fileIn(trx, agentAction(request), operator);
          return { status: 'pending' as const, approvalId: approval.id };
        }
        return { status: 'executed' as const, ...(await applyAgentIn(trx, request, checked)) };
      });
    },

    async addNote(memberId: number, body: string, actor: Actor) {
      const member = await db.selectFrom('members').select('id').where('id', '=', memberId).executeTakeFirst();
      if (!member) throw new AppError('NOT_FOUND');
      await note(db, memberId, actor, null, body);
    },
  };
}

export type MemberAdminService = ReturnType<typeof createMemberAdminService>;
