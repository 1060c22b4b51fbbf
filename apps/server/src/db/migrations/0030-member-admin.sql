-- The back office's member pages: operators' notes on a member, the security events their actions
-- leave in the member's history, and indexes for finding a member by an address or a mobile.

-- What operators wrote about a member, and the reasons of their actions on the account (freeze,
-- password reset...), which `action` names; a free note has none. Append-only: a note is corrected
-- by another note, never edited, so the history support reads is the history that happened.
create table member_notes (
  id bigint generated always as identity primary key,
  member_id bigint not null references members (id),
  operator_id bigint references operators (id),
  author text not null check (length(author) between 1 and 64),
  action text check (action in ('freeze', 'unfreeze', 'password_reset', 'two_step_unbind', 'agent_change')),
  body text not null check (length(body) between 1 and 2000),
  created_at timestamptz not null default now()
);
create index member_notes_member_idx on member_notes (member_id, id desc);

create function member_notes_append_only() returns trigger language plpgsql as $$
begin
  raise exception 'member_notes is append-only';
end $$;
create trigger member_notes_append_only before update or delete on member_notes
  for each row execute function member_notes_append_only();

-- An operator's action on the account, in the member's own security history.
alter table security_events drop constraint security_events_kind_check;
alter table security_events add constraint security_events_kind_check check (kind in
  ('login_success', 'login_failure', 'login_locked', 'password_change', 'logout', 'register',
   'password_reset', 'sms_login', 'login_challenge', 'login_challenge_failure', 'two_step_enabled',
   'two_step_disabled', 'recovery_code_used', 'recovery_codes_renewed', 'session_revoked',
   'mobile_bound', 'email_bound', 'profile_update', 'social_login', 'social_link', 'social_register',
   'payment_password_set', 'payment_password_change', 'payment_password_locked',
   'account_frozen', 'account_unfrozen', 'operator_password_reset', 'operator_two_step_reset'));

-- Support finds a member by an address (registration, last sign-in, any session, any known
-- address) or by a mobile number without its country code.
create index members_register_ip_idx on members (register_ip) where register_ip is not null;
create index members_last_login_ip_idx on members (last_login_ip) where last_login_ip is not null;
create index members_mobile_idx on members (mobile) where mobile is not null;
create index sessions_member_ip_idx on sessions (ip) where subject_type = 'member' and ip is not null;
create index member_known_ips_ip_idx on member_known_ips (ip);
