-- A frozen player is told why (issue 31): the message the operator wrote for them when freezing,
-- shown on the site with the ACCOUNT_FROZEN answer. The freeze's reason stays an internal note;
-- null: the player sees the general text only. Cleared on unfreeze.
alter table members
  add column frozen_message text check (frozen_message is null or char_length(frozen_message) between 1 and 300);
