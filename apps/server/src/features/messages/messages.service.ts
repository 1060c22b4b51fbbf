import { sql, type Kysely } from 'kysely';
import type { MessagePage, MessageSend, MessageView, SentMessage } from '@portal/shared/contracts/messages';
import type { Language } from '@portal/shared/languages';
import type { DB } from '../../db/schema.ts';
import { AppError } from '../../platform/app-error.ts';
import { pickText } from '../../platform/localized.ts';
import { audienceQuery } from './audience.ts';

const pageCount = (total: number, size: number) => Math.max(1, Math.ceil(total / size));

/**
 * Platform messages: each message is written once and delivered by one set-based insert of its
 * recipients (fan-out on write), so the inbox, the unread count and the read marks are plain
 * indexed reads of member_messages. System messages are written by triggers (migration 0038).
 */
export function createMessages(deps: { db: Kysely<DB> }) {
  const { db } = deps;
  const inbox = (memberId: number) =>
    db.selectFrom('member_messages as mm').where('mm.member_id', '=', memberId).where('mm.deleted_at', 'is', null);
  // The inbox's figures, for the page and the header badge alike: one query, so they cannot disagree.
  const counts = (memberId: number) =>
    inbox(memberId)
      .select([
        sql<number>`count(*)::int`.as('total'),
        sql<number>`(count(*) filter (where mm.read_at is null))::int`.as('unread'),
      ])
      .executeTakeFirstOrThrow();

  return {
    async page(
      memberId: number,
      query: { page: number; pageSize: number; unreadOnly: boolean },
      language: Language,
    ): Promise<MessagePage> {
      const shown = query.unreadOnly ? inbox(memberId).where('mm.read_at', 'is', null) : inbox(memberId);
      const [rows, figures] = await Promise.all([
        shown
          .innerJoin('messages as msg', 'msg.id', 'mm.message_id')
          .select(['msg.id', 'msg.kind', 'msg.title', 'msg.content', 'msg.params', 'msg.created_at', 'mm.read_at'])
          .orderBy('mm.message_id', 'desc')
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize)
          .execute(),
        counts(memberId),
      ]);
      const total = query.unreadOnly ? figures.unread : figures.total;
      return {
        list: rows.map((row): MessageView => ({
          id: row.id,
          kind: row.kind,
          title: row.title ? pickText(row.title, language) : null,
          content: row.content ? pickText(row.content, language) : null,
          params: row.params,
          createdAt: new Date(row.created_at).toISOString(),
          read: row.read_at !== null,
        })),
        page: query.page,
        totalPages: pageCount(total, query.pageSize),
        total,
        unread: figures.unread,
      };
    },

    async unreadCount(memberId: number): Promise<number> {
      return (await counts(memberId)).unread;
    },

    async markRead(memberId: number, messageId: number) {
      const row = await db
        .updateTable('member_messages')
        .set({ read_at: sql`coalesce(read_at, now())` })
        .where('member_id', '=', memberId)
        .where('message_id', '=', messageId)
        .where('deleted_at', 'is', null)
        .returning('message_id')
        .executeTakeFirst();
      if (!row) throw new AppError('NOT_FOUND');
    },

    async markAllRead(memberId: number): Promise<number> {
      const result = await db
        .updateTable('member_messages')
        .set({ read_at: sql`now()` })
        .where('member_id', '=', memberId)
        .where('read_at', 'is', null)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    /** Gone from the inbox; the row stays so the sender's read count holds. */
    async remove(memberId: number, messageId: number) {
      const row = await db
        .updateTable('member_messages')
        .set({ deleted_at: sql`now()`, read_at: sql`coalesce(read_at, now())` })
        .where('member_id', '=', memberId)
        .where('message_id', '=', messageId)
        .where('deleted_at', 'is', null)
        .returning('message_id')
        .executeTakeFirst();
      if (!row) throw new AppError('NOT_FOUND');
    },

    /** How many members an audience reaches now. */
    async countAudience(audience: MessageSend['audience']): Promise<number> {
      const ids = await audienceQuery(db, audience);
      const row = await db
        .selectFrom(ids.as('a'))
        .select(sql<number>`count(*)::int`.as('n'))
        .executeTakeFirstOrThrow();
      return row.n;
    },

    /**
     * An operator's notice: the message row and one insert of every recipient, in one
     * transaction; an audience of nobody sends nothing.
     */
    async send(input: MessageSend, sentBy: string): Promise<{ id: number; recipients: number }> {
      return db.transaction().execute(async (trx) => {
        const message = await trx
          .insertInto('messages')
          .values({
            kind: 'notice',
            title: JSON.stringify(input.title),
            content: JSON.stringify(input.content),
            audience: JSON.stringify(input.audience),
            sent_by: sentBy,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        const ids = await audienceQuery(trx, input.audience);
        const delivered = await trx
          .insertInto('member_messages')
          .columns(['member_id', 'message_id'])
          .expression(ids.select(sql<number>`${message.id}::bigint`.as('message_id')))
          .executeTakeFirst();
        const recipients = Number(delivered.numInsertedOrUpdatedRows ?? 0);
        if (recipients === 0)
          throw new AppError('VALIDATION_FAILED', { value: { fields: { audience: 'NO_RECIPIENTS' } } });
        await trx.updateTable('messages').set({ recipients }).where('id', '=', message.id).execute();
        return { id: message.id, recipients };
      });
    },

    async sent(page: number, pageSize: number): Promise<{ list: SentMessage[]; page: number; totalPages: number }> {
      const notices = db.selectFrom('messages as msg').where('msg.kind', '=', 'notice');
      const [rows, count] = await Promise.all([
        notices
          .select((eb) => [
            'msg.id',
            'msg.title',
            'msg.content',
            'msg.audience',
            'msg.recipients',
            'msg.sent_by',
            'msg.created_at',
            eb
              .selectFrom('member_messages as mm')
              .whereRef('mm.message_id', '=', 'msg.id')
              .where('mm.read_at', 'is not', null)
              .select(sql<number>`count(*)::int`.as('n'))
              .as('read_count'),
          ])
          .orderBy('msg.id', 'desc')
          .limit(pageSize)
          .offset((page - 1) * pageSize)
          .execute(),
        notices.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
      ]);
      return {
        list: rows.map((row) => ({
          id: row.id,
          title: row.title ?? {},
          content: row.content ?? {},
          audience: row.audience!,
          recipients: row.recipients,
          readCount: row.read_count ?? 0,
          sentBy: row.sent_by ?? '',
          createdAt: new Date(row.created_at).toISOString(),
        })),
        page,
        totalPages: pageCount(count.n, pageSize),
      };
    },
  };
}

export type MessagesService = ReturnType<typeof createMessages>;
