-- The second sign-in step offers every method the brand enables and the member has (decision 009,
-- update): the challenge keeps the list it offered; `method` stays the one shown first.
alter table login_challenges add column methods text[];
update login_challenges set methods = array[method];
alter table login_challenges alter column methods set not null;
alter table login_challenges drop constraint login_challenges_method_check;
alter table login_challenges add constraint login_challenges_method_check
  check (method in ('totp', 'sms', 'email') and method = any (methods));
alter table login_challenges add constraint login_challenges_methods_check
  check (cardinality(methods) between 1 and 3 and methods <@ array['totp', 'sms', 'email']);

-- A mobile counts for the second step only once a code proved it reaches the member, as an e-mail
-- does (email_verified_at). Numbers a code already went to and came back from count from then.
alter table members add column mobile_verified_at timestamptz;
update members m
set mobile_verified_at = proof.first_at
from (
  select v.recipient, min(v.consumed_at) as first_at
  from verification_codes v
  where v.consumed_at is not null and v.purpose in ('register', 'login', 'password-reset', 'bind', 'two-step')
  group by v.recipient
) proof
where m.mobile is not null
  and proof.recipient = '+' || regexp_replace(coalesce(m.country_dialing_code, '') || m.mobile, '[^0-9]', '', 'g');
