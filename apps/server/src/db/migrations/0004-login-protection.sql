-- Login protection: captcha challenges, failed-login counters with lockout, and the security audit log.

-- Only a hash of the answer is kept; a challenge is used once and expires.
create table captcha_challenges (
  id text primary key check (length(id) between 16 and 64),
  answer_hash bytea not null,
  expires_at timestamptz not null,
  created_at timestamptz not null default now()
);
create index captcha_challenges_expires_idx on captcha_challenges (expires_at);

-- One row per account name (lower-cased, whether or not the account exists) and per IP address.
create table login_failures (
  kind text not null check (kind in ('account', 'ip')),
  key text not null check (length(key) between 1 and 128),
  count integer not null check (count >= 0),
  window_started_at timestamptz not null,
  last_failed_at timestamptz not null,
  locked_until timestamptz,
  -- How many locks this streak has had: the next one lasts twice as long (back-off).
  lock_count integer not null default 0 check (lock_count >= 0),
  primary key (kind, key)
);

create table security_events (
  id bigint generated always as identity primary key,
  member_id bigint references members (id),
  username text check (length(username) <= 128),
  kind text not null check (kind in
    ('login_success', 'login_failure', 'login_locked', 'password_change', 'logout', 'register')),
  ip text check (length(ip) <= 64),
  user_agent text check (length(user_agent) <= 500),
  created_at timestamptz not null default now()
);
create index security_events_member_idx on security_events (member_id, created_at) where member_id is not null;
create index security_events_created_idx on security_events (created_at);
