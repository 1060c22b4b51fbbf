import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { CHAT_SOCKET_PATH, type ChatServerFrame } from '@portal/shared/contracts/chat';
import { CHAT_CLOSE } from '@portal/shared/constants';
import { createLocalDiskStorage } from '../src/platform/file-storage.ts';
import { sweepUnsentImages, UNSENT_IMAGE_TTL_MS } from '../src/features/chat/chat-images.ts';
import {
  createTestApp,
  encryptFor,
  openTestDatabase,
  operatorAuth,
  registerMember,
  type TestApp,
  type TestDatabase,
} from './test-app.ts';

/*
 * Live chat on the real app: REST beside a real WebSocket (Node's client) on a listening server.
 * Two instances on one database share Redis when REDIS_URL is set: a message sent through one
 * reaches a socket on the other.
 */
const shared = Boolean(process.env.TEST_DATABASE_URL && process.env.REDIS_URL);
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** A socket and every frame it heard, with waits on what should arrive. */
class ChatClient {
  frames: ChatServerFrame[] = [];
  closed: { code: number; reason: string } | null = null;
  private waiters: (() => void)[] = [];
  private constructor(readonly socket: WebSocket) {
    socket.addEventListener('message', (event) => {
      this.frames.push(JSON.parse(String(event.data)) as ChatServerFrame);
      this.wake();
    });
    socket.addEventListener('close', (event) => {
      this.closed = { code: event.code, reason: event.reason };
      this.wake();
    });
  }
  private wake() {
    for (const w of this.waiters.splice(0)) w();
  }
  static async open(base: string): Promise<ChatClient> {
    const socket = new WebSocket(`${base.replace('http', 'ws')}${CHAT_SOCKET_PATH}`);
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`chat socket at ${base} did not open within 5 s`)), 5_000);
      socket.addEventListener('open', () => (clearTimeout(timer), resolve()), { once: true });
      socket.addEventListener(
        'error',
        () => (clearTimeout(timer), reject(new Error(`chat socket at ${base} failed to open`))),
        { once: true },
      );
    });
    return new ChatClient(socket);
  }
  static async connect(base: string, token: string, extra: Record<string, unknown> = {}) {
    const client = await ChatClient.open(base);
    client.send({ type: 'hello', token, language: 'en', ...extra });
    await client.until((f) => f.type === 'ready' || f.type === 'error');
    return client;
  }
  send(frame: unknown) {
    this.socket.send(JSON.stringify(frame));
  }
  async until<T extends ChatServerFrame>(match: (f: ChatServerFrame) => boolean, ms = 5000): Promise<T> {
    const deadline = Date.now() + ms;
    for (;;) {
      const found = this.frames.find(match);
      if (found) return found as T;
      if (Date.now() > deadline) throw new Error(`no such frame; heard ${JSON.stringify(this.frames)}`);
      await new Promise<void>((resolve) => {
        this.waiters.push(resolve);
        setTimeout(resolve, 50);
      });
    }
  }
  async untilClosed(ms = 5000) {
    const deadline = Date.now() + ms;
    while (!this.closed && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    return this.closed;
  }
  ready() {
    const frame = this.frames.find((f) => f.type === 'ready');
    if (!frame || frame.type !== 'ready') throw new Error('not ready');
    return frame;
  }
  lobbyId() {
    return this.ready().rooms.find((r) => r.kind === 'lobby')!.id;
  }
  supportId() {
    return this.ready().rooms.find((r) => r.kind === 'support')!.id;
  }
  messages() {
    return this.frames.flatMap((f) => (f.type === 'message' ? [f.message] : []));
  }
  close() {
    this.socket.close();
  }
}

const enableChat = async (app: FastifyInstance, on = true) => {
  const res = await app.inject({
    method: 'PATCH',
    url: '/admin/api/settings',
    headers: await operatorAuth(app),
    payload: { flags: { chat: on } },
  });
  expect(res.statusCode, res.body).toBe(200);
};

