-- Announcements the content team writes: B banner strip (marquee), PL player list, PU popup,
-- PR promotion, H home. Texts in {"en": "...", "th": "...", ...}; a window of null ends is open.
create table announcements (
  id bigint generated always as identity primary key,
  type text not null check (type in ('B', 'PL', 'PU', 'PR', 'H')),
  title jsonb not null check (jsonb_typeof(title) = 'object'),
  content jsonb not null check (jsonb_typeof(content) = 'object'),
  popup boolean not null default false,
  starts_at timestamptz,
  ends_at timestamptz,
  enabled boolean not null default true,
  position integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (starts_at is null or ends_at is null or ends_at > starts_at)
);
create index announcements_type_idx on announcements (type, position);

-- An operator takes an entry off the site without losing its texts.
alter table help_articles add column enabled boolean not null default true;
alter table customer_service_entries add column enabled boolean not null default true;
alter table resources add column enabled boolean not null default true;
