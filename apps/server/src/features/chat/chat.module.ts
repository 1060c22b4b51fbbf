import type { AppContext } from '../../platform/context.ts';
import { createLocalDiskStorage } from '../../platform/file-storage.ts';
import { perApp } from '../../platform/per-app.ts';
import { createLocalChatLimits, createRedisChatLimits } from './chat-limits.ts';
import { createChatRepo } from './chat.repo.ts';
import { createChatService } from './chat.service.ts';
import { createChatImageUrls } from './chat-image-urls.ts';
import { createSealedServerSecret } from '../../platform/secret-box.ts';

/** Live chat's services, built once per app: limits and presence in Redis when REDIS_URL is set. */
export const chatModule = perApp((ctx: AppContext) => {
  const limits = ctx.env.REDIS_URL
    ? createRedisChatLimits(ctx.env.REDIS_URL, `${ctx.env.RATE_LIMIT_NAMESPACE}chat`)
    : createLocalChatLimits();
  const repo = createChatRepo(ctx.db);
  const imageUrls = createChatImageUrls(createSealedServerSecret(ctx, 'chat-image-url-key'), ctx.clock);
  const service = createChatService({
    db: ctx.db,
    repo,
    bus: ctx.bus,
    clock: ctx.clock,
    settings: ctx.settings,
    storage: createLocalDiskStorage(ctx.env.UPLOAD_DIR),
    limits,
    imageUrls,
  });
  return { repo, limits, service, imageUrls };
});
