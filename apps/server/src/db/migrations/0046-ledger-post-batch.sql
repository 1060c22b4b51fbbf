-- A group-commit batch in one statement (decision 028): many postings, each decided as ledger_post
-- (migration 0017) would decide it alone, in arrival order against the balances the batch leaves so
-- far, and the accepted ones written by one insert of journal rows, one of entries and one update of
-- balances. One round trip and one commit for the batch, where a transaction driven from the server
-- took five round trips (begin, locks, keys, writes, commit) and held its locks across all of them.
-- Called only by apps/server/src/features/wallet/ledger/posting-batch.ts.
--
-- p_postings: a JSON array, in arrival order, of {source, key, kind, hash (hex), member_id,
-- reference, memo, currency (or null), wallets_of (or null), lines: [{a: account, m: amount}]}.
-- Answers one row per posting (r_n from 1): r_outcome 'write' (r_tx, r_entries), 'replay' (the key's
-- first result), 'same' (the same key earlier in the batch: r_tx of that one, replayed) or 'refused'
-- (r_refusal: INSUFFICIENT_FUNDS, DUPLICATE_TRANSACTION_MISMATCH, LEDGER_CURRENCY_MISMATCH,
-- UNKNOWN_ACCOUNT; r_detail). r_wallets: the wallets_of member's accounts as this posting left them.
-- A key that another transaction wrote while this one waited raises LG004: nothing is written, and
-- the caller runs the batch again (it then reads as a replay).
create function ledger_post_batch(p_postings json, p_now timestamptz)
returns table (
  r_n int,
  r_outcome text,
  r_tx bigint,
  r_created timestamptz,
  r_entries json,
  r_wallets json,
  r_refusal text,
  r_detail json
) language plpgsql as $$
declare
  sep constant text := chr(31);
  v_ids bigint[];
  v_bal bigint[];
  v_neg boolean[];
  v_cur text[];
  w_member bigint[];
  w_id bigint[];
  w_code text[];
  w_cur text[];
  w_bal bigint[];
  x_keys text[];
  x_ids bigint[];
  x_hashes bytea[];
  x_created timestamptz[];
  -- accepted postings (index k) and their entries
  a_keys text[] := '{}';
  a_src text[] := '{}';
  a_key text[] := '{}';
  a_kind text[] := '{}';
  a_hash bytea[] := '{}';
  a_member bigint[] := '{}';
  a_ref text[] := '{}';
  a_memo jsonb[] := '{}';
  e_k int[] := '{}';
  e_acc bigint[] := '{}';
  e_amt bigint[] := '{}';
  e_before bigint[] := '{}';
  a_tx bigint[];
  -- one answer per posting
  o_outcome text[] := '{}';
  o_k int[] := '{}';
  o_tx bigint[] := '{}';
  o_created timestamptz[] := '{}';
  o_entries json[] := '{}';
  o_wallets json[] := '{}';
  o_refusal text[] := '{}';
  o_detail json[] := '{}';
  p json;
  v_n int := 0;
  v_key text;
  v_hash bytea;
  v_acc bigint[];
  v_amt bigint[];
  v_work bigint[];
  v_at int;
  v_k int;
  v_refusal text;
  v_detail json;
  v_entries json;
  v_bad bigint;
  i int;
