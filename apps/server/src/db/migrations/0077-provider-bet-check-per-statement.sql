-- A provider row names its bet when the bet and win batches finish their rows (decision 030): one
-- statement updates a whole batch's rows. Migration 0074's check ran once per row there, a
-- PL/pgSQL call probing every bets partition for each (about 0.1 ms a row, most of the batch's
-- finishing statements under load). The check is now once per statement: the bets the statement's
-- rows newly name are looked up together, by `id = any (…)`, which every partition answers from its
-- primary key. Transition tables cannot go with a column list, so the trigger sees every update of
-- the table and finds the rows whose bet changed itself.
drop trigger provider_transactions_bet_changed on provider_transactions;

create function provider_transactions_bets_named() returns trigger language plpgsql as $$
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
$$;

create trigger provider_transactions_bet_changed after update on provider_transactions
  referencing old table as old_rows new table as new_rows
  for each statement execute function provider_transactions_bets_named();
