import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import autocannon, { type Options, type Result } from 'autocannon';
import { CompactEncrypt, importJWK, type JWK } from 'jose';
import { defaultEnv } from '../apps/server/src/config/env.ts';
import { openDatabase } from '../apps/server/src/db/database.ts';
import { createLedgerAccounts } from '../apps/server/src/features/wallet/ledger/accounts.ts';
import { createLedger } from '../apps/server/src/features/wallet/ledger/ledger.ts';
import { systemClock } from '../apps/server/src/platform/clock.ts';
import { startChildServer, type ChildServer } from './lib/child-server.ts';
import { withDeadline } from './lib/cleanup.ts';
import { databaseAddress } from './lib/database-url.ts';
import { analyzeSchema, runStatement, withEmptySchema } from './lib/fresh-schema.ts';
import { operatorToken } from './lib/operator-session.ts';
import { ADULT_DATE_OF_BIRTH } from './lib/adult.ts';
import { postgresCpuMs, processCpuMs } from './lib/process-cpu.ts';

/** 64 players on 64 connections (one each), a fresh Idempotency-Key per request; TPC-B alike. */
export const WALLET_SETTINGS = {
  connections: 64,
  players: 64,
  warmupS: 2,
  durationS: 10,
  amountMinor: 1,
  /** pgbench's builtin tpcb-like at this scale (1,000,000 accounts), as many clients as connections. */
  tpcbScale: 10,
  pgbenchJobs: 2,
} as const;
/** HTTP debits at least the database's own TPC-B rate (the stretch goal is twice it), p99 within 50 ms. */
export const WALLET_GOALS = { ratioVsTpcb: 1, stretchRatioVsTpcb: 2, p99Ms: 50 } as const;
const PASSWORD = 'Tr0ub4dor&3x';
/** The transfer vendor the wallet and studio benches debit toward. */
export const VENDOR = 'BENCH';

export interface WalletResult {
  database: string;
  settings: typeof WALLET_SETTINGS;
  /** POST /wps/relay/GCS_walletTransfer main → vendor:BENCH, each a ledger posting of two entries. */
  debitsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** pgbench's builtin tpcb-like (scale 10, the same clients) on the same server, after the HTTP run. */
  tpcbTps: number;
  /** debitsPerSecond ÷ tpcbTps. */
  ratioVsTpcb: number;
  http: {
    total: number;
    /** CPU time of the server process per debit (from /proc; null elsewhere): where the time goes. */
    serverCpuMsPerDebit: number | null;
    /** CPU time of every PostgreSQL process on this machine per debit (null when the server is elsewhere). */
    databaseCpuMsPerDebit: number | null;
    /** CPU time of the load generator (autocannon, this process) per debit. */
    clientCpuMsPerDebit: number | null;
    /** Journal transactions the run left: the 2xx answers plus at most one in flight per connection at the end. */
    postedTransactions: number;
    /** Journal transactions per database commit (a group commit stamps its batch with one time). */
    postingsPerCommit: number;
  };
  tpcb: {
    tps: number;
    latencyAvgMs: number;
    /** CPU time of every PostgreSQL process per transaction, as for the HTTP debits (null elsewhere). */
    databaseCpuMsPerTransaction: number | null;
    transactions: number;
    command: string;
  };
  goals: typeof WALLET_GOALS;
  met: { ratio: boolean; stretch: boolean; p99: boolean };
}

const round2 = (n: number) => Math.round(n * 100) / 100;

export async function json(res: Response, what: string): Promise<Record<string, unknown>> {
  const body = (await res.json()) as { success?: boolean; value?: Record<string, unknown> };
  if (res.status !== 200 || body.success !== true || !body.value)
    throw new Error(`${what} answered ${res.status} ${JSON.stringify(body).slice(0, 300)}`);
  return body.value;
}

/**
 * The bench's players: registered through the encrypted call (as the web client does), ids and
 * tokens; `count` of them named `<prefix><tag>x<n>`.
 */