begin
  -- The journal rows' members, then the accounts, in id order: the order a single posting takes them.
  perform 1 from members m
  where m.id in (select distinct (e->>'member_id')::bigint from json_array_elements(p_postings) e
                 where e->>'member_id' is not null)
  order by m.id for key share;

  select array_agg(a.id order by a.id), array_agg(a.balance_minor order by a.id),
    array_agg(a.allow_negative order by a.id), array_agg(a.currency order by a.id)
  into v_ids, v_bal, v_neg, v_cur
  from (select l.id, l.balance_minor, l.allow_negative, l.currency from ledger_accounts l
        where l.id in (select distinct (x->>'a')::bigint
                       from json_array_elements(p_postings) e, json_array_elements(e->'lines') x)
        order by l.id for update) a;
  v_ids := coalesce(v_ids, '{}');

  -- Read after the locks (a new snapshot): a twin that committed while this batch waited is seen.
  select array_agg(t.source || sep || t.idempotency_key), array_agg(t.id), array_agg(t.request_hash),
    array_agg(t.created_at)
  into x_keys, x_ids, x_hashes, x_created
  from ledger_transactions t
  join (select distinct e->>'source' as s, e->>'key' as k from json_array_elements(p_postings) e) q
    on t.source = q.s and t.idempotency_key = q.k;
  x_keys := coalesce(x_keys, '{}');

  select array_agg(a.member_id order by a.id), array_agg(a.id order by a.id), array_agg(a.code order by a.id),
    array_agg(a.currency order by a.id), array_agg(a.balance_minor order by a.id)
  into w_member, w_id, w_code, w_cur, w_bal
  from ledger_accounts a
  where a.member_id in (select distinct (e->>'wallets_of')::bigint from json_array_elements(p_postings) e
                        where e->>'wallets_of' is not null);

  for p in select * from json_array_elements(p_postings) loop
    v_n := v_n + 1;
    v_refusal := null;
    v_detail := null;
    v_k := null;
    v_entries := null;
    select array_agg((x->>'a')::bigint order by o), array_agg((x->>'m')::bigint order by o)
    into v_acc, v_amt from json_array_elements(p->'lines') with ordinality as l(x, o);
    v_key := (p->>'source') || sep || (p->>'key');
    v_hash := decode(p->>'hash', 'hex');

    select a into v_bad from unnest(v_acc) a where array_position(v_ids, a) is null limit 1;
    if found then
      v_refusal := 'UNKNOWN_ACCOUNT';
      v_detail := json_build_object('accountId', v_bad);
    elsif p->>'currency' is not null
      and exists (select from unnest(v_acc) a where v_cur[array_position(v_ids, a)] <> p->>'currency') then
      select a into v_bad from unnest(v_acc) a where v_cur[array_position(v_ids, a)] <> p->>'currency' limit 1;
      v_refusal := 'LEDGER_CURRENCY_MISMATCH';
      v_detail := json_build_object('accountId', v_bad, 'accountCurrency', v_cur[array_position(v_ids, v_bad)],
        'currency', p->>'currency');
    elsif array_position(x_keys, v_key) is not null then
      v_at := array_position(x_keys, v_key);
      if x_hashes[v_at] <> v_hash then
        v_refusal := 'DUPLICATE_TRANSACTION_MISMATCH';
      else
        o_outcome := o_outcome || 'replay'::text;
        o_k := o_k || null::int;
        o_tx := o_tx || x_ids[v_at];
        o_created := o_created || x_created[v_at];
        o_entries := o_entries || (
          select coalesce(json_agg(json_build_object('accountId', e.account_id, 'amountMinor', e.amount_minor,
            'balanceBeforeMinor', e.balance_before_minor, 'balanceAfterMinor', e.balance_after_minor) order by e.id), '[]')
          from ledger_entries e where e.transaction_id = x_ids[v_at]);
      end if;
    elsif array_position(a_keys, v_key) is not null then
      v_k := array_position(a_keys, v_key);
      if a_hash[v_k] <> v_hash then
        v_refusal := 'DUPLICATE_TRANSACTION_MISMATCH';
      else
        o_outcome := o_outcome || 'same'::text;
        o_k := o_k || v_k;
        o_tx := o_tx || null::bigint;
        o_created := o_created || p_now;
        o_entries := o_entries || null::json;
      end if;
    elsif (select count(distinct v_cur[array_position(v_ids, a)]) from unnest(v_acc) a) <> 1 then
      v_refusal := 'LEDGER_CURRENCY_MISMATCH';
    else
      -- The lines against the running balances; refused, nothing kept, if a player account goes below zero.
      v_work := v_bal;
      for i in 1 .. array_length(v_acc, 1) loop
        v_at := array_position(v_ids, v_acc[i]);
        v_work[v_at] := v_work[v_at] + v_amt[i];
      end loop;
      select a into v_bad from unnest(v_acc) a
      where not v_neg[array_position(v_ids, a)] and v_work[array_position(v_ids, a)] < 0 limit 1;
      if found then
        v_refusal := 'INSUFFICIENT_FUNDS';
        v_detail := json_build_object('accountId', v_bad, 'balanceMinor', v_bal[array_position(v_ids, v_bad)]);
      else
        a_keys := a_keys || v_key;
        a_src := a_src || (p->>'source');
        a_key := a_key || (p->>'key');
        a_kind := a_kind || (p->>'kind');
        a_hash := a_hash || v_hash;
        a_member := a_member || (p->>'member_id')::bigint;
        a_ref := a_ref || (p->>'reference');
        a_memo := a_memo || case when json_typeof(p->'memo') = 'object' then (p->'memo')::jsonb end;
        v_k := array_length(a_keys, 1);
        v_entries := '[]';
        for i in 1 .. array_length(v_acc, 1) loop
          v_at := array_position(v_ids, v_acc[i]);
          e_k := e_k || v_k;
          e_acc := e_acc || v_acc[i];
          e_amt := e_amt || v_amt[i];
          e_before := e_before || v_bal[v_at];
          v_entries := (v_entries::jsonb || jsonb_build_object('accountId', v_acc[i], 'amountMinor', v_amt[i],
            'balanceBeforeMinor', v_bal[v_at], 'balanceAfterMinor', v_bal[v_at] + v_amt[i]))::json;
          v_bal[v_at] := v_bal[v_at] + v_amt[i];
        end loop;
        o_outcome := o_outcome || 'write'::text;
        o_k := o_k || v_k;
        o_tx := o_tx || null::bigint;
        o_created := o_created || p_now;
        o_entries := o_entries || v_entries;
      end if;
    end if;

    if v_refusal is not null then
      o_outcome := o_outcome || 'refused'::text;
      o_k := o_k || null::int;
      o_tx := o_tx || null::bigint;
      o_created := o_created || null::timestamptz;
      o_entries := o_entries || null::json;
    end if;
    o_refusal := o_refusal || v_refusal;
    o_detail := o_detail || v_detail;
    o_wallets := o_wallets || case when p->>'wallets_of' is null then null::json else (
      select coalesce(json_agg(json_build_object('id', w.id, 'code', w.code, 'currency', w.cur,
        'balance_minor', coalesce(v_bal[array_position(v_ids, w.id)], w.bal)) order by w.id), '[]')
      from unnest(w_member, w_id, w_code, w_cur, w_bal) as w(member, id, code, cur, bal)
      where w.member = (p->>'wallets_of')::bigint) end;
  end loop;

  if array_length(a_keys, 1) > 0 then
    with tx as (
      insert into ledger_transactions as t (source, idempotency_key, kind, request_hash, member_id, reference, memo, created_at)
      select x.s, x.k, x.kind, x.h, x.m, x.r, x.memo, p_now
      from unnest(a_src, a_key, a_kind, a_hash, a_member, a_ref, a_memo) with ordinality
        as x(s, k, kind, h, m, r, memo, o)
      order by x.o
      on conflict (source, idempotency_key) do nothing
      returning t.id, t.source, t.idempotency_key
    )
    select array_agg(tx.id order by x.o) into a_tx
    from tx join unnest(a_src, a_key) with ordinality as x(s, k, o) on tx.source = x.s and tx.idempotency_key = x.k;
    if coalesce(array_length(a_tx, 1), 0) <> array_length(a_keys, 1) then
      raise exception 'ledger: a key of the batch was written meanwhile' using errcode = 'LG004';
    end if;

    insert into ledger_entries
      (transaction_id, account_id, amount_minor, balance_before_minor, balance_after_minor, created_at)
    select a_tx[e.k], e.acc, e.amt, e.before, e.before + e.amt, p_now
    from unnest(e_k, e_acc, e_amt, e_before) with ordinality as e(k, acc, amt, before, o)
    order by e.o;

    update ledger_accounts l set balance_minor = v.b
    from unnest(v_ids, v_bal) as v(id, b)
    where l.id = v.id and l.balance_minor <> v.b;
  end if;

  return query
    select o.n::int, o.outcome, coalesce(o.tx, a_tx[o.k]), o.created, o.entries, o.wallets, o.refusal, o.detail
    from unnest(o_outcome, o_k, o_tx, o_created, o_entries, o_wallets, o_refusal, o_detail) with ordinality
      as o(outcome, k, tx, created, entries, wallets, refusal, detail, n)
    order by o.n;
end
$$;
