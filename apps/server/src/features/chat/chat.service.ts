import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  CHAT_REPLAY_MAX,
  CHAT_SOCKET_PATH,
  chatPageUrl,
  type ChatErrorCode,
  type ChatInfo,
  type ChatMessage,
  type ChatServerFrame,
} from '@portal/shared/contracts/chat';
import type { Language } from '@portal/shared/languages';
import type { DB } from '../../db/schema.ts';
import { AppError } from '../../platform/app-error.ts';
import type { Bus } from '../../platform/bus.ts';
import type { Clock } from '../../platform/clock.ts';
import type { FileStorage } from '../../platform/file-storage.ts';
import type { ImageFile } from '../../platform/image-files.ts';
import type { SettingsService } from '../../platform/settings/settings.service.ts';
import type { ChatLimits } from './chat-limits.ts';
import {
  memberChatName,
  presentAdminMessage,
  presentMessage,
  presentOwnRestriction,
  presentRestriction,
  presentRoom,
} from './chat.presenter.ts';
import type { ChatMessageRow, ChatRepo, ChatRoomRow } from './chat.repo.ts';
import type { ChatImageUrls } from './chat-image-urls.ts';
import { imageKey, sweepUnsentImages } from './chat-images.ts';
import { pruneChat } from './chat-retention.ts';
import { createChatRetentionRepo } from './chat-retention.repo.ts';
import { createWordFilter } from './word-filter.ts';

/** The bus channel every instance listens on for chat events. */
export const CHAT_CHANNEL = 'chat';

/** What travels between instances: a socket-ready event, never a database row. */
export type ChatBusEvent =
  | { t: 'message'; message: ChatMessage; senderMemberId: number | null }
  | { t: 'deleted'; roomId: number; messageId: number }
  | { t: 'typing'; roomId: number; memberId: number; name: string }
  | { t: 'presence'; roomId: number; online: number }
  | { t: 'restriction'; memberId: number; restriction: ChatInfo['restriction'] }
  | { t: 'words' };

/** An expected refusal of a socket frame: the `error` frame's code and what it carries. */
export class ChatRefusal extends Error {
  constructor(
    readonly code: ChatErrorCode,
    readonly extra: { until?: string; retryAfterMs?: number } = {},
  ) {
    super(code);
  }
}

export interface ChatSender {
  memberId: number;
  name: string;
}

const MESSAGE_NAME = /^[a-f0-9]{32}\.(png|jpg)$/;

