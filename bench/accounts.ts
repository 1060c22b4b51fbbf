import os from 'node:os';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { CompactEncrypt, importJWK, type JWK } from 'jose';
import { defaultEnv } from '../apps/server/src/config/env.ts';
import { createPasswords } from '../apps/server/src/features/members/passwords.ts';
import { load, type Throughput, throughputOf, HTTP_SETTINGS } from './http.ts';
import { startChildServer, type ChildServer } from './lib/child-server.ts';
import { onCleanup, withDeadline } from './lib/cleanup.ts';
import { benchDatabaseUrl, databaseAddress } from './lib/database-url.ts';
import { ADULT_DATE_OF_BIRTH } from './lib/adult.ts';
import { processCpuMs } from './lib/process-cpu.ts';

/** Members registered before the login run; logins cycle through them. */
export const LOGIN_SETTINGS = { members: 64, concurrency: 16, warmupS: 2, durationS: 10, hashSamples: 20 } as const;
const PASSWORD = 'Tr0ub4dor&3x';

export interface AccountsResult {
  database: string;
  hash: {
    profile: string;
    parameters: string;
    /** One argon2id hash at a time in the bench process, server stopped: median and mean. */
    msPerHash: number;
    meanMsPerHash: number;
    /** argon2.verify (what a login runs) the same way, for comparison. */
    msPerVerify: number;
    /** CPU time (not wall time) per hash and per verify: steadier than wall time on a shared machine. */
    cpuMsPerHash: number;
    cpuMsPerVerify: number;
    /** cores × 1000 / msPerHash: the logins per second the hash alone would allow. */
    ceilingPerSec: number;
    /** Hashes per second actually reached with `cores` hashes in flight for a few seconds (information). */
    parallelPerSec: number;
  };
  login: {
    settings: typeof LOGIN_SETTINGS;
    loginsPerSec: number;
    total: number;
    p50Ms: number;
    p99Ms: number;
    /** loginsPerSec ÷ ceilingPerSec: near 1 means the login path is bound by the hash. */
    ofHashCeiling: number;
    /** CPU time per login of the server process (argon2's threads included) and of the load generator. */
    serverCpuMsPerLogin: number | null;
    clientCpuMsPerLogin: number;
  };
  memberInfo: {
    settings: typeof HTTP_SETTINGS;
    info: Throughput;
    healthz: Throughput;
    /** info ÷ healthz, same server, same run. */
    ratio: number;
  };
}

const databaseUrl = benchDatabaseUrl;

