-- Raffle promotions (spec §3, §6; decision 054): tickets earned by deposits or turnover while the
-- raffle runs, a draw at its end from a seed committed before it started, and winners' prizes
-- issued as claims the winner takes through the ledger.
alter table promotions drop constraint promotions_kind_check;
alter table promotions add constraint promotions_kind_check
  check (kind in ('first_deposit', 'reload', 'cashback', 'daily_sign_in', 'free_credit', 'manual', 'raffle'));
-- Set once, by the draw's transaction; the member's state reads it (drawn: won or not).
alter table promotions add column drawn_at timestamptz;

-- A raffle's draw: the seed it revealed (its hash was shown from the start) and the pool it drew from.
create table raffle_draws (
  promotion_id bigint primary key references promotions (id),
  seed_hash text not null check (seed_hash ~ '^[0-9a-f]{64}$'),
  seed text not null check (seed ~ '^[0-9a-f]{64}$'),
  tickets_total bigint not null check (tickets_total >= 0),
  entrants integer not null check (entrants >= 0),
  drawn_at timestamptz not null
);

-- Every entrant's tickets as a range [first_ticket, first_ticket + tickets), in member id order:
-- with the seed, anyone can draw the winners again.
create table raffle_entries (
  promotion_id bigint not null references raffle_draws (promotion_id),
  member_id bigint not null references members (id),
  tickets bigint not null check (tickets > 0),
  first_ticket bigint not null check (first_ticket >= 0),
  primary key (promotion_id, member_id)
);

-- One prize per winner; the prize is paid by taking its issued claim.
create table raffle_winners (
  promotion_id bigint not null references raffle_draws (promotion_id),
  rank integer not null check (rank >= 1),
  member_id bigint not null references members (id),
  ticket bigint not null check (ticket >= 0),
  amount_minor bigint not null check (amount_minor > 0),
  claim_id bigint not null unique references promotion_claims (id),
  primary key (promotion_id, rank),
  unique (promotion_id, member_id)
);

-- A draw is history: what it drew is never changed or removed, and drawn_at is never cleared.
create function raffle_refuse_change() returns trigger language plpgsql as $$
begin
  raise exception 'a raffle draw is immutable (% on %)', tg_op, tg_table_name using errcode = '23514';
end
$$;
create trigger raffle_draws_immutable before update or delete on raffle_draws
  for each row execute function raffle_refuse_change();
create trigger raffle_entries_immutable before update or delete on raffle_entries
  for each row execute function raffle_refuse_change();
create trigger raffle_winners_immutable before update or delete on raffle_winners
  for each row execute function raffle_refuse_change();
create function promotions_keep_drawn() returns trigger language plpgsql as $$
begin
  if old.drawn_at is not null and new.drawn_at is distinct from old.drawn_at then
    raise exception 'a raffle''s draw time is never changed' using errcode = '23514';
  end if;
  return new;
end
$$;
create trigger promotions_keep_drawn before update of drawn_at on promotions
  for each row execute function promotions_keep_drawn();
