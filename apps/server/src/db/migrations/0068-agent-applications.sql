-- Applications to become an agent (issue 31, decision 051): a member asks from the site with a
-- few words on how they mean to bring players; an operator approves with an agent type or refuses
-- with a reason. One application waits per member at a time; a decided one stays as it was.
create table agent_applications (
  id bigint generated always as identity primary key,
  member_id bigint not null references members (id),
  message text not null check (char_length(message) between 10 and 500),
  status text not null default 'pending' check (status in ('pending', 'approved', 'rejected')),
  agent_type smallint check (agent_type in (1, 2, 41, 42)),
  reject_reason text check (char_length(reject_reason) between 3 and 300),
  decided_by bigint references operators (id),
  decided_at timestamptz,
  created_at timestamptz not null default now(),
  check ((status = 'approved') = (agent_type is not null)),
  check ((status = 'rejected') = (reject_reason is not null)),
  check ((status = 'pending') = (decided_at is null and decided_by is null))
);
create unique index agent_applications_one_pending on agent_applications (member_id) where status = 'pending';
create index agent_applications_member on agent_applications (member_id, id desc);
create index agent_applications_queue on agent_applications (status, id desc);

-- A decision is final: what was approved or refused is never rewritten, nor deleted.
create function agent_applications_final() returns trigger
language plpgsql as $$
begin
  if tg_op = 'DELETE' then
    raise exception 'agent applications are kept' using errcode = 'check_violation';
  end if;
  if old.status <> 'pending' then
    raise exception 'agent application % is already decided', old.id using errcode = 'check_violation';
  end if;
  if new.member_id <> old.member_id or new.message <> old.message or new.created_at <> old.created_at then
    raise exception 'an agent application keeps what the member sent' using errcode = 'check_violation';
  end if;
  return new;
end;
$$;
create trigger agent_applications_final before update or delete on agent_applications
  for each row execute function agent_applications_final();

-- The member hears of the decision in the inbox: `reference` the agent type, `reason` the refusal's.
alter table messages drop constraint messages_kind_check;
alter table messages add constraint messages_kind_check check (kind in ('notice', 'deposit_credited',
  'withdrawal_paid', 'withdrawal_rejected', 'bonus_issued', 'feedback_replied', 'contract_offered',
  'kyc_verified', 'kyc_rejected', 'kyc_more_info', 'agent_approved', 'agent_rejected'));

create function agent_applications_message() returns trigger
language plpgsql as $$
begin
  perform system_message(new.member_id,
    case new.status when 'approved' then 'agent_approved' else 'agent_rejected' end,
    jsonb_build_object('reference', coalesce(new.agent_type::text, ''), 'reason', coalesce(new.reject_reason, '')));
  return null;
end;
$$;
create trigger agent_applications_message after update of status on agent_applications
  for each row when (old.status = 'pending' and new.status <> 'pending') execute function agent_applications_message();
