-- The statement check of migration 0023 looked for entries of an unknown journal transaction or
-- account with NOT EXISTS, which the planner turned into an anti join: with the transition table's
-- size unknown it hashed it and read the whole of ledger_transactions and ledger_accounts. Measured
-- on the wallet bench, that was 4.2 ms of a 7.7 ms group-commit batch of 25 postings, and it grows
-- with the journal. Each distinct id is now probed by its primary key (a lateral subquery with a
-- limit stays a nested loop), so the check costs the statement's ids, not the tables' rows.
create or replace function ledger_check_balanced() returns trigger language plpgsql as $$
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
$$;
