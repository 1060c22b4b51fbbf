-- The lottery engine (issue 6, decision 016): games (markets), their periods (issue numbers), the
-- recorded results, bet details beside the shared `bets` rows, bet slips, per-number liability and
-- the settlement batches. Money moves only through the ledger.

create table lottery_games (
  id bigint generated always as identity primary key,
  code text not null unique check (code ~ '^[A-Z0-9_]{2,20}$'),
  name text not null check (length(name) between 1 and 80),
  -- What is drawn and which bet menu applies: the Vietnamese markets or a fast variant.
  market text not null check (market in ('XSMB', 'XSMN', 'XSMT', 'FAST_NORTH', 'KENO', 'DIGIT5')),
  -- The `bets.product` of its bets: LOTT (Vietnamese lottery) or ELOTT (fast draws).
  product text not null check (product in ('LOTT', 'ELOTT')),
  -- Fast games draw every interval; the Vietnamese markets once a day at draw_time (Asia/Ho_Chi_Minh).
  interval_seconds integer check (interval_seconds between 15 and 86400),
  draw_time text check (draw_time ~ '^[0-2][0-9]:[0-5][0-9]$'),
  -- Betting stops this long before the draw.
  close_before_seconds integer not null default 5 check (close_before_seconds between 0 and 86400),
  -- A recorded result may be corrected until the payout is confirmed, this long after settlement.
  confirm_after_seconds integer not null default 0 check (confirm_after_seconds between 0 and 604800),
  -- Who supplies results: the provably fair RNG, the operator / a results feed, or the demo feed.
  result_source text not null check (result_source in ('rng', 'operator', 'demo_feed')),
  -- The house's most potential payout on one outcome (a number of a bet kind) in one period.
  liability_limit_minor bigint not null check (liability_limit_minor > 0),
  -- Operator overrides of the bet menu's defaults (odds, stake factor, unit limits), by bet type.
  bet_settings jsonb not null default '{}',
  enabled boolean not null default true,
  position integer not null default 0,
  seed_key text unique,
  check ((market in ('FAST_NORTH', 'KENO', 'DIGIT5')) = (interval_seconds is not null)),
  check ((market in ('XSMB', 'XSMN', 'XSMT')) = (draw_time is not null))
);

create table lottery_periods (
  id bigint generated always as identity primary key,
  game_id bigint not null references lottery_games (id),
  issue text not null check (length(issue) between 1 and 40),
  -- The Vietnamese station drawn (one period per station and day); null for fast games.
  station_code text check (station_code ~ '^[A-Z]{2,4}$'),
  open_at timestamptz not null,
  close_at timestamptz not null,
  draw_at timestamptz not null,
  status text not null default 'open'
    check (status in ('open', 'closed', 'drawn', 'settled', 'confirmed', 'cancelled')),
  -- Provably fair draws: the hash is public from the start, the seed once drawn.
  seed bytea,
  seed_hash text,
  -- Each settlement of a result is a round; a corrected result reverses the round and settles the next.
  round integer not null default 0,
  result_source text,
  drawn_at timestamptz,
  settled_at timestamptz,
  confirmed_at timestamptz,
  cancelled_at timestamptz,
  cancel_reason text check (length(cancel_reason) <= 200),
  unique (game_id, issue),
  check (open_at <= close_at and close_at <= draw_at),
  check ((seed is null) = (seed_hash is null))
);
create index lottery_periods_due_idx on lottery_periods (status, draw_at);
create index lottery_periods_game_idx on lottery_periods (game_id, draw_at desc);

-- A period's result: one row per prize number (prize 0 is the special prize; keno and digit games
-- keep their balls in prize 0, idx = draw order / position).
create table lottery_results (
  period_id bigint not null references lottery_periods (id),
  prize smallint not null check (prize between 0 and 8),
  idx smallint not null check (idx between 1 and 20),
  number text not null check (number ~ '^[0-9]{1,6}$'),
  primary key (period_id, prize, idx)
);

create table lottery_slips (
  id bigint generated always as identity primary key,
  member_id bigint not null references members (id),
  period_id bigint not null references lottery_periods (id),
  idempotency_key text not null,
  stake_minor bigint not null check (stake_minor > 0),
  status text not null default 'placed' check (status in ('placed', 'cancelled')),
  stake_transaction_id bigint not null references ledger_transactions (id),
  refund_transaction_id bigint references ledger_transactions (id),
  placed_at timestamptz not null,
  cancelled_at timestamptz,
  unique (member_id, idempotency_key)
);
create index lottery_slips_member_idx on lottery_slips (member_id, id desc);

-- What a lottery bet is beside its `bets` row (which holds the stake, the payout and the status).
-- Settlement reads only this table and the result: payout = base × odds per the rule.
create table lottery_bets (
  bet_id bigint primary key references bets (id),
  period_id bigint not null references lottery_periods (id),
  slip_id bigint not null references lottery_slips (id),
  bet_type text not null check (bet_type ~ '^[a-z0-9_]{1,20}$'),
  -- count: paid per occurrence; all: every pick drawn, paid once; none: no pick drawn; table: odds by hits.
  rule text not null check (rule in ('count', 'all', 'none', 'table')),
  -- The outcomes the bet is on (fact keys such as 'L2:37'), and the picks as the player wrote them.
  pick_keys text[] not null check (cardinality(pick_keys) between 1 and 10),
  picks text not null,
  unit_minor bigint not null check (unit_minor > 0),
  multiplier integer not null check (multiplier > 0),
  -- unit × multiplier: what one hit's odds multiply.
  base_minor bigint not null check (base_minor > 0),
  -- Odds in thousandths of the base; for the 'table' rule, element hits + 1.
  odds_milli bigint[] not null,
  -- The main wallet that paid the stake and receives the payout.
  account_id bigint not null references ledger_accounts (id)
);
create index lottery_bets_period_idx on lottery_bets (period_id);
create index lottery_bets_slip_idx on lottery_bets (slip_id);

-- The potential payout the house has accepted on one outcome of one period; raised by a conditional
-- upsert that refuses to pass the game's limit, so concurrent slips cannot overshoot it.
create table lottery_liability (
  period_id bigint not null references lottery_periods (id),
  outcome text not null,
  amount_minor bigint not null check (amount_minor >= 0),
  primary key (period_id, outcome)
);

-- Each settlement round of a period: its ledger batch, and the batch that reversed it if corrected.
create table lottery_settlements (
  period_id bigint not null references lottery_periods (id),
  round integer not null,
  transaction_id bigint references ledger_transactions (id),
  reversal_transaction_id bigint references ledger_transactions (id),
  bets integer not null,
  winners integer not null,
  payout_minor bigint not null,
  settled_at timestamptz not null,
  primary key (period_id, round)
);