const memberIdOf = async (database: TestDatabase, username: string) =>
  Number(
    (await database.db.selectFrom('members').select('id').where('username', '=', username).executeTakeFirstOrThrow())
      .id,
  );

let t: TestApp;
let base: string;
let admin: { authorization: string };
const sockets: ChatClient[] = [];
const connect = async (token: string, extra: Record<string, unknown> = {}, at = base) => {
  const client = await ChatClient.connect(at, token, extra);
  sockets.push(client);
  return client;
};
let sent = 0;
const say = (client: ChatClient, roomId: number, text: string, extra: Record<string, unknown> = {}) => {
  sent += 1;
  const ref = `r${sent}`;
  client.send({ type: 'send', ref, roomId, text, ...extra });
  return client.until((f) => (f.type === 'ack' || f.type === 'error') && 'ref' in f && f.ref === ref);
};

beforeAll(async () => {
  // Every socket of this file comes from 127.0.0.1 and stays open until the end.
  t = await createTestApp({ env: { SEED_DEMO: false, CHAT_MAX_PER_IP: 1_000 } });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  admin = await operatorAuth(t.app);
  await enableChat(t.app);
});

afterAll(async () => {
  for (const s of sockets) s.close();
  await t?.close();
});

describe('chat access', () => {
  it('asks for a token, refuses trial accounts with the warning code and a flag that is off', async () => {
    expect((await t.app.inject({ url: '/wps/chat' })).statusCode).toBe(401);
    const bad = await ChatClient.connect(base, 'not-a-token');
    expect(bad.frames[0]).toMatchObject({ type: 'error', code: 'UNAUTHORIZED' });
    expect((await bad.untilClosed())?.code).toBe(4001);

    const trialLogin = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login/freeplay',
      payload: await encryptFor(t.app, { os: 'web', platform: 'web' }),
    });
    const trialToken = trialLogin.json().value.token as string;
    const info = await t.app.inject({ url: '/wps/chat', headers: { authorization: `Bearer ${trialToken}` } });
    expect(info.statusCode).toBe(403);
    expect(info.json().code).toBe('TRUE_ACCOUNT_REQUIRED');
    const trial = await ChatClient.connect(base, trialToken);
    expect(trial.frames[0]).toMatchObject({ type: 'error', code: 'TRUE_ACCOUNT_REQUIRED' });
    expect((await trial.untilClosed())?.code).toBe(4003);

    const member = await registerMember(t.app);
    await enableChat(t.app, false);
    try {
      const off = await t.app.inject({ url: '/wps/chat', headers: { authorization: member.authorization } });
      expect(off.statusCode).toBe(403);
      expect(off.json().value).toEqual({ reason: 'CHAT_DISABLED' });
      const refused = await ChatClient.connect(base, member.token);
      expect(refused.frames[0]).toMatchObject({ type: 'error', code: 'CHAT_DISABLED' });
      expect((await refused.untilClosed())?.code).toBe(4003);
    } finally {
      await enableChat(t.app);
    }
  });

  it('closes a socket that says nothing but hello-less frames', async () => {
    const client = await ChatClient.open(base);
    sockets.push(client);
    client.send({ type: 'ping' });
    expect((await client.untilClosed())?.code).toBe(4001);
  });

  it('answers the info: the socket path, unread counts, the header colour, the rooms', async () => {
    const member = await registerMember(t.app);
    const res = await t.app.inject({
      url: '/wps/chat',
      headers: { authorization: member.authorization, language: 'th' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const value = res.json().value;
    expect(value).toMatchObject({
      chatUrl: '/?chat=open&b2c=true&language=th&headerColor=%230f8a6a',
      socketPath: CHAT_SOCKET_PATH,
      unReadCount: 0,
      headerColor: '#0f8a6a',
    });
    expect(value.rooms.map((r: { kind: string; language: string | null }) => [r.kind, r.language])).toEqual([
      ['lobby', 'th'],
      ['support', null],
    ]);
  });

  it("takes the spec's chat-URL parameters: the page address carries them, the lobby follows the language", async () => {
    const member = await registerMember(t.app);
    const res = await t.app.inject({
      url: '/wps/chat?b2c=true&title=Lotus%20chat&language=vi&headerColor=%23AA3300',
      headers: { authorization: member.authorization, language: 'th' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const value = res.json().value;
    expect(value.chatUrl).toBe('/?chat=open&b2c=true&language=vi&title=Lotus+chat&headerColor=%23AA3300');
    expect(value.headerColor).toBe('#AA3300');
    expect(value.rooms[0]).toMatchObject({ kind: 'lobby', language: 'vi' });

    for (const query of ['headerColor=red', 'language=fr', 'b2c=false', `title=${'x'.repeat(41)}`]) {
      const bad = await t.app.inject({ url: `/wps/chat?${query}`, headers: { authorization: member.authorization } });
      expect(bad.statusCode, query).toBe(400);
      expect(bad.json().code, query).toBe('VALIDATION_FAILED');
    }
  });
});

describe('a lobby room', () => {
  it('carries messages live with typing and presence, masks filtered words, pages its history', async () => {
    const alice = await registerMember(t.app);
    const bob = await registerMember(t.app);
    const a = await connect(alice.token);
    const b = await connect(bob.token);
    const lobby = a.lobbyId();
    expect(b.lobbyId()).toBe(lobby);

    const words = await t.app.inject({
      method: 'PUT',
      url: '/admin/api/chat/word-filters',
      headers: admin,
      payload: { words: ['Scam', 'scam', 'fraude'] },
    });
    expect(words.json().value).toEqual({ words: ['fraude', 'scam'] });

    a.send({ type: 'typing', roomId: lobby });
    const typing = await b.until((f) => f.type === 'typing');
    expect(typing).toMatchObject({ roomId: lobby, name: expect.stringContaining('***') });
    await b.until((f) => f.type === 'presence' && f.online >= 2);

    const ack = await say(a, lobby, 'hello, this is no SCAM');
    expect(ack).toMatchObject({ type: 'ack', message: { text: 'hello, this is no ****', sender: { isMe: true } } });
    const heard = await b.until((f) => f.type === 'message' && f.message.text.startsWith('hello'));
    expect(heard).toMatchObject({ message: { sender: { kind: 'member', isMe: false } } });

    for (let i = 0; i < 3; i += 1) await say(b, lobby, `page ${i}`);
    const first = await t.app.inject({
      url: `/wps/chat/rooms/${lobby}/messages?limit=2`,
      headers: { authorization: alice.authorization },
    });
    const page = first.json().value;
    expect(page.items.map((m: { text: string }) => m.text)).toEqual(['page 1', 'page 2']);
    expect(page.hasMore).toBe(true);
    const older = await t.app.inject({
      url: `/wps/chat/rooms/${lobby}/messages?limit=2&before=${page.items[0].id}`,
      headers: { authorization: alice.authorization },
    });
    expect(older.json().value.items.map((m: { text: string }) => m.text)).toEqual(['hello, this is no ****', 'page 0']);
    await t.app.inject({ method: 'PUT', url: '/admin/api/chat/word-filters', headers: admin, payload: { words: [] } });
  });

  it('refuses a member past the rate limit with a clear error frame', async () => {
    const member = await registerMember(t.app);
    const c = await connect(member.token);
    const answers = [];
    for (let i = 0; i < 6; i += 1) answers.push(await say(c, c.lobbyId(), `burst ${i}`));
    expect(answers.slice(0, 5).every((f) => f.type === 'ack')).toBe(true);
    expect(answers[5]).toMatchObject({ type: 'error', code: 'CHAT_RATE_LIMITED', retryAfterMs: expect.any(Number) });
  });

  it("closes a member's sockets as soon as an operator freezes the account", async () => {
    const member = await registerMember(t.app);
    const c = await connect(member.token);
    const id = await memberIdOf(t.database, member.username);
    const frozen = await t.app.inject({
      method: 'POST',
      url: `/admin/api/members/${id}/freeze`,
      headers: admin,
      payload: { reason: 'account sold' },
    });
    expect(frozen.statusCode, frozen.body).toBe(200);
    expect(await c.untilClosed(3000)).toMatchObject({ code: CHAT_CLOSE.unauthorized });
  });

  it('answers a message with U+0000 or a lone surrogate with an error frame and keeps the socket open', async () => {
    const member = await registerMember(t.app);
    const c = await connect(member.token);
    for (const text of ['nul\u0000here', 'lone\ud800here']) {
      const before = c.frames.length;
      c.send({ type: 'send', ref: 'odd', roomId: c.lobbyId(), text });
      await c.until((f) => f.type === 'error' && f.code === 'CHAT_BAD_FRAME' && c.frames.indexOf(f) >= before);
    }
    expect(c.closed).toBeNull();
    expect(await say(c, c.lobbyId(), 'still here')).toMatchObject({ type: 'ack' });
  });

  it('replays what a reconnecting socket missed, and counts it unread until read', async () => {
    const alice = await registerMember(t.app);
    const bob = await registerMember(t.app);
    const a = await connect(alice.token);
    const b = await connect(bob.token);
    const lobby = a.lobbyId();
    const seen = (await say(a, lobby, 'before the drop')) as Extract<ChatServerFrame, { type: 'ack' }>;
    await b.until((f) => f.type === 'message' && f.message.id === seen.message.id);
    b.close();
    await b.untilClosed();
    await say(a, lobby, 'missed one');
    await say(a, lobby, 'missed two');

    const info = await t.app.inject({
      url: '/wps/chat',
      headers: { authorization: bob.authorization, language: 'en' },
    });
    expect(info.json().value.unReadCount).toBeGreaterThanOrEqual(2);
    const again = await connect(bob.token, { lastSeen: { [lobby]: seen.message.id } });
    await again.until((f) => f.type === 'message' && f.message.text === 'missed two');
    expect(again.messages().map((m) => m.text)).toEqual(['missed one', 'missed two']);

    again.send({ type: 'read', roomId: lobby, lastReadId: again.messages().at(-1)!.id });
    await again.until(() => false, 300).catch(() => undefined);
    const after = await t.app.inject({
      url: '/wps/chat',
      headers: { authorization: bob.authorization, language: 'en' },
    });
    expect(after.json().value.rooms.find((r: { kind: string }) => r.kind === 'lobby').unread).toBe(0);
  });
});

describe('moderation from the back office', () => {
  it('deletes a message live, mutes and bans a member, each in the audit log', async () => {
    const alice = await registerMember(t.app);
    const bob = await registerMember(t.app);
    const aliceId = await memberIdOf(t.database, alice.username);
    const a = await connect(alice.token);
    const b = await connect(bob.token);
    const lobby = a.lobbyId();
    const ack = (await say(a, lobby, 'to be removed')) as Extract<ChatServerFrame, { type: 'ack' }>;
    await b.until((f) => f.type === 'message' && f.message.id === ack.message.id);

    const del = await t.app.inject({
      method: 'DELETE',
      url: `/admin/api/chat/messages/${ack.message.id}`,
      headers: admin,
    });
    expect(del.statusCode, del.body).toBe(200);
    await b.until((f) => f.type === 'deleted' && f.messageId === ack.message.id);
    const history = await t.app.inject({
      url: `/wps/chat/rooms/${lobby}/messages`,
      headers: { authorization: bob.authorization },
    });
    expect(history.json().value.items.map((m: { id: number }) => m.id)).not.toContain(ack.message.id);
    const adminView = await t.app.inject({ url: `/admin/api/chat/rooms/${lobby}/messages`, headers: admin });
    const kept = adminView.json().value.items.find((m: { id: number }) => m.id === ack.message.id);
    expect(kept).toMatchObject({ senderName: alice.username, deletedAt: expect.any(String) });

    const mute = await t.app.inject({
      method: 'PUT',
      url: `/admin/api/chat/members/${aliceId}/mute`,
      headers: admin,
      payload: { minutes: 30, reason: 'spam' },
    });
    expect(mute.statusCode, mute.body).toBe(200);
    await a.until((f) => f.type === 'restriction' && f.restriction.mutedUntil !== null);
    expect(await say(a, lobby, 'can I speak?')).toMatchObject({ type: 'error', code: 'CHAT_MUTED' });
    const upload = await t.app.inject({
      method: 'POST',
      url: '/wps/chat/images',
      headers: { authorization: alice.authorization, 'content-type': 'multipart/form-data; boundary=x' },
      payload: multipartImage(PNG),
    });
    expect(upload.json().value).toMatchObject({ reason: 'CHAT_MUTED' });
    const listed = await t.app.inject({ url: '/admin/api/chat/restrictions', headers: admin });
    expect(listed.json().value[0]).toMatchObject({ memberId: aliceId, banned: false, reason: 'spam' });

    await t.app.inject({ method: 'DELETE', url: `/admin/api/chat/members/${aliceId}/mute`, headers: admin });
    await a.until((f) => f.type === 'restriction' && f.restriction.mutedUntil === null);
    expect(await say(a, lobby, 'thanks')).toMatchObject({ type: 'ack' });

    const ban = await t.app.inject({
      method: 'PUT',
      url: `/admin/api/chat/members/${aliceId}/ban`,
      headers: admin,
      payload: { reason: 'abuse' },
    });
    expect(ban.statusCode).toBe(200);
    await a.until((f) => f.type === 'error' && f.code === 'CHAT_BANNED');
    expect((await a.untilClosed())?.code).toBe(4003);
    const banned = await ChatClient.connect(base, alice.token);
    expect(banned.frames[0]).toMatchObject({ type: 'error', code: 'CHAT_BANNED' });
    await t.app.inject({ method: 'DELETE', url: `/admin/api/chat/members/${aliceId}/ban`, headers: admin });
    const back = await connect(alice.token);
    expect(back.ready().restriction).toEqual({ mutedUntil: null, banned: false });

    // The audit row is written once the answer has gone out: wait for the last one.
    const auditRows = () =>
      t.database.db
        .selectFrom('operator_audit_log')
        .select(['route', 'subject', 'status_code'])
        .where('subject', 'in', [`chat-message:${ack.message.id}`, `chat-member:${aliceId}`])
        .execute();
    let audit = await auditRows();
    for (let i = 0; i < 40 && audit.length < 5; i += 1) {
      await new Promise((r) => setTimeout(r, 50));
      audit = await auditRows();
    }
    expect(audit.map((row) => row.route).sort()).toEqual(
      [
        '/admin/api/chat/members/:memberId/ban',
        '/admin/api/chat/members/:memberId/ban',
        '/admin/api/chat/members/:memberId/mute',
        '/admin/api/chat/members/:memberId/mute',
        '/admin/api/chat/messages/:messageId',
      ].sort(),
    );
  });
});

describe('support conversations', () => {
  it('queue the waiting member, show the answer live, leave the queue once handled', async () => {
    const member = await registerMember(t.app);
    const other = await registerMember(t.app);
    const c = await connect(member.token);
    const support = c.supportId();
    await say(c, support, 'my deposit has not arrived');

    const queue = await t.app.inject({ url: '/admin/api/chat/queue', headers: admin });
    const item = queue.json().value.find((q: { roomId: number }) => q.roomId === support);
    expect(item).toMatchObject({ username: member.username, awaitingReply: true, waitingSince: expect.any(String) });

    const stranger = await t.app.inject({
      url: `/wps/chat/rooms/${support}/messages`,
      headers: { authorization: other.authorization },
    });
    expect(stranger.statusCode).toBe(404);

    const answer = await t.app.inject({
      method: 'POST',
      url: `/admin/api/chat/rooms/${support}/messages`,
      headers: admin,
      payload: { text: 'Checking it now.' },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const live = await c.until((f) => f.type === 'message' && f.message.text === 'Checking it now.');
    expect(live).toMatchObject({ message: { sender: { kind: 'operator', name: '', isMe: false } } });

    const answered = (await t.app.inject({ url: '/admin/api/chat/queue', headers: admin })).json().value;
    expect(answered.find((q: { roomId: number }) => q.roomId === support).awaitingReply).toBe(false);
    const handled = await t.app.inject({
      method: 'POST',
      url: `/admin/api/chat/rooms/${support}/handled`,
      headers: admin,
    });
    expect(handled.statusCode).toBe(200);
    const after = (await t.app.inject({ url: '/admin/api/chat/queue', headers: admin })).json().value;
    expect(after.some((q: { roomId: number }) => q.roomId === support)).toBe(false);
  });

  it('sends an uploaded image, refusing what is not a PNG or JPG', async () => {
    const member = await registerMember(t.app);
    const c = await connect(member.token);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/wps/chat/images',
      headers: { authorization: member.authorization, 'content-type': 'multipart/form-data; boundary=x' },
      payload: multipartImage(Buffer.from('GIF89a not really')),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().value.fields).toEqual({ image: 'INVALID_TYPE' });
    // A form cut short in the middle of its file is the body's fault: 400, not 500.
    const whole = multipartImage(PNG);
    const cut = await t.app.inject({
      method: 'POST',
      url: '/wps/chat/images',
      headers: { authorization: member.authorization, 'content-type': 'multipart/form-data; boundary=x' },
      payload: whole.subarray(0, whole.length - 12),
    });
    expect(cut.statusCode, cut.body).toBe(400);
    expect(cut.json()).toMatchObject({ code: 'VALIDATION_FAILED', value: { fields: { image: 'INVALID_TYPE' } } });
    const up = await t.app.inject({
      method: 'POST',
      url: '/wps/chat/images',
      headers: { authorization: member.authorization, 'content-type': 'multipart/form-data; boundary=x' },
      payload: multipartImage(PNG),
    });
    expect(up.statusCode, up.body).toBe(200);
    const { imageName } = up.json().value as { imageName: string };
    const ack = await say(c, c.supportId(), '', { imageName });
    expect(ack).toMatchObject({
      type: 'ack',
      message: { imageUrl: expect.stringContaining(`/wps/chat/images/${imageName}?`) },
    });
    const imageUrl = (ack as { message: { imageUrl: string } }).message.imageUrl;
    const image = await t.app.inject({ url: imageUrl });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(PNG)).toBe(true);
    const unknown = await say(c, c.supportId(), '', { imageName: `${'a'.repeat(32)}.png` });
    expect(unknown).toMatchObject({ type: 'error', code: 'CHAT_IMAGE_NOT_FOUND' });
    // Review N11: the bare name, a changed expiry or a forged signature opens nothing.
    const [, query] = imageUrl.split('?');
    const params = new URLSearchParams(query);
    const later = String(Number(params.get('expires')) + 3_600);
    for (const url of [
      `/wps/chat/images/${imageName}`,
      `/wps/chat/images/${imageName}?expires=${later}&sig=${params.get('sig')}`,
      `/wps/chat/images/${imageName}?expires=${params.get('expires')}&sig=${'0'.repeat(64)}`,
    ]) {
      expect((await t.app.inject({ url })).statusCode, url).not.toBe(200);
    }
    // An image is sent once, and only by its uploader.
    expect(await say(c, c.supportId(), '', { imageName })).toMatchObject({
      type: 'error',
      code: 'CHAT_IMAGE_NOT_FOUND',
    });
    const other = await registerMember(t.app);
    const theirs = await t.app.inject({
      method: 'POST',
      url: '/wps/chat/images',
      headers: { authorization: other.authorization, 'content-type': 'multipart/form-data; boundary=x' },
      payload: multipartImage(PNG),
    });
    const stolen = await say(c, c.supportId(), '', { imageName: theirs.json().value.imageName });
    expect(stolen).toMatchObject({ type: 'error', code: 'CHAT_IMAGE_NOT_FOUND' });
  });

  it('deletes an image never sent a day after its upload, file and row (review N7)', async () => {
    const member = await registerMember(t.app);
    const up = await t.app.inject({
      method: 'POST',
      url: '/wps/chat/images',
      headers: { authorization: member.authorization, 'content-type': 'multipart/form-data; boundary=x' },
      payload: multipartImage(PNG),
    });
    const { imageName } = up.json().value as { imageName: string };
    const storage = createLocalDiskStorage(t.env.UPLOAD_DIR);
    expect(await storage.get(`chat/${imageName}`)).toBeInstanceOf(Buffer);
    const db = t.database.db;
    expect(await sweepUnsentImages({ db, storage, now: new Date() })).toBe(0);
    const later = new Date(Date.now() + UNSENT_IMAGE_TTL_MS + 1_000);
    expect(await sweepUnsentImages({ db, storage, now: later })).toBeGreaterThanOrEqual(1);
    expect(await storage.get(`chat/${imageName}`)).toBeUndefined();
    expect(await db.selectFrom('chat_images').select('name').where('name', '=', imageName).execute()).toEqual([]);
  });
});

describe.skipIf(!shared)('two instances sharing Redis', () => {
  let database: TestDatabase;
  let second: TestDatabase;
  let one: TestApp;
  let two: TestApp;
  let baseOne: string;
  let baseTwo: string;

  beforeAll(async () => {
    database = await openTestDatabase();
    second = await openTestDatabase({ schema: database.schema });
    const busNamespace = `test-chat-${Date.now()}`;
    // One namespace for the token buckets and presence too, as instances of one deployment share it.
    const env = { SEED_DEMO: false, RATE_LIMIT_NAMESPACE: `${busNamespace}-rl:` };
    one = await createTestApp({ database, busNamespace, env });
    two = await createTestApp({ database: second, busNamespace, env });
    baseOne = await one.app.listen({ port: 0, host: '127.0.0.1' });
    baseTwo = await two.app.listen({ port: 0, host: '127.0.0.1' });
    await enableChat(one.app);
  });
  afterAll(async () => {
    await one?.close();
    await two?.close();
    await second?.close();
    await database?.close();
  });

  it('delivers a message sent on one instance to a socket on the other, live and after a reconnect', async () => {
    const alice = await registerMember(one.app);
    const bob = await registerMember(two.app);
    // The flag reaches the second instance through the same bus (its settings cache is cleared).
    const deadline = Date.now() + 3000;
    while (
      (await two.app.inject({ url: '/wps/chat', headers: { authorization: bob.authorization } })).statusCode !== 200
    ) {
      if (Date.now() > deadline) throw new Error('the second instance never saw the chat flag');
      await new Promise((r) => setTimeout(r, 50));
    }
    const a = await connect(alice.token, {}, baseOne);
    const b = await connect(bob.token, {}, baseTwo);
    const lobby = a.lobbyId();
    await b.until((f) => f.type === 'presence' && f.roomId === lobby && f.online === 2);

    await say(a, lobby, 'across instances');
    const heard = await b.until((f) => f.type === 'message' && f.message.text === 'across instances');
    expect(heard).toMatchObject({ message: { sender: { isMe: false } } });
    const lastSeen = (heard as Extract<ChatServerFrame, { type: 'message' }>).message.id;

    b.close();
    await b.untilClosed();
    await say(a, lobby, 'while you were away');
    const back = await connect(bob.token, { lastSeen: { [lobby]: lastSeen } }, baseOne);
    await back.until((f) => f.type === 'message' && f.message.text === 'while you were away');

    // The token bucket is one per member across instances.
    const carol = await registerMember(one.app);
    const onOne = await connect(carol.token, {}, baseOne);
    const onTwo = await connect(carol.token, {}, baseTwo);
    const answers = [];
    for (let i = 0; i < 6; i += 1) answers.push(await say(i % 2 ? onOne : onTwo, lobby, `shared ${i}`));
    expect(answers.map((f) => (f.type === 'error' ? f.code : f.type))).toEqual([
      'ack',
      'ack',
      'ack',
      'ack',
      'ack',
      'CHAT_RATE_LIMITED',
    ]);
  });

  it("closes a frozen member's sockets on every instance at once, not at the next minute's check", async () => {
    const dave = await registerMember(one.app);
    const onOne = await connect(dave.token, {}, baseOne);
    const onTwo = await connect(dave.token, {}, baseTwo);
    const id = await memberIdOf(database, dave.username);
    const frozen = await one.app.inject({
      method: 'POST',
      url: `/admin/api/members/${id}/freeze`,
      headers: await operatorAuth(one.app),
      payload: { reason: 'chargeback fraud' },
    });
    expect(frozen.statusCode, frozen.body).toBe(200);
    expect(await onOne.untilClosed(3000)).toMatchObject({ code: CHAT_CLOSE.unauthorized });
    expect(await onTwo.untilClosed(3000)).toMatchObject({ code: CHAT_CLOSE.unauthorized });
  });
});

function multipartImage(data: Buffer): Buffer {
  return Buffer.concat([
    Buffer.from(
      '--x\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n',
    ),
    data,
    Buffer.from('\r\n--x--\r\n'),
  ]);
}

describe('socket caps', () => {
  it('closes a socket past the per-member, per-IP or total cap with CHAT_TOO_MANY_CONNECTIONS, and frees the place on close', async () => {
    const capped = await createTestApp({
      env: { SEED_DEMO: false, CHAT_MAX_PER_MEMBER: 2, CHAT_MAX_PER_IP: 3, CHAT_MAX_TOTAL: 1_000 },
    });
    const at = await capped.app.listen({ port: 0, host: '127.0.0.1' });
    const open: ChatClient[] = [];
    try {
      await enableChat(capped.app);
      const one = await registerMember(capped.app);
      const two = await registerMember(capped.app);
      const first = [await ChatClient.connect(at, one.token), await ChatClient.connect(at, one.token)];
      open.push(...first);
      for (const c of first) expect(c.ready().type).toBe('ready');
      // A third socket of the same member: refused at hello, the other two untouched.
      const third = await ChatClient.connect(at, one.token);
      open.push(third);
      expect(third.frames[0]).toMatchObject({ type: 'error', code: 'CHAT_TOO_MANY_CONNECTIONS' });
      expect(await third.untilClosed()).toMatchObject({ code: CHAT_CLOSE.tooMany });
      expect(first.every((c) => c.closed === null)).toBe(true);
      // Another member takes the address's third place; a fourth socket is refused before hello.
      const third2 = await ChatClient.connect(at, two.token);
      open.push(third2);
      expect(third2.ready().type).toBe('ready');
      const sameIp = await ChatClient.connect(at, two.token);
      open.push(sameIp);
      expect(sameIp.frames[0]).toMatchObject({ type: 'error', code: 'CHAT_TOO_MANY_CONNECTIONS' });
      expect(await sameIp.untilClosed()).toMatchObject({ code: CHAT_CLOSE.tooMany });
      // One closes: its place is free again.
      first[0]!.close();
      await first[0]!.untilClosed();
      await expect
        .poll(async () => {
          const again = await ChatClient.connect(at, two.token);
          open.push(again);
          return again.frames[0]?.type;
        })
        .toBe('ready');
    } finally {
      for (const c of open) c.close();
      await capped.close();
    }
  });
});

describe('on shutdown', () => {
  it('closes chat sockets with 1001 "going away"', async () => {
    const closing = await createTestApp({ env: { SEED_DEMO: false } });
    const at = await closing.app.listen({ port: 0, host: '127.0.0.1' });
    await enableChat(closing.app);
    const member = await registerMember(closing.app);
    const client = await ChatClient.connect(at, member.token);
    expect(client.ready().type).toBe('ready');
    await closing.close();
    expect(await client.untilClosed()).toMatchObject({ code: 1001 });
  });
});
