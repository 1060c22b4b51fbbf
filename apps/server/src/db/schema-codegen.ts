import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { withMigratedSchema } from './migrated-schema.ts';

const SERVER_DIR = fileURLToPath(new URL('../..', import.meta.url));
const CODEGEN_BIN = path.join(SERVER_DIR, '../../node_modules/.bin/kysely-codegen');

/**
 * db/schema.ts comes from the database, not from a hand: every migration is applied to a fresh
 * schema on the PostgreSQL server at `url`, and kysely-codegen writes the row types from it with
 * the overrides in apps/server/.kysely-codegenrc.json (check-constrained text and JSON shapes).
 * With `verify` it writes nothing and fails when the file (or `outFile`) differs from what it would write.
 */
export async function generateSchemaTypes(
  url: string,
  options: { verify?: boolean; outFile?: string } = {},
): Promise<string> {
  return withMigratedSchema(url, 'codegen', async (schema) => {
    const args = [
      '--url',
      url,
      '--default-schema',
      schema,
      '--include-pattern',
      `${schema}.*`,
      ...(options.verify ? ['--verify'] : []),
      ...(options.outFile ? ['--out-file', options.outFile] : []),
    ];
    const { stdout, stderr } = await promisify(execFile)(CODEGEN_BIN, args, { cwd: SERVER_DIR });
    return `${stdout}${stderr}`;
  });
}
