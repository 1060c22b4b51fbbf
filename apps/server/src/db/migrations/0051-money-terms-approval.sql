-- Money-paying content needs finance (review N2, decision 033): a promotion, mission or points-mall
-- good that pays money carries the money terms a finance operator approved. The row holds the terms
-- in force; a change waits in operator_approvals (kinds promotion_terms, mission_terms, goods_terms)
-- and is written to the row by the approval. terms_approved_at null: the row's terms were never
-- approved, so it pays nothing (it is not live). A promotion also has a budget set by finance
-- (promotion_budget, four-eyes above FOUR_EYES_THRESHOLD_MINOR), an optional per-claim cap, and the
-- sum its claims paid, raised by a conditional update in each claim's transaction.

alter table promotions
  add column terms_approved_at timestamptz,
  add column terms_approved_by bigint references operators (id),
  add column budget_minor bigint check (budget_minor >= 0),
  add column per_claim_cap_minor bigint check (per_claim_cap_minor > 0),
  add column spent_minor bigint not null default 0 check (spent_minor >= 0);

-- What every promotion already paid counts against its budget.
update promotions p set spent_minor = coalesce(
  (select sum(b.amount_minor) from member_bonuses b where b.promotion_id = p.id), 0);

alter table missions
  add column terms_approved_at timestamptz,
  add column terms_approved_by bigint references operators (id);

alter table points_goods
  add column terms_approved_at timestamptz,
  add column terms_approved_by bigint references operators (id);

-- Terms that existed before were never approved: they stay off until finance approves them.

alter table operator_approvals drop constraint operator_approvals_kind_check;
alter table operator_approvals add constraint operator_approvals_kind_check check (kind in
  ('adjustment', 'withdrawal_approval', 'deposit_approval', 'lottery_correction', 'lottery_cancel',
   'promotion_terms', 'promotion_budget', 'mission_terms', 'goods_terms'));

alter table operator_actions drop constraint operator_actions_kind_check;
alter table operator_actions add constraint operator_actions_kind_check check (kind in
  ('adjustment', 'withdrawal_approval', 'withdrawal_rejection', 'deposit_approval', 'lottery_result',
   'lottery_correction', 'lottery_cancel', 'promotion_terms', 'promotion_budget', 'mission_terms', 'goods_terms'));
