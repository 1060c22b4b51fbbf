-- The member's language, stored on the server (issue 35, spec §1 and §7 "update language"): the
-- texts the server makes for a member (codes by SMS and e-mail, pushes) speak it on any device.
-- Null until the member chooses one: the request's language, else the brand default, applies.
alter table members add column language text
  check (language in ('pt-BR', 'en', 'th', 'vi', 'id', 'zh-CN'));
