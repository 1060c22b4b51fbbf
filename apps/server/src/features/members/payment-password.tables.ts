import type { ColumnType } from 'kysely';

/* Row type of the payment password table (migration 0010), merged into the app's DB type. */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface MemberPaymentPasswordsTable {
  member_id: number;
  password_hash: string;
  failed_count: ColumnType<number, number | undefined, number>;
  locked_until: Timestamp | null;
  lock_count: ColumnType<number, number | undefined, number>;
  last_failed_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

declare module '../../db/schema.ts' {
  interface DB {
    member_payment_passwords: MemberPaymentPasswordsTable;
  }
}
