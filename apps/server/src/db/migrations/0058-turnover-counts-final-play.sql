-- The turnover requirement counts only play that can no longer be undone, at the moment money
-- leaves (decision 040; the gap left by decision 032). Bets still lower the requirement when
-- placed (a member sees it move at once), but what each pending bet took off is recorded here;
-- a cancellation puts back exactly that (no longer the whole valid bet), and a withdrawal or a
-- transfer to another member counts the requirement plus what the member's still-pending bets
-- took off: placing a slip, withdrawing, then cancelling the slip no longer passes the check.
create table bet_turnover_credits (
  bet_id bigint primary key references bets (id),
  member_id bigint not null references members (id),
  lowered_minor bigint not null check (lowered_minor > 0)
);
create index bet_turnover_credits_member_idx on bet_turnover_credits (member_id);

-- Bets placed before this migration restore their whole valid bet when cancelled, as before.
create table turnover_credits_cutover (first_credited_bet_id bigint not null);
insert into turnover_credits_cutover (first_credited_bet_id) select coalesce(max(id), 0) + 1 from bets;

-- One statement per inserting statement, as before: each member's requirement goes down by the
-- statement's bets (never below zero), and each pending bet records its share, in id order (a
-- slip's lines take the requirement first come first served). A member without a requirement
-- still costs one index probe.
create or replace function bets_lower_turnover() returns trigger language plpgsql as $$
begin
  with open as (
    select t.member_id, t.remaining_minor from member_turnover_requirements t
    where t.remaining_minor > 0 and t.member_id in (select p.member_id from placed p where p.valid_bet_minor > 0)
    for update
  ), share as (
    select p.id, p.member_id, p.status,
      greatest(0, least(p.valid_bet_minor, o.remaining_minor - coalesce(sum(p.valid_bet_minor) over (
        partition by p.member_id order by p.id rows between unbounded preceding and 1 preceding), 0))) as lowered
    from placed p join open o on o.member_id = p.member_id
    where p.valid_bet_minor > 0
  ), lowered as (
    update member_turnover_requirements t
    set remaining_minor = t.remaining_minor - s.total, updated_at = now()
    from (select member_id, sum(lowered) as total from share group by member_id having sum(lowered) > 0) s
    where t.member_id = s.member_id
    returning t.member_id
  )
  insert into bet_turnover_credits (bet_id, member_id, lowered_minor)
  select s.id, s.member_id, s.lowered from share s
  where s.lowered > 0 and s.status = 'pending' and exists (select 1 from lowered l where l.member_id = s.member_id);
  return null;
end
$$;

-- A cancelled bet puts back what it took off (older bets: their whole valid bet, as before).
create or replace function bets_restore_turnover() returns trigger language plpgsql as $$
declare
  back bigint;
begin
  delete from bet_turnover_credits where bet_id = old.id returning lowered_minor into back;
  if back is null and old.id < (select first_credited_bet_id from turnover_credits_cutover) then
    back := old.valid_bet_minor;
  end if;
  if coalesce(back, 0) > 0 then
    update member_turnover_requirements
    set remaining_minor = remaining_minor + back, updated_at = now()
    where member_id = old.member_id;
  end if;
  return null;
end
$$;
