import type { Draw } from '../demo-tables.ts';

/*
 * The games of the demo's transfer-model vendor: a sportsbook and an esports book (fixed fixtures
 * with fixed odds, each bet settled at once by a draw on this server) and a high-card table for
 * the card rooms. There are no real matches: the page says so. Odds are set from each outcome's
 * chance with a 5% margin, so every bet returns 95% over time; the card table returns 96.2%.
 */

export type VendorGameKind = 'sports' | 'esports' | 'high-card';

/** The demo's transfer-model vendors (seed/demo-games.ts) and the game each of their games opens. */
export const DEMO_VENDOR_GAMES: Record<string, Record<string, VendorGameKind>> = {
  STADIUM_BOOK: { sportsbook: 'sports' },
  CARD_HALL: {
    'tien-len': 'high-card',
    'thirteen-cards': 'high-card',
    'bull-bull': 'high-card',
    'ludo-royale': 'high-card',
  },
  ARENA_X: { 'esports-lobby': 'esports' },
};
export const DEMO_TRANSFER_VENDORS = Object.keys(DEMO_VENDOR_GAMES);

export const vendorGameKind = (vendor: string, game: string): VendorGameKind | null =>
  DEMO_VENDOR_GAMES[vendor]?.[game] ?? null;

/** The vendor's own stake limits (minor units): it checks them itself, as an outside vendor would. */
export const MIN_STAKE_MINOR = 100;
export const MAX_STAKE_MINOR = 100_000_000;

export interface Fixture {
  id: string;
  home: string;
  away: string;
  /** Each outcome's chance in 1/10000 (they add up to 10000) and its decimal odds in hundredths. */
  outcomes: { pick: 'home' | 'draw' | 'away'; chancePer10000: number; oddsHundredths: number }[];
}

/** Odds from a chance with the book's 5% margin, rounded down to hundredths. */
const odds = (chancePer10000: number) => Math.floor((9500 * 100) / chancePer10000);
const fixture = (id: string, home: string, away: string, chances: [number, number, number] | [number, number]) => ({
  id,
  home,
  away,
  outcomes: (chances.length === 3 ? (['home', 'draw', 'away'] as const) : (['home', 'away'] as const)).map(
    (pick, i) => ({ pick, chancePer10000: chances[i]!, oddsHundredths: odds(chances[i]!) }),
  ),
});

/** Invented teams: the fixtures are the demo's, not real matches. */
export const FIXTURES: Record<'sports' | 'esports', Fixture[]> = {
  sports: [
    fixture('f1', 'Harbor City', 'Northfield Rovers', [4500, 2700, 2800]),
    fixture('f2', 'Redwater FC', 'Eastbay United', [3300, 2900, 3800]),
    fixture('f3', 'Valley Rangers', 'Lions Athletic', [5500, 2500, 2000]),
  ],
  esports: [
    fixture('m1', 'Nova Five', 'Iron Owls', [5800, 4200]),
    fixture('m2', 'Pixel Storm', 'Red Comet', [4700, 5300]),
    fixture('m3', 'Blue Lynx', 'Jade Dragons', [3500, 6500]),
  ],
};

/** The bets a player can place: `<fixture>:<pick>` on a book, `deal` at the card table. */
export const choicesOf = (kind: VendorGameKind): string[] =>
  kind === 'high-card' ? ['deal'] : FIXTURES[kind].flatMap((f) => f.outcomes.map((o) => `${f.id}:${o.pick}`));

export interface VendorBetResult {
  outcome: Record<string, unknown>;
  payoutMinor: number;
}

function settleFixture(kind: 'sports' | 'esports', choice: string, stakeMinor: number, draw: Draw): VendorBetResult {
  const [id, pick] = choice.split(':');
  const match = FIXTURES[kind].find((f) => f.id === id)!;
  const chosen = match.outcomes.find((o) => o.pick === pick)!;
  // One draw in [0, 10000) walks the outcomes' chances: the result of the match.
  let roll = draw(10_000);
  const result = match.outcomes.find((o) => (roll -= o.chancePer10000) < 0)!;
  const won = result.pick === chosen.pick;
  return {
    outcome: {
      fixture: match.id,
      home: match.home,
      away: match.away,
      pick: chosen.pick,
      result: result.pick,
      odds: chosen.oddsHundredths / 100,
    },
    payoutMinor: won ? Math.floor((stakeMinor * chosen.oddsHundredths) / 100) : 0,
  };
}

/** High card: player and house each get a card (2..14, ace high); higher wins 2×, a tie returns half. */
function highCard(stakeMinor: number, draw: Draw): VendorBetResult {
  const player = draw(13) + 2;
  const house = draw(13) + 2;
  const winner = player > house ? 'player' : player < house ? 'house' : 'tie';
  const payoutMinor = winner === 'player' ? stakeMinor * 2 : winner === 'tie' ? Math.floor(stakeMinor / 2) : 0;
  return { outcome: { player, house, winner }, payoutMinor };
}

export function settleVendorBet(kind: VendorGameKind, choice: string, stakeMinor: number, draw: Draw): VendorBetResult {
  return kind === 'high-card' ? highCard(stakeMinor, draw) : settleFixture(kind, choice, stakeMinor, draw);
}
