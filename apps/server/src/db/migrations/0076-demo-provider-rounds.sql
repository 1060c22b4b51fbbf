-- The demo provider's own record of the rounds its tables played (features/providers/demo), as an
-- outside provider keeps its rounds: its round-detail page, opened from the betting record and the
-- console, shows what was drawn. The portal's ledger never reads it. Only a seeded demo plays there.
create table demo_provider_rounds (
  round_id uuid primary key,
  vendor_code text not null,
  game_code text not null,
  -- The portal's member id as the launch named the player.
  player text not null check (length(player) between 1 and 100),
  currency text not null check (currency ~ '^[A-Z]{3}$'),
  kind text not null,
  choice text not null,
  -- What the table drew (the number, the cards, the reels) and who won.
  outcome jsonb not null,
  stake_minor bigint not null check (stake_minor > 0),
  payout_minor bigint not null check (payout_minor >= 0),
  -- The catalogue's names of the vendor and the game at launch (the page's title); may be empty.
  brand text not null default '',
  name text not null default '',
  played_at timestamptz not null
);
