import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { PaymentChannels } from '../../db/schema.ts';

export type ChannelRow = Selectable<PaymentChannels>;

/** The only SQL on payment_channels. */
export function createChannelsRepo(db: Kysely<DB>) {
  return {
    list: () => db.selectFrom('payment_channels').selectAll().orderBy('position').orderBy('id').execute(),

    listEnabled: () =>
      db
        .selectFrom('payment_channels')
        .selectAll()
        .where('enabled', '=', true)
        .orderBy('position')
        .orderBy('id')
        .execute(),

    find: (id: number, trx: Kysely<DB> = db) =>
      trx.selectFrom('payment_channels').selectAll().where('id', '=', id).executeTakeFirst(),

    insert: (row: Insertable<PaymentChannels>) =>
      db.insertInto('payment_channels').values(row).returningAll().executeTakeFirstOrThrow(),

    update: (id: number, changes: Updateable<PaymentChannels>) =>
      db.updateTable('payment_channels').set(changes).where('id', '=', id).returningAll().executeTakeFirst(),
  };
}

export type ChannelsRepo = ReturnType<typeof createChannelsRepo>;
