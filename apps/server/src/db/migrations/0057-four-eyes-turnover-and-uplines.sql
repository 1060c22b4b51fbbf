-- Four-eyes beyond money postings (review N4; decision 037): lowering a turnover requirement
-- waives wagering (the waived amount counts like money), and moving a member to another agent's
-- tree moves commission bases (a second operator approves every such move); a platform contract
-- offer with a rate above AGENT_CONTRACT_FOUR_EYES_PERCENT waits for a second finance operator; a
-- lottery game's odds, unit caps or liability limit raised wait for a second lottery operator.
alter table operator_approvals drop constraint operator_approvals_kind_check;
alter table operator_approvals add constraint operator_approvals_kind_check check (kind in
  ('adjustment', 'withdrawal_approval', 'deposit_approval', 'lottery_correction', 'lottery_cancel',
   'promotion_terms', 'promotion_budget', 'mission_terms', 'goods_terms', 'two_step_unbind', 'held_win_release',
   'turnover_reset', 'upline_move', 'agent_contract_offer', 'lottery_game_risk'));

alter table operator_actions drop constraint operator_actions_kind_check;
alter table operator_actions add constraint operator_actions_kind_check check (kind in
  ('adjustment', 'withdrawal_approval', 'withdrawal_rejection', 'deposit_approval', 'lottery_result',
   'lottery_correction', 'lottery_cancel', 'promotion_terms', 'promotion_budget', 'mission_terms', 'goods_terms',
   'two_step_unbind', 'held_win_release', 'held_win_rejection', 'turnover_reset', 'upline_move',
   'agent_contract_offer', 'lottery_game_risk'));
