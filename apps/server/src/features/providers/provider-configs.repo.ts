import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { DB, ProviderConfigs } from '../../db/schema.ts';

export type ProviderConfigRow = Selectable<ProviderConfigs>;

/** The only SQL on provider_configs. */
export function createProviderConfigsRepo(db: Kysely<DB>) {
  return {
    list: () => db.selectFrom('provider_configs').selectAll().orderBy('vendor_code').execute(),

    find: (code: string) =>
      db.selectFrom('provider_configs').selectAll().where('vendor_code', '=', code).executeTakeFirst(),

    vendor: (code: string) =>
      db
        .selectFrom('game_vendors')
        .select(['code', 'name', 'wallet_model'])
        .where('code', '=', code)
        .executeTakeFirst(),

    insert: (row: Insertable<ProviderConfigs>) =>
      db.insertInto('provider_configs').values(row).returningAll().executeTakeFirstOrThrow(),

    update: (code: string, changes: Updateable<ProviderConfigs>) =>
      db
        .updateTable('provider_configs')
        .set(changes)
        .where('vendor_code', '=', code)
        .returningAll()
        .executeTakeFirstOrThrow(),
  };
}

export type ProviderConfigsRepo = ReturnType<typeof createProviderConfigsRepo>;
