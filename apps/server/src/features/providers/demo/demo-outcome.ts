import type { TableKind } from './demo-tables.ts';
import type { DemoTableTexts } from './demo-texts.ts';

/*
 * A demo table's outcome in words, in the player's language: the table page shows it after a round
 * and the provider's round-detail page shows it again, so both say the same thing.
 */

const rank = (r: number) => ({ 1: 'A', 11: 'J', 12: 'Q', 13: 'K' })[r] ?? String(r);
const hand = (cards: number[]) => cards.map(rank).join(' ');
const word = (texts: DemoTableTexts, key: unknown) => texts[String(key) as keyof DemoTableTexts] ?? String(key);

/* The outcome is what playTable drew for this kind (demo-tables.ts), read back from JSON. */
export function describeOutcome(kind: TableKind, o: Record<string, any>, texts: DemoTableTexts): string {
  switch (kind) {
    case 'roulette':
      return `${texts.number} ${o.number} · ${word(texts, o.color)}`;
    case 'baccarat':
      return `${texts.player} ${o.playerPoints} (${hand(o.player)}) · ${texts.banker} ${o.bankerPoints} (${hand(o.banker)}) → ${word(texts, o.winner)}`;
    case 'dragon-tiger':
      return `${texts.dragon} ${rank(o.dragon)} · ${texts.tiger} ${rank(o.tiger)} → ${word(texts, o.winner)}`;
    case 'blackjack':
      return `${texts.player} ${o.playerPoints} (${hand(o.player)}) · ${texts.dealer} ${o.dealerPoints} (${hand(o.dealer)}) → ${word(texts, o.winner)}`;
    case 'slot':
      return (o.reels as string[]).map((s) => word(texts, s)).join(' · ') + (o.line ? ` → ×${o.multiplier}` : '');
    case 'fishing':
      return `${word(texts, o.target)}: ${o.hit ? texts.hit : texts.miss}`;
  }
}

/** The player's pick in words: a blackjack hand and a slot spin have none to show. */
export function describeChoice(kind: TableKind, choice: string, texts: DemoTableTexts): string {
  if (kind === 'blackjack') return texts.hand;
  if (kind === 'slot') return texts.spin;
  return word(texts, choice);
}