export function createChatService(deps: {
  db: Kysely<DB>;
  repo: ChatRepo;
  bus: Bus;
  clock: Clock;
  settings: SettingsService;
  storage: FileStorage;
  limits: ChatLimits;
  imageUrls: ChatImageUrls;
}) {
  const { db, repo, bus, clock, settings, storage, limits, imageUrls } = deps;
  const words = createWordFilter(repo);
  const publish = (event: ChatBusEvent) => bus.publish(CHAT_CHANNEL, JSON.stringify(event));

  async function assertEnabled() {
    if (!(await settings.get()).flags.chat) throw new ChatRefusal('CHAT_DISABLED');
  }

  /** The rooms a member is in: the lobby of the language and their support conversation. */
  async function memberRooms(memberId: number, language: Language): Promise<ChatRoomRow[]> {
    const rooms = [await repo.lobby(language), await repo.supportRoom(memberId)];
    await repo.startReadMarkers(memberId, rooms);
    return rooms;
  }

  async function roomsWithUnread(memberId: number, rooms: ChatRoomRow[]) {
    const unread = await repo.unread(
      memberId,
      rooms.map((r) => Number(r.id)),
    );
    return rooms.map((r) => presentRoom(r, unread.get(Number(r.id)) ?? 0));
  }

  /** A room the member may read: any lobby, and only their own support conversation. */
  async function readableRoom(memberId: number, roomId: number): Promise<ChatRoomRow> {
    const room = await repo.room(roomId);
    if (!room || (room.kind === 'support' && Number(room.member_id) !== memberId)) throw new AppError('NOT_FOUND');
    return room;
  }

  async function publishMessage(row: ChatMessageRow) {
    await publish({
      t: 'message',
      message: presentMessage(row, null, imageUrls.url),
      senderMemberId: row.member_id === null ? null : Number(row.member_id),
    });
  }

  return {
    words,
    publish,
    assertEnabled,
    memberRooms,
    roomsWithUnread,

    async standing(memberId: number) {
      return presentOwnRestriction(await repo.restriction(memberId), clock.now());
    },

    /**
     * GET /wps/chat: the chat page's address with the asked look, the socket's path, unread
     * counts, the header colour and the member's standing.
     */
    async info(
      memberId: number,
      language: Language,
      look: { title?: string; headerColor?: string } = {},
    ): Promise<ChatInfo> {
      const s = await settings.get();
      if (!s.flags.chat) throw new AppError('FORBIDDEN', { value: { reason: 'CHAT_DISABLED' } });
      const rooms = await roomsWithUnread(memberId, await memberRooms(memberId, language));
      const headerColor = look.headerColor ?? s.brand.chatHeaderColor;
      return {
        chatUrl: chatPageUrl({ title: look.title, language, headerColor }),
        socketPath: CHAT_SOCKET_PATH,
        unReadCount: rooms.reduce((sum, r) => sum + r.unread, 0),
        headerColor,
        rooms,
        restriction: presentOwnRestriction(await repo.restriction(memberId), clock.now()),
      };
    },

    async history(memberId: number, roomId: number, before: number | undefined, limit: number) {
      if (!(await settings.get()).flags.chat) throw new AppError('FORBIDDEN', { value: { reason: 'CHAT_DISABLED' } });
      await readableRoom(memberId, roomId);
      const { rows, hasMore } = await repo.page(roomId, before, limit);
      return { items: rows.map((row) => presentMessage(row, memberId, imageUrls.url)), hasMore };
    },

    /** An image for a later `send` by the same member: stored under a random name, recorded as theirs. */
    async uploadImage(memberId: number, file: ImageFile): Promise<{ imageName: string }> {
      if (!(await settings.get()).flags.chat) throw new AppError('FORBIDDEN', { value: { reason: 'CHAT_DISABLED' } });
      const standing = presentOwnRestriction(await repo.restriction(memberId), clock.now());
      if (standing.banned) throw new AppError('FORBIDDEN', { value: { reason: 'CHAT_BANNED' } });
      if (standing.mutedUntil)
        throw new AppError('FORBIDDEN', { value: { reason: 'CHAT_MUTED', until: standing.mutedUntil } });
      const imageName = `${randomBytes(16).toString('hex')}.${file.extension}`;
      await storage.put(imageKey(imageName), file.data);
      await db
        .insertInto('chat_images')
        .values({ name: imageName, member_id: memberId, bytes: file.data.length, created_at: clock.now() })
        .execute();
      return { imageName };
    },

    /** Images uploaded but never sent within a day: deleted (chat-images.ts). */
    sweepUnsentImages: () => sweepUnsentImages({ db, storage, now: clock.now() }),

    /** Chat older than the brand's retention: deleted with its images (chat-retention.ts). */
    async pruneHistory() {
      const { retentionDays } = (await settings.get()).chat;
      return pruneChat({ repo: createChatRetentionRepo(db), storage, now: clock.now(), retentionDays });
    },

    async image(name: string): Promise<{ data: Buffer; contentType: string }> {
      if (!MESSAGE_NAME.test(name)) throw new AppError('NOT_FOUND');
      const data = await storage.get(imageKey(name));
      if (!data) throw new AppError('NOT_FOUND');
      return { data, contentType: name.endsWith('.png') ? 'image/png' : 'image/jpeg' };
    },

    /**
     * A member's message from the socket: the flag, the standing the socket holds (kept current by
     * the bus), the room, the member's token bucket, the word filter, then one insert and the
     * fan-out through the bus (this instance hears it too).
     */
    async send(
      sender: ChatSender,
      standing: ChatInfo['restriction'],
      room: ChatRoomRow,
      text: string,
      imageName: string | undefined,
    ): Promise<ChatMessage> {
      await assertEnabled();
      const now = clock.now();
      if (standing.banned) throw new ChatRefusal('CHAT_BANNED');
      if (standing.mutedUntil && new Date(standing.mutedUntil) > now)
        throw new ChatRefusal('CHAT_MUTED', { until: standing.mutedUntil });
      const body = text.trim();
      if (!body && !imageName) throw new ChatRefusal('CHAT_BAD_FRAME');
      const wait = await limits.take(sender.memberId, now.getTime());
      if (wait > 0) throw new ChatRefusal('CHAT_RATE_LIMITED', { retryAfterMs: wait });
      // Only the sender's own upload, once (review N11): another's name, or one already sent, is refused.
      if (imageName) {
        const spent = await db
          .updateTable('chat_images')
          .set({ sent_at: now })
          .where('name', '=', imageName)
          .where('member_id', '=', sender.memberId)
          .where('sent_at', 'is', null)
          .returning('name')
          .executeTakeFirst();
        if (!spent) throw new ChatRefusal('CHAT_IMAGE_NOT_FOUND');
      }
      const row = await repo.insertMessage(
        {
          roomId: Number(room.id),
          senderKind: 'member',
          memberId: sender.memberId,
          operatorId: null,
          senderName: sender.name,
          body: await words.mask(body),
          imageName: imageName ?? null,
        },
        now,
      );
      await repo.markRead(sender.memberId, Number(room.id), Number(row.id));
      await publishMessage(row);
      return presentMessage(row, sender.memberId, imageUrls.url);
    },

    /** The messages a reconnecting socket missed in a room (null: too many, reload the history). */
    async replay(memberId: number, roomId: number, lastSeen: number): Promise<ChatServerFrame[] | null> {
      const rows = await repo.after(roomId, lastSeen, CHAT_REPLAY_MAX + 1);
      if (rows.length > CHAT_REPLAY_MAX) return null;
      return rows.map((row) => ({ type: 'message', message: presentMessage(row, memberId, imageUrls.url) }));
    },

    markRead: repo.markRead,

    // ------------------------------------------------------------------------------------------
    // Back office

    async queue() {
      const rows = await repo.queue();
      return rows.map((r) => ({
        roomId: Number(r.id),
        memberId: Number(r.member_id),
        username: r.username,
        waitingSince: r.waiting_since ? r.waiting_since.toISOString() : null,
        awaitingReply: r.sender_kind === 'member',
        lastMessage: r.body ?? (r.image_name ? '[image]' : ''),
        lastMessageAt: r.created_at ? r.created_at.toISOString() : null,
      }));
    },

    async lobbies() {
      const rooms = await repo.lobbies();
      const times = await repo.lastMessageTimes(rooms.map((r) => Number(r.id)));
      const now = clock.now().getTime();
      return Promise.all(
        rooms.map(async (r) => ({
          roomId: Number(r.id),
          language: r.language!,
          online: await limits.online(Number(r.id), now),
          lastMessageAt: times.get(Number(r.id))?.toISOString() ?? null,
        })),
      );
    },

    async adminHistory(roomId: number, before: number | undefined, limit: number) {
      const room = await repo.room(roomId);
      if (!room) throw new AppError('NOT_FOUND');
      const { rows, hasMore } = await repo.page(roomId, before, limit, true);
      const memberIds = [...new Set(rows.flatMap((r) => (r.member_id === null ? [] : [Number(r.member_id)])))];
      const usernames = new Map<number, string>();
      if (memberIds.length > 0) {
        const found = await deps.db
          .selectFrom('members')
          .select(['id', 'username'])
          .where('id', 'in', memberIds)
          .execute();
        for (const m of found) usernames.set(Number(m.id), m.username);
      }
      const owner = room.member_id === null ? null : Number(room.member_id);
      return {
        room: {
          id: Number(room.id),
          kind: room.kind,
          language: room.language,
          status: room.status,
          member: owner === null ? null : { id: owner, username: (await repo.memberUsername(owner)) ?? '' },
        },
        items: rows.map((row) => presentAdminMessage(row, usernames, imageUrls.url)),
        hasMore,
      };
    },

    /** An operator's message (an answer in a support conversation, or a word in a lobby), live to the room. */
    async reply(operator: { id: number; username: string }, roomId: number, text: string) {
      const room = await repo.room(roomId);
      if (!room) throw new AppError('NOT_FOUND');
      const row = await repo.insertMessage(
        {
          roomId,
          senderKind: 'operator',
          memberId: null,
          operatorId: operator.id,
          senderName: operator.username,
          body: text.trim(),
          imageName: null,
        },
        clock.now(),
      );
      await publishMessage(row);
      return presentAdminMessage(row, new Map(), imageUrls.url);
    },

    async markHandled(roomId: number) {
      if (!(await repo.markHandled(roomId))) throw new AppError('NOT_FOUND');
    },

    /** Removes a message for everyone: kept in the table (the audit reads it), gone from every screen. */
    async deleteMessage(operatorId: number, messageId: number) {
      const row = await repo.deleteMessage(messageId, operatorId, clock.now());
      if (!row) throw new AppError('NOT_FOUND');
      await publish({ t: 'deleted', roomId: Number(row.room_id), messageId: Number(row.id) });
      return presentAdminMessage(row, new Map(), imageUrls.url);
    },

    async restrict(
      operatorId: number,
      memberId: number,
      change: { mute?: { minutes: number } | null; ban?: boolean; reason?: string },
    ) {
      const username = await repo.memberUsername(memberId);
      if (username === undefined) throw new AppError('NOT_FOUND');
      const before = await repo.restriction(memberId);
      const now = clock.now();
      const row = await repo.setRestriction(
        memberId,
        {
          ...(change.mute !== undefined
            ? { muted_until: change.mute ? new Date(now.getTime() + change.mute.minutes * 60_000) : null }
            : {}),
          ...(change.ban !== undefined ? { banned_at: change.ban ? now : null } : {}),
          ...(change.reason !== undefined ? { reason: change.reason } : {}),
        },
        operatorId,
        now,
      );
      await publish({ t: 'restriction', memberId, restriction: presentOwnRestriction(row, now) });
      return {
        before: before ? presentRestriction({ ...before, username }) : null,
        after: presentRestriction({ ...row, username }),
      };
    },

    async restrictions() {
      return (await repo.activeRestrictions(clock.now())).map(presentRestriction);
    },

    async setWords(list: string[]) {
      const before = await repo.words();
      const next = [...new Set(list)].sort();
      await repo.replaceWords(next);
      await publish({ t: 'words' });
      return { before, after: next };
    },
  };
}
export type ChatService = ReturnType<typeof createChatService>;
export { memberChatName };
