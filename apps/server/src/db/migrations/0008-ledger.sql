-- The ledger: accounts with balances, journal transactions of immutable entries that sum to zero,
-- two-phase holds. Only apps/server/src/features/wallet/ledger writes these tables.

create table ledger_accounts (
  id bigint generated always as identity primary key,
  -- A player's wallet (main, bonus, vendor:<CODE>) or a system account (house:<product>, gateway:<channel>...).
  member_id bigint references members (id),
  code text not null check (code ~ '^[a-z][a-z0-9_]*(:[A-Za-z0-9_.-]+)?$' and length(code) <= 80),
  -- System accounts every posting would touch are split in shards, so no single row is hot.
  shard smallint not null default 0 check (shard between 0 and 63),
  currency text not null check (currency ~ '^[A-Z]{3}$'),
  balance_minor bigint not null default 0,
  -- Players never go below zero; system accounts (the house pays winnings, a gateway owes) may.
  allow_negative boolean not null default false,
  created_at timestamptz not null default now(),
  check (allow_negative or balance_minor >= 0),
  check (member_id is not null or allow_negative),
  check (member_id is null or shard = 0)
);
create unique index ledger_accounts_member_key on ledger_accounts (member_id, code) where member_id is not null;
create unique index ledger_accounts_system_key on ledger_accounts (code, shard) where member_id is null;

create table ledger_transactions (
  id bigint generated always as identity primary key,
  -- Who asked (deposit, withdrawal, transfer, game:<vendor>...) and the key unique within that source.
  source text not null check (length(source) between 1 and 60),
  idempotency_key text not null check (length(idempotency_key) between 1 and 200),
  kind text not null check (length(kind) between 1 and 40),
  -- SHA-256 of the canonical request: the same key with other data is refused.
  request_hash bytea not null,
  -- The player the movement concerns (records are read by it), if any.
  member_id bigint references members (id),
  reference text check (length(reference) <= 200),
  memo jsonb,
  created_at timestamptz not null default now(),
  unique (source, idempotency_key)
);
create index ledger_transactions_member_idx on ledger_transactions (member_id, created_at desc, id desc)
  where member_id is not null;

create table ledger_entries (
  id bigint generated always as identity primary key,
  transaction_id bigint not null references ledger_transactions (id),
  account_id bigint not null references ledger_accounts (id),
  -- Signed: positive raises the account's balance, negative lowers it.
  amount_minor bigint not null check (amount_minor <> 0),
  balance_before_minor bigint not null,
  balance_after_minor bigint not null,
  created_at timestamptz not null default now(),
  check (balance_after_minor = balance_before_minor + amount_minor)
);
create index ledger_entries_account_idx on ledger_entries (account_id, id desc);
create index ledger_entries_transaction_idx on ledger_entries (transaction_id);

-- Money that waits on something: moved from the account to a pending account at once, then posted
-- on to its destination or voided back. The state changes once, by a conditional update.
create table ledger_holds (
  id bigint generated always as identity primary key,
  source text not null,
  idempotency_key text not null,
  account_id bigint not null references ledger_accounts (id),
  pending_account_id bigint not null references ledger_accounts (id),
  amount_minor bigint not null check (amount_minor > 0),
  state text not null default 'pending' check (state in ('pending', 'posted', 'voided')),
  hold_transaction_id bigint not null references ledger_transactions (id),
  settle_transaction_id bigint references ledger_transactions (id),
  created_at timestamptz not null default now(),
  settled_at timestamptz,
  unique (source, idempotency_key),
  check ((state = 'pending') = (settle_transaction_id is null))
);

-- Entries and transactions are history: never changed, never removed.
create function ledger_refuse_change() returns trigger language plpgsql as $$
begin
  raise exception 'ledger history is immutable (% on %)', tg_op, tg_table_name using errcode = '23514';
end
$$;
create trigger ledger_entries_immutable before update or delete on ledger_entries
  for each row execute function ledger_refuse_change();
create trigger ledger_transactions_immutable before update or delete on ledger_transactions
  for each row execute function ledger_refuse_change();

-- Double entry, checked by the database at commit: a transaction's entries sum to zero.
create function ledger_check_balanced() returns trigger language plpgsql as $$
declare
  total numeric;
begin
  select coalesce(sum(amount_minor), 0) into total from ledger_entries where transaction_id = new.transaction_id;
  if total <> 0 then
    raise exception 'ledger transaction % does not balance (%)', new.transaction_id, total using errcode = '23514';
  end if;
  return null;
end
$$;
create constraint trigger ledger_entries_balanced after insert on ledger_entries
  deferrable initially deferred for each row execute function ledger_check_balanced();
