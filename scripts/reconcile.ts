/**
 * `npm run reconcile`: checks the ledger's invariants over the database the server would use
 * (DATABASE_URL, or the embedded one in DATA_DIR) and exits 1 on any break, printing the report.
 *
 * An auditor's tool: it needs only where the database is (none of the server's production
 * configuration), changes nothing (no migration; one read-only transaction) and reads every check
 * from one snapshot (repeatable read), so postings landing meanwhile cannot show as a break.
 */
import { sql } from 'kysely';
import { openDatabase } from '../apps/server/src/db/database.ts';
import { reconcileLedger } from '../apps/server/src/features/wallet/ledger/reconcile.ts';

const database = await openDatabase({
  url: process.env.DATABASE_URL || undefined,
  dataDir: process.env.DATA_DIR || './data',
  poolMax: 1,
  idleTimeoutMs: 1000,
  statementTimeoutMs: 0,
  applicationName: 'lotus-portal-reconcile',
});
try {
  const report = await database.db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => {
      await sql`set transaction read only`.execute(trx);
      return reconcileLedger(trx, new Date());
    });
  console.log(JSON.stringify(report, null, 2));
  process.exitCode = report.ok ? 0 : 1;
} catch (error) {
  const missing = (error as { code?: unknown }).code === '42P01';
  console.error(
    missing
      ? 'reconcile: no ledger tables in this database (start the server once to migrate it)'
      : `reconcile: ${String(error)}`,
  );
  process.exitCode = 2;
} finally {
  await database.close();
}
