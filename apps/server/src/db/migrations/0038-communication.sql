-- Communication (decision 026): the announcements' read state, platform messages and feedback.

-- A member has read an announcement (the list's read mark; a popup shows until it is read).
create table announcement_reads (
  member_id bigint not null references members (id),
  announcement_id bigint not null references announcements (id) on delete cascade,
  read_at timestamptz not null default now(),
  primary key (member_id, announcement_id)
);

-- A platform message as written, once: an operator's notice (texts by language, and the audience
-- chosen, for the console's sent list) or a system message (its kind and figures; the client
-- words it in the reader's language).
create table messages (
  id bigint generated always as identity primary key,
  kind text not null check (kind in ('notice', 'deposit_credited', 'withdrawal_paid', 'withdrawal_rejected',
    'bonus_issued', 'feedback_replied')),
  title jsonb check (jsonb_typeof(title) = 'object'),
  content jsonb check (jsonb_typeof(content) = 'object'),
  params jsonb not null default '{}' check (jsonb_typeof(params) = 'object'),
  audience jsonb,
  recipients integer not null default 0 check (recipients >= 0),
  sent_by text,
  created_at timestamptz not null default now(),
  check ((kind = 'notice') = (title is not null and content is not null and audience is not null and sent_by is not null))
);

-- Delivery: one row per recipient, written by one set-based insert per message.
create table member_messages (
  member_id bigint not null references members (id),
  message_id bigint not null references messages (id) on delete cascade,
  read_at timestamptz,
  deleted_at timestamptz,
  primary key (member_id, message_id)
);
create index member_messages_inbox_idx on member_messages (member_id, message_id desc) where deleted_at is null;
create index member_messages_unread_idx on member_messages (member_id) where read_at is null and deleted_at is null;
create index member_messages_message_idx on member_messages (message_id) where read_at is not null;

-- The system's messages, written in the transaction of the money change they tell about.
create function system_message(p_member bigint, p_kind text, p_params jsonb) returns void
language plpgsql as $$
declare
  message bigint;
begin
  insert into messages (kind, params, recipients) values (p_kind, p_params, 1) returning id into message;
  insert into member_messages (member_id, message_id) values (p_member, message);
end;
$$;

create function deposit_orders_message() returns trigger
language plpgsql as $$
begin
  perform system_message(new.member_id, 'deposit_credited',
    jsonb_build_object('amountMinor', new.credit_minor, 'currency', new.currency, 'reference', new.order_no));
  return null;
end;
$$;
-- An update that leaves a paid order paid says nothing again.
create trigger deposit_orders_message_insert after insert on deposit_orders
  for each row when (new.status = 'paid') execute function deposit_orders_message();
create trigger deposit_orders_message_update after update of status on deposit_orders
  for each row when (new.status = 'paid' and old.status is distinct from 'paid') execute function deposit_orders_message();

create function withdrawals_message() returns trigger
language plpgsql as $$
begin
  if new.status = 'approved' then
    perform system_message(new.member_id, 'withdrawal_paid',
      jsonb_build_object('amountMinor', new.amount_minor, 'currency', new.currency, 'reference', new.id::text));
  else
    perform system_message(new.member_id, 'withdrawal_rejected',
      jsonb_strip_nulls(jsonb_build_object('amountMinor', new.amount_minor, 'currency', new.currency,
        'reference', new.id::text, 'reason', new.reject_reason)));
  end if;
  return null;
end;
$$;
create trigger withdrawals_message after update of status on withdrawals
  for each row when (new.status in ('approved', 'rejected') and old.status is distinct from new.status)
  execute function withdrawals_message();

create function member_bonuses_message() returns trigger
language plpgsql as $$
begin
  perform system_message(new.member_id, 'bonus_issued',
    jsonb_build_object('amountMinor', new.amount_minor, 'currency', new.currency, 'source', new.source));
  return null;
end;
$$;
create trigger member_bonuses_message after insert on member_bonuses
  for each row execute function member_bonuses_message();

-- Feedback and complaints, with support's reply.
create table feedback (
  id bigint generated always as identity primary key,
  member_id bigint not null references members (id),
  type text not null check (type in ('suggestion', 'complaint', 'deposit', 'withdrawal', 'games', 'account', 'other')),
  content text not null check (length(content) between 1 and 2000),
  image_keys text[] not null default '{}' check (cardinality(image_keys) <= 3),
  status text not null default 'open' check (status in ('open', 'replied', 'closed')),
  reply text check (length(reply) between 1 and 2000),
  replied_by text,
  replied_at timestamptz,
  created_at timestamptz not null default now(),
  check ((reply is null) = (replied_at is null))
);
create index feedback_member_idx on feedback (member_id, id desc);
create index feedback_queue_idx on feedback (status, id) where status = 'open';
