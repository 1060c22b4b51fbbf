-- Platform messages as push notifications (decision 026): the language each browser subscribed
-- in (notifications are worded on the server, with no page open), and how far the relay has gone.
alter table push_subscriptions add column language text not null default 'pt-BR'
  check (language in ('pt-BR', 'en', 'th', 'vi', 'id', 'zh-CN'));

-- One row: the last message the relay has looked at; the relay holds it locked while it reads.
create table message_push_cursor (
  id smallint primary key default 1 check (id = 1),
  last_message_id bigint not null
);
insert into message_push_cursor (last_message_id) select coalesce(max(id), 0) from messages;
