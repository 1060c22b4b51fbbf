-- Every change an operator asks the back office for: who, when, which call, what it named, the
-- answer's status, and what the record looked like before and after where the action knows it.
-- Append-only, like operator_actions: the log of the people who can change everything else.
create table operator_audit_log (
  id bigserial primary key,
  operator_id bigint references operators (id),
  username text not null,
  method text not null check (method in ('POST', 'PUT', 'PATCH', 'DELETE')),
  route text not null,
  path text not null,
  params jsonb not null default '{}',
  body jsonb,
  status_code integer not null,
  subject text,
  before jsonb,
  after jsonb,
  ip text,
  request_id text,
  created_at timestamptz not null default now()
);

create index operator_audit_log_created on operator_audit_log (created_at desc, id desc);
create index operator_audit_log_operator on operator_audit_log (operator_id, created_at desc);
create index operator_audit_log_subject on operator_audit_log (subject, created_at desc) where subject is not null;

create function operator_audit_log_append_only() returns trigger language plpgsql as $$
begin
  raise exception 'operator_audit_log is append-only';
end $$;
create trigger operator_audit_log_append_only before update or delete on operator_audit_log
  for each row execute function operator_audit_log_append_only();
