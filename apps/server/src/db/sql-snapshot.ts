import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { withMigratedSchema } from './migrated-schema.ts';

export const SQL_SNAPSHOT_FILE = fileURLToPath(new URL('../../../../docs/database-functions.sql', import.meta.url));

const HEADER = `-- The database's functions and triggers as they stand after every migration: the ledger's
-- checks, the responsible-gaming counter and the rest, in one place to read. Generated from a
-- migrated PostgreSQL schema by \`npm run db:schema\`; CI fails when it differs. Do not edit.
`;

/**
 * Every function and trigger of the migrated schema, as PostgreSQL prints them back
 * (pg_get_functiondef, pg_get_triggerdef), ordered by name, with the throwaway schema's name taken
 * out. Migrations say how the database got here; this says what it is now.
 */
export async function sqlSnapshot(url: string): Promise<string> {
  return withMigratedSchema(url, 'snapshot', async (schema, admin) => {
    const functions = await admin.query<{ def: string }>(
      `select pg_get_functiondef(p.oid) as def
         from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where n.nspname = $1
        order by p.proname, pg_get_function_identity_arguments(p.oid)`,
      [schema],
    );
    const triggers = await admin.query<{ def: string }>(
      `select pg_get_triggerdef(t.oid, true) as def
         from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = $1 and not t.tgisinternal and t.tgparentid = 0
        order by c.relname, t.tgname`,
      [schema],
    );
    const unqualified = (text: string) => text.replaceAll(`"${schema}".`, '').replaceAll(`${schema}.`, '');
    const parts = [
      HEADER,
      '-- Functions\n',
      ...functions.rows.map((row) => `${unqualified(row.def).trimEnd()};\n`),
      '-- Triggers\n',
      ...triggers.rows.map((row) => `${unqualified(row.def)};`),
    ];
    return `${parts.join('\n')}\n`;
  });
}

/** Writes the snapshot, or with `verify` fails when the committed file differs from it. */
export async function writeSqlSnapshot(url: string, options: { verify?: boolean; file?: string } = {}) {
  const file = options.file ?? SQL_SNAPSHOT_FILE;
  const fresh = await sqlSnapshot(url);
  if (!options.verify) {
    fs.writeFileSync(file, fresh);
    return 'written';
  }
  const committed = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
  if (committed !== fresh) throw new Error(`${file} is not up-to-date: run npm run db:schema`);
  return 'up-to-date';
}
