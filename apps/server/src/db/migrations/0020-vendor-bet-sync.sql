-- Bets of transfer-model vendors, pulled from the vendor's bet history (docs/decisions/013-game-providers.md,
-- "Bet history"). They feed the betting record only: the money moved through the vendor transfers
-- and the balance sync, so these rows carry no ledger transaction.

-- The vendor's own bet id: a bet pulled twice (a re-run, two instances at once) is written once.
alter table bets add column vendor_bet_id text check (length(vendor_bet_id) between 1 and 120);
create unique index bets_vendor_bet_idx on bets (vendor, vendor_bet_id) where vendor_bet_id is not null;

-- Where each vendor's history was read up to: advanced in the same transaction as the rows it covers.
create table provider_bet_cursors (
  vendor_code text primary key references game_vendors (code),
  -- The vendor's opaque cursor after the last page written; null: from the beginning.
  cursor text check (length(cursor) <= 200),
  bets_written bigint not null default 0 check (bets_written >= 0),
  bets_skipped bigint not null default 0 check (bets_skipped >= 0),
  updated_at timestamptz not null default now()
);
