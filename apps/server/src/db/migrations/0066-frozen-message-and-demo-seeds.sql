-- A frozen player is told why (issue 31): the message the operator wrote for them when freezing,
-- shown on the site with the ACCOUNT_FROZEN answer. The freeze's reason stays an internal note;
-- null: the player sees the general text only. Cleared on unfreeze.
alter table members
  add column frozen_message text check (frozen_message is null or char_length(frozen_message) between 1 and 300);

-- The demo seeds announcements (issue 31: a demo that shows everything); like the other seeded
-- content, a seeded row carries its key so seeding again changes nothing and an operator's edit stays.
alter table announcements add column seed_key text unique;
