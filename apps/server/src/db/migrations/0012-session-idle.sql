-- A session's own idle limit: "remember me" sessions wait 24 hours between visits, others the default.
alter table sessions add column idle_minutes integer check (idle_minutes between 1 and 10080);
-- A sign-in that waits for its second step remembers that it asked to be remembered.
alter table login_challenges add column remember_me boolean not null default false;

-- Payment password changes join the security audit log.
alter table security_events drop constraint security_events_kind_check;
alter table security_events add constraint security_events_kind_check check (kind in
  ('login_success', 'login_failure', 'login_locked', 'password_change', 'logout', 'register',
   'password_reset', 'sms_login', 'login_challenge', 'login_challenge_failure', 'two_step_enabled',
   'two_step_disabled', 'recovery_code_used', 'recovery_codes_renewed', 'session_revoked',
   'mobile_bound', 'email_bound', 'profile_update', 'social_login', 'social_link', 'social_register',
   'payment_password_set', 'payment_password_change', 'payment_password_locked'));
