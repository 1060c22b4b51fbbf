import type { ColumnType, Generated } from 'kysely';

/*
 * Row types of migration 0009, merged into the app's DB type. They live beside the feature (an
 * augmentation of db/schema.ts) so that the helpers adding wallet tables at the same time do not
 * all edit one file.
 */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export type ChannelType = 'gateway' | 'bank_transfer';
export type FeePayer = 'player' | 'brand';
export type DepositStatus = 'pending' | 'paid' | 'failed' | 'rejected' | 'expired';

export interface PaymentChannelsTable {
  id: Generated<number>;
  type: ChannelType;
  name: string;
  min_minor: number;
  max_minor: number;
  fee_fixed_minor: ColumnType<number, number | undefined, number>;
  fee_bps: ColumnType<number, number | undefined, number>;
  fee_payer: ColumnType<FeePayer, FeePayer | undefined, FeePayer>;
  position: ColumnType<number, number | undefined, number>;
  enabled: ColumnType<boolean, boolean | undefined, boolean>;
  gateway_base_url: string | null;
  gateway_merchant_id: string | null;
  gateway_secret_encrypted: string | null;
  bank_name: string | null;
  bank_account_name: string | null;
  bank_account_number: string | null;
  bank_instructions: string | null;
  seed_key: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface DepositOrdersTable {
  id: Generated<number>;
  order_no: string;
  member_id: number;
  channel_id: number;
  channel_type: ChannelType;
  amount_minor: number;
  fee_minor: number;
  credit_minor: number;
  currency: string;
  status: ColumnType<DepositStatus, DepositStatus | undefined, DepositStatus>;
  idempotency_key: string;
  request_hash: string;
  reference: string | null;
  gateway_order_id: string | null;
  review_note: string | null;
  reviewed_by: string | null;
  ledger_transaction_id: number | null;
  expires_at: Timestamp | null;
  completed_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface PaymentWebhookEventsTable {
  id: Generated<number>;
  channel_id: number;
  gateway_order_id: string;
  order_id: number;
  status: 'paid' | 'failed';
  outcome: 'applied' | 'ignored';
  signed_at: Timestamp;
  received_at: Timestamp;
}

declare module '../../db/schema.ts' {
  interface DB {
    payment_channels: PaymentChannelsTable;
    deposit_orders: DepositOrdersTable;
    payment_webhook_events: PaymentWebhookEventsTable;
  }
}
