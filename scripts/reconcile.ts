/**
 * `npm run reconcile`: checks the ledger's invariants over the database the server would use
 * (DATABASE_URL, or the embedded one in DATA_DIR) and exits 1 on any break, printing the report.
 */
import { loadEnv } from '../apps/server/src/config/env.ts';
import { openDatabase } from '../apps/server/src/db/database.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { reconcileLedger } from '../apps/server/src/features/wallet/ledger/reconcile.ts';

const env = loadEnv();
const database = await openDatabase({
  url: env.DATABASE_URL,
  dataDir: env.DATA_DIR,
  poolMax: 2,
  idleTimeoutMs: 1000,
  statementTimeoutMs: 0,
});
try {
  await migrate(database.db);
  const report = await reconcileLedger(database.db, new Date());
  console.log(JSON.stringify(report, null, 2));
  process.exitCode = report.ok ? 0 : 1;
} finally {
  await database.close();
}
