import type { AppContext } from '../../platform/context.ts';
import { perApp } from '../../platform/per-app.ts';
import { bonusesModule } from '../bonuses/bonuses.module.ts';
import { createPasswords } from '../members/passwords.ts';
import { createRgAdmin } from './rg-admin.ts';
import { createResponsibleGaming } from './rg.service.ts';

/** Responsible gaming of one app: the member's side and the console's reads. */
export const rgModule = perApp((ctx: AppContext) => {
  const bonuses = bonusesModule(ctx);
  const rg = createResponsibleGaming({
    ctx,
    passwords: createPasswords(ctx.env),
    forfeitBonusesIn: (trx, memberId) => bonuses.forfeitAllIn(trx, memberId),
  });
  return { rg, admin: createRgAdmin(ctx, rg) };
});
