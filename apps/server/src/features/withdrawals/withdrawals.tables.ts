import type { ColumnType, Generated } from 'kysely';

/*
 * Row types of migration 0010, merged into the app's DB type (an augmentation of db/schema.ts
 * kept beside the feature, so the helpers adding wallet tables at once do not all edit one file).
 */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export type WithdrawalStatus = 'in_process' | 'approved' | 'rejected';
export type Confirmation = 'awaiting' | 'received' | 'not_received' | 'auto_received' | 'forced_received';

export interface MemberBankAccountsTable {
  id: Generated<number>;
  member_id: number;
  bank_name: string;
  account_number: string;
  account_holder: string;
  created_at: Timestamp;
  removed_at: Timestamp | null;
}

export interface WithdrawalsTable {
  id: Generated<number>;
  member_id: number;
  idempotency_key: string;
  request_hash: Buffer | Uint8Array;
  bank_account_id: number;
  bank_name: string;
  account_number: string;
  account_holder: string;
  amount_minor: number;
  currency: string;
  status: ColumnType<WithdrawalStatus, WithdrawalStatus | undefined, WithdrawalStatus>;
  hold_id: number;
  reviewed_by: string | null;
  reviewed_at: Timestamp | null;
  reject_reason: string | null;
  confirmation: Confirmation | null;
  confirm_by: Timestamp | null;
  confirmed_at: Timestamp | null;
  created_at: Timestamp;
}

export interface WithdrawalProofsTable {
  id: Generated<number>;
  withdrawal_id: number;
  storage_key: string;
  content_type: 'image/png' | 'image/jpeg';
  size_bytes: number;
  created_at: Timestamp;
}

declare module '../../db/schema.ts' {
  interface DB {
    member_bank_accounts: MemberBankAccountsTable;
    withdrawals: WithdrawalsTable;
    withdrawal_proofs: WithdrawalProofsTable;
  }
}
