-- Responsible gaming (issue 29, docs/decisions/041-play-limits-in-the-ledger.md): a member's own
-- limits, breaks and self-exclusions, counted and enforced by the database in the same statement
-- as the ledger posting that would pass them, whichever product posted it.

-- Periods are calendar periods in UTC (the reports' time zone): the day, the ISO week from Monday,
-- the month. A posting belongs to the period of its own time (ledger_transactions.created_at).
create function rg_period_start(p_period text, p_at timestamptz) returns date
language sql immutable parallel safe as $$
  select case p_period
    when 'day' then (p_at at time zone 'UTC')::date
    when 'week' then date_trunc('week', p_at at time zone 'UTC')::date
    else date_trunc('month', p_at at time zone 'UTC')::date
  end
$$;

-- Every member who ever set a limit or took a break: the only members the play counter looks at,
-- so a brand where nobody has costs one probe of an empty table per ledger statement.
create table rg_members (
  member_id bigint primary key references members (id),
  created_at timestamptz not null
);

-- One row per limit the member has or had. `amount_minor` is what holds now (minor units, or
-- minutes for session and reality_check); a raise or a removal waits in pending_* until
-- pending_at (the cooling-off), a lowering replaces amount_minor at once and drops what waited.
create table rg_limits (
  member_id bigint not null references rg_members (member_id),
  kind text not null check (kind in ('deposit', 'loss', 'wager', 'session', 'reality_check')),
  period text not null check (period in ('day', 'week', 'month', 'none')),
  amount_minor bigint check (amount_minor > 0),
  pending_amount_minor bigint check (pending_amount_minor > 0),
  pending_at timestamptz,
  updated_at timestamptz not null,
  primary key (member_id, kind, period),
  check ((kind in ('session', 'reality_check')) = (period = 'none')),
  check (pending_amount_minor is null or pending_at is not null)
);

-- What a limit is at a moment: the waiting change once its cooling-off has run.
create function rg_limit_at(l rg_limits, p_at timestamptz) returns bigint
language sql stable parallel safe as $$
  select case when l.pending_at is not null and l.pending_at <= p_at then l.pending_amount_minor
    else l.amount_minor end
$$;

-- Every change the member asked for, as asked: the operator's limits history.
create table rg_limit_changes (
  id bigint generated always as identity primary key,
  member_id bigint not null references rg_members (member_id),
  kind text not null,
  period text not null,
  before_minor bigint,
  requested_minor bigint,
  effective_at timestamptz not null,
  created_at timestamptz not null
);
create index rg_limit_changes_member on rg_limit_changes (member_id, id desc);

-- Staked and net lost (stakes less wins) per member and period, written only by rg_count_play.
create table rg_usage (
  member_id bigint not null references rg_members (member_id),
  period text not null check (period in ('day', 'week', 'month')),
  period_start date not null,
  wagered_minor bigint not null default 0 check (wagered_minor >= 0),
  net_loss_minor bigint not null default 0,
  primary key (member_id, period, period_start)
);

-- Breaks (timeout) and self-exclusions, newest last; members.play_block_* is the running one.
create table rg_exclusions (
  id bigint generated always as identity primary key,
  member_id bigint not null references rg_members (member_id),
  kind text not null check (kind in ('timeout', 'self_exclusion')),
  starts_at timestamptz not null,
  -- null: permanent.
  ends_at timestamptz,
  check (ends_at is null or ends_at > starts_at),
  check (kind = 'self_exclusion' or ends_at is not null)
);
create index rg_exclusions_member on rg_exclusions (member_id, id desc);

alter table members
  -- The running break or self-exclusion: its kind, and its end (null with a kind: permanent).
  add column play_block_kind text check (play_block_kind in ('timeout', 'self_exclusion')),
  add column play_blocked_until timestamptz,
  add constraint members_play_block check (play_block_kind is not null or play_blocked_until is null),
  add constraint members_play_block_timeout check (play_block_kind is distinct from 'timeout' or play_blocked_until is not null);

-- Nobody, operators included, shortens or softens a running break or self-exclusion: once it has
-- ended it may be replaced, before that only made longer or stricter.
create function rg_block_only_later() returns trigger language plpgsql as $$
begin
  if old.play_block_kind is not null and (old.play_blocked_until is null or old.play_blocked_until > now())
     and (new.play_block_kind is null
       or (old.play_block_kind = 'self_exclusion' and new.play_block_kind = 'timeout')
       or (old.play_blocked_until is null and new.play_blocked_until is not null)
       or new.play_blocked_until < old.play_blocked_until) then
    raise exception 'responsible gaming: a running exclusion cannot be shortened' using errcode = 'RG003';
  end if;
  return new;
end $$;
create trigger members_rg_block_only_later before update of play_blocked_until, play_block_kind on members
  for each row execute function rg_block_only_later();

-- The member's reality checks: each shown reminder and what the member chose.
create table rg_reality_checks (
  id bigint generated always as identity primary key,
  member_id bigint not null references rg_members (member_id),
  session_id bigint,
  minutes_played integer not null check (minutes_played >= 0),
  net_result_minor bigint not null,
  choice text not null check (choice in ('continue', 'stop')),
  created_at timestamptz not null
);
create index rg_reality_checks_member on rg_reality_checks (member_id, id desc);

-- Sessions a running exclusion left open for one thing: taking the balance out.
alter table sessions add column cash_out_only boolean not null default false;

-- The play counter: after every statement that writes ledger entries, the stakes and wins on the
-- main and bonus wallets of members with limits (games of every vendor and the lottery are
-- `game:*`; money sent to or back from a transfer-model vendor counts as staked or won) are added
-- to their periods, and a statement that staked past a limit, or staked during a break, fails
-- (RG001, RG002) before anything of it is kept. The caller's batch then writes its postings one by
-- one, so only the posting that would pass the limit is refused.
create function rg_count_play() returns trigger language plpgsql as $$
declare
  v_breach record;
begin
  if not exists (select 1 from rg_members) then
    return null;
  end if;

  select m.play_blocked_until as until, m.play_block_kind as kind into v_breach
  from new_entries e
  join ledger_accounts a on a.id = e.account_id and a.code in ('main', 'bonus')
  join members m on m.id = a.member_id
  join ledger_transactions t on t.id = e.transaction_id
  where e.amount_minor < 0 and m.play_block_kind is not null
    and (m.play_blocked_until is null or m.play_blocked_until > t.created_at)
    and (t.source like 'game:%' or t.source = 'vendor_transfer'
      or (t.source = 'transfer' and t.reference like '%vendor:%'))
  limit 1;
  if found then
    raise exception 'responsible gaming: the member is on a break' using errcode = 'RG002',
      detail = json_build_object('until', v_breach.until, 'kind', v_breach.kind)::text;
  end if;

  with play as (
    select a.member_id, t.created_at as at, e.amount_minor
    from new_entries e
    join ledger_accounts a on a.id = e.account_id and a.code in ('main', 'bonus')
    join rg_members r on r.member_id = a.member_id
    join ledger_transactions t on t.id = e.transaction_id
    where t.source like 'game:%' or t.source = 'vendor_transfer'
      or (t.source = 'transfer' and t.reference like '%vendor:%')
  ),
  per as (
    select p.member_id, q.period, rg_period_start(q.period, p.at) as period_start, max(p.at) as at,
      sum(greatest(-p.amount_minor, 0)) as staked, sum(-p.amount_minor) as lost
    from play p cross join (values ('day'), ('week'), ('month')) q(period)
    group by 1, 2, 3
  ),
  counted as (
    insert into rg_usage as u (member_id, period, period_start, wagered_minor, net_loss_minor)
    select member_id, period, period_start, staked, lost from per order by member_id, period, period_start
    on conflict (member_id, period, period_start) do update
      set wagered_minor = u.wagered_minor + excluded.wagered_minor,
        net_loss_minor = u.net_loss_minor + excluded.net_loss_minor
    returning u.member_id, u.period, u.period_start, u.wagered_minor, u.net_loss_minor
  )
  select l.kind, l.period, rg_limit_at(l, per.at) as limit_minor into v_breach
  from counted c
  join per on per.member_id = c.member_id and per.period = c.period and per.period_start = c.period_start
  join rg_limits l on l.member_id = c.member_id and l.period = c.period and l.kind in ('wager', 'loss')
  where per.staked > 0
    and case l.kind when 'wager' then c.wagered_minor else c.net_loss_minor end > rg_limit_at(l, per.at)
  limit 1;
  if found then
    raise exception 'responsible gaming: play limit reached' using errcode = 'RG001',
      detail = json_build_object('kind', v_breach.kind, 'period', v_breach.period,
        'limitMinor', v_breach.limit_minor)::text;
  end if;
  return null;
end $$;

create trigger ledger_entries_rg_count after insert on ledger_entries
  referencing new table as new_entries for each statement execute function rg_count_play();

-- A session limit is a session's absolute end: set when the session opens (every sign-in path
-- issues through one insert), so the member guard's hot path reads nothing more.
create function rg_session_limit() returns trigger language plpgsql as $$
declare
  v_minutes bigint;
begin
  if new.subject_type <> 'member' then
    return new;
  end if;
  select rg_limit_at(l, new.created_at) into v_minutes
  from rg_limits l where l.member_id = new.subject_id and l.kind = 'session' and l.period = 'none';
  if v_minutes is not null then
    new.absolute_expires_at := least(coalesce(new.absolute_expires_at, 'infinity'),
      new.created_at + v_minutes * interval '1 minute');
    new.expires_at := least(new.expires_at, new.absolute_expires_at);
  end if;
  return new;
end $$;
create trigger sessions_rg_session_limit before insert on sessions
  for each row execute function rg_session_limit();
