-- A posting and the member's wallets after it (a wallet call answers the new balances), as one
-- function: its two statements keep their plans for the session, where the same work as one ad hoc
-- statement was planned again on every call (measured with pgbench at 32 clients: 1,006 calls a
-- second as an ad hoc statement, 1,244 prepared). The second statement runs after the posting in
-- the same transaction, so it reads the balances the posting left (a replay: the balances now).
-- Called only by apps/server/src/features/wallet/ledger/ledger.ts.
create function ledger_post_wallets(
  p_source text,
  p_key text,
  p_kind text,
  p_hash bytea,
  p_member_id bigint,
  p_reference text,
  p_memo jsonb,
  p_now timestamptz,
  p_accounts bigint[],
  p_amounts bigint[],
  p_wallets_of bigint
) returns table (
  transaction_id bigint,
  replayed boolean,
  created_at timestamptz,
  account_id bigint,
  amount_minor bigint,
  balance_before_minor bigint,
  balance_after_minor bigint,
  wallets json
) language plpgsql as $$
#variable_conflict use_column
declare
  v_tx bigint;
  v_replayed boolean;
  v_created timestamptz;
  v_accounts bigint[];
  v_amounts bigint[];
  v_before bigint[];
  v_after bigint[];
  v_wallets json;
begin
  select min(p.transaction_id), bool_and(p.replayed), min(p.created_at), array_agg(p.account_id order by p.n),
    array_agg(p.amount_minor order by p.n), array_agg(p.balance_before_minor order by p.n),
    array_agg(p.balance_after_minor order by p.n)
  into v_tx, v_replayed, v_created, v_accounts, v_amounts, v_before, v_after
  from ledger_post(p_source, p_key, p_kind, p_hash, p_member_id, p_reference, p_memo, p_now, p_accounts, p_amounts)
    with ordinality as p(transaction_id, replayed, created_at, account_id, amount_minor, balance_before_minor,
      balance_after_minor, n);

  select coalesce(json_agg(json_build_object('id', a.id, 'code', a.code, 'currency', a.currency,
    'balance_minor', a.balance_minor) order by a.id), '[]') into v_wallets
  from ledger_accounts a where a.member_id = p_wallets_of;

  return query
    select v_tx, v_replayed, v_created, x.account_id, x.amount_minor, x.before, x.after, v_wallets
    from unnest(v_accounts, v_amounts, v_before, v_after) with ordinality as x(account_id, amount_minor, before, after, n)
    order by x.n;
end
$$;
