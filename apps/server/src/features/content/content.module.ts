import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { perApp } from '../../platform/per-app.ts';
import { createAnnouncements } from './announcements.ts';
import { createContentAdminService } from './content-admin.service.ts';
import { createContentReads } from './content-reads.ts';
import { createContentRepo } from './content.repo.ts';
import { createServiceLineBox } from './service-line-box.ts';

const CHANNEL = 'content-changed';

/**
 * The content feature of one app. Player reads are cached in memory (banners and help here; the
 * resources and customer-service rows inside the status answer, which rebuilds on a new settings
 * snapshot). A change clears both here and tells every other instance over the bus to do the same.
 */
function build(ctx: AppContext) {
  const repo = createContentRepo(ctx.db);
  const reads = createContentReads(repo, { clock: ctx.clock, ttlMs: ctx.env.SETTINGS_CACHE_TTL_MS });
  const forget = () => {
    reads.invalidate();
    ctx.settings.invalidate();
  };
  let subscribed: Promise<void> | null = null;
  let log: FastifyBaseLogger | undefined;

  const admin = createContentAdminService({
    db: ctx.db,
    defaultLanguage: async () => (await ctx.settings.get()).locale.defaultLanguage,
    async changed() {
      forget();
      await ctx.bus.publish(CHANNEL, String(ctx.clock.now().getTime())).catch((err: unknown) => {
        log?.warn({ err }, 'content change not broadcast; other instances refresh within the TTL');
      });
    },
  });

  return {
    repo,
    reads,
    admin,
    serviceLines: createServiceLineBox(ctx),
    announcements: createAnnouncements({ db: ctx.db, clock: ctx.clock, reads }),
    /** Listens for other instances' changes (once per app). */
    start(logger: FastifyBaseLogger) {
      log = logger;
      return (subscribed ??= ctx.bus.subscribe(CHANNEL, forget));
    },
  };
}

export const contentModule = perApp(build);
export type ContentModule = ReturnType<typeof build>;
