-- The outbox delivery provider: codes and e-mails kept in the database instead of sent, for the
-- embedded demo and the tests (read at GET /dev/outbox). Never used in production configuration.
create table outbox_messages (
  id bigint generated always as identity primary key,
  channel text not null check (channel in ('sms', 'email')),
  -- Normalised: e-mail trimmed and lower-cased, mobile as '+' and digits.
  recipient text not null check (length(recipient) between 3 and 320),
  purpose text not null check (length(purpose) between 1 and 40),
  subject text,
  body text not null,
  html text,
  created_at timestamptz not null default now()
);
create index outbox_messages_recipient_idx on outbox_messages (recipient, created_at desc);
