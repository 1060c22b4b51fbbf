import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

/** A stored outcome of one rule for one invitee: paid, or refused for abuse (then for good). */
export interface StoredReward {
  status: 'claimed' | 'blocked';
  amountMinor: number;
  bonusId: number | null;
}

/** An invitee with what the rules look at; one row per friend, read in one query. */
export interface FriendRow {
  id: number;
  username: string;
  type: number;
  /** The agent who created the account from the agent center, if one did. */
  registeredBy: number | null;
  registeredAt: Date;
  /** The amount of the first paid deposit, or null before one. */
  firstDepositMinor: number | null;
  /** Valid bets in total (cancelled bets excluded). */
  turnoverMinor: number;
  /** Stored outcomes by rule id. */
  rewards: Record<string, StoredReward>;
}

interface FriendRecord {
  id: number;
  username: string;
  type: number;
  registered_by: number | null;
  created_at: Date;
  first_deposit_minor: number | null;
  turnover_minor: number;
  rewards: Record<string, { status: 'claimed' | 'blocked'; amount_minor: number; bonus_id: number | null }>;
}

const toFriend = (r: FriendRecord): FriendRow => ({
  id: r.id,
  username: r.username,
  type: r.type,
  registeredBy: r.registered_by === null ? null : Number(r.registered_by),
  registeredAt: new Date(r.created_at),
  firstDepositMinor: r.first_deposit_minor,
  turnoverMinor: r.turnover_minor,
  rewards: Object.fromEntries(
    Object.entries(r.rewards).map(([rule, v]) => [
      rule,
      {
        status: v.status,
        amountMinor: Number(v.amount_minor),
        bonusId: v.bonus_id === null ? null : Number(v.bonus_id),
      },
    ]),
  ),
});

