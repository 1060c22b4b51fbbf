-- Age, CPF, the national exclusion list and KYC documents (decision 042).
--
-- The date of birth is members.birthday (0037): one fact, asked at registration from now on. The
-- CPF is kept normalized (11 digits) and unique: of two registrations with one CPF, one wins.
alter table members add column cpf text check (cpf ~ '^[0-9]{11}$');
create unique index members_cpf_key on members (cpf) where cpf is not null;
-- The highest KYC level verified (0 none, 1 identity, 2 identity and address): the withdrawal gate
-- reads it under the member's row lock.
alter table members add column kyc_level smallint not null default 0 check (kyc_level between 0 and 2);

-- The national exclusion list: SHA-256 of a normalized CPF or mobile number (decision 042 says
-- how), imported by the operator; registration refuses a person whose hash is here.
create table exclusion_hashes (
  hash bytea primary key check (octet_length(hash) = 32),
  imported_at timestamptz not null
);

-- A member's KYC files, stored privately (FileStorage, never a public path); a newer file of a
-- kind replaces the older one in the next submission.
create table kyc_documents (
  id bigint generated always as identity primary key,
  member_id bigint not null references members (id),
  kind text not null check (kind in ('id_front', 'id_back', 'proof_of_address', 'selfie')),
  storage_key text not null unique,
  content_type text not null check (content_type in ('image/png', 'image/jpeg', 'application/pdf')),
  size_bytes integer not null check (size_bytes > 0),
  file_name text not null check (length(file_name) between 1 and 120),
  created_at timestamptz not null
);
create index kyc_documents_member_idx on kyc_documents (member_id, kind, id desc);

-- What a member sent for review at one level, and the operator's decision.
create table kyc_submissions (
  id bigint generated always as identity primary key,
  member_id bigint not null references members (id),
  level smallint not null check (level in (1, 2)),
  status text not null default 'pending'
    check (status in ('pending', 'verified', 'rejected', 'more_info_requested')),
  -- The rejection's reason or the information asked; the operator's words, shown to the member.
  note text check (length(note) <= 1000),
  decided_by bigint references operators (id),
  decided_at timestamptz,
  created_at timestamptz not null,
  check ((status = 'pending') = (decided_at is null)),
  check (status in ('pending', 'verified') or note is not null)
);
-- One submission at a time waits for review: a second submit loses on this index.
create unique index kyc_submissions_one_pending on kyc_submissions (member_id) where status = 'pending';
create index kyc_submissions_queue_idx on kyc_submissions (created_at, id) where status = 'pending';
create index kyc_submissions_member_idx on kyc_submissions (member_id, id desc);

create table kyc_submission_documents (
  submission_id bigint not null references kyc_submissions (id),
  document_id bigint not null references kyc_documents (id),
  primary key (submission_id, document_id)
);

-- The member hears of the decision in the inbox (decision 026's system messages): `reference` is
-- the level, `reason` the operator's note; the client words it in the reader's language.
alter table messages drop constraint messages_kind_check;
alter table messages add constraint messages_kind_check check (kind in ('notice', 'deposit_credited',
  'withdrawal_paid', 'withdrawal_rejected', 'bonus_issued', 'feedback_replied', 'contract_offered',
  'kyc_verified', 'kyc_rejected', 'kyc_more_info'));

create function kyc_submissions_message() returns trigger
language plpgsql as $$
begin
  perform system_message(new.member_id,
    case new.status when 'verified' then 'kyc_verified' when 'rejected' then 'kyc_rejected' else 'kyc_more_info' end,
    jsonb_build_object('reference', new.level::text, 'reason', coalesce(new.note, '')));
  return null;
end;
$$;
create trigger kyc_submissions_message after update of status on kyc_submissions
  for each row when (old.status = 'pending' and new.status <> 'pending') execute function kyc_submissions_message();
