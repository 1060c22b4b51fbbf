-- AML monitoring (issue 29, decision 043): alerts the periodic scan raises for a compliance officer.
-- One alert per rule, subject and window key (the scan also skips a window that overlaps an alert
-- of the same rule and subject, so a pattern already judged is not raised again).

create table aml_alerts (
  id bigint generated always as identity primary key,
  rule text not null check (rule in ('structuring', 'low_play_withdrawal', 'shared_access', 'transfer_cycle',
    'low_variance_win')),
  -- What the alert is about: 'member:12', 'ip:203.0.113.5', 'device:abc', 'cycle:3,7,9'.
  subject_key text not null check (char_length(subject_key) between 1 and 200),
  -- The first row that triggered it ('deposit:41', 'withdrawal:9', 'session:77', 'transfer:1203', 'bet:88').
  window_key text not null check (char_length(window_key) between 1 and 200),
  -- The times of the first and last rows of the pattern.
  window_start timestamptz not null,
  window_end timestamptz not null check (window_end >= window_start),
  -- Every member the alert names (one for most rules; several for a shared device or a cycle).
  member_ids bigint[] not null check (cardinality(member_ids) between 1 and 100),
  -- The money the pattern moved (minor units of currency): for an officer's sort, not a balance.
  amount_minor bigint not null default 0 check (amount_minor >= 0),
  currency text not null,
  -- The rows, ids and amounts that triggered it, with the thresholds in force: enough to judge.
  evidence jsonb not null,
  status text not null default 'open' check (status in ('open', 'assigned', 'closed')),
  assigned_to bigint references operators (id),
  outcome text check (outcome in ('no_issue', 'reported', 'account_restricted')),
  close_note text check (close_note is null or char_length(close_note) between 1 and 2000),
  closed_by bigint references operators (id),
  closed_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check ((status = 'closed') = (outcome is not null and close_note is not null and closed_at is not null)),
  check (status <> 'assigned' or assigned_to is not null)
);
create unique index aml_alerts_dedup_key on aml_alerts (rule, subject_key, window_key);
create index aml_alerts_subject_idx on aml_alerts (rule, subject_key, window_end);
create index aml_alerts_queue_idx on aml_alerts (status, id desc);
create index aml_alerts_members_idx on aml_alerts using gin (member_ids);

-- What happened to an alert, in order: raised, assigned, closed (with the note), reopened.
create table aml_alert_history (
  id bigint generated always as identity primary key,
  alert_id bigint not null references aml_alerts (id),
  action text not null check (action in ('raised', 'assigned', 'closed', 'reopened')),
  operator_id bigint references operators (id),
  assigned_to bigint references operators (id),
  outcome text check (outcome in ('no_issue', 'reported', 'account_restricted')),
  note text check (note is null or char_length(note) <= 2000),
  created_at timestamptz not null default now()
);
create index aml_alert_history_alert_idx on aml_alert_history (alert_id, id);

-- The scan reads paid deposits by completion time, bets by placement time (indexes of 0031) and
-- withdrawals by creation time (0033); these by creation time too.
create index sessions_member_created_idx on sessions (created_at) where subject_type = 'member';
create index ledger_transactions_member_transfers_idx on ledger_transactions (created_at)
  where source in ('transfer_upline', 'transfer_downline');
