import type { ChatErrorCode, ChatInfo, ChatMessage, ChatRoom, ChatServerFrame } from '@portal/shared/contracts/chat';

export type ChatStatus = 'connecting' | 'open' | 'reconnecting' | 'refused';

export interface ChatState {
  status: ChatStatus;
  /** Why the server refused the socket (no reconnect after it). */
  refusal: ChatErrorCode | null;
  me: string;
  rooms: ChatRoom[];
  /** Per room, oldest first, one per id. */
  messages: Record<number, ChatMessage[]>;
  /** Per room: older messages wait on the server. */
  hasMore: Record<number, boolean>;
  unread: Record<number, number>;
  online: Record<number, number>;
  /** Per room: who typed last and until when (ms) it shows. */
  typing: Record<number, { name: string; until: number }>;
  restriction: ChatInfo['restriction'];
  /** The last refusal of something the member did (muted, too fast), shown above the composer. */
  notice: { code: ChatErrorCode; until?: string; retryAfterMs?: number } | null;
}

export const initialChatState: ChatState = {
  status: 'connecting',
  refusal: null,
  me: '',
  rooms: [],
  messages: {},
  hasMore: {},
  unread: {},
  online: {},
  typing: {},
  restriction: { mutedUntil: null, banned: false },
  notice: null,
};

export const TYPING_SHOWN_MS = 3000;

/** Adds messages to a room's list: one per id, oldest first. */
export function mergeMessages(held: readonly ChatMessage[], incoming: readonly ChatMessage[]): ChatMessage[] {
  const byId = new Map(held.map((m) => [m.id, m]));
  for (const m of incoming) byId.set(m.id, m);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/** The newest id held per room: the `lastSeen` of a reconnect's hello. */
export function lastSeenOf(state: Pick<ChatState, 'messages'>): Record<string, number> {
  const seen: Record<string, number> = {};
  for (const [roomId, list] of Object.entries(state.messages)) {
    const last = list.at(-1);
    if (last) seen[roomId] = last.id;
  }
  return seen;
}

/** Reconnect delays: 1 s doubling to 30 s, each with up to a third of jitter so a restart is not a stampede. */
export function backoffMs(attempt: number, random = Math.random): number {
  const base = Math.min(30_000, 1000 * 2 ** Math.max(0, attempt));
  return Math.round(base * (1 - random() / 3));
}

/**
 * The state after a server frame. `viewing` is the room the member is looking at (its messages
 * are read as they arrive); `now` stamps the typing hint.
 */
export function applyFrame(state: ChatState, frame: ChatServerFrame, viewing: number | null, now: number): ChatState {
  switch (frame.type) {
    case 'ready':
      return {
        ...state,
        status: 'open',
        refusal: null,
        me: frame.member.name,
        rooms: frame.rooms,
        restriction: frame.restriction,
        unread: Object.fromEntries(frame.rooms.map((r) => [r.id, r.id === viewing ? 0 : r.unread])),
      };
    case 'message':
    case 'ack': {
      const { message } = frame;
      const held = state.messages[message.roomId] ?? [];
      const isNew = !held.some((m) => m.id === message.id);
      const counts = isNew && !message.sender.isMe && message.roomId !== viewing;
      const typing = { ...state.typing };
      if (state.typing[message.roomId]?.name === message.sender.name) delete typing[message.roomId];
      return {
        ...state,
        messages: { ...state.messages, [message.roomId]: mergeMessages(held, [message]) },
        unread: counts ? { ...state.unread, [message.roomId]: (state.unread[message.roomId] ?? 0) + 1 } : state.unread,
        typing,
        notice: frame.type === 'ack' ? null : state.notice,
      };
    }
    case 'deleted':
      return {
        ...state,
        messages: {
          ...state.messages,
          [frame.roomId]: (state.messages[frame.roomId] ?? []).filter((m) => m.id !== frame.messageId),
        },
      };
    case 'typing':
      return {
        ...state,
        typing: { ...state.typing, [frame.roomId]: { name: frame.name, until: now + TYPING_SHOWN_MS } },
      };
    case 'presence':
      return { ...state, online: { ...state.online, [frame.roomId]: frame.online } };
    case 'restriction':
      return { ...state, restriction: frame.restriction };
    case 'gap':
      // Too much was missed: the room starts again from its newest page.
      return {
        ...state,
        messages: { ...state.messages, [frame.roomId]: [] },
        hasMore: { ...state.hasMore, [frame.roomId]: true },
      };
    case 'error':
      if (frame.code === 'UNAUTHORIZED' || frame.code === 'TRUE_ACCOUNT_REQUIRED' || frame.code === 'CHAT_DISABLED')
        return { ...state, status: 'refused', refusal: frame.code };
      if (frame.code === 'CHAT_BANNED')
        return {
          ...state,
          status: 'refused',
          refusal: frame.code,
          restriction: { ...state.restriction, banned: true },
        };
      return { ...state, notice: { code: frame.code, until: frame.until, retryAfterMs: frame.retryAfterMs } };
    case 'pong':
      return state;
  }
}

/** Unread over every room, for the menu badge. */
export const totalUnread = (state: Pick<ChatState, 'unread'>) =>
  Object.values(state.unread).reduce((sum, n) => sum + n, 0);
