import { sql, type Kysely } from 'kysely';
import type { MessageAudience } from '@portal/shared/contracts/messages';
import type { DB } from '../../db/schema.ts';
import { AppError } from '../../platform/app-error.ts';
import { MEMBER_TYPE } from '@portal/shared/constants';

/** Agent types (spec: 1, 2, 41, 42); 4 is a trial account, which no notice goes to. */
const AGENT_TYPES = [1, 2, 41, 42];

/**
 * The members an audience names, as one SQL query of ids (used inside the set-based insert and for
 * the console's count). Trial accounts are never addressed; a member on a break or self-excluded
 * gets no broadcast (marketing), only a message addressed to them by name.
 */
export async function audienceQuery(db: Kysely<DB>, audience: MessageAudience) {
  const all = db.selectFrom('members as m').select('m.id').where('m.type', '!=', MEMBER_TYPE.trial);
  const members = all.where(sql<boolean>`(m.play_block_kind is null
    or (m.play_blocked_until is not null and m.play_blocked_until <= now()))`);
  switch (audience.kind) {
    case 'all':
      return members;
    case 'member': {
      const one = await db
        .selectFrom('members')
        .select(['id', 'type'])
        .where('username', '=', audience.username)
        .executeTakeFirst();
      if (!one || one.type === MEMBER_TYPE.trial) throw refused('username');
      return all.where('m.id', '=', one.id);
    }
    case 'country':
      return members.where('m.country_dialing_code', 'in', audience.dialingCodes);
    case 'vip':
      return members
        .leftJoin('member_loyalty as l', 'l.member_id', 'm.id')
        .where(sql<number>`coalesce(l.vip_level, 0)`, 'in', audience.levels);
    case 'agent': {
      const agent = await db
        .selectFrom('members')
        .select(['id', 'type'])
        .where('username', '=', audience.username)
        .executeTakeFirst();
      if (!agent || !AGENT_TYPES.includes(agent.type)) throw refused('username');
      // The agent and every member below them, at any depth.
      return members.where(
        'm.id',
        'in',
        db
          .withRecursive('team(id)', (qb) =>
            qb
              .selectFrom('members')
              .select('id')
              .where('id', '=', agent.id)
              .unionAll((u) => u.selectFrom('members as c').innerJoin('team', 'team.id', 'c.upline_id').select('c.id')),
          )
          .selectFrom('team')
          .select('team.id'),
      );
    }
  }
}

const refused = (field: string) =>
  new AppError('VALIDATION_FAILED', { value: { fields: { [`audience.${field}`]: 'INVALID_VALUE' } } });
