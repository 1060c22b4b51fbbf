-- The game catalog: vendors (a provider behind one adapter), the lobby categories each vendor
-- appears in, and the games. Managed through operator calls; the demo seed lists the in-house
-- studio's games and the third-party vendors' catalog entries (launched through their adapter).

create table game_vendors (
  -- The vendor's code, the spec's 'vassalage': INHOUSE, PGSOFT, TCG_SEA...
  code text primary key check (code ~ '^[A-Z0-9_]{2,30}$'),
  name text not null check (length(name) between 1 and 60),
  -- Seamless: the provider calls our wallet; transfer: the vendor keeps its own balance.
  wallet_model text not null check (wallet_model in ('seamless', 'transfer')),
  -- The spec's accountTypeName (the vendor's account type; lottery vendors use LOTT, ELOTT, TCG_SEA...).
  account_type_name text not null check (length(account_type_name) between 1 and 30),
  small_icon text check (length(small_icon) <= 300),
  is_new boolean not null default false,
  enabled boolean not null default true,
  maintenance boolean not null default false,
  position integer not null default 0 check (position between 0 and 10000),
  seed_key text unique,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- A vendor's card in a lobby category (the spec's game vendor category card).
create table game_vendor_categories (
  vendor_code text not null references game_vendors (code),
  category text not null check (category in ('ELOTT', 'LIVE', 'SPORTS', 'FISH', 'RNG', 'PVP', 'ESPORTS')),
  is_hot boolean not null default false,
  -- 'games': the card lists the vendor's games (isGame VASSALAGE opens the popup game list);
  -- 'lobby': the card launches the vendor's own lobby game (game_code below).
  launch_kind text not null default 'games' check (launch_kind in ('games', 'lobby')),
  lobby_game_code text check (length(lobby_game_code) <= 80),
  position integer not null default 0 check (position between 0 and 10000),
  primary key (vendor_code, category),
  check (launch_kind <> 'lobby' or lobby_game_code is not null)
);

create table games (
  id bigint generated always as identity primary key,
  -- The public id of a game in lists, favorites and launches.
  node_id text not null unique check (node_id ~ '^[A-Za-z0-9_.:-]{1,100}$'),
  vendor_code text not null references game_vendors (code),
  -- The vendor's own code for the game (what its launch and wallet calls name).
  game_code text not null check (length(game_code) between 1 and 80),
  category text not null check (category in ('ELOTT', 'LIVE', 'SPORTS', 'FISH', 'RNG', 'PVP', 'ESPORTS', 'LOTT')),
  -- Names per interface language ({ "en": "...", "pt-BR": "..." }); 'en' is required.
  name jsonb not null check (name ? 'en'),
  -- The spec's gameType (RNG, LIVE, FISH, PVP...) and gameClassify (a lobby filter: SLOT, TABLE...).
  game_type text not null check (length(game_type) between 1 and 30),
  game_classify text check (length(game_classify) <= 30),
  min_bet_minor bigint not null default 0 check (min_bet_minor >= 0),
  min_line_num integer not null default 0 check (min_line_num >= 0),
  image_url text check (length(image_url) <= 500),
  is_hot boolean not null default false,
  hot_rank integer not null default 0 check (hot_rank >= 0),
  enabled boolean not null default true,
  maintenance boolean not null default false,
  position integer not null default 0 check (position between 0 and 100000),
  seed_key text unique,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (vendor_code, game_code)
);
-- A lobby page: a category's enabled games of one vendor (or all), in display order.
create index games_lobby_idx on games (category, vendor_code, position, id) where enabled;
create index games_hot_idx on games (hot_rank, id) where enabled and is_hot;
