import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { startHaproxy, type Balancer } from './haproxy.ts';
import { startPortalProcess, type PortalProcess } from './portal-process.ts';

/** What a production start needs (README, Configuration), besides the database and Redis. */
export const OPERATOR_PASSWORD = 'Scale-Out-Operator-2030!';
export const PRODUCTION_ENV = {
  NODE_ENV: 'production',
  ADMIN_PASSWORD: OPERATOR_PASSWORD,
  PUBLIC_URL: 'https://play.example',
  SECRETS_MASTER_KEY: Buffer.alloc(32, 11).toString('base64'),
  SMS_PROVIDER: 'http',
  SMS_HTTP_URL: 'http://127.0.0.1:9/sms',
  EMAIL_PROVIDER: 'smtp',
  SMTP_URL: 'smtp://127.0.0.1:9',
  // The setup signs the operator in with a password: enrolling an authenticator is not what runs here.
  OPERATOR_TWO_STEP_REQUIRED: 'false',
} as const;

export interface Cluster {
  balancer: Balancer;
  portals: PortalProcess[];
  databaseUrl: string;
  stop(): Promise<void>;
}

async function adminQuery(serverUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * A fresh PostgreSQL database on the server of `serverUrl`, `instances` production server
 * processes on it and on one Redis bus namespace, and HAProxy in front. `stop` ends HAProxy, then
 * the instances (SIGTERM, as an orchestrator does), then drops the database; it is safe to call
 * after a failed start.
 */
export async function startCluster(options: {
  serverUrl: string;
  redisUrl: string;
  instances: number;
  env?: Record<string, string>;
}): Promise<Cluster> {
  const run = randomBytes(4).toString('hex');
  const database = `scale_${run}`;
  const databaseUrl = new URL(options.serverUrl);
  databaseUrl.pathname = `/${database}`;
  await adminQuery(options.serverUrl, `create database "${database}"`);
  const portals: PortalProcess[] = [];
  let balancer: Balancer | null = null;
  const stop = async () => {
    await balancer?.stop();
    await Promise.all(portals.map((p) => p.stop()));
    await adminQuery(options.serverUrl, `drop database if exists "${database}" with (force)`);
  };
  try {
    const env = {
      ...PRODUCTION_ENV,
      DATABASE_URL: databaseUrl.toString(),
      REDIS_URL: options.redisUrl,
      // One deployment: one bus and one set of rate-limit counters, apart from anything else on this Redis.
      BUS_NAMESPACE: `scale-${run}`,
      RATE_LIMIT_NAMESPACE: `scale-${run}-rl:`,
      ...options.env,
    };
    // Started together, as an orchestrator does: migrations take an advisory lock, seeding is idempotent.
    const started = await Promise.allSettled(
      Array.from({ length: options.instances }, (_, i) => startPortalProcess(`portal-${i + 1}`, env)),
    );
    for (const s of started) if (s.status === 'fulfilled') portals.push(s.value);
    const failed = started.find((s) => s.status === 'rejected');
    if (failed) throw failed.reason;
    balancer = await startHaproxy(portals.map((p) => ({ name: p.name, address: `127.0.0.1:${p.port}` })));
    return { balancer, portals, databaseUrl: databaseUrl.toString(), stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
