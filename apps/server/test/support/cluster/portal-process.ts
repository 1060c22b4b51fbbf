import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { poll } from './deadline.ts';
import { freePort } from './free-port.ts';

const SERVER = path.resolve(import.meta.dirname, '../../../src/server.ts');

export interface PortalProcess {
  name: string;
  port: number;
  url: string;
  /** The last lines the process wrote, for a failure's message. */
  output(): string;
  /**
   * SIGTERM (the production shutdown: 503, streams and sockets closed), SIGKILL after `graceMs`;
   * answers the exit code (0: a clean shutdown; null: killed).
   */
  stop(graceMs?: number): Promise<number | null>;
}

/**
 * The production entry (`node --import tsx apps/server/src/server.ts`) in its own process with
 * `env` as its whole environment (plus PATH), on a free port, ready once /healthz answers (so any
 * LOG_LEVEL works). The caller stops it (the test's afterAll, the bench's cleanup).
 */
export async function startPortalProcess(
  name: string,
  env: Record<string, string>,
  startTimeoutMs = 90_000,
): Promise<PortalProcess> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `portal-${name}-`));
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER], {
    env: {
      PATH: process.env.PATH ?? '',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      DATA_DIR: dataDir,
      UPLOAD_DIR: path.join(dataDir, 'uploads'),
      ...env,
      PORT: String(port),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let tail = '';
  const keep = (chunk: string) => {
    tail = (tail + chunk).slice(-4000);
  };
  child.stdout.setEncoding('utf8').on('data', keep);
  child.stderr.setEncoding('utf8').on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async (graceMs = 15_000) => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const hard = setTimeout(() => child.kill('SIGKILL'), graceMs);
      await exited;
      clearTimeout(hard);
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
    return child.exitCode;
  };
  const url = `http://127.0.0.1:${port}`;
  try {
    const outcome = await poll(
      async () => {
        if (child.exitCode !== null || child.signalCode !== null) return 'exited';
        return (await fetch(`${url}/healthz`)).status === 200 ? 'up' : undefined;
      },
      startTimeoutMs,
      `${name} answering on ${url}`,
      100,
    );
    if (outcome === 'exited')
      throw new Error(`${name} exited before listening (code ${child.exitCode}, signal ${child.signalCode})`);
    return { name, port, url, output: () => tail, stop };
  } catch (error) {
    await stop(2_000);
    throw new Error(`${(error as Error).message}:\n${tail}`, { cause: error });
  }
}
