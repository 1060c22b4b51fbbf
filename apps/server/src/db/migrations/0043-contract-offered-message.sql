-- An agent offered a contract hears of it in the inbox (decision 026's system messages).
alter table messages drop constraint messages_kind_check;
alter table messages add constraint messages_kind_check check (kind in ('notice', 'deposit_credited',
  'withdrawal_paid', 'withdrawal_rejected', 'bonus_issued', 'feedback_replied', 'contract_offered'));

create function agent_contracts_message() returns trigger
language plpgsql as $$
begin
  perform system_message(new.member_id, 'contract_offered', jsonb_build_object(
    'source', new.kind,
    'reference', coalesce((select username from members where id = new.offered_by), '')));
  return null;
end;
$$;
create trigger agent_contracts_message after insert on agent_contracts
  for each row when (new.status = 'offered') execute function agent_contracts_message();