/** The only SQL of invite-a-friend: referral_rewards, and the reads of invitees and their activity. */
export function createReferralRepo(db: Kysely<DB>) {
  /**
   * Invitees of `inviterId` with their first paid deposit, valid bets and stored rewards, newest
   * first: one statement, the per-friend parts as lateral subqueries on the member's own indexes
   * (deposit_orders_member_paid_idx, bets_member_idx). `only` narrows to one invitee; `unsettled`
   * keeps the invitees some of those rules have no row for yet.
   */
  async function friends(
    inviterId: number,
    options: { offset: number; limit: number; only?: number; unsettled?: string[] },
    trx: Kysely<DB> = db,
  ): Promise<FriendRow[]> {
    const only = options.only === undefined ? sql`` : sql`and m.id = ${options.only}`;
    const unsettled =
      options.unsettled === undefined
        ? sql``
        : sql`and (select count(*) from referral_rewards s
             where s.inviter_id = ${inviterId} and s.invitee_id = m.id and s.rule_id = any(${options.unsettled}::text[]))
             < ${options.unsettled.length}`;
    const { rows } = await sql<FriendRecord>`
      select m.id, m.username, m.type, m.registered_by, m.created_at,
        fd.amount_minor as first_deposit_minor,
        coalesce(t.turnover_minor, 0)::bigint as turnover_minor,
        coalesce(rw.rewards, '{}'::jsonb) as rewards
      from members m
      left join lateral (
        select d.amount_minor from deposit_orders d
        where d.member_id = m.id and d.status = 'paid'
        order by d.completed_at, d.id limit 1
      ) fd on true
      left join lateral (
        select sum(b.valid_bet_minor)::bigint as turnover_minor from bets b
        where b.member_id = m.id and b.status <> 'cancelled'
      ) t on true
      left join lateral (
        select jsonb_object_agg(r.rule_id, jsonb_build_object(
          'status', r.status, 'amount_minor', r.amount_minor, 'bonus_id', r.bonus_id)) as rewards
        from referral_rewards r where r.inviter_id = ${inviterId} and r.invitee_id = m.id
      ) rw on true
      where m.upline_id = ${inviterId} ${only} ${unsettled}
      order by m.id desc
      offset ${options.offset} limit ${options.limit}`.execute(trx);
    return rows.map(toFriend);
  }

  return {
    friends,

    friend: async (inviterId: number, inviteeId: number, trx: Kysely<DB> = db) =>
      (await friends(inviterId, { offset: 0, limit: 1, only: inviteeId }, trx))[0],

    /** The member's own code, how many they invited, and what was paid to them for it. */
    async totals(inviterId: number) {
      const { rows } = await sql<{ referral_code: string; invited: number; rewarded_minor: number }>`
        select m.referral_code,
          (select count(*) from members i where i.upline_id = m.id)::bigint as invited,
          (select coalesce(sum(r.amount_minor), 0) from referral_rewards r
            where r.inviter_id = m.id and r.status = 'claimed')::bigint as rewarded_minor
        from members m where m.id = ${inviterId}`.execute(db);
      return rows[0];
    },

    /**
     * Which of the invitees share a device id with the inviter (any session of each, ever), or an
     * address seen for both since `since` (known addresses, registration, last sign-in): one query
     * for a page of invitees, so the list judges what the claim will.
     */
    async sharedOrigins(inviterId: number, inviteeIds: number[], since: Date): Promise<Map<number, 'device' | 'ip'>> {
      if (inviteeIds.length === 0) return new Map();
      const members = sql.join([inviterId, ...inviteeIds]);
      const invitees = sql.join(inviteeIds.map((id) => sql`(${id}::bigint)`));
      const { rows } = await sql<{ id: string | number; device: boolean; ip: boolean }>`
        with ips(member_id, ip) as (
          select member_id, ip from member_known_ips
          where member_id in (${members}) and last_seen_at >= ${since}
          union
          select id, register_ip from members
          where id in (${members}) and register_ip is not null and created_at >= ${since}
          union
          select id, last_login_ip from members
          where id in (${members}) and last_login_ip is not null and last_login_at >= ${since}
        )
        select
          invitee.id,
          exists (
            select 1 from sessions a join sessions b on b.device_id = a.device_id
            where a.subject_type = 'member' and a.subject_id = ${inviterId} and a.device_id is not null
              and b.subject_type = 'member' and b.subject_id = invitee.id
          ) as device,
          exists (
            select 1 from ips a join ips b on b.ip = a.ip
            where a.member_id = ${inviterId} and b.member_id = invitee.id
          ) as ip
        from (values ${invitees}) as invitee(id)`.execute(db);
      const shared = new Map<number, 'device' | 'ip'>();
      for (const row of rows) {
        if (row.device) shared.set(Number(row.id), 'device');
        else if (row.ip) shared.set(Number(row.id), 'ip');
      }
      return shared;
    },

    /**
     * Writes the outcome unless one exists; answers whether this call wrote it. The unique key
     * (inviter, invitee, rule) decides between concurrent claims: the loser waits for the winner's
     * commit and writes nothing.
     */
    async insertOutcome(
      trx: Kysely<DB>,
      row: {
        inviterId: number;
        inviteeId: number;
        ruleId: string;
        status: 'claimed' | 'blocked';
        amountMinor: number;
        blockedReason: string | null;
        now: Date;
      },
    ): Promise<number | undefined> {
      const inserted = await trx
        .insertInto('referral_rewards')
        .values({
          inviter_id: row.inviterId,
          invitee_id: row.inviteeId,
          rule_id: row.ruleId,
          status: row.status,
          amount_minor: row.amountMinor,
          blocked_reason: row.blockedReason,
          created_at: row.now,
        })
        .onConflict((oc) => oc.columns(['inviter_id', 'invitee_id', 'rule_id']).doNothing())
        .returning('id')
        .executeTakeFirst();
      return inserted?.id;
    },

    attachBonus: (trx: Kysely<DB>, id: number, bonusId: number, transactionId: number) =>
      trx
        .updateTable('referral_rewards')
        .set({ bonus_id: bonusId, ledger_transaction_id: transactionId })
        .where('id', '=', id)
        .execute(),

    outcome: async (
      inviterId: number,
      inviteeId: number,
      ruleId: string,
      trx: Kysely<DB> = db,
    ): Promise<StoredReward | undefined> => {
      const row = await trx
        .selectFrom('referral_rewards')
        .select(['status', 'amount_minor', 'bonus_id'])
        .where('inviter_id', '=', inviterId)
        .where('invitee_id', '=', inviteeId)
        .where('rule_id', '=', ruleId)
        .executeTakeFirst();
      return row && { status: row.status, amountMinor: row.amount_minor, bonusId: row.bonus_id };
    },
  };
}

export type ReferralRepo = ReturnType<typeof createReferralRepo>;
