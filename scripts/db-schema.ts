import { generateSchemaTypes } from '../apps/server/src/db/schema-codegen.ts';

/* npm run db:schema [-- --verify]: regenerate (or check) apps/server/src/db/schema.ts after a migration. */
const url = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (!url) {
  console.error('db:schema needs a PostgreSQL server: set DATABASE_URL or TEST_DATABASE_URL');
  process.exit(1);
}
process.stdout.write(await generateSchemaTypes(url, { verify: process.argv.includes('--verify') }));
