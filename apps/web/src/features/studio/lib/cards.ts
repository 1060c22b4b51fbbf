/** A card 0..51: rank = card % 13 (0 ace .. 12 king), suit = floor(card / 13) (server games/baccarat.ts). */
const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const SUITS = ['♠', '♥', '♦', '♣'];

export const cardRank = (card: number) => RANKS[card % 13] ?? '?';
export const cardSuit = (card: number) => SUITS[Math.floor(card / 13) % 4] ?? '?';
export const isRedSuit = (card: number) => Math.floor(card / 13) % 4 === 1 || Math.floor(card / 13) % 4 === 2;
