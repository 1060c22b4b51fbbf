-- Deposits: the payment channels the operator configures, the players' deposit orders, the
-- gateway webhooks the portal has recorded, and the sandbox gateway's own tables (it is a separate
-- service that happens to be served by the same process: it shares no table with the portal).

create table payment_channels (
  id bigint generated always as identity primary key,
  type text not null check (type in ('gateway', 'bank_transfer')),
  name text not null check (length(name) between 1 and 60),
  min_minor bigint not null check (min_minor > 0),
  max_minor bigint not null,
  -- The fee is fixed + amount * fee_bps / 10000 (rounded up to a minor unit). 'player': taken off
  -- the credited amount; 'brand': the player gets the whole amount and the brand bears the fee.
  fee_fixed_minor bigint not null default 0 check (fee_fixed_minor >= 0),
  fee_bps integer not null default 0 check (fee_bps between 0 and 10000),
  fee_payer text not null default 'player' check (fee_payer in ('player', 'brand')),
  position integer not null default 0 check (position between 0 and 10000),
  enabled boolean not null default true,
  -- A gateway: where its pay page lives, who we are there, and the shared webhook secret
  -- (AES-256-GCM with a server key, base64url iv.tag.data: never answered, not even to operators).
  gateway_base_url text check (length(gateway_base_url) <= 500),
  gateway_merchant_id text check (length(gateway_merchant_id) <= 100),
  gateway_secret_encrypted text check (length(gateway_secret_encrypted) <= 2000),
  -- A bank transfer: the account the player pays into, as the player sees it.
  bank_name text check (length(bank_name) <= 100),
  bank_account_name text check (length(bank_account_name) <= 100),
  bank_account_number text check (length(bank_account_number) <= 60),
  bank_instructions text check (length(bank_instructions) <= 500),
  seed_key text unique,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (max_minor >= min_minor),
  check (type <> 'gateway' or (gateway_base_url is not null and gateway_merchant_id is not null
    and gateway_secret_encrypted is not null)),
  check (type <> 'bank_transfer' or (bank_name is not null and bank_account_name is not null
    and bank_account_number is not null))
);

create table deposit_orders (
  id bigint generated always as identity primary key,
  -- What the player, the gateway and the operator call the order (random: not a counter to guess).
  order_no text not null unique check (length(order_no) between 8 and 40),
  member_id bigint not null references members (id),
  channel_id bigint not null references payment_channels (id),
  channel_type text not null check (channel_type in ('gateway', 'bank_transfer')),
  amount_minor bigint not null check (amount_minor > 0),
  fee_minor bigint not null default 0 check (fee_minor >= 0),
  -- What reaches the main wallet: the amount, less the fee when the player pays it.
  credit_minor bigint not null check (credit_minor > 0),
  currency text not null check (currency ~ '^[A-Z]{3}$'),
  status text not null default 'pending'
    check (status in ('pending', 'paid', 'failed', 'rejected', 'expired')),
  idempotency_key text not null check (length(idempotency_key) between 1 and 100),
  request_hash text not null,
  -- The bank transfer's reference the player typed.
  reference text check (length(reference) <= 64),
  -- Set by the gateway's webhook: one gateway order confirms one portal order, once.
  gateway_order_id text check (length(gateway_order_id) <= 100),
  review_note text check (length(review_note) <= 500),
  reviewed_by text check (length(reviewed_by) <= 60),
  ledger_transaction_id bigint references ledger_transactions (id),
  expires_at timestamptz,
  completed_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (member_id, idempotency_key),
  unique (channel_id, gateway_order_id),
  check ((status = 'paid') = (ledger_transaction_id is not null))
);
create index deposit_orders_member_idx on deposit_orders (member_id, created_at desc, id desc);
create index deposit_orders_pending_idx on deposit_orders (channel_type, created_at) where status = 'pending';

-- Every signed webhook the portal accepted, with what it did; a second delivery of the same
-- status for the same gateway order is the unique conflict (a replay: answered 2xx, nothing moves).
create table payment_webhook_events (
  id bigint generated always as identity primary key,
  channel_id bigint not null references payment_channels (id),
  gateway_order_id text not null check (length(gateway_order_id) <= 100),
  order_id bigint not null references deposit_orders (id),
  status text not null check (status in ('paid', 'failed')),
  outcome text not null check (outcome in ('applied', 'ignored')),
  signed_at timestamptz not null,
  received_at timestamptz not null default now(),
  unique (channel_id, gateway_order_id, status)
);

-- The sandbox gateway: its merchants, its orders, and the webhooks it still has to deliver.
create table sandbox_gateway_merchants (
  merchant_id text primary key check (length(merchant_id) between 1 and 100),
  -- Sealed under the sandbox's own server key.
  secret_encrypted text not null check (length(secret_encrypted) <= 2000),
  created_at timestamptz not null default now()
);

create table sandbox_gateway_orders (
  id text primary key check (length(id) between 8 and 100),
  merchant_id text not null references sandbox_gateway_merchants (merchant_id),
  merchant_order_id text not null check (length(merchant_order_id) <= 100),
  amount_minor bigint not null check (amount_minor > 0),
  currency text not null check (currency ~ '^[A-Z]{3}$'),
  notify_url text not null check (length(notify_url) <= 600),
  return_url text not null check (length(return_url) <= 600),
  status text not null default 'pending' check (status in ('pending', 'paid', 'failed')),
  created_at timestamptz not null default now(),
  completed_at timestamptz,
  unique (merchant_id, merchant_order_id)
);

-- The outgoing webhooks, persisted so a restart resumes them; each attempt re-signs the same body.
create table sandbox_gateway_webhooks (
  id bigint generated always as identity primary key,
  order_id text not null references sandbox_gateway_orders (id),
  url text not null check (length(url) <= 600),
  body text not null,
  attempts integer not null default 0,
  max_attempts integer not null check (max_attempts between 1 and 50),
  next_attempt_at timestamptz not null,
  delivered_at timestamptz,
  last_status integer,
  last_error text check (length(last_error) <= 500),
  created_at timestamptz not null default now()
);
create index sandbox_gateway_webhooks_due_idx on sandbox_gateway_webhooks (next_attempt_at)
  where delivered_at is null;
