-- Bets, ledger entries and chat messages partitioned by month (decision 060). They are the tables
-- that grow with play: one heap each meant every vacuum, index rebuild and report walked all of
-- history, and chat could only be pruned row by row. Each becomes a table partitioned by range of
-- its time column, one partition per calendar month (UTC) named <table>_pYYYY_MM, and a default
-- partition <table>_pdefault that catches a row outside every month made so far (a test's date in
-- 2020, a vendor's clock far ahead) so no insert ever fails for want of a partition. The
-- `history-partitions` job keeps the next months made ahead (history_partitions_ensure).
--
-- A partitioned table's unique indexes must contain its partition key: the primary keys become
-- (id, time); ids still come from one sequence each, so an id alone stays unique. What leaned on
-- an id-only unique index is rebuilt below: the vendor bet key gets its own table, and the four
-- foreign keys to bets(id) become statement checks, as the ledger's did in migration 0023.

-- The partition of `parent` for the month starting at `month`, made if missing. A month whose rows
-- already sit in the default partition is left there (moving them would rewrite history the
-- ledger refuses to change): those rows stay correct, only unpruned.
create function history_partition_make(parent text, month date) returns boolean language plpgsql as $$
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
$$;

-- The current month's partition and the next `months_ahead` months', for each history table.
create function history_partitions_ensure(months_ahead integer default 3) returns integer language plpgsql as $$
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
$$;

-- Chat's retention (the `chat-retention` job): drops each month partition of chat_messages that
-- ends at or before `cutoff`, whole, instead of deleting its rows one by one. Only chat: bets and
-- ledger entries are money history and are kept.
create function history_partitions_drop_before(parent text, cutoff timestamptz) returns integer language plpgsql as $$
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
$$;

-- Rebuilds `tbl` as partitioned by month of `col`, keeping its columns, defaults, checks, foreign
-- keys, indexes, triggers, views and id sequence position, and moving every row. Run once per
-- table by this migration, then dropped.
create function history_partition_by_month(tbl text, col text) returns void language plpgsql as $$
declare
  seq text := pg_get_serial_sequence(tbl, 'id');
  next_id bigint;
  first_month date;
  month date;
  triggers text[];
  indexes text[];
  foreign_keys text[];
  views text[][];
  def text;
  i integer;
begin
  execute format('select last_value + case when is_called then 1 else 0 end from %s', seq) into next_id;
  select coalesce(array_agg(pg_get_triggerdef(t.oid) order by t.tgname), '{}') into triggers
  from pg_trigger t where t.tgrelid = tbl::regclass and not t.tgisinternal;
  select coalesce(array_agg(pg_get_indexdef(x.indexrelid) order by x.indexrelid), '{}') into indexes
  from pg_index x where x.indrelid = tbl::regclass and not x.indisprimary;
  select coalesce(array_agg(format('alter table %I add constraint %I %s', tbl, c.conname, pg_get_constraintdef(c.oid))
    order by c.conname), '{}') into foreign_keys
  from pg_constraint c where c.conrelid = tbl::regclass and c.contype = 'f';
  select coalesce(array_agg(array[v.relname::text, pg_get_viewdef(v.oid)] order by v.oid), '{}') into views
  from pg_class v
  where v.relkind = 'v' and exists (
    select from pg_rewrite r join pg_depend d on d.objid = r.oid
    where r.ev_class = v.oid and d.refobjid = tbl::regclass);

  execute format('create table %I (like %I including defaults including constraints including storage)
    partition by range (%I)', tbl || '_monthly', tbl, col);
  -- A serial's default names the old table's sequence, which goes with it.
  execute format('alter table %I alter column id drop default', tbl || '_monthly');
  execute format('alter table %I add primary key (id, %I)', tbl || '_monthly', col);
  execute format('create table %I partition of %I default', tbl || '_pdefault', tbl || '_monthly');
  execute format('select date_trunc(''month'', min(%I) at time zone ''UTC'')::date from %I', col, tbl) into first_month;
  month := least(coalesce(first_month, 'infinity'), date_trunc('month', now() at time zone 'UTC')::date);
  while month <= date_trunc('month', now() at time zone 'UTC')::date + interval '3 months' loop
    execute format('create table %I partition of %I for values from (%L) to (%L)',
      format('%s_p%s', tbl, to_char(month, 'YYYY_MM')), tbl || '_monthly',
      month::timestamp at time zone 'UTC', (month + interval '1 month')::timestamp at time zone 'UTC');
    month := month + interval '1 month';
  end loop;
  execute format('insert into %I select * from %I', tbl || '_monthly', tbl);

  for i in 1 .. coalesce(array_length(views, 1), 0) loop
    execute format('drop view %I', views[i][1]);
  end loop;
  execute format('drop table %I', tbl);
  execute format('alter table %I rename to %I', tbl || '_monthly', tbl);
  execute format('alter table %I rename constraint %I to %I', tbl, tbl || '_monthly_pkey', tbl || '_pkey');
  execute format('create sequence %I owned by %I.id', tbl || '_id_seq', tbl);
  execute format('select setval(%L, %s, false)', tbl || '_id_seq', next_id);
  execute format('alter table %I alter column id set default nextval(%L::regclass)', tbl, tbl || '_id_seq');
  foreach def in array indexes loop
    execute def;
  end loop;
  foreach def in array foreign_keys loop
    execute def;
  end loop;
  foreach def in array triggers loop
    execute def;
  end loop;
  for i in 1 .. coalesce(array_length(views, 1), 0) loop
    execute format('create view %I as %s', views[i][1], views[i][2]);
  end loop;
  -- Autovacuum never analyzes a partitioned parent: the planner gets its figures now.
  execute format('analyze %I', tbl);
end
$$;

-- The vendor's bet id, once per vendor: what bets_vendor_bet_idx guarded, now in a table of its own.
create table vendor_bet_keys (
  vendor text not null,
  vendor_bet_id text not null,
  primary key (vendor, vendor_bet_id)
);
insert into vendor_bet_keys (vendor, vendor_bet_id)
  select vendor, vendor_bet_id from bets where vendor_bet_id is not null;
drop index bets_vendor_bet_idx;

-- Rows that name a bet: checked per statement, and bets are never deleted (below), so the bet a
-- row names cannot go away afterwards either.
alter table bet_wins drop constraint bet_wins_bet_id_fkey;
alter table provider_transactions drop constraint provider_transactions_bet_id_fkey;
alter table lottery_bets drop constraint lottery_bets_bet_id_fkey;
alter table bet_turnover_credits drop constraint bet_turnover_credits_bet_id_fkey;

select history_partition_by_month('bets', 'placed_at');
select history_partition_by_month('ledger_entries', 'created_at');
select history_partition_by_month('chat_messages', 'created_at');
drop function history_partition_by_month(text, text);

create function bets_referenced_exist() returns trigger language plpgsql as $$
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
$$;
-- Inserts are checked per statement (the seamless and settlement batches write many rows in one);
-- an update only when it changes the bet named, so the hot updates of a row's state pay nothing.
create function bet_reference_exists() returns trigger language plpgsql as $$
begin
  if not exists (select from bets where id = new.bet_id) then
    raise exception '% names unknown bet %', tg_table_name, new.bet_id using errcode = '23503';
  end if;
  return null;
end
$$;
create trigger bet_wins_bet_exists after insert on bet_wins
  referencing new table as named_rows for each statement execute function bets_referenced_exist();
create trigger bet_wins_bet_changed after update of bet_id on bet_wins for each row
  when (new.bet_id is distinct from old.bet_id and new.bet_id is not null) execute function bet_reference_exists();
create trigger provider_transactions_bet_exists after insert on provider_transactions
  referencing new table as named_rows for each statement execute function bets_referenced_exist();
create trigger provider_transactions_bet_changed after update of bet_id on provider_transactions for each row
  when (new.bet_id is distinct from old.bet_id and new.bet_id is not null) execute function bet_reference_exists();
create trigger lottery_bets_bet_exists after insert on lottery_bets
  referencing new table as named_rows for each statement execute function bets_referenced_exist();
create trigger lottery_bets_bet_changed after update of bet_id on lottery_bets for each row
  when (new.bet_id is distinct from old.bet_id and new.bet_id is not null) execute function bet_reference_exists();
create trigger bet_turnover_credits_bet_exists after insert on bet_turnover_credits
  referencing new table as named_rows for each statement execute function bets_referenced_exist();
create trigger bet_turnover_credits_bet_changed after update of bet_id on bet_turnover_credits for each row
  when (new.bet_id is distinct from old.bet_id and new.bet_id is not null) execute function bet_reference_exists();

create function bets_keep() returns trigger language plpgsql as $$
begin
  raise exception 'bets are never deleted nor renumbered' using errcode = '55000';
end
$$;
create trigger bets_keep before delete or update of id on bets for each row execute function bets_keep();
