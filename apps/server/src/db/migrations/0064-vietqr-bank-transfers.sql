-- VietQR bank transfers (issue 31): a bank-transfer channel names its bank by NAPAS BIN, so a VND
-- brand's deposit page can show a VietQR code with the account, the amount and the transfer note.
alter table payment_channels
  add column bank_bin text check (bank_bin ~ '^[0-9]{6}$');
