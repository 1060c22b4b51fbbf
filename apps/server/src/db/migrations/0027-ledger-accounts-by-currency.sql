-- Ledger accounts carry their currency (security review M3). An account was found by member and
-- code (or code and shard) alone, so after the brand's currency changed, postings in the new
-- currency reached the old currency's rows and their minor units were read with other decimals.
-- Accounts are now keyed by their currency too: a lookup in another currency finds (or makes)
-- another row, never the old one. The settings refuse a change of currency or decimals while a
-- member holds money (features/settings), and a posting that states its currency is refused when
-- any of its accounts is in another one (ledger_accounts_in, below).
drop index ledger_accounts_member_key;
drop index ledger_accounts_system_key;
create unique index ledger_accounts_member_key on ledger_accounts (member_id, code, currency) where member_id is not null;
create unique index ledger_accounts_system_key on ledger_accounts (code, shard, currency) where member_id is null;

-- The accounts of a posting, unchanged, once every one of them is in p_currency; otherwise LG003
-- (DETAIL: the account and its currency, JSON). ledger.ts calls it in the posting's statement,
-- laterally before ledger_post, so a refused posting writes nothing and costs no round trip.
create function ledger_accounts_in(p_accounts bigint[], p_currency text) returns bigint[]
language plpgsql stable as $$
declare
  v_id bigint;
  v_currency text;
begin
  select a.id, a.currency into v_id, v_currency
  from ledger_accounts a where a.id = any (p_accounts) and a.currency <> p_currency limit 1;
  if found then
    raise exception 'ledger account % is in %, the posting in %', v_id, v_currency, p_currency
      using errcode = 'LG003',
        detail = json_build_object('accountId', v_id, 'accountCurrency', v_currency, 'currency', p_currency)::text;
  end if;
  return p_accounts;
end
$$;
