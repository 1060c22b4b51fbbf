/** Baccarat value of a card 0..51 (rank = card % 13, 0 ace .. 12 king): ace 1, 2–9 face value, tens and courts 0. */
export const cardValue = (card: number) => (card % 13 < 9 ? (card % 13) + 1 : 0);

export const handTotal = (cards: number[]) => cards.reduce((sum, card) => sum + cardValue(card), 0) % 10;

export interface DealStep {
  side: 'player' | 'banker';
  card: number;
  /** The card's place in its hand: 0 and 1 the initial deal, 2 the third card. */
  slot: number;
}

/**
 * The order the cards leave the shoe (server games/baccarat.ts): player, banker, player, banker,
 * then the player's third card before the banker's.
 */
export function dealOrder(playerCards: number[], bankerCards: number[]): DealStep[] {
  const steps: DealStep[] = [];
  for (let slot = 0; slot < Math.max(playerCards.length, bankerCards.length); slot += 1) {
    const p = playerCards[slot];
    const b = bankerCards[slot];
    if (p !== undefined) steps.push({ side: 'player', card: p, slot });
    if (b !== undefined) steps.push({ side: 'banker', card: b, slot });
  }
  return steps;
}

/** Each hand's cards and total after the first `count` cards of the deal. */
export function handsAfter(steps: DealStep[], count: number) {
  const dealt = steps.slice(0, count);
  const player = dealt.filter((s) => s.side === 'player').map((s) => s.card);
  const banker = dealt.filter((s) => s.side === 'banker').map((s) => s.card);
  return { player, banker, playerTotal: handTotal(player), bankerTotal: handTotal(banker) };
}
