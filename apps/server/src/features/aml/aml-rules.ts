import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { AmlRule } from '@portal/shared/contracts/aml';
import type { BrandSettings } from '@portal/shared/settings';
import type { DB } from '../../db/schema.ts';
import { UPLINE_SOURCE } from '../wallet/upline-transfers.service.ts';
import { DOWNLINE_SOURCE } from '../agents/downlines.service.ts';

/**
 * The AML rules (decision 043). Each is one set-based query that returns its candidates, each a
 * pattern with the subject it is about, the first row that triggered it (the window key), the
 * times of its first and last rows, the members it names, the money it moved and its evidence
 * (amounts in major units). The scan (aml-scan.ts) inserts the candidates that no alert of the
 * same rule and subject already covers.
 */
export interface RuleInput {
  now: Date;
  settings: BrandSettings;
}

/** The columns every rule's candidates select, in this order. */
export type RuleQuery = (input: RuleInput) => RawBuilder<unknown>;

const HOUR_MS = 3_600_000;
const interval = (hours: number) => sql.raw(`interval '${Math.trunc(hours)} hours'`);
/** A time as ISO 8601 in UTC, as the evidence keeps it. */
const iso = (column: RawBuilder<unknown>) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;
/** Minor units as a JSON number in major units. */
const major = (column: RawBuilder<unknown>, decimals: number) =>
  sql`round((${column})::numeric / ${10 ** decimals}::numeric, ${decimals}::int)`;
const col = (name: string) => sql.raw(name);

function since({ now, settings }: RuleInput): Date {
  return new Date(now.getTime() - settings.aml.lookbackHours * HOUR_MS);
}

/** Structuring: structuringCount paid deposits within the window, each just under the reporting threshold. */
const structuring: RuleQuery = (input) => {
  const { aml, currency } = input.settings;
  const upper = aml.reportingThresholdMinor;
  const lower = upper - Math.floor(upper / 10);
  const d = currency.decimals;
  return sql`
    with band as (
      select o.id, o.member_id, o.order_no, o.amount_minor, o.completed_at
      from deposit_orders o
      where o.status = 'paid' and o.completed_at >= ${since(input)} and o.currency = ${currency.code}
        and o.amount_minor >= ${lower} and o.amount_minor < ${upper}
    ),
    anchored as (
      select a.member_id, a.id as anchor_id, a.completed_at as anchor_at, max(b.completed_at) as last_at,
        count(*)::int as n, sum(b.amount_minor) as total_minor,
        jsonb_agg(jsonb_build_object('depositId', b.id, 'orderNo', b.order_no,
          'amount', ${major(col('b.amount_minor'), d)}, 'at', ${iso(col('b.completed_at'))})
          order by b.completed_at, b.id) as rows
      from band a
      join band b on b.member_id = a.member_id
        and (b.completed_at, b.id) >= (a.completed_at, a.id)
        and b.completed_at < a.completed_at + ${interval(aml.structuringWindowHours)}
      group by a.member_id, a.id, a.completed_at
      having count(*) >= ${aml.structuringCount}
    )
    select 'member:' || c.member_id as subject_key, 'deposit:' || c.anchor_id as window_key,
      c.anchor_at as window_start, c.last_at as window_end, array[c.member_id]::bigint[] as member_ids,
      c.total_minor as amount_minor,
      jsonb_build_object(
        'summary', format('%s paid deposits between %s and %s %s within %s hours, each under the reporting threshold',
          c.n, ${major(sql.lit(lower), d)}, ${major(sql.lit(upper), d)}, ${currency.code}::text, ${aml.structuringWindowHours}::int),
        'thresholds', jsonb_build_object('reportingThreshold', ${major(sql.lit(upper), d)},
          'bandFrom', ${major(sql.lit(lower), d)}, 'count', ${aml.structuringCount}::int,
          'windowHours', ${aml.structuringWindowHours}::int),
        'rows', c.rows,
        'figures', jsonb_build_object('deposits', c.n, 'total', ${major(col('c.total_minor'), d)})
      ) as evidence
    from anchored c`;
};

