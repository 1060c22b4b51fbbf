import { z } from 'zod';
import { CHAT_CLOSE, CHAT_IMAGE_MAX_BYTES, CHAT_SOCKET_PATH, CHAT_TEXT_MAX } from '../constants.ts';

export { CHAT_CLOSE, CHAT_IMAGE_MAX_BYTES, CHAT_SOCKET_PATH, CHAT_TEXT_MAX };
import { LANGUAGES, type Language } from '../languages.ts';

/*
 * Live chat (spec §3 chat: chatUrl, unReadCount; §6 flags.chat; trial accounts get
 * 'in_need_true_account'): a public lobby room per interface language and a private support
 * conversation per member, over a WebSocket at CHAT_SOCKET_PATH with REST calls beside it.
 * docs/decisions/024-live-chat.md tells the design; docs/api.md the frames.
 */

export const CHAT_PAGE_MAX = 50;
/** A socket that has not said hello within this long is closed (CHAT_CLOSE.authTimeout). */
export const CHAT_HELLO_TIMEOUT_MS = 5000;
/** Messages replayed per room after a reconnect; past this the client reloads the room's history. */
export const CHAT_REPLAY_MAX = 200;
/** Mutes an operator may give, in minutes (10 minutes to 30 days). */
export const CHAT_MUTE_MINUTES = { min: 10, max: 30 * 24 * 60 } as const;
export const CHAT_WORD_FILTER_MAX = 500;

/** Codes of `error` frames (and of close reasons); the web words them from its chat locale. */
export const CHAT_ERROR_CODES = [
  'UNAUTHORIZED',
  'TRUE_ACCOUNT_REQUIRED',
  'CHAT_DISABLED',
  'CHAT_BANNED',
  'CHAT_MUTED',
  'CHAT_RATE_LIMITED',
  'CHAT_ROOM_FORBIDDEN',
  'CHAT_BAD_FRAME',
  'CHAT_IMAGE_NOT_FOUND',
  'CHAT_TOO_MANY_CONNECTIONS',
] as const;
export type ChatErrorCode = (typeof CHAT_ERROR_CODES)[number];

const instant = z.iso.datetime({ offset: true });
const id = z.number().int().positive();

export const chatRoomKindSchema = z.enum(['lobby', 'support']);
export type ChatRoomKind = z.infer<typeof chatRoomKindSchema>;

