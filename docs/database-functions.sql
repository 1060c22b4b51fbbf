-- The database's functions and triggers as they stand after every migration: the ledger's
-- checks, the responsible-gaming counter and the rest, in one place to read. Generated from a
-- migrated PostgreSQL schema by `npm run db:schema`; CI fails when it differs. Do not edit.

-- Functions

CREATE OR REPLACE FUNCTION agent_applications_final()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
begin
  if tg_op = 'DELETE' then
    raise exception 'agent applications are kept' using errcode = 'check_violation';
  end if;
  if old.status <> 'pending' then
    raise exception 'agent application % is already decided', old.id using errcode = 'check_violation';
  end if;
  if new.member_id <> old.member_id or new.message <> old.message or new.created_at <> old.created_at then
    raise exception 'an agent application keeps what the member sent' using errcode = 'check_violation';
  end if;
  return new;
end;
$function$;

CREATE OR REPLACE FUNCTION agent_applications_message()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
begin
  perform system_message(new.member_id,
    case new.status when 'approved' then 'agent_approved' else 'agent_rejected' end,
    jsonb_build_object('reference', coalesce(new.agent_type::text, ''), 'reason', coalesce(new.reject_reason, '')));
  return null;
end;
$function$;

CREATE OR REPLACE FUNCTION agent_contracts_message()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
begin
  perform system_message(new.member_id, 'contract_offered', jsonb_build_object(
    'source', new.kind,
    'reference', coalesce((select username from members where id = new.offered_by), '')));
  return null;
end;
$function$;

CREATE OR REPLACE FUNCTION bet_reference_exists()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
begin
  if not exists (select from bets where id = new.bet_id) then
    raise exception '% names unknown bet %', tg_table_name, new.bet_id using errcode = '23503';
  end if;
  return null;
end
$function$;

CREATE OR REPLACE FUNCTION bets_keep()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
begin
  raise exception 'bets are never deleted nor renumbered' using errcode = '55000';
end
$function$;

CREATE OR REPLACE FUNCTION bets_lower_turnover()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
begin
  with open as (
    select t.member_id, t.remaining_minor from member_turnover_requirements t
    where t.remaining_minor > 0 and t.member_id in (select p.member_id from placed p where p.valid_bet_minor > 0)
    for update
  ), share as (
    select p.id, p.member_id, p.status,
      greatest(0, least(p.valid_bet_minor, o.remaining_minor - coalesce(sum(p.valid_bet_minor) over (
        partition by p.member_id order by p.id rows between unbounded preceding and 1 preceding), 0))) as lowered
    from placed p join open o on o.member_id = p.member_id
    where p.valid_bet_minor > 0
  ), lowered as (
    update member_turnover_requirements t
    set remaining_minor = t.remaining_minor - s.total, updated_at = now()
    from (select member_id, sum(lowered) as total from share group by member_id having sum(lowered) > 0) s
    where t.member_id = s.member_id
    returning t.member_id
  )
  insert into bet_turnover_credits (bet_id, member_id, lowered_minor)
  select s.id, s.member_id, s.lowered from share s
  where s.lowered > 0 and s.status = 'pending' and exists (select 1 from lowered l where l.member_id = s.member_id);
  return null;
end
$function$;

CREATE OR REPLACE FUNCTION bets_loyalty_events_inserted()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
begin
  insert into loyalty_events (member_id, kind, product, rounds, valid_minor, stake_minor, payout_minor, occurred_at)
  select n.member_id, 'bet', n.product, count(*), sum(n.valid_bet_minor), sum(n.stake_minor), sum(n.payout_minor),
    min(n.settled_at)
  from placed n
  where n.status = 'settled'
  group by n.member_id, n.product, (n.settled_at at time zone 'UTC')::date;
  return null;
end
$function$;

CREATE OR REPLACE FUNCTION bets_loyalty_events_settled()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
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
$function$;

CREATE OR REPLACE FUNCTION bets_referenced_exist()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
declare
  orphan bigint;
begin
  select n.bet_id into orphan
  from (select distinct bet_id from named_rows where bet_id is not null) n
  where not exists (select from bets b where b.id = n.bet_id)
  limit 1;
  if found then
    raise exception '% names unknown bet %', tg_table_name, orphan using errcode = '23503';
  end if;
  return null;
end
$function$;

