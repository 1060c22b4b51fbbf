-- Game providers (docs/decisions/013-game-providers.md): the operator's configuration of each
-- vendor's adapter, the seamless launch tokens, every seamless wallet call under the provider's
-- transaction id, the rounds those calls belong to, and the transfers to transfer-model vendors.

create table provider_configs (
  vendor_code text primary key references game_vendors (code),
  -- Where the adapter calls the vendor (transfer model) and where a game is launched.
  base_url text check (length(base_url) <= 300),
  launch_url text check (length(launch_url) <= 300),
  -- The vendor's merchant / operator id at the vendor, when its protocol names one.
  merchant_id text check (length(merchant_id) <= 100),
  -- The shared HMAC secret, AES-256-GCM sealed (features/providers/provider-secrets.ts).
  secret_encrypted text,
  -- Addresses the vendor calls from; empty: any.
  ip_allow_list jsonb not null default '[]'::jsonb check (jsonb_typeof(ip_allow_list) = 'array'),
  max_bet_minor bigint not null default 100000000 check (max_bet_minor > 0),
  -- How long the adapter waits for the vendor's answer before it counts as lost.
  timeout_ms integer not null default 5000 check (timeout_ms between 50 and 60000),
  enabled boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- A seamless launch token: only its SHA-256 is kept; bound to the player, the vendor and the game.
create table provider_launch_tokens (
  token_hash bytea primary key,
  member_id bigint not null references members (id),
  vendor_code text not null,
  game_code text not null,
  created_at timestamptz not null,
  expires_at timestamptz not null
);
create index provider_launch_tokens_expiry_idx on provider_launch_tokens (expires_at);

-- A provider's round of one player: bets join it while open; end-round closes it.
create table provider_rounds (
  vendor_code text not null,
  member_id bigint not null references members (id),
  round_id text not null check (length(round_id) between 1 and 100),
  status text not null default 'open' check (status in ('open', 'closed')),
  created_at timestamptz not null,
  closed_at timestamptz,
  primary key (vendor_code, member_id, round_id)
);

-- Every seamless money call, once, under the provider's transaction id (providers retry for a day
-- and more: rows are kept). A rollback of a bet not seen yet writes a tombstone in the bet's place,
-- so the bet arriving later meets the unique constraint and is refused.
create table provider_transactions (
  id bigint generated always as identity primary key,
  vendor_code text not null,
  transaction_id text not null check (length(transaction_id) between 1 and 100),
  kind text not null check (kind in ('bet', 'win', 'rollback', 'end-round')),
  member_id bigint not null references members (id),
  round_id text check (length(round_id) <= 100),
  -- The bet a win or rollback names.
  bet_transaction_id text check (length(bet_transaction_id) <= 100),
  amount_minor bigint not null default 0 check (amount_minor >= 0),
  currency text not null check (currency ~ '^[A-Z]{3}$'),
  -- What the id stands for: the same id with another hash is a duplicate with other data.
  request_hash bytea,
  -- Bets only: open, settled (a win paid it or its round ended), rolled_back; a tombstone is a
  -- rolled-back bet never seen.
  bet_state text check (bet_state in ('open', 'settled', 'rolled_back')),
  is_tombstone boolean not null default false,
  -- The first answer, given again to a replay.
  answer jsonb,
  ledger_transaction_id bigint references ledger_transactions (id),
  bet_id bigint references bets (id),
  created_at timestamptz not null,
  unique (vendor_code, transaction_id),
  check ((kind = 'bet') = (bet_state is not null)),
  check (is_tombstone or request_hash is not null)
);
create index provider_transactions_round_idx on provider_transactions (vendor_code, member_id, round_id)
  where kind = 'bet';

-- Transfers to and from a transfer-model vendor: the ledger hold waits here until the vendor says.
create table provider_transfers (
  id bigint generated always as identity primary key,
  vendor_code text not null,
  member_id bigint not null references members (id),
  direction text not null check (direction in ('in', 'out')),
  amount_minor bigint not null check (amount_minor > 0),
  currency text not null check (currency ~ '^[A-Z]{3}$'),
  -- Our unique reference at the vendor.
  reference text not null unique check (length(reference) between 1 and 64),
  -- The player's idempotency key of the request that made it (member-scoped).
  request_key text not null check (length(request_key) <= 200),
  hold_id bigint not null references ledger_holds (id),
  state text not null default 'pending' check (state in ('pending', 'ok', 'failed')),
  attempts integer not null default 0,
  created_at timestamptz not null,
  resolved_at timestamptz,
  unique (member_id, request_key)
);
create index provider_transfers_pending_idx on provider_transfers (member_id, vendor_code) where state = 'pending';
