-- Winners-only lottery settlement (decision 029). A lottery bet's row in bets is written once, at
-- placement, and settlement never updates it: settling a period writes its winners' payouts here
-- (one insert), and a bet's status, payout and settle time are derived (its period settled or
-- confirmed, with a payout row or not). A cancelled bet is still marked cancelled in bets.

-- The bet's period, written at placement: what readers join (lottery_periods is small) to know
-- whether a pending lottery bet is settled, without reading lottery_bets.
alter table bets add column lottery_period_id bigint references lottery_periods (id);

-- The current payout of each winning lottery bet. The first round inserts one row per winner; a
-- correction writes only the bets whose payout changed (a bet that no longer wins keeps a row
-- with payout 0), each row carrying the round that changed it last and by how much: the lines of
-- that round's ledger batch. The keys come from lottery_bets (whose references stand for them) in
-- the statement that writes the row: no reference checks here, a hundred thousand rows at once.
create table lottery_payouts (
  period_id bigint not null,
  bet_id bigint not null,
  round integer not null check (round > 0),
  -- The wallet that paid the stake and receives the payout, and its member (the house shard).
  account_id bigint not null,
  member_id bigint not null,
  payout_minor bigint not null check (payout_minor >= 0),
  -- payout_minor less the bet's payout before this round: what this round's batch paid it.
  change_minor bigint not null,
  primary key (period_id, bet_id)
);

-- Existing settled lottery bets move to the derived form: their payouts here, their rows back to
-- what placement wrote.
update bets b set lottery_period_id = l.period_id from lottery_bets l where l.bet_id = b.id;
insert into lottery_payouts (period_id, bet_id, round, account_id, member_id, payout_minor, change_minor)
  select l.period_id, b.id, greatest(p.round, 1), l.account_id, b.member_id, b.payout_minor, b.payout_minor
  from bets b join lottery_bets l on l.bet_id = b.id join lottery_periods p on p.id = l.period_id
  where b.status = 'settled' and b.payout_minor > 0;
-- Not a bet leaving settled for loyalty (migration 0037): its events stand.
alter table bets disable trigger bets_loyalty_events_settled;
update bets set status = 'pending', payout_minor = 0, settled_at = null
  where lottery_period_id is not null and status = 'settled';
alter table bets enable trigger bets_loyalty_events_settled;

-- What every reader of bets reads: a bet with what it won or lost. A pending lottery bet of a
-- settled (or confirmed) period is settled at the period's settle time, paying its payout row or
-- nothing; every other bet as its row says.
drop view bet_records;
create view bet_records as
  select b.id, b.member_id, b.product, b.vendor, b.game_code, b.game_name, b.round_id, b.currency,
    b.stake_minor, b.valid_bet_minor,
    case when p.id is null then b.payout_minor else coalesce(w.payout_minor, 0) end as payout_minor,
    case when p.id is null then b.payout_minor else coalesce(w.payout_minor, 0) end - b.stake_minor as profit_minor,
    case when p.id is null then b.status else 'settled' end as status,
    b.placed_at,
    case when p.id is null then b.settled_at else p.settled_at end as settled_at
  from bets b
  left join lottery_periods p on p.id = b.lottery_period_id and b.status = 'pending'
    and p.status in ('settled', 'confirmed')
  left join lottery_payouts w on w.period_id = p.id and w.bet_id = b.id;

-- A period's slips: the settlement leaves out the bets of its cancelled slips (the only lottery
-- bets cancelled while their period is live) and writes its loyalty events from them.
create index lottery_slips_period_idx on lottery_slips (period_id);

-- Loyalty counted a bet when settling updated its row (migration 0037's trigger on bets); a lottery
-- settlement now writes the period's events itself, one per player: its rounds are the bets of
-- the player's live slips, written here at placement.
alter table lottery_slips add column bets integer not null default 0 check (bets >= 0);
update lottery_slips s set bets = c.n
  from (select slip_id, count(*)::int as n from lottery_bets group by slip_id) c where c.slip_id = s.id;