CREATE OR REPLACE FUNCTION bets_restore_bonus_wagering()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
begin
  if old.status = 'settled'
    or exists (select 1 from lottery_periods where id = old.lottery_period_id and status = 'confirmed') then
    raise exception 'bet % counted for bonus wagering when it became final: it cannot be cancelled', old.id;
  end if;
  if old.id < (select first_final_bet_id from bonus_wagering_cutover) then
    update member_bonuses mb
    set wagering_remaining_minor = least(mb.wagering_required_minor,
      mb.wagering_remaining_minor + old.valid_bet_minor * coalesce((mb.contributions ->> old.product)::bigint, 0) / 10000)
    where mb.id = (select id from member_bonuses where member_id = old.member_id and status = 'active' order by id limit 1)
      and (mb.vendor_only is null or mb.vendor_only = old.vendor);
  end if;
  return null;
end
$function$;

CREATE OR REPLACE FUNCTION bets_restore_turnover()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
declare
  back bigint;
begin
  delete from bet_turnover_credits where bet_id = old.id returning lowered_minor into back;
  if back is null and old.id < (select first_credited_bet_id from turnover_credits_cutover) then
    back := old.valid_bet_minor;
  end if;
  if coalesce(back, 0) > 0 then
    update member_turnover_requirements
    set remaining_minor = remaining_minor + back, updated_at = now()
    where member_id = old.member_id;
  end if;
  return null;
end
$function$;

CREATE OR REPLACE FUNCTION bets_wager_bonuses()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
declare
  f record;
begin
  select array_agg(p.member_id) as m, array_agg(p.product) as p, array_agg(p.vendor) as v,
    array_agg(p.valid_bet_minor) as x, array_agg(p.stake_transaction_id) as s into f
  from placed p
  where p.status = 'settled' and p.valid_bet_minor > 0
    and p.member_id in (select member_id from member_bonuses where status = 'active');
  if f.m is not null then
    perform bonuses_wager_final(f.m, f.p, f.v, f.x, f.s);
  end if;
  return null;
end
$function$;

CREATE OR REPLACE FUNCTION bets_wager_bonuses_settled()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
declare
  f record;
begin
  select array_agg(n.member_id) as m, array_agg(n.product) as p, array_agg(n.vendor) as v,
    array_agg(n.valid_bet_minor) as x, array_agg(n.stake_transaction_id) as s into f
  from after_rows n
  join before_rows o on o.id = n.id
  where n.status = 'settled' and o.status = 'pending' and n.valid_bet_minor > 0
    and n.member_id in (select member_id from member_bonuses where status = 'active')
    and n.id >= (select first_final_bet_id from bonus_wagering_cutover);
  if f.m is not null then
    perform bonuses_wager_final(f.m, f.p, f.v, f.x, f.s);
  end if;
  return null;
end
$function$;

CREATE OR REPLACE FUNCTION bonuses_wager_final(p_member bigint[], p_product text[], p_vendor text[], p_valid bigint[], p_stake_tx bigint[])
 RETURNS void
 LANGUAGE plpgsql
AS $function$
declare
  r record;
