import type { BenchResults } from './run.ts';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number) => `${Math.round(value)} ms`;
const yes = (met: boolean) => (met ? 'yes' : '**no**');

/** The figures as one markdown table, ready for the README's performance section. */
export function renderTable(r: BenchResults): string {
  const rows: string[][] = [];
  const {
    bundle: b,
    lighthouse: l,
    http: h,
    accounts: a,
    records: rec,
    wallet: w,
    lobby,
    studio,
    slips,
    lottery,
    reports,
    chat,
    scale,
  } = r;
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
    rows.push([
      'Back-office chunks in the player graph (lazy included)',
      String(b.consoleInPlayerGraph.length),
      '0',
      yes(b.consoleInPlayerGraph.length === 0),
    ]);
    rows.push([
      'Back-office own JS (admin.html, info)',
      `${kb(b.console.raw)} raw / ${kb(b.console.gzip)} gzip`,
      '',
      '',
    ]);
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
  if (a) {
    const cores = r.machine.cpus;
    rows.push([
      `argon2id ${a.hash.parameters} (${a.hash.profile}), one at a time`,
      `${a.hash.msPerHash} ms a hash, ${a.hash.msPerVerify} ms a verify (medians); CPU ${a.hash.cpuMsPerHash} / ${a.hash.cpuMsPerVerify} ms`,
      '',
      '',
    ]);
    rows.push([
      `Hash ceiling: ${cores} cores × 1000 / ms per hash`,
      `${a.hash.ceilingPerSec.toFixed(1)} hashes/s`,
      '',
      '',
    ]);
    rows.push([
      `  measured: ${cores} hashes in flight for 3 s (info)`,
      `${a.hash.parallelPerSec.toFixed(1)} hashes/s`,
      '',
      '',
    ]);
    rows.push([
      `POST /wps/session/login, encrypted (${a.login.settings.concurrency} at a time, ${a.login.settings.durationS} s)`,
      `${a.login.loginsPerSec.toFixed(1)} logins/s, p99 ${a.login.p99Ms} ms`,
      '',
      '',
    ]);
    rows.push(['Logins/s ÷ hash ceiling', a.login.ofHashCeiling.toFixed(2), '', '']);
    const serverCpu = a.login.serverCpuMsPerLogin === null ? 'n/a' : `${a.login.serverCpuMsPerLogin} ms`;
    if (a.login.serverCpuMsPerLogin) {
      const share = a.hash.cpuMsPerVerify / a.login.serverCpuMsPerLogin;
      rows.push([
        "  argon2 verify's share of the server's CPU per login (CPU times)",
        `${Math.round(share * 100)} %`,
        '',
        '',
      ]);
    }
    rows.push([
      '  CPU per login: server process (argon2 included) / load generator',
      `${serverCpu} / ${a.login.clientCpuMsPerLogin} ms`,
      '',
      '',
    ]);
    const c = `${a.memberInfo.settings.connections} connections, ${a.memberInfo.settings.durationS} s`;
    rows.push([
      `GET /wps/member/info with a member token, PostgreSQL (${c})`,
      `${Math.round(a.memberInfo.info.requestsPerSec)} req/s, p99 ${a.memberInfo.info.p99Ms} ms`,
      '',
      '',
    ]);
    rows.push([
      'GET /healthz on the same server',
      `${Math.round(a.memberInfo.healthz.requestsPerSec)} req/s, p99 ${a.memberInfo.healthz.p99Ms} ms`,
      '',
      '',
    ]);
    rows.push(['Ratio member info / healthz', a.memberInfo.ratio.toFixed(2), '', '']);
  }
  if (rec) {
    const n = rec.settings.entries.toLocaleString('en');
    for (const c of rec.cases) {
      rows.push([
        `Account record page query, ${n} entries: ${c.name} (${rec.settings.samples} runs)`,
        `p95 ${c.p95Ms} ms (p50 ${c.p50Ms}, max ${c.maxMs})`,
        `≤ ${rec.settings.goalP95Ms} ms`,
        yes(c.p95Ms <= rec.settings.goalP95Ms),
      ]);
    }
  }
  if (w) {
    const c = `${w.settings.connections} connections, ${w.settings.players} players, ${w.settings.durationS} s`;
    rows.push([
      `Wallet debits, POST /wps/relay/GCS_walletTransfer over HTTP, PostgreSQL (${c})`,
      `${w.debitsPerSecond.toFixed(1)} debits/s, p50 ${w.p50Ms} ms`,
      '',
      '',
    ]);
    rows.push(['  p99 latency', `${w.p99Ms} ms`, `≤ ${w.goals.p99Ms} ms`, yes(w.met.p99)]);
    rows.push(['  postings a database commit (group commit, info)', `${w.http.postingsPerCommit}`, '', '']);
    if (w.http.serverCpuMsPerDebit !== null)
      rows.push(['  server process CPU per debit (info)', `${w.http.serverCpuMsPerDebit} ms`, '', '']);
    if (w.http.databaseCpuMsPerDebit != null)
      rows.push(['  PostgreSQL processes CPU per debit (info)', `${w.http.databaseCpuMsPerDebit} ms`, '', '']);
    if (w.http.clientCpuMsPerDebit != null)
      rows.push(['  load generator CPU per debit (info)', `${w.http.clientCpuMsPerDebit} ms`, '', '']);
    rows.push([
      `pgbench builtin tpcb-like, scale ${w.settings.tpcbScale} (-c ${w.settings.connections} -j ${w.settings.pgbenchJobs}, ${w.settings.durationS} s)`,
      `${w.tpcbTps.toFixed(1)} tps, latency average ${w.tpcb.latencyAvgMs} ms`,
      '',
      '',
    ]);
    if (w.tpcb.databaseCpuMsPerTransaction != null)
      rows.push([
        '  PostgreSQL processes CPU per transaction (info)',
        `${w.tpcb.databaseCpuMsPerTransaction} ms`,
        '',
        '',
      ]);
    rows.push([
      'Ratio HTTP debits / TPC-B',
      w.ratioVsTpcb.toFixed(2),
      `≥ ${w.goals.ratioVsTpcb} (stretch ${w.goals.stretchRatioVsTpcb})`,
      yes(w.met.ratio),
    ]);
  }
  if (lobby) {
    const { page, rotatingPages, healthz } = lobby;
    rows.push([
      `Lobby page of ${lobby.settings.pageSize} games, PostgreSQL (${lobby.settings.connections} connections)`,
      `${Math.round(page.requestsPerSec)} req/s, p99 ${page.p99Ms} ms`,
      `≥ ${lobby.settings.goalRequestsPerSec} req/s`,
      yes(lobby.met),
    ]);
    rows.push([
      `  every request another page of a ${lobby.settings.catalogGames.toLocaleString('en')}-game vendor (info)`,
      `${Math.round(rotatingPages.requestsPerSec)} req/s, p99 ${rotatingPages.p99Ms} ms`,
      '',
      '',
    ]);
    rows.push(['  GET /healthz, same run', `${Math.round(healthz.requestsPerSec)} req/s`, '', '']);
  }
  if (studio) {
    const sim = studio.simulation;
    rows.push([
      `Slot RTP, ${sim.spins.toLocaleString('en')} simulated spins`,
      `${(sim.simulatedRtp * 100).toFixed(3)} % (exact ${(sim.exactRtp * 100).toFixed(3)} % ± ${(sim.halfWidth99_9 * 100).toFixed(3)})`,
      'within the 99.9 % interval',
      yes(sim.within),
    ]);
    rows.push([
      `Slot spins (seamless calls in the process), PostgreSQL (${studio.settings.players} players)`,
      `${studio.spins.perSec.toFixed(1)} spins/s, p99 ${studio.spins.p99Ms} ms`,
      '',
      '',
    ]);
    if (studio.spinsOverHttp)
      rows.push([
        '  the same spins with the studio calling over HTTP',
        `${studio.spinsOverHttp.perSec.toFixed(1)} spins/s, p99 ${studio.spinsOverHttp.p99Ms} ms`,
        '',
        '',
      ]);
    rows.push(['  bare wallet debits, same run', `${studio.debits.perSec.toFixed(1)} debits/s`, '', '']);
    rows.push(['  ratio spins / debits', studio.ratio.toFixed(2), '', '']);
  }
  if (slips) {
    rows.push([
      `Lottery bet slips over HTTP, PostgreSQL (${slips.settings.connections} connections)`,
      `${slips.slipsPerSecond.toFixed(1)} slips/s, p99 ${slips.p99Ms} ms (${slips.slipsPerCommit} a commit)`,
      '',
      '',
    ]);
    rows.push(['  bare wallet debits, same run', `${slips.debits.perSecond.toFixed(1)} debits/s`, '', '']);
    rows.push(['  ratio slips / debits', slips.ratioVsDebits.toFixed(2), '', '']);
  }
  if (lottery) {
    rows.push([
      `Lottery settlement, ${lottery.settings.bets.toLocaleString('en')} bets of one period (${lottery.settle.winners.toLocaleString('en')} winners), credits included, PostgreSQL`,
      `${Math.round(lottery.betsPerSecond).toLocaleString('en')} bets/s (${lottery.settle.seconds} s)`,
      `≥ ${lottery.goalBetsPerSecond.toLocaleString('en')} bets/s`,
      yes(lottery.met),
    ]);
    rows.push([
      '  of which the payouts (one INSERT of the winners) / the ledger batch and commit',
      `${lottery.settle.payoutsSeconds} s / ${lottery.settle.batchSeconds} s`,
      '',
      '',
    ]);
    rows.push([
      '  bare UPDATE ... FROM over the same rows (every bet written), same run',
      `${Math.round(lottery.bareUpdate.rowsPerSec).toLocaleString('en')} rows/s (${lottery.bareUpdate.seconds} s)`,
      '',
      '',
    ]);
    rows.push(['  ratio settlement time / bare update time', lottery.ratio.toFixed(2), '', '']);
  }
  if (reports) {
    const s = reports.settings;
    rows.push([
      `Back-office reports over ${s.days} days of ${s.bets.toLocaleString('en')} bets, PostgreSQL (p50 of ${s.samples}, load average ${reports.loadAvg.join(' ')})`,
      `worst ${Math.round(reports.worstP50Ms)} ms`,
      `< ${s.goalMs} ms`,
      yes(reports.met),
    ]);
    for (const c of reports.cases) rows.push([`  ${c.name}`, `p50 ${ms(c.p50Ms)}, max ${ms(c.maxMs)}`, '', '']);
  }
  if (chat) {
    const c = chat.settings;
    const d = chat.deliveryMs;
    rows.push([
      `Live chat: ${chat.connected.toLocaleString('en')} of ${c.clients.toLocaleString('en')} WebSockets on one instance, ${c.senders} members talking in a lobby for ${c.durationS} s, bus ${chat.bus} (load average ${chat.loadAvgBefore.join(' ')})`,
      `message p99 ${ms(d.p99)} (p50 ${ms(d.p50)}, p90 ${ms(d.p90)}, max ${ms(d.max)})`,
      '',
      '',
    ]);
    rows.push([
      '  deliveries, send to arrival',
      `${chat.deliveriesReceived.toLocaleString('en')} / ${chat.deliveriesExpected.toLocaleString('en')} (${chat.deliveriesPerSec.toLocaleString('en')}/s), ${chat.messagesRefused} sends refused`,
      '',
      '',
    ]);
  }
  if (scale) {
    const c = `${scale.settings.connections} connections, ${scale.settings.durationS} s each`;
    for (const arm of [scale.one, scale.three])
      rows.push([
        `Wallet debits through HAProxy to ${arm.instances} instance${arm.instances > 1 ? 's' : ''} (${c})`,
        `${arm.debitsPerSecond.toFixed(1)} debits/s, p50 ${arm.p50Ms} ms, p99 ${arm.p99Ms} ms`,
        '',
        '',
      ]);
    rows.push(['  three instances ÷ one, same run (info)', `${scale.ratio}`, '', '']);
    const perCommit = (arm: typeof scale.one) => arm.rounds.map((r) => r.postingsPerCommit).join(' and ');
    rows.push([
      '  postings a database commit, one / three (info)',
      `${perCommit(scale.one)} / ${perCommit(scale.three)}`,
      '',
      '',
    ]);
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
