-- Review H2: an e-mail counts as the member's only once they proved it with a code (binding it in
-- the security center). Registration and social sign-up store an address unverified. Social
-- sign-in links a provider's identity to an existing account only through a verified address.
alter table members add column email_verified_at timestamptz;

-- Review M4: a social sign-in attempt is bound to the browser that started it. The start sets a
-- random value in an HttpOnly, SameSite=Lax cookie and keeps only its hash here; the callback
-- must bring the same cookie. Attempts started before this migration have none and are refused.
alter table social_login_attempts add column browser_hash bytea;
