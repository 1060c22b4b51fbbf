-- What each member uploaded per UTC day (files and bytes), so uploads are capped per day: one
-- member could otherwise fill the disk (chat images, feedback, proofs). Taken by one conditional
-- upsert before a file is stored, so parallel uploads cannot pass the cap together.
create table member_upload_days (
  member_id bigint not null references members (id) on delete cascade,
  day date not null,
  files integer not null check (files >= 0),
  bytes bigint not null check (bytes >= 0),
  primary key (member_id, day)
);
