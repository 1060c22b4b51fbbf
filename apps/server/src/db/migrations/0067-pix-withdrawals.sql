-- PIX withdrawals (issue 31, decision 049): a payee account is a bank account or a PIX key, and a
-- withdrawal to a PIX key is paid by the gateway's PIX payout, completed by its webhook.

-- A PIX key's type; its key, as DICT writes it, is the account number (an e-mail key up to 77).
alter table member_bank_accounts
  add column pix_key_type text check (pix_key_type in ('cpf', 'phone', 'email', 'evp')),
  drop constraint member_bank_accounts_account_number_check,
  add constraint member_bank_accounts_account_number_check check (
    (pix_key_type is null and account_number ~ '^[0-9A-Za-z]{4,34}$')
    or (pix_key_type is not null and length(account_number) between 11 and 77)
  );

-- The payout of a withdrawal to a PIX key: requested by the operator's approval (the amount stays
-- held), sent once the gateway took it, paid or failed by the gateway's webhook.
alter table withdrawals
  add column pix_key_type text check (pix_key_type in ('cpf', 'phone', 'email', 'evp')),
  add column payout_state text check (payout_state in ('requested', 'sent', 'paid', 'failed')),
  add column payout_channel_id bigint references payment_channels (id),
  add column payout_gateway_id text check (length(payout_gateway_id) between 1 and 100),
  add constraint withdrawals_payout_pix check (payout_state is null or pix_key_type is not null),
  add constraint withdrawals_payout_channel check ((payout_state is null) = (payout_channel_id is null));
create unique index withdrawals_payout_gateway_key on withdrawals (payout_channel_id, payout_gateway_id)
  where payout_gateway_id is not null;
create index withdrawals_payout_requested_idx on withdrawals (reviewed_at) where payout_state = 'requested';

-- The sandbox gateway's PIX payouts, beside its charges: the key paid and its holder.
alter table sandbox_gateway_orders
  add column kind text not null default 'charge' check (kind in ('charge', 'payout')),
  add column pix_key_type text check (pix_key_type in ('cpf', 'phone', 'email', 'evp')),
  add column pix_key text check (length(pix_key) between 11 and 77),
  add column holder_name text check (length(holder_name) between 1 and 255),
  add constraint sandbox_gateway_orders_payout check ((kind = 'payout') = (pix_key is not null));
