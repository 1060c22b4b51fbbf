import { randomBytes } from 'node:crypto';
import { CompactEncrypt, importJWK, type JWK } from 'jose';
import WebSocket from 'ws';
import { CHAT_SOCKET_PATH, type ChatServerFrame } from '@portal/shared/contracts/chat';
import { poll, within } from './deadline.ts';
import { INSTANCE_HEADER } from './haproxy.ts';

/**
 * What the scale-out test and the `scale` bench say to the portal, over HTTP only (never the
 * database): an answer's envelope with the instance that gave it, the operator's session, members
 * registered as the web client registers them, lottery event streams and chat sockets.
 */
export interface Answer<T = Record<string, unknown>> {
  status: number;
  instance: string;
  value: T;
  body: { success: boolean; code?: string; value: T };
}

export async function call<T = Record<string, unknown>>(
  base: string,
  method: string,
  url: string,
  options: { token?: string; key?: string; body?: unknown } = {},
): Promise<Answer<T>> {
  const headers: Record<string, string> = { language: 'en' };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.key) headers['idempotency-key'] = options.key;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const res = await within(
    fetch(`${base}${url}`, {
      method,
      headers,
      ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
    }),
    15_000,
    `${method} ${url}`,
  );
  const body = (await res.json()) as Answer<T>['body'];
  return { status: res.status, instance: res.headers.get(INSTANCE_HEADER) ?? '', value: body.value, body };
}

/** The answer's value when it is a 200 success; otherwise an error naming the call and the answer. */
export function expectOk<T>(answer: Answer<T>, what: string): T {
  if (answer.status !== 200 || !answer.body.success)
    throw new Error(`${what} answered ${answer.status} ${JSON.stringify(answer.body).slice(0, 400)}`);
  return answer.value;
}

/**
 * The seeded operator's token. A fresh database's operator must change the password at the first
 * sign-in: this changes it to `newPassword` and signs in again with it.
 */
export async function operatorToken(base: string, username: string, password: string, newPassword: string) {
  const first = expectOk(
    await call<{ token: string; mustChangePassword: boolean }>(base, 'POST', '/admin/api/session', {
      body: { username, password },
    }),
    'operator sign-in',
  );
  if (!first.mustChangePassword) return first.token;
  expectOk(
    await call(base, 'PUT', '/admin/api/me/password', {
      token: first.token,
      body: { oldPassword: password, newPassword },
    }),
    'operator password change',
  );
  const again = await call<{ token: string }>(base, 'POST', '/admin/api/session', {
    body: { username, password: newPassword },
  });
  return expectOk(again, 'operator sign-in with the new password').token;
}

/** A member registered through the encrypted call (as the web client does): two calls, the key and the registration. */
export async function registerMember(base: string, username: string, password: string) {
  const { kid, jwk } = expectOk(
    await call<{ kid: string; jwk: JWK }>(base, 'GET', '/wps/system/encryption-key'),
    'encryption key',
  );
  const key = await importJWK(jwk, 'RSA-OAEP-256');
  // A brand's default rules ask an adult's date of birth (docs/decisions/042-kyc-and-age.md).
  const payload = { username, password, confirmPassword: password, dateOfBirth: '1990-01-15', login: true };
  const jwe = await new CompactEncrypt(new TextEncoder().encode(JSON.stringify(payload)))
    .setProtectedHeader({ alg: 'RSA-OAEP-256', enc: 'A256GCM', kid })
    .encrypt(key);
  const registered = await call<{ token: string }>(base, 'PUT', '/wps/member/register', { body: { jwe } });
  const { token } = expectOk(registered, `registering ${username}`);
  return { username, token, registeredVia: registered.instance };
}

/** The signed-in member's id (GET /wps/member/info). */
export async function memberId(base: string, token: string): Promise<number> {
  return Number(expectOk(await call<{ id: number }>(base, 'GET', '/wps/member/info', { token }), 'member info').id);
}

export const newKey = (prefix: string) => `${prefix}-${randomBytes(8).toString('hex')}`;

