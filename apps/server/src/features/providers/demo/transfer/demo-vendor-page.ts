import { DEFAULT_LANGUAGE, matchLanguage } from '@portal/shared/languages';
import { DEMO_VENDOR_TEXTS } from './demo-vendor-texts.ts';
import { escapeHtml } from '../demo-table-page.ts';

/*
 * The demo transfer vendor's page: plain HTML with its texts as JSON data and one script from the
 * same origin (the portal's Content-Security-Policy allows no inline script), in the demo table
 * page's manner. Light and dark follow the device; the page fits a 390 px phone.
 */

const STYLE = `
:root{color-scheme:light dark;--bg:#f6f7fb;--fg:#15171f;--muted:#5b6070;--card:#fff;--line:#d9dce6;--accent:#0f7b6c;--warn:#b45309}
@media (prefers-color-scheme:dark){:root{--bg:#10131a;--fg:#eef0f6;--muted:#a3a9b8;--card:#1a1e28;--line:#2c3240;--accent:#34d3b4;--warn:#f59e0b}}
*{box-sizing:border-box}body{margin:0;font:15px/1.45 system-ui,"Noto Sans","Noto Sans CJK SC","Noto Sans Thai",sans-serif;background:var(--bg);color:var(--fg)}
main{max-width:640px;margin:0 auto;padding:16px;display:grid;gap:12px}
header{display:flex;align-items:center;gap:10px;flex-wrap:wrap}h1{font-size:20px;margin:0}
.badge{background:var(--warn);color:#fff;border-radius:999px;padding:2px 10px;font-size:12px;font-weight:700;text-transform:uppercase;letter-spacing:.04em}
.notice,.rule{margin:0;color:var(--muted);font-size:13px}
.panel{background:var(--card);border:1px solid var(--line);border-radius:12px;padding:12px;display:grid;gap:10px}
.row{display:flex;justify-content:space-between;align-items:center;gap:8px}
input{font:inherit;width:8em;padding:6px 8px;border:1px solid var(--line);border-radius:8px;background:var(--bg);color:var(--fg)}
#games{display:grid;gap:10px}
.fixture{display:grid;gap:6px;border-top:1px solid var(--line);padding-top:10px}
.fixture h2{font-size:15px;margin:0}
.picks{display:grid;grid-template-columns:repeat(auto-fit,minmax(90px,1fr));gap:8px}
button{font:inherit;font-weight:600;padding:10px 8px;border-radius:10px;border:1px solid var(--accent);background:var(--accent);color:#fff;cursor:pointer}
button small{display:block;font-weight:400;opacity:.9}
button:disabled{opacity:.5;cursor:wait}
#result{min-height:3em;display:block}#result.error{color:var(--warn)}
`;

