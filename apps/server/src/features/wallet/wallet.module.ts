import { sql } from 'kysely';
import type { AppContext } from '../../platform/context.ts';
import { perApp } from '../../platform/per-app.ts';
import { reconciledAt, reconciliationProblems } from '../../platform/metrics.ts';
import { createLedgerAccounts } from './ledger/accounts.ts';
import { createLedgerBatch } from './ledger/batch.ts';
import { createHolds } from './ledger/holds.ts';
import { createLedger } from './ledger/ledger.ts';
import { reconcileLedger } from './ledger/reconcile.ts';

function build(ctx: AppContext) {
  const ledger = createLedger({ db: ctx.db, clock: ctx.clock, groupCommit: { maxQueued: ctx.env.LEDGER_QUEUE_MAX } });
  const accounts = createLedgerAccounts({ db: ctx.db });
  return {
    ledger,
    holds: createHolds({ db: ctx.db, clock: ctx.clock, ledger }),
    accounts,
    /** Set-based postings (lottery settlement): one journal transaction for many lines. */
    batch: createLedgerBatch({ clock: ctx.clock, accounts }),
    /**
     * Every ledger invariant checked on one snapshot (postings landing meanwhile cannot show as a
     * break); the result is also the reconciliation's metrics.
     */
    async reconcile() {
      const report = await ctx.db
        .transaction()
        .setIsolationLevel('repeatable read')
        .execute(async (trx) => {
          await sql`set transaction read only`.execute(trx);
          return reconcileLedger(trx, ctx.clock.now());
        });
      reconciliationProblems.set(report.problems.reduce((sum, problem) => sum + problem.count, 0));
      reconciledAt.set(Date.parse(report.checkedAt) / 1000);
      return report;
    },
  };
}

/** The ledger of one app, built once and shared by every feature that moves money. */
export const walletModule = perApp(build);
