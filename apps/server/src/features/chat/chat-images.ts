import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { FileStorage } from '../../platform/file-storage.ts';

/** Where a chat image's file is kept. */
export const imageKey = (name: string) => `chat/${name}`;

/** An uploaded image not sent within this long is deleted (review N7). */
export const UNSENT_IMAGE_TTL_MS = 86_400_000;

/**
 * Deletes the images uploaded more than a day ago and never sent: the rows in one statement
 * (so of two instances sweeping at once each file is removed by one), then their files.
 */
export async function sweepUnsentImages(deps: { db: Kysely<DB>; storage: FileStorage; now: Date }): Promise<number> {
  const gone = await deps.db
    .deleteFrom('chat_images')
    .where('sent_at', 'is', null)
    .where('created_at', '<', new Date(deps.now.getTime() - UNSENT_IMAGE_TTL_MS))
    .returning('name')
    .execute();
  for (const { name } of gone) await deps.storage.remove(imageKey(name));
  return gone.length;
}
