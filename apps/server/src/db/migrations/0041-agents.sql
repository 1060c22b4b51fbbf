-- The agent programme (decision 027): the member tree as a closure table, the contracts agents
-- offer their direct downlines (dividend and the three salaries), and the settlements that pay
-- each level its own difference, once per period.

-- Every ancestor of every member at its depth, the member itself at depth 0; kept by triggers on
-- members, so a team is one indexed join whatever its depth.
create table member_tree (
  ancestor_id bigint not null references members (id),
  descendant_id bigint not null references members (id),
  depth smallint not null check (depth >= 0),
  primary key (ancestor_id, descendant_id)
);
create index member_tree_descendant_idx on member_tree (descendant_id, depth);

with recursive chain (ancestor_id, descendant_id, depth) as (
  select id, id, 0 from members
  union all
  select m.upline_id, c.descendant_id, c.depth + 1
  from chain c join members m on m.id = c.ancestor_id
  where m.upline_id is not null
)
insert into member_tree select ancestor_id, descendant_id, depth from chain;

create function member_tree_insert() returns trigger
language plpgsql as $$
begin
  insert into member_tree (ancestor_id, descendant_id, depth)
    select new.id, new.id, 0
    union all
    select t.ancestor_id, new.id, t.depth + 1 from member_tree t where t.descendant_id = new.upline_id;
  return null;
end;
$$;
create trigger member_tree_insert after insert on members
  for each row execute function member_tree_insert();

-- A member moved under another upline takes its whole team along.
create function member_tree_move() returns trigger
language plpgsql as $$
begin
  delete from member_tree t
    using member_tree sub
    where sub.ancestor_id = new.id and t.descendant_id = sub.descendant_id
      and t.ancestor_id in (select ancestor_id from member_tree where descendant_id = new.id and depth > 0);
  if new.upline_id is not null then
    insert into member_tree (ancestor_id, descendant_id, depth)
      select up.ancestor_id, sub.descendant_id, up.depth + sub.depth + 1
      from member_tree up cross join member_tree sub
      where up.descendant_id = new.upline_id and sub.ancestor_id = new.id;
  end if;
  return null;
end;
$$;
create trigger member_tree_move after update of upline_id on members
  for each row when (old.upline_id is distinct from new.upline_id) execute function member_tree_move();

-- A contract between an agent (or the platform, offered_by null) and a direct downline agent.
-- Tiers: [{ "threshold": n, "rateBps": r }] ascending; the rate is that of the highest tier
-- whose threshold the team reaches in the period (by valid bet in minor units, or by active
-- members). Dividends share the team's net result (stakes − payouts) each cycle.
create table agent_contracts (
  id bigint generated always as identity primary key,
  kind text not null check (kind in ('dividend', 'daily_salary', 'hourly_salary', 'realtime_salary')),
  member_id bigint not null references members (id),
  offered_by bigint references members (id),
  basis text not null check (basis in ('bet', 'active')),
  tiers jsonb not null check (jsonb_typeof(tiers) = 'array' and jsonb_array_length(tiers) between 1 and 20),
  cycle text not null default 'daily' check (cycle in ('daily', 'weekly', 'semimonthly', 'monthly', 'hourly', 'realtime')),
  rollover boolean not null default false,
  payer text not null check (payer in ('platform', 'upline')),
  status text not null default 'offered' check (status in ('offered', 'active', 'rejected', 'terminated', 'withdrawn')),
  terminated_reason text,
  created_at timestamptz not null default now(),
  decided_at timestamptz,
  terminated_at timestamptz,
  check (offered_by is null or offered_by <> member_id),
  check (payer = 'platform' or offered_by is not null),
  check ((kind = 'dividend' and cycle in ('daily', 'weekly', 'semimonthly', 'monthly'))
    or (kind = 'daily_salary' and cycle = 'daily') or (kind = 'hourly_salary' and cycle = 'hourly')
    or (kind = 'realtime_salary' and cycle = 'realtime'))
);
-- One live contract of a kind per member; one open offer at a time.
create unique index agent_contracts_active_idx on agent_contracts (member_id, kind) where status = 'active';
create unique index agent_contracts_offer_idx on agent_contracts (member_id, kind) where status = 'offered';
create index agent_contracts_offered_by_idx on agent_contracts (offered_by, status);

-- One settlement per kind, cycle and period, claimed once across instances and restarts.
create table agent_settlements (
  id bigint generated always as identity primary key,
  kind text not null check (kind in ('dividend', 'daily_salary', 'hourly_salary', 'realtime_salary')),
  cycle text not null,
  period_start timestamptz not null,
  period_end timestamptz not null check (period_end > period_start),
  bills integer not null default 0,
  created_at timestamptz not null default now(),
  unique (kind, cycle, period_start)
);

-- What one agent earned in one settlement: its own rate on its team minus what its nearest
-- contracted downlines earn on theirs; paid by the platform or by the upline who offered it.
create table agent_bills (
  id bigint generated always as identity primary key,
  settlement_id bigint not null references agent_settlements (id),
  contract_id bigint not null references agent_contracts (id),
  member_id bigint not null references members (id),
  payer_member_id bigint references members (id),
  base_minor bigint not null,
  active_members integer not null check (active_members >= 0),
  rate_bps integer not null check (rate_bps between 0 and 10000),
  gross_minor bigint not null,
  downline_minor bigint not null,
  carry_in_minor bigint not null default 0 check (carry_in_minor <= 0),
  amount_minor bigint not null check (amount_minor >= 0),
  carry_out_minor bigint not null default 0 check (carry_out_minor <= 0),
  currency text not null,
  status text not null check (status in ('nothing', 'waiting', 'paid')),
  transaction_id bigint references ledger_transactions (id),
  attempts integer not null default 0,
  paid_at timestamptz,
  created_at timestamptz not null default now(),
  unique (settlement_id, member_id),
  check ((status = 'paid') = (transaction_id is not null)),
  check (status <> 'nothing' or amount_minor = 0)
);
create index agent_bills_member_idx on agent_bills (member_id, id desc);
create index agent_bills_waiting_idx on agent_bills (id) where status = 'waiting';
