import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const SCRIPT = path.resolve(import.meta.dirname, 'crash-server.ts');

export interface CrashServer {
  port: number;
  /** SIGKILL: no graceful close, requests in flight are cut wherever they are. */
  kill(): Promise<void>;
  /** How the process ended by itself (exit code or signal), or null while it runs. */
  exited(): string | null;
  /** The last lines it wrote to stderr. */
  stderr(): string;
}

/**
 * Starts crash-server.ts on the test's schema and resolves once it listens. A port just freed by a
 * killed server can take a moment to bind again: `port` is retried until `startTimeoutMs`.
 */
export async function startCrashServer(options: {
  url: string;
  schema: string;
  port?: number;
  startTimeoutMs?: number;
  /** Hears each deadlock (40P01) or serialization failure (40001) the server's driver saw. */
  onSqlRetry?: (code: string) => void;
}): Promise<CrashServer> {
  const deadline = Date.now() + (options.startTimeoutMs ?? 60_000);
  for (;;) {
    try {
      return await startOnce(options);
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

function startOnce(options: {
  url: string;
  schema: string;
  port?: number;
  onSqlRetry?: (code: string) => void;
}): Promise<CrashServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-crash-'));
  const child: ChildProcessWithoutNullStreams = spawn(process.execPath, ['--import', 'tsx', SCRIPT], {
    env: {
      ...process.env,
      CRASH_PG_URL: options.url,
      CRASH_PG_SCHEMA: options.schema,
      CRASH_PORT: String(options.port ?? 0),
      CRASH_DATA_DIR: dataDir,
    },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) =>
    child.once('exit', () => {
      fs.rmSync(dataDir, { recursive: true, force: true });
      resolve();
    }),
  );
  let stderr = '';
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (chunk: string) => {
    stderr = (stderr + chunk).slice(-2000);
  });
  return new Promise((resolve, reject) => {
    let buffered = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      buffered += chunk;
      const lines = buffered.split('\n');
      buffered = lines.pop()!;
      for (const line of lines) {
        if (line.startsWith('CRASH_SQL_RETRY ')) options.onSqlRetry?.(line.slice('CRASH_SQL_RETRY '.length));
        if (!line.startsWith('CRASH_LISTENING ')) continue;
        resolve({
          port: Number(line.slice('CRASH_LISTENING '.length)),
          async kill() {
            if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
            await exited;
          },
          exited: () => (child.exitCode ?? child.signalCode ?? null)?.toString() ?? null,
          stderr: () => stderr,
        });
      }
    });
    child.once('exit', (code, signal) =>
      reject(new Error(`crash-server exited before listening (${code ?? signal}): ${stderr}`)),
    );
  });
}
