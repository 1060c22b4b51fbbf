import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase } from './database.ts';
import { migrate } from './migrate.ts';

/**
 * Runs `use` on a throwaway schema of the PostgreSQL server at `url` with every migration applied,
 * then drops it: what is derived from the migrations (row types, the functions snapshot) is read
 * from a real database, never from a hand.
 */
export async function withMigratedSchema<T>(
  url: string,
  prefix: string,
  use: (schema: string, admin: pg.Client) => Promise<T>,
): Promise<T> {
  const schema = `${prefix}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`create schema "${schema}"`);
    const database = await openDatabase({
      url,
      schema,
      poolMax: 2,
      idleTimeoutMs: 1000,
      statementTimeoutMs: 60_000,
      dataDir: '',
    });
    try {
      await migrate(database.db);
    } finally {
      await database.close();
    }
    return await use(schema, admin);
  } finally {
    await admin.query(`set client_min_messages = warning; drop schema if exists "${schema}" cascade`);
    await admin.end();
  }
}
