import { randomBytes } from 'node:crypto';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { FeedbackAdminView, FeedbackType, FeedbackView } from '@portal/shared/contracts/feedback';
import type { DB, Feedback } from '../../db/schema.ts';
import { AppError } from '../../platform/app-error.ts';
import type { FileStorage } from '../../platform/file-storage.ts';
import { sniffImage, type ImageFile } from '../../platform/image-files.ts';

const pageCount = (total: number, size: number) => Math.max(1, Math.ceil(total / size));
const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

const present = (row: Selectable<Feedback>, imagePath: (n: number) => string): FeedbackView => ({
  id: row.id,
  type: row.type,
  content: row.content,
  images: row.image_keys.map((_, n) => imagePath(n)),
  status: row.status,
  reply: row.reply,
  repliedAt: iso(row.replied_at),
  createdAt: iso(row.created_at)!,
});

/**
 * Feedback and complaints: the member's submissions with their images (kept in the file store,
 * named by the server), support's queue, and the reply, which also lands in the member's inbox
 * as a system message in the same transaction.
 */
export function createFeedback(deps: { db: Kysely<DB>; storage: FileStorage }) {
  const { db, storage } = deps;
  const memberPath = (id: number) => (n: number) => `/wps/feedback/${id}/images/${n}`;
  const adminPath = (id: number) => (n: number) => `/admin/api/feedback/${id}/images/${n}`;

  async function image(row: Pick<Selectable<Feedback>, 'image_keys'> | undefined, n: number) {
    const key = row?.image_keys[n];
    const data = key ? await storage.get(key) : undefined;
    const kind = data && sniffImage(data);
    if (!data || !kind) throw new AppError('NOT_FOUND');
    return { data, contentType: kind.contentType };
  }

  return {
    async submit(memberId: number, input: { type: FeedbackType; content: string }, files: ImageFile[]) {
      const keys = files.map((file) => ({
        key: `feedback/${memberId}/${randomBytes(12).toString('hex')}.${file.extension}`,
        data: file.data,
      }));
      for (const file of keys) await storage.put(file.key, file.data);
      try {
        const row = await db
          .insertInto('feedback')
          .values({ member_id: memberId, type: input.type, content: input.content, image_keys: keys.map((k) => k.key) })
          .returningAll()
          .executeTakeFirstOrThrow();
        return present(row, memberPath(row.id));
      } catch (error) {
        await Promise.all(keys.map((k) => storage.remove(k.key).catch(() => undefined)));
        throw error;
      }
    },

    async mine(memberId: number, page: number, pageSize: number) {
      const mineOnly = db.selectFrom('feedback').where('member_id', '=', memberId);
      const [rows, count] = await Promise.all([
        mineOnly
          .selectAll()
          .orderBy('id', 'desc')
          .limit(pageSize)
          .offset((page - 1) * pageSize)
          .execute(),
        mineOnly.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
      ]);
      return {
        list: rows.map((row) => present(row, memberPath(row.id))),
        page,
        totalPages: pageCount(count.n, pageSize),
      };
    },

    memberImage: async (memberId: number, id: number, n: number) =>
      image(
        await db
          .selectFrom('feedback')
          .select('image_keys')
          .where('id', '=', id)
          .where('member_id', '=', memberId)
          .executeTakeFirst(),
        n,
      ),

    adminImage: async (id: number, n: number) =>
      image(await db.selectFrom('feedback').select('image_keys').where('id', '=', id).executeTakeFirst(), n),

    /** Support's queue: open ones oldest first, the rest newest first. */
    async queue(query: { status?: string; type?: string; username?: string; page: number; pageSize: number }) {
      let filtered = db.selectFrom('feedback as f').innerJoin('members as m', 'm.id', 'f.member_id');
      if (query.status) filtered = filtered.where('f.status', '=', query.status as Selectable<Feedback>['status']);
      if (query.type) filtered = filtered.where('f.type', '=', query.type as FeedbackType);
      if (query.username) filtered = filtered.where('m.username', '=', query.username);
      const [rows, count] = await Promise.all([
        filtered
          .selectAll('f')
          .select('m.username')
          .orderBy(sql`f.status = 'open'`, 'desc')
          .orderBy(sql`case when f.status = 'open' then f.id else -f.id end`)
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize)
          .execute(),
        filtered.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
      ]);
      return {
        list: rows.map((row): FeedbackAdminView => ({
          ...present(row, adminPath(row.id)),
          memberId: row.member_id,
          username: row.username,
          repliedBy: row.replied_by,
        })),
        page: query.page,
        totalPages: pageCount(count.n, query.pageSize),
        total: count.n,
      };
    },

    /** The reply (a later one replaces it) and the member's inbox message, in one transaction. */
    async reply(id: number, reply: string, close: boolean, operator: string) {
      return db.transaction().execute(async (trx) => {
        const before = await trx.selectFrom('feedback').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
        if (!before) throw new AppError('NOT_FOUND');
        if (before.status === 'closed') throw new AppError('CONFLICT', { message: 'feedback closed' });
        const row = await trx
          .updateTable('feedback')
          .set({ reply, replied_by: operator, replied_at: sql`now()`, status: close ? 'closed' : 'replied' })
          .where('id', '=', id)
          .returningAll()
          .executeTakeFirstOrThrow();
        await sql`select system_message(${row.member_id}, 'feedback_replied', ${JSON.stringify({ reference: String(id) })}::jsonb)`.execute(
          trx,
        );
        return { before, after: row };
      });
    },
  };
}

export type FeedbackService = ReturnType<typeof createFeedback>;
