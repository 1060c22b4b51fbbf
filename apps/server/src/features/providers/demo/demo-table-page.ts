import { DEFAULT_LANGUAGE, matchLanguage } from '@portal/shared/languages';
import { DEMO_TABLE_TEXTS } from './demo-texts.ts';

/*
 * The demo provider's table page: plain HTML with its texts as JSON data and one script from the
 * same origin (the portal's Content-Security-Policy allows no inline script). Light and dark follow
 * the device; the page fits a 390 px phone.
 */

/** The demo provider's look (its table page and its round-detail page). */
export const DEMO_PAGE_STYLE = `
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
#choices{display:grid;grid-template-columns:repeat(auto-fit,minmax(120px,1fr));gap:8px}
button{font:inherit;font-weight:600;padding:12px 8px;border-radius:10px;border:1px solid var(--accent);background:var(--accent);color:#fff;cursor:pointer}
button:disabled{opacity:.5;cursor:wait}
#result{min-height:3em;display:block}#result.error{color:var(--warn)}
.outcome{font-size:18px;font-weight:700}
`;

/** Text for an HTML page of the demo provider (its table page and the transfer vendor's). */
export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export function demoTablePage(lang: string | undefined): string {
  const language = matchLanguage(lang) ?? DEFAULT_LANGUAGE;
  const texts = DEMO_TABLE_TEXTS[language];
  // JSON inside a data script: "<" escaped so no text can close the element.
  const data = JSON.stringify({ language, texts }).replace(/</g, '\\u003c');
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(texts.demoTable)}</title>
<style>${DEMO_PAGE_STYLE}</style>
</head>
<body>
<main>
<header><span class="badge" id="demo-badge" data-testid="demo-table-badge">${escapeHtml(texts.demoTable)}</span><h1 id="title"></h1></header>
<p class="notice" id="notice">${escapeHtml(texts.notice)}</p>
<p class="rule" id="rule"></p>
<section class="panel">
<div class="row"><span>${escapeHtml(texts.balance)}</span><strong id="balance" data-testid="demo-table-balance">…</strong></div>
<div class="row"><label for="stake">${escapeHtml(texts.stake)}</label><input id="stake" type="number" min="0" step="any" value="10" inputmode="decimal"></div>
<div id="choices"></div>
<output id="result" aria-live="polite" data-testid="demo-table-result"></output>
</section>
</main>
<script type="application/json" id="demo-table-data">${data}</script>
<script src="/demo-provider/table.js"></script>
</body>
</html>`;
}

/** The page's script: opens the session from the launch URL, then plays rounds through the table's API. */
export const DEMO_TABLE_SCRIPT = `(() => {
  const { language, texts } = JSON.parse(document.getElementById('demo-table-data').textContent);
  const params = new URLSearchParams(location.search);
  const launch = {};
  for (const key of ['vendor', 'game', 'token', 'player', 'currency', 'brand', 'name', 'sig']) launch[key] = params.get(key) || '';
  const $ = (id) => document.getElementById(id);
  const money = new Intl.NumberFormat(language, { style: 'currency', currency: launch.currency || 'USD' });
  const decimals = money.resolvedOptions().maximumFractionDigits;
  const major = (minor) => money.format(minor / 10 ** decimals);
  const errors = { INSUFFICIENT_FUNDS: 'insufficient', SEAMLESS_TOKEN_INVALID: 'expired', SEAMLESS_LIMIT_EXCEEDED: 'limit' };
  let kind = null;

  async function post(path, body) {
    const response = await fetch('/demo-provider/api/' + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const envelope = await response.json().catch(() => ({ success: false, code: 'SERVICE_UNAVAILABLE' }));
    if (!envelope.success) throw Object.assign(new Error(envelope.code), { code: envelope.code, value: envelope.value });
    return envelope.value;
  }

  function show(text, isError) {
    const result = $('result');
    result.className = isError ? 'error' : '';
    result.textContent = '';
    for (const line of [].concat(text)) {
      const div = document.createElement('div');
      div.textContent = line;
      result.append(div);
    }
  }

  function failed(error) {
    if (error.value && typeof error.value.balanceMinor === 'number') $('balance').textContent = major(error.value.balanceMinor);
    show(texts[errors[error.code] || 'unavailable'], true);
  }

  async function play(choice, buttons) {
    const stakeMinor = Math.round(Number($('stake').value) * 10 ** decimals);
    if (!Number.isSafeInteger(stakeMinor) || stakeMinor <= 0) return show(texts.limit, true);
    buttons.forEach((b) => (b.disabled = true));
    try {
      const round = await post('rounds', { ...launch, choice, stakeMinor, lang: language });
      $('balance').textContent = major(round.balanceMinor);
      show([round.summary, round.payoutMinor > 0 ? texts.paid.replace('{amount}', major(round.payoutMinor)) : texts.noWin]);
    } catch (error) {
      failed(error);
    } finally {
      buttons.forEach((b) => (b.disabled = false));
    }
  }

  post('session', launch).then(
    (session) => {
      kind = session.kind;
      // The catalog's name of the game (and, for a vendor the demo stands in for, the vendor's).
      const title = [launch.brand, launch.name || texts[kind]].filter(Boolean).join(' · ');
      const badge = kind === 'slot' ? texts.demoSlot : texts.demoTable;
      $('title').textContent = title;
      document.title = badge + ' · ' + title;
      if (kind === 'slot') {
        $('demo-badge').textContent = badge;
        $('notice').textContent = texts.slotNotice.replace('{vendor}', launch.brand || texts.thisVendor);
      }
      $('rule').textContent = kind === 'blackjack' ? texts.blackjackRule + ' ' + texts.endlessShoe : kind === 'fishing' ? texts.fishingRule : kind === 'slot' ? texts.slotRule : kind === 'roulette' ? '' : texts.endlessShoe;
      $('balance').textContent = major(session.balanceMinor);
      const buttons = session.choices.map((choice) => {
        const button = document.createElement('button');
        button.type = 'button';
        button.dataset.choice = choice;
        button.textContent = kind === 'fishing' ? texts.fire + ': ' + texts[choice] : kind === 'blackjack' ? texts.hand : kind === 'slot' ? texts.spin : texts.bet + ': ' + texts[choice];
        button.addEventListener('click', () => play(choice, buttons));
        return button;
      });
      $('choices').append(...buttons);
    },
    failed,
  );
})();
`;
