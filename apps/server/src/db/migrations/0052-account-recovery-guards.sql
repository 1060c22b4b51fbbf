-- Support cannot take over an account (review N5, L5; decision 035).
-- A session opened with an expired or default password may only change it: the guard refuses
-- every other member call while password_change_only is set (the change clears it).
alter table sessions add column password_change_only boolean not null default false;

-- After a password reset by code or an operator's two-step unbind, withdrawals and transfers to
-- other members wait until this time (brand setting withdrawals.recoveryHoldHours).
alter table members add column cash_out_hold_until timestamptz;

-- Unbinding a member's authenticator needs a second support operator.
alter table operator_approvals drop constraint operator_approvals_kind_check;
alter table operator_approvals add constraint operator_approvals_kind_check check (kind in
  ('adjustment', 'withdrawal_approval', 'deposit_approval', 'lottery_correction', 'lottery_cancel',
   'promotion_terms', 'promotion_budget', 'mission_terms', 'goods_terms', 'two_step_unbind'));

alter table operator_actions drop constraint operator_actions_kind_check;
alter table operator_actions add constraint operator_actions_kind_check check (kind in
  ('adjustment', 'withdrawal_approval', 'withdrawal_rejection', 'deposit_approval', 'lottery_result',
   'lottery_correction', 'lottery_cancel', 'promotion_terms', 'promotion_budget', 'mission_terms', 'goods_terms',
   'two_step_unbind'));
