-- Bets lower the turnover (wagering) requirement (decision 011, security review M8). Every bet of
-- every product is a row of `bets` written in the transaction of its stake's posting (seamless and
-- studio bets, lottery slips, synced vendor bets), so the lowering lives here: one statement per
-- inserting statement, whatever the number of bets it wrote (a lottery slip of 200 lines lowers
-- once), in the bet's transaction, with no round trip of its own. A member without a requirement
-- costs one index probe of the primary key.
create function bets_lower_turnover() returns trigger language plpgsql as $$
begin
  update member_turnover_requirements t
  set remaining_minor = greatest(t.remaining_minor - b.total, 0), updated_at = now()
  from (select p.member_id, sum(p.valid_bet_minor) as total from placed p
        group by p.member_id having sum(p.valid_bet_minor) > 0) b
  where t.member_id = b.member_id and t.remaining_minor > 0;
  return null;
end
$$;
create trigger bets_lower_turnover after insert on bets referencing new table as placed
  for each statement execute function bets_lower_turnover();

-- A cancelled bet (a provider's rollback, a lottery slip cancelled before the draw) did not wager:
-- what it took off the requirement goes back on, so a bet and its cancellation never clear one.
-- (The whole valid bet goes back, also where the requirement was smaller than the bet: the rule
-- errs towards more wagering, never less.) Settling changes `status` to 'settled' and leaves the
-- WHEN clause false: no call, and the update stays heap-only (migration 0022).
create function bets_restore_turnover() returns trigger language plpgsql as $$
begin
  update member_turnover_requirements
  set remaining_minor = remaining_minor + old.valid_bet_minor, updated_at = now()
  where member_id = old.member_id;
  return null;
end
$$;
create trigger bets_restore_turnover after update of status on bets for each row
  when (new.status = 'cancelled' and old.status <> 'cancelled' and old.valid_bet_minor > 0)
  execute function bets_restore_turnover();

-- Game launch tokens end with the member's sign-in (security review M10): signing out (a session
-- revoked: logout, the security center's sign-out elsewhere, a password reset's revoke-all) and a
-- password change delete the member's launch tokens, so a token copied from a URL or a log stops
-- betting with the member's money. The provider's later calls with it are SEAMLESS_TOKEN_INVALID;
-- wins, rollbacks and end-round need no live token and still arrive. As triggers, every path that
-- ends a session or changes a password is covered, the ones to come too.
create index provider_launch_tokens_member_idx on provider_launch_tokens (member_id);

create function launch_tokens_end_with_session() returns trigger language plpgsql as $$
begin
  delete from provider_launch_tokens where member_id = new.subject_id;
  return null;
end
$$;
create trigger sessions_end_launch_tokens after update of revoked_at on sessions for each row
  when (old.revoked_at is null and new.revoked_at is not null and new.subject_type = 'member')
  execute function launch_tokens_end_with_session();

create function launch_tokens_end_with_password() returns trigger language plpgsql as $$
begin
  delete from provider_launch_tokens where member_id = new.id;
  return null;
end
$$;
create trigger members_password_ends_launch_tokens after update of password_changed_at on members for each row
  when (new.password_changed_at is distinct from old.password_changed_at)
  execute function launch_tokens_end_with_password();
