import { sql, type Kysely, type Selectable } from 'kysely';
import type { AgentApplication, AgentApplicationAdmin, AgentApplicationStatus } from '@portal/shared/contracts/agents';
import { MEMBER_TYPE, type AGENT_TYPES } from '@portal/shared/constants';
import type { AgentApplications, DB } from '../../../db/schema.ts';
import { inTransaction } from '../../../db/transaction.ts';
import { AppError } from '../../../platform/app-error.ts';
import { uniqueViolation } from '../../../db/unique-violation.ts';

type Row = Selectable<AgentApplications>;
type AgentType = (typeof AGENT_TYPES)[number];
const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());

const present = (row: Row): AgentApplication => ({
  id: Number(row.id),
  status: row.status,
  message: row.message,
  agentType: row.agent_type,
  rejectReason: row.reject_reason,
  createdAt: iso(row.created_at)!,
  reviewedAt: iso(row.decided_at),
});

/**
 * Applications to become an agent (decision 051). A player asks once at a time; an operator
 * approves with an agent type, which makes the member an agent in the same transaction, or
 * refuses with a reason. The member is told in the inbox (a trigger of migration 0068) and the
 * agent center answers at the member's next call: the type is read per request, not from the token.
 */
export function createAgentApplications(deps: { db: Kysely<DB> }) {
  const { db } = deps;

  /** The member row locked, so an application and an operator's change of type do not cross. */
  const lockMember = (trx: Kysely<DB>, memberId: number) =>
    trx.selectFrom('members').select(['id', 'type']).where('id', '=', memberId).forUpdate().executeTakeFirst();

  /** The pending application locked with its member (member first, the order every writer takes). */
  async function lockPending(trx: Kysely<DB>, id: number) {
    const found = await trx
      .selectFrom('agent_applications')
      .select('member_id')
      .where('id', '=', id)
      .executeTakeFirst();
    if (!found) throw new AppError('NOT_FOUND');
    const member = await lockMember(trx, Number(found.member_id));
    const row = await trx
      .selectFrom('agent_applications')
      .selectAll()
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirstOrThrow();
    if (row.status !== 'pending') throw new AppError('AGENT_APPLICATION_DECIDED');
    return { row, member: member! };
  }

  return {
    async apply(memberId: number, message: string): Promise<AgentApplication> {
      return inTransaction(db, async (trx) => {
        const member = await lockMember(trx, memberId);
        if (!member) throw new AppError('NOT_FOUND');
        if (member.type !== MEMBER_TYPE.player) throw new AppError('AGENT_APPLICATION_NOT_ELIGIBLE');
        try {
          const row = await trx
            .insertInto('agent_applications')
            .values({ member_id: memberId, message })
            .returningAll()
            .executeTakeFirstOrThrow();
          return present(row);
        } catch (error) {
          if (uniqueViolation(error) === 'agent_applications_one_pending') {
            throw new AppError('AGENT_APPLICATION_PENDING');
          }
          throw error;
        }
      });
    },

    async latest(memberId: number): Promise<AgentApplication | null> {
      const row = await db
        .selectFrom('agent_applications')
        .selectAll()
        .where('member_id', '=', memberId)
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
      return row ? present(row) : null;
    },

    async list(query: { status?: AgentApplicationStatus; page: number; pageSize: number }) {
      let rows = db
        .selectFrom('agent_applications as a')
        .innerJoin('members as m', 'm.id', 'a.member_id')
        .leftJoin('operators as o', 'o.id', 'a.decided_by')
        .selectAll('a')
        .select(['m.username', 'o.username as decided_by_name']);
      if (query.status) rows = rows.where('a.status', '=', query.status);
      const found = await rows
        .orderBy('a.id', 'desc')
        .limit(query.pageSize + 1)
        .offset((query.page - 1) * query.pageSize)
        .execute();
      const list = found.slice(0, query.pageSize).map((row): AgentApplicationAdmin => ({
        ...present(row),
        memberId: Number(row.member_id),
        username: row.username,
        reviewedBy: row.decided_by_name,
      }));
      return { list, page: query.page, hasMore: found.length > query.pageSize };
    },

    /** Makes the member an agent of `agentType`, if still a player, and closes the application. */
    async approve(id: number, agentType: AgentType, operatorId: number) {
      return inTransaction(db, async (trx) => {
        const { row, member } = await lockPending(trx, id);
        if (member.type !== MEMBER_TYPE.player) throw new AppError('AGENT_APPLICATION_NOT_ELIGIBLE');
        await trx.updateTable('members').set({ type: agentType }).where('id', '=', member.id).execute();
        const decided = await trx
          .updateTable('agent_applications')
          .set({ status: 'approved', agent_type: agentType, decided_by: operatorId, decided_at: sql`now()` })
          .where('id', '=', row.id)
          .returningAll()
          .executeTakeFirstOrThrow();
        return present(decided);
      });
    },

    async reject(id: number, reason: string, operatorId: number) {
      return inTransaction(db, async (trx) => {
        const { row } = await lockPending(trx, id);
        const decided = await trx
          .updateTable('agent_applications')
          .set({ status: 'rejected', reject_reason: reason, decided_by: operatorId, decided_at: sql`now()` })
          .where('id', '=', row.id)
          .returningAll()
          .executeTakeFirstOrThrow();
        return present(decided);
      });
    },
  };
}
