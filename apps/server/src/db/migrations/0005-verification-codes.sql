-- One-time codes sent by SMS or e-mail (registration, SMS login, password reset, binding). Only an
-- HMAC of the code is kept; a code is used once, dies after too many wrong tries, and expires.
create table verification_codes (
  id bigint generated always as identity primary key,
  purpose text not null check (purpose in ('register', 'login', 'password-reset', 'bind')),
  -- Normalised: '+' and digits for a mobile, lower-case for an e-mail.
  recipient text not null check (length(recipient) between 3 and 320),
  code_hash bytea not null,
  expires_at timestamptz not null,
  attempts integer not null default 0 check (attempts >= 0),
  consumed_at timestamptz,
  send_ip text check (length(send_ip) <= 64),
  created_at timestamptz not null default now()
);
create index verification_codes_recipient_idx on verification_codes (recipient, purpose, created_at desc);
create index verification_codes_ip_idx on verification_codes (send_ip, created_at) where send_ip is not null;

-- Secrets the server makes once and every instance shares (the code HMAC key unless the env sets one).
create table server_secrets (
  name text primary key check (length(name) between 1 and 64),
  value bytea not null,
  created_at timestamptz not null default now()
);

alter table security_events drop constraint security_events_kind_check;
alter table security_events add constraint security_events_kind_check check (kind in
  ('login_success', 'login_failure', 'login_locked', 'password_change', 'logout', 'register',
   'password_reset', 'sms_login'));
