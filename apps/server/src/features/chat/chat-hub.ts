import type { WebSocket } from 'ws';
import type { FastifyBaseLogger } from 'fastify';
import {
  CHAT_CLOSE,
  CHAT_HELLO_TIMEOUT_MS,
  chatClientFrameSchema,
  type ChatClientFrame,
  type ChatErrorCode,
  type ChatInfo,
  type ChatServerFrame,
} from '@portal/shared/contracts/chat';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/app-error.ts';
import { SESSIONS_ENDED } from '../../platform/sessions.ts';
import { createMembersRepo } from '../members/members.repo.ts';
import type { ChatLimits } from './chat-limits.ts';
import { memberChatName } from './chat.presenter.ts';
import type { ChatRoomRow } from './chat.repo.ts';
import { CHAT_CHANNEL, ChatRefusal, type ChatBusEvent, type ChatService } from './chat.service.ts';
import { MEMBER_TYPE } from '@portal/shared/constants';

interface Connection {
  socket: WebSocket;
  memberId: number;
  name: string;
  tokenHash: Buffer;
  rooms: Map<number, ChatRoomRow>;
  standing: ChatInfo['restriction'];
  lastFrameAt: number;
  lastTypingAt: number;
}

/** Members count as online this long after their socket last refreshed them. */
const ONLINE_TTL_MS = 60_000;
const HEARTBEAT_MS = 20_000;
/** A socket silent this long (the client pings every 25 s) is closed. */
const IDLE_CLOSE_MS = 75_000;
/** Sessions of open sockets are checked again this often (a sign-out elsewhere closes the socket). */
const SESSION_CHECK_MS = 60_000;
/** How often uploaded images never sent are looked for (and deleted a day after upload). */
const IMAGE_SWEEP_MS = 10 * 60_000;
const PRESENCE_FLUSH_MS = 1000;
const TYPING_MIN_GAP_MS = 1000;

const send = (socket: WebSocket, frame: ChatServerFrame) => {
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(frame));
};

/**
 * The sockets of this instance and the bus between instances: every event (a message, a
 * deletion, typing, presence, a mute) is published on the bus, and each instance hands it to its
 * own sockets in that room. A Redis bus makes that every instance; the in-process bus, this one.
 */
