-- The demo's transfer-model vendor (features/providers/demo/transfer): a vendor of our own that keeps
-- its players' balances, its transfers and its bets apart from the portal's ledger, as an outside
-- vendor would on its side. Only a seeded demo points vendors at it.

create table demo_vendor_players (
  vendor_code text not null,
  -- The portal's name for its member at the vendor (`m<memberId>`).
  username text not null check (length(username) between 1 and 100),
  currency text not null check (currency ~ '^[A-Z]{3}$'),
  balance_minor bigint not null default 0 check (balance_minor >= 0),
  created_at timestamptz not null,
  primary key (vendor_code, username)
);

create table demo_vendor_transfers (
  vendor_code text not null,
  -- The portal's reference: applied once; 'closed' is a reference asked about before it arrived,
  -- refused from then on (the protocol's not_found is final).
  reference text not null check (length(reference) between 1 and 64),
  username text not null,
  direction text not null check (direction in ('in', 'out')),
  amount_minor bigint not null check (amount_minor >= 0),
  status text not null check (status in ('ok', 'failed', 'closed')),
  created_at timestamptz not null,
  primary key (vendor_code, reference)
);

create table demo_vendor_bets (
  -- The bet history's cursor: bets of one vendor are written under its advisory lock, so their ids
  -- commit in order and a page read never skips one that commits later.
  id bigint generated always as identity primary key,
  vendor_code text not null,
  username text not null,
  game_code text not null,
  currency text not null check (currency ~ '^[A-Z]{3}$'),
  choice text not null,
  -- What the page showed (the fixture, the cards, the winner), as JSON text.
  outcome text not null,
  stake_minor bigint not null check (stake_minor > 0),
  payout_minor bigint not null check (payout_minor >= 0),
  created_at timestamptz not null
);
create index demo_vendor_bets_vendor_idx on demo_vendor_bets (vendor_code, id);
