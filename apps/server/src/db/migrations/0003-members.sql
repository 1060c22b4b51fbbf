-- Accounts: members (players, agents and trial accounts) and member sessions' extra columns.

create table members (
  id bigint generated always as identity primary key,
  username text not null check (length(username) between 1 and 64 and username !~ '[[:cntrl:][:space:]]'),
  -- An argon2id PHC string; '!' marks an account that cannot sign in with a password (trial).
  password_hash text not null check (password_hash like '$argon2id$%' or password_hash = '!'),
  -- 0 player; 1, 2, 41, 42 agent types; 4 trial (not a genuine account).
  type smallint not null default 0 check (type in (0, 1, 2, 4, 41, 42)),
  status text not null default 'active' check (status in ('active', 'frozen')),
  nickname text check (length(nickname) between 1 and 60),
  mobile text check (mobile ~ '^[0-9]{4,20}$'),
  country_dialing_code text check (country_dialing_code ~ '^\+[0-9]{1,4}$'),
  email text check (length(email) between 3 and 254 and email like '%@%'),
  referral_code text not null unique check (referral_code ~ '^[A-Z0-9]{6,20}$'),
  upline_id bigint references members (id),
  avatar_url text check (length(avatar_url) <= 500),
  -- Optional registration fields the brand may switch on (product-spec.md section 3).
  payee_name text check (length(payee_name) <= 255),
  qq_num text check (length(qq_num) <= 255),
  line text check (length(line) <= 255),
  whatsapp text check (length(whatsapp) <= 255),
  zalo text check (length(zalo) <= 255),
  facebook text check (length(facebook) <= 255),
  wechat text check (length(wechat) <= 255),
  id_number text check (length(id_number) <= 255),
  register_domain text check (length(register_domain) <= 255),
  register_ip text check (length(register_ip) <= 64),
  password_changed_at timestamptz not null default now(),
  first_login_at timestamptz,
  last_login_at timestamptz,
  last_login_ip text check (length(last_login_ip) <= 64),
  created_at timestamptz not null default now(),
  check (mobile is null or country_dialing_code is not null),
  check (upline_id is null or upline_id <> id)
);
-- Usernames are unique whatever their case; so are e-mails; a mobile number once per country code.
create unique index members_username_key on members (lower(username));
create unique index members_email_key on members (lower(email)) where email is not null;
create unique index members_mobile_key on members (country_dialing_code, mobile) where mobile is not null;
create index members_upline_idx on members (upline_id) where upline_id is not null;

-- Member sessions end at the idle expiry or at the absolute one, whichever comes first.
alter table sessions
  add column absolute_expires_at timestamptz,
  add column ip text check (length(ip) <= 64),
  add column user_agent text check (length(user_agent) <= 500);
