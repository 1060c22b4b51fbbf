-- The agent who created an account from the agent center (POST /wps/agent/downlines), null for
-- accounts people registered themselves. Invite-a-friend never pays for an account its inviter
-- made: creating accounts from other addresses would otherwise farm the rewards.
alter table members add column registered_by bigint references members (id);
