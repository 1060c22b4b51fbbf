import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Throwaway PostgreSQL clusters for tests that need their own server: a primary made by initdb and
 * a streaming replica made from it by pg_basebackup, on ports of their own under a temp folder.
 * PostgreSQL refuses to run as root, so as root the commands run as the `postgres` user.
 */
const binDir = () => {
  const versions = fs
    .readdirSync('/usr/lib/postgresql')
    .filter((v) => fs.existsSync(`/usr/lib/postgresql/${v}/bin/initdb`))
    .sort((a, b) => Number(b) - Number(a));
  if (versions.length === 0) throw new Error('no PostgreSQL server binaries under /usr/lib/postgresql');
  return `/usr/lib/postgresql/${versions[0]}/bin`;
};

const asRoot = process.getuid?.() === 0;

function run(command: string, args: string[]) {
  const [file, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
  const result = spawnSync(file, argv, { encoding: 'utf8', timeout: 60_000 });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed (${result.status}): ${result.stderr || result.stdout}`);
  }
  return result.stdout;
}

export interface Cluster {
  port: number;
  url: string;
  dataDir: string;
  stop(): void;
}

export interface ReplicatedPair {
  primary: Cluster;
  replica: Cluster;
  /** Stops both and removes their folders. */
  remove(): void;
}

function start(bin: string, dataDir: string, port: number): Cluster {
  run(`${bin}/pg_ctl`, ['-D', dataDir, '-l', path.join(dataDir, 'server.log'), '-w', '-t', '60', 'start']);
  return {
    port,
    dataDir,
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: () => {
      spawnSync(asRoot ? 'runuser' : `${bin}/pg_ctl`, [
        ...(asRoot ? ['-u', 'postgres', '--', `${bin}/pg_ctl`] : []),
        '-D',
        dataDir,
        '-m',
        'fast',
        '-w',
        'stop',
      ]);
    },
  };
}

/** A primary on `port` and its streaming replica on `port + 1`. */
export function startReplicatedPair(port: number): ReplicatedPair {
  const bin = binDir();
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'pg-pair-'));
  if (asRoot) execFileSync('chown', ['postgres:postgres', root]);
  const primaryDir = path.join(root, 'primary');
  const replicaDir = path.join(root, 'replica');
  run(`${bin}/initdb`, ['-D', primaryDir, '-U', 'postgres', '--auth=trust', '--no-sync']);
  // Test clusters: fast and local; the settings a streaming replica needs are PostgreSQL's defaults.
  const settings = (p: number) =>
    `\nport = ${p}\nlisten_addresses = '127.0.0.1'\nunix_socket_directories = '${root}'\nfsync = off\n`;
  fs.appendFileSync(path.join(primaryDir, 'postgresql.conf'), settings(port));
  const primary = start(bin, primaryDir, port);
  let replica: Cluster | undefined;
  try {
    run(`${bin}/pg_basebackup`, [
      '-h',
      '127.0.0.1',
      '-p',
      String(port),
      '-U',
      'postgres',
      '-D',
      replicaDir,
      '-R',
      '-X',
      'stream',
      '-c',
      'fast',
    ]);
    fs.appendFileSync(path.join(replicaDir, 'postgresql.conf'), settings(port + 1));
    replica = start(bin, replicaDir, port + 1);
  } catch (error) {
    primary.stop();
    fs.rmSync(root, { recursive: true, force: true });
    throw error;
  }
  return {
    primary,
    replica,
    remove() {
      replica.stop();
      primary.stop();
      fs.rmSync(root, { recursive: true, force: true });
    },
  };
}
