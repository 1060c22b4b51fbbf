import { create } from 'zustand';
import type { ChatClientFrame, ChatServerFrame } from '@portal/shared/contracts/chat';
import { CHAT_CLOSE, CHAT_SOCKET_PATH } from '@portal/shared/constants';
import type { Language } from '@portal/shared/languages';
import { fetchChatHistory } from '../api/chat-api';
import { applyFrame, backoffMs, initialChatState, lastSeenOf, mergeMessages, type ChatState } from './chat-state';

const PING_MS = 25_000;
/** Close codes after which trying again cannot help (the server said no). */
const FINAL_CLOSES = new Set<number>([CHAT_CLOSE.unauthorized, CHAT_CLOSE.forbidden]);

interface ChatStore extends ChatState {
  viewing: number | null;
  start(token: string, language: Language): void;
  stop(): void;
  view(roomId: number | null): void;
  send(roomId: number, text: string, imageName?: string): boolean;
  sendTyping(roomId: number): void;
  markRead(roomId: number): void;
  loadOlder(roomId: number): Promise<void>;
  dismissNotice(): void;
}

let socket: WebSocket | null = null;
let session: { token: string; language: Language } | null = null;
let attempt = 0;
let retryTimer: ReturnType<typeof setTimeout> | undefined;
let pingTimer: ReturnType<typeof setInterval> | undefined;
let refSerial = 0;
const lastRead: Record<number, number> = {};

const socketUrl = () => {
  const url = new URL(CHAT_SOCKET_PATH, window.location.origin);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.toString();
};

/**
 * The chat window's live state and its one socket: hello with the token and the newest id held
 * per room (the server replays what was missed), a ping every 25 s, and after a drop a new socket
 * after 1, 2, 4… up to 30 s. A refusal (signed out, trial, flag off, banned) ends the retries.
 */
export const useChatStore = create<ChatStore>((set, get) => {
  const transmit = (frame: ChatClientFrame) => {
    if (socket?.readyState !== WebSocket.OPEN) return false;
    socket.send(JSON.stringify(frame));
    return true;
  };

  const receive = (frame: ChatServerFrame) => {
    const state = get();
    set(applyFrame(state, frame, state.viewing, Date.now()));
    if (frame.type === 'ready') {
      attempt = 0;
      // A room first seen (or after a gap) starts from its newest page.
      for (const room of frame.rooms) if (!get().messages[room.id]?.length) void get().loadOlder(room.id);
    }
    if (frame.type === 'gap') void get().loadOlder(frame.roomId);
    if ((frame.type === 'message' || frame.type === 'ack') && frame.message.roomId === get().viewing)
      get().markRead(frame.message.roomId);
  };

  const connect = () => {
    if (!session) return;
    const { token, language } = session;
    const ws = new WebSocket(socketUrl());
    socket = ws;
    ws.addEventListener('open', () => {
      ws.send(JSON.stringify({ type: 'hello', token, language, lastSeen: lastSeenOf(get()) }));
      clearInterval(pingTimer);
      pingTimer = setInterval(() => transmit({ type: 'ping' }), PING_MS);
    });
    ws.addEventListener('message', (event) => {
      try {
        receive(JSON.parse(String(event.data)) as ChatServerFrame);
      } catch {
        // A frame this client cannot read is skipped; the next one may be fine.
      }
    });
    ws.addEventListener('close', (event) => {
      if (socket !== ws) return;
      socket = null;
      clearInterval(pingTimer);
      if (!session || FINAL_CLOSES.has(event.code) || get().status === 'refused') {
        if (FINAL_CLOSES.has(event.code) && get().status !== 'refused') set({ status: 'refused' });
        return;
      }
      set({ status: 'reconnecting' });
      retryTimer = setTimeout(connect, backoffMs(attempt));
      attempt += 1;
    });
  };

  return {
    ...initialChatState,
    viewing: null,
    start(token, language) {
      if (session?.token === token && session.language === language && socket) return;
      get().stop();
      session = { token, language };
      attempt = 0;
      set({ ...initialChatState, status: 'connecting' });
      connect();
    },
    stop() {
      session = null;
      clearTimeout(retryTimer);
      clearInterval(pingTimer);
      const ws = socket;
      socket = null;
      ws?.close(1000, 'closed');
    },
    view(roomId) {
      set({ viewing: roomId });
      if (roomId !== null) get().markRead(roomId);
    },
    send(roomId, text, imageName) {
      refSerial += 1;
      return transmit({ type: 'send', ref: `m${refSerial}`, roomId, text, ...(imageName ? { imageName } : {}) });
    },
    sendTyping(roomId) {
      transmit({ type: 'typing', roomId });
    },
    markRead(roomId) {
      const newest = get().messages[roomId]?.at(-1)?.id ?? 0;
      set({ unread: { ...get().unread, [roomId]: 0 } });
      if (newest > (lastRead[roomId] ?? 0) && transmit({ type: 'read', roomId, lastReadId: newest }))
        lastRead[roomId] = newest;
    },
    async loadOlder(roomId) {
      const held = get().messages[roomId] ?? [];
      const page = await fetchChatHistory(roomId, held[0]?.id);
      const now = get().messages[roomId] ?? [];
      set({
        messages: { ...get().messages, [roomId]: mergeMessages(now, page.items) },
        hasMore: { ...get().hasMore, [roomId]: page.hasMore },
      });
      if (roomId === get().viewing) get().markRead(roomId);
    },
    dismissNotice() {
      set({ notice: null });
    },
  };
});
