-- Double entry, checked once per statement that inserts entries instead of once per entry at
-- commit (migration 0008): a per-row check summed a transaction's n entries n times, so a batch
-- of n entries cost n² (a settlement batch, a long seeded history). The ledger writes every
-- journal transaction's entries in one statement (ledger_post, the settlement batch), so the end
-- of that statement is where the entries must sum to zero; the check reads each journal
-- transaction the statement touched once, through the transaction index.
drop trigger ledger_entries_balanced on ledger_entries;

create or replace function ledger_check_balanced() returns trigger language plpgsql as $$
declare
  unbalanced record;
begin
  select e.transaction_id, sum(e.amount_minor) as total into unbalanced
  from ledger_entries e
  where e.transaction_id in (select distinct n.transaction_id from new_entries n)
  group by e.transaction_id
  having sum(e.amount_minor) <> 0
  limit 1;
  if found then
    raise exception 'ledger transaction % does not balance (%)', unbalanced.transaction_id, unbalanced.total
      using errcode = '23514';
  end if;
  return null;
end
$$;

create trigger ledger_entries_balanced after insert on ledger_entries
  referencing new table as new_entries
  for each statement execute function ledger_check_balanced();
