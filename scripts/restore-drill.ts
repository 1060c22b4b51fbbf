/**
 * `npm run restore-drill`: proves the backups restore. Dumps the database DATABASE_URL names with
 * pg_dump (custom format, one consistent snapshot), restores the dump into a scratch database on the
 * same server with pg_restore, then checks the copy: every ledger invariant holds in it
 * (reconcileLedger) and its ledger matches the snapshot it was taken from (transactions, entries,
 * and each currency's player balances). Prints the report as JSON, drops the scratch database
 * (`--keep` leaves it, `--dump=FILE` keeps the dump), and exits 1 when the copy does not hold.
 *
 * Run it on a schedule against a replica or a backup host, as docs/operations.md says: a backup
 * that was never restored is not a backup.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { sql, type Kysely } from 'kysely';
import { openDatabase } from '../apps/server/src/db/database.ts';
import type { DB } from '../apps/server/src/db/schema.ts';
import { reconcileLedger } from '../apps/server/src/features/wallet/ledger/reconcile.ts';

const { values } = parseArgs({ options: { keep: { type: 'boolean', default: false }, dump: { type: 'string' } } });
const source = process.env.DATABASE_URL;
if (!source) {
  console.error('restore-drill: set DATABASE_URL to the PostgreSQL database to dump and restore');
  process.exit(2);
}

/** What the copy must show as the original did at the dump's snapshot. */
async function ledgerFigures(db: Kysely<DB>) {
  const { rows } = await sql<{ figure: string; value: string }>`
    select 'transactions' as figure, count(*)::text as value from ledger_transactions
    union all select 'entries', count(*)::text from ledger_entries
    union all select 'accounts', count(*)::text from ledger_accounts
    union all select 'players ' || currency, sum(balance_minor)::text from ledger_accounts
      where member_id is not null group by currency
    order by 1`.execute(db);
  return Object.fromEntries(rows.map((row) => [row.figure, row.value]));
}

function run(command: string, args: string[]) {
  const result = spawnSync(command, args, { encoding: 'utf8' });
  if (result.error) throw new Error(`${command}: ${result.error.message} (install PostgreSQL's client tools)`);
  if (result.status !== 0) throw new Error(`${command} failed: ${result.stderr.trim()}`);
}

const dumpFile = values.dump ?? path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'restore-drill-')), 'portal.dump');
const scratchName = `restore_drill_${Date.now().toString(36)}`;
const scratchUrl = new URL(source);
scratchUrl.pathname = `/${scratchName}`;
const admin = new pg.Client({ connectionString: source });
let created = false;
let exitCode: number;
try {
  // The figures and the dump read the same snapshot: the dump is taken from an exported one.
  const original = await openDatabase({
    url: source,
    dataDir: '',
    poolMax: 1,
    idleTimeoutMs: 1000,
    statementTimeoutMs: 0,
  });
  let before: Record<string, string>;
  try {
    before = await original.db
      .transaction()
      .setIsolationLevel('repeatable read')
      .execute(async (trx) => {
        await sql`set transaction read only`.execute(trx);
        const { rows } = await sql<{ snapshot: string }>`select pg_export_snapshot() as snapshot`.execute(trx);
        const figures = await ledgerFigures(trx);
        run('pg_dump', ['--format=custom', `--snapshot=${rows[0]!.snapshot}`, `--file=${dumpFile}`, source]);
        return figures;
      });
  } finally {
    await original.close();
  }

  await admin.connect();
  await admin.query(`create database ${scratchName}`);
  created = true;
  run('pg_restore', ['--no-owner', `--dbname=${scratchUrl.toString()}`, dumpFile]);

  const copy = await openDatabase({
    url: scratchUrl.toString(),
    dataDir: '',
    poolMax: 1,
    idleTimeoutMs: 1000,
    statementTimeoutMs: 0,
  });
  try {
    const after = await ledgerFigures(copy.db);
    const reconcile = await reconcileLedger(copy.db, new Date());
    const matches = JSON.stringify(after) === JSON.stringify(before);
    const ok = matches && reconcile.ok;
    console.log(
      JSON.stringify(
        { ok, dump: dumpFile, dumpBytes: fs.statSync(dumpFile).size, original: before, restored: after, reconcile },
        null,
        2,
      ),
    );
    exitCode = ok ? 0 : 1;
  } finally {
    await copy.close();
  }
} catch (error) {
  console.error(`restore-drill: ${error instanceof Error ? error.message : String(error)}`);
  exitCode = 2;
} finally {
  if (created && !values.keep) await admin.query(`drop database if exists ${scratchName} with (force)`);
  await admin.end().catch(() => {});
  if (!values.dump) fs.rmSync(path.dirname(dumpFile), { recursive: true, force: true });
}
process.exit(exitCode);
