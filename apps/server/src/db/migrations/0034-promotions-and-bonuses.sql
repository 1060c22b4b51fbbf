-- Promotions, the bonus wallet's bonuses with their wagering, and invite-a-friend rewards
-- (decision 021).

-- An offer the operator writes: its kind decides what a member can do with it (join, claim, apply)
-- and what it pays; every text in the brand's languages.
create table promotions (
  id bigint generated always as identity primary key,
  kind text not null check (kind in ('first_deposit', 'reload', 'cashback', 'daily_sign_in', 'free_credit', 'manual')),
  category text not null default 'general' check (category ~ '^[a-z_]{1,30}$'),
  title jsonb not null check (jsonb_typeof(title) = 'object'),
  summary jsonb not null default '{}' check (jsonb_typeof(summary) = 'object'),
  -- Markdown, shown without raw HTML.
  body jsonb not null default '{}' check (jsonb_typeof(body) = 'object'),
  terms jsonb not null default '{}' check (jsonb_typeof(terms) = 'object'),
  image_url text,
  starts_at timestamptz not null,
  ends_at timestamptz,
  enabled boolean not null default true,
  position integer not null default 0,
  -- The member opts in before the offer counts for them (a deposit made before joining does not).
  requires_join boolean not null default false,
  -- What the kind pays, in minor units and basis points: matchBps, maxBonusMinor, minDepositMinor,
  -- cashbackBps, maxCashbackMinor, amountMinor, maxClaims.
  rules jsonb not null default '{}' check (jsonb_typeof(rules) = 'object'),
  -- Wagering: the multiple of the bonus (or of bonus + deposit) a member bets before it converts.
  wagering_multiple integer not null default 0 check (wagering_multiple between 0 and 100),
  wagering_base text not null default 'bonus' check (wagering_base in ('bonus', 'bonus_deposit')),
  -- Basis points of a bet's valid amount that count, per product (RNG, LIVE, LOTT...).
  contributions jsonb not null default '{}' check (jsonb_typeof(contributions) = 'object'),
  -- Only bets of this vendor count (free credit for the in-house games).
  vendor_only text,
  -- A withdrawal while wagering is open forfeits the bonus, or is refused.
  on_withdrawal text not null default 'forfeit' check (on_withdrawal in ('forfeit', 'refuse')),
  bonus_valid_days integer not null default 30 check (bonus_valid_days between 1 and 365),
  -- Who may take part: registered within N days, VIP levels, countries (dialing codes).
  eligibility jsonb not null default '{}' check (jsonb_typeof(eligibility) = 'object'),
  seed_key text unique,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (ends_at is null or ends_at > starts_at)
);
create index promotions_live_idx on promotions (position, id) where enabled;

create table promotion_joins (
  promotion_id bigint not null references promotions (id),
  member_id bigint not null references members (id),
  joined_at timestamptz not null default now(),
  primary key (promotion_id, member_id)
);

-- One row per thing a member received or asked for: a claim (period_key says which: 'once', a
-- deposit 'dep:<id>', a day 'day:2026-11-26', a week 'week:2026-11-23'), or an application that an
-- operator reviews. The unique key is what makes a claim happen once.
create table promotion_claims (
  id bigint generated always as identity primary key,
  promotion_id bigint not null references promotions (id),
  member_id bigint not null references members (id),
  period_key text not null,
  status text not null check (status in ('applying', 'rejected', 'issued', 'claimed')),
  amount_minor bigint check (amount_minor is null or amount_minor >= 0),
  deposit_order_id bigint references deposit_orders (id),
  remark text check (remark is null or char_length(remark) <= 140),
  image_keys text[] not null default '{}' check (cardinality(image_keys) <= 3),
  review_note text,
  reviewed_by text,
  reviewed_at timestamptz,
  bonus_id bigint,
  ledger_transaction_id bigint references ledger_transactions (id),
  -- The member's Idempotency-Key of the call that took it: the same call again answers it.
  idempotency_key text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (promotion_id, member_id, period_key),
  unique (member_id, idempotency_key)
);
create index promotion_claims_member_idx on promotion_claims (member_id, id desc);
-- One bonus per deposit, whichever offer pays it.
create unique index promotion_claims_deposit_idx on promotion_claims (deposit_order_id)
  where deposit_order_id is not null and status <> 'rejected';