export async function registerPlayers(
  server: ChildServer,
  count: number = WALLET_SETTINGS.players,
  prefix = 'wbench',
): Promise<{ id: number; token: string }[]> {
  const keyRes = await json(await fetch(`${server.url}/wps/system/encryption-key`), 'encryption key');
  const { kid, jwk } = keyRes as { kid: string; jwk: JWK };
  const key = await importJWK(jwk, 'RSA-OAEP-256');
  const tag = randomBytes(2).toString('hex');
  const players: { id: number; token: string }[] = [];
  let next = 0;
  // Four at a time: registration hashes at the production cost, and only the debits are measured.
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      while (next < count) {
        const username = `${prefix}${tag}x${next++}`;
        const payload = {
          username,
          password: PASSWORD,
          confirmPassword: PASSWORD,
          dateOfBirth: ADULT_DATE_OF_BIRTH,
          login: true,
        };
        const jwe = await new CompactEncrypt(new TextEncoder().encode(JSON.stringify(payload)))
          .setProtectedHeader({ alg: 'RSA-OAEP-256', enc: 'A256GCM', kid })
          .encrypt(key);
        const res = await fetch(`${server.url}/wps/member/register`, {
          method: 'PUT',
          headers: { 'content-type': 'application/json', language: 'en' },
          body: JSON.stringify({ jwe }),
        });
        const token = String((await json(res, 'registration')).token);
        const info = await json(
          await fetch(`${server.url}/wps/member/info`, { headers: { authorization: `Bearer ${token}` } }),
          'member info',
        );
        players.push({ id: Number(info.id), token });
      }
    }),
  );
  return players;
}