/** A withdrawal whose member bet less than lowPlayTurnoverPercent of the last deposit before it, since that deposit. */
const lowPlayWithdrawal: RuleQuery = (input) => {
  const { aml, currency } = input.settings;
  const d = currency.decimals;
  return sql`
    with asked as (
      select w.id, w.member_id, w.amount_minor, w.status, w.created_at
      from withdrawals w
      where w.created_at >= ${since(input)} and w.currency = ${currency.code}
    ),
    after_deposit as (
      select w.*, dep.id as deposit_id, dep.order_no, dep.amount_minor as deposit_minor, dep.completed_at as deposit_at
      from asked w
      cross join lateral (
        select o.id, o.order_no, o.amount_minor, o.completed_at
        from deposit_orders o
        where o.member_id = w.member_id and o.status = 'paid' and o.completed_at <= w.created_at
        order by o.completed_at desc, o.id desc
        limit 1
      ) dep
    ),
    played as (
      select a.*, coalesce(p.turnover_minor, 0) as turnover_minor, coalesce(p.bets, 0) as bets
      from after_deposit a
      cross join lateral (
        select sum(b.valid_bet_minor) as turnover_minor, count(*)::int as bets
        from bets b
        where b.member_id = a.member_id and b.status <> 'cancelled'
          and b.placed_at >= a.deposit_at and b.placed_at <= a.created_at
      ) p
    )
    select 'member:' || c.member_id as subject_key, 'withdrawal:' || c.id as window_key,
      c.deposit_at as window_start, c.created_at as window_end, array[c.member_id]::bigint[] as member_ids,
      c.amount_minor,
      jsonb_build_object(
        'summary', format('Withdrawal of %s %s asked after a deposit of %s %s with %s bet since (%s%% of the deposit; under %s%%)',
          ${major(col('c.amount_minor'), d)}, ${currency.code}::text, ${major(col('c.deposit_minor'), d)}, ${currency.code}::text,
          ${major(col('c.turnover_minor'), d)}, floor(c.turnover_minor * 100 / c.deposit_minor), ${aml.lowPlayTurnoverPercent}::int),
        'thresholds', jsonb_build_object('turnoverPercent', ${aml.lowPlayTurnoverPercent}::int),
        'rows', jsonb_build_array(
          jsonb_build_object('kind', 'deposit', 'id', c.deposit_id, 'orderNo', c.order_no,
            'amount', ${major(col('c.deposit_minor'), d)}, 'at', ${iso(col('c.deposit_at'))}),
          jsonb_build_object('kind', 'withdrawal', 'id', c.id, 'status', c.status,
            'amount', ${major(col('c.amount_minor'), d)}, 'at', ${iso(col('c.created_at'))})),
        'figures', jsonb_build_object('deposit', ${major(col('c.deposit_minor'), d)},
          'withdrawal', ${major(col('c.amount_minor'), d)}, 'turnover', ${major(col('c.turnover_minor'), d)},
          'bets', c.bets, 'turnoverPercent', floor(c.turnover_minor * 100 / c.deposit_minor))
      ) as evidence
    from played c
    where c.deposit_minor > 0 and c.turnover_minor * 100 < c.deposit_minor * ${aml.lowPlayTurnoverPercent}`;
};

