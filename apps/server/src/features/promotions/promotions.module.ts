import type { AppContext } from '../../platform/context.ts';
import { createLocalDiskStorage } from '../../platform/file-storage.ts';
import { perApp } from '../../platform/per-app.ts';
import { createSealedServerSecret } from '../../platform/secret-box.ts';
import { bonusesModule } from '../bonuses/bonuses.module.ts';
import { createBonusesRepo } from '../bonuses/bonuses.repo.ts';
import { createPromotionsRepo } from './promotions.repo.ts';
import { createPromotionsService } from './promotions.service.ts';
import { createRafflesRepo } from './raffles.repo.ts';
import { createRaffles } from './raffles.service.ts';

/** Raffle draws and views, built once per app (the seed key is sealed like the lottery's). */
export const rafflesModule = perApp((ctx: AppContext) =>
  createRaffles({
    db: ctx.db,
    clock: ctx.clock,
    repo: createRafflesRepo(ctx.db),
    seedKey: createSealedServerSecret(ctx, 'raffle-seed-key'),
    decimals: async () => (await ctx.settings.get()).currency.decimals,
  }),
);

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
    raffles: rafflesModule(ctx),
  }),
);
