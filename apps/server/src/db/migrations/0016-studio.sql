-- The in-house game studio (docs/decisions/015-in-house-studio.md): a game provider inside this
-- process with tables of its own. It never reads the portal's tables; it knows a player only by
-- the portal's player id and currency, and moves money only through the seamless protocol.

-- A player as the studio knows them: the portal's player id (the member id as text) and currency.
create table studio_players (
  id bigint generated always as identity primary key,
  portal_player_id text not null check (length(portal_player_id) between 1 and 100),
  currency text not null check (currency ~ '^[A-Z]{3}$'),
  created_at timestamptz not null default now(),
  unique (portal_player_id, currency)
);

-- A game session opened by a launch: the portal's launch token (its SHA-256), the game and player.
create table studio_sessions (
  token_hash bytea primary key,
  player_id bigint not null references studio_players (id),
  game_code text not null check (game_code in ('lotus-slot', 'dice', 'baccarat', 'mines')),
  language text not null check (length(language) between 2 and 10),
  return_url text check (length(return_url) <= 500),
  created_at timestamptz not null,
  expires_at timestamptz not null
);
create index studio_sessions_expiry_idx on studio_sessions (expires_at);

-- A player's seed pair: the secret server seed (its hash shown before play), the client seed and
-- the next nonce. One active pair a player; rotating reveals the old server seed.
create table studio_seeds (
  id bigint generated always as identity primary key,
  player_id bigint not null references studio_players (id),
  server_seed bytea not null check (length(server_seed) = 32),
  server_seed_hash text not null check (server_seed_hash ~ '^[0-9a-f]{64}$'),
  client_seed text not null check (length(client_seed) between 1 and 64),
  next_nonce integer not null default 0 check (next_nonce >= 0),
  status text not null default 'active' check (status in ('active', 'revealed')),
  created_at timestamptz not null,
  revealed_at timestamptz,
  check ((status = 'revealed') = (revealed_at is not null))
);
create unique index studio_seeds_active_idx on studio_seeds (player_id) where status = 'active';

-- One round: its seed and nonce fix the outcome before the bet; the money moves through the
-- portal under transaction ids made from the round id.
create table studio_rounds (
  id text primary key check (id ~ '^[a-z0-9-]{8,40}$'),
  player_id bigint not null references studio_players (id),
  seed_id bigint not null references studio_seeds (id),
  nonce integer not null check (nonce >= 0),
  game_code text not null check (game_code in ('lotus-slot', 'dice', 'baccarat', 'mines')),
  variant text not null check (length(variant) between 1 and 20),
  params jsonb not null,
  outcome jsonb not null,
  -- Mines: the tiles revealed so far, in order.
  reveals jsonb not null default '[]'::jsonb check (jsonb_typeof(reveals) = 'array'),
  currency text not null check (currency ~ '^[A-Z]{3}$'),
  stake_minor bigint not null check (stake_minor > 0),
  payout_minor bigint check (payout_minor >= 0),
  -- betting: the bet call is out; open: mines in play; settling: the win call is out;
  -- settled; refused: the portal said no to the bet; rolling_back / rolled_back: the bet's answer
  -- was lost, so it is refunded.
  status text not null check (
    status in ('betting', 'open', 'settling', 'settled', 'refused', 'rolling_back', 'rolled_back')
  ),
  refusal_code text check (length(refusal_code) <= 60),
  balance_after_minor bigint,
  attempts integer not null default 0,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  settled_at timestamptz,
  unique (seed_id, nonce),
  check (status not in ('settling', 'settled') or payout_minor is not null)
);
create index studio_rounds_player_idx on studio_rounds (player_id, created_at desc, id);
-- Unfinished money calls, for the sweep that retries them.
create index studio_rounds_pending_idx on studio_rounds (updated_at)
  where status in ('betting', 'settling', 'rolling_back');
-- One mines round in play a player.
create unique index studio_rounds_open_mines_idx on studio_rounds (player_id)
  where game_code = 'mines' and status in ('betting', 'open');

-- The operator's RTP variant per game.
create table studio_settings (
  game_code text primary key check (game_code in ('lotus-slot', 'dice', 'baccarat', 'mines')),
  variant text not null check (length(variant) between 1 and 20),
  updated_at timestamptz not null
);
