import type { ColumnType, Generated } from 'kysely';

/*
 * Row types of the sandbox gateway's own tables (migration 0009), merged into the app's DB type:
 * the sandbox is a separate party that shares the process, so it keeps its tables to itself.
 */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface SandboxGatewayMerchantsTable {
  merchant_id: string;
  secret_encrypted: string;
  created_at: Timestamp;
}

export interface SandboxGatewayOrdersTable {
  id: string;
  merchant_id: string;
  merchant_order_id: string;
  amount_minor: number;
  currency: string;
  notify_url: string;
  return_url: string;
  status: ColumnType<'pending' | 'paid' | 'failed', 'pending' | undefined, 'paid' | 'failed'>;
  created_at: Timestamp;
  completed_at: Timestamp | null;
}

export interface SandboxGatewayWebhooksTable {
  id: Generated<number>;
  order_id: string;
  url: string;
  body: string;
  attempts: ColumnType<number, number | undefined, number>;
  max_attempts: number;
  next_attempt_at: Timestamp;
  delivered_at: Timestamp | null;
  last_status: number | null;
  last_error: string | null;
  created_at: Timestamp;
}

declare module '../../db/schema.ts' {
  interface DB {
    sandbox_gateway_merchants: SandboxGatewayMerchantsTable;
    sandbox_gateway_orders: SandboxGatewayOrdersTable;
    sandbox_gateway_webhooks: SandboxGatewayWebhooksTable;
  }
}
