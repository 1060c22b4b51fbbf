import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { DB } from '../src/db/schema.ts';
import { StatementNames } from '../src/db/prepared-statements.ts';
import { inTransaction } from '../src/db/transaction.ts';
import { openTestDatabase, type TestDatabase } from './test-app.ts';

describe('statement names', () => {
  it('names a text at its second use and keeps that name', () => {
    const names = new StatementNames();
    expect(names.nameOf('select $1')).toBeUndefined();
    const name = names.nameOf('select $1');
    expect(name).toMatch(/^p\d+$/);
    expect(names.nameOf('select $1')).toBe(name);
    expect(names.nameOf('select $1::int')).toBeUndefined();
    expect(names.nameOf('select $1::int')).not.toBe(name);
  });

  it('gives a renamed text a name no connection has prepared', () => {
    const names = new StatementNames();
    names.nameOf('select $1');
    const first = names.nameOf('select $1');
    const second = names.renamed('select $1');
    expect(second).not.toBe(first);
    expect(names.nameOf('select $1')).toBe(second);
  });
});

// Prepared statements are node-postgres's: the embedded database's driver is another.
describe.skipIf(!process.env.TEST_DATABASE_URL)('prepared statements on PostgreSQL', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase({ blank: true });
    await sql`create table prepared_probe (id int primary key)`.execute(database.db);
    await sql`insert into prepared_probe values (1), (2)`.execute(database.db);
  });
  afterAll(async () => database?.close());

  const probe = (db = database.db) =>
    sql<Record<string, unknown>>`select * from prepared_probe where id = ${1}`.execute(db);

  it('prepares a parameterized statement at its second use, on the connection that runs it', async () => {
    const prepared = await inTransaction(database.db, async (trx) => {
      await probe(trx);
      await probe(trx);
      return (
        await sql<{
          statement: string;
        }>`select statement from pg_prepared_statements where statement like ${'%prepared_probe%'}`.execute(trx)
      ).rows;
    });
    expect(prepared.map((row) => row.statement)).toEqual(['select * from prepared_probe where id = $1']);
  });

  it('matches a partial unique index in ON CONFLICT on a generic plan only when its predicate is written out', async () => {
    await sql`create table prepared_pending (k int, status text)`.execute(database.db);
    await sql`create unique index on prepared_pending (k) where status = 'pending'`.execute(database.db);
    const insert = (trx: Kysely<DB>, predicate: RawBuilder<unknown>) =>
      sql`insert into prepared_pending values (${1}, ${'pending'}) on conflict (k) where ${predicate} do nothing`.execute(
        trx,
      );
    const runs = (predicate: RawBuilder<unknown>) =>
      inTransaction(database.db, async (trx) => {
        await sql`set local plan_cache_mode = force_generic_plan`.execute(trx);
        for (let i = 0; i < 3; i++) await insert(trx, predicate);
      });
    await expect(runs(sql`status = 'pending'`)).resolves.toBeUndefined();
    await expect(runs(sql`status = ${'pending'}`)).rejects.toThrow(/no unique or exclusion constraint/);
  });

  it('runs again, prepared afresh, a statement whose columns a migration changed', async () => {
    for (let i = 0; i < 3; i++) await probe();
    await sql`alter table prepared_probe add column note text default 'new'`.execute(database.db);
    // Every pooled connection that prepared it answers with the new column.
    const answers = await Promise.all(Array.from({ length: 10 }, () => probe()));
    for (const answer of answers) expect(answer.rows).toEqual([{ id: 1, note: 'new' }]);
  });

  it('fails a transaction that ran the stale statement, and the next one runs it', async () => {
    await inTransaction(database.db, async (trx) => {
      await probe(trx);
      await probe(trx);
    });
    await sql`alter table prepared_probe add column extra int default 7`.execute(database.db);
    const outcomes = await Promise.allSettled(
      Array.from({ length: 10 }, () => inTransaction(database.db, async (trx) => (await probe(trx)).rows)),
    );
    for (const outcome of outcomes) {
      if (outcome.status === 'rejected')
        expect(String(outcome.reason)).toMatch(/cached plan must not change result type/);
    }
    expect((await inTransaction(database.db, async (trx) => probe(trx))).rows).toEqual([
      { id: 1, note: 'new', extra: 7 },
    ]);
  });
});