/** A lottery event stream (GET /lgw/lottery/events) and the instance that holds it. */
export interface EventStream {
  instance: string;
  events: { type: string; data: Record<string, unknown> }[];
  until(
    match: (e: { type: string; data: Record<string, unknown> }) => boolean,
    ms: number,
    what: string,
  ): Promise<void>;
  /** Whether the server ended the stream (or it broke). */
  ended(): boolean;
  close(): void;
}

export async function openEventStream(base: string): Promise<EventStream> {
  const abort = new AbortController();
  const res = await within(fetch(`${base}/lgw/lottery/events`, { signal: abort.signal }), 10_000, 'an event stream');
  if (res.status !== 200 || !res.body) throw new Error(`event stream answered ${res.status}`);
  const events: EventStream['events'] = [];
  let ended: Error | null = null;
  void (async () => {
    const decoder = new TextDecoder();
    let buffered = '';
    try {
      const reader = res.body!.getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        buffered += decoder.decode(value, { stream: true });
        let end: number;
        while ((end = buffered.indexOf('\n\n')) >= 0) {
          const block = buffered.slice(0, end);
          buffered = buffered.slice(end + 2);
          const type = /^event: (.+)$/m.exec(block)?.[1];
          const data = /^data: (.+)$/m.exec(block)?.[1];
          if (type && data) events.push({ type, data: JSON.parse(data) as Record<string, unknown> });
        }
      }
      ended = new Error('the event stream ended');
    } catch (error) {
      ended = error as Error;
    }
  })();
  return {
    instance: res.headers.get(INSTANCE_HEADER) ?? '',
    events,
    until: (match, ms, what) =>
      poll(
        async () => {
          if (events.some(match)) return true;
          if (ended) throw ended;
          return undefined;
        },
        ms,
        what,
        50,
      ).then(() => undefined),
    ended: () => ended !== null,
    close: () => abort.abort(),
  };
}

/** A chat socket past hello, the instance that holds it, and every frame it heard. */
export interface ChatSocket {
  instance: string;
  frames: ChatServerFrame[];
  lobbyId: number;
  /** The close code once the socket has closed, else null. */
  closedWith(): number | null;
  send(frame: unknown): void;
  until(match: (f: ChatServerFrame) => boolean, ms: number, what: string): Promise<ChatServerFrame>;
  close(): Promise<void>;
}

export async function openChatSocket(base: string, token: string): Promise<ChatSocket> {
  const socket = new WebSocket(`${base.replace(/^http/, 'ws')}${CHAT_SOCKET_PATH}`);
  const frames: ChatServerFrame[] = [];
  let closeCode: number | null = null;
  socket.on('close', (code) => (closeCode = code));
  socket.on('message', (data) => frames.push(JSON.parse(String(data)) as ChatServerFrame));
  const instance = await within(
    new Promise<string>((resolve, reject) => {
      let headerValue = '';
      socket.once('upgrade', (res) => (headerValue = String(res.headers[INSTANCE_HEADER] ?? '')));
      socket.once('open', () => resolve(headerValue));
      socket.once('error', reject);
    }),
    10_000,
    'a chat socket opening',
  );
  const until = (match: (f: ChatServerFrame) => boolean, ms: number, what: string) =>
    poll(
      async () => {
        const found = frames.find(match);
        if (found) return found;
        if (socket.readyState === WebSocket.CLOSED) throw new Error('the chat socket closed');
        return undefined;
      },
      ms,
      what,
      50,
    );
  socket.send(JSON.stringify({ type: 'hello', token, language: 'en' }));
  const ready = await until((f) => f.type === 'ready' || f.type === 'error', 10_000, 'chat ready');
  if (ready.type !== 'ready') throw new Error(`chat hello answered ${JSON.stringify(ready)}`);
  const lobby = ready.rooms.find((r) => r.kind === 'lobby');
  if (!lobby) throw new Error(`chat ready without a lobby: ${JSON.stringify(ready.rooms)}`);
  return {
    instance,
    frames,
    lobbyId: lobby.id,
    closedWith: () => closeCode,
    send: (frame) => socket.send(JSON.stringify(frame)),
    until,
    close: () =>
      within(
        new Promise<void>((resolve) => {
          if (socket.readyState === WebSocket.CLOSED) return resolve();
          socket.once('close', () => resolve());
          socket.close(1000);
        }),
        5_000,
        'the chat socket closing',
      ),
  };
}
