import { randomBytes } from 'node:crypto';
import autocannon, { type Options } from 'autocannon';
import pg from 'pg';
import { HTTP_SETTINGS, load, throughputOf, type Throughput } from './http.ts';
import { onCleanup, withDeadline } from './lib/cleanup.ts';
import { startChildServer } from './lib/child-server.ts';
import { benchDatabaseUrl, databaseAddress } from './lib/database-url.ts';
import { operatorToken } from './lib/operator-session.ts';

export const LOBBY_SETTINGS = { catalogGames: 5_000, pageSize: 42, goalRequestsPerSec: 3_000 } as const;

export interface LobbyResult {
  database: string;
  settings: typeof LOBBY_SETTINGS & typeof HTTP_SETTINGS;
  /** One 42-game page of the RNG lobby (all vendors), asked again and again. */
  page: Throughput;
  /** Information: every request a different page of the 5,000-game vendor (each page's first ask misses the cache). */
  rotatingPages: Throughput;
  healthz: Throughput;
  /** page ÷ healthz, same server, same run. */
  ratio: number;
  met: boolean;
}

const databaseUrl = benchDatabaseUrl;
const round2 = (n: number) => Math.round(n * 100) / 100;

async function sql(url: string, statement: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<Record<string, string>>(statement)).rows;
  } finally {
    await client.end();
  }
}

async function call(base: string, method: string, path: string, body?: unknown, token?: string) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const envelope = (await response.json()) as { success: boolean; value: unknown };
  if (!response.ok || !envelope.success)
    throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(envelope)}`);
  return envelope.value;
}

/** A 5,000-game vendor in the RNG lobby, through the operator's calls (the demo catalog is seeded too). */
async function seedCatalog(base: string) {
  const token = await operatorToken(
    base,
    process.env.ADMIN_USERNAME ?? 'admin',
    process.env.ADMIN_PASSWORD ?? 'lotus-admin-2026',
  );
  await call(
    base,
    'POST',
    '/admin/api/games/vendors',
    { code: 'BENCH_REELS', name: 'Bench Reels', walletModel: 'seamless', accountTypeName: 'BENCH_REELS' },
    token,
  );
  await call(base, 'PUT', '/admin/api/games/vendors/BENCH_REELS/categories/RNG', { position: 9 }, token);
  const games = Array.from({ length: LOBBY_SETTINGS.catalogGames }, (_, i) => ({
    nodeId: `BENCH_REELS:g${i + 1}`,
    vendor: 'BENCH_REELS',
    gameCode: `g${i + 1}`,
    category: 'RNG',
    name: { en: `Bench reel ${i + 1}`, 'pt-BR': `Rolo ${i + 1}` },
    gameType: 'RNG',
    gameClassify: 'SLOT',
    minBet: 0.2,
    minLineNum: 20,
    imageUrl: '/games/pgsoft-jade-koi.svg',
    position: i + 1,
  }));
  await call(base, 'POST', '/admin/api/games/bulk', { games }, token);
}

/** Every request a different page of the vendor's lobby (pageNo cycles through all of them). */
async function loadRotating(base: string, seconds: number, pages: number) {
  let n = 0;
  const path = () => {
    n += 1;
    return `/lgw/games/list?vassalage=BENCH_REELS&category=RNG&pageSize=${LOBBY_SETTINGS.pageSize}&pageNo=${(n % pages) + 1}`;
  };
  // autocannon's `requests` (a request rewritten before each send) is outside the bench's type declarations.
  const options: Options & { requests: { method: string; setupRequest(request: object): object }[] } = {
    url: base,
    connections: HTTP_SETTINGS.connections,
    duration: seconds,
    pipelining: HTTP_SETTINGS.pipelining,
    timeout: 10,
    requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: path() }) }],
  };
  const run = autocannon(options);
  const result = await withDeadline(run, (seconds + 30) * 1000, 'autocannon on rotating lobby pages');
  if (result.errors > 0 || result.timeouts > 0 || result.non2xx > 0) {
    throw new Error(
      `rotating lobby pages: ${result.errors} errors, ${result.timeouts} timeouts, non-2xx ${result.non2xx}`,
    );
  }
  return result;
}

/**
 * On PostgreSQL (a fresh schema, dropped afterwards), the real app with the demo catalog plus a
 * 5,000-game vendor: GET /lgw/games/list for one 42-game page of the RNG lobby at 64 connections,
 * then GET /healthz on the same server; for information, every request a different page.
 */
export async function runLobby(): Promise<LobbyResult> {
  const url = databaseUrl();
  const schema = `bench_${randomBytes(6).toString('hex')}`;
  const [version] = await sql(url, 'show server_version');
  await sql(url, `create schema "${schema}"`);
  const drop = async () => {
    unregister();
    await sql(url, `drop schema if exists "${schema}" cascade`);
  };
  const unregister = onCleanup(drop);
  try {
    const server = await startChildServer('pg-app-server.ts', { env: { BENCH_PG_URL: url, BENCH_PG_SCHEMA: schema } });
    try {
      await seedCatalog(server.url);
      const pagePath = `/lgw/games/list?clientType=3&platform=html5-desktop&category=RNG&vassalage=all&pageNo=1&pageSize=${LOBBY_SETTINGS.pageSize}`;
      const first = (await call(server.url, 'GET', pagePath)) as { games: unknown[] };
      if (first.games.length !== LOBBY_SETTINGS.pageSize)
        throw new Error(`the lobby page has ${first.games.length} games`);

      const measure = async (path: string) => {
        await load(`${server.url}${path}`, HTTP_SETTINGS.warmupS);
        const figure = throughputOf(
          `${server.url}${path}`,
          await load(`${server.url}${path}`, HTTP_SETTINGS.durationS),
        );
        console.error(`  ${path.split('?')[0]}: ${Math.round(figure.requestsPerSec)} req/s`);
        return figure;
      };
      const page = await measure(pagePath);
      const pages = Math.ceil(LOBBY_SETTINGS.catalogGames / LOBBY_SETTINGS.pageSize);
      await loadRotating(server.url, HTTP_SETTINGS.warmupS, pages);
      const rotatingPages = throughputOf(
        `${server.url}/lgw/games/list?vassalage=BENCH_REELS&pageNo=1..${pages}`,
        await loadRotating(server.url, HTTP_SETTINGS.durationS, pages),
      );
      console.error(`  rotating pages: ${Math.round(rotatingPages.requestsPerSec)} req/s`);
      const healthz = await measure('/healthz');
      return {
        database: `PostgreSQL ${version?.server_version ?? 'unknown'} (${databaseAddress(url)}), a fresh schema`,
        settings: { ...LOBBY_SETTINGS, ...HTTP_SETTINGS },
        page,
        rotatingPages,
        healthz,
        ratio: round2(page.requestsPerSec / healthz.requestsPerSec),
        met: page.requestsPerSec >= LOBBY_SETTINGS.goalRequestsPerSec,
      };
    } finally {
      await server.stop();
    }
  } finally {
    await drop();
  }
}
