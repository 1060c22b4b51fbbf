import type { Result } from 'autocannon';
import { openDatabase } from '../apps/server/src/db/database.ts';
import { reconcileLedger } from '../apps/server/src/features/wallet/ledger/reconcile.ts';
import {
  call,
  expectOk,
  memberId,
  newKey,
  operatorToken,
  registerMember,
} from '../apps/server/test/support/cluster/client.ts';
import { OPERATOR_PASSWORD, startCluster } from '../apps/server/test/support/cluster/cluster.ts';
import { startHaproxy, type Balancer } from '../apps/server/test/support/cluster/haproxy.ts';
import { onCleanup, withDeadline } from './lib/cleanup.ts';
import { benchDatabaseUrl, databaseAddress } from './lib/database-url.ts';
import { runStatement } from './lib/fresh-schema.ts';
import { VENDOR, WALLET_SETTINGS, assertClean, debitLoad } from './wallet.ts';

/**
 * The same wallet debit (POST /wps/relay/GCS_walletTransfer, a fresh Idempotency-Key each) through
 * HAProxy (ops/haproxy/haproxy.cfg) to one instance, then to three, in one run on one fresh
 * database and one Redis: three production server processes, the first balancer naming only one
 * of them. On a machine of few cores the instances, PostgreSQL, HAProxy and the load generator
 * share them, so the ratio says what a second and third process buy here, not on a real fleet.
 */
export const SCALE_SETTINGS = {
  connections: WALLET_SETTINGS.connections,
  players: WALLET_SETTINGS.players,
  warmupS: 2,
  durationS: 10,
  rounds: 2,
  amountMinor: WALLET_SETTINGS.amountMinor,
} as const;
const PASSWORD = 'Sc4le-bench-player!';

interface Round {
  debitsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  total: number;
  /** Ledger postings per database commit (a group commit stamps its batch with one time). */
  postingsPerCommit: number;
}

interface Arm {
  instances: number;
  /** The rounds' mean. */
  debitsPerSecond: number;
  /** The worse round's. */
  p50Ms: number;
  p99Ms: number;
  rounds: Round[];
}

export interface ScaleResult {
  database: string;
  redis: string;
  settings: typeof SCALE_SETTINGS;
  one: Arm;
  three: Arm;
  /** three.debitsPerSecond ÷ one.debitsPerSecond. */
  ratio: number;
  /** Ledger transactions the run left against the debits answered (replays and in-flight calls aside). */
  ledger: { reconciles: boolean; transactions: number };
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** Transfer postings so far, and the commits that wrote them (once the calls in flight have landed). */
async function postings(databaseUrl: string): Promise<{ postings: number; commits: number }> {
  await new Promise((resolve) => setTimeout(resolve, 500));
  const [row] = await runStatement(
    databaseUrl,
    `select count(*)::text as n, count(distinct created_at)::text as commits
     from ledger_transactions where source = 'transfer'`,
  );
  return { postings: Number(row?.n), commits: Number(row?.commits) };
}

async function round(
  balancer: Balancer,
  players: { token: string }[],
  instances: number,
  databaseUrl: string,
): Promise<Round> {
  assertClean(await debitLoad(balancer, players, SCALE_SETTINGS.warmupS));
  const before = await postings(databaseUrl);
  const result: Result = await debitLoad(balancer, players, SCALE_SETTINGS.durationS);
  assertClean(result);
  const after = await postings(databaseUrl);
  const figures = {
    debitsPerSecond: round2(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    total: result.requests.total,
    postingsPerCommit: round2((after.postings - before.postings) / Math.max(1, after.commits - before.commits)),
  };
  console.error(
    `  ${instances} instance(s): ${figures.debitsPerSecond} debits/s, p50 ${figures.p50Ms} ms, p99 ${figures.p99Ms} ms, ${figures.postingsPerCommit} postings a commit`,
  );
  return figures;
}

const armOf = (instances: number, rounds: Round[]): Arm => ({
  instances,
  debitsPerSecond: round2(rounds.reduce((sum, r) => sum + r.debitsPerSecond, 0) / rounds.length),
  p50Ms: Math.max(...rounds.map((r) => r.p50Ms)),
  p99Ms: Math.max(...rounds.map((r) => r.p99Ms)),
  rounds,
});

export async function runScale(): Promise<ScaleResult> {
  const serverUrl = benchDatabaseUrl();
  const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  const cluster = await startCluster({
    serverUrl,
    redisUrl,
    instances: 3,
    // Quiet logs and no global rate limit: the load generator is one address.
    env: { LOG_LEVEL: 'warn', RATE_LIMIT_MAX: '1000000000' },
  });
  const unregister = onCleanup(() => cluster.stop().then(() => undefined));
  try {
    const base = cluster.balancer.url;
    const operator = await operatorToken(base, 'admin', OPERATOR_PASSWORD, `${OPERATOR_PASSWORD}-bench`);
    expectOk(
      await call(base, 'PATCH', '/admin/api/settings', {
        token: operator,
        body: { wallet: { transferVendors: [VENDOR] } },
      }),
      'settings',
    );
    const tag = Date.now().toString(36).slice(-5);
    const players: { id: number; token: string }[] = [];
    let next = 0;
    // Four at a time: registration hashes at the production cost, and only the debits are measured.
    await withDeadline(
      Promise.all(
        Array.from({ length: 4 }, async () => {
          while (next < SCALE_SETTINGS.players) {
            const { token } = await registerMember(base, `sbench${tag}x${next++}`, PASSWORD);
            const id = await memberId(base, token);
            expectOk(
              await call(base, 'POST', '/admin/api/wallet/adjustments', {
                token: operator,
                key: newKey('fund'),
                body: { memberId: id, amount: 100, reason: 'scale bench' },
              }),
              'funding',
            );
            players.push({ id, token });
          }
        }),
      ),
      5 * 60_000,
      'registering and funding the bench players',
    );

    // One, three, one, three: a drift of the shared machine or the growing tables weighs on both.
    const alone = await startHaproxy([{ name: 'portal-1', address: `127.0.0.1:${cluster.portals[0]!.port}` }]);
    const dropAlone = onCleanup(() => alone.stop());
    const rounds = { one: [] as Round[], three: [] as Round[] };
    for (let i = 0; i < SCALE_SETTINGS.rounds; i++) {
      rounds.one.push(await round(alone, players, 1, cluster.databaseUrl));
      rounds.three.push(await round(cluster.balancer, players, 3, cluster.databaseUrl));
    }
    dropAlone();
    await alone.stop();
    const one = armOf(1, rounds.one);
    const three = armOf(3, rounds.three);

    const database = await openDatabase({
      url: cluster.databaseUrl,
      dataDir: '',
      poolMax: 2,
      idleTimeoutMs: 1000,
      statementTimeoutMs: 120_000,
    });
    let ledger: ScaleResult['ledger'];
    try {
      const report = await reconcileLedger(database.db, new Date());
      ledger = { reconciles: report.ok, transactions: report.transactions };
    } finally {
      await database.close();
    }
    if (!ledger.reconciles) throw new Error('the scale bench left a ledger that does not reconcile');
    return {
      database: `PostgreSQL (${databaseAddress(serverUrl)}), a fresh database`,
      redis: new URL(redisUrl).host,
      settings: SCALE_SETTINGS,
      one,
      three,
      ratio: round2(three.debitsPerSecond / one.debitsPerSecond),
      ledger,
    };
  } finally {
    unregister();
    await cluster.stop();
  }
}
