import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { within } from './deadline.ts';

const SERVER = path.resolve(import.meta.dirname, '../../../src/server.ts');
const LISTENING = /Server listening at (http:\/\/127\.0\.0\.1:(\d+))/;

export interface PortalProcess {
  name: string;
  port: number;
  url: string;
  /** The last lines the process wrote, for a failure's message. */
  output(): string;
  /** SIGTERM (the production shutdown: 503, streams and sockets closed), SIGKILL after `graceMs`. */
  stop(graceMs?: number): Promise<void>;
}

/**
 * The production entry (`node --import tsx apps/server/src/server.ts`) in its own process with
 * `env` as its whole environment (plus PATH), on a port of its choosing (PORT=0), read from the
 * "Server listening" log line. stdin stays an open pipe, so the child is never left behind
 * unnoticed; the caller stops it.
 */
export async function startPortalProcess(
  name: string,
  env: Record<string, string>,
  startTimeoutMs = 90_000,
): Promise<PortalProcess> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `portal-${name}-`));
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER], {
    env: {
      PATH: process.env.PATH ?? '',
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'info',
      DATA_DIR: dataDir,
      UPLOAD_DIR: path.join(dataDir, 'uploads'),
      ...env,
    },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let tail = '';
  const keep = (chunk: string) => {
    tail = (tail + chunk).slice(-4000);
  };
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
  };
  const listening = new Promise<{ url: string; port: number }>((resolve, reject) => {
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      keep(chunk);
      const match = LISTENING.exec(tail);
      if (match) resolve({ url: match[1]!, port: Number(match[2]) });
    });
    child.once('exit', (code, signal) =>
      reject(new Error(`${name} exited before listening (code ${code}, signal ${signal}):\n${tail}`)),
    );
  });
  try {
    const { url, port } = await within(listening, startTimeoutMs, `${name} listening`);
    return { name, port, url, output: () => tail, stop };
  } catch (error) {
    await stop(2_000);
    throw error;
  }
}
