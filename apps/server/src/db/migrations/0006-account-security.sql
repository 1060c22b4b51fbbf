-- Account security: two-step verification (TOTP with recovery codes), login challenges from
-- addresses a member has not used before, known addresses, and the audit kinds they record.

create table member_two_step (
  member_id bigint primary key references members (id),
  -- The TOTP secret, encrypted with the server pepper (AES-256-GCM, base64url iv.tag.data).
  secret_encrypted text not null check (length(secret_encrypted) <= 400),
  -- Null while set up but not yet confirmed with a first code.
  enabled_at timestamptz,
  -- The last accepted time step: a code is good once (RFC 6238 section 5.2).
  last_step bigint,
  created_at timestamptz not null default now()
);

create table member_recovery_codes (
  id bigint generated always as identity primary key,
  member_id bigint not null references members (id),
  code_hash bytea not null,
  used_at timestamptz,
  created_at timestamptz not null default now(),
  unique (member_id, code_hash)
);

-- Addresses a member has signed in from after passing every check; a new one asks for more.
create table member_known_ips (
  member_id bigint not null references members (id),
  ip text not null check (length(ip) <= 64),
  first_seen_at timestamptz not null default now(),
  last_seen_at timestamptz not null default now(),
  primary key (member_id, ip)
);

-- A password sign-in from a new address waits here for the second step: single use, short-lived.
create table login_challenges (
  id bigint generated always as identity primary key,
  token_hash bytea not null unique,
  member_id bigint not null references members (id),
  ip text not null check (length(ip) <= 64),
  method text not null check (method in ('totp', 'sms')),
  -- The password was the brand's default: the finished sign-in still asks for a new one.
  default_password boolean not null default false,
  attempts smallint not null default 0 check (attempts >= 0),
  expires_at timestamptz not null,
  used_at timestamptz,
  created_at timestamptz not null default now()
);
create index login_challenges_member_idx on login_challenges (member_id, created_at);

alter table security_events drop constraint security_events_kind_check;
alter table security_events add constraint security_events_kind_check check (kind in
  ('login_success', 'login_failure', 'login_locked', 'password_change', 'logout', 'register',
   'password_reset', 'sms_login', 'login_challenge', 'login_challenge_failure', 'two_step_enabled',
   'two_step_disabled', 'recovery_code_used', 'recovery_codes_renewed', 'session_revoked',
   'mobile_bound', 'email_bound', 'profile_update', 'social_login', 'social_link', 'social_register'));

-- The SMS second step of a new-address sign-in has its own purpose, so its code proves nothing else.
alter table verification_codes drop constraint verification_codes_purpose_check;
alter table verification_codes add constraint verification_codes_purpose_check check (purpose in
  ('register', 'login', 'password-reset', 'bind', 'two-step'));
