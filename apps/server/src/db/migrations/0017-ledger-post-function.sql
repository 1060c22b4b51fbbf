-- A posting in one statement (decision 012): the idempotency row, the accounts locked in id order,
-- the balance check, the new balances and the entries. One round trip instead of four (begin, two
-- statements, commit): a wallet call spends most of its time writing to sockets, not computing.
-- Called only by apps/server/src/features/wallet/ledger/ledger.ts.
--
-- Answers the entries in line order. A key already used with the same request hash answers its
-- first entries (replayed = true); with another hash it raises LG002. A player account that would
-- go below zero raises LG001 with the account and its balance in DETAIL (JSON). Both abort the
-- statement, so nothing is written.
create function ledger_post(
  p_source text,
  p_key text,
  p_kind text,
  p_hash bytea,
  p_member_id bigint,
  p_reference text,
  p_memo jsonb,
  p_now timestamptz,
  p_accounts bigint[],
  p_amounts bigint[]
) returns table (
  transaction_id bigint,
  replayed boolean,
  created_at timestamptz,
  account_id bigint,
  amount_minor bigint,
  balance_before_minor bigint,
  balance_after_minor bigint
) language plpgsql as $$
#variable_conflict use_column
declare
  v_tx bigint;
  v_hash bytea;
  v_created timestamptz;
  v_ids bigint[];
  v_balances bigint[];
  v_negative boolean[];
  v_currencies text[];
  v_before bigint[] := '{}';
  v_after bigint[] := '{}';
  v_at int;
  i int;
begin
  insert into ledger_transactions (source, idempotency_key, kind, request_hash, member_id, reference, memo, created_at)
  values (p_source, p_key, p_kind, p_hash, p_member_id, p_reference, p_memo, p_now)
  on conflict (source, idempotency_key) do nothing
  returning id into v_tx;

  if v_tx is null then
    select t.id, t.request_hash, t.created_at into v_tx, v_hash, v_created
    from ledger_transactions t where t.source = p_source and t.idempotency_key = p_key;
    if v_hash <> p_hash then
      raise exception 'idempotency key % of % used for another request', p_key, p_source using errcode = 'LG002';
    end if;
    return query
      select v_tx, true, v_created, e.account_id, e.amount_minor, e.balance_before_minor, e.balance_after_minor
      from ledger_entries e where e.transaction_id = v_tx order by e.id;
    return;
  end if;

  -- Lock in id order (no deadlock between two postings of the same accounts) and read balances.
  select array_agg(a.id order by a.id), array_agg(a.balance_minor order by a.id),
    array_agg(a.allow_negative order by a.id), array_agg(distinct a.currency)
  into v_ids, v_balances, v_negative, v_currencies
  from (select l.id, l.balance_minor, l.allow_negative, l.currency from ledger_accounts l
        where l.id = any (p_accounts) order by l.id for update) a;

  if coalesce(array_length(v_ids, 1), 0) <> (select count(distinct x) from unnest(p_accounts) x) then
    raise exception 'ledger: unknown account in %', p_accounts;
  end if;
  if array_length(v_currencies, 1) <> 1 then
    raise exception 'ledger: one posting, one currency (%)', v_currencies;
  end if;

  for i in 1 .. array_length(p_accounts, 1) loop
    v_at := array_position(v_ids, p_accounts[i]);
    v_before := v_before || v_balances[v_at];
    v_balances[v_at] := v_balances[v_at] + p_amounts[i];
    v_after := v_after || v_balances[v_at];
  end loop;

  for i in 1 .. array_length(v_ids, 1) loop
    if not v_negative[i] and v_balances[i] < 0 then
      raise exception 'insufficient funds in account %', v_ids[i]
        using errcode = 'LG001',
          detail = json_build_object('accountId', v_ids[i], 'balanceMinor', v_balances[i] - (
            select coalesce(sum(p_amounts[j]), 0) from generate_subscripts(p_accounts, 1) j
            where p_accounts[j] = v_ids[i]))::text;
    end if;
  end loop;

  update ledger_accounts l set balance_minor = v.after
  from unnest(v_ids, v_balances) as v(id, after) where l.id = v.id;

  insert into ledger_entries
    (transaction_id, account_id, amount_minor, balance_before_minor, balance_after_minor, created_at)
  select v_tx, line.account, line.amount, line.before, line.after, p_now
  from unnest(p_accounts, p_amounts, v_before, v_after) with ordinality as line(account, amount, before, after, n)
  order by line.n;

  return query
    select v_tx, false, p_now, line.account, line.amount, line.before, line.after
    from unnest(p_accounts, p_amounts, v_before, v_after) with ordinality as line(account, amount, before, after, n)
    order by line.n;
end
$$;
