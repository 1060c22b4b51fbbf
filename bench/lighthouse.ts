import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { onCleanup, withDeadline } from './lib/cleanup.ts';
import { startChildServer } from './lib/child-server.ts';

export const CHROMIUM = '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];
const RUN_TIMEOUT_MS = 180_000;
/** Issue 33: median of three mobile runs. */
export const LIGHTHOUSE_GOAL = 95;

export interface LighthouseRun {
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  warnings: string[];
}

export interface LighthouseResult {
  url: string;
  runs: LighthouseRun[];
  median: Omit<LighthouseRun, 'warnings'>;
  /** The audits that cost points in the median-score run, biggest first: where to look. */
  opportunities: { id: string; title: string; score: number | null; displayValue?: string }[];
  /** Of the median-score run: the LCP element and where the main thread spent its time. */
  diagnostics: Diagnostics;
  goal: number;
  met: boolean;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/**
 * Lighthouse's default config (mobile emulation, simulated slow 4G and 4x CPU throttling),
 * performance category only, against the real server serving the built client. A fresh Chrome per
 * run, so no run inherits another's cache.
 */
export async function runLighthouse(runs = 3): Promise<LighthouseResult> {
  const server = await startChildServer('app-server.ts');
  try {
    const url = `${server.url}/`;
    const results: { run: LighthouseRun; audits: LighthouseAudits }[] = [];
    for (let i = 0; i < runs; i++) {
      const result = await withRetries(() => oneRun(url), `lighthouse run ${i + 1}`);
      results.push(result);
      console.error(`  lighthouse run ${i + 1}/${runs}: score ${result.run.score}`);
    }
    const scores = results.map((r) => r.run.score);
    const med = median(scores);
    const byScore = results.find((r) => r.run.score === med) ?? results[0]!;
    const opportunities = Object.values(byScore.audits)
      .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative')
      .sort((a, b) => (a.score ?? 1) - (b.score ?? 1))
      .slice(0, 8)
      .map((a) => ({ id: a.id, title: a.title, score: a.score, displayValue: a.displayValue }));
    return {
      url,
      runs: results.map((r) => r.run),
      median: {
        score: med,
        fcpMs: median(results.map((r) => r.run.fcpMs)),
        lcpMs: median(results.map((r) => r.run.lcpMs)),
        tbtMs: median(results.map((r) => r.run.tbtMs)),
        cls: median(results.map((r) => r.run.cls)),
      },
      opportunities,
      diagnostics: diagnose(byScore.audits),
      goal: LIGHTHOUSE_GOAL,
      met: med >= LIGHTHOUSE_GOAL,
    };
  } finally {
    await server.stop();
  }
}

export interface Diagnostics {
  lcpElement: string | null;
  scriptBootup: { url: string; totalMs: number; scriptingMs: number }[];
  mainThread: { group: string; ms: number }[];
}

interface AuditDetails {
  items?: Record<string, unknown>[];
}

/** Pulls the few details worth printing out of the audits' free-form `details` tables. */
function diagnose(audits: LighthouseAudits): Diagnostics {
  const items = (id: string) => (audits[id]?.details as AuditDetails | undefined)?.items ?? [];
  const lcpTable = items('largest-contentful-paint-element')[0] as AuditDetails | undefined;
  const node = lcpTable?.items?.[0]?.node as { snippet?: string; selector?: string } | undefined;
  return {
    lcpElement: node ? `${node.selector ?? ''} ${node.snippet ?? ''}`.trim() : null,
    scriptBootup: items('bootup-time')
      .slice(0, 5)
      .map((i) => ({
        url: String(i.url),
        totalMs: Math.round(Number(i.total)),
        scriptingMs: Math.round(Number(i.scripting)),
      })),
    mainThread: items('mainthread-work-breakdown')
      .slice(0, 6)
      .map((i) => ({ group: String(i.groupLabel ?? i.group), ms: Math.round(Number(i.duration)) })),
  };
}

/** Lighthouse sometimes loses a trace on a busy machine (NO_NAVSTART, NO_FCP...) and says to run again. */
async function withRetries<T>(run: () => Promise<T>, what: string, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (err) {
      if (attempt >= attempts) throw err;
      console.error(`  ${what} failed (${err instanceof Error ? err.message : String(err)}); trying again`);
    }
  }
}

type LighthouseAudits = Record<
  string,
  {
    id: string;
    title: string;
    score: number | null;
    scoreDisplayMode: string;
    displayValue?: string;
    numericValue?: number;
    details?: unknown;
  }
>;

export async function oneRun(url: string): Promise<{ run: LighthouseRun; audits: LighthouseAudits }> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: CHROME_FLAGS,
    logLevel: 'error',
  });
  const unregister = onCleanup(() => chrome.kill());
  try {
    const result = await withDeadline(
      lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] }),
      RUN_TIMEOUT_MS,
      `lighthouse on ${url}`,
    );
    if (!result) throw new Error('lighthouse returned no result');
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`lighthouse: ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    const score = lhr.categories.performance?.score;
    if (score === null || score === undefined) throw new Error('lighthouse gave no performance score');
    const audits = lhr.audits as unknown as LighthouseAudits;
    const metric = (id: string) => {
      const value = audits[id]?.numericValue;
      if (typeof value !== 'number') throw new Error(`lighthouse audit ${id} has no value`);
      return value;
    };
    return {
      run: {
        score: Math.round(score * 100),
        fcpMs: metric('first-contentful-paint'),
        lcpMs: metric('largest-contentful-paint'),
        tbtMs: metric('total-blocking-time'),
        cls: metric('cumulative-layout-shift'),
        warnings: lhr.runWarnings,
      },
      audits,
    };
  } finally {
    unregister();
    chrome.kill();
  }
}
