-- Settlement reads only the bets that can win (decision 029). A bet on one pick, or on several
-- picks all of which must be drawn, can only win when its first pick was drawn: this index finds
-- them by the period's drawn keys (a few dozen) instead of reading every bet of the period.
create index lottery_bets_period_first_pick_idx on lottery_bets (period_id, (pick_keys[1]))
  where rule = 'all' or (rule = 'count' and cardinality(pick_keys) = 1);

-- The bets that can pay on fewer hits than their picks (several counted picks, none drawn, a
-- table of odds): every one of them is read, and this index finds them without the others.
create index lottery_bets_period_any_hits_idx on lottery_bets (period_id)
  where rule in ('none', 'table') or (rule = 'count' and cardinality(pick_keys) > 1);