/** A fresh schema for this run on the PostgreSQL server, dropped at the end (or on Ctrl-C). */
async function freshSchema(url: string): Promise<{ schema: string; version: string; drop: () => Promise<void> }> {
  const schema = `bench_${randomBytes(6).toString('hex')}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return (await client.query<Record<string, string>>(statement)).rows;
    } finally {
      await client.end();
    }
  };
  const [row] = await run('show server_version');
  await run(`create schema "${schema}"`);
  const drop = async () => {
    unregister();
    await run(`drop schema if exists "${schema}" cascade`);
  };
  const unregister = onCleanup(drop);
  return { schema, version: row?.server_version ?? 'unknown', drop };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
const round2 = (n: number) => Math.round(n * 100) / 100;

/** The server's own hashing code at the production profile, timed one call at a time. */
async function timeHashes(): Promise<AccountsResult['hash']> {
  const env = defaultEnv();
  const passwords = createPasswords(env);
  await passwords.hash(PASSWORD); // first call loads the native module
  const samples = LOGIN_SETTINGS.hashSamples;
  const cpuMs = (since: NodeJS.CpuUsage) => {
    const used = process.cpuUsage(since);
    return (used.user + used.system) / 1000;
  };
  const hashMs: number[] = [];
  let hash = '';
  const hashCpu = process.cpuUsage();
  for (let i = 0; i < samples; i += 1) {
    const started = performance.now();
    hash = await passwords.hash(PASSWORD);
    hashMs.push(performance.now() - started);
  }
  const cpuMsPerHash = cpuMs(hashCpu) / samples;
  const verifyMs: number[] = [];
  const verifyCpu = process.cpuUsage();
  for (let i = 0; i < samples; i += 1) {
    const started = performance.now();
    if (!(await passwords.verify(hash, PASSWORD))) throw new Error('argon2 verify refused its own hash');
    verifyMs.push(performance.now() - started);
  }
  const cpuMsPerVerify = cpuMs(verifyCpu) / samples;
  const msPerHash = median(hashMs);
  const cores = os.cpus().length;
  const parallel = await bounded(cores, 3, async () => void (await passwords.hash(PASSWORD)));
  // The encoded hash names its parameters ($argon2id$v=19$m=19456,t=2,p=1$...).
  const parameters = hash.split('$')[3] ?? 'unknown';
  return {
    profile: env.PASSWORD_HASH_PROFILE,
    parameters,
    msPerHash: round2(msPerHash),
    meanMsPerHash: round2(hashMs.reduce((a, b) => a + b, 0) / hashMs.length),
    msPerVerify: round2(median(verifyMs)),
    cpuMsPerHash: round2(cpuMsPerHash),
    cpuMsPerVerify: round2(cpuMsPerVerify),
    ceilingPerSec: round2((cores * 1000) / msPerHash),
    parallelPerSec: round2(parallel.length / 3),
  };
}

interface Client {
  url: string;
  encrypt(payload: unknown): Promise<{ jwe: string }>;
}

/** Encrypts each body afresh for the server's published key, as the web client does. */
async function clientFor(server: ChildServer): Promise<Client> {
  const res = await fetch(`${server.url}/wps/system/encryption-key`);
  const { kid, jwk } = ((await res.json()) as { value: { kid: string; jwk: JWK } }).value;
  const key = await importJWK(jwk, 'RSA-OAEP-256');
  return {
    url: server.url,
    encrypt: async (payload) => ({
      jwe: await new CompactEncrypt(new TextEncoder().encode(JSON.stringify(payload)))
        .setProtectedHeader({ alg: 'RSA-OAEP-256', enc: 'A256GCM', kid })
        .encrypt(key),
    }),
  };
}

/** An encrypted call that must answer 200 with success: anything else stops the bench. */
async function signIn(client: Client, method: 'PUT' | 'POST', path: string, payload: unknown): Promise<string> {
  const res = await fetch(`${client.url}${path}`, {
    method,
    headers: { 'content-type': 'application/json', language: 'en' },
    body: JSON.stringify(await client.encrypt(payload)),
  });
  const body = (await res.json()) as { success?: boolean; value?: { token?: string } };
  if (res.status !== 200 || body.success !== true || !body.value?.token)
    throw new Error(`${method} ${path} answered ${res.status} ${JSON.stringify(body).slice(0, 300)}`);
  return body.value.token;
}

/** Runs `task` from `concurrency` workers until `seconds` pass; returns each call's latency. */
async function bounded(concurrency: number, seconds: number, task: (n: number) => Promise<void>): Promise<number[]> {
  const until = performance.now() + seconds * 1000;
  const latencies: number[] = [];
  let next = 0;
  const worker = async () => {
    while (performance.now() < until) {
      const started = performance.now();
      await task(next++);
      latencies.push(performance.now() - started);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return latencies;
}

async function registerMembers(client: Client): Promise<string[]> {
  const tag = randomBytes(2).toString('hex');
  const usernames = Array.from({ length: LOGIN_SETTINGS.members }, (_, i) => `bench${tag}x${i}`);
  let index = 0;
  // Four at a time: registration hashes too, and only the logins are measured.
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      while (index < usernames.length) {
        const username = usernames[index++]!;
        await signIn(client, 'PUT', '/wps/member/register', {
          username,
          password: PASSWORD,
          confirmPassword: PASSWORD,
          dateOfBirth: ADULT_DATE_OF_BIRTH,
          login: true,
        });
      }
    }),
  );
  return usernames;
}

async function measureLogins(
  client: Client,
  serverPid: number,
  usernames: string[],
  ceiling: number,
): Promise<AccountsResult['login']> {
  const login = (n: number) =>
    signIn(client, 'POST', '/wps/session/login', { username: usernames[n % usernames.length], password: PASSWORD });
  const { concurrency, warmupS, durationS } = LOGIN_SETTINGS;
  await bounded(concurrency, warmupS, async (n) => void (await login(n)));
  const started = performance.now();
  const serverCpuBefore = processCpuMs(serverPid);
  const clientCpuBefore = process.cpuUsage();
  const latencies = await bounded(concurrency, durationS, async (n) => void (await login(n)));
  const elapsedS = (performance.now() - started) / 1000;
  const serverCpuAfter = processCpuMs(serverPid);
  const clientCpu = process.cpuUsage(clientCpuBefore);
  latencies.sort((a, b) => a - b);
  const loginsPerSec = latencies.length / elapsedS;
  console.error(`  POST /wps/session/login: ${loginsPerSec.toFixed(1)} logins/s`);
  return {
    settings: LOGIN_SETTINGS,
    loginsPerSec: round2(loginsPerSec),
    total: latencies.length,
    p50Ms: Math.round(percentile(latencies, 50)),
    p99Ms: Math.round(percentile(latencies, 99)),
    ofHashCeiling: round2(loginsPerSec / ceiling),
    serverCpuMsPerLogin:
      serverCpuBefore === null || serverCpuAfter === null
        ? null
        : round2((serverCpuAfter - serverCpuBefore) / latencies.length),
    clientCpuMsPerLogin: round2((clientCpu.user + clientCpu.system) / 1000 / latencies.length),
  };
}

/** GET with a warm-up, then the measured run (autocannon, the http bench's settings). */
async function measureGet(url: string, headers: Record<string, string>, check: (body: unknown) => boolean) {
  const response = await fetch(url, { headers });
  const body: unknown = await response.json();
  if (!response.ok || !check(body))
    throw new Error(`${url} answered ${response.status} ${JSON.stringify(body).slice(0, 300)}`);
  await load(url, HTTP_SETTINGS.warmupS, headers);
  const result = throughputOf(url, await load(url, HTTP_SETTINGS.durationS, headers));
  console.error(`  ${new URL(url).pathname}: ${Math.round(result.requestsPerSec)} req/s`);
  return result;
}

const succeeded = (body: unknown) => (body as { success?: boolean }).success === true;

/**
 * On PostgreSQL (a fresh schema, dropped afterwards): argon2id's cost at the production profile
 * measured directly, then logins per second through the real encrypted login call (bounded
 * concurrency, a fresh JWE per call), then GET /wps/member/info with a member token next to
 * GET /healthz on the same server (autocannon, 64 connections).
 */
export async function runAccounts(): Promise<AccountsResult> {
  const hash = await timeHashes();
  console.error(`  argon2id ${hash.parameters}: ${hash.msPerHash} ms a hash (median of ${LOGIN_SETTINGS.hashSamples})`);

  const url = databaseUrl();
  const { schema, version, drop } = await freshSchema(url);
  try {
    const server = await startChildServer('pg-app-server.ts', { env: { BENCH_PG_URL: url, BENCH_PG_SCHEMA: schema } });
    try {
      const client = await clientFor(server);
      const usernames = await withDeadline(registerMembers(client), 5 * 60_000, 'registering the bench members');
      const login = await measureLogins(client, server.pid, usernames, hash.ceilingPerSec);
      const token = await signIn(client, 'POST', '/wps/session/login', { username: usernames[0], password: PASSWORD });
      const info = await measureGet(`${server.url}/wps/member/info`, { authorization: `Bearer ${token}` }, succeeded);
      const healthz = await measureGet(`${server.url}/healthz`, {}, succeeded);
      return {
        database: `PostgreSQL ${version} (${databaseAddress(url)}), a fresh schema`,
        hash,
        login,
        memberInfo: {
          settings: HTTP_SETTINGS,
          info,
          healthz,
          ratio: round2(info.requestsPerSec / healthz.requestsPerSec),
        },
      };
    } finally {
      await server.stop();
    }
  } finally {
    await drop();
  }
}
