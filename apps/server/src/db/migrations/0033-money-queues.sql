-- The money queues of the back office: a bank transfer's proof image (what the player sent the
-- operator, one per order, replaceable while the order waits), the operator's own payout proof on
-- an approved withdrawal, four-eyes for bank-transfer approvals, and the indexes of the queues'
-- filters (every order by date, a member's orders, by date).

alter table deposit_orders
  add column proof_storage_key text check (length(proof_storage_key) between 1 and 200),
  add column proof_content_type text check (proof_content_type in ('image/png', 'image/jpeg')),
  add column proof_size_bytes integer check (proof_size_bytes > 0),
  add column proof_uploaded_at timestamptz,
  add constraint deposit_orders_proof_whole check (
    (proof_storage_key is null) = (proof_content_type is null)
    and (proof_storage_key is null) = (proof_size_bytes is null)
    and (proof_storage_key is null) = (proof_uploaded_at is null));

create index deposit_orders_created_idx on deposit_orders (created_at desc, id desc);
create index withdrawals_created_idx on withdrawals (created_at desc, id desc);

-- 'not_received': the player's proof that the money did not arrive; 'payout': the operator's proof
-- of the transfer that paid it (uploaded_by names the operator).
alter table withdrawal_proofs
  add column kind text not null default 'not_received' check (kind in ('not_received', 'payout')),
  add column uploaded_by bigint references operators (id),
  add constraint withdrawal_proofs_kind_uploader check ((kind = 'payout') = (uploaded_by is not null));

alter table operator_approvals drop constraint operator_approvals_kind_check;
alter table operator_approvals add constraint operator_approvals_kind_check check (kind in
  ('adjustment', 'withdrawal_approval', 'deposit_approval', 'lottery_correction', 'lottery_cancel'));

alter table operator_actions drop constraint operator_actions_kind_check;
alter table operator_actions add constraint operator_actions_kind_check check (kind in
  ('adjustment', 'withdrawal_approval', 'withdrawal_rejection', 'deposit_approval', 'lottery_result',
   'lottery_correction', 'lottery_cancel'));
