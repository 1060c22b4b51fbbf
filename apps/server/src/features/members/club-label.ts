import type { Kysely } from 'kysely';
import type { ClubLabel } from '@portal/shared/contracts/members';
import type { Language } from '@portal/shared/languages';
import type { DB } from '../../db/schema.ts';
import { pickText } from '../../platform/localized.ts';
import { DEFAULT_CLUB_LABEL } from './members.presenter.ts';

/**
 * The member's club label (spec §3 clubLabel): their VIP level's name and colours, read from the
 * loyalty tables (migration 0037) in one query; the entry label when the brand has VIP off or the
 * member has no standing yet.
 */
export async function clubLabelOf(
  db: Kysely<DB>,
  memberId: number,
  language: Language,
  vip: boolean,
): Promise<ClubLabel> {
  if (!vip) return DEFAULT_CLUB_LABEL;
  const row = await db
    .selectFrom('vip_levels as l')
    .leftJoin('member_loyalty as m', (join) =>
      join.onRef('m.vip_level', '=', 'l.rank_level').on('m.member_id', '=', memberId),
    )
    .select(['l.rank_level', 'l.name', 'l.color', 'l.color2'])
    .where((eb) => eb.or([eb('m.member_id', 'is not', null), eb('l.rank_level', '=', 0)]))
    .orderBy('l.rank_level', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!row) return DEFAULT_CLUB_LABEL;
  return {
    labelName: pickText(row.name, language) || DEFAULT_CLUB_LABEL.labelName,
    color: row.color,
    color2: row.color2,
    rankLevel: row.rank_level,
  };
}
