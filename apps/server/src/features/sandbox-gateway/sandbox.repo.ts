import type { Insertable, Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { SandboxGatewayOrders } from '../../db/schema.ts';

/** The only SQL on the sandbox gateway's tables. */
export function createSandboxRepo(db: Kysely<DB>) {
  return {
    merchant: (merchantId: string) =>
      db.selectFrom('sandbox_gateway_merchants').selectAll().where('merchant_id', '=', merchantId).executeTakeFirst(),

    /** Registers a merchant once; an existing one keeps its secret. */
    addMerchant: (merchantId: string, secretEncrypted: string, trx: Kysely<DB> = db) =>
      trx
        .insertInto('sandbox_gateway_merchants')
        .values({ merchant_id: merchantId, secret_encrypted: secretEncrypted })
        .onConflict((oc) => oc.column('merchant_id').doNothing())
        .execute(),

    /** The gateway's order for a merchant's order: made on the first visit to the pay page. */
    async openOrder(row: Insertable<SandboxGatewayOrders>) {
      await db
        .insertInto('sandbox_gateway_orders')
        .values(row)
        .onConflict((oc) => oc.columns(['merchant_id', 'merchant_order_id']).doNothing())
        .execute();
      return db
        .selectFrom('sandbox_gateway_orders')
        .selectAll()
        .where('merchant_id', '=', row.merchant_id)
        .where('merchant_order_id', '=', row.merchant_order_id)
        .executeTakeFirstOrThrow();
    },

    /** A PIX charge's code and expiry, set once when the charge is first made. */
    setPixCode: (id: string, code: string, expiresAt: Date) =>
      db
        .updateTable('sandbox_gateway_orders')
        .set({ pix_code: code, expires_at: expiresAt })
        .where('id', '=', id)
        .where('pix_code', 'is', null)
        .execute(),

    order: (id: string) => db.selectFrom('sandbox_gateway_orders').selectAll().where('id', '=', id).executeTakeFirst(),

    /**
     * The player's choice, once: the order's final status and its webhook to deliver, in one
     * transaction. Undefined when the order was already completed.
     */
    complete: (
      id: string,
      status: 'paid' | 'failed',
      now: Date,
      webhook: (order: { id: string }) => { url: string; body: string; maxAttempts: number },
    ) =>
      db.transaction().execute(async (trx) => {
        const order = await trx
          .updateTable('sandbox_gateway_orders')
          .set({ status, completed_at: now })
          .where('id', '=', id)
          .where('status', '=', 'pending')
          .returningAll()
          .executeTakeFirst();
        if (!order) return undefined;
        const hook = webhook(order);
        const inserted = await trx
          .insertInto('sandbox_gateway_webhooks')
          .values({
            order_id: order.id,
            url: hook.url,
            body: hook.body,
            max_attempts: hook.maxAttempts,
            next_attempt_at: now,
            created_at: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        return { order, webhookId: inserted.id };
      }),

    dueWebhooks: (now: Date, limit: number) =>
      db
        .selectFrom('sandbox_gateway_webhooks')
        .select('id')
        .where('delivered_at', 'is', null)
        .where('next_attempt_at', '<=', now)
        .whereRef('attempts', '<', 'max_attempts')
        .orderBy('next_attempt_at')
        .limit(limit)
        .execute(),

    /**
     * Takes one attempt of a due webhook: counts it and leases the row for `leaseMs`, so another
     * instance's dispatcher does not send it at the same time. Undefined when not due.
     */
    claim: (id: number, now: Date, leaseMs: number) =>
      db
        .updateTable('sandbox_gateway_webhooks as w')
        .set((eb) => ({ attempts: eb('w.attempts', '+', 1), next_attempt_at: new Date(now.getTime() + leaseMs) }))
        .where('w.id', '=', id)
        .where('w.delivered_at', 'is', null)
        .where('w.next_attempt_at', '<=', now)
        .whereRef('w.attempts', '<', 'w.max_attempts')
        .returning(['w.id', 'w.order_id', 'w.url', 'w.body', 'w.attempts', 'w.max_attempts'])
        .executeTakeFirst(),

    secretOfOrder: (orderId: string) =>
      db
        .selectFrom('sandbox_gateway_orders as o')
        .innerJoin('sandbox_gateway_merchants as m', 'm.merchant_id', 'o.merchant_id')
        .select('m.secret_encrypted')
        .where('o.id', '=', orderId)
        .executeTakeFirstOrThrow(),

    delivered: (id: number, status: number, now: Date) =>
      db
        .updateTable('sandbox_gateway_webhooks')
        .set({ delivered_at: now, last_status: status, last_error: null })
        .where('id', '=', id)
        .execute(),

    failed: (id: number, status: number | null, error: string, nextAt: Date) =>
      db
        .updateTable('sandbox_gateway_webhooks')
        .set({ last_status: status, last_error: error.slice(0, 500), next_attempt_at: nextAt })
        .where('id', '=', id)
        .execute(),
  };
}

export type SandboxRepo = ReturnType<typeof createSandboxRepo>;
