-- Bets of every game and lottery. The games and lottery issues write them (with the ledger
-- transaction of the stake); the betting record reads them through bet_records.
create table bets (
  id bigint generated always as identity primary key,
  member_id bigint not null references members (id),
  -- The lobby category or 'lottery': RNG, LIVE, SPORTS, FISH, PVP, ESPORTS, ELOTT, LOTT...
  product text not null check (product ~ '^[A-Za-z0-9_]{1,20}$'),
  vendor text not null check (length(vendor) between 1 and 40),
  game_code text not null check (length(game_code) between 1 and 80),
  game_name text check (length(game_name) <= 200),
  -- The vendor's round, ticket or bet id.
  round_id text check (length(round_id) <= 120),
  currency text not null check (currency ~ '^[A-Z]{3}$'),
  stake_minor bigint not null check (stake_minor >= 0),
  -- The part of the stake that counts for turnover (wagering) requirements.
  valid_bet_minor bigint not null default 0 check (valid_bet_minor >= 0),
  payout_minor bigint not null default 0 check (payout_minor >= 0),
  status text not null default 'pending' check (status in ('pending', 'settled', 'cancelled')),
  stake_transaction_id bigint references ledger_transactions (id),
  placed_at timestamptz not null default now(),
  settled_at timestamptz,
  check ((status = 'settled') = (settled_at is not null))
);
create index bets_member_idx on bets (member_id, placed_at desc, id desc);

-- What the betting record shows: a bet with what it won or lost.
create view bet_records as
  select id, member_id, product, vendor, game_code, game_name, round_id, currency, stake_minor,
    valid_bet_minor, payout_minor, payout_minor - stake_minor as profit_minor, status, placed_at, settled_at
  from bets;
