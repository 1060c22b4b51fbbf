import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { perApp } from '../../platform/per-app.ts';
import { publicOrigin } from '../../platform/public-url.ts';
import { createSecretBox } from '../../platform/secret-box.ts';
import { createAppIcons, type IconColours } from './app-icons.ts';
import { createPushRepo } from './push.repo.ts';
import { createPushService, type PushMessage, type PushOutcome } from './push.service.ts';
import { THEME_BACKGROUND, webAppManifest } from './web-app-manifest.ts';

/**
 * The installable app of one app instance: the manifest and icons drawn from the brand's settings,
 * and Web Push to members' browsers.
 */
function build(ctx: AppContext) {
  let log: FastifyBaseLogger | undefined;
  const icons = createAppIcons({ logoPath: path.join(ctx.env.WEB_DIST_DIR, 'favicon.svg') });
  const push = createPushService({
    repo: createPushRepo(ctx.db),
    box: createSecretBox({ db: ctx.db, env: ctx.env }, 'push-vapid'),
    env: ctx.env,
    clock: ctx.clock,
    log: () => log,
    async subject() {
      const email = (await ctx.settings.get()).brand.supportEmail.trim();
      if (/^[^\s@]+@[^\s@]+$/.test(email)) return `mailto:${email}`;
      const origin = publicOrigin(ctx.env);
      return origin.startsWith('https://') ? origin : `mailto:push@${new URL(origin).hostname}`;
    },
  });

  /** What the icons look like now: the brand's colours and the initial of its name. */
  async function look(): Promise<{ colours: IconColours; initial: string }> {
    const { brand } = await ctx.settings.get();
    return {
      colours: { background: THEME_BACKGROUND, accent: brand.chatHeaderColor },
      initial: ([...brand.name.trim()][0] ?? '?').toUpperCase(),
    };
  }

  return {
    icons,
    push,
    look,
    async manifest() {
      const settings = await ctx.settings.get();
      const { colours, initial } = await look();
      return webAppManifest({
        name: settings.brand.name,
        language: settings.locale.defaultLanguage,
        iconVersion: await icons.version(colours, initial),
      });
    },
    /**
     * Shows a notification on every browser where the member turned them on and is still signed
     * in (platform messages call this once the message is stored). Never throws.
     */
    sendPush(memberId: number, message: PushMessage): Promise<PushOutcome> {
      return push.sendPush(memberId, message);
    },
    setLog(logger: FastifyBaseLogger) {
      log = logger;
    },
  };
}

export const appInstallModule = perApp(build);
export type AppInstallModule = ReturnType<typeof build>;
export type { PushMessage, PushOutcome };
