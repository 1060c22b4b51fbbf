import type { BenchResults } from './run.ts';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number) => `${Math.round(value)} ms`;
const yes = (met: boolean) => (met ? 'yes' : '**no**');

/** The figures as one markdown table, ready for the README's performance section. */
export function renderTable(r: BenchResults): string {
  const rows: string[][] = [];
  const { bundle: b, lighthouse: l, http: h } = r;
  if (b) {
    rows.push([
      'Entry JS (index.html script + modulepreloads)',
      `${kb(b.entry.raw)} raw / ${kb(b.entry.gzip)} gzip`,
      '',
      '',
    ]);
    rows.push(['Home page chunk(s)', `${kb(b.homePage.raw)} raw / ${kb(b.homePage.gzip)} gzip`, '', '']);
    rows.push(['Default-language locale chunks', `${kb(b.locales.raw)} raw / ${kb(b.locales.gzip)} gzip`, '', '']);
    rows.push([
      'Home initial JS total',
      `${kb(b.homeTotal.raw)} raw / ${kb(b.homeTotal.gzip)} gzip`,
      `≤ ${kb(b.budgetGzip)} gzip`,
      yes(b.withinBudget),
    ]);
    rows.push([
      'Home lazy chunks, after first render (info)',
      `${kb(b.homeDeferred.raw)} raw / ${kb(b.homeDeferred.gzip)} gzip`,
      '',
      '',
    ]);
    rows.push(['Home CSS (info)', `${kb(b.css.raw)} raw / ${kb(b.css.gzip)} gzip`, '', '']);
  }
  if (l) {
    rows.push([
      `Lighthouse performance, mobile (median of ${l.runs.length}: ${l.runs.map((x) => x.score).join(', ')})`,
      String(l.median.score),
      `≥ ${l.goal}`,
      yes(l.met),
    ]);
    rows.push(['  First Contentful Paint (median)', ms(l.median.fcpMs), '', '']);
    rows.push(['  Largest Contentful Paint (median)', ms(l.median.lcpMs), '', '']);
    rows.push(['  Total Blocking Time (median)', ms(l.median.tbtMs), '', '']);
    rows.push(['  Cumulative Layout Shift (median)', l.median.cls.toFixed(3), '', '']);
  }
  if (h) {
    const c = `${h.settings.connections} connections, ${h.settings.durationS} s`;
    rows.push([
      `Fastify hello-world (${c})`,
      `${Math.round(h.hello.requestsPerSec)} req/s, p99 ${h.hello.p99Ms} ms`,
      '',
      '',
    ]);
    rows.push([
      `GET /wps/system/status (${c})`,
      `${Math.round(h.status.requestsPerSec)} req/s, p99 ${h.status.p99Ms} ms`,
      '',
      '',
    ]);
    rows.push([
      `GET /healthz on the same app (info: the app's per-request hooks)`,
      `${Math.round(h.healthz.requestsPerSec)} req/s, p99 ${h.healthz.p99Ms} ms`,
      '',
      '',
    ]);
    rows.push(['Ratio status / hello-world', h.ratio.toFixed(2), `≥ ${h.goal}`, yes(h.met)]);
  }
  const m = r.machine;
  const lines = [
    `Measured ${r.date} on ${m.cpus} × ${m.model}, ${m.memoryGb} GB, ${m.platform}, Node ${m.node} (load average ${m.loadAvg.join(' ')})`,
    '',
    '| Measure | Value | Goal | Met |',
    '| --- | --- | --- | --- |',
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  ];
  if (l && !l.met) {
    const d = l.diagnostics;
    lines.push('', 'Lighthouse, median run: where the points went');
    for (const o of l.opportunities)
      lines.push(`- ${o.title} (${o.id}): score ${o.score}${o.displayValue ? `, ${o.displayValue}` : ''}`);
    if (d.lcpElement) lines.push(`- LCP element: ${d.lcpElement}`);
    for (const b of d.scriptBootup)
      lines.push(`- script ${b.url}: ${b.totalMs} ms main thread, ${b.scriptingMs} ms scripting`);
    if (d.mainThread.length > 0)
      lines.push(`- main thread: ${d.mainThread.map((m) => `${m.group} ${m.ms} ms`).join(', ')}`);
  }
  return lines.join('\n');
}