create index promotion_claims_review_idx on promotion_claims (status, id) where status = 'applying';

-- A bonus in the bonus wallet. It stays there, locked, until the member has wagered the
-- requirement (then it converts to main money), or it is forfeited (a withdrawal while wagering)
-- or it expires; member_bonus_settle moves the money for all three.
create table member_bonuses (
  id bigint generated always as identity primary key,
  member_id bigint not null references members (id),
  currency text not null,
  source text not null check (source in ('promotion', 'referral', 'operator', 'mission', 'vip')),
  promotion_id bigint references promotions (id),
  amount_minor bigint not null check (amount_minor > 0),
  wagering_required_minor bigint not null check (wagering_required_minor >= 0),
  wagering_remaining_minor bigint not null check (wagering_remaining_minor between 0 and wagering_required_minor),
  contributions jsonb not null default '{}' check (jsonb_typeof(contributions) = 'object'),
  vendor_only text,
  on_withdrawal text not null check (on_withdrawal in ('forfeit', 'refuse')),
  status text not null default 'active' check (status in ('active', 'converted', 'forfeited', 'expired')),
  expires_at timestamptz not null,
  credit_transaction_id bigint not null references ledger_transactions (id),
  settle_transaction_id bigint references ledger_transactions (id),
  created_at timestamptz not null default now(),
  settled_at timestamptz,
  check ((status = 'active') = (settled_at is null))
);
create index member_bonuses_active_idx on member_bonuses (member_id, id) where status = 'active';
create index member_bonuses_expiry_idx on member_bonuses (expires_at) where status = 'active';
create index member_bonuses_member_idx on member_bonuses (member_id, id desc);
create index member_bonuses_promotion_idx on member_bonuses (promotion_id) where promotion_id is not null;
alter table promotion_claims add foreign key (bonus_id) references member_bonuses (id);

