import { sql, type Kysely } from 'kysely';
import { AML_RULES, type AmlRule, type AmlScanResult } from '@portal/shared/contracts/aml';
import type { DB } from '../../db/schema.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { Clock } from '../../platform/clock.ts';
import type { SettingsService } from '../../platform/settings/settings.service.ts';
import { raiseOnce } from './aml-rules.ts';

/** One scan at a time across instances: the scan runs in a transaction holding this lock. */
export const SCAN_LOCK = 0x414d4c5363; // 'AMLSc'
/** Passes per rule and scan: each raises the earliest new window per subject. */
const MAX_PASSES = 20;

/**
 * The AML scan (decision 043): every rule's candidates, inserted under the scan's advisory lock
 * in one transaction, so two scans never raise the same pattern twice (the unique index on rule,
 * subject and window key stands behind it), and a scan that finds nothing new writes nothing.
 */
export function createAmlScan(deps: { db: Kysely<DB>; clock: Clock; settings: SettingsService }) {
  return {
    /** wait: an operator's run waits for a running scan; the timer's run skips its turn instead. */
    async run(options: { wait: boolean }): Promise<AmlScanResult> {
      // Read before the transaction: on the embedded database it holds the only connection.
      const settings = await deps.settings.get();
      const now = deps.clock.now();
      return inTransaction(deps.db, async (trx) => {
        if (options.wait) {
          await sql`select pg_advisory_xact_lock(${SCAN_LOCK})`.execute(trx);
        } else {
          const { rows } = await sql<{ ok: boolean }>`select pg_try_advisory_xact_lock(${SCAN_LOCK}) as ok`.execute(
            trx,
          );
          if (!rows[0]!.ok) return { ran: false, raised: {}, total: 0 };
        }
        const raised: Partial<Record<AmlRule, number>> = {};
        let total = 0;
        for (const rule of AML_RULES) {
          let count = 0;
          for (let pass = 0; pass < MAX_PASSES; pass += 1) {
            const ids = await raiseOnce(trx, rule, { now, settings });
            count += ids.length;
            if (ids.length === 0) break;
          }
          raised[rule] = count;
          total += count;
        }
        return { ran: true, raised, total };
      });
    },
  };
}
export type AmlScan = ReturnType<typeof createAmlScan>;
