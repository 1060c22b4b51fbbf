-- Live chat (docs/decisions/024-live-chat.md): a public lobby room per interface language and a
-- private support conversation per member; messages, read markers, moderation and the word filter.

create table chat_rooms (
  id bigserial primary key,
  kind text not null check (kind in ('lobby', 'support')),
  -- lobby: its interface language; support: null
  language text,
  -- support: the member whose conversation it is; lobby: null
  member_id bigint unique references members (id) on delete cascade,
  -- support: 'open' while the member waits for (or has) an answer, 'handled' once an operator closes it
  status text not null default 'handled' check (status in ('open', 'handled')),
  -- support: when the oldest message still waiting for an operator arrived (the queue's order)
  waiting_since timestamptz,
  last_message_id bigint,
  created_at timestamptz not null default now(),
  check ((kind = 'lobby' and language is not null and member_id is null)
      or (kind = 'support' and language is null and member_id is not null))
);
create unique index chat_rooms_lobby_language on chat_rooms (language) where kind = 'lobby';
create index chat_rooms_support_queue on chat_rooms (waiting_since, id) where kind = 'support' and status = 'open';

insert into chat_rooms (kind, language) values
  ('lobby', 'pt-BR'), ('lobby', 'en'), ('lobby', 'th'), ('lobby', 'vi'), ('lobby', 'id'), ('lobby', 'zh-CN');

create table chat_messages (
  id bigserial primary key,
  room_id bigint not null references chat_rooms (id) on delete cascade,
  sender_kind text not null check (sender_kind in ('member', 'operator')),
  member_id bigint references members (id) on delete set null,
  operator_id bigint references operators (id) on delete set null,
  -- the name shown beside the message, fixed when it was sent (a masked username or the operator's)
  sender_name text not null,
  body text not null default '' check (length(body) <= 500),
  -- an uploaded image's storage key (chat/<name>.png|jpg), or null for text only
  image_name text,
  created_at timestamptz not null default now(),
  deleted_at timestamptz,
  deleted_by bigint references operators (id) on delete set null,
  check (body <> '' or image_name is not null)
);
create index chat_messages_room_id on chat_messages (room_id, id);
create index chat_messages_member on chat_messages (member_id, id) where member_id is not null;

-- The member's read marker per room: messages after last_read_id are unread.
create table chat_reads (
  member_id bigint not null references members (id) on delete cascade,
  room_id bigint not null references chat_rooms (id) on delete cascade,
  last_read_id bigint not null default 0,
  primary key (member_id, room_id)
);

-- Moderation: a mute until a time, or a ban until lifted.
create table chat_restrictions (
  member_id bigint primary key references members (id) on delete cascade,
  muted_until timestamptz,
  banned_at timestamptz,
  reason text not null default '' check (length(reason) <= 200),
  operator_id bigint references operators (id) on delete set null,
  updated_at timestamptz not null default now()
);

-- Words masked in every message (case-insensitive).
create table chat_word_filters (
  word text primary key check (length(word) between 1 and 40 and word = lower(word)),
  created_at timestamptz not null default now()
);
