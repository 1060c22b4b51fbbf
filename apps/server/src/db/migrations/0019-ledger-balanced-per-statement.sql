-- Double entry, checked once per statement that inserts entries instead of once per entry at
-- commit (migration 0008): a per-row check summed a transaction's n entries n times, so a batch
-- of n entries cost n² (a settlement batch, a long seeded history). The check sums only the rows
-- the statement inserted, per journal transaction: if every statement's new entries of each
-- transaction sum to zero, every transaction does (by induction, whatever was there before summed
-- to zero too). It reads no table, so it costs the same whatever the planner knows. The ledger
-- writes each journal transaction's entries in one statement (ledger_post, the settlement batch).
drop trigger ledger_entries_balanced on ledger_entries;

create or replace function ledger_check_balanced() returns trigger language plpgsql as $$
declare
  unbalanced record;
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
  return null;
end
$$;

create trigger ledger_entries_balanced after insert on ledger_entries
  referencing new table as new_entries
  for each statement execute function ledger_check_balanced();
