import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { measureBundle, type BundleResult } from './bundle.ts';
import { runLighthouse, type LighthouseResult } from './lighthouse.ts';
import { runHttp, type HttpResult } from './http.ts';
import { runAccounts, type AccountsResult } from './accounts.ts';
import { runRecords, type RecordsResult } from './records.ts';
import { runWallet, type WalletResult } from './wallet.ts';
import { runLobby, type LobbyResult } from './lobby.ts';
import { runLottery, type LotteryResult } from './lottery.ts';
import { runStudio, type StudioResult } from './studio.ts';
import { runSlips, type SlipsResult } from './slips.ts';
import { runAgents, type AgentsResult } from './agents.ts';
import { runMessages, type MessagesResult } from './messages.ts';
import { runReports, type ReportsResult } from './reports.ts';
import { runChat, type ChatResult } from './chat.ts';
import { runScale, type ScaleResult } from './scale.ts';
import { cleanupAll, withDeadline } from './lib/cleanup.ts';
import { renderTable } from './report.ts';

/**
 * `npm run bench [-- --only=bundle|lighthouse|http|accounts|records|wallet|lobby|studio|slips|lottery|reports|messages|agents|scale]`: the home page's initial JavaScript
 * against its budget, Lighthouse (mobile) on the home page, GET /wps/system/status throughput next
 * to a bare Fastify hello-world, and on PostgreSQL the login rate against argon2id's cost and
 * GET /wps/member/info against /healthz; the account record's page query over 100,000 entries; wallet
 * debits over HTTP next to pgbench's TPC-B (tpcb-like, scale 10); a 42-game lobby page next to /healthz; lottery bet slips over HTTP next to bare debits; settling 1,000,000 lottery bets next to a bare UPDATE; the back office's dashboard and GGR by day × product over 30 days of 1,000,000 bets; an operator notice to 100,000 members next to a bare insert; wallet debits through HAProxy to one instance and to three (scale). Exits non-zero only when the harness itself fails, never
 * on a missed goal.
 */
const PARTS = [
  'bundle',
  'lighthouse',
  'http',
  'accounts',
  'records',
  'wallet',
  'lobby',
  'studio',
  'slips',
  'lottery',
  'reports',
  'messages',
  'chat',
  'agents',
  'scale',
] as const;
type Part = (typeof PARTS)[number];
const WATCHDOG_MS = 20 * 60_000;

const root = path.resolve(import.meta.dirname, '..');
const distDir = path.join(root, 'apps/web/dist');
const resultsFile = path.join(root, 'bench/results/latest.json');

export interface BenchResults {
  date: string;
  machine: { cpus: number; model: string; memoryGb: number; platform: string; node: string; loadAvg: number[] };
  parts: Part[];
  bundle?: BundleResult;
  lighthouse?: LighthouseResult;
  http?: HttpResult;
  accounts?: AccountsResult;
  records?: RecordsResult;
  wallet?: WalletResult;
  lobby?: LobbyResult;
  studio?: StudioResult;
  slips?: SlipsResult;
  lottery?: LotteryResult;
  reports?: ReportsResult;
  chat?: ChatResult;
  messages?: MessagesResult;
  agents?: AgentsResult;
  scale?: ScaleResult;
}

function parseParts(argv: string[]): Part[] {
  const only = argv.find((a) => a.startsWith('--only='));
  const unknown = argv.filter((a) => !a.startsWith('--only='));
  if (unknown.length > 0) throw new Error(`unknown argument(s) ${unknown.join(' ')}; use --only=${PARTS.join('|')}`);
  if (!only) return [...PARTS];
  const picked = only
    .slice('--only='.length)
    .split(',')
    .map((p) => p.trim());
  for (const p of picked)
    if (!(PARTS as readonly string[]).includes(p)) throw new Error(`--only=${p}: pick from ${PARTS.join(', ')}`);
  return picked as Part[];
}

function machine(): BenchResults['machine'] {
  const cpus = os.cpus();
  return {
    cpus: cpus.length,
    model: cpus[0]?.model.trim() ?? 'unknown',
    memoryGb: Math.round(os.totalmem() / 2 ** 30),
    platform: `${os.type()} ${os.release()} ${os.arch()}`,
    node: process.version,
    loadAvg: os.loadavg().map((l) => Math.round(l * 100) / 100),
  };
}