/** sharedAccessMembers or more distinct members signing in from one address or one device id within the window. */
const sharedAccess: RuleQuery = (input) => {
  const { aml } = input.settings;
  const window = interval(aml.sharedAccessWindowHours);
  return sql`
    with access as (
      select 'ip:' || s.ip as subject_key, s.id, s.subject_id as member_id, s.created_at
      from sessions s
      where s.subject_type = 'member' and s.ip is not null and s.created_at >= ${since(input)}
      union all
      select 'device:' || s.device_id, s.id, s.subject_id, s.created_at
      from sessions s
      where s.subject_type = 'member' and s.device_id is not null and s.created_at >= ${since(input)}
    ),
    anchored as (
      select a.subject_key, a.id as anchor_id, a.created_at as anchor_at, max(b.created_at) as last_at,
        count(distinct b.member_id)::int as members, count(*)::int as sign_ins,
        (array_agg(distinct b.member_id))[1:100] as member_ids
      from access a
      join access b on b.subject_key = a.subject_key
        and (b.created_at, b.id) >= (a.created_at, a.id)
        and b.created_at < a.created_at + ${window}
      group by a.subject_key, a.id, a.created_at
      having count(distinct b.member_id) >= ${aml.sharedAccessMembers}
    )
    select c.subject_key, 'session:' || c.anchor_id as window_key, c.anchor_at as window_start,
      c.last_at as window_end, c.member_ids::bigint[] as member_ids, 0::bigint as amount_minor,
      jsonb_build_object(
        'summary', format('%s members signed in from the same %s within %s hours (%s sign-ins)',
          c.members, case when c.subject_key like 'ip:%' then 'address' else 'device' end,
          ${aml.sharedAccessWindowHours}::int, c.sign_ins),
        'thresholds', jsonb_build_object('members', ${aml.sharedAccessMembers}::int,
          'windowHours', ${aml.sharedAccessWindowHours}::int),
        'rows', (
          select jsonb_agg(jsonb_build_object('memberId', m.id, 'username', m.username, 'signIns', x.n,
            'firstAt', ${iso(col('x.first_at'))}, 'lastAt', ${iso(col('x.last_at'))}) order by x.first_at, m.id)
          from (
            select b.member_id, count(*)::int as n, min(b.created_at) as first_at, max(b.created_at) as last_at
            from access b
            where b.subject_key = c.subject_key and b.created_at >= c.anchor_at and b.created_at < c.anchor_at + ${window}
            group by b.member_id
          ) x
          join members m on m.id = x.member_id
        ),
        'figures', jsonb_build_object('members', c.members, 'signIns', c.sign_ins,
          'kind', case when c.subject_key like 'ip:%' then 'ip' else 'device' end,
          'value', substr(c.subject_key, strpos(c.subject_key, ':') + 1))
      ) as evidence
    from anchored c`;
};

/**
 * Money between members (a transfer to the upline, an agent's transfer to its team) that comes
 * back to the sender through at most transferCycleMaxLength transfers, each after the one before,
 * all within the window: a recursive walk from every transfer.
 */
const transferCycle: RuleQuery = (input) => {
  const { aml, currency } = input.settings;
  const d = currency.decimals;
  return sql`
    with recursive edges as (
      select t.id as tx_id, t.created_at, t.source, src.member_id as from_id, dst.member_id as to_id,
        de.amount_minor
      from ledger_transactions t
      join ledger_entries se on se.transaction_id = t.id and se.amount_minor < 0
      join ledger_accounts src on src.id = se.account_id and src.member_id is not null
      join ledger_entries de on de.transaction_id = t.id and de.amount_minor > 0
      join ledger_accounts dst on dst.id = de.account_id and dst.member_id is not null
      where t.source in (${UPLINE_SOURCE}, ${DOWNLINE_SOURCE}) and t.created_at >= ${since(input)}
        and src.member_id <> dst.member_id and dst.currency = ${currency.code}
    ),
    paths as (
      select e.tx_id as first_tx, e.from_id as start_id, e.to_id as at_id, e.created_at as started_at,
        e.created_at as last_at, e.tx_id as last_tx, array[e.from_id, e.to_id] as nodes, array[e.tx_id] as txs,
        1 as hops
      from edges e
      union all
      select p.first_tx, p.start_id, e.to_id, p.started_at, e.created_at, e.tx_id, p.nodes || e.to_id,
        p.txs || e.tx_id, p.hops + 1
      from paths p
      join edges e on e.from_id = p.at_id
        and (e.created_at, e.tx_id) > (p.last_at, p.last_tx)
        and e.created_at < p.started_at + ${interval(aml.transferCycleWindowHours)}
        and (e.to_id = p.start_id or not (e.to_id = any(p.nodes)))
      where p.hops < ${aml.transferCycleMaxLength} and p.at_id <> p.start_id
    ),
    cycles as (
      select p.*, (select array_agg(distinct n order by n) from unnest(p.nodes) n) as members
      from paths p
      where p.at_id = p.start_id
    ),
    described as (
      select c.*, h.rows, h.least_minor, h.total_minor
      from cycles c
      cross join lateral (
        select jsonb_agg(jsonb_build_object('transactionId', e.tx_id, 'kind', e.source,
            'fromMemberId', e.from_id, 'from', f.username, 'toMemberId', e.to_id, 'to', tm.username,
            'amount', ${major(col('e.amount_minor'), d)}, 'at', ${iso(col('e.created_at'))}) order by x.ord) as rows,
          min(e.amount_minor) as least_minor, sum(e.amount_minor) as total_minor
        from unnest(c.txs) with ordinality as x(tx_id, ord)
        join edges e on e.tx_id = x.tx_id
        join members f on f.id = e.from_id
        join members tm on tm.id = e.to_id
      ) h
    )
    select 'cycle:' || array_to_string(c.members, ',') as subject_key, 'transfer:' || c.first_tx as window_key,
      c.started_at as window_start, c.last_at as window_end, c.members::bigint[] as member_ids,
      c.least_minor as amount_minor,
      jsonb_build_object(
        'summary', format('%s transfers between %s members came back to the sender within %s hours (at least %s %s went round)',
          c.hops, cardinality(c.members), ${aml.transferCycleWindowHours}::int, ${major(col('c.least_minor'), d)},
          ${currency.code}::text),
        'thresholds', jsonb_build_object('windowHours', ${aml.transferCycleWindowHours}::int,
          'maxLength', ${aml.transferCycleMaxLength}::int),
        'rows', c.rows,
        'figures', jsonb_build_object('transfers', c.hops, 'members', cardinality(c.members),
          'leastTransfer', ${major(col('c.least_minor'), d)}, 'total', ${major(col('c.total_minor'), d)})
      ) as evidence
    from described c`;
};

