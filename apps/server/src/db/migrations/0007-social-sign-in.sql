-- Social sign-in with OpenID Connect providers the operator configures: the providers, the
-- identities linked to members, the attempts between leaving for a provider and coming back,
-- and the single-use codes that hand the sign-in to the web client.

create table social_providers (
  id bigint generated always as identity primary key,
  key text not null unique check (key ~ '^[a-z0-9][a-z0-9-]{0,31}$'),
  name text not null check (length(name) between 1 and 60),
  issuer_url text not null check (length(issuer_url) between 1 and 500),
  client_id text not null check (length(client_id) between 1 and 255),
  -- AES-256-GCM with a server key (base64url iv.tag.data): never answered, not even to operators.
  client_secret_encrypted text not null check (length(client_secret_encrypted) <= 2000),
  scopes text not null check (length(scopes) between 6 and 500),
  enabled boolean not null default true,
  position integer not null default 0 check (position between 0 and 10000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- A subject is unique per provider only; deleting a provider forgets its links (members stay).
create table member_social_identities (
  id bigint generated always as identity primary key,
  provider text not null references social_providers (key) on delete cascade,
  subject text not null check (length(subject) between 1 and 255),
  member_id bigint not null references members (id),
  -- The e-mail the provider gave when the link was made (verified or not), for the audit trail.
  email text check (length(email) <= 254),
  created_at timestamptz not null default now(),
  unique (provider, subject)
);
create index member_social_identities_member_idx on member_social_identities (member_id);

-- One trip to a provider: found by the hash of its state, used once, short-lived.
create table social_login_attempts (
  id bigint generated always as identity primary key,
  state_hash bytea not null unique,
  provider text not null check (length(provider) <= 32),
  nonce text not null check (length(nonce) <= 128),
  code_verifier text not null check (length(code_verifier) <= 128),
  redirect_uri text not null check (length(redirect_uri) <= 600),
  return_to text not null check (length(return_to) <= 500),
  expires_at timestamptz not null,
  used_at timestamptz,
  created_at timestamptz not null default now()
);
create index social_login_attempts_expiry_idx on social_login_attempts (expires_at);

-- The callback's result, waiting for the web client: the session token never travels in a URL.
create table social_handoffs (
  id bigint generated always as identity primary key,
  code_hash bytea not null unique,
  member_id bigint not null references members (id),
  provider text not null check (length(provider) <= 32),
  return_to text not null check (length(return_to) <= 500),
  expires_at timestamptz not null,
  used_at timestamptz,
  created_at timestamptz not null default now()
);
create index social_handoffs_expiry_idx on social_handoffs (expires_at);
