import type { FileStorage } from '../../platform/file-storage.ts';
import type { Jobs } from '../../platform/jobs/jobs.ts';
import { imageKey } from './chat-images.ts';
import type { ChatRetentionRepo } from './chat-retention.repo.ts';

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
  repo: ChatRetentionRepo;
  storage: FileStorage;
  now: Date;
  retentionDays: number;
}): Promise<ChatPruned> {
  const { repo, storage } = deps;
  const cutoff = new Date(deps.now.getTime() - deps.retentionDays * 86_400_000);
  const names = await repo.expiredImageNames(cutoff);
  for (const name of names) await storage.remove(imageKey(name));
  await repo.forgetImages(names);
  const partitionsDropped = await repo.dropMonthsBefore(cutoff);
  const messages = await repo.deleteBefore(cutoff);
  return { messages, images: names.length, partitionsDropped };
}

/** Chat's retention runs four times a day, one run at a time across instances. */
export function defineChatRetention(jobs: Jobs, prune: () => Promise<ChatPruned>) {
  jobs.define({ name: 'chat-retention', everyMs: CHAT_RETENTION_EVERY_MS, run: () => prune().then(() => undefined) });
}
