-- The new-address sign-in step may also take the whole bound mobile number or a bank account's
-- holder name, typed in (spec §3 unregistered-IP login), where the brand turns them on.
alter table login_challenges drop constraint login_challenges_method_check;
alter table login_challenges add constraint login_challenges_method_check
  check (method in ('totp', 'sms', 'email', 'mobile', 'bankName') and method = any (methods));
alter table login_challenges drop constraint login_challenges_methods_check;
alter table login_challenges add constraint login_challenges_methods_check
  check (cardinality(methods) between 1 and 5
    and methods <@ array['totp', 'sms', 'email', 'mobile', 'bankName']);
