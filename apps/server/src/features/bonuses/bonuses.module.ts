import type { AppContext } from '../../platform/context.ts';
import { perApp } from '../../platform/per-app.ts';
import { walletModule } from '../wallet/wallet.module.ts';
import { createBonusesRepo } from './bonuses.repo.ts';
import { createBonuses } from './bonuses.service.ts';

/** The bonus wallet of one app: promotions, referral and the rest credit through it. */
export const bonusesModule = perApp((ctx: AppContext) => {
  const { ledger, accounts } = walletModule(ctx);
  return createBonuses({
    db: ctx.db,
    clock: ctx.clock,
    settings: ctx.settings,
    accounts,
    ledger,
    repo: createBonusesRepo(ctx.db),
  });
});
