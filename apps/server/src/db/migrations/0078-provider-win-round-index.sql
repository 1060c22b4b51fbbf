-- A win is held for review when its round's wins pass the vendor's cap (decision 038): each win
-- batch sums the wins already paid in its rounds. Migration 0015's round index covers bets only,
-- so that sum scanned every provider transaction, a cost that grew with the table (1.5–27 ms a
-- batch under the studio bench, most of the batch's statement time). The wins get their own.
create index provider_transactions_win_round_idx on provider_transactions (vendor_code, member_id, round_id)
  where kind = 'win';
