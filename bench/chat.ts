import { createHash, randomBytes } from 'node:crypto';
import os from 'node:os';
import pg from 'pg';
import { CHAT_SOCKET_PATH, type ChatServerFrame } from '@portal/shared/contracts/chat';
import { onCleanup, withDeadline } from './lib/cleanup.ts';
import { startChildServer } from './lib/child-server.ts';
import { benchDatabaseUrl, databaseAddress } from './lib/database-url.ts';
import { operatorToken } from './lib/operator-session.ts';

/*
 * Live chat: 1,000 members hold a WebSocket each to the real app on PostgreSQL (fan-out through
 * Redis when one answers at BENCH_REDIS_URL or 127.0.0.1:6379, the in-process bus otherwise);
 * 10 of them talk in the English lobby (about five messages a second, 5,000 deliveries), each at the pace the token bucket allows, for 15 s. Every
 * socket stamps each message when it arrives; delivery time = arrival − the sender's stamp in the
 * text (one process sends and receives, so one clock). The server runs in its own process.
 */
export const CHAT_SETTINGS = {
  clients: 1000,
  senders: 10,
  /** Each sender's gap between messages: just above the bucket's one per two seconds. */
  sendEveryMs: 2100,
  durationS: 15,
} as const;

export interface Percentiles {
  p50: number;
  p90: number;
  p99: number;
  max: number;
}

export interface ChatResult {
  database: string;
  bus: 'redis' | 'in-process';
  settings: typeof CHAT_SETTINGS;
  /** Sockets that said hello and got `ready`. */
  connected: number;
  connectSeconds: number;
  messagesSent: number;
  messagesRefused: number;
  deliveriesExpected: number;
  deliveriesReceived: number;
  /** Milliseconds from send to each socket's arrival. */
  deliveryMs: Percentiles;
  deliveriesPerSec: number;
  loadAvgBefore: number[];
  loadAvgAfter: number[];
}

/** The English lobby's id: migration 0039 creates the six lobbies in this order (pt-BR, en, …). */
const LOBBY_EN = 2;

const round = (n: number, places = 1) => Math.round(n * 10 ** places) / 10 ** places;
const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function sql(url: string, statement: string, values: unknown[] = [], schema?: string) {
  // The members table's triggers name their tables unqualified: they run in the bench schema.
  const client = new pg.Client({ connectionString: url, ...(schema ? { options: `-c search_path="${schema}"` } : {}) });
  await client.connect();
  try {
    return (await client.query<Record<string, unknown>>(statement, values)).rows;
  } finally {
    await client.end();
  }
}

async function redisAnswers(url: string): Promise<boolean> {
  const { Redis } = await import('ioredis');
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 1000 });
  try {
    await redis.connect();
    return (await redis.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    redis.disconnect();
  }
}

/** Members (no password: '!') and their sessions written straight into the bench schema: 1,000 sign-ins would measure argon2id. */
async function seedMembers(url: string, schema: string, count: number): Promise<string[]> {
  const rows = await sql(
    url,
    `insert into "${schema}".members (username, password_hash, referral_code)
     select 'chatbench' || g, '!', 'CB' || lpad(g::text, 8, '0') from generate_series(1, $1::int) g
     returning id`,
    [count],
    schema,
  );
  const tokens = rows.map(() => randomBytes(24).toString('base64url'));
  const hashes = tokens.map((t) => createHash('sha256').update(t).digest());
  await sql(
    url,
    `insert into "${schema}".sessions (subject_type, subject_id, token_hash, expires_at)
     select 'member', id, hash, now() + interval '1 day' from unnest($1::bigint[], $2::bytea[]) as s(id, hash)`,
    [rows.map((r) => r.id), hashes],
    schema,
  );
  return tokens;
}

interface Client {
  socket: WebSocket;
  ready: Promise<void>;
}

function openClient(
  wsUrl: string,
  token: string,
  onMessage: (text: string, at: number) => void,
  onRefused: () => void,
) {
  const socket = new WebSocket(wsUrl);
  const ready = new Promise<void>((resolve, reject) => {
    socket.addEventListener('open', () => socket.send(JSON.stringify({ type: 'hello', token, language: 'en' })));
    socket.addEventListener('error', () => reject(new Error('a chat socket failed')));
    socket.addEventListener('message', (event) => {
      const at = performance.now();
      const frame = JSON.parse(String(event.data)) as ChatServerFrame;
      if (frame.type === 'ready') resolve();
      else if (frame.type === 'message') onMessage(frame.message.text, at);
      else if (frame.type === 'error') {
        if (frame.code === 'CHAT_RATE_LIMITED') onRefused();
        else reject(new Error(`refused: ${frame.code}`));
      }
    });
  });
  return { socket, ready } satisfies Client;
}

