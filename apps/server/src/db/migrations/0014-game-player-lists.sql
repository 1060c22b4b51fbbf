-- The player's lists around the catalog (favorites, recent games), the lobby announcements and the
-- PvP rooms of the card-room vendors. A player's rows go with the player's id: no row names another.

create table game_favorites (
  member_id bigint not null references members (id),
  game_id bigint not null references games (id),
  created_at timestamptz not null default now(),
  primary key (member_id, game_id)
);
create index game_favorites_newest_idx on game_favorites (member_id, created_at desc, game_id);

-- One row per player and game: a launch moves it to the top (recent games are the latest launches).
create table game_recent (
  member_id bigint not null references members (id),
  game_id bigint not null references games (id),
  launched_at timestamptz not null default now(),
  launch_count integer not null default 1 check (launch_count > 0),
  primary key (member_id, game_id)
);
create index game_recent_newest_idx on game_recent (member_id, launched_at desc, game_id);

-- Lobby announcements (the spec's e-game announcements): for one category or, with null, every lobby.
create table game_announcements (
  id bigint generated always as identity primary key,
  category text check (category in ('ELOTT', 'LIVE', 'SPORTS', 'FISH', 'RNG', 'PVP', 'ESPORTS', 'INHOUSE', 'PGE')),
  title jsonb not null check (title ? 'en'),
  content jsonb not null check (content ? 'en'),
  enabled boolean not null default true,
  starts_at timestamptz not null default now(),
  ends_at timestamptz,
  seed_key text unique,
  created_at timestamptz not null default now(),
  check (ends_at is null or ends_at > starts_at)
);

-- Rooms of a PvP vendor's card-room game (the launch takes the roomId); the vendor names them.
create table game_pvp_rooms (
  id bigint generated always as identity primary key,
  vendor_code text not null references game_vendors (code),
  room_code text not null check (length(room_code) between 1 and 80),
  game_code text not null check (length(game_code) between 1 and 80),
  name jsonb not null check (name ? 'en'),
  min_bet_minor bigint not null default 0 check (min_bet_minor >= 0),
  enabled boolean not null default true,
  position integer not null default 0 check (position between 0 and 10000),
  unique (vendor_code, room_code)
);

-- Name search and the lobby filters read these on every page.
create index games_vendor_idx on games (vendor_code, position, id) where enabled;
