-- Loyalty (decision 022): VIP levels, points, missions. Their progress comes from one stream of
-- events (loyalty_events) that triggers write in the transaction of what happened: a bet settled,
-- a deposit paid, a member signing in. One worker at a time (an advisory lock) takes events in id
-- order, applies them and deletes them in one transaction: each event counts exactly once.

alter table members add column birthday date;

create table vip_levels (
  rank_level smallint primary key check (rank_level between 0 and 99),
  name jsonb not null,
  color text not null check (color ~ '^#[0-9a-fA-F]{6}$'),
  color2 text not null check (color2 ~ '^#[0-9a-fA-F]{6}$'),
  -- In the qualifying period; null: not a condition. Rank 0 has none.
  deposit_threshold_minor bigint check (deposit_threshold_minor >= 0),
  turnover_threshold_minor bigint check (turnover_threshold_minor >= 0),
  weekly_cashback_bps integer not null default 0 check (weekly_cashback_bps between 0 and 10000),
  withdraw_daily_max_minor bigint check (withdraw_daily_max_minor > 0),
  withdraw_daily_count integer check (withdraw_daily_count > 0),
  birthday_bonus_minor bigint not null default 0 check (birthday_bonus_minor >= 0),
  level_up_bonus_minor bigint not null default 0 check (level_up_bonus_minor >= 0),
  updated_at timestamptz not null default now(),
  check (rank_level = 0 or deposit_threshold_minor is not null or turnover_threshold_minor is not null)
);
insert into vip_levels (rank_level, name, color, color2)
  values (0, '{"pt-BR":"Membro","en":"Member","th":"สมาชิก","vi":"Thành viên","id":"Anggota","zh-CN":"会员"}', '#8a94a6', '#5b6475');

-- A member's standing: the level (raised at once, lowered only at a period's end after the grace),
-- and the part of their weighted turnover not yet worth a whole point.
create table member_loyalty (
  member_id bigint primary key references members (id),
  vip_level smallint not null default 0 references vip_levels (rank_level),
  level_since timestamptz not null default now(),
  -- Period ends spent below the level's thresholds in a row.
  grace_used smallint not null default 0 check (grace_used >= 0),
  points_carry bigint not null default 0 check (points_carry >= 0),
  updated_at timestamptz not null default now()
);
create index member_loyalty_level_idx on member_loyalty (vip_level) where vip_level > 0;

create table loyalty_events (
  id bigint generated always as identity primary key,
  member_id bigint not null,
  kind text not null check (kind in ('bet', 'deposit', 'login')),
  -- A bet's product (RNG, LIVE, LOTT...); '' for deposits and sign-ins.
  product text not null default '',
  rounds integer not null default 0,
  valid_minor bigint not null default 0,
  stake_minor bigint not null default 0,
  payout_minor bigint not null default 0,
  deposit_minor bigint not null default 0,
  occurred_at timestamptz not null
);

-- What the events added up to, per member, UTC day and product: VIP periods, missions and the
-- weekly cashback read these sums, never the bets.
create table loyalty_daily (
  member_id bigint not null references members (id),
  day date not null,
  product text not null,
  rounds bigint not null default 0,
  valid_minor bigint not null default 0,
  stake_minor bigint not null default 0,
  payout_minor bigint not null default 0,
  deposit_minor bigint not null default 0,
  logins integer not null default 0,
  primary key (member_id, day, product)
);

-- A period whose end has been judged: the row is written by the one instance that judges it.
create table vip_evaluations (
  period_key text primary key check (length(period_key) <= 40),
  evaluated_at timestamptz not null,
  lowered integer not null default 0
);

-- VIP rewards a member may take: level-up (one per level for ever), birthday (one per year),
-- weekly cashback (one per week). The row is the "once": unique by member, kind and key.
create table vip_rewards (
  id bigint generated always as identity primary key,
  member_id bigint not null references members (id),
  kind text not null check (kind in ('level_up', 'birthday', 'cashback')),
  key text not null check (length(key) between 1 and 40),
  amount_minor bigint not null check (amount_minor >= 0),
  created_at timestamptz not null default now(),
  claimed_at timestamptz,
  ledger_transaction_id bigint references ledger_transactions (id),
  bonus_id bigint references member_bonuses (id),
  unique (member_id, kind, key)
);
create index vip_rewards_open_idx on vip_rewards (member_id) where claimed_at is null;

create table missions (
  id bigint generated always as identity primary key,
  title jsonb not null,
  description jsonb not null default '{}',
  period text not null check (period in ('daily', 'weekly')),
  kind text not null check (kind in ('rounds', 'wager', 'deposit', 'login_days')),
  product text check (product ~ '^[A-Z]{2,10}$'),
  -- Rounds and days as counts; wager and deposit in minor units.
  target bigint not null check (target > 0),
  reward_minor bigint not null check (reward_minor >= 0),
  reward_wallet text not null check (reward_wallet in ('main', 'bonus')),
  wagering_multiple integer not null default 0 check (wagering_multiple between 0 and 100),
  mission_points integer not null default 0 check (mission_points >= 0),
  enabled boolean not null default true,
  position integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (product is null or kind in ('rounds', 'wager'))
);

