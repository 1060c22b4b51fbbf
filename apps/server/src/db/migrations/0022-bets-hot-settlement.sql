-- Settling a bet updates its row once (status, payout_minor, settled_at). A lottery period settles
-- up to a million rows in one statement. Two changes let that update stay on the row's page (a
-- heap-only tuple, no new entry in any index of bets): measured on 300,000 rows, the update takes
-- a quarter of the time (1.7 s against 6.4 s).
--
-- 1. Half of each page left free for the row's second version.
alter table bets set (fillfactor = 50);

-- 2. No index of bets may name a column that settling changes (an index's predicate counts too):
-- the winners board reads its own table instead of a partial index of winning bets.
drop index bets_winners_idx;

-- The winners board's source (GET /lgw/winners): settled bets that paid more than their stake.
-- Game wins are written as they settle; a lottery period writes only its biggest wins (as many as
-- the board can show: a win below a period's top fifty is below fifty wins of the board anyway).
-- Rows older than the board's window are pruned; a reversed or cancelled bet loses its row.
create table bet_wins (
  bet_id bigint primary key references bets (id),
  member_id bigint not null references members (id),
  currency text not null,
  stake_minor bigint not null check (stake_minor >= 0),
  payout_minor bigint not null check (payout_minor > stake_minor),
  settled_at timestamptz not null
);
create index bet_wins_payout_idx on bet_wins (currency, payout_minor desc);
create index bet_wins_settled_idx on bet_wins (settled_at);
