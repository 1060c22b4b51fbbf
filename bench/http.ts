import autocannon, { type Result } from 'autocannon';
import { startChildServer } from './lib/child-server.ts';
import { withDeadline } from './lib/cleanup.ts';

export const HTTP_SETTINGS = { connections: 64, durationS: 10, warmupS: 2, pipelining: 1 } as const;
export const RATIO_GOAL = 0.6; // issue 36

export interface Throughput {
  url: string;
  requestsPerSec: number;
  p50Ms: number;
  p99Ms: number;
  totalRequests: number;
  bytesPerResponse: number;
}

export interface HttpResult {
  settings: typeof HTTP_SETTINGS;
  hello: Throughput;
  status: Throughput;
  /** Information only: the app's per-request floor (its hooks around a trivial handler). */
  healthz: Throughput;
  ratio: number;
  goal: number;
  met: boolean;
}

/** Loads `url` for `seconds`; any error, timeout or non-2xx answer makes the figure invalid. */
export async function load(url: string, seconds: number, headers: Record<string, string> = {}): Promise<Result> {
  const run = autocannon({
    url,
    headers,
    connections: HTTP_SETTINGS.connections,
    duration: seconds,
    pipelining: HTTP_SETTINGS.pipelining,
    timeout: 10,
  });
  const result = await withDeadline(run, (seconds + 30) * 1000, `autocannon on ${url}`).catch((err: unknown) => {
    run.stop();
    throw err;
  });
  if (result.errors > 0 || result.timeouts > 0 || result.non2xx > 0) {
    throw new Error(
      `${url}: ${result.errors} errors, ${result.timeouts} timeouts, non-2xx ${result.non2xx} ` +
        `(status codes ${JSON.stringify(result.statusCodeStats)}): the figure would not be a throughput`,
    );
  }
  return result;
}

export function throughputOf(url: string, result: Result): Throughput {
  return {
    url,
    requestsPerSec: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    totalRequests: result.requests.total,
    bytesPerResponse: Math.round(result.throughput.total / Math.max(1, result.requests.total)),
  };
}

interface Target {
  path: string;
  check: (body: unknown) => boolean;
}

/** Starts the server in its own process; for each target checks the answer, warms up, then measures. */
async function measure(serverFile: string, targets: Target[]): Promise<Throughput[]> {
  const server = await startChildServer(serverFile);
  try {
    const figures: Throughput[] = [];
    for (const { path, check } of targets) {
      const url = `${server.url}${path}`;
      const response = await fetch(url);
      const body: unknown = await response.json();
      if (!response.ok || !check(body))
        throw new Error(`${url} answered ${response.status} ${JSON.stringify(body).slice(0, 300)}`);
      await load(url, HTTP_SETTINGS.warmupS);
      const result = throughputOf(url, await load(url, HTTP_SETTINGS.durationS));
      figures.push(result);
      console.error(`  ${serverFile} ${path}: ${Math.round(result.requestsPerSec)} req/s`);
    }
    return figures;
  } finally {
    await server.stop();
  }
}

const succeeded = (body: unknown) => (body as { success?: boolean }).success === true;

/**
 * Bare Fastify hello-world, then GET /wps/system/status on the real app (settings cache warm), one
 * after the other, each server alone in its own process; autocannon runs here. GET /healthz on the
 * same app follows, for information: the cost every request pays in the app's hooks (request id,
 * language, security headers, rate limit, system gate, compression) with a trivial handler.
 */
export async function runHttp(): Promise<HttpResult> {
  const [hello] = await measure('hello-server.ts', [
    { path: '/', check: (body) => (body as { hello?: string }).hello === 'world' },
  ]);
  const [status, healthz] = await measure('app-server.ts', [
    { path: '/wps/system/status', check: succeeded },
    { path: '/healthz', check: succeeded },
  ]);
  if (!hello || !status || !healthz) throw new Error('a measurement is missing');
  const ratio = status.requestsPerSec / hello.requestsPerSec;
  return { settings: HTTP_SETTINGS, hello, status, healthz, ratio, goal: RATIO_GOAL, met: ratio >= RATIO_GOAL };
}