-- A member's progress in one mission's period (period_start: the UTC day, or the week's Monday).
create table mission_progress (
  member_id bigint not null references members (id),
  mission_id bigint not null references missions (id),
  period_start date not null,
  progress bigint not null default 0 check (progress >= 0),
  completed_at timestamptz,
  claimed_at timestamptz,
  -- Fixed at completion: the leaderboard sums these.
  mission_points integer not null default 0,
  ledger_transaction_id bigint references ledger_transactions (id),
  bonus_id bigint references member_bonuses (id),
  primary key (member_id, mission_id, period_start),
  check (claimed_at is null or completed_at is not null)
);
create index mission_progress_board_idx on mission_progress (period_start) where completed_at is not null;

create table points_goods (
  id bigint generated always as identity primary key,
  kind text not null check (kind in ('item', 'cash')),
  name jsonb not null,
  description jsonb not null default '{}',
  image_url text check (length(image_url) <= 500),
  points bigint not null check (points > 0),
  -- Valid turnover of the past 30 days a member needs (minor units); 0: none.
  amount_requirement_minor bigint not null default 0 check (amount_requirement_minor >= 0),
  cash_value_minor bigint check (cash_value_minor > 0),
  stock integer check (stock >= 0),
  -- Redemptions not rejected: never above the stock.
  redeemed integer not null default 0 check (redeemed >= 0),
  per_member_limit integer check (per_member_limit > 0),
  enabled boolean not null default true,
  position integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (stock is null or redeemed <= stock),
  check ((kind = 'cash') = (cash_value_minor is not null))
);

create table points_redemptions (
  id bigint generated always as identity primary key,
  member_id bigint not null references members (id),
  goods_id bigint not null references points_goods (id),
  points bigint not null check (points > 0),
  status text not null default 'processing' check (status in ('processing', 'approved', 'rejected')),
  remark text check (length(remark) <= 300),
  idempotency_key text not null check (length(idempotency_key) between 1 and 100),
  debit_transaction_id bigint not null references ledger_transactions (id),
  -- A rejection's refund of the points, an approved cash good's credit.
  settle_transaction_id bigint references ledger_transactions (id),
  decided_by text check (length(decided_by) <= 60),
  created_at timestamptz not null default now(),
  decided_at timestamptz,
  unique (member_id, idempotency_key),
  check ((status = 'processing') = (decided_at is null))
);
create index points_redemptions_member_idx on points_redemptions (member_id, id desc);
create index points_redemptions_queue_idx on points_redemptions (status, id);

-- Bets: what a statement changes in the settled bets, per member, product and UTC day of
-- settlement: + the rows settled after it, − the rows settled before it. A bet settling counts
-- once (+1 round, its amounts); a re-settlement moves only the difference (a corrected payout);
-- one leaving settled takes itself back. No join of the two row sets: a settlement of 1,000,000
-- bets pays one aggregation (decision 022).
create function bets_loyalty_events_inserted() returns trigger language plpgsql as $$
begin
  insert into loyalty_events (member_id, kind, product, rounds, valid_minor, stake_minor, payout_minor, occurred_at)
  select n.member_id, 'bet', n.product, count(*), sum(n.valid_bet_minor), sum(n.stake_minor), sum(n.payout_minor),
    min(n.settled_at)
  from placed n
  where n.status = 'settled'
  group by n.member_id, n.product, (n.settled_at at time zone 'UTC')::date;
  return null;
end
$$;
create trigger bets_loyalty_events_inserted after insert on bets referencing new table as placed
  for each statement execute function bets_loyalty_events_inserted();

create function bets_loyalty_events_settled() returns trigger language plpgsql as $$
begin
  insert into loyalty_events (member_id, kind, product, rounds, valid_minor, stake_minor, payout_minor, occurred_at)
  select x.member_id, 'bet', x.product, sum(x.rounds), sum(x.valid), sum(x.stake), sum(x.payout), min(x.at)
  from (
    select member_id, product, 1 as rounds, valid_bet_minor as valid, stake_minor as stake, payout_minor as payout,
      settled_at as at
    from after_rows where status = 'settled'
    union all
    select member_id, product, -1, -valid_bet_minor, -stake_minor, -payout_minor, settled_at
    from before_rows where status = 'settled'
  ) x
  group by x.member_id, x.product, (x.at at time zone 'UTC')::date
  having sum(x.rounds) <> 0 or sum(x.valid) <> 0 or sum(x.stake) <> 0 or sum(x.payout) <> 0;
  return null;
end
$$;
create trigger bets_loyalty_events_settled after update on bets
  referencing old table as before_rows new table as after_rows
  for each statement execute function bets_loyalty_events_settled();

create function deposit_orders_loyalty_event() returns trigger language plpgsql as $$
begin
  insert into loyalty_events (member_id, kind, deposit_minor, occurred_at)
  values (new.member_id, 'deposit', new.amount_minor, coalesce(new.completed_at, now()));
  return null;
end
$$;
create trigger deposit_orders_loyalty_event after update of status on deposit_orders for each row
  when (new.status = 'paid' and old.status <> 'paid')
  execute function deposit_orders_loyalty_event();

create function sessions_loyalty_event() returns trigger language plpgsql as $$
begin
  insert into loyalty_events (member_id, kind, occurred_at) values (new.subject_id, 'login', new.created_at);
  return null;
end
$$;
create trigger sessions_loyalty_event after insert on sessions for each row
  when (new.subject_type = 'member')
  execute function sessions_loyalty_event();
