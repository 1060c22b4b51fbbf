import type { AppContext } from '../../platform/context.ts';
import { perApp } from '../../platform/per-app.ts';
import { bonusesModule } from '../bonuses/bonuses.module.ts';
import { createReferralRepo } from './referral.repo.ts';
import { createReferral } from './referral.service.ts';

/** Invite a friend of one app: its routes and the reward center use the same instance. */
export const referralModule = perApp((ctx: AppContext) =>
  createReferral({
    db: ctx.db,
    clock: ctx.clock,
    settings: ctx.settings,
    bonuses: bonusesModule(ctx),
    repo: createReferralRepo(ctx.db),
  }),
);
