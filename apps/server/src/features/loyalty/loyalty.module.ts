import type { AppContext } from '../../platform/context.ts';
import { perApp } from '../../platform/per-app.ts';
import { bonusesModule } from '../bonuses/bonuses.module.ts';
import { verifyPaymentPassword } from '../payment-password/payment-password.module.ts';
import { createMoneyTerms } from '../operators/money-terms.ts';
import { walletModule } from '../wallet/wallet.module.ts';
import { createLoyaltyStream } from './events/loyalty-stream.ts';
import { missionTermsSpec } from './missions/mission-terms.ts';
import { createMissionsRepo } from './missions/missions.repo.ts';
import { createMissions } from './missions/missions.service.ts';
import { goodsTermsSpec } from './points/goods-terms.ts';
import { createPointsRepo } from './points/points.repo.ts';
import { createPoints } from './points/points.service.ts';
import { createVipRepo } from './vip/vip.repo.ts';
import { createVip } from './vip/vip.service.ts';

/** Loyalty of one app: VIP, points, missions and the stream that feeds them, built once. */
export const loyaltyModule = perApp((ctx: AppContext) => {
  const { ledger, accounts, batch } = walletModule(ctx);
  const bonuses = bonusesModule(ctx);
  const base = { db: ctx.db, clock: ctx.clock, settings: ctx.settings };
  const vipRepo = createVipRepo(ctx.db);
  const missionsRepo = createMissionsRepo(ctx.db);
  return {
    vip: createVip({ ...base, bonuses, repo: vipRepo }),
    missions: createMissions({ ...base, bonuses, repo: missionsRepo, terms: createMoneyTerms(ctx, missionTermsSpec) }),
    points: createPoints({
      ...base,
      terms: createMoneyTerms(ctx, goodsTermsSpec),
      accounts,
      ledger,
      repo: createPointsRepo(ctx.db),
      verifyPaymentPassword: (memberId, password) => verifyPaymentPassword(ctx, memberId, password),
    }),
    stream: createLoyaltyStream({ ...base, accounts, batch, vip: vipRepo, missions: missionsRepo }),
  };
});
