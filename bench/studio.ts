import { createHmac, randomBytes } from 'node:crypto';
import autocannon, { type Options, type Result } from 'autocannon';
import { openDatabase } from '../apps/server/src/db/database.ts';
import { createServerSecret } from '../apps/server/src/platform/server-secrets.ts';
import { simulateSlot } from '../apps/server/src/features/studio/rtp/rtp-simulation.ts';
import { toNumber } from '../apps/server/src/features/studio/rtp/exact-fraction.ts';
import { variantRtps } from '../apps/server/src/features/studio/rtp/rtp-table.ts';
import { startChildServer, type ChildServer } from './lib/child-server.ts';
import { fund, listVendor, registerPlayers, VENDOR } from './wallet.ts';
import { withDeadline } from './lib/cleanup.ts';
import { analyzeSchema, withEmptySchema } from './lib/fresh-schema.ts';
import { cpuMsPer, postgresCpuMs, processCpuMs } from './lib/process-cpu.ts';

/**
 * The in-house studio: (1) 10 million slot spins through the production engine and rng against
 * the exact RTP, (2) on PostgreSQL, slot spins per second through the whole path (the game page's
 * POST /studio/api/rounds → signed bet → signed win over HTTP to the portal, each a ledger posting)
 * at 64 concurrent players, beside the bare wallet debit (POST /wps/relay/GCS_walletTransfer, as
 * bench/wallet.ts measures it) on the same server in the same run, and the seamless bet call alone
 * (a spin makes a bet and a win call), so the protocol's share and the studio's are apart.
 */
export const STUDIO_SETTINGS = {
  // BENCH_STUDIO_SIMULATED: fewer simulated spins for a quick look at the HTTP figures while working.
  simulatedSpins: Number(process.env.BENCH_STUDIO_SIMULATED ?? 10_000_000),
  connections: 64,
  players: 64,
  warmupS: 2,
  durationS: 10,
  stakeMinor: 100,
} as const;
const SIM_SEED = '7d1c0e5b3a29f8e6d4c2b0a9f7e5d3c1b9a8f6e4d2c0b8a6f4e2d0c8b6a4f2e0';