-- A bonus leaves the bonus wallet: to main money ('converted'), or back to the house's promotion
-- account ('forfeited', 'expired'). Conditional on the bonus being active, so it happens once
-- whoever asks (a bet's trigger, a withdrawal, the expiry sweep, several instances at once); the
-- money moves through ledger_post with the bonus's own key. Answers false when it was not active.
create function member_bonus_settle(p_id bigint, p_outcome text, p_now timestamptz) returns boolean
language plpgsql as $$
declare
  b member_bonuses;
  v_bonus bigint;
  v_other bigint;
  v_other_code text;
  v_tx bigint;
  v_key text := p_outcome || ':' || p_id;
begin
  if p_outcome not in ('converted', 'forfeited', 'expired') then
    raise exception 'member_bonus_settle: unknown outcome %', p_outcome;
  end if;
  update member_bonuses set status = p_outcome, settled_at = p_now
  where id = p_id and status = 'active' and (p_outcome <> 'converted' or wagering_remaining_minor = 0)
  returning * into b;
  if not found then
    return false;
  end if;

  select id into v_bonus from ledger_accounts
  where member_id = b.member_id and code = 'bonus' and currency = b.currency;
  if p_outcome = 'converted' then
    insert into ledger_accounts (member_id, code, currency) values (b.member_id, 'main', b.currency)
    on conflict (member_id, code, currency) where member_id is not null do nothing;
    select id into v_other from ledger_accounts
    where member_id = b.member_id and code = 'main' and currency = b.currency;
    v_other_code := 'bonus_convert';
  else
    insert into ledger_accounts (member_id, code, shard, currency, allow_negative)
    values (null, 'promotions', b.member_id % 8, b.currency, true)
    on conflict (code, shard, currency) where member_id is null do nothing;
    select id into v_other from ledger_accounts
    where member_id is null and code = 'promotions' and shard = b.member_id % 8 and currency = b.currency;
    v_other_code := 'bonus_' || p_outcome;
  end if;

  select p.transaction_id into v_tx
  from ledger_post('bonus', v_key, v_other_code, sha256(convert_to(v_key, 'UTF8')), b.member_id,
    'bonus:' || p_id, null, p_now, array[v_bonus, v_other], array[-b.amount_minor, b.amount_minor]) p
  limit 1;
  update member_bonuses set settle_transaction_id = v_tx where id = p_id;
  return true;
end
$$;

-- Bets lower the wagering of the member's oldest active bonus, in the bet's own transaction (like
-- the turnover requirement, migration 0028): one bonus wagers at a time, so one bet never counts
-- twice. A bet counts floor(valid bet × contribution / 10000) for its product (and only for the
-- bonus's vendor when it has one). Reaching zero converts the bonus in the same transaction.
-- A member without an active bonus costs one probe of a partial index.
create function bets_wager_bonuses() returns trigger language plpgsql as $$
declare
  r record;
begin
  for r in
    with target as (
      select distinct on (mb.member_id) mb.id, mb.member_id, mb.contributions, mb.vendor_only
      from member_bonuses mb
      where mb.status = 'active' and mb.member_id in (select distinct member_id from placed)
      order by mb.member_id, mb.id
    ), counted as (
      select t.id, sum(p.valid_bet_minor * coalesce((t.contributions ->> p.product)::bigint, 0) / 10000) as amount
      from target t
      join placed p on p.member_id = t.member_id and p.valid_bet_minor > 0
        and (t.vendor_only is null or p.vendor = t.vendor_only)
      group by t.id
    )
    update member_bonuses mb
    set wagering_remaining_minor = greatest(mb.wagering_remaining_minor - c.amount, 0)
    from counted c
    where mb.id = c.id and c.amount > 0 and mb.status = 'active'
    returning mb.id, mb.wagering_remaining_minor
  loop
    if r.wagering_remaining_minor = 0 then
      perform member_bonus_settle(r.id, 'converted', now());
    end if;
  end loop;
  return null;
end
$$;
create trigger bets_wager_bonuses after insert on bets referencing new table as placed
  for each statement execute function bets_wager_bonuses();

-- A cancelled bet did not wager: its contribution goes back on the member's oldest active bonus
-- (up to that bonus's requirement). A bonus already converted stays converted.
create function bets_restore_bonus_wagering() returns trigger language plpgsql as $$
begin
  update member_bonuses mb
  set wagering_remaining_minor = least(mb.wagering_required_minor,
    mb.wagering_remaining_minor + old.valid_bet_minor * coalesce((mb.contributions ->> old.product)::bigint, 0) / 10000)
  where mb.id = (select id from member_bonuses where member_id = old.member_id and status = 'active' order by id limit 1)
    and (mb.vendor_only is null or mb.vendor_only = old.vendor);
  return null;
end
$$;
create trigger bets_restore_bonus_wagering after update of status on bets for each row
  when (new.status = 'cancelled' and old.status <> 'cancelled' and old.valid_bet_minor > 0)
  execute function bets_restore_bonus_wagering();

-- Invite a friend: one row per inviter, invitee and rule, paid once (or refused for abuse).
create table referral_rewards (
  id bigint generated always as identity primary key,
  inviter_id bigint not null references members (id),
  invitee_id bigint not null references members (id),
  rule_id text not null,
  status text not null check (status in ('claimed', 'blocked')),
  amount_minor bigint not null check (amount_minor >= 0),
  blocked_reason text,
  bonus_id bigint references member_bonuses (id),
  ledger_transaction_id bigint references ledger_transactions (id),
  created_at timestamptz not null default now(),
  unique (inviter_id, invitee_id, rule_id)
);

-- The browser's own random id (a device fingerprint the player cannot see): invite-a-friend
-- refuses rewards for invitees who signed in from the inviter's device.
alter table sessions add column device_id text check (device_id is null or char_length(device_id) <= 64);
create index sessions_device_idx on sessions (device_id) where device_id is not null;
