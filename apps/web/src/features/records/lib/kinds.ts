/**
 * The ledger kinds a player meets, in the order the type filter lists them. A kind not listed
 * here (a later feature's) still shows, under its own name.
 */
export const RECORD_KINDS = [
  'deposit',
  'withdrawal_hold',
  'withdrawal_payout',
  'withdrawal_refund',
  'transfer',
  'transfer_upline',
  'bet',
  'win',
  'refund',
  'bonus',
  'adjustment',
  'demo_balance',
] as const;