export function createChatHub(deps: {
  ctx: AppContext;
  service: ChatService;
  limits: ChatLimits;
  log: FastifyBaseLogger;
}) {
  const { ctx, service, limits, log } = deps;
  const members = createMembersRepo(ctx.db);
  const byRoom = new Map<number, Set<Connection>>();
  const byMember = new Map<number, Set<Connection>>();
  const socketsByIp = new Map<string, number>();
  let sockets = 0;
  const dirtyRooms = new Set<number>();
  const now = () => ctx.clock.now().getTime();

  const refuse = (socket: WebSocket, code: ChatErrorCode, close: number) => {
    send(socket, { type: 'error', code });
    socket.close(close, code);
  };

  function deliver(event: ChatBusEvent) {
    switch (event.t) {
      case 'message': {
        const { message, senderMemberId } = event;
        // Serialized once for the room and once for the sender's own sockets, not once per socket.
        const frameFor = (isMe: boolean) =>
          JSON.stringify({ type: 'message', message: { ...message, sender: { ...message.sender, isMe } } });
        const others = frameFor(false);
        let own: string | null = null;
        for (const conn of byRoom.get(message.roomId) ?? []) {
          if (conn.socket.readyState !== conn.socket.OPEN) continue;
          const isMe = message.sender.kind === 'member' && senderMemberId === conn.memberId;
          conn.socket.send(isMe ? (own ??= frameFor(true)) : others);
        }
        return;
      }
      case 'deleted':
        for (const conn of byRoom.get(event.roomId) ?? [])
          send(conn.socket, { type: 'deleted', roomId: event.roomId, messageId: event.messageId });
        return;
      case 'typing':
        for (const conn of byRoom.get(event.roomId) ?? [])
          if (conn.memberId !== event.memberId)
            send(conn.socket, { type: 'typing', roomId: event.roomId, name: event.name });
        return;
      case 'presence':
        for (const conn of byRoom.get(event.roomId) ?? [])
          send(conn.socket, { type: 'presence', roomId: event.roomId, online: event.online });
        return;
      case 'restriction':
        for (const conn of byMember.get(event.memberId) ?? []) {
          conn.standing = event.restriction;
          send(conn.socket, { type: 'restriction', restriction: event.restriction });
          if (event.restriction.banned) refuse(conn.socket, 'CHAT_BANNED', CHAT_CLOSE.forbidden);
        }
        return;
      case 'words':
        service.words.invalidate();
        return;
    }
  }

  function join(conn: Connection) {
    for (const roomId of conn.rooms.keys()) {
      if (!byRoom.has(roomId)) byRoom.set(roomId, new Set());
      byRoom.get(roomId)!.add(conn);
      dirtyRooms.add(roomId);
    }
    if (!byMember.has(conn.memberId)) byMember.set(conn.memberId, new Set());
    byMember.get(conn.memberId)!.add(conn);
  }

  async function leave(conn: Connection) {
    const own = byMember.get(conn.memberId);
    own?.delete(conn);
    if (own?.size === 0) byMember.delete(conn.memberId);
    for (const roomId of conn.rooms.keys()) {
      const room = byRoom.get(roomId);
      room?.delete(conn);
      if (room?.size === 0) byRoom.delete(roomId);
      const stillHere = [...(byRoom.get(roomId) ?? [])].some((c) => c.memberId === conn.memberId);
      if (!stillHere) await limits.markOffline(roomId, conn.memberId);
      dirtyRooms.add(roomId);
    }
  }

  async function heartbeat() {
    const until = now() + ONLINE_TTL_MS;
    for (const [roomId, conns] of byRoom) {
      await limits.markOnline(roomId, [...new Set([...conns].map((c) => c.memberId))], until);
    }
    const idleBefore = now() - IDLE_CLOSE_MS;
    for (const conns of byRoom.values())
      for (const conn of conns) if (conn.lastFrameAt < idleBefore) conn.socket.close(1001, 'idle');
  }

  async function flushPresence() {
    const rooms = [...dirtyRooms];
    dirtyRooms.clear();
    for (const roomId of rooms) {
      const conns = byRoom.get(roomId);
      if (conns)
        await limits.markOnline(roomId, [...new Set([...conns].map((c) => c.memberId))], now() + ONLINE_TTL_MS);
      await service.publish({ t: 'presence', roomId, online: await limits.online(roomId, now()) });
    }
  }

  /** Closes each of these sockets whose session has ended or whose member is frozen. */
  async function checkConnections(conns: Iterable<Connection>) {
    for (const conn of conns) {
      try {
        const found = await members.findBySession(conn.tokenHash);
        await ctx.sessions.admit(found?.session, 'member', ctx.env.MEMBER_SESSION_IDLE_MINUTES);
        if (found?.member.status === 'frozen') throw new AppError('ACCOUNT_FROZEN');
      } catch {
        refuse(conn.socket, 'UNAUTHORIZED', CHAT_CLOSE.unauthorized);
      }
    }
  }

  async function checkSessions() {
    await checkConnections(new Set([...byMember.values()].flatMap((conns) => [...conns])));
  }

  /** Sessions of a member ended somewhere (a freeze, a sign-out): that member's sockets, now. */
  function onSessionsEnded(message: string) {
    const [type, id] = message.split(':');
    const conns = type === 'member' ? byMember.get(Number(id)) : undefined;
    if (!conns) return;
    checkConnections([...conns]).catch((error: unknown) => log.warn({ err: error }, 'chat: session check failed'));
  }

  const timers: NodeJS.Timeout[] = [];
  const every = (ms: number, task: () => Promise<void>) => {
    let running = false;
    const timer = setInterval(() => {
      if (running) return;
      running = true;
      task()
        .catch((error: unknown) => log.warn({ err: error }, 'chat: periodic task failed'))
        .finally(() => {
          running = false;
        });
    }, ms);
    timer.unref();
    timers.push(timer);
  };

  /** The member behind a hello's token, as the member guard admits one, or the refusal's code. */
  async function authenticate(token: string) {
    const tokenHash = ctx.sessions.tokenHash(token);
    try {
      const found = await members.findBySession(tokenHash);
      await ctx.sessions.admit(found?.session, 'member', ctx.env.MEMBER_SESSION_IDLE_MINUTES);
      const member = found!.member;
      if (member.status === 'frozen') return { refusal: 'UNAUTHORIZED' as const };
      if (member.type === MEMBER_TYPE.trial) return { refusal: 'TRUE_ACCOUNT_REQUIRED' as const };
      return { member: { id: Number(member.id), username: member.username }, tokenHash };
    } catch (error) {
      if (error instanceof AppError) return { refusal: 'UNAUTHORIZED' as const };
      throw error;
    }
  }

  async function hello(socket: WebSocket, frame: Extract<ChatClientFrame, { type: 'hello' }>) {
    const who = await authenticate(frame.token);
    if ('refusal' in who) {
      const close = who.refusal === 'UNAUTHORIZED' ? CHAT_CLOSE.unauthorized : CHAT_CLOSE.forbidden;
      refuse(socket, who.refusal!, close);
      return null;
    }
    try {
      await service.assertEnabled();
    } catch {
      refuse(socket, 'CHAT_DISABLED', CHAT_CLOSE.forbidden);
      return null;
    }
    const standing = await service.standing(who.member.id);
    if (standing.banned) {
      refuse(socket, 'CHAT_BANNED', CHAT_CLOSE.forbidden);
      return null;
    }
    const rows = await service.memberRooms(who.member.id, frame.language);
    const rooms = await service.roomsWithUnread(who.member.id, rows);
    const conn: Connection = {
      socket,
      memberId: who.member.id,
      name: memberChatName(who.member.username),
      tokenHash: who.tokenHash,
      rooms: new Map(rows.map((r) => [Number(r.id), r])),
      standing,
      lastFrameAt: now(),
      lastTypingAt: 0,
    };
    // Checked and joined in one turn: two hellos of one member cannot both take the last place.
    if ((byMember.get(conn.memberId)?.size ?? 0) >= ctx.env.CHAT_MAX_PER_MEMBER) {
      refuse(socket, 'CHAT_TOO_MANY_CONNECTIONS', CHAT_CLOSE.tooMany);
      return null;
    }
    // Joined before the replay is read: a message sent meanwhile arrives twice at worst, and the
    // client keeps one per id.
    join(conn);
    send(socket, { type: 'ready', member: { name: conn.name }, rooms, restriction: standing });
    for (const [roomKey, lastSeen] of Object.entries(frame.lastSeen ?? {})) {
      const roomId = Number(roomKey);
      if (!conn.rooms.has(roomId)) continue;
      const frames = await service.replay(conn.memberId, roomId, lastSeen);
      if (frames === null) send(socket, { type: 'gap', roomId });
      else for (const f of frames) send(socket, f);
    }
    return conn;
  }

  async function handle(conn: Connection, frame: ChatClientFrame) {
    switch (frame.type) {
      case 'hello':
        throw new ChatRefusal('CHAT_BAD_FRAME');
      case 'ping':
        send(conn.socket, { type: 'pong' });
        return;
      case 'read':
        if (!conn.rooms.has(frame.roomId)) throw new ChatRefusal('CHAT_ROOM_FORBIDDEN');
        await service.markRead(conn.memberId, frame.roomId, frame.lastReadId);
        return;
      case 'typing': {
        if (!conn.rooms.has(frame.roomId)) throw new ChatRefusal('CHAT_ROOM_FORBIDDEN');
        if (conn.standing.banned || conn.standing.mutedUntil) return;
        if (now() - conn.lastTypingAt < TYPING_MIN_GAP_MS) return;
        conn.lastTypingAt = now();
        await service.publish({ t: 'typing', roomId: frame.roomId, memberId: conn.memberId, name: conn.name });
        return;
      }
      case 'send': {
        const room = conn.rooms.get(frame.roomId);
        if (!room) throw new ChatRefusal('CHAT_ROOM_FORBIDDEN');
        try {
          const message = await service.send(
            { memberId: conn.memberId, name: conn.name },
            conn.standing,
            room,
            frame.text,
            frame.imageName,
          );
          send(conn.socket, { type: 'ack', ref: frame.ref, message });
        } catch (error) {
          if (error instanceof ChatRefusal) {
            send(conn.socket, { type: 'error', code: error.code, ref: frame.ref, ...error.extra });
            return;
          }
          throw error;
        }
        return;
      }
    }
  }

  return {
    /** Sockets open on this instance, signed in or not yet. */
    openSockets: () => sockets,

    async start() {
      await ctx.bus.subscribe(CHAT_CHANNEL, (raw) => {
        try {
          deliver(JSON.parse(raw) as ChatBusEvent);
        } catch (error) {
          log.warn({ err: error }, 'chat: a bus event could not be delivered');
        }
      });
      await ctx.bus.subscribe(SESSIONS_ENDED, onSessionsEnded);
      every(HEARTBEAT_MS, heartbeat);
      every(PRESENCE_FLUSH_MS, flushPresence);
      every(SESSION_CHECK_MS, checkSessions);
      every(IMAGE_SWEEP_MS, async () => {
        await service.sweepUnsentImages();
      });
    },

    /**
     * One socket from open to close: hello first (within CHAT_HELLO_TIMEOUT_MS), then frames in
     * order. Sockets are capped per client IP and in all here, per member at hello (a socket holds
     * memory, presence and a reader for as long as the client likes): past a cap it is closed at
     * once with CHAT_TOO_MANY_CONNECTIONS. Counted and checked without a pause in between, so a
     * burst cannot pass a cap together.
     */
    accept(socket: WebSocket, ip: string) {
      const fromIp = socketsByIp.get(ip) ?? 0;
      if (fromIp >= ctx.env.CHAT_MAX_PER_IP || sockets >= ctx.env.CHAT_MAX_TOTAL) {
        refuse(socket, 'CHAT_TOO_MANY_CONNECTIONS', CHAT_CLOSE.tooMany);
        return;
      }
      socketsByIp.set(ip, fromIp + 1);
      sockets += 1;
      socket.once('close', () => {
        sockets -= 1;
        const left = (socketsByIp.get(ip) ?? 1) - 1;
        if (left > 0) socketsByIp.set(ip, left);
        else socketsByIp.delete(ip);
      });
      let conn: Connection | null = null;
      let closed = false;
      let queue = Promise.resolve();
      const helloTimer = setTimeout(() => {
        if (!conn) refuse(socket, 'UNAUTHORIZED', CHAT_CLOSE.authTimeout);
      }, CHAT_HELLO_TIMEOUT_MS);
      socket.on('message', (data, isBinary) => {
        // Frames are handled one after another, so a member's messages keep their order.
        queue = queue.then(async () => {
          if (closed) return;
          let frame: ChatClientFrame;
          try {
            if (isBinary) throw new Error('binary');
            frame = chatClientFrameSchema.parse(JSON.parse(String(data)));
          } catch {
            if (!conn) refuse(socket, 'CHAT_BAD_FRAME', CHAT_CLOSE.badFrame);
            else send(socket, { type: 'error', code: 'CHAT_BAD_FRAME' });
            return;
          }
          try {
            if (!conn) {
              if (frame.type !== 'hello') return refuse(socket, 'UNAUTHORIZED', CHAT_CLOSE.unauthorized);
              clearTimeout(helloTimer);
              conn = await hello(socket, frame);
              if (conn && closed) await leave(conn);
              return;
            }
            conn.lastFrameAt = now();
            await handle(conn, frame);
          } catch (error) {
            if (error instanceof ChatRefusal) {
              send(socket, { type: 'error', code: error.code, ...error.extra });
              return;
            }
            log.error({ err: error }, 'chat: a frame failed');
            socket.close(1011, 'server error');
          }
        });
      });
      socket.on('close', () => {
        closed = true;
        clearTimeout(helloTimer);
        if (conn) void leave(conn).catch((error: unknown) => log.warn({ err: error }, 'chat: leave failed'));
      });
      socket.on('error', (error) => log.warn({ err: error }, 'chat: socket error'));
    },

    /** Sockets open on this instance (the bench and tests read it). */
    size: () => [...byMember.values()].reduce((n, s) => n + s.size, 0),

    async close() {
      for (const t of timers) clearInterval(t);
      for (const conns of byMember.values()) for (const conn of conns) conn.socket.close(1001, 'server closing');
    },
  };
}
export type ChatHub = ReturnType<typeof createChatHub>;
