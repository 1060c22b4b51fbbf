-- PIX deposits (issue 31, decision 046): a gateway channel either sends the player to the gateway's
-- pay page ('redirect') or asks the gateway for a PIX charge and shows its BR Code ('pix').
alter table payment_channels
  add column gateway_method text not null default 'redirect' check (gateway_method in ('redirect', 'pix'));

-- The charge's BR Code ("copia e cola") as the gateway answered it; its expiry is expires_at.
alter table deposit_orders
  add column pix_code text check (length(pix_code) between 40 and 512),
  add constraint deposit_orders_pix_code_gateway check (pix_code is null or channel_type = 'gateway');

-- The sandbox gateway's PIX charges: no page to return to, and an expiry after which the payer's
-- bank refuses the code.
alter table sandbox_gateway_orders
  alter column return_url drop not null,
  add column pix_code text check (length(pix_code) between 40 and 512),
  add column expires_at timestamptz;