export interface StudioResult {
  settings: typeof STUDIO_SETTINGS;
  simulation: {
    spins: number;
    exactRtp: number;
    simulatedRtp: number;
    halfWidth99_9: number;
    within: boolean;
    seconds: number;
  };
  database: string;
  /** The game page's POST /studio/api/rounds, the studio's calls in the process (the default). */
  spins: { perSec: number; total: number; p50Ms: number; p99Ms: number };
  /** CPU milliseconds per spin of the server process and of PostgreSQL over the spin phase (Linux). */
  spinCpuMs: { server: number | null; database: number | null };
  /** The same with STUDIO_PORTAL=http: each spin's bet and win as signed HTTP calls. */
  spinsOverHttp: { perSec: number; total: number; p50Ms: number; p99Ms: number };
  debits: { perSec: number; total: number; p50Ms: number; p99Ms: number };
  /** The portal's seamless bet alone (signed POST /provider-api/INHOUSE/bet): a spin makes two such calls. */
  seamlessBets: { perSec: number; total: number; p50Ms: number; p99Ms: number };
  /** Spins/s ÷ bare debits/s: a spin is a bet and a win, plus the studio's own writes. */
  ratio: number;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

async function json(res: Response, what: string): Promise<Record<string, unknown>> {
  const body = (await res.json()) as { success?: boolean; value?: Record<string, unknown> };
  if (res.status !== 200 || body.success !== true || !body.value)
    throw new Error(`${what} answered ${res.status} ${JSON.stringify(body).slice(0, 300)}`);
  return body.value;
}

interface Player {
  id: number;
  bearer: string;
  launchToken: string;
  currency: string;
}

/** Registered (encrypted, as the web does) through the wallet bench's own registration. */
async function preparePlayers(server: ChildServer): Promise<Player[]> {
  const registered = await registerPlayers(server, STUDIO_SETTINGS.players, 'sbench');
  return registered.map(({ id, token }) => ({ id, bearer: `Bearer ${token}`, launchToken: '', currency: '' }));
}

async function launch(server: ChildServer, player: Player) {
  const launched = await json(
    await fetch(`${server.url}/wps/game/launchGame?nodeId=INHOUSE:lotus-slot`, {
      headers: { authorization: player.bearer, language: 'en' },
    }),
    'launch',
  );
  const q = new URL(String(launched.game_url)).searchParams;
  await json(
    await fetch(`${server.url}/studio/api/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        token: q.get('token'),
        player: q.get('player'),
        currency: q.get('currency'),
        game: 'lotus-slot',
        lang: 'en',
        sig: q.get('sig'),
      }),
    }),
    'studio session',
  );
  player.launchToken = q.get('token')!;
  player.currency = q.get('currency')!;
}

/** The INHOUSE secret both sides of the server sign with (read as the providers module makes it). */
async function inhouseSecret(url: string, schema: string): Promise<string> {
  const database = await openDatabase({
    url,
    schema,
    dataDir: '',
    poolMax: 1,
    idleTimeoutMs: 1000,
    statementTimeoutMs: 10_000,
  });
  try {
    return (await createServerSecret(database.db, 'provider-inhouse-secret')()).toString('hex');
  } finally {
    await database.close();
  }
}

interface RequestHook {
  setupRequest(request: { headers?: Record<string, string>; body?: string }): unknown;
}

/**
 * One player per connection: slot spins (the launch token in the body) or wallet debits (a fresh
 * key each). The player is bound when autocannon makes the connection (`setupClient`): its request
 * context starts afresh at every request, so a player chosen there would spin on two connections
 * at once, which the game page never does.
 */
function load(
  server: ChildServer,
  players: Player[],
  kind: 'spin' | 'debit' | 'bet',
  seconds: number,
  secret = '',
): Promise<Result> {
  let nextPlayer = 0;
  let serial = 0;
  const run = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  const hookFor = (player: Player): RequestHook => ({
    setupRequest(request) {
      if (kind === 'bet') {
        const serial2 = (serial += 1);
        const body = JSON.stringify({
          playerId: String(player.id),
          currency: player.currency,
          gameCode: 'lotus-slot',
          token: player.launchToken,
          roundId: `b${run}-${serial2}`,
          transactionId: `b${run}-${serial2}`,
          amountMinor: STUDIO_SETTINGS.stakeMinor,
        });
        const t = Math.floor(Date.now() / 1000);
        request.body = body;
        request.headers = {
          ...request.headers,
          'x-signature': `t=${t},v2=${createHmac('sha256', secret).update(`${t}.POST /provider-api/INHOUSE/bet.${body}`).digest('hex')}`,
        };
      } else if (kind === 'spin') {
        request.body = JSON.stringify({
          token: player.launchToken,
          game: 'lotus-slot',
          params: {},
          stakeMinor: STUDIO_SETTINGS.stakeMinor,
        });
      } else {
        request.headers = {
          ...request.headers,
          authorization: player.bearer,
          'idempotency-key': `s${run}${(serial += 1)}`,
        };
      }
      return request;
    },
  });
  const requestFor = (player: Player) => ({
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ from: 'main', to: `vendor:${VENDOR}`, amount: 0.01 }),
    ...hookFor(player),
  });
  const options = {
    url: `${server.url}${kind === 'spin' ? '/studio/api/rounds' : kind === 'bet' ? '/provider-api/INHOUSE/bet' : '/wps/relay/GCS_walletTransfer'}`,
    connections: STUDIO_SETTINGS.connections,
    duration: seconds,
    pipelining: 1,
    timeout: 10,
    requests: [requestFor(players[0]!)],
    setupClient: (client: { setRequests(requests: unknown[]): void }) =>
      client.setRequests([requestFor(players[nextPlayer++ % players.length]!)]),
  };
  const instance = autocannon(options as unknown as Options);
  return withDeadline(instance, (seconds + 30) * 1000, `autocannon (${kind})`).then((result) => {
    if (result.errors > 0 || result.timeouts > 0 || result.non2xx > 0)
      throw new Error(`${kind}: ${result.errors} errors, ${result.timeouts} timeouts, non-2xx ${result.non2xx}`);
    return result;
  });
}

function simulate(): StudioResult['simulation'] {
  const started = Date.now();
  const exactRtp = toNumber(variantRtps['lotus-slot']('rtp96')[0]!.rtp);
  const sim = simulateSlot('rtp96', STUDIO_SETTINGS.simulatedSpins, SIM_SEED);
  return {
    spins: sim.rounds,
    exactRtp,
    simulatedRtp: sim.mean,
    halfWidth99_9: sim.halfWidth99_9,
    within: Math.abs(sim.mean - exactRtp) < sim.halfWidth99_9,
    seconds: round2((Date.now() - started) / 1000),
  };
}

export async function runStudio(): Promise<StudioResult> {
  const simulation = simulate();
  console.error(
    `  ${simulation.spins} simulated spins: RTP ${simulation.simulatedRtp.toFixed(5)} vs exact ${simulation.exactRtp.toFixed(5)} ` +
      `± ${simulation.halfWidth99_9.toFixed(5)} (99.9 %): ${simulation.within ? 'within' : 'OUTSIDE'} (${simulation.seconds} s)`,
  );
  return withEmptySchema(async ({ url, schema, version }) => {
    const server = await startChildServer('pg-app-server.ts', { env: { BENCH_PG_URL: url, BENCH_PG_SCHEMA: schema } });
    try {
      await listVendor(server);
      const players = await withDeadline(preparePlayers(server), 5 * 60_000, 'registering the studio bench players');
      const status = await json(await fetch(`${server.url}/wps/system/status`), 'status');
      await fund(url, schema, players, (status.currency as { code: string }).code, 'studio-fund');
      for (const player of players) await launch(server, player);
      await load(server, players, 'spin', STUDIO_SETTINGS.warmupS);
      await analyzeSchema(url, schema);
      const serverBefore = processCpuMs(server.pid);
      const databaseBefore = postgresCpuMs();
      const spins = await load(server, players, 'spin', STUDIO_SETTINGS.durationS);
      const spinCpuMs = {
        server: cpuMsPer(serverBefore, processCpuMs(server.pid), spins.requests.total),
        database: cpuMsPer(databaseBefore, postgresCpuMs(), spins.requests.total),
      };
      await load(server, players, 'debit', STUDIO_SETTINGS.warmupS);
      const debits = await load(server, players, 'debit', STUDIO_SETTINGS.durationS);
      const secret = await inhouseSecret(url, schema);
      await load(server, players, 'bet', STUDIO_SETTINGS.warmupS, secret);
      const bets = await load(server, players, 'bet', STUDIO_SETTINGS.durationS, secret);
      const figures = (r: Result) => ({
        perSec: round2(r.requests.average),
        total: r.requests.total,
        p50Ms: r.latency.p50,
        p99Ms: r.latency.p99,
      });
      await server.stop();
      // The same players spinning on a server whose studio makes its calls over signed HTTP.
      const overHttp = await startChildServer('pg-app-server.ts', {
        env: { BENCH_PG_URL: url, BENCH_PG_SCHEMA: schema, BENCH_STUDIO_PORTAL: 'http' },
      });
      let httpSpins: Result;
      try {
        await load(overHttp, players, 'spin', STUDIO_SETTINGS.warmupS);
        httpSpins = await load(overHttp, players, 'spin', STUDIO_SETTINGS.durationS);
      } finally {
        await overHttp.stop();
      }
      const result: StudioResult = {
        settings: STUDIO_SETTINGS,
        simulation,
        database: `PostgreSQL ${version}`,
        spins: figures(spins),
        spinCpuMs,
        spinsOverHttp: figures(httpSpins),
        debits: figures(debits),
        seamlessBets: figures(bets),
        ratio: round2(spins.requests.average / debits.requests.average),
      };
      console.error(
        `  POST /studio/api/rounds (bet + win in the process): ${result.spins.perSec} spins/s, p99 ${result.spins.p99Ms} ms; ` +
          `over HTTP ${result.spinsOverHttp.perSec}/s, p99 ${result.spinsOverHttp.p99Ms} ms; ` +
          `CPU per spin: server ${spinCpuMs.server} ms, PostgreSQL ${spinCpuMs.database} ms; ` +
          `bare debits ${result.debits.perSec}/s; ratio ${result.ratio}; seamless bets alone ${result.seamlessBets.perSec}/s`,
      );
      return result;
    } finally {
      await server.stop();
    }
  });
}