/**
 * A member's net win on low-variance bets over the last lowVarianceWindowHours at or above
 * lowVarianceWinMinor, with at least lowVarianceSharePercent of the stake on such bets. A lottery
 * bet is low variance by its type (big/small, odd/even); for any other bet the bets table keeps no
 * side or odds, so a settled bet counts when it paid at most lowVarianceMaxPayoutPercent of its
 * stake (lost, pushed, or won about even money): a big slot hit is not low variance and its win is
 * left out. Only bets after the member's last alert of this rule count, so alerts never overlap.
 */
const lowVarianceWin: RuleQuery = (input) => {
  const { aml, currency } = input.settings;
  const d = currency.decimals;
  const from = new Date(input.now.getTime() - aml.lowVarianceWindowHours * HOUR_MS);
  return sql`
    with played as (
      select r.id, r.member_id, r.product, r.game_code, r.stake_minor, r.payout_minor, r.placed_at, lb.bet_type,
        case when lb.bet_id is not null then lb.bet_type in ('big_small', 'odd_even')
          else r.payout_minor * 100 <= r.stake_minor * ${aml.lowVarianceMaxPayoutPercent} end as low
      from bet_records r
      left join lottery_bets lb on lb.bet_id = r.id
      where r.status = 'settled' and r.placed_at >= ${from} and r.stake_minor > 0 and r.currency = ${currency.code}
        and r.placed_at > coalesce((
          select max(a.window_end) from aml_alerts a
          where a.rule = 'low_variance_win' and a.subject_key = 'member:' || r.member_id), '-infinity')
    ),
    per_member as (
      select p.member_id, count(*)::int as bets, count(*) filter (where p.low)::int as low_bets,
        sum(p.stake_minor) as stake_minor, coalesce(sum(p.stake_minor) filter (where p.low), 0) as low_stake_minor,
        coalesce(sum(p.payout_minor - p.stake_minor) filter (where p.low), 0) as low_net_minor,
        sum(p.payout_minor - p.stake_minor) as net_minor, min(p.placed_at) as first_at, max(p.placed_at) as last_at,
        (array_agg(p.id order by p.placed_at, p.id))[1] as first_bet
      from played p
      group by p.member_id
      having count(*) >= ${aml.lowVarianceMinBets}
        and coalesce(sum(p.payout_minor - p.stake_minor) filter (where p.low), 0) >= ${aml.lowVarianceWinMinor}
        and coalesce(sum(p.stake_minor) filter (where p.low), 0) * 100 >= sum(p.stake_minor) * ${aml.lowVarianceSharePercent}
    )
    select 'member:' || c.member_id as subject_key, 'bet:' || c.first_bet as window_key, c.first_at as window_start,
      c.last_at as window_end, array[c.member_id]::bigint[] as member_ids, c.low_net_minor as amount_minor,
      jsonb_build_object(
        'summary', format('Net win of %s %s on %s low-variance bets of %s within %s hours (%s%% of the stake)',
          ${major(col('c.low_net_minor'), d)}, ${currency.code}::text, c.low_bets, c.bets,
          ${aml.lowVarianceWindowHours}::int, floor(c.low_stake_minor * 100 / c.stake_minor)),
        'thresholds', jsonb_build_object('netWin', ${major(sql.lit(aml.lowVarianceWinMinor), d)},
          'windowHours', ${aml.lowVarianceWindowHours}::int, 'maxPayoutPercent', ${aml.lowVarianceMaxPayoutPercent}::int,
          'sharePercent', ${aml.lowVarianceSharePercent}::int, 'minBets', ${aml.lowVarianceMinBets}::int),
        'rows', (
          select jsonb_agg(jsonb_build_object('product', g.product, 'game', g.game_code, 'betType', g.bet_type,
            'lowVariance', g.low, 'bets', g.n, 'stake', ${major(col('g.stake_minor'), d)},
            'net', ${major(col('g.net_minor'), d)}, 'firstBetId', g.first_id, 'lastBetId', g.last_id)
            order by g.net_minor desc)
          from (
            select p.product, p.game_code, p.bet_type, p.low, count(*)::int as n, sum(p.stake_minor) as stake_minor,
              sum(p.payout_minor - p.stake_minor) as net_minor, min(p.id) as first_id, max(p.id) as last_id
            from played p where p.member_id = c.member_id
            group by p.product, p.game_code, p.bet_type, p.low
          ) g
        ),
        'figures', jsonb_build_object('bets', c.bets, 'lowVarianceBets', c.low_bets,
          'stake', ${major(col('c.stake_minor'), d)}, 'lowVarianceStake', ${major(col('c.low_stake_minor'), d)},
          'lowVarianceNet', ${major(col('c.low_net_minor'), d)}, 'net', ${major(col('c.net_minor'), d)},
          'sharePercent', floor(c.low_stake_minor * 100 / c.stake_minor))
      ) as evidence
    from per_member c`;
};

