-- Four-eyes counts what one operator moved, not one request at a time (review N4; decision 037):
-- a money action for a member records the member, and an action runs alone only while the
-- operator's unapproved actions for that member over the last 24 hours, with it, stay within
-- FOUR_EYES_THRESHOLD_MINOR, and all of the operator's within FOUR_EYES_DAILY_MINOR.
alter table operator_actions add column member_id bigint references members (id);
create index operator_actions_rolling_idx on operator_actions (operator_id, created_at)
  where member_id is not null and approved_by is null;
