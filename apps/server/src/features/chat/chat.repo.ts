import { sql, type Kysely, type Selectable } from 'kysely';
import type { Language } from '@portal/shared/languages';
import type { DB, ChatMessages, ChatRestrictions } from '../../db/schema.ts';

export type ChatMessageRow = Selectable<ChatMessages>;
export type ChatRestrictionRow = Selectable<ChatRestrictions>;

export interface ChatRoomRow {
  id: number;
  kind: 'lobby' | 'support';
  language: Language | null;
  member_id: number | null;
  status: 'open' | 'handled';
  waiting_since: Date | null;
  last_message_id: number | null;
}

export interface NewChatMessage {
  roomId: number;
  senderKind: 'member' | 'operator';
  memberId: number | null;
  operatorId: number | null;
  senderName: string;
  body: string;
  imageName: string | null;
}

/** Unread counts stop here: a badge shows 99+ past it, and a count never scans a whole busy lobby. */
export const UNREAD_CAP = 100;

const ROOM_COLUMNS = ['id', 'kind', 'language', 'member_id', 'status', 'waiting_since', 'last_message_id'] as const;

/** The only code that writes SQL for the chat tables. */
export function createChatRepo(db: Kysely<DB>) {
  return {
    async room(id: number): Promise<ChatRoomRow | undefined> {
      return (await db.selectFrom('chat_rooms').select(ROOM_COLUMNS).where('id', '=', id).executeTakeFirst()) as
        ChatRoomRow | undefined;
    },

    async lobby(language: Language): Promise<ChatRoomRow> {
      return (await db
        .selectFrom('chat_rooms')
        .select(ROOM_COLUMNS)
        .where('kind', '=', 'lobby')
        .where('language', '=', language)
        .executeTakeFirstOrThrow()) as ChatRoomRow;
    },

    async lobbies(): Promise<ChatRoomRow[]> {
      return (await db
        .selectFrom('chat_rooms')
        .select(ROOM_COLUMNS)
        .where('kind', '=', 'lobby')
        .orderBy('id')
        .execute()) as ChatRoomRow[];
    },

    /** The member's support conversation, made on first use. */
    async supportRoom(memberId: number): Promise<ChatRoomRow> {
      await db
        .insertInto('chat_rooms')
        .values({ kind: 'support', member_id: memberId })
        .onConflict((oc) => oc.column('member_id').doNothing())
        .execute();
      return (await db
        .selectFrom('chat_rooms')
        .select(ROOM_COLUMNS)
        .where('member_id', '=', memberId)
        .executeTakeFirstOrThrow()) as ChatRoomRow;
    },

    /**
     * A member's first sight of a room starts the read marker at its newest message: a new member
     * does not meet the lobby's whole past as unread.
     */
    async startReadMarkers(memberId: number, rooms: ChatRoomRow[]): Promise<void> {
      if (rooms.length === 0) return;
      await db
        .insertInto('chat_reads')
        .values(rooms.map((r) => ({ member_id: memberId, room_id: r.id, last_read_id: r.last_message_id ?? 0 })))
        .onConflict((oc) => oc.columns(['member_id', 'room_id']).doNothing())
        .execute();
    },

    /** Unread per room (others' messages after the marker, deleted ones not counted), capped at UNREAD_CAP. */
    async unread(memberId: number, roomIds: number[]): Promise<Map<number, number>> {
      const counts = new Map<number, number>(roomIds.map((id) => [id, 0]));
      if (roomIds.length === 0) return counts;
      const rows = await sql<{ room_id: number; unread: number }>`
        select r.room_id, (
          select count(*)::int from (
            select 1 from chat_messages m
            where m.room_id = r.room_id and m.id > r.last_read_id and m.deleted_at is null
              and m.member_id is distinct from ${memberId}
            limit ${UNREAD_CAP}
          ) capped
        ) as unread
        from chat_reads r
        where r.member_id = ${memberId} and r.room_id = any(${roomIds})`.execute(db);
      for (const row of rows.rows) counts.set(Number(row.room_id), row.unread);
      return counts;
    },

    async markRead(memberId: number, roomId: number, lastReadId: number): Promise<void> {
      await db
        .insertInto('chat_reads')
        .values({ member_id: memberId, room_id: roomId, last_read_id: lastReadId })
        .onConflict((oc) =>
          oc.columns(['member_id', 'room_id']).doUpdateSet({
            last_read_id: sql<number>`greatest(chat_reads.last_read_id, excluded.last_read_id)`,
          }),
        )
        .execute();
    },

    /**
     * Writes the message and moves its room in one statement: the room's newest id, and for a
     * support conversation the queue state (a member's message opens it and, if nothing was
     * waiting, starts the wait; an operator's answer leaves it open until marked handled).
     */
    async insertMessage(message: NewChatMessage, now: Date): Promise<ChatMessageRow> {
      const fromMember = message.senderKind === 'member';
      const result = await sql<ChatMessageRow>`
        with inserted as (
          insert into chat_messages (room_id, sender_kind, member_id, operator_id, sender_name, body, image_name, created_at)
          values (${message.roomId}, ${message.senderKind}, ${message.memberId}, ${message.operatorId},
                  ${message.senderName}, ${message.body}, ${message.imageName}, ${now})
          returning *
        ), moved as (
          update chat_rooms r set
            last_message_id = inserted.id,
            status = case when r.kind = 'support' and ${fromMember} then 'open' else r.status end,
            waiting_since = case
              when r.kind <> 'support' then null
              when ${fromMember} then coalesce(r.waiting_since, ${now})
              else null end
          from inserted where r.id = inserted.room_id
          returning r.id
        )
        select inserted.* from inserted, moved`.execute(db);
      const row = result.rows[0];
      if (!row) throw new Error(`chat: room ${message.roomId} vanished while writing a message`);
      return { ...row, id: Number(row.id), room_id: Number(row.room_id) };
    },

    /** A page of a room's messages, newest `limit` below `before`, returned oldest first. */
    async page(roomId: number, before: number | undefined, limit: number, withDeleted = false) {
      let query = db
        .selectFrom('chat_messages')
        .selectAll()
        .where('room_id', '=', roomId)
        .orderBy('id', 'desc')
        .limit(limit + 1);
      if (before !== undefined) query = query.where('id', '<', before);
      if (!withDeleted) query = query.where('deleted_at', 'is', null);
      const rows = await query.execute();
      return { rows: rows.slice(0, limit).reverse(), hasMore: rows.length > limit };
    },

    /** Messages after `afterId` (a reconnect's replay), oldest first, at most `limit`. */
    async after(roomId: number, afterId: number, limit: number): Promise<ChatMessageRow[]> {
      return db
        .selectFrom('chat_messages')
        .selectAll()
        .where('room_id', '=', roomId)
        .where('id', '>', afterId)
        .where('deleted_at', 'is', null)
        .orderBy('id')
        .limit(limit)
        .execute();
    },

    async deleteMessage(id: number, operatorId: number, now: Date): Promise<ChatMessageRow | undefined> {
      return db
        .updateTable('chat_messages')
        .set({ deleted_at: now, deleted_by: operatorId })
        .where('id', '=', id)
        .where('deleted_at', 'is', null)
        .returningAll()
        .executeTakeFirst();
    },

    async message(id: number): Promise<ChatMessageRow | undefined> {
      return db.selectFrom('chat_messages').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async restriction(memberId: number): Promise<ChatRestrictionRow | undefined> {
      return db.selectFrom('chat_restrictions').selectAll().where('member_id', '=', memberId).executeTakeFirst();
    },

    async setRestriction(
      memberId: number,
      change: { muted_until?: Date | null; banned_at?: Date | null; reason?: string },
      operatorId: number,
      now: Date,
    ): Promise<ChatRestrictionRow> {
      return db
        .insertInto('chat_restrictions')
        .values({
          member_id: memberId,
          muted_until: change.muted_until ?? null,
          banned_at: change.banned_at ?? null,
          reason: change.reason ?? '',
          operator_id: operatorId,
          updated_at: now,
        })
        .onConflict((oc) => oc.column('member_id').doUpdateSet({ ...change, operator_id: operatorId, updated_at: now }))
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    /** Members muted (until after `now`) or banned, most recent first. */
    async activeRestrictions(now: Date) {
      return db
        .selectFrom('chat_restrictions as r')
        .innerJoin('members as m', 'm.id', 'r.member_id')
        .select(['r.member_id', 'm.username', 'r.muted_until', 'r.banned_at', 'r.reason', 'r.updated_at'])
        .where((eb) => eb.or([eb('r.banned_at', 'is not', null), eb('r.muted_until', '>', now)]))
        .orderBy('r.updated_at', 'desc')
        .limit(200)
        .execute();
    },

    /** Open support conversations, the longest waiting first, then the ones answered and not yet handled. */
    async queue() {
      return db
        .selectFrom('chat_rooms as r')
        .innerJoin('members as m', 'm.id', 'r.member_id')
        .leftJoin('chat_messages as last', 'last.id', 'r.last_message_id')
        .select([
          'r.id',
          'r.member_id',
          'm.username',
          'r.waiting_since',
          'last.sender_kind',
          'last.body',
          'last.image_name',
          'last.created_at',
        ])
        .where('r.kind', '=', 'support')
        .where('r.status', '=', 'open')
        .orderBy(sql`r.waiting_since asc nulls last`)
        .orderBy('r.id')
        .limit(200)
        .execute();
    },

    async markHandled(roomId: number): Promise<boolean> {
      const row = await db
        .updateTable('chat_rooms')
        .set({ status: 'handled', waiting_since: null })
        .where('id', '=', roomId)
        .where('kind', '=', 'support')
        .returning('id')
        .executeTakeFirst();
      return row !== undefined;
    },

    async lastMessageTimes(roomIds: number[]): Promise<Map<number, Date>> {
      if (roomIds.length === 0) return new Map();
      const rows = await db
        .selectFrom('chat_rooms as r')
        .innerJoin('chat_messages as m', 'm.id', 'r.last_message_id')
        .select(['r.id', 'm.created_at'])
        .where('r.id', 'in', roomIds)
        .execute();
      return new Map(rows.map((r) => [Number(r.id), r.created_at]));
    },

    async memberUsername(memberId: number): Promise<string | undefined> {
      const row = await db.selectFrom('members').select('username').where('id', '=', memberId).executeTakeFirst();
      return row?.username;
    },

    async words(): Promise<string[]> {
      const rows = await db.selectFrom('chat_word_filters').select('word').orderBy('word').execute();
      return rows.map((r) => r.word);
    },

    async replaceWords(words: string[]): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('chat_word_filters').execute();
        if (words.length > 0) {
          await trx
            .insertInto('chat_word_filters')
            .values(words.map((word) => ({ word })))
            .execute();
        }
      });
    },
  };
}
export type ChatRepo = ReturnType<typeof createChatRepo>;
