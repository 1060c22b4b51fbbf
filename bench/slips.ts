import { randomBytes } from 'node:crypto';
import autocannon, { type Options, type Result } from 'autocannon';
import { defaultEnv } from '../apps/server/src/config/env.ts';
import { startChildServer, type ChildServer } from './lib/child-server.ts';
import { withDeadline } from './lib/cleanup.ts';
import { analyzeSchema, runStatement, withEmptySchema } from './lib/fresh-schema.ts';
import { operatorToken } from './lib/operator-session.ts';
import { assertClean, debitLoad, fund, json, listVendor, registerPlayers, WALLET_SETTINGS } from './wallet.ts';

/**
 * Lottery bet slips over HTTP (POST /lgw/lottery/bets, a fresh Idempotency-Key each) at 64
 * players on 64 connections, each slip one đề bet: a stake posting, the slip, its bet rows and the
 * liability raise, group-committed (decision 031). Beside it, in the same run on the same server,
 * the bare wallet debit as bench/wallet.ts measures it: a slip is a debit plus the lottery's rows.
 */
export const SLIPS_SETTINGS = {
  connections: WALLET_SETTINGS.connections,
  players: WALLET_SETTINGS.players,
  warmupS: 2,
  durationS: 10,
} as const;

export interface SlipsResult {
  database: string;
  settings: typeof SLIPS_SETTINGS;
  slipsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Slips written per database commit (a batch stamps its stake postings with one time). */
  slipsPerCommit: number;
  debits: { perSecond: number; p50Ms: number; p99Ms: number };
  /** slipsPerSecond ÷ debits per second. */
  ratioVsDebits: number;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** A fast game of the bench's own, its hourly period opened by one scheduler tick (operator API). */
async function openGame(server: ChildServer, url: string, schema: string): Promise<string> {
  const code = `BENCH${randomBytes(3).toString('hex').toUpperCase()}`;
  await runStatement(
    url,
    `insert into "${schema}".lottery_games (code, name, market, product, interval_seconds, close_before_seconds,
       result_source, liability_limit_minor)
     values ('${code}', 'Bench fast', 'FAST_NORTH', 'ELOTT', 3600, 60, 'operator', 1000000000000000)`,
  );
  const env = defaultEnv();
  const token = await operatorToken(server.url, env.ADMIN_USERNAME, env.ADMIN_PASSWORD);
  await json(
    await fetch(`${server.url}/admin/api/lottery/scheduler/tick`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    }),
    'scheduler tick',
  );
  return code;
}

interface RequestHook {
  setupRequest(request: { headers?: Record<string, string>; body?: string }, context: { player?: number }): unknown;
}

function slipLoad(server: ChildServer, players: { token: string }[], gameCode: string, seconds: number) {
  let nextPlayer = 0;
  let serial = 0;
  const run = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  const hook: RequestHook = {
    setupRequest(request, context) {
      context.player ??= nextPlayer++ % players.length;
      serial += 1;
      request.headers = {
        ...request.headers,
        authorization: `Bearer ${players[context.player]!.token}`,
        'idempotency-key': `l${run}${serial}`,
      };
      // Numbers spread over the hundred outcomes, as a lobby's players spread them.
      const number = String(serial % 100).padStart(2, '0');
      request.body = JSON.stringify({ gameCode, lines: [{ type: 'de', numbers: [number], unit: 1 }] });
      return request;
    },
  };
  const instance = autocannon({
    url: `${server.url}/lgw/lottery/bets`,
    connections: SLIPS_SETTINGS.connections,
    duration: seconds,
    pipelining: 1,
    timeout: 10,
    requests: [{ method: 'POST', headers: { 'content-type': 'application/json', language: 'en' }, ...hook }],
  } as unknown as Options);
  return withDeadline(instance, (seconds + 30) * 1000, 'autocannon on the bet slips').then((result: Result) => {
    if (result.errors > 0 || result.timeouts > 0 || result.non2xx > 0)
      throw new Error(`slips: ${result.errors} errors, ${result.timeouts} timeouts, non-2xx ${result.non2xx}`);
    return result;
  });
}

/** Stake postings of slips and the commits that wrote them (a batch's postings share their time). */
async function stakeCount(url: string, schema: string) {
  const [row] = await runStatement(
    url,
    `select count(*)::text as n, count(distinct created_at)::text as commits
     from "${schema}".ledger_transactions where source = 'game:ELOTT' and kind = 'bet'`,
  );
  return { slips: Number(row?.n ?? 0), commits: Number(row?.commits ?? 0) };
}

export function runSlips(): Promise<SlipsResult> {
  return withEmptySchema(async ({ url, schema, version }) => {
    const server = await startChildServer('pg-app-server.ts', { env: { BENCH_PG_URL: url, BENCH_PG_SCHEMA: schema } });
    try {
      await listVendor(server);
      const players = await withDeadline(registerPlayers(server), 5 * 60_000, 'registering the slips bench players');
      const status = await json(await fetch(`${server.url}/wps/system/status`), 'status');
      await fund(url, schema, players, (status.currency as { code: string }).code, 'slips-fund');
      const gameCode = await openGame(server, url, schema);
      await slipLoad(server, players, gameCode, SLIPS_SETTINGS.warmupS);
      await analyzeSchema(url, schema);
      const before = await stakeCount(url, schema);
      const slips = await slipLoad(server, players, gameCode, SLIPS_SETTINGS.durationS);
      const after = await stakeCount(url, schema);
      assertClean(await debitLoad(server, players, SLIPS_SETTINGS.warmupS));
      const debits = await debitLoad(server, players, SLIPS_SETTINGS.durationS);
      assertClean(debits);
      const result: SlipsResult = {
        database: `PostgreSQL ${version}`,
        settings: SLIPS_SETTINGS,
        slipsPerSecond: round2(slips.requests.average),
        p50Ms: slips.latency.p50,
        p99Ms: slips.latency.p99,
        slipsPerCommit: round2((after.slips - before.slips) / Math.max(1, after.commits - before.commits)),
        debits: { perSecond: round2(debits.requests.average), p50Ms: debits.latency.p50, p99Ms: debits.latency.p99 },
        ratioVsDebits: round2(slips.requests.average / debits.requests.average),
      };
      console.error(
        `  POST /lgw/lottery/bets: ${result.slipsPerSecond} slips/s, p99 ${result.p99Ms} ms, ${result.slipsPerCommit} slips a commit; ` +
          `bare debits ${result.debits.perSecond}/s (p99 ${result.debits.p99Ms} ms); ratio ${result.ratioVsDebits}`,
      );
      return result;
    } finally {
      await server.stop();
    }
  });
}
