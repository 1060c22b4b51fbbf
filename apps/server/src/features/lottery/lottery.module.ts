import { EventEmitter } from 'node:events';
import type { LotteryEvent } from '@portal/shared/contracts/lottery';
import type { AppContext } from '../../platform/context.ts';
import { perApp } from '../../platform/per-app.ts';
import { createSealedServerSecret } from '../../platform/secret-box.ts';
import { walletModule } from '../wallet/wallet.module.ts';
import { createLotteryEngine } from './lottery-engine.ts';
import { createLotteryQueries } from './lottery-queries.ts';
import { createSlipsService } from './slips.service.ts';

/** The bus channel of period events: every instance's event streams hear every instance's draws. */
const EVENTS_CHANNEL = 'lottery:events';

function build(ctx: AppContext) {
  const { ledger, accounts, batch } = walletModule(ctx);
  const currency = async () => {
    const { code, decimals } = (await ctx.settings.get()).currency;
    return { code, decimals };
  };
  const decimals = async () => (await currency()).decimals;
  // Local fan-out to the open event streams; the bus carries events between instances.
  const listeners = new EventEmitter();
  listeners.setMaxListeners(0);
  const subscribed = ctx.bus.subscribe(EVENTS_CHANNEL, (message) => listeners.emit('event', JSON.parse(message)));
  const publish = (event: LotteryEvent) => {
    void ctx.bus.publish(EVENTS_CHANNEL, JSON.stringify(event)).catch(() => undefined);
  };
  const queries = createLotteryQueries({ db: ctx.db, clock: ctx.clock, decimals });
  return {
    currency,
    decimals,
    queries,
    engine: createLotteryEngine({
      db: ctx.db,
      clock: ctx.clock,
      batch,
      currency: async () => (await currency()).code,
      publish,
      seedKey: createSealedServerSecret(ctx, 'lottery-seed-key'),
    }),
    slips: createSlipsService({
      db: ctx.db,
      clock: ctx.clock,
      ledger,
      accounts,
      currency,
      presentSlip: queries.presentSlip,
      presentSlips: queries.presentSlips,
    }),
    events: {
      ready: () => subscribed,
      on: (handler: (event: LotteryEvent) => void) => {
        listeners.on('event', handler);
        return () => listeners.off('event', handler);
      },
    },
  };
}

/** The lottery's parts, built once per app. */
export const lotteryModule = perApp(build);
