import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

/** Stored overrides: one row per settings key, holding only what an operator changed. */
export function createSettingsRepo(db: Kysely<DB>) {
  return {
    async loadOverrides(): Promise<Record<string, Record<string, unknown>>> {
      const rows = await db.selectFrom('brand_settings').select(['key', 'value']).execute();
      return Object.fromEntries(rows.map((r) => [r.key, r.value]));
    },

    async saveOverrides(
      trx: Kysely<DB>,
      overrides: Record<string, Record<string, unknown>>,
      updatedBy: string,
      at: Date,
    ): Promise<void> {
      for (const [key, value] of Object.entries(overrides)) {
        await trx
          .insertInto('brand_settings')
          .values({ key, value: JSON.stringify(value), updated_at: at, updated_by: updatedBy })
          .onConflict((oc) =>
            oc.column('key').doUpdateSet({ value: JSON.stringify(value), updated_at: at, updated_by: updatedBy }),
          )
          .execute();
      }
    },
  };
}
