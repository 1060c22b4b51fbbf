-- Withdrawals: the payment password, the payee's bank accounts, the per-member turnover
-- (wagering) requirement, the withdrawal orders with their confirmation by the player and the
-- proof files of a "not received". The money itself moves only through the ledger (holds).

-- One payment password per member (argon2id), with its own wrong-try counter and lock.
create table member_payment_passwords (
  member_id bigint primary key references members (id),
  password_hash text not null,
  failed_count integer not null default 0 check (failed_count >= 0),
  locked_until timestamptz,
  lock_count integer not null default 0 check (lock_count >= 0),
  last_failed_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- Where a member's withdrawals are paid: at most 3 live rows per member (checked under a lock on
-- the member). Removed rows stay (withdrawals keep their own copy of the details anyway).
create table member_bank_accounts (
  id bigint generated always as identity primary key,
  member_id bigint not null references members (id),
  bank_name text not null check (length(bank_name) between 1 and 100),
  -- Letters and digits only (spaces and dashes are dropped on the way in): up to an IBAN's 34.
  account_number text not null check (account_number ~ '^[0-9A-Za-z]{4,34}$'),
  account_holder text not null check (length(account_holder) between 1 and 255),
  created_at timestamptz not null default now(),
  removed_at timestamptz
);
create index member_bank_accounts_member_idx on member_bank_accounts (member_id) where removed_at is null;
create unique index member_bank_accounts_live_key on member_bank_accounts (member_id, bank_name, account_number)
  where removed_at is null;

-- What a member still has to wager before withdrawing: deposits and bonuses raise it, bets lower
-- it (never below zero), an operator may set it.
create table member_turnover_requirements (
  member_id bigint primary key references members (id),
  remaining_minor bigint not null default 0 check (remaining_minor >= 0),
  updated_at timestamptz not null default now()
);

create table withdrawals (
  id bigint generated always as identity primary key,
  member_id bigint not null references members (id),
  -- The client's Idempotency-Key: the same key again answers the first withdrawal.
  idempotency_key text not null check (length(idempotency_key) between 1 and 200),
  request_hash bytea not null,
  bank_account_id bigint not null references member_bank_accounts (id),
  -- The payee as it was when asked (the bank account row may be removed later).
  bank_name text not null,
  account_number text not null,
  account_holder text not null,
  amount_minor bigint not null check (amount_minor > 0),
  currency text not null check (currency ~ '^[A-Z]{3}$'),
  status text not null default 'in_process' check (status in ('in_process', 'approved', 'rejected')),
  hold_id bigint not null references ledger_holds (id),
  reviewed_by text,
  reviewed_at timestamptz,
  reject_reason text check (length(reject_reason) <= 500),
  -- After approval the player confirms: awaiting -> received | not_received; an awaiting one past
  -- the brand's window becomes auto_received; the operator closes a not_received as forced_received.
  confirmation text check (confirmation in ('awaiting', 'received', 'not_received', 'auto_received', 'forced_received')),
  confirm_by timestamptz,
  confirmed_at timestamptz,
  created_at timestamptz not null default now(),
  unique (member_id, idempotency_key),
  check ((status = 'approved') = (confirmation is not null))
);
create index withdrawals_member_idx on withdrawals (member_id, created_at desc, id desc);
create index withdrawals_status_idx on withdrawals (status, created_at desc, id desc);
create index withdrawals_awaiting_idx on withdrawals (confirm_by) where confirmation = 'awaiting';

-- The proof of a "not received": files kept by the storage interface, named here by their key.
create table withdrawal_proofs (
  id bigint generated always as identity primary key,
  withdrawal_id bigint not null references withdrawals (id),
  storage_key text not null check (length(storage_key) between 1 and 200),
  content_type text not null check (content_type in ('image/png', 'image/jpeg')),
  size_bytes integer not null check (size_bytes > 0),
  created_at timestamptz not null default now()
);
create index withdrawal_proofs_withdrawal_idx on withdrawal_proofs (withdrawal_id);
