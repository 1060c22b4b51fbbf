import { fork } from 'node:child_process';
import os from 'node:os';
import argon2 from 'argon2';
import { CompactEncrypt, compactDecrypt, exportJWK, generateKeyPair, importJWK, type JWK } from 'jose';
import { processCpuMs } from './lib/process-cpu.ts';

/**
 * A probe, not part of `npm run bench`: the floor under the login's goal (issue 36, docs/performance.md).
 * A bare Fastify server in its own process decrypts each body (RSA-OAEP-256 JWE) and runs
 * argon2.verify at the production profile, nothing else; the load is bench/accounts.ts's (16 at a
 * time, a fresh JWE per call). Prints logins/s over the hash ceiling measured the same way.
 *   node --import tsx bench/login-floor.ts
 */
const PROFILE = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;
const PASSWORD = 'Bench#Login2026';
const CONCURRENCY = 16;

async function serve() {
  const { default: Fastify } = await import('fastify');
  const { publicKey, privateKey } = await generateKeyPair('RSA-OAEP-256', { modulusLength: 2048 });
  const jwk = await exportJWK(publicKey);
  const hash = await argon2.hash(PASSWORD, PROFILE);
  const app = Fastify();
  app.get('/key', () => ({ jwk }));
  app.post('/login', async (request) => {
    const { plaintext } = await compactDecrypt((request.body as { jwe: string }).jwe, privateKey);
    const body = JSON.parse(new TextDecoder().decode(plaintext)) as { password: string };
    return { success: await argon2.verify(hash, body.password) };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  process.send!({ port: (app.server.address() as { port: number }).port });
}

async function measure() {
  const child = fork(import.meta.filename, ['serve'], { execArgv: ['--import', 'tsx'] });
  try {
    const port = await new Promise<number>((resolve) =>
      child.once('message', (m: { port: number }) => resolve(m.port)),
    );
    const url = `http://127.0.0.1:${port}`;
    const { jwk } = (await (await fetch(`${url}/key`)).json()) as { jwk: JWK };
    const key = await importJWK(jwk, 'RSA-OAEP-256');
    const login = async () => {
      const jwe = await new CompactEncrypt(
        new TextEncoder().encode(JSON.stringify({ username: 'u', password: PASSWORD })),
      )
        .setProtectedHeader({ alg: 'RSA-OAEP-256', enc: 'A256GCM' })
        .encrypt(key);
      const res = await fetch(`${url}/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jwe }),
      });
      if (!((await res.json()) as { success: boolean }).success)
        throw new Error('the floor server refused its password');
    };
    const run = async (seconds: number) => {
      const until = performance.now() + seconds * 1000;
      let done = 0;
      const worker = async () => {
        while (performance.now() < until) {
          await login();
          done += 1;
        }
      };
      await Promise.all(Array.from({ length: CONCURRENCY }, worker));
      return done;
    };
    // The ceiling as bench/accounts.ts takes it: cores × 1000 / the median of 20 hashes.
    const times: number[] = [];
    for (let i = 0; i < 20; i += 1) {
      const started = performance.now();
      await argon2.hash(PASSWORD, PROFILE);
      times.push(performance.now() - started);
    }
    const msPerHash = times.sort((a, b) => a - b)[10]!;
    const ceiling = (os.cpus().length * 1000) / msPerHash;
    await run(2);
    const serverBefore = processCpuMs(child.pid!);
    const clientBefore = process.cpuUsage();
    const started = performance.now();
    const logins = await run(10);
    const perSec = logins / ((performance.now() - started) / 1000);
    const serverAfter = processCpuMs(child.pid!);
    const client = process.cpuUsage(clientBefore);
    const serverMs = serverBefore === null || serverAfter === null ? NaN : (serverAfter - serverBefore) / logins;
    console.log(
      `argon2id ${msPerHash.toFixed(2)} ms a hash, ceiling ${ceiling.toFixed(1)}/s; decrypt and verify alone: ` +
        `${perSec.toFixed(1)} logins/s, ${(perSec / ceiling).toFixed(2)} of the ceiling; CPU a login: server ` +
        `${serverMs.toFixed(2)} ms, load generator ${((client.user + client.system) / 1000 / logins).toFixed(2)} ms`,
    );
  } finally {
    child.kill();
  }
}

if (process.argv[2] === 'serve') await serve();
else await measure();
