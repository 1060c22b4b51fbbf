import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { poll } from './deadline.ts';
import { freePort } from './free-port.ts';

/** The checked-in configuration compose.scale.yaml runs; the test and the bench render it. */
export const HAPROXY_TEMPLATE = path.resolve(import.meta.dirname, '../../../../../ops/haproxy/haproxy.cfg');
export const HAPROXY_BIN = process.env.HAPROXY_PATH ?? '/usr/sbin/haproxy';
/** The response header naming the instance that answered (`http-response set-header` in the template). */
export const INSTANCE_HEADER = 'x-portal-instance';

/**
 * The template with its `bind` address and `server` lines replaced, nothing else: what runs in CI
 * is what compose runs. Throws when the template no longer has the lines it swaps.
 */
export function renderHaproxyConfig(
  template: string,
  options: { bind: string; servers: { name: string; address: string }[] },
): string {
  const lines = template.split('\n');
  const binds = lines.filter((l) => /^\s+bind\s/.test(l));
  const servers = lines.filter((l) => /^\s+server\s/.test(l));
  if (binds.length !== 1 || servers.length === 0)
    throw new Error('haproxy.cfg: expected one bind line and server lines');
  const out: string[] = [];
  for (const line of lines) {
    if (line === binds[0]) out.push(`  bind ${options.bind}`);
    else if (line === servers[0]) out.push(...options.servers.map((s) => `  server ${s.name} ${s.address}`));
    else if (!servers.includes(line)) out.push(line);
  }
  return out.join('\n');
}

export interface Balancer {
  url: string;
  stop(): Promise<void>;
}

/**
 * HAProxy in the foreground (-db) as a child process, balancing over `servers`; resolves once its
 * health checks have every server up, shown by each answering /readyz through it.
 */
export async function startHaproxy(
  servers: { name: string; address: string }[],
  startTimeoutMs = 30_000,
): Promise<Balancer> {
  if (!fs.existsSync(HAPROXY_BIN)) {
    throw new Error(`no HAProxy at ${HAPROXY_BIN}: run scripts/ensure-haproxy.sh (npm run test:services does)`);
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-haproxy-'));
  const port = await freePort();
  const config = renderHaproxyConfig(fs.readFileSync(HAPROXY_TEMPLATE, 'utf8'), {
    bind: `127.0.0.1:${port}`,
    servers,
  });
  const file = path.join(dir, 'haproxy.cfg');
  fs.writeFileSync(file, config);
  const child = spawn(HAPROXY_BIN, ['-db', '-f', file], { stdio: ['ignore', 'pipe', 'pipe'] });
  let tail = '';
  const keep = (chunk: Buffer) => (tail = (tail + chunk.toString()).slice(-4000));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      // SIGUSR1 would wait for every open connection; the test has closed its own, so stop now.
      child.kill('SIGTERM');
      const hard = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(hard);
    }
    fs.rmSync(dir, { recursive: true, force: true });
  };
  const url = `http://127.0.0.1:${port}`;
  try {
    const seen = new Set<string>();
    const outcome = await poll(
      async () => {
        if (child.exitCode !== null) return 'exited';
        const res = await fetch(`${url}/readyz`);
        const instance = res.headers.get(INSTANCE_HEADER);
        if (res.status === 200 && instance) seen.add(instance);
        return seen.size === servers.length ? 'up' : undefined;
      },
      startTimeoutMs,
      `HAProxy on ${url} with ${servers.length} servers up`,
      100,
    );
    if (outcome === 'exited') throw new Error(`haproxy exited (code ${child.exitCode})`);
    return { url, stop };
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message}\n${tail}`, { cause: error });
  }
}