async function main() {
  const parts = parseParts(process.argv.slice(2));
  const results: BenchResults = { date: new Date().toISOString(), machine: machine(), parts };

  if (parts.includes('bundle')) {
    console.error('bench: bundle budget');
    results.bundle = measureBundle(distDir);
  }
  if (parts.includes('lighthouse')) {
    console.error('bench: lighthouse (3 runs, mobile)');
    results.lighthouse = await runLighthouse(3);
  }
  if (parts.includes('http')) {
    console.error('bench: throughput (autocannon, 64 connections, 2 s warm-up + 10 s)');
    results.http = await runHttp();
  }
  if (parts.includes('accounts')) {
    console.error('bench: accounts on PostgreSQL (argon2id cost, logins/s, GET /wps/member/info at 64 connections)');
    results.accounts = await runAccounts();
  }
  if (parts.includes('records')) {
    console.error('bench: account record page for a player with 100,000 ledger entries on PostgreSQL');
    results.records = await runRecords();
  }
  if (parts.includes('wallet')) {
    console.error(
      'bench: wallet debits over HTTP at 64 connections next to the TPC-B of pgbench (tpcb-like, scale 10) on PostgreSQL',
    );
    results.wallet = await runWallet();
  }
  if (parts.includes('lobby')) {
    console.error('bench: a 42-game lobby page at 64 connections next to /healthz on PostgreSQL');
    results.lobby = await runLobby();
  }
  if (parts.includes('slips')) {
    console.error('bench: lottery bet slips over HTTP at 64 connections next to bare wallet debits on PostgreSQL');
    results.slips = await runSlips();
  }
  if (parts.includes('lottery')) {
    console.error('bench: settling 1,000,000 lottery bets of one period next to a bare UPDATE ... FROM on PostgreSQL');
    results.lottery = await runLottery();
    const { betsPerSecond, settle, bareUpdate, ratio } = results.lottery;
    console.error(
      `bench: lottery settlement ${betsPerSecond} bets/s (${settle.seconds} s: payouts ${settle.payoutsSeconds} s, batch ${settle.batchSeconds} s, ${settle.winners} winners), bare update ${bareUpdate.rowsPerSec} rows/s (${bareUpdate.seconds} s), ratio ${ratio}`,
    );
  }
  if (parts.includes('reports')) {
    console.error('bench: the dashboard and GGR by day × product over 30 days of 1,000,000 bets on PostgreSQL');
    results.reports = await runReports();
  }
  if (parts.includes('messages')) {
    console.error(
      'bench: an operator notice delivered to 100,000 members next to a bare insert of the rows on PostgreSQL',
    );
    results.messages = await runMessages();
    const { send, bareInsert, ratio } = results.messages;
    console.error(
      `bench: messages ${send.recipientsPerSec} recipients/s (${send.p50Seconds} s), bare insert ${bareInsert.rowsPerSec} rows/s, ratio ${ratio}`,
    );
  }
  if (parts.includes('chat')) {
    console.error('bench: live chat, 1,000 WebSocket clients in one lobby, 10 talking, on PostgreSQL');
    results.chat = await runChat();
  }
  if (parts.includes('agents')) {
    console.error('bench: one day of 1,000,000 bets settled over 10,000 agents (bills and payments) on PostgreSQL');
    results.agents = await runAgents();
    const { totalSeconds, bills, paid } = results.agents;
    console.error(`bench: agents ${totalSeconds} s for ${bills} bills (${paid} paid)`);
  }
  if (parts.includes('scale')) {
    console.error(
      'bench: wallet debits through HAProxy to one instance, then to three, on one PostgreSQL database and Redis',
    );
    results.scale = await runScale();
    console.error(`bench: scale, three instances ÷ one: ${results.scale.ratio}`);
  }
  if (parts.includes('studio')) {
    console.error(
      'bench: studio, 10 million simulated slot spins; slot spins over the seamless protocol at 64 players on PostgreSQL',
    );
    results.studio = await runStudio();
  }

  fs.mkdirSync(path.dirname(resultsFile), { recursive: true });
  fs.writeFileSync(resultsFile, `${JSON.stringify(results, null, 2)}\n`);
  // Each part also keeps its own file, so a run of one part does not lose the others' last figures.
  for (const part of parts) {
    const own = { date: results.date, machine: results.machine, parts: [part], [part]: results[part] };
    fs.writeFileSync(path.join(path.dirname(resultsFile), `${part}.json`), `${JSON.stringify(own, null, 2)}\n`);
  }
  console.log(renderTable(results));
  console.log(`\nWritten to ${path.relative(process.cwd(), resultsFile)}`);
}

let finished = false;
const abort = async (reason: string, code: number) => {
  if (finished) return;
  finished = true;
  console.error(`bench: ${reason}`);
  await cleanupAll();
  process.exit(code);
};
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void abort(`stopped by ${signal}`, 130));

try {
  await withDeadline(main(), WATCHDOG_MS, 'the bench');
  finished = true;
  await cleanupAll();
} catch (err) {
  await abort(`harness failure: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`, 1);
}
// Lighthouse and autocannon can leave handles open; the bench is over, so leave explicitly.
process.exit(0);
