import type { AppContext } from '../../platform/context.ts';
import { createChannelSecrets } from './channel-secrets.ts';
import { createChannelsRepo } from './channels.repo.ts';
import { createChannelsService } from './channels.service.ts';
import { createDepositsRepo } from './deposits.repo.ts';
import { createDepositsService } from './deposits.service.ts';
import { createLocalDiskStorage } from '../../platform/file-storage.ts';

/** The deposits feature's parts, built once per app by its routes. */
export function depositsModule(ctx: AppContext) {
  const secrets = createChannelSecrets(ctx);
  const channelsRepo = createChannelsRepo(ctx.db);
  const decimals = async () => (await ctx.settings.get()).currency.decimals;
  return {
    decimals,
    channels: createChannelsService({ repo: channelsRepo, secrets, clock: ctx.clock, decimals }),
    deposits: createDepositsService({
      ctx,
      channels: channelsRepo,
      orders: createDepositsRepo(ctx.db),
      secrets,
      storage: createLocalDiskStorage(ctx.env.UPLOAD_DIR),
    }),
  };
}
