import { sql, type Insertable, type Kysely, type RawBuilder, type Updateable } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { DepositOrders, PaymentWebhookEvents } from '../../db/schema.ts';
import type { ChannelType, DepositStatus } from '../../db/column-types.ts';
import type { OrderRow } from './deposits.presenter.ts';

/** What the operator's queue filters by (member: a username, or an id). */
export interface DepositFilter {
  memberId?: number;
  member?: string;
  status?: DepositStatus;
  channelType?: ChannelType;
  from?: Date;
  to?: Date;
}

/** The filter as one condition on `deposit_orders as o` (true when nothing is asked). */
function matching(filter: DepositFilter): RawBuilder<boolean> {
  const parts: RawBuilder<unknown>[] = [sql`true`];
  if (filter.memberId !== undefined) parts.push(sql`o.member_id = ${filter.memberId}`);
  if (filter.member !== undefined) {
    const byId = /^\d{1,15}$/.test(filter.member) ? Number(filter.member) : null;
    parts.push(sql`o.member_id in (select mm.id from members mm
      where lower(mm.username) = ${filter.member.toLowerCase()} or mm.id = ${byId})`);
  }
  if (filter.status) parts.push(sql`o.status = ${filter.status}`);
  if (filter.channelType) parts.push(sql`o.channel_type = ${filter.channelType}`);
  if (filter.from) parts.push(sql`o.created_at >= ${filter.from}`);
  if (filter.to) parts.push(sql`o.created_at < ${filter.to}`);
  return sql<boolean>`(${sql.join(parts, sql` and `)})`;
}

/** The only SQL on deposit_orders and payment_webhook_events. */
export function createDepositsRepo(db: Kysely<DB>) {
  const withChannel = (trx: Kysely<DB>) =>
    trx
      .selectFrom('deposit_orders as o')
      .innerJoin('payment_channels as c', 'c.id', 'o.channel_id')
      .selectAll('o')
      .select([
        'c.name as channel_name',
        'c.names as channel_names',
        'c.bank_bin as channel_bank_bin',
        'c.bank_account_number as channel_account',
      ]);

  const withMember = (trx: Kysely<DB>) =>
    withChannel(trx).innerJoin('members as m', 'm.id', 'o.member_id').select('m.username');

  return {
    /** A new order, or nothing when the member already used this idempotency key. */
    insert: (row: Insertable<DepositOrders>, trx: Kysely<DB> = db) =>
      trx
        .insertInto('deposit_orders')
        .values(row)
        .onConflict((oc) => oc.columns(['member_id', 'idempotency_key']).doNothing())
        .returning('id')
        .executeTakeFirst(),

    byKey: (memberId: number, key: string, trx: Kysely<DB> = db): Promise<OrderRow | undefined> =>
      withChannel(trx).where('o.member_id', '=', memberId).where('o.idempotency_key', '=', key).executeTakeFirst(),

    byId: (id: number, trx: Kysely<DB> = db): Promise<OrderRow | undefined> =>
      withChannel(trx).where('o.id', '=', id).executeTakeFirst(),

    byOrderNo: (orderNo: string): Promise<OrderRow | undefined> =>
      withChannel(db).where('o.order_no', '=', orderNo).executeTakeFirst(),

    /** The order locked for the rest of the caller's transaction. */
    lock: (trx: Kysely<DB>, id: number) =>
      trx.selectFrom('deposit_orders').selectAll().where('id', '=', id).forUpdate().executeTakeFirstOrThrow(),

    update: (trx: Kysely<DB>, id: number, changes: Updateable<DepositOrders>) =>
      trx.updateTable('deposit_orders').set(changes).where('id', '=', id).execute(),

    /**
     * A PIX charge's code, gateway order and expiry on its order, once: a second charge of the same
     * order (two retries racing) keeps the first. Answers the order as it stands.
     */
    async setPixCharge(id: number, charge: { code: string; gatewayOrderId: string; expiresAt: Date }, now: Date) {
      await db
        .updateTable('deposit_orders')
        .set({
          pix_code: charge.code,
          gateway_order_id: charge.gatewayOrderId,
          expires_at: charge.expiresAt,
          updated_at: now,
        })
        .where('id', '=', id)
        .where('pix_code', 'is', null)
        .execute();
      return withChannel(db).where('o.id', '=', id).executeTakeFirstOrThrow();
    },

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

    async page(filter: DepositFilter, page: number, size: number) {
      const rows = await withMember(db)
        .where(matching(filter))
        .orderBy('o.created_at', 'desc')
        .orderBy('o.id', 'desc')
        .limit(size)
        .offset((page - 1) * size)
        .execute();
      const count = await db
        .selectFrom('deposit_orders as o')
        .select(sql<string>`count(*)`.as('total'))
        .where(matching(filter))
        .executeTakeFirstOrThrow();
      return { rows, total: Number(count.total) };
    },

    /** Every matching order (up to `limit`), newest first: the CSV export. */
    all: (filter: DepositFilter, limit: number) =>
      withMember(db)
        .where(matching(filter))
        .orderBy('o.created_at', 'desc')
        .orderBy('o.id', 'desc')
        .limit(limit)
        .execute(),

    /** One order as the operator's queue shows it. */
    adminOne: (orderNo: string) => withMember(db).where('o.order_no', '=', orderNo).executeTakeFirst(),

    /** The four-eyes approvals still waiting for these orders: order number → approval id. */
    async pendingApprovals(orderNos: string[]): Promise<Map<string, number>> {
      if (orderNos.length === 0) return new Map();
      const rows = await db
        .selectFrom('operator_approvals')
        .select(['id', 'subject'])
        .where('kind', '=', 'deposit_approval')
        .where('status', '=', 'pending')
        .where(
          'subject',
          'in',
          orderNos.map((no) => `deposit:${no}`),
        )
        .execute();
      return new Map(rows.map((r) => [r.subject.slice('deposit:'.length), r.id]));
    },

    /**
     * A rejected order can no longer be approved: its waiting four-eyes request closes with it
     * (rejected by the same operator), in the rejection's transaction.
     */
    closePendingApproval: (trx: Kysely<DB>, orderNo: string, operatorId: number, at: Date) =>
      trx
        .updateTable('operator_approvals')
        .set({ status: 'rejected', decided_by: operatorId, decided_at: at, reject_reason: 'The deposit was rejected.' })
        .where('kind', '=', 'deposit_approval')
        .where('subject', '=', `deposit:${orderNo}`)
        .where('status', '=', 'pending')
        .execute(),

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
