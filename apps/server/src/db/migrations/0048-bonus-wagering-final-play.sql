-- Bonus wagering counts only play that can no longer be undone (decision 032, security review N1).
-- Migration 0034 lowered a bonus's requirement when a bet was placed and converted the bonus at
-- zero; cancelling the bet (a lottery slip before the close, a provider's rollback, a voided
-- period) restored the requirement only to a bonus still active, so placing and cancelling turned
-- the bonus into withdrawable money. Now a bet counts when it becomes final:
--   - a provider's bet when it settles (a win, an end of round): a settled bet is never rolled back
--     (SEAMLESS_BET_SETTLED);
--   - a bet written already settled (a transfer vendor's synced history);
--   - a lottery bet when its period is confirmed: no cancel and no correction after that.
-- A cancellation therefore has nothing to restore, and cancelling a bet that counted is refused
-- here (an assertion: no code path does it; one that ever must has to claw the bonus back first).
-- The turnover requirement (migration 0028) still counts at placement and restores on cancel: it
-- moves no money.

-- Bets placed before this migration counted when placed (migration 0034): they do not count
-- again when final, and their cancellation restores as before. One row.
create table bonus_wagering_cutover (
  first_final_bet_id bigint not null
);
insert into bonus_wagering_cutover (first_final_bet_id) select coalesce(max(id), 0) + 1 from bets;

-- Final play lowers the wagering of each member's oldest active bonus (of the bet's vendor, when
-- the bonus names one), floor(valid bet × contribution / 10000) a bet, as migration 0034 did; a
-- bonus reaching zero converts in the same transaction. Only play staked after the bonus was
-- credited counts (its stake's ledger transaction is the later one), as when bets counted at
-- placement: slips placed before a claim and confirmed after it wager nothing for it. A bet with
-- no stake posting (a synced vendor history) counts as before. The members' main wallets are locked
-- first, in id order, as every posting takes them before the bonus row (a stake, a payout), so
-- a confirmation converting many bonuses cannot deadlock with a member's own bet or win.
create function bonuses_wager_final(p_member bigint[], p_product text[], p_vendor text[], p_valid bigint[],
  p_stake_tx bigint[])
returns void language plpgsql as $$
declare
  r record;
begin
  perform 1 from ledger_accounts a
  where a.code = 'main' and a.member_id in (
    select mb.member_id from member_bonuses mb where mb.status = 'active' and mb.member_id = any (p_member))
  order by a.id for update;
  for r in
    with played as (
      select * from unnest(p_member, p_product, p_vendor, p_valid, p_stake_tx)
        as p(member_id, product, vendor, valid_bet_minor, stake_tx)
    ), target as (
      select distinct on (mb.member_id) mb.id, mb.member_id, mb.contributions, mb.vendor_only, mb.credit_transaction_id
      from member_bonuses mb
      where mb.status = 'active' and mb.member_id in (select distinct member_id from played)
      order by mb.member_id, mb.id
    ), counted as (
      select t.id, sum(p.valid_bet_minor * coalesce((t.contributions ->> p.product)::bigint, 0) / 10000) as amount
      from target t
      join played p on p.member_id = t.member_id and p.valid_bet_minor > 0
        and (t.vendor_only is null or p.vendor = t.vendor_only)
        and (p.stake_tx is null or p.stake_tx > t.credit_transaction_id)
      group by t.id
    )
    update member_bonuses mb
    set wagering_remaining_minor = greatest(mb.wagering_remaining_minor - c.amount, 0)
    from counted c
    where mb.id = c.id and c.amount > 0 and mb.status = 'active'
    returning mb.id, mb.wagering_remaining_minor
  loop
    if r.wagering_remaining_minor = 0 then
      perform member_bonus_settle(r.id, 'converted', now());
    end if;
  end loop;
end
$$;

-- Inserted bets: only those written settled count (a synced vendor history); a pending bet counts
-- when it settles or its lottery period is confirmed. A statement whose members hold no active
-- bonus costs one probe of the partial index.
create or replace function bets_wager_bonuses() returns trigger language plpgsql as $$
declare
  f record;
begin
  select array_agg(p.member_id) as m, array_agg(p.product) as p, array_agg(p.vendor) as v,
    array_agg(p.valid_bet_minor) as x, array_agg(p.stake_transaction_id) as s into f
  from placed p
  where p.status = 'settled' and p.valid_bet_minor > 0
    and p.member_id in (select member_id from member_bonuses where status = 'active');
  if f.m is not null then
    perform bonuses_wager_final(f.m, f.p, f.v, f.x, f.s);
  end if;
  return null;
end
$$;

-- A provider's bets settling (pending to settled, a later win on a settled bet counts nothing):
-- one call per statement, like the loyalty trigger on the same rows (migration 0037).
create function bets_wager_bonuses_settled() returns trigger language plpgsql as $$
declare
  f record;
begin
  select array_agg(n.member_id) as m, array_agg(n.product) as p, array_agg(n.vendor) as v,
    array_agg(n.valid_bet_minor) as x, array_agg(n.stake_transaction_id) as s into f
  from after_rows n
  join before_rows o on o.id = n.id
  where n.status = 'settled' and o.status = 'pending' and n.valid_bet_minor > 0
    and n.member_id in (select member_id from member_bonuses where status = 'active')
    and n.id >= (select first_final_bet_id from bonus_wagering_cutover);
  if f.m is not null then
    perform bonuses_wager_final(f.m, f.p, f.v, f.x, f.s);
  end if;
  return null;
end
$$;
create trigger bets_wager_bonuses_settled after update on bets
  referencing old table as before_rows new table as after_rows
  for each statement execute function bets_wager_bonuses_settled();

-- A lottery period confirmed (by the scheduler or an operator): its live bets are final. Read from
-- the members holding an active bonus down to their slips of the period, not the period's bets.
create function lottery_periods_wager_bonuses() returns trigger language plpgsql as $$
declare
  f record;
begin
  select array_agg(b.member_id) as m, array_agg(b.product) as p, array_agg(b.vendor) as v,
    array_agg(b.valid_bet_minor) as x, array_agg(b.stake_transaction_id) as s into f
  from lottery_slips s
  join lottery_bets l on l.slip_id = s.id
  join bets b on b.id = l.bet_id
  where s.period_id = new.id and s.status = 'placed'
    and s.member_id in (select member_id from member_bonuses where status = 'active')
    and b.status = 'pending' and b.valid_bet_minor > 0
    and b.id >= (select first_final_bet_id from bonus_wagering_cutover);
  if f.m is not null then
    perform bonuses_wager_final(f.m, f.p, f.v, f.x, f.s);
  end if;
  return null;
end
$$;
create trigger lottery_periods_wager_bonuses after update of status on lottery_periods for each row
  when (new.status = 'confirmed' and old.status <> 'confirmed')
  execute function lottery_periods_wager_bonuses();

-- A cancelled bet: play that counted (settled, or of a confirmed lottery period) is never
-- cancelled, and a bet placed since this migration never counted before it was final, so there is
-- nothing to restore. A bet placed before it counted when placed: its contribution goes back on
-- the member's oldest active bonus, as migration 0034 did.
create or replace function bets_restore_bonus_wagering() returns trigger language plpgsql as $$
begin
  if old.status = 'settled'
    or exists (select 1 from lottery_periods where id = old.lottery_period_id and status = 'confirmed') then
    raise exception 'bet % counted for bonus wagering when it became final: it cannot be cancelled', old.id;
  end if;
  if old.id < (select first_final_bet_id from bonus_wagering_cutover) then
    update member_bonuses mb
    set wagering_remaining_minor = least(mb.wagering_required_minor,
      mb.wagering_remaining_minor + old.valid_bet_minor * coalesce((mb.contributions ->> old.product)::bigint, 0) / 10000)
    where mb.id = (select id from member_bonuses where member_id = old.member_id and status = 'active' order by id limit 1)
      and (mb.vendor_only is null or mb.vendor_only = old.vendor);
  end if;
  return null;
end
$$;