export async function runChat(): Promise<ChatResult> {
  const url = benchDatabaseUrl();
  const schema = `bench_${randomBytes(6).toString('hex')}`;
  const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
  const useRedis = await redisAnswers(redisUrl);
  await sql(url, `create schema "${schema}"`);
  const drop = async () => {
    unregister();
    await sql(url, `drop schema if exists "${schema}" cascade`);
  };
  const unregister = onCleanup(drop);
  const clients: Client[] = [];
  try {
    const server = await startChildServer('../chat.ts', {
      env: {
        BENCH_CHAT_SERVE: '1',
        BENCH_PG_URL: url,
        BENCH_PG_SCHEMA: schema,
        ...(useRedis ? { BENCH_CHAT_REDIS_URL: redisUrl } : {}),
      },
    });
    try {
      const admin = await operatorToken(
        server.url,
        process.env.ADMIN_USERNAME ?? 'admin',
        process.env.ADMIN_PASSWORD ?? 'lotus-admin-2026',
      );
      const flag = await fetch(`${server.url}/admin/api/settings`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${admin}` },
        body: JSON.stringify({ flags: { chat: true } }),
      });
      if (!flag.ok) throw new Error(`turning chat on: ${flag.status} ${await flag.text()}`);
      const tokens = await seedMembers(url, schema, CHAT_SETTINGS.clients);

      const wsUrl = `${server.url.replace('http', 'ws')}${CHAT_SOCKET_PATH}`;
      const latencies: number[] = [];
      let refused = 0;
      const onMessage = (text: string, at: number) => {
        const match = /^bench (\d+(?:\.\d+)?) /.exec(text);
        if (match) latencies.push(at - Number(match[1]));
      };
      const loadAvgBefore = os.loadavg().map((l) => round(l, 2));
      const connectStart = performance.now();
      // Opened in waves of 100, as real players arrive over time rather than in one instant.
      for (let i = 0; i < tokens.length; i += 100) {
        const wave = tokens.slice(i, i + 100).map((t) => openClient(wsUrl, t, onMessage, () => (refused += 1)));
        clients.push(...wave);
        await withDeadline(Promise.all(wave.map((c) => c.ready)), 60_000, 'chat sockets ready');
      }
      const connectSeconds = (performance.now() - connectStart) / 1000;
      console.error(
        `  ${clients.length} sockets ready in ${round(connectSeconds, 2)} s (bus: ${useRedis ? 'redis' : 'in-process'})`,
      );

      let sent = 0;
      const senders = clients.slice(0, CHAT_SETTINGS.senders);
      const stopAt = performance.now() + CHAT_SETTINGS.durationS * 1000;
      await Promise.all(
        senders.map(async (client, n) => {
          // Spread the senders over one gap, so the room hears a steady stream.
          await new Promise((r) => setTimeout(r, (n * CHAT_SETTINGS.sendEveryMs) / CHAT_SETTINGS.senders));
          let k = 0;
          while (performance.now() < stopAt) {
            k += 1;
            const text = `bench ${performance.now().toFixed(3)} from ${n}`;
            client.socket.send(JSON.stringify({ type: 'send', ref: `${n}-${k}`, roomId: LOBBY_EN, text }));
            sent += 1;
            await new Promise((r) => setTimeout(r, CHAT_SETTINGS.sendEveryMs));
          }
        }),
      );
      // The last messages' deliveries arrive after the last send.
      const expected = () => (sent - refused) * clients.length;
      const settleUntil = performance.now() + 10_000;
      while (latencies.length < expected() && performance.now() < settleUntil)
        await new Promise((r) => setTimeout(r, 100));
      const loadAvgAfter = os.loadavg().map((l) => round(l, 2));

      const sorted = [...latencies].sort((a, b) => a - b);
      const result: ChatResult = {
        database: `PostgreSQL (${databaseAddress(url)}), a fresh schema`,
        bus: useRedis ? 'redis' : 'in-process',
        settings: CHAT_SETTINGS,
        connected: clients.length,
        connectSeconds: round(connectSeconds, 2),
        messagesSent: sent,
        messagesRefused: refused,
        deliveriesExpected: expected(),
        deliveriesReceived: latencies.length,
        deliveryMs: {
          p50: round(percentile(sorted, 50)),
          p90: round(percentile(sorted, 90)),
          p99: round(percentile(sorted, 99)),
          max: round(sorted.at(-1) ?? 0),
        },
        deliveriesPerSec: Math.round(latencies.length / CHAT_SETTINGS.durationS),
        loadAvgBefore,
        loadAvgAfter,
      };
      console.error(
        `  ${sent} messages to ${clients.length} sockets: ${latencies.length}/${expected()} deliveries, p50 ${result.deliveryMs.p50} ms, p99 ${result.deliveryMs.p99} ms, load ${loadAvgAfter.join(' ')}`,
      );
      return result;
    } finally {
      for (const c of clients) c.socket.close();
      await server.stop();
    }
  } finally {
    await drop();
  }
}

// ---------------------------------------------------------------------------------------------
// The server process (startChildServer runs this file with BENCH_CHAT_SERVE=1).

if (process.env.BENCH_CHAT_SERVE === '1') {
  const { buildApp } = await import('../apps/server/src/app.ts');
  const { defaultEnv } = await import('../apps/server/src/config/env.ts');
  const { openDatabase } = await import('../apps/server/src/db/database.ts');
  const { announce } = await import('./servers/announce.ts');
  const url = process.env.BENCH_PG_URL!;
  const schema = process.env.BENCH_PG_SCHEMA!;
  const env = defaultEnv({
    DATA_DIR: process.env.BENCH_DATA_DIR!,
    UPLOAD_DIR: `${process.env.BENCH_DATA_DIR!}/uploads`,
    DATABASE_URL: url,
    LOG_LEVEL: 'silent',
    PORT: 0,
    HOST: '127.0.0.1',
    RATE_LIMIT_MAX: 1_000_000_000,
    // Every simulated member connects from this one address.
    CHAT_MAX_PER_IP: 1_000_000,
    OPERATOR_TWO_STEP_REQUIRED: false,
    REDIS_URL: process.env.BENCH_CHAT_REDIS_URL,
    RATE_LIMIT_NAMESPACE: `${schema}:`,
  });
  const database = await openDatabase({
    url,
    schema,
    dataDir: '',
    poolMax: env.DB_POOL_MAX,
    idleTimeoutMs: env.DB_IDLE_TIMEOUT_MS,
    statementTimeoutMs: env.DB_STATEMENT_TIMEOUT_MS,
  });
  const app = await buildApp({ env, database, busNamespace: schema });
  app.addHook('onClose', () => database.close());
  await announce(app);
}
