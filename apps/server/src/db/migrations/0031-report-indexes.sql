-- The back office's reports read whole days of bets, deposits, withdrawals, registrations and
-- studio rounds. Each range gets an index on the time the report counts by, so a day or a week
-- reads its own rows, not the table (bench/reports.ts times 30 days of 1,000,000 bets).

-- When the bet was placed. Settling never changes placed_at, so the update stays heap-only
-- (migration 0022: no index of bets may name status, payout_minor or settled_at).
create index bets_placed_at_idx on bets (placed_at);

-- Paid deposits by the time they were paid; per member, for the first deposit of each.
create index deposit_orders_paid_idx on deposit_orders (completed_at) where status = 'paid';
create index deposit_orders_member_paid_idx on deposit_orders (member_id, completed_at) where status = 'paid';

-- Approved withdrawals by the time they were approved.
create index withdrawals_approved_idx on withdrawals (reviewed_at) where status = 'approved';

-- Registrations by day.
create index members_created_idx on members (created_at);

-- Settled studio rounds by the time they were played (observed RTP).
create index studio_rounds_settled_idx on studio_rounds (created_at) where status = 'settled';

-- Reports group a range of bets by UTC day and product. Without statistics on the day's
-- expression the planner guesses a group per bet and sorts the range (a million rows) instead of
-- hashing its few hundred groups in parallel.
create statistics bets_day_product_stats (ndistinct)
  on ((placed_at at time zone 'UTC')::date), product, vendor, game_code from bets;