/** The rules in the order a scan runs them. */
export const RULES: Record<AmlRule, RuleQuery> = {
  structuring,
  low_play_withdrawal: lowPlayWithdrawal,
  shared_access: sharedAccess,
  transfer_cycle: transferCycle,
  low_variance_win: lowVarianceWin,
};

/**
 * Inserts the rule's candidates that no alert of the same rule and subject covers (windows that
 * overlap), the earliest per subject; answers the new alerts' ids. The scan repeats it until it
 * raises nothing, so later, separate windows of the same subject are raised too.
 */
export async function raiseOnce(trx: Kysely<DB>, rule: AmlRule, input: RuleInput): Promise<number[]> {
  const { rows } = await sql<{ alert_id: string }>`
    with candidates as (${RULES[rule](input)}),
    fresh as (
      select distinct on (c.subject_key) c.*
      from candidates c
      where not exists (
        select 1 from aml_alerts a
        where a.rule = ${rule} and a.subject_key = c.subject_key
          and a.window_start <= c.window_end and a.window_end >= c.window_start)
      order by c.subject_key, c.window_start, c.window_key
    ),
    inserted as (
      insert into aml_alerts (rule, subject_key, window_key, window_start, window_end, member_ids, amount_minor,
        currency, evidence, created_at, updated_at)
      select ${rule}, f.subject_key, f.window_key, f.window_start, f.window_end, f.member_ids, f.amount_minor,
        ${input.settings.currency.code}, f.evidence, ${input.now}, ${input.now}
      from fresh f
      on conflict (rule, subject_key, window_key) do nothing
      returning id
    )
    insert into aml_alert_history (alert_id, action, created_at)
    select id, 'raised', ${input.now} from inserted
    returning alert_id`.execute(trx);
  return rows.map((r) => Number(r.alert_id));
}
