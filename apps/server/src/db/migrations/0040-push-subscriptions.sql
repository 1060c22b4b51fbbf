-- The installable app's push notifications (docs/decisions/025-installable-app.md): the brand's
-- VAPID key pair, made once, its private half sealed by the secret box; and each browser's push
-- subscription, tied to the member session that made it, so a sign-out ends its notifications.

create table push_vapid_keys (
  id smallint primary key default 1 check (id = 1),
  -- base64url of the uncompressed P-256 point: the applicationServerKey browsers subscribe with
  public_key text not null,
  -- the private scalar, sealed (platform/secret-box.ts, purpose 'push-vapid')
  private_key_sealed text not null,
  created_at timestamptz not null default now()
);

create table push_subscriptions (
  id bigint generated always as identity primary key,
  member_id bigint not null references members (id) on delete cascade,
  session_id bigint references sessions (id) on delete set null,
  -- the push service's URL for this browser (RFC 8030): unique, a browser has one per key
  endpoint text not null unique check (length(endpoint) <= 1000),
  -- the browser's P-256 public key and auth secret (RFC 8291), base64url
  p256dh text not null check (length(p256dh) <= 200),
  auth text not null check (length(auth) <= 100),
  user_agent text,
  created_at timestamptz not null default now(),
  last_sent_at timestamptz
);
create index push_subscriptions_member on push_subscriptions (member_id);
