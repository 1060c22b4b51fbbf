import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { FileStorage } from '../../platform/file-storage.ts';
import type { Jobs } from '../../platform/jobs/jobs.ts';
import { imageKey } from './chat-images.ts';

export const CHAT_RETENTION_EVERY_MS = 6 * 60 * 60_000;

export interface ChatPruned {
  messages: number;
  images: number;
  partitionsDropped: number;
}

/**
 * Deletes chat older than the brand's retention (settings `chat.retentionDays`): first the images
 * those messages carry (files, then rows), then each whole month partition that ends before the
 * cutoff (dropped, not scanned), then the older rows of the month the cutoff falls in. A run that
 * stops half-way leaves only messages whose images are gone, and the next run finishes them.
 */
export async function pruneChat(deps: {
  db: Kysely<DB>;
  storage: FileStorage;
  now: Date;
  retentionDays: number;
}): Promise<ChatPruned> {
  const cutoff = new Date(deps.now.getTime() - deps.retentionDays * 86_400_000);
  const images = await deps.db
    .selectFrom('chat_messages')
    .select('image_name')
    .where('created_at', '<', cutoff)
    .where('image_name', 'is not', null)
    .execute();
  const names = images.map((row) => row.image_name!);
  for (const name of names) await deps.storage.remove(imageKey(name));
  if (names.length > 0) await deps.db.deleteFrom('chat_images').where('name', 'in', names).execute();
  const { rows } = await sql<{ dropped: number }>`
    select history_partitions_drop_before('chat_messages', ${cutoff}) as dropped`.execute(deps.db);
  const deleted = await deps.db.deleteFrom('chat_messages').where('created_at', '<', cutoff).executeTakeFirst();
  return {
    messages: Number(deleted.numDeletedRows),
    images: names.length,
    partitionsDropped: Number(rows[0]!.dropped),
  };
}

/** Chat's retention runs four times a day, one run at a time across instances. */
export function defineChatRetention(jobs: Jobs, prune: () => Promise<ChatPruned>) {
  jobs.define({ name: 'chat-retention', everyMs: CHAT_RETENTION_EVERY_MS, run: () => prune().then(() => undefined) });
}
