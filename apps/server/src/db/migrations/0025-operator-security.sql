-- Operator accounts: roles, forced password change, lockout with back-off, TOTP two-step; pending
-- four-eyes approvals of large money actions; an append-only log of every money action's operators
-- (docs/decisions/018-operator-roles-and-four-eyes.md).

alter table operators
  add column roles text[] not null default '{admin}'
    check (cardinality(roles) between 1 and 5
      and roles <@ array['admin', 'finance', 'support', 'content', 'lottery']::text[]),
  -- Until it is cleared by a password change, the operator's sessions can only change the password.
  add column must_change_password boolean not null default false,
  add column password_changed_at timestamptz,
  -- Wrong passwords or codes since the last sign-in; from OPERATOR_LOCK_AFTER_FAILURES on, each one
  -- locks the account (a lock twice as long as the last, up to a day) while no lock is running.
  add column failed_attempts integer not null default 0 check (failed_attempts >= 0),
  add column lock_count integer not null default 0 check (lock_count >= 0),
  add column locked_until timestamptz,
  add column last_failed_at timestamptz,
  -- AES-256-GCM sealed TOTP secret (base64url iv.tag.data); on once confirmed by a first code.
  add column totp_secret_encrypted text check (length(totp_secret_encrypted) <= 300),
  add column totp_enabled_at timestamptz,
  -- The last accepted time step: each code opens one sign-in.
  add column totp_last_step bigint,
  add check (totp_enabled_at is null or totp_secret_encrypted is not null);

-- Every account that exists before this migration still has the password of ADMIN_PASSWORD (there
-- was no way to change it): it must be changed at the next sign-in.
update operators set must_change_password = true;

-- A money action above FOUR_EYES_THRESHOLD_MINOR waits here for a second operator.
create table operator_approvals (
  id bigint generated always as identity primary key,
  kind text not null check (kind in ('adjustment', 'withdrawal_approval', 'lottery_correction', 'lottery_cancel')),
  -- What the action is about: one pending request per subject (the adjustment's idempotency key,
  -- the withdrawal, the lottery period).
  subject text not null check (length(subject) between 1 and 200),
  payload jsonb not null check (jsonb_typeof(payload) = 'object'),
  amount_minor bigint not null check (amount_minor >= 0),
  currency text check (currency ~ '^[A-Z]{3}$'),
  status text not null default 'pending' check (status in ('pending', 'approved', 'rejected')),
  requested_by bigint not null references operators (id),
  decided_by bigint references operators (id),
  reject_reason text check (length(reject_reason) <= 500),
  result jsonb,
  created_at timestamptz not null,
  decided_at timestamptz,
  check ((status = 'pending') = (decided_at is null)),
  check ((status = 'pending') = (decided_by is null)),
  -- The four eyes: nobody approves their own request (a requester may withdraw it: rejected).
  check (status <> 'approved' or decided_by <> requested_by)
);
create unique index operator_approvals_pending_subject_idx on operator_approvals (kind, subject) where status = 'pending';
create index operator_approvals_status_idx on operator_approvals (status, id desc);

-- One row per executed money action (balance adjustment, withdrawal approval or rejection,
-- lottery result, correction or cancel), written in the action's own transaction. Append-only.
create table operator_actions (
  id bigint generated always as identity primary key,
  kind text not null check (kind in
    ('adjustment', 'withdrawal_approval', 'withdrawal_rejection', 'lottery_result', 'lottery_correction', 'lottery_cancel')),
  subject text not null check (length(subject) between 1 and 200),
  amount_minor bigint not null check (amount_minor >= 0),
  operator_id bigint not null references operators (id),
  -- The second operator, when the action waited for one (four-eyes).
  approved_by bigint references operators (id),
  approval_id bigint references operator_approvals (id),
  payload jsonb not null,
  created_at timestamptz not null,
  check (approved_by is null or approved_by <> operator_id)
);
create index operator_actions_operator_idx on operator_actions (operator_id, id desc);

create function operator_actions_append_only() returns trigger language plpgsql as $$
begin
  raise exception 'operator_actions is append-only';
end $$;
create trigger operator_actions_append_only before update or delete on operator_actions
  for each row execute function operator_actions_append_only();
