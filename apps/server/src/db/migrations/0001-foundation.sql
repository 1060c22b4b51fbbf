-- Foundation: brand settings, operators, sessions, encryption keys and the demo brand's content.

create table brand_settings (
  key text primary key,
  value jsonb not null check (jsonb_typeof(value) = 'object'),
  updated_at timestamptz not null default now(),
  updated_by text
);

create table operators (
  id bigint generated always as identity primary key,
  username text not null unique check (length(username) between 3 and 40),
  password_hash text not null,
  created_at timestamptz not null default now()
);

-- One table for every bearer token: operators now, members with the accounts feature.
create table sessions (
  id bigint generated always as identity primary key,
  token_hash bytea not null unique,
  subject_type text not null check (subject_type in ('operator', 'member')),
  subject_id bigint not null,
  created_at timestamptz not null default now(),
  last_seen_at timestamptz not null default now(),
  expires_at timestamptz not null,
  revoked_at timestamptz
);
create index sessions_subject_idx on sessions (subject_type, subject_id);

-- RSA-OAEP-256 key pairs for encrypted calls; the newest is current, the one before still decrypts.
create table encryption_keys (
  kid text primary key,
  public_jwk jsonb not null,
  private_jwk jsonb not null,
  created_at timestamptz not null default now()
);

-- Localized text columns hold {"en": "...", "pt-BR": "...", ...}.
create table banners (
  id bigint generated always as identity primary key,
  group_name text not null check (group_name in ('home', 'rng', 'live', 'fish', 'pvp', 'sports',
    'esports', 'elott', 'down', 'promotions', 'pointMall', 'help', 'register', 'inhouse', 'pge')),
  position integer not null default 0,
  image_url text not null,
  linkage_type text not null default 'NONE' check (linkage_type in ('NONE', 'INTERNAL', 'EXTERNAL')),
  link_url text,
  title jsonb not null default '{}' check (jsonb_typeof(title) = 'object'),
  enabled boolean not null default true,
  seed_key text unique,
  check (linkage_type = 'NONE' or link_url is not null)
);
create index banners_group_idx on banners (group_name, position) where enabled;

create table resources (
  id bigint generated always as identity primary key,
  resource_type text not null,
  url text not null,
  qr_code_url text,
  label jsonb not null default '{}' check (jsonb_typeof(label) = 'object'),
  position integer not null default 0,
  seed_key text unique
);

create table help_articles (
  id bigint generated always as identity primary key,
  category text not null,
  position integer not null default 0,
  title jsonb not null check (jsonb_typeof(title) = 'object'),
  content jsonb not null check (jsonb_typeof(content) = 'object'),
  seed_key text unique
);

-- Customer service entries: type 1 live chat link, 2 e-mail, 3 encrypted popup link, 4 messenger.
create table customer_service_entries (
  id bigint generated always as identity primary key,
  type integer not null check (type between 1 and 9),
  label jsonb not null check (jsonb_typeof(label) = 'object'),
  url text not null,
  vip_only boolean not null default false,
  position integer not null default 0,
  seed_key text unique
);

create table domain_routes (
  id bigint generated always as identity primary key,
  domain text not null unique,
  position integer not null default 0
);
