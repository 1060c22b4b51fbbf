import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

/** The SQL of chat's retention (chat-retention.ts). */
export function createChatRetentionRepo(db: Kysely<DB>) {
  return {
    async expiredImageNames(cutoff: Date): Promise<string[]> {
      const rows = await db
        .selectFrom('chat_messages')
        .select('image_name')
        .where('created_at', '<', cutoff)
        .where('image_name', 'is not', null)
        .execute();
      return rows.map((row) => row.image_name!);
    },

    async forgetImages(names: string[]): Promise<void> {
      if (names.length > 0) await db.deleteFrom('chat_images').where('name', 'in', names).execute();
    },

    /** Each month partition that ends at or before the cutoff, dropped whole (migration 0074). */
    async dropMonthsBefore(cutoff: Date): Promise<number> {
      const { rows } = await sql<{ dropped: number }>`
        select history_partitions_drop_before('chat_messages', ${cutoff}) as dropped`.execute(db);
      return Number(rows[0]!.dropped);
    },

    async deleteBefore(cutoff: Date): Promise<number> {
      const deleted = await db.deleteFrom('chat_messages').where('created_at', '<', cutoff).executeTakeFirst();
      return Number(deleted.numDeletedRows);
    },
  };
}

export type ChatRetentionRepo = ReturnType<typeof createChatRetentionRepo>;
