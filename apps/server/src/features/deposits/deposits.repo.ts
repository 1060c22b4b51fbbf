import { sql, type Insertable, type Kysely, type Updateable } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { DepositOrders, PaymentWebhookEvents } from '../../db/schema.ts';
import type { ChannelType, DepositStatus } from '../../db/column-types.ts';
import type { OrderRow } from './deposits.presenter.ts';

/** The only SQL on deposit_orders and payment_webhook_events. */
export function createDepositsRepo(db: Kysely<DB>) {
  const withChannel = (trx: Kysely<DB>) =>
    trx
      .selectFrom('deposit_orders as o')
      .innerJoin('payment_channels as c', 'c.id', 'o.channel_id')
      .selectAll('o')
      .select('c.name as channel_name');

  return {
    /** A new order, or nothing when the member already used this idempotency key. */
    insert: (row: Insertable<DepositOrders>) =>
      db
        .insertInto('deposit_orders')
        .values(row)
        .onConflict((oc) => oc.columns(['member_id', 'idempotency_key']).doNothing())
        .returning('id')
        .executeTakeFirst(),

    byKey: (memberId: number, key: string): Promise<OrderRow | undefined> =>
      withChannel(db).where('o.member_id', '=', memberId).where('o.idempotency_key', '=', key).executeTakeFirst(),

    byId: (id: number, trx: Kysely<DB> = db): Promise<OrderRow | undefined> =>
      withChannel(trx).where('o.id', '=', id).executeTakeFirst(),

    byOrderNo: (orderNo: string): Promise<OrderRow | undefined> =>
      withChannel(db).where('o.order_no', '=', orderNo).executeTakeFirst(),

    /** The order locked for the rest of the caller's transaction. */
    lock: (trx: Kysely<DB>, id: number) =>
      trx.selectFrom('deposit_orders').selectAll().where('id', '=', id).forUpdate().executeTakeFirstOrThrow(),

    update: (trx: Kysely<DB>, id: number, changes: Updateable<DepositOrders>) =>
      trx.updateTable('deposit_orders').set(changes).where('id', '=', id).execute(),

    /** Another order of the channel already confirmed by this gateway order. */
    gatewayOrderTaken: (trx: Kysely<DB>, channelId: number, gatewayOrderId: string, orderId: number) =>
      trx
        .selectFrom('deposit_orders')
        .select('id')
        .where('channel_id', '=', channelId)
        .where('gateway_order_id', '=', gatewayOrderId)
        .where('id', '<>', orderId)
        .executeTakeFirst(),

    /** Gateway orders nobody paid in time (bank transfers wait for the operator instead). */
    expireStale: (now: Date, memberId?: number) => {
      let query = db
        .updateTable('deposit_orders')
        .set({ status: 'expired', updated_at: now, completed_at: now })
        .where('status', '=', 'pending')
        .where('channel_type', '=', 'gateway')
        .where('expires_at', '<', now);
      if (memberId !== undefined) query = query.where('member_id', '=', memberId);
      return query.execute();
    },

    async page(
      filter: { memberId?: number; status?: DepositStatus; channelType?: ChannelType },
      page: number,
      size: number,
    ) {
      let base = db
        .selectFrom('deposit_orders as o')
        .innerJoin('payment_channels as c', 'c.id', 'o.channel_id')
        .innerJoin('members as m', 'm.id', 'o.member_id');
      if (filter.memberId !== undefined) base = base.where('o.member_id', '=', filter.memberId);
      if (filter.status) base = base.where('o.status', '=', filter.status);
      if (filter.channelType) base = base.where('o.channel_type', '=', filter.channelType);
      const rows = await base
        .selectAll('o')
        .select(['c.name as channel_name', 'm.username'])
        .orderBy('o.created_at', 'desc')
        .orderBy('o.id', 'desc')
        .limit(size)
        .offset((page - 1) * size)
        .execute();
      const count = await base.select(sql<string>`count(*)`.as('total')).executeTakeFirstOrThrow();
      return { rows, total: Number(count.total) };
    },

    /** Records a webhook event; false when the same status of the same gateway order came before. */
    async recordEvent(trx: Kysely<DB>, event: Insertable<PaymentWebhookEvents>): Promise<boolean> {
      const row = await trx
        .insertInto('payment_webhook_events')
        .values(event)
        .onConflict((oc) => oc.columns(['channel_id', 'gateway_order_id', 'status']).doNothing())
        .returning('id')
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}

export type DepositsRepo = ReturnType<typeof createDepositsRepo>;
