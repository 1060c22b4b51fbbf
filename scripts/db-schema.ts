import { generateSchemaTypes } from '../apps/server/src/db/schema-codegen.ts';
import { writeSqlSnapshot } from '../apps/server/src/db/sql-snapshot.ts';

/*
 * npm run db:schema [-- --verify]: regenerate (or check) what is derived from the migrations:
 * apps/server/src/db/schema.ts (the row types) and docs/database-functions.sql (functions and
 * triggers as they stand).
 */
const url = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (!url) {
  console.error('db:schema needs a PostgreSQL server: set DATABASE_URL or TEST_DATABASE_URL');
  process.exit(1);
}
const verify = process.argv.includes('--verify');
process.stdout.write(await generateSchemaTypes(url, { verify }));
console.log(`docs/database-functions.sql: ${await writeSqlSnapshot(url, { verify })}`);
