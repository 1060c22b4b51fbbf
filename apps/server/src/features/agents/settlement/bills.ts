import { sql, type Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';

import type { AgentContractKind } from '../../../db/column-types.ts';

export type ContractKind = AgentContractKind;

export interface SettlementPeriod {
  id: number;
  kind: ContractKind;
  cycle: string;
  start: Date;
  end: Date;
}

/**
 * Writes one settlement's bills in one statement (set-based, whatever the size of the trees).
 * The contracts are those of the kind and cycle active at the period's end. For each, the team is
 * the agent and everyone below (member_tree); its base is the team's valid bet (salaries) or net
 * result, stakes − payouts (dividends), over the bets settled in the period; its rate is the
 * highest tier the team reaches (by valid bet, or active members: those who bet in the period and
 * made a paid deposit by its end). gross = base × rate, rounded
 * toward zero; the agent is paid gross minus the gross of its nearest contracted downlines that
 * the platform pays (each level its own difference; a downline paid from the upline's wallet is
 * the upline's to pay), plus a dividend's negative carry from its last cycle. Nothing
 * negative is paid: a dividend with rollover carries it to the next cycle, anything else drops it.
 */
export async function writeBills(trx: Kysely<DB>, period: SettlementPeriod, currency: string): Promise<number> {
  const dividend = period.kind === 'dividend';
  const result = await sql`
    with contracts as (
      select c.id as contract_id, c.member_id, c.offered_by, c.payer, c.basis, c.tiers, c.rollover
      from agent_contracts c
      where c.kind = ${period.kind} and c.cycle = ${period.cycle} and c.status in ('active', 'terminated')
        and c.decided_at < ${period.end}
        and (c.terminated_at is null or c.terminated_at >= ${period.end})
    ),
    vol as (
      select member_id, sum(valid_bet_minor) as bet, sum(stake_minor - payout_minor) as net
      from bet_records
      where status = 'settled' and settled_at >= ${period.start} and settled_at < ${period.end}
        and currency = ${currency}
      group by member_id
    ),
    team as (
      select c.contract_id, coalesce(sum(v.bet), 0)::bigint as bet, coalesce(sum(v.net), 0)::bigint as net,
        -- An active member bet in the period and has made a real deposit by its end (review N8):
        -- accounts an agent makes by the dozen and bets the minimum from do not lift a tier.
        (count(*) filter (where v.bet > 0 and exists (
          select 1 from deposit_orders d
          where d.member_id = v.member_id and d.status = 'paid' and d.completed_at < ${period.end}
        )))::int as active
      from contracts c
      join member_tree t on t.ancestor_id = c.member_id
      left join vol v on v.member_id = t.descendant_id
      group by c.contract_id
    ),
    rated as (
      select c.*, tm.active,
        ${dividend ? sql`tm.net` : sql`tm.bet`} as base,
        coalesce((
          select (x ->> 'rateBps')::int from jsonb_array_elements(c.tiers) x
          where (x ->> 'threshold')::bigint <= case c.basis when 'bet' then tm.bet else tm.active end
          order by (x ->> 'threshold')::bigint desc limit 1
        ), 0) as rate_bps
      from contracts c join team tm using (contract_id)
    ),
    grossed as (
      select r.*, trunc(r.base::numeric * r.rate_bps / 10000)::bigint as gross from rated r
    ),
    nearest as (
      select distinct on (child.member_id) child.member_id as child, parent.member_id as parent
      from contracts child
      join member_tree t on t.descendant_id = child.member_id and t.depth > 0
      join contracts parent on parent.member_id = t.ancestor_id
      order by child.member_id, t.depth
    ),
    -- A downline its upline pays from its own wallet is the upline's cost, not the platform's: it
    -- leaves the upline's bill whole, and the upline pays that downline's bill itself.
    downline as (
      select n.parent as member_id, sum(g.gross)::bigint as gross
      from nearest n join grossed g on g.member_id = n.child
      where g.payer = 'platform'
      group by n.parent
    ),
    carried as (
      select g.*, coalesce(d.gross, 0) as downline,
        ${
          dividend
            ? sql`coalesce((
              select b.carry_out_minor from agent_bills b join agent_settlements s on s.id = b.settlement_id
              where b.member_id = g.member_id and s.kind = ${period.kind} and s.cycle = ${period.cycle}
                and s.period_start < ${period.start}
              order by s.period_start desc limit 1), 0)`
            : sql`0::bigint`
        } as carry_in
      from grossed g left join downline d on d.member_id = g.member_id
    ),
    owed as (
      select c.*, c.gross - c.downline + c.carry_in as due from carried c
    )
    insert into agent_bills (settlement_id, contract_id, member_id, payer_member_id, base_minor, active_members,
      rate_bps, gross_minor, downline_minor, carry_in_minor, amount_minor, carry_out_minor, currency, status)
    select ${period.id}, o.contract_id, o.member_id, case o.payer when 'upline' then o.offered_by end,
      o.base, o.active, o.rate_bps, o.gross, o.downline, o.carry_in, greatest(o.due, 0),
      ${dividend ? sql`case when o.due < 0 and o.rollover then o.due else 0 end` : sql`0`}, ${currency},
      case when o.due > 0 then 'waiting' else 'nothing' end
    from owed o`.execute(trx);
  return Number(result.numAffectedRows ?? 0);
}
