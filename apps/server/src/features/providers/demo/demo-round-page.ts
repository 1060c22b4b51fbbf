import { DEFAULT_LANGUAGE, matchLanguage } from '@portal/shared/languages';
import { describeChoice, describeOutcome } from './demo-outcome.ts';
import type { DemoRound } from './demo-rounds.repo.ts';
import { DEMO_PAGE_STYLE, escapeHtml } from './demo-table-page.ts';
import { DEMO_TABLE_TEXTS } from './demo-texts.ts';

const ROUND_STYLE = `h2{font-size:18px;margin:0}dl{margin:0;display:grid;grid-template-columns:auto 1fr;gap:6px 16px}dt{color:var(--muted)}dd{margin:0;font-weight:600;overflow-wrap:anywhere}`;

/**
 * The demo provider's round-detail page: what one round drew, the bet and the payout, in the
 * player's language, without script. A link past its time, or a round that is not the player's,
 * says so instead.
 */
export function demoRoundPage(lang: string | undefined, round: DemoRound | 'expired' | 'missing'): string {
  const language = matchLanguage(lang) ?? DEFAULT_LANGUAGE;
  const texts = DEMO_TABLE_TEXTS[language];
  let body: string;
  let badge = texts.demoTable;
  if (typeof round === 'string') {
    const text = round === 'expired' ? texts.roundExpired : texts.roundMissing;
    body = `<p class="notice" data-testid="demo-round-unavailable">${escapeHtml(text)}</p>`;
  } else {
    const money = new Intl.NumberFormat(language, { style: 'currency', currency: round.currency });
    const decimals = money.resolvedOptions().maximumFractionDigits ?? 2;
    const major = (minor: number) => money.format(minor / 10 ** decimals);
    const when = new Intl.DateTimeFormat(language, {
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      timeZone: 'UTC',
      timeZoneName: 'short',
    }).format(round.playedAt);
    if (round.kind === 'slot') badge = texts.demoSlot;
    const title = [round.brand, round.name || texts[round.kind]].filter(Boolean).join(' · ');
    const rows: [string, string, string?][] = [
      [texts.round, round.roundId],
      [texts.playedAt, when],
      [texts.choice, describeChoice(round.kind, round.choice, texts)],
      [texts.stake, major(round.stakeMinor)],
      [texts.result, describeOutcome(round.kind, round.outcome, texts), 'demo-round-outcome'],
      [texts.payout, round.payoutMinor > 0 ? major(round.payoutMinor) : texts.noWin, 'demo-round-payout'],
    ];
    body = `<h2>${escapeHtml(title)}</h2>
<dl>${rows
      .map(
        ([term, value, testId]) =>
          `<dt>${escapeHtml(term)}</dt><dd${testId ? ` data-testid="${testId}"` : ''}>${escapeHtml(value)}</dd>`,
      )
      .join('')}</dl>`;
  }
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(texts.roundDetail)}</title>
<style>${DEMO_PAGE_STYLE}${ROUND_STYLE}</style>
</head>
<body>
<main>
<header><span class="badge">${escapeHtml(badge)}</span><h1>${escapeHtml(texts.roundDetail)}</h1></header>
<section class="panel" data-testid="demo-round">${body}</section>
</main>
</body>
</html>`;
}
