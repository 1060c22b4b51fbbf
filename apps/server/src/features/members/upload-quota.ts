import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { AppError } from '../../platform/app-error.ts';
import type { Clock } from '../../platform/clock.ts';

/**
 * A member's daily upload allowance (UPLOADS_DAILY_FILES, UPLOADS_DAILY_BYTES): taken before the
 * files are stored, by one conditional upsert, so uploads racing each other cannot pass it
 * together. Past it: 429 UPLOAD_QUOTA_EXCEEDED, nothing stored.
 */
export async function takeUploadQuota(
  deps: { db: Kysely<DB>; clock: Clock; maxFiles: number; maxBytes: number },
  memberId: number,
  files: readonly { data: Buffer }[],
): Promise<void> {
  if (files.length === 0) return;
  const bytes = files.reduce((sum, file) => sum + file.data.length, 0);
  const day = deps.clock.now().toISOString().slice(0, 10);
  const { rows } = await sql<{ files: number }>`
    insert into member_upload_days as d (member_id, day, files, bytes)
    select ${memberId}::bigint, ${day}::date, ${files.length}::int, ${bytes}::bigint
    where ${files.length}::int <= ${deps.maxFiles}::int and ${bytes}::bigint <= ${deps.maxBytes}::bigint
    on conflict (member_id, day) do update set files = d.files + excluded.files, bytes = d.bytes + excluded.bytes
      where d.files + excluded.files <= ${deps.maxFiles}::int and d.bytes + excluded.bytes <= ${deps.maxBytes}::bigint
    returning d.files`.execute(deps.db);
  if (rows.length === 0) {
    throw new AppError('UPLOAD_QUOTA_EXCEEDED', { value: { maxFiles: deps.maxFiles, maxBytes: deps.maxBytes } });
  }
}

/** The allowance of an app: its database, clock and limits. */
export const uploadQuotaOf = (ctx: {
  db: Kysely<DB>;
  clock: Clock;
  env: { UPLOADS_DAILY_FILES: number; UPLOADS_DAILY_BYTES: number };
}) => ({
  take: (memberId: number, files: readonly { data: Buffer }[]) =>
    takeUploadQuota(
      { db: ctx.db, clock: ctx.clock, maxFiles: ctx.env.UPLOADS_DAILY_FILES, maxBytes: ctx.env.UPLOADS_DAILY_BYTES },
      memberId,
      files,
    ),
});
