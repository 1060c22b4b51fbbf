-- A compliance officer role: responsible gaming, KYC reviews and AML alerts (issue 29). Kept apart from
-- finance and support so the person who pays out or helps a member is not the one who clears them.

alter table operators drop constraint operators_roles_check;
alter table operators add constraint operators_roles_check
  check (cardinality(roles) between 1 and 6
    and roles <@ array['admin', 'finance', 'support', 'content', 'lottery', 'compliance']::text[]);
