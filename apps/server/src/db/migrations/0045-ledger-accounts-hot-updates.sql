-- Every posting updates its accounts' balances, and the group commit (decision 028) writes them
-- many times a second. With full pages the new version of a row goes to another page and gets a
-- new entry in each of the table's indexes; with room left on the page it stays there (a heap-only
-- update) and no index is touched, as for bets (migration 0022). No index of ledger_accounts names
-- balance_minor, so only the room was missing. Pages written from now on keep 30% free.
alter table ledger_accounts set (fillfactor = 70);
