-- Chat images belong to their uploader and their room (review N7, N11; decision 039): an upload is
-- recorded with its member; a `send` spends it (only the uploader's own, once); one never sent is
-- deleted a day later. Images are served only through URLs the server signs for the room's readers.
create table chat_images (
  name text primary key check (name ~ '^[a-f0-9]{32}\.(png|jpg)$'),
  member_id bigint not null references members (id),
  bytes integer not null check (bytes > 0),
  created_at timestamptz not null,
  sent_at timestamptz
);
create index chat_images_unsent_idx on chat_images (created_at) where sent_at is null;