export function demoVendorPage(lang: string | undefined): string {
  const language = matchLanguage(lang) ?? DEFAULT_LANGUAGE;
  const texts = DEMO_VENDOR_TEXTS[language];
  // JSON inside a data script: "<" escaped so no text can close the element.
  const data = JSON.stringify({ language, texts }).replace(/</g, '\\u003c');
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(texts.demo)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<header><span class="badge" data-testid="demo-vendor-badge">${escapeHtml(texts.demo)}</span><h1 id="title"></h1></header>
<p class="notice">${escapeHtml(texts.notice)}</p>
<p class="rule" id="rule"></p>
<section class="panel">
<div class="row"><span>${escapeHtml(texts.balance)}</span><strong id="balance" data-testid="demo-vendor-balance">…</strong></div>
<div class="row"><label for="stake">${escapeHtml(texts.stake)}</label><input id="stake" type="number" min="0" step="any" value="10" inputmode="decimal"></div>
<output id="result" aria-live="polite" data-testid="demo-vendor-result"></output>
<div id="games"></div>
</section>
</main>
<script type="application/json" id="demo-vendor-data">${data}</script>
<script src="/demo-provider/transfer/play.js"></script>
</body>
</html>`;
}

/** The page's script: opens the session from the launch URL, then places bets through the vendor's API. */
export const DEMO_VENDOR_SCRIPT = `(() => {
  const { language, texts } = JSON.parse(document.getElementById('demo-vendor-data').textContent);
  const params = new URLSearchParams(location.search);
  const launch = {};
  for (const key of ['vendor', 'game', 'player', 'currency', 'exp', 'sig']) launch[key] = params.get(key) || '';
  const $ = (id) => document.getElementById(id);
  const money = new Intl.NumberFormat(language, { style: 'currency', currency: launch.currency || 'USD' });
  const decimals = money.resolvedOptions().maximumFractionDigits;
  const major = (minor) => money.format(minor / 10 ** decimals);
  const rank = (r) => ({ 11: 'J', 12: 'Q', 13: 'K', 14: 'A' })[r] || String(r);
  const errors = { INSUFFICIENT_FUNDS: 'insufficient', SEAMLESS_TOKEN_INVALID: 'expired', SEAMLESS_LIMIT_EXCEEDED: 'limit' };
  const buttons = [];

  async function post(path, body) {
    const response = await fetch('/demo-provider/transfer/api/' + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const envelope = await response.json().catch(() => ({ success: false, code: 'SERVICE_UNAVAILABLE' }));
    if (!envelope.success) throw Object.assign(new Error(envelope.code), { code: envelope.code, value: envelope.value });
    return envelope.value;
  }

  function show(lines, isError) {
    const result = $('result');
    result.className = isError ? 'error' : '';
    result.textContent = '';
    for (const line of [].concat(lines)) {
      const div = document.createElement('div');
      div.textContent = line;
      result.append(div);
    }
  }

  function describe(o) {
    if (o.winner) return texts.you + ' ' + rank(o.player) + ' · ' + texts.house + ' ' + rank(o.house) + ' → ' + texts[o.winner];
    const winner = o.result === 'home' ? o.home : o.result === 'away' ? o.away : texts.draw;
    return o.home + ' – ' + o.away + ' · ' + texts.result + ': ' + winner;
  }

  function failed(error) {
    if (error.value && typeof error.value.balanceMinor === 'number') $('balance').textContent = major(error.value.balanceMinor);
    show(texts[errors[error.code] || 'unavailable'], true);
  }

  async function bet(choice) {
    const stakeMinor = Math.round(Number($('stake').value) * 10 ** decimals);
    if (!Number.isSafeInteger(stakeMinor) || stakeMinor <= 0) return show(texts.limit, true);
    buttons.forEach((b) => (b.disabled = true));
    try {
      const placed = await post('bets', { ...launch, choice, stakeMinor });
      $('balance').textContent = major(placed.balanceMinor);
      show([describe(placed.outcome), placed.payoutMinor > 0 ? texts.paid.replace('{amount}', major(placed.payoutMinor)) : texts.noWin]);
    } catch (error) {
      failed(error);
    } finally {
      buttons.forEach((b) => (b.disabled = false));
    }
  }

  function button(choice, label, detail) {
    const b = document.createElement('button');
    b.type = 'button';
    b.dataset.choice = choice;
    b.textContent = label;
    if (detail) {
      const small = document.createElement('small');
      small.textContent = detail;
      b.append(small);
    }
    b.addEventListener('click', () => bet(choice));
    buttons.push(b);
    return b;
  }

  post('session', launch).then(
    (session) => {
      $('title').textContent = texts[session.kind];
      document.title = texts.demo + ' · ' + texts[session.kind];
      $('rule').textContent = session.kind === 'high-card' ? texts.highCardRule : texts.bookRule;
      $('balance').textContent = major(session.balanceMinor);
      $('stake').min = String(session.minStakeMinor / 10 ** decimals);
      if (session.kind === 'high-card') {
        const picks = document.createElement('div');
        picks.className = 'picks';
        picks.append(button('deal', texts.deal));
        $('games').append(picks);
        return;
      }
      for (const f of session.fixtures) {
        const box = document.createElement('div');
        box.className = 'fixture';
        box.dataset.fixture = f.id;
        const h2 = document.createElement('h2');
        h2.textContent = f.home + ' – ' + f.away;
        const picks = document.createElement('div');
        picks.className = 'picks';
        for (const o of f.outcomes) {
          const name = o.pick === 'home' ? f.home : o.pick === 'away' ? f.away : texts.draw;
          picks.append(button(f.id + ':' + o.pick, name, (o.oddsHundredths / 100).toFixed(2)));
        }
        box.append(h2, picks);
        $('games').append(box);
      }
    },
    failed,
  );
})();
`;