/** The brand lists the bench's transfer vendor, through the operator API. */
export async function listVendor(server: ChildServer): Promise<void> {
  const env = defaultEnv();
  const session = { token: await operatorToken(server.url, env.ADMIN_USERNAME, env.ADMIN_PASSWORD) };
  await json(
    await fetch(`${server.url}/admin/api/settings`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${String(session.token)}` },
      body: JSON.stringify({ wallet: { transferVendors: [VENDOR] } }),
    }),
    'settings',
  );
}

/** Money for each player through the ledger, from the bench process, as an operator adjustment posts it. */
export async function fund(
  url: string,
  schema: string,
  players: { id: number }[],
  currency: string,
  keyPrefix = 'fund',
) {
  const database = await openDatabase({
    url,
    schema,
    dataDir: '',
    poolMax: 4,
    idleTimeoutMs: 1000,
    statementTimeoutMs: 10_000,
  });
  try {
    const ledger = createLedger({ db: database.db, clock: systemClock });
    const accounts = createLedgerAccounts({ db: database.db });
    for (const player of players) {
      await ledger.post({
        source: 'bench',
        key: `${keyPrefix}-${player.id}`,
        kind: 'adjustment',
        memberId: player.id,
        lines: [
          { accountId: await accounts.system('adjustments', currency, player.id), amountMinor: -1_000_000_000 },
          { accountId: await accounts.player(player.id, 'main', currency), amountMinor: 1_000_000_000 },
        ],
      });
    }
  } finally {
    await database.close();
  }
}

/** autocannon's per-request hook (not in bench/autocannon.d.ts): one player per connection, a new key each time. */
interface RequestHook {
  setupRequest(request: { headers?: Record<string, string> }, context: { player?: number }): unknown;
}

export function debitLoad(server: { url: string }, players: { token: string }[], seconds: number): Promise<Result> {
  let nextPlayer = 0;
  let serial = 0;
  const run = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  const hook: RequestHook = {
    setupRequest(request, context) {
      context.player ??= nextPlayer++ % players.length;
      request.headers = {
        ...request.headers,
        authorization: `Bearer ${players[context.player]!.token}`,
        'idempotency-key': `b${run}${(serial += 1)}`,
      };
      return request;
    },
  };
  const options = {
    url: `${server.url}/wps/relay/GCS_walletTransfer`,
    connections: WALLET_SETTINGS.connections,
    duration: seconds,
    pipelining: 1,
    timeout: 10,
    requests: [
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ from: 'main', to: `vendor:${VENDOR}`, amount: WALLET_SETTINGS.amountMinor / 100 }),
        ...hook,
      },
    ],
  };
  const instance = autocannon(options as unknown as Options);
  return withDeadline(instance, (seconds + 30) * 1000, 'autocannon on the wallet transfer').catch((err: unknown) => {
    instance.stop();
    throw err;
  });
}

export function assertClean(result: Result) {
  if (result.errors > 0 || result.timeouts > 0 || result.non2xx > 0)
    throw new Error(
      `wallet debits: ${result.errors} errors, ${result.timeouts} timeouts, non-2xx ${result.non2xx} ` +
        `(${JSON.stringify(result.statusCodeStats)}): the figure would not be a throughput`,
    );
}

/**
 * pgbench's standard TPC-B-like transaction (builtin tpcb-like: three balance updates, a select, a
 * history insert) at scale 10 in the run's schema, with the HTTP run's client count.
 */
async function runTpcb(url: string, schema: string): Promise<WalletResult['tpcb']> {
  const { connections, pgbenchJobs, durationS, tpcbScale } = WALLET_SETTINGS;
  const env = { ...process.env, PGOPTIONS: `-c search_path=${schema}` };
  const pgbench = (args: string[]) =>
    promisify(execFile)('/usr/bin/pgbench', args, { env, timeout: (durationS + 300) * 1000 });
  await pgbench(['-i', '-q', '-s', String(tpcbScale), url]);
  const args = ['-b', 'tpcb-like', '-c', String(connections), '-j', String(pgbenchJobs), '-T', String(durationS)];
  const databaseBefore = postgresCpuMs();
  const { stdout } = await pgbench([...args, url]);
  const databaseAfter = postgresCpuMs();
  const number = (pattern: RegExp) => {
    const match = pattern.exec(stdout);
    if (!match) throw new Error(`pgbench output without ${pattern}: ${stdout}`);
    return Number(match[1]);
  };
  const failed = /number of failed transactions: (\d+)/.exec(stdout);
  if (failed && Number(failed[1]) > 0) throw new Error(`pgbench: ${failed[1]} failed transactions`);
  const transactions = number(/number of transactions actually processed: (\d+)/);
  return {
    tps: round2(number(/tps = ([\d.]+)/)),
    latencyAvgMs: round2(number(/latency average = ([\d.]+) ms/)),
    databaseCpuMsPerTransaction:
      databaseBefore === null || databaseAfter === null
        ? null
        : round2((databaseAfter - databaseBefore) / transactions),
    transactions,
    command: `pgbench -i -s ${tpcbScale}; pgbench ${args.join(' ')}`,
  };
}

/**
 * On PostgreSQL (a fresh schema, dropped afterwards): 64 funded players, one per connection, each
 * request a wallet debit (main → a vendor wallet, a fresh Idempotency-Key) through the real app in
 * its own process; then pgbench's standard TPC-B-like run on the same server with as many clients.
 */
export function runWallet(): Promise<WalletResult> {
  return withEmptySchema(async ({ url, schema, version }) => {
    const server = await startChildServer('pg-app-server.ts', { env: { BENCH_PG_URL: url, BENCH_PG_SCHEMA: schema } });
    let http: WalletResult['http'];
    let answered: Result;
    try {
      await listVendor(server);
      const players = await withDeadline(registerPlayers(server), 5 * 60_000, 'registering the bench players');
      const status = await json(await fetch(`${server.url}/wps/system/status`), 'status');
      await fund(url, schema, players, (status.currency as { code: string }).code);
      assertClean(await debitLoad(server, players, WALLET_SETTINGS.warmupS));
      // pgbench vacuums its tables before it measures; these get what autovacuum would give them.
      await analyzeSchema(url, schema);
      const before = await settledCount(url, schema);
      const cpuBefore = processCpuMs(server.pid);
      const databaseBefore = postgresCpuMs();
      const clientBefore = process.cpuUsage();
      answered = await debitLoad(server, players, WALLET_SETTINGS.durationS);
      const cpuAfter = processCpuMs(server.pid);
      const databaseAfter = postgresCpuMs();
      const client = process.cpuUsage(clientBefore);
      assertClean(answered);
      const after = await settledCount(url, schema);
      const posted = after.transactions - before.transactions;
      // Calls still in flight when autocannon stops are posted but not counted: at most one per connection.
      const inFlight = posted - answered['2xx'];
      if (inFlight < 0 || inFlight > WALLET_SETTINGS.connections)
        throw new Error(`${answered['2xx']} debits answered, ${posted} journal transactions: keys moved money wrongly`);
      const total = answered.requests.total;
      http = {
        total,
        serverCpuMsPerDebit: cpuBefore === null || cpuAfter === null ? null : round2((cpuAfter - cpuBefore) / total),
        databaseCpuMsPerDebit:
          databaseBefore === null || databaseAfter === null ? null : round2((databaseAfter - databaseBefore) / total),
        clientCpuMsPerDebit: round2((client.user + client.system) / 1000 / total),
        postedTransactions: posted,
        postingsPerCommit: round2(posted / Math.max(1, after.commits - before.commits)),
      };
      console.error(
        `  POST /wps/relay/GCS_walletTransfer: ${round2(answered.requests.average)} debits/s, p99 ${answered.latency.p99} ms, ${http.postingsPerCommit} postings a commit; CPU a debit: server ${http.serverCpuMsPerDebit} ms, database ${http.databaseCpuMsPerDebit} ms, load generator ${http.clientCpuMsPerDebit} ms`,
      );
    } finally {
      await server.stop();
    }
    const tpcb = await runTpcb(url, schema);
    console.error(`  pgbench tpcb-like, scale ${WALLET_SETTINGS.tpcbScale}: ${tpcb.tps} tps`);
    const debitsPerSecond = round2(answered.requests.average);
    const ratioVsTpcb = round2(debitsPerSecond / tpcb.tps);
    return {
      database: `PostgreSQL ${version} (${databaseAddress(url)}), a fresh schema`,
      settings: WALLET_SETTINGS,
      debitsPerSecond,
      p50Ms: answered.latency.p50,
      p99Ms: answered.latency.p99,
      tpcbTps: tpcb.tps,
      ratioVsTpcb,
      http,
      tpcb,
      goals: WALLET_GOALS,
      met: {
        ratio: ratioVsTpcb >= WALLET_GOALS.ratioVsTpcb,
        stretch: ratioVsTpcb >= WALLET_GOALS.stretchRatioVsTpcb,
        p99: answered.latency.p99 <= WALLET_GOALS.p99Ms,
      },
    };
  });
}

/** The counts once calls left in flight by a stopped autocannon have landed (two equal readings). */
async function settledCount(url: string, schema: string): Promise<{ transactions: number; commits: number }> {
  let last = await countTransfers(url, schema);
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 300));
    const now = await countTransfers(url, schema);
    if (now.transactions === last.transactions) return now;
    last = now;
  }
}

/** Transfer journal rows, and the commits that wrote them: a batch's rows share their time. */
async function countTransfers(url: string, schema: string): Promise<{ transactions: number; commits: number }> {
  const [row] = await runStatement(
    url,
    `select count(*)::text as n, count(distinct created_at)::text as commits
     from "${schema}".ledger_transactions where source = 'transfer'`,
  );
  return { transactions: Number(row?.n ?? 0), commits: Number(row?.commits ?? 0) };
}
