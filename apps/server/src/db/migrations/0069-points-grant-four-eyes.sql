-- Points an operator grants are worth money (converted, or spent on cash goods in the points mall):
-- a grant counts at the most money its points can buy now, against the same four-eyes thresholds
-- as an adjustment, and a larger one waits for a second finance operator (issue 31).
alter table operator_approvals drop constraint operator_approvals_kind_check;
alter table operator_approvals add constraint operator_approvals_kind_check check (kind in
  ('adjustment', 'withdrawal_approval', 'deposit_approval', 'lottery_correction', 'lottery_cancel',
   'promotion_terms', 'promotion_budget', 'mission_terms', 'goods_terms', 'two_step_unbind', 'held_win_release',
   'turnover_reset', 'upline_move', 'agent_contract_offer', 'lottery_game_risk', 'points_grant'));

alter table operator_actions drop constraint operator_actions_kind_check;
alter table operator_actions add constraint operator_actions_kind_check check (kind in
  ('adjustment', 'withdrawal_approval', 'withdrawal_rejection', 'deposit_approval', 'lottery_result',
   'lottery_correction', 'lottery_cancel', 'promotion_terms', 'promotion_budget', 'mission_terms', 'goods_terms',
   'two_step_unbind', 'held_win_release', 'held_win_rejection', 'turnover_reset', 'upline_move',
   'agent_contract_offer', 'lottery_game_risk', 'points_grant'));