export const chatMessageSchema = z.object({
  id,
  roomId: id,
  sender: z.object({
    kind: z.enum(['member', 'operator']),
    /** Members: a masked username (ab***yz), operators: their username. */
    name: z.string(),
    /** True on the reader's own messages. */
    isMe: z.boolean(),
  }),
  text: z.string(),
  /** The image's address (GET /wps/chat/images/<name>), or null. */
  imageUrl: z.string().nullable(),
  createdAt: instant,
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const chatRoomSchema = z.object({
  id,
  kind: chatRoomKindSchema,
  /** The lobby's language; null for the support conversation. */
  language: z.enum(LANGUAGES).nullable(),
  unread: z.number().int().min(0),
  lastMessageId: z.number().int().min(0),
});
export type ChatRoom = z.infer<typeof chatRoomSchema>;

export const CHAT_TITLE_MAX = 40;
const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;

/**
 * GET /wps/chat's query: the spec's chat-URL parameters (b2c, title, language, headerColor). Each
 * is optional; what is given is carried into the page address the answer's chatUrl names.
 */
export const chatInfoQuerySchema = z.object({
  /** The consumer (player) chat: the only one this platform has, so only `true` is accepted. */
  b2c: z.enum(['true', '1']).optional(),
  title: z.string().trim().min(1).max(CHAT_TITLE_MAX).optional(),
  /** The lobby's language; without it the request's Language header. */
  language: z.enum(LANGUAGES).optional(),
  /** The window header's colour; without it the brand's. */
  headerColor: z.string().regex(HEX_COLOR).optional(),
});
export type ChatInfoQuery = z.infer<typeof chatInfoQuerySchema>;

/** The page that opens the chat window with the given look: the site with `chat=open` and the parameters. */
export function chatPageUrl(look: { title?: string; language: string; headerColor: string }): string {
  const params = new URLSearchParams({ chat: 'open', b2c: 'true', language: look.language });
  if (look.title) params.set('title', look.title);
  params.set('headerColor', look.headerColor);
  return `/?${params.toString()}`;
}

/** The look a chat page address asks for: each parameter that passes the call's own rule, the others left out. */
export function chatLookOf(params: URLSearchParams): { title?: string; headerColor?: string; language?: Language } {
  const { title, headerColor, language } = chatInfoQuerySchema.shape;
  const valid = <T>(schema: z.ZodType<T | undefined>, name: string) => {
    const parsed = schema.safeParse(params.get(name) ?? undefined);
    return parsed.success ? parsed.data : undefined;
  };
  return {
    title: valid(title, 'title'),
    headerColor: valid(headerColor, 'headerColor'),
    language: valid(language, 'language'),
  };
}

/** GET /wps/chat: spec member data "Chat: chatUrl, unReadCount" and the calls "chat URL (…headerColor), chat unread". */
export const chatInfoSchema = z.object({
  /** The spec's chatUrl: this site's page that opens the chat window with the asked look (chatPageUrl). */
  chatUrl: z.string(),
  /** The socket's path: the client connects to it on the page's own origin. */
  socketPath: z.literal(CHAT_SOCKET_PATH),
  unReadCount: z.number().int().min(0),
  headerColor: z.string(),
  /** The lobby of the asked language and the member's support conversation. */
  rooms: z.array(chatRoomSchema),
  restriction: z.object({ mutedUntil: instant.nullable(), banned: z.boolean() }),
});
export type ChatInfo = z.infer<typeof chatInfoSchema>;

export const chatHistoryQuerySchema = z
  .object({
    /** Messages with an id below this (the oldest the client holds); none: the newest. */
    before: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
    limit: z.coerce.number().int().min(1).max(CHAT_PAGE_MAX).default(30),
  })
  .strict();

export const chatHistorySchema = z.object({
  /** Oldest first. */
  items: z.array(chatMessageSchema),
  /** More messages older than the first item. */
  hasMore: z.boolean(),
});
export type ChatHistory = z.infer<typeof chatHistorySchema>;

export const chatImageUploadSchema = z.object({ imageName: z.string() });

// ---------------------------------------------------------------------------------------------
// The socket's frames (JSON text frames)

/** U+0000 and lone surrogates cannot be stored (PostgreSQL text): a bad frame, not a failed one. */
const clientText = z
  .string()
  .max(CHAT_TEXT_MAX)
  .refine((text) => !text.includes('\0') && text.isWellFormed());
const imageName = z.string().regex(/^[a-f0-9]{32}\.(png|jpg)$/);

/** Client → server. The first frame must be `hello`; nothing else is read before it. */
export const chatClientFrameSchema = z.discriminatedUnion('type', [
  z
    .object({
      type: z.literal('hello'),
      /** The member's session token (never in the address, so never in a log line). */
      token: z.string().min(1).max(200),
      language: z.enum(LANGUAGES),
      /** The newest message id the client holds per room: later ones are replayed. */
      lastSeen: z.record(z.string().regex(/^\d{1,18}$/), z.number().int().min(0)).optional(),
    })
    .strict(),
  z
    .object({
      type: z.literal('send'),
      /** The client's own reference, echoed in the `ack` or `error`. */
      ref: z.string().min(1).max(40),
      roomId: id,
      text: clientText.default(''),
      imageName: imageName.optional(),
    })
    .strict(),
  z.object({ type: z.literal('typing'), roomId: id }).strict(),
  z.object({ type: z.literal('read'), roomId: id, lastReadId: z.number().int().min(0) }).strict(),
  z.object({ type: z.literal('ping') }).strict(),
]);
export type ChatClientFrame = z.infer<typeof chatClientFrameSchema>;

/** Server → client. */
export type ChatServerFrame =
  | {
      type: 'ready';
      member: { name: string };
      rooms: ChatRoom[];
      restriction: ChatInfo['restriction'];
    }
  | { type: 'message'; message: ChatMessage }
  | { type: 'ack'; ref: string; message: ChatMessage }
  | { type: 'deleted'; roomId: number; messageId: number }
  | { type: 'typing'; roomId: number; name: string }
  | { type: 'presence'; roomId: number; online: number }
  /** After a reconnect, more than CHAT_REPLAY_MAX were missed: reload the room's history. */
  | { type: 'gap'; roomId: number }
  | { type: 'restriction'; restriction: ChatInfo['restriction'] }
  | { type: 'pong' }
  | {
      type: 'error';
      code: ChatErrorCode;
      ref?: string;
      /** CHAT_MUTED: until when. */
      until?: string;
      /** CHAT_RATE_LIMITED: try again after this long. */
      retryAfterMs?: number;
    };

// ---------------------------------------------------------------------------------------------
// Back office (/admin/api/chat, role support)

export const chatQueueItemSchema = z.object({
  roomId: id,
  memberId: id,
  username: z.string(),
  waitingSince: instant.nullable(),
  /** The last message is the member's: the conversation waits for an answer. */
  awaitingReply: z.boolean(),
  lastMessage: z.string(),
  lastMessageAt: instant.nullable(),
});
export type ChatQueueItem = z.infer<typeof chatQueueItemSchema>;

export const chatLobbyRoomSchema = z.object({
  roomId: id,
  language: z.enum(LANGUAGES),
  online: z.number().int().min(0),
  lastMessageAt: instant.nullable(),
});
export type ChatLobbyRoom = z.infer<typeof chatLobbyRoomSchema>;

export const chatAdminMessageSchema = z.object({
  id,
  roomId: id,
  senderKind: z.enum(['member', 'operator']),
  /** The full username (operators see it unmasked), or the operator's. */
  senderName: z.string(),
  memberId: z.number().int().nullable(),
  text: z.string(),
  imageUrl: z.string().nullable(),
  createdAt: instant,
  deletedAt: instant.nullable(),
});
export type ChatAdminMessage = z.infer<typeof chatAdminMessageSchema>;

export const chatAdminHistorySchema = z.object({
  room: z.object({
    id,
    kind: chatRoomKindSchema,
    language: z.enum(LANGUAGES).nullable(),
    status: z.enum(['open', 'handled']),
    member: z.object({ id, username: z.string() }).nullable(),
  }),
  items: z.array(chatAdminMessageSchema),
  hasMore: z.boolean(),
});
export type ChatAdminHistory = z.infer<typeof chatAdminHistorySchema>;

export const chatReplyPayloadSchema = z.object({ text: z.string().trim().min(1).max(CHAT_TEXT_MAX) }).strict();

export const chatMutePayloadSchema = z
  .object({
    minutes: z.number().int().min(CHAT_MUTE_MINUTES.min).max(CHAT_MUTE_MINUTES.max),
    reason: z.string().trim().max(200).default(''),
  })
  .strict();
export const chatBanPayloadSchema = z.object({ reason: z.string().trim().max(200).default('') }).strict();

export const chatRestrictionSchema = z.object({
  memberId: id,
  username: z.string(),
  mutedUntil: instant.nullable(),
  banned: z.boolean(),
  reason: z.string(),
  updatedAt: instant,
});
export type ChatRestriction = z.infer<typeof chatRestrictionSchema>;

const word = z
  .string()
  .trim()
  .toLowerCase()
  .min(1)
  .max(40)
  .regex(/^[^\s]+$/);
export const chatWordFiltersSchema = z.object({ words: z.array(word).max(CHAT_WORD_FILTER_MAX) }).strict();
export type ChatWordFilters = z.infer<typeof chatWordFiltersSchema>;
