-- A provider win above the vendor's cap per round is held for review, not paid (review L3;
-- decision 038): the win posts from the house to the member's held-wins account, a finance
-- operator releases it to the main wallet (four-eyes above the threshold) or rejects it back to
-- the house. The provider's call succeeds either way: the money is the portal's to hold.
alter table provider_configs
  add column win_review_above_minor bigint not null default 10000000 check (win_review_above_minor > 0);

create table held_wins (
  id bigint generated always as identity primary key,
  member_id bigint not null references members (id),
  vendor_code text not null,
  round_id text not null check (length(round_id) <= 100),
  transaction_id text not null check (length(transaction_id) between 1 and 100),
  amount_minor bigint not null check (amount_minor > 0),
  currency text not null check (currency ~ '^[A-Z]{3}$'),
  -- The posting that held it, and the one that released or returned it.
  held_transaction_id bigint not null references ledger_transactions (id),
  decided_transaction_id bigint references ledger_transactions (id),
  status text not null default 'held' check (status in ('held', 'released', 'rejected')),
  decided_by bigint references operators (id),
  decided_at timestamptz,
  reason text check (length(reason) <= 500),
  created_at timestamptz not null,
  unique (vendor_code, transaction_id),
  check ((status = 'held') = (decided_at is null)),
  check ((status = 'held') = (decided_transaction_id is null))
);
create index held_wins_status_idx on held_wins (status, id desc);

alter table operator_approvals drop constraint operator_approvals_kind_check;
alter table operator_approvals add constraint operator_approvals_kind_check check (kind in
  ('adjustment', 'withdrawal_approval', 'deposit_approval', 'lottery_correction', 'lottery_cancel',
   'promotion_terms', 'promotion_budget', 'mission_terms', 'goods_terms', 'two_step_unbind', 'held_win_release'));

alter table operator_actions drop constraint operator_actions_kind_check;
alter table operator_actions add constraint operator_actions_kind_check check (kind in
  ('adjustment', 'withdrawal_approval', 'withdrawal_rejection', 'deposit_approval', 'lottery_result',
   'lottery_correction', 'lottery_cancel', 'promotion_terms', 'promotion_budget', 'mission_terms', 'goods_terms',
   'two_step_unbind', 'held_win_release', 'held_win_rejection'));
