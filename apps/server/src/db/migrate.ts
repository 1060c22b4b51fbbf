import { sql, type Kysely } from 'kysely';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const MIGRATIONS_DIR = path.resolve(import.meta.dirname, 'migrations');
const FILE_NAME = /^(\d{4})-([a-z0-9-]+)\.sql$/;

export interface Migration {
  version: number;
  name: string;
  checksum: string;
  script: string;
}

export function readMigrations(dir = MIGRATIONS_DIR): Migration[] {
  return fs
    .readdirSync(dir)
    .filter((f) => FILE_NAME.test(f))
    .sort()
    .map((file) => {
      const [, version, name] = FILE_NAME.exec(file)!;
      const script = fs.readFileSync(path.join(dir, file), 'utf8');
      return { version: Number(version), name: name!, script, checksum: sha256(script) };
    });
}

/**
 * Forward-only migrations, applied in order under an advisory lock keyed by the schema, each in
 * its own transaction together with its row in schema_migrations. An applied file that changed
 * afterwards stops the start: history is never rewritten.
 */
export async function migrate(db: Kysely<any>, migrations = readMigrations()): Promise<number[]> {
  return db.connection().execute(async (conn) => {
    await sql`select pg_advisory_lock(hashtext('migrations:' || current_schema()))`.execute(conn);
    try {
      await sql`create table if not exists schema_migrations (
        version integer primary key,
        name text not null,
        checksum text not null,
        applied_at timestamptz not null default now()
      )`.execute(conn);
      const applied = await sql<{ version: number; checksum: string }>`
        select version, checksum from schema_migrations`.execute(conn);
      const known = new Map(applied.rows.map((r) => [r.version, r.checksum]));
      const done: number[] = [];
      for (const m of migrations) {
        const checksum = known.get(m.version);
        if (checksum !== undefined) {
          if (checksum !== m.checksum) {
            throw new Error(`migration ${m.version}-${m.name} changed after it was applied`);
          }
          continue;
        }
        await conn.transaction().execute(async (trx) => {
          await sql.raw(m.script).execute(trx);
          await sql`insert into schema_migrations (version, name, checksum)
            values (${m.version}, ${m.name}, ${m.checksum})`.execute(trx);
        });
        done.push(m.version);
      }
      return done;
    } finally {
      await sql`select pg_advisory_unlock(hashtext('migrations:' || current_schema()))`.execute(conn);
    }
  });
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
