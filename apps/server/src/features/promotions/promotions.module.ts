import type { AppContext } from '../../platform/context.ts';
import { createLocalDiskStorage } from '../../platform/file-storage.ts';
import { perApp } from '../../platform/per-app.ts';
import { bonusesModule } from '../bonuses/bonuses.module.ts';
import { createBonusesRepo } from '../bonuses/bonuses.repo.ts';
import { createPromotionsRepo } from './promotions.repo.ts';
import { createPromotionsService } from './promotions.service.ts';

/** The player side of promotions, built once per app. */
export const promotionsModule = perApp((ctx: AppContext) =>
  createPromotionsService({
    db: ctx.db,
    clock: ctx.clock,
    settings: ctx.settings,
    repo: createPromotionsRepo(ctx.db),
    bonuses: bonusesModule(ctx),
    bonusesRepo: createBonusesRepo(ctx.db),
    storage: createLocalDiskStorage(ctx.env.UPLOAD_DIR),
  }),
);
