import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import { FieldIssue } from '@portal/shared/errors';
import type { MemberSearchKey, MemberSort, MemberSortKey } from '@portal/shared/contracts/member-admin';
import type { DB } from '../../db/schema.ts';
import type { MemberType } from '../../db/column-types.ts';
import { AppError } from '../../platform/app-error.ts';
import { MAIN } from '../wallet/ledger/accounts.ts';

export interface MemberSearch {
  q: string;
  by: MemberSearchKey;
  status?: 'active' | 'frozen';
  type?: MemberType;
  sort?: MemberSort;
}

/** What each sortable column orders by; ties (and members never signed in) fall back to the newest. */
const SORT_COLUMNS: Record<MemberSortKey, Expression<unknown>> = {
  id: sql`m.id`,
  username: sql`lower(m.username)`,
  balance: sql`coalesce(a.balance_minor, 0)`,
  lastLogin: sql`m.last_login_at`,
  created: sql`m.created_at`,
};

const invalidQuery = () => new AppError('VALIDATION_FAILED', { value: { fields: { q: FieldIssue.INVALID_VALUE } } });

/** `%` and `_` typed by the operator match themselves in a LIKE. */
const likeContains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The ways a typed mobile can be stored: as typed, without leading zeros (a national '0' prefix),
 * or as a dialing code and a number ('84912345678' is '+84' and '912345678').
 */
function mobileCandidates(typed: string): { plain: string[]; split: { code: string; mobile: string }[] } {
  const digits = typed.replace(/[\s().+-]/g, '');
  if (!/^[0-9]{4,24}$/.test(digits)) throw invalidQuery();
  const plain = [...new Set([digits, digits.replace(/^0+/, '')])].filter((d) => d.length >= 4);
  const split = [1, 2, 3, 4]
    .filter((k) => digits.length - k >= 4)
    .map((k) => ({ code: `+${digits.slice(0, k)}`, mobile: digits.slice(k) }));
  return { plain, split };
}

/**
 * Members matching one search key, each condition written so an index answers it (an address
 * is looked up in the members, sessions and known-address indexes, then joined).
 */
export function createMemberSearch(db: Kysely<DB>) {
  function matching(search: MemberSearch) {
    let query = db.selectFrom('members as m');
    const q = search.q.trim();
    if (q !== '') {
      query = query.where((eb): Expression<SqlBool> => {
        switch (search.by) {
          case 'username':
            return eb(sql`lower(m.username)`, 'like', likeContains(q.toLowerCase()));
          case 'email':
            return eb(sql`lower(m.email)`, 'like', likeContains(q.toLowerCase()));
          case 'id': {
            if (!/^[0-9]{1,15}$/.test(q)) throw invalidQuery();
            return eb('m.id', '=', Number(q));
          }
          case 'referralCode':
            return eb('m.referral_code', '=', q.toUpperCase());
          case 'mobile': {
            const { plain, split } = mobileCandidates(q);
            return eb.or([
              eb('m.mobile', 'in', plain),
              ...split.map((c) => eb.and([eb('m.country_dialing_code', '=', c.code), eb('m.mobile', '=', c.mobile)])),
            ]);
          }
          case 'ip': {
            if (q.length > 64) throw invalidQuery();
            return eb(
              'm.id',
              'in',
              eb
                .selectFrom('sessions')
                .select('subject_id as id')
                .where('subject_type', '=', 'member')
                .where('ip', '=', q)
                .union(eb.selectFrom('member_known_ips').select('member_id as id').where('ip', '=', q))
                .union(eb.selectFrom('members').select('id').where('register_ip', '=', q))
                .union(eb.selectFrom('members').select('id').where('last_login_ip', '=', q)),
            );
          }
        }
      });
    }
    if (search.status) query = query.where('m.status', '=', search.status);
    if (search.type !== undefined) query = query.where('m.type', '=', search.type);
    return query;
  }

  return {
    /** One page of matches in the asked order (else newest first, an exact username first), with the total. */
    async page(search: MemberSearch, currency: string, limit: number, offset: number, withTotal = true) {
      let query = matching(search)
        .leftJoin('members as u', 'u.id', 'm.upline_id')
        .leftJoin('ledger_accounts as a', (join) =>
          join.onRef('a.member_id', '=', 'm.id').on('a.code', '=', MAIN).on('a.currency', '=', currency),
        )
        .select([
          'm.id',
          'm.username',
          'm.nickname',
          'm.type',
          'm.status',
          'm.mobile',
          'm.country_dialing_code',
          'm.email',
          'm.referral_code',
          'm.upline_id',
          'u.username as upline_username',
          'm.register_ip',
          'm.last_login_ip',
          'm.last_login_at',
          'm.created_at',
          sql<number>`coalesce(a.balance_minor, 0)::bigint`.as('main_balance_minor'),
        ]);
      const q = search.q.trim().toLowerCase();
      if (search.sort) {
        const desc = search.sort.startsWith('-');
        const column = SORT_COLUMNS[search.sort.replace('-', '') as MemberSortKey];
        query = query.orderBy(desc ? sql`${column} desc nulls last` : sql`${column} asc nulls last`);
      } else if (search.by === 'username' && q !== '') {
        // PostgreSQL refuses a constant in ORDER BY: the exact-name rank only when there is a name.
        query = query.orderBy(sql`lower(m.username) = ${q}`, 'desc');
      }
      const rows = await query.orderBy('m.id', 'desc').limit(limit).offset(offset).execute();
      if (!withTotal) return { rows, total: rows.length };
      const counted = await matching(search)
        .select((eb) => eb.fn.countAll<string>().as('total'))
        .executeTakeFirstOrThrow();
      return { rows, total: Number(counted.total) };
    },
  };
}

export type MemberSearchRow = Awaited<ReturnType<ReturnType<typeof createMemberSearch>['page']>>['rows'][number];
