-- Operators manage the brand's domains in the console (issue 35): each is the main address, a
-- backup for when the main one is blocked, or the app downloads' address, and can be switched off
-- without losing it. One enabled main domain at a time, so "the" main address is never ambiguous.
update domain_routes set domain = lower(btrim(domain)) where domain <> lower(btrim(domain));

alter table domain_routes
  add column kind text not null default 'backup' check (kind in ('main', 'backup', 'app')),
  add column enabled boolean not null default true,
  add column updated_at timestamptz not null default now(),
  add constraint domain_routes_domain_host check (domain = lower(btrim(domain)) and domain <> '');

-- The first listed domain was the one links carried (decision in lib/brand-domain.ts): it is the main one.
update domain_routes set kind = 'main'
where id = (select id from domain_routes order by position, id limit 1);

create unique index domain_routes_one_main on domain_routes ((true)) where kind = 'main' and enabled;