begin
  perform 1 from ledger_accounts a
  where a.code = 'main' and a.member_id in (
    select mb.member_id from member_bonuses mb where mb.status = 'active' and mb.member_id = any (p_member))
  order by a.id for update;
  for r in
    with played as (
      select * from unnest(p_member, p_product, p_vendor, p_valid, p_stake_tx)
        as p(member_id, product, vendor, valid_bet_minor, stake_tx)
    ), target as (
      select distinct on (mb.member_id) mb.id, mb.member_id, mb.contributions, mb.vendor_only, mb.credit_transaction_id
      from member_bonuses mb
      where mb.status = 'active' and mb.member_id in (select distinct member_id from played)
      order by mb.member_id, mb.id
    ), counted as (
      select t.id, sum(p.valid_bet_minor * coalesce((t.contributions ->> p.product)::bigint, 0) / 10000) as amount
      from target t
      join played p on p.member_id = t.member_id and p.valid_bet_minor > 0
        and (t.vendor_only is null or p.vendor = t.vendor_only)
        and (p.stake_tx is null or p.stake_tx > t.credit_transaction_id)
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
end
$function$;

CREATE OR REPLACE FUNCTION deposit_orders_loyalty_event()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
begin
  insert into loyalty_events (member_id, kind, deposit_minor, occurred_at)
  values (new.member_id, 'deposit', new.amount_minor, coalesce(new.completed_at, now()));
  return null;
end
$function$;

CREATE OR REPLACE FUNCTION deposit_orders_message()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
begin
  perform system_message(new.member_id, 'deposit_credited',
    jsonb_build_object('amountMinor', new.credit_minor, 'currency', new.currency, 'reference', new.order_no));
  return null;
end;
$function$;

CREATE OR REPLACE FUNCTION history_partition_make(parent text, month date)
 RETURNS boolean
 LANGUAGE plpgsql
AS $function$
declare
  part text := format('%s_p%s', parent, to_char(month, 'YYYY_MM'));
  col text;
  stray boolean;
begin
  if to_regclass(part) is not null then
    return false;
  end if;
  select a.attname into col
  from pg_partitioned_table p
  join pg_attribute a on a.attrelid = p.partrelid and a.attnum = p.partattrs[0]
  where p.partrelid = parent::regclass;
  execute format('select exists (select from %I where %I >= %L::timestamptz and %I < %L::timestamptz)',
    parent || '_pdefault', col, month::timestamp at time zone 'UTC', col,
    (month + interval '1 month')::timestamp at time zone 'UTC') into stray;
  if stray then
    return false;
  end if;
  execute format('create table %I partition of %I for values from (%L) to (%L)', part, parent,
    month::timestamp at time zone 'UTC', (month + interval '1 month')::timestamp at time zone 'UTC');
  return true;
end
$function$;

CREATE OR REPLACE FUNCTION history_partitions_drop_before(parent text, cutoff timestamp with time zone)
 RETURNS integer
 LANGUAGE plpgsql
AS $function$
declare
  part record;
  dropped integer := 0;
begin
  if parent <> 'chat_messages' then
    raise exception 'only chat history is dropped by month, not %', parent using errcode = '42501';
  end if;
  for part in
    select c.relname, to_date(substring(c.relname from '_p(\d{4}_\d{2})$'), 'YYYY_MM') as month
    from pg_inherits i join pg_class c on c.oid = i.inhrelid
    where i.inhparent = parent::regclass and c.relname ~ '_p\d{4}_\d{2}$'
  loop
    if (part.month + interval '1 month')::timestamp at time zone 'UTC' <= cutoff then
      execute format('drop table %I', part.relname);
      dropped := dropped + 1;
    end if;
  end loop;
  return dropped;
end
$function$;

CREATE OR REPLACE FUNCTION history_partitions_ensure(months_ahead integer DEFAULT 3)
 RETURNS integer
 LANGUAGE plpgsql
AS $function$
declare
  parent text;
  made integer := 0;
  this_month date := date_trunc('month', now() at time zone 'UTC')::date;
begin
  foreach parent in array array['bets', 'ledger_entries', 'chat_messages'] loop
    for i in 0 .. months_ahead loop
      if history_partition_make(parent, (this_month + make_interval(months => i))::date) then
        made := made + 1;
      end if;
    end loop;
  end loop;
  return made;
end
$function$;

CREATE OR REPLACE FUNCTION kyc_submissions_message()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
begin
  perform system_message(new.member_id,
    case new.status when 'verified' then 'kyc_verified' when 'rejected' then 'kyc_rejected' else 'kyc_more_info' end,
    jsonb_build_object('reference', new.level::text, 'reason', coalesce(new.note, '')));
  return null;
end;
$function$;

CREATE OR REPLACE FUNCTION launch_tokens_end_with_password()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
begin
  delete from provider_launch_tokens where member_id = new.id;
  return null;
end
$function$;

CREATE OR REPLACE FUNCTION launch_tokens_end_with_session()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
begin
  delete from provider_launch_tokens where member_id = new.subject_id;
  return null;
end
$function$;

CREATE OR REPLACE FUNCTION ledger_accounts_in(p_accounts bigint[], p_currency text)
 RETURNS bigint[]
 LANGUAGE plpgsql
 STABLE
AS $function$
declare
  v_id bigint;
  v_currency text;
begin
  select a.id, a.currency into v_id, v_currency
  from ledger_accounts a where a.id = any (p_accounts) and a.currency <> p_currency limit 1;
  if found then
    raise exception 'ledger account % is in %, the posting in %', v_id, v_currency, p_currency
      using errcode = 'LG003',
        detail = json_build_object('accountId', v_id, 'accountCurrency', v_currency, 'currency', p_currency)::text;
  end if;
  return p_accounts;
end
$function$;

CREATE OR REPLACE FUNCTION ledger_accounts_keep()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
begin
  raise exception 'ledger accounts are never deleted nor renumbered' using errcode = '55000';
end
$function$;

CREATE OR REPLACE FUNCTION ledger_check_balanced()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
declare
  unbalanced record;
  orphan record;
begin
  select n.transaction_id, sum(n.amount_minor) as total into unbalanced
  from new_entries n
  group by n.transaction_id
  having sum(n.amount_minor) <> 0
  limit 1;
  if found then
    raise exception 'ledger transaction % does not balance (%)', unbalanced.transaction_id, unbalanced.total
      using errcode = '23514';
  end if;
  select n.transaction_id into orphan
  from (select distinct transaction_id from new_entries) n
  left join lateral (select t.id from ledger_transactions t where t.id = n.transaction_id limit 1) t on true
  where t.id is null
  limit 1;
  if found then
    raise exception 'ledger entry of unknown journal transaction %', orphan.transaction_id using errcode = '23503';
  end if;
  select n.account_id into orphan
  from (select distinct account_id from new_entries) n
  left join lateral (select a.id from ledger_accounts a where a.id = n.account_id limit 1) a on true
  where a.id is null
  limit 1;
  if found then
    raise exception 'ledger entry of unknown account %', orphan.account_id using errcode = '23503';
  end if;
  return null;
end
$function$;

CREATE OR REPLACE FUNCTION ledger_post(p_source text, p_key text, p_kind text, p_hash bytea, p_member_id bigint, p_reference text, p_memo jsonb, p_now timestamp with time zone, p_accounts bigint[], p_amounts bigint[])
 RETURNS TABLE(transaction_id bigint, replayed boolean, created_at timestamp with time zone, account_id bigint, amount_minor bigint, balance_before_minor bigint, balance_after_minor bigint)
 LANGUAGE plpgsql
AS $function$
#variable_conflict use_column
declare
  v_tx bigint;
  v_hash bytea;
  v_created timestamptz;
  v_ids bigint[];
  v_balances bigint[];
  v_negative boolean[];
  v_currencies text[];
  v_before bigint[] := '{}';
  v_after bigint[] := '{}';
  v_at int;
  i int;
begin
  insert into ledger_transactions (source, idempotency_key, kind, request_hash, member_id, reference, memo, created_at)
  values (p_source, p_key, p_kind, p_hash, p_member_id, p_reference, p_memo, p_now)
  on conflict (source, idempotency_key) do nothing
  returning id into v_tx;

  if v_tx is null then
    select t.id, t.request_hash, t.created_at into v_tx, v_hash, v_created
    from ledger_transactions t where t.source = p_source and t.idempotency_key = p_key;
    if v_hash <> p_hash then
      raise exception 'idempotency key % of % used for another request', p_key, p_source using errcode = 'LG002';
    end if;
    return query
      select v_tx, true, v_created, e.account_id, e.amount_minor, e.balance_before_minor, e.balance_after_minor
      from ledger_entries e where e.transaction_id = v_tx order by e.id;
    return;
  end if;

  -- Lock in id order (no deadlock between two postings of the same accounts) and read balances.
  select array_agg(a.id order by a.id), array_agg(a.balance_minor order by a.id),
    array_agg(a.allow_negative order by a.id), array_agg(distinct a.currency)
  into v_ids, v_balances, v_negative, v_currencies
  from (select l.id, l.balance_minor, l.allow_negative, l.currency from ledger_accounts l
        where l.id = any (p_accounts) order by l.id for update) a;

  if coalesce(array_length(v_ids, 1), 0) <> (select count(distinct x) from unnest(p_accounts) x) then
    raise exception 'ledger: unknown account in %', p_accounts;
  end if;
  if array_length(v_currencies, 1) <> 1 then
    raise exception 'ledger: one posting, one currency (%)', v_currencies;
  end if;

  for i in 1 .. array_length(p_accounts, 1) loop
    v_at := array_position(v_ids, p_accounts[i]);
    v_before := v_before || v_balances[v_at];
    v_balances[v_at] := v_balances[v_at] + p_amounts[i];
    v_after := v_after || v_balances[v_at];
  end loop;

  for i in 1 .. array_length(v_ids, 1) loop
    if not v_negative[i] and v_balances[i] < 0 then
      raise exception 'insufficient funds in account %', v_ids[i]
        using errcode = 'LG001',
          detail = json_build_object('accountId', v_ids[i], 'balanceMinor', v_balances[i] - (
            select coalesce(sum(p_amounts[j]), 0) from generate_subscripts(p_accounts, 1) j
            where p_accounts[j] = v_ids[i]))::text;
    end if;
  end loop;

  update ledger_accounts l set balance_minor = v.after
  from unnest(v_ids, v_balances) as v(id, after) where l.id = v.id;

  insert into ledger_entries
    (transaction_id, account_id, amount_minor, balance_before_minor, balance_after_minor, created_at)
  select v_tx, line.account, line.amount, line.before, line.after, p_now
  from unnest(p_accounts, p_amounts, v_before, v_after) with ordinality as line(account, amount, before, after, n)
  order by line.n;

  return query
    select v_tx, false, p_now, line.account, line.amount, line.before, line.after
    from unnest(p_accounts, p_amounts, v_before, v_after) with ordinality as line(account, amount, before, after, n)
    order by line.n;
end
$function$;

CREATE OR REPLACE FUNCTION ledger_post_wallets(p_source text, p_key text, p_kind text, p_hash bytea, p_member_id bigint, p_reference text, p_memo jsonb, p_now timestamp with time zone, p_accounts bigint[], p_amounts bigint[], p_wallets_of bigint)
 RETURNS TABLE(transaction_id bigint, replayed boolean, created_at timestamp with time zone, account_id bigint, amount_minor bigint, balance_before_minor bigint, balance_after_minor bigint, wallets json)
 LANGUAGE plpgsql
AS $function$
#variable_conflict use_column
declare
  v_tx bigint;
  v_replayed boolean;
  v_created timestamptz;
  v_accounts bigint[];
  v_amounts bigint[];
  v_before bigint[];
  v_after bigint[];
  v_wallets json;
begin
  select min(p.transaction_id), bool_and(p.replayed), min(p.created_at), array_agg(p.account_id order by p.n),
    array_agg(p.amount_minor order by p.n), array_agg(p.balance_before_minor order by p.n),
    array_agg(p.balance_after_minor order by p.n)
  into v_tx, v_replayed, v_created, v_accounts, v_amounts, v_before, v_after
  from ledger_post(p_source, p_key, p_kind, p_hash, p_member_id, p_reference, p_memo, p_now, p_accounts, p_amounts)
    with ordinality as p(transaction_id, replayed, created_at, account_id, amount_minor, balance_before_minor,
      balance_after_minor, n);

  select coalesce(json_agg(json_build_object('id', a.id, 'code', a.code, 'currency', a.currency,
    'balance_minor', a.balance_minor) order by a.id), '[]') into v_wallets
  from ledger_accounts a where a.member_id = p_wallets_of;

  return query
    select v_tx, v_replayed, v_created, x.account_id, x.amount_minor, x.before, x.after, v_wallets
    from unnest(v_accounts, v_amounts, v_before, v_after) with ordinality as x(account_id, amount_minor, before, after, n)
    order by x.n;
end
$function$;

CREATE OR REPLACE FUNCTION ledger_refuse_change()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
begin
  raise exception 'ledger history is immutable (% on %)', tg_op, tg_table_name using errcode = '23514';
end
$function$;

CREATE OR REPLACE FUNCTION lottery_periods_wager_bonuses()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
declare
  f record;
begin
  select array_agg(b.member_id) as m, array_agg(b.product) as p, array_agg(b.vendor) as v,
    array_agg(b.valid_bet_minor) as x, array_agg(b.stake_transaction_id) as s into f
  from lottery_slips s
  join lottery_bets l on l.slip_id = s.id
  join bets b on b.id = l.bet_id
  where s.period_id = new.id and s.status = 'placed'
    and s.member_id in (select member_id from member_bonuses where status = 'active')
    and b.status = 'pending' and b.valid_bet_minor > 0
    and b.id >= (select first_final_bet_id from bonus_wagering_cutover);
  if f.m is not null then
    perform bonuses_wager_final(f.m, f.p, f.v, f.x, f.s);
  end if;
  return null;
end
$function$;

CREATE OR REPLACE FUNCTION member_bonus_settle(p_id bigint, p_outcome text, p_now timestamp with time zone)
 RETURNS boolean
 LANGUAGE plpgsql
AS $function$
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
$function$;

CREATE OR REPLACE FUNCTION member_bonuses_message()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
begin
  perform system_message(new.member_id, 'bonus_issued',
    jsonb_build_object('amountMinor', new.amount_minor, 'currency', new.currency, 'source', new.source));
  return null;
end;
$function$;

CREATE OR REPLACE FUNCTION member_notes_append_only()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
begin
  raise exception 'member_notes is append-only';
end $function$;

CREATE OR REPLACE FUNCTION member_tree_insert()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
begin
  insert into member_tree (ancestor_id, descendant_id, depth)
    select new.id, new.id, 0
    union all
    select t.ancestor_id, new.id, t.depth + 1 from member_tree t where t.descendant_id = new.upline_id;
  return null;
end;
$function$;

CREATE OR REPLACE FUNCTION member_tree_move()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
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
$function$;

CREATE OR REPLACE FUNCTION operator_actions_append_only()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
begin
  raise exception 'operator_actions is append-only';
end $function$;

CREATE OR REPLACE FUNCTION operator_audit_log_append_only()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
begin
  raise exception 'operator_audit_log is append-only';
end $function$;

CREATE OR REPLACE FUNCTION promotions_keep_drawn()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
begin
  if old.drawn_at is not null and new.drawn_at is distinct from old.drawn_at then
    raise exception 'a raffle''s draw time is never changed' using errcode = '23514';
  end if;
  return new;
end
$function$;

CREATE OR REPLACE FUNCTION provider_transactions_bets_named()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
declare
  named bigint[];
  orphan bigint;
begin
  select array_agg(distinct n.bet_id) into named
  from new_rows n join old_rows o on o.id = n.id
  where n.bet_id is not null and n.bet_id is distinct from o.bet_id;
  if named is null then
    return null;
  end if;
  select x into orphan
  from unnest(named) as x
  where not x = any (coalesce((select array_agg(b.id) from bets b where b.id = any (named)), '{}'::bigint[]))
  limit 1;
  if found then
    raise exception '% names unknown bet %', tg_table_name, orphan using errcode = '23503';
  end if;
  return null;
end
$function$;

CREATE OR REPLACE FUNCTION raffle_refuse_change()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
begin
  raise exception 'a raffle draw is immutable (% on %)', tg_op, tg_table_name using errcode = '23514';
end
$function$;

CREATE OR REPLACE FUNCTION rg_block_only_later()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
begin
  if old.play_block_kind is not null and (old.play_blocked_until is null or old.play_blocked_until > now())
     and (new.play_block_kind is null
       or (old.play_block_kind = 'self_exclusion' and new.play_block_kind = 'timeout')
       or (old.play_blocked_until is null and new.play_blocked_until is not null)
       or new.play_blocked_until < old.play_blocked_until) then
    raise exception 'responsible gaming: a running exclusion cannot be shortened' using errcode = 'RG003';
  end if;
  return new;
end $function$;

CREATE OR REPLACE FUNCTION rg_count_play()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
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
end $function$;

CREATE OR REPLACE FUNCTION rg_limit_at(l rg_limits, p_at timestamp with time zone)
 RETURNS bigint
 LANGUAGE sql
 STABLE PARALLEL SAFE
AS $function$
  select case when l.pending_at is not null and l.pending_at <= p_at then l.pending_amount_minor
    else l.amount_minor end
$function$;

CREATE OR REPLACE FUNCTION rg_period_start(p_period text, p_at timestamp with time zone)
 RETURNS date
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
AS $function$
  select case p_period
    when 'day' then (p_at at time zone 'UTC')::date
    when 'week' then date_trunc('week', p_at at time zone 'UTC')::date
    else date_trunc('month', p_at at time zone 'UTC')::date
  end
$function$;

CREATE OR REPLACE FUNCTION rg_session_limit()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
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
end $function$;

CREATE OR REPLACE FUNCTION sessions_loyalty_event()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
begin
  insert into loyalty_events (member_id, kind, occurred_at) values (new.subject_id, 'login', new.created_at);
  return null;
end
$function$;

CREATE OR REPLACE FUNCTION system_message(p_member bigint, p_kind text, p_params jsonb)
 RETURNS void
 LANGUAGE plpgsql
AS $function$
declare
  message bigint;
begin
  insert into messages (kind, params, recipients) values (p_kind, p_params, 1) returning id into message;
  insert into member_messages (member_id, message_id) values (p_member, message);
end;
$function$;

CREATE OR REPLACE FUNCTION withdrawals_message()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
begin
  if new.status = 'approved' then
    perform system_message(new.member_id, 'withdrawal_paid',
      jsonb_build_object('amountMinor', new.amount_minor, 'currency', new.currency, 'reference', new.id::text));
  else
    perform system_message(new.member_id, 'withdrawal_rejected',
      jsonb_strip_nulls(jsonb_build_object('amountMinor', new.amount_minor, 'currency', new.currency,
        'reference', new.id::text, 'reason', new.reject_reason)));
  end if;
  return null;
end;
$function$;

-- Triggers

CREATE TRIGGER agent_applications_final BEFORE DELETE OR UPDATE ON agent_applications FOR EACH ROW EXECUTE FUNCTION agent_applications_final();
CREATE TRIGGER agent_applications_message AFTER UPDATE OF status ON agent_applications FOR EACH ROW WHEN (old.status = 'pending'::text AND new.status <> 'pending'::text) EXECUTE FUNCTION agent_applications_message();
CREATE TRIGGER agent_contracts_message AFTER INSERT ON agent_contracts FOR EACH ROW WHEN (new.status = 'offered'::text) EXECUTE FUNCTION agent_contracts_message();
CREATE TRIGGER bet_turnover_credits_bet_changed AFTER UPDATE OF bet_id ON bet_turnover_credits FOR EACH ROW WHEN (new.bet_id IS DISTINCT FROM old.bet_id AND new.bet_id IS NOT NULL) EXECUTE FUNCTION bet_reference_exists();
CREATE TRIGGER bet_turnover_credits_bet_exists AFTER INSERT ON bet_turnover_credits REFERENCING NEW TABLE AS named_rows FOR EACH STATEMENT EXECUTE FUNCTION bets_referenced_exist();
CREATE TRIGGER bet_wins_bet_changed AFTER UPDATE OF bet_id ON bet_wins FOR EACH ROW WHEN (new.bet_id IS DISTINCT FROM old.bet_id AND new.bet_id IS NOT NULL) EXECUTE FUNCTION bet_reference_exists();
CREATE TRIGGER bet_wins_bet_exists AFTER INSERT ON bet_wins REFERENCING NEW TABLE AS named_rows FOR EACH STATEMENT EXECUTE FUNCTION bets_referenced_exist();
CREATE TRIGGER bets_keep BEFORE DELETE OR UPDATE OF id ON bets FOR EACH ROW EXECUTE FUNCTION bets_keep();
CREATE TRIGGER bets_lower_turnover AFTER INSERT ON bets REFERENCING NEW TABLE AS placed FOR EACH STATEMENT EXECUTE FUNCTION bets_lower_turnover();
CREATE TRIGGER bets_loyalty_events_inserted AFTER INSERT ON bets REFERENCING NEW TABLE AS placed FOR EACH STATEMENT EXECUTE FUNCTION bets_loyalty_events_inserted();
CREATE TRIGGER bets_loyalty_events_settled AFTER UPDATE ON bets REFERENCING OLD TABLE AS before_rows NEW TABLE AS after_rows FOR EACH STATEMENT EXECUTE FUNCTION bets_loyalty_events_settled();
CREATE TRIGGER bets_restore_bonus_wagering AFTER UPDATE OF status ON bets FOR EACH ROW WHEN (new.status = 'cancelled'::text AND old.status <> 'cancelled'::text AND old.valid_bet_minor > 0) EXECUTE FUNCTION bets_restore_bonus_wagering();
CREATE TRIGGER bets_restore_turnover AFTER UPDATE OF status ON bets FOR EACH ROW WHEN (new.status = 'cancelled'::text AND old.status <> 'cancelled'::text AND old.valid_bet_minor > 0) EXECUTE FUNCTION bets_restore_turnover();
CREATE TRIGGER bets_wager_bonuses AFTER INSERT ON bets REFERENCING NEW TABLE AS placed FOR EACH STATEMENT EXECUTE FUNCTION bets_wager_bonuses();
CREATE TRIGGER bets_wager_bonuses_settled AFTER UPDATE ON bets REFERENCING OLD TABLE AS before_rows NEW TABLE AS after_rows FOR EACH STATEMENT EXECUTE FUNCTION bets_wager_bonuses_settled();
CREATE TRIGGER deposit_orders_loyalty_event AFTER UPDATE OF status ON deposit_orders FOR EACH ROW WHEN (new.status = 'paid'::text AND old.status <> 'paid'::text) EXECUTE FUNCTION deposit_orders_loyalty_event();
CREATE TRIGGER deposit_orders_message_insert AFTER INSERT ON deposit_orders FOR EACH ROW WHEN (new.status = 'paid'::text) EXECUTE FUNCTION deposit_orders_message();
CREATE TRIGGER deposit_orders_message_update AFTER UPDATE OF status ON deposit_orders FOR EACH ROW WHEN (new.status = 'paid'::text AND old.status IS DISTINCT FROM 'paid'::text) EXECUTE FUNCTION deposit_orders_message();
CREATE TRIGGER kyc_submissions_message AFTER UPDATE OF status ON kyc_submissions FOR EACH ROW WHEN (old.status = 'pending'::text AND new.status <> 'pending'::text) EXECUTE FUNCTION kyc_submissions_message();
CREATE TRIGGER ledger_accounts_keep BEFORE DELETE OR UPDATE OF id ON ledger_accounts FOR EACH ROW EXECUTE FUNCTION ledger_accounts_keep();
CREATE TRIGGER ledger_entries_balanced AFTER INSERT ON ledger_entries REFERENCING NEW TABLE AS new_entries FOR EACH STATEMENT EXECUTE FUNCTION ledger_check_balanced();
CREATE TRIGGER ledger_entries_immutable BEFORE DELETE OR UPDATE ON ledger_entries FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
CREATE TRIGGER ledger_entries_rg_count AFTER INSERT ON ledger_entries REFERENCING NEW TABLE AS new_entries FOR EACH STATEMENT EXECUTE FUNCTION rg_count_play();
CREATE TRIGGER ledger_transactions_immutable BEFORE DELETE OR UPDATE ON ledger_transactions FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
CREATE TRIGGER lottery_bets_bet_changed AFTER UPDATE OF bet_id ON lottery_bets FOR EACH ROW WHEN (new.bet_id IS DISTINCT FROM old.bet_id AND new.bet_id IS NOT NULL) EXECUTE FUNCTION bet_reference_exists();
CREATE TRIGGER lottery_bets_bet_exists AFTER INSERT ON lottery_bets REFERENCING NEW TABLE AS named_rows FOR EACH STATEMENT EXECUTE FUNCTION bets_referenced_exist();
CREATE TRIGGER lottery_periods_wager_bonuses AFTER UPDATE OF status ON lottery_periods FOR EACH ROW WHEN (new.status = 'confirmed'::text AND old.status <> 'confirmed'::text) EXECUTE FUNCTION lottery_periods_wager_bonuses();
CREATE TRIGGER member_bonuses_message AFTER INSERT ON member_bonuses FOR EACH ROW EXECUTE FUNCTION member_bonuses_message();
CREATE TRIGGER member_notes_append_only BEFORE DELETE OR UPDATE ON member_notes FOR EACH ROW EXECUTE FUNCTION member_notes_append_only();
CREATE TRIGGER member_tree_insert AFTER INSERT ON members FOR EACH ROW EXECUTE FUNCTION member_tree_insert();
CREATE TRIGGER member_tree_move AFTER UPDATE OF upline_id ON members FOR EACH ROW WHEN (old.upline_id IS DISTINCT FROM new.upline_id) EXECUTE FUNCTION member_tree_move();
CREATE TRIGGER members_password_ends_launch_tokens AFTER UPDATE OF password_changed_at ON members FOR EACH ROW WHEN (new.password_changed_at IS DISTINCT FROM old.password_changed_at) EXECUTE FUNCTION launch_tokens_end_with_password();
CREATE TRIGGER members_rg_block_only_later BEFORE UPDATE OF play_blocked_until, play_block_kind ON members FOR EACH ROW EXECUTE FUNCTION rg_block_only_later();
CREATE TRIGGER operator_actions_append_only BEFORE DELETE OR UPDATE ON operator_actions FOR EACH ROW EXECUTE FUNCTION operator_actions_append_only();
CREATE TRIGGER operator_audit_log_append_only BEFORE DELETE OR UPDATE ON operator_audit_log FOR EACH ROW EXECUTE FUNCTION operator_audit_log_append_only();
CREATE TRIGGER promotions_keep_drawn BEFORE UPDATE OF drawn_at ON promotions FOR EACH ROW EXECUTE FUNCTION promotions_keep_drawn();
CREATE TRIGGER provider_transactions_bet_changed AFTER UPDATE ON provider_transactions REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION provider_transactions_bets_named();
CREATE TRIGGER provider_transactions_bet_exists AFTER INSERT ON provider_transactions REFERENCING NEW TABLE AS named_rows FOR EACH STATEMENT EXECUTE FUNCTION bets_referenced_exist();
CREATE TRIGGER raffle_draws_immutable BEFORE DELETE OR UPDATE ON raffle_draws FOR EACH ROW EXECUTE FUNCTION raffle_refuse_change();
CREATE TRIGGER raffle_entries_immutable BEFORE DELETE OR UPDATE ON raffle_entries FOR EACH ROW EXECUTE FUNCTION raffle_refuse_change();
CREATE TRIGGER raffle_winners_immutable BEFORE DELETE OR UPDATE ON raffle_winners FOR EACH ROW EXECUTE FUNCTION raffle_refuse_change();
CREATE TRIGGER sessions_end_launch_tokens AFTER UPDATE OF revoked_at ON sessions FOR EACH ROW WHEN (old.revoked_at IS NULL AND new.revoked_at IS NOT NULL AND new.subject_type = 'member'::text) EXECUTE FUNCTION launch_tokens_end_with_session();
CREATE TRIGGER sessions_loyalty_event AFTER INSERT ON sessions FOR EACH ROW WHEN (new.subject_type = 'member'::text) EXECUTE FUNCTION sessions_loyalty_event();
CREATE TRIGGER sessions_rg_session_limit BEFORE INSERT ON sessions FOR EACH ROW EXECUTE FUNCTION rg_session_limit();
CREATE TRIGGER withdrawals_message AFTER UPDATE OF status ON withdrawals FOR EACH ROW WHEN ((new.status = ANY (ARRAY['approved'::text, 'rejected'::text])) AND old.status IS DISTINCT FROM new.status) EXECUTE FUNCTION withdrawals_message();
