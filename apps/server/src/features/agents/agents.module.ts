import type { AppContext } from '../../platform/context.ts';
import { perApp } from '../../platform/per-app.ts';
import { walletModule } from '../wallet/wallet.module.ts';
import { createContracts } from './contracts/contracts.service.ts';
import { createDownlines } from './downlines.service.ts';
import { createIncomeQueries } from './income.queries.ts';
import { createAgentSettlement } from './settlement/settlement.service.ts';
import { createTeamQueries } from './team/team.queries.ts';

/** The agent programme of one app. */
export const agentsModule = perApp((ctx: AppContext) => {
  const { ledger, accounts, batch } = walletModule(ctx);
  const decimals = async () => (await ctx.settings.get()).currency.decimals;
  const team = createTeamQueries({ db: ctx.db, decimals });
  return {
    team,
    income: createIncomeQueries({ db: ctx.db, decimals }),
    downlines: createDownlines(ctx, team),
    contracts: createContracts({ db: ctx.db, clock: ctx.clock, settings: () => ctx.settings.get() }),
    settlement: createAgentSettlement({
      db: ctx.db,
      clock: ctx.clock,
      settings: ctx.settings,
      accounts,
      ledger,
      batch,
    }),
  };
});
