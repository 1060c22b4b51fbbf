-- The betting record shows each bet's balance after its round's win: a seamless win is found from
-- its bet, one probe per row of a page. Only the wins that posted money are indexed.
create index provider_transactions_win_bet_idx on provider_transactions (bet_id)
  where kind = 'win' and ledger_transaction_id is not null;
