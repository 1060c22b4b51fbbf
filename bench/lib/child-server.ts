import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { onCleanup, withDeadline } from './cleanup.ts';

export const PORT_LINE = 'BENCH_LISTENING ';

export interface ChildServer {
  url: string;
  /** The server's own process (not a wrapper): its CPU time can be read from /proc. */
  pid: number;
  stop(): Promise<void>;
}

/**
 * Runs `bench/servers/<file>` in its own Node process (so it never shares an event loop with the
 * load generator or Lighthouse) and resolves once it prints the port it listens on. The server gets
 * a fresh temp DATA_DIR, removed after the process has exited; `env` adds settings of its own.
 */
export async function startChildServer(
  file: string,
  options: { env?: Record<string, string>; startTimeoutMs?: number } = {},
): Promise<ChildServer> {
  const { env = {}, startTimeoutMs = 90_000 } = options;
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-bench-'));
  const script = path.resolve(import.meta.dirname, '../servers', file);
  // stdin stays an open pipe: the child exits when it closes, even if this process is killed hard.
  // BENCH_CPU_PROF=<dir>: a V8 CPU profile of the server, written when it exits (where the time goes).
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', script], {
    env: { ...process.env, ...env, BENCH_DATA_DIR: dataDir },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });

  const stop = async () => {
    unregister();
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const hard = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(hard);
    }
    await fs.rm(dataDir, { recursive: true, force: true });
  };
  const unregister = onCleanup(stop);

  try {
    const port = await withDeadline(
      new Promise<number>((resolve, reject) => {
        let buffered = '';
        child.stdout.setEncoding('utf8');
        child.stdout.on('data', (chunk: string) => {
          buffered += chunk;
          const line = buffered.split('\n').find((l) => l.startsWith(PORT_LINE));
          if (line) resolve(Number(line.slice(PORT_LINE.length).trim()));
        });
        child.once('error', reject);
        child.once('exit', (code, signal) =>
          reject(new Error(`${file} exited before listening (code ${code}, signal ${signal})`)),
        );
      }),
      startTimeoutMs,
      `starting ${file}`,
    );
    return { url: `http://127.0.0.1:${port}`, pid: child.pid!, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}
