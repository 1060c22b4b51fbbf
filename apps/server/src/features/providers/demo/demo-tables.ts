import { randomInt } from 'node:crypto';

/*
 * The demo provider's tables: the games of the demo's live-casino and fishing vendors, and the slot
 * it stands in with for a vendor the operator gave no credentials (docs/decisions/023), each played
 * by plain published rules with outcomes drawn on this server (node:crypto). There is no dealer
 * and no video: the page says it is a demo table. Cards come from an endless shoe (each card drawn
 * independently), which the page states too.
 */

export type TableKind = 'roulette' | 'baccarat' | 'dragon-tiger' | 'blackjack' | 'fishing' | 'slot';

/** Which table each seeded game opens (seed/demo-games.ts). A game not listed cannot launch. */
export const DEMO_TABLE_GAMES: Record<string, Record<string, TableKind>> = {
  AURORA_LIVE: {
    'speed-baccarat': 'baccarat',
    'squeeze-baccarat': 'baccarat',
    'auto-roulette': 'roulette',
    'lightning-roulette': 'roulette',
    'blackjack-vip': 'blackjack',
    'dragon-tiger': 'dragon-tiger',
  },
  OCEAN_JOY: {
    'reef-hunter': 'fishing',
    'golden-shark': 'fishing',
    'kraken-strike': 'fishing',
    'pearl-cannon': 'fishing',
  },
};

/**
 * Vendors the demo provider stands in for in a seeded demo while the operator gave them no
 * credentials: every game of theirs in the catalog plays this kind (decision 023).
 */
export const DEMO_STAND_IN_KINDS: Record<string, TableKind> = { PGSOFT: 'slot' };

export const tableKindOf = (vendor: string, game: string): TableKind | null =>
  DEMO_TABLE_GAMES[vendor]?.[game] ?? DEMO_STAND_IN_KINDS[vendor] ?? null;

/** The bets a player can place at each kind of table. */
export const TABLE_CHOICES: Record<TableKind, readonly string[]> = {
  roulette: ['red', 'black', 'odd', 'even', 'zero'],
  baccarat: ['player', 'banker', 'tie'],
  'dragon-tiger': ['dragon', 'tiger', 'tie'],
  blackjack: ['hand'],
  fishing: ['minnow', 'turtle', 'shark', 'whale'],
  slot: ['spin'],
};

/** Fishing targets: a hit pays the multiplier; each target returns 96% over time (p × multiplier). */
export const FISH_TARGETS: Record<string, { multiplier: number; hitsPer10000: number }> = {
  minnow: { multiplier: 2, hitsPer10000: 4800 },
  turtle: { multiplier: 5, hitsPer10000: 1920 },
  shark: { multiplier: 20, hitsPer10000: 480 },
  whale: { multiplier: 100, hitsPer10000: 96 },
};

/**
 * The demo slot: three independent reels of ten stops each (seven ×1, bell ×2, lemon ×3, cherry ×4);
 * three of a kind pays the multiplier (stake included), anything else nothing. Over the 1 000
 * equally likely stops it returns 96%: (1×130 + 8×30 + 27×10 + 64×5) / 1000.
 */
export const SLOT_REEL = [
  'seven',
  'bell',
  'bell',
  'lemon',
  'lemon',
  'lemon',
  'cherry',
  'cherry',
  'cherry',
  'cherry',
] as const;
export const SLOT_PAYS: Record<(typeof SLOT_REEL)[number], number> = { seven: 130, bell: 30, lemon: 10, cherry: 5 };

const RED = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);

export interface TableResult {
  /** What the page shows: the numbers and cards drawn and who won. */
  outcome: Record<string, unknown>;
  payoutMinor: number;
}

/** A random integer in [0, n): the tables' only source of chance (tests pass their own). */
export type Draw = (n: number) => number;
export const cryptoDraw: Draw = (n) => randomInt(n);

/** Card ranks 1..13 (ace to king), from an endless shoe. */
const card = (draw: Draw) => draw(13) + 1;
const baccaratPoints = (cards: number[]) => cards.reduce((sum, c) => sum + (c >= 10 ? 0 : c), 0) % 10;
const blackjackPoints = (cards: number[]) => {
  let total = cards.reduce((sum, c) => sum + Math.min(c, 10), 0);
  if (cards.includes(1) && total + 10 <= 21) total += 10;
  return total;
};
const times = (stakeMinor: number, hundredths: number) => Math.floor((stakeMinor * hundredths) / 100);

function roulette(choice: string, stakeMinor: number, draw: Draw): TableResult {
  const number = draw(37);
  const color = number === 0 ? 'green' : RED.has(number) ? 'red' : 'black';
  const won =
    choice === 'zero'
      ? number === 0
      : choice === 'red' || choice === 'black'
        ? color === choice
        : number !== 0 && (number % 2 === 1) === (choice === 'odd');
  return { outcome: { number, color }, payoutMinor: won ? stakeMinor * (choice === 'zero' ? 36 : 2) : 0 };
}

/** Punto banco with the standard third-card rules; banker pays 0.95 to 1, tie 8 to 1, a tie pushes player and banker. */
function baccarat(choice: string, stakeMinor: number, draw: Draw): TableResult {
  const player = [card(draw), card(draw)];
  const banker = [card(draw), card(draw)];
  const natural = baccaratPoints(player) >= 8 || baccaratPoints(banker) >= 8;
  if (!natural) {
    let third: number | null = null;
    if (baccaratPoints(player) <= 5) player.push((third = card(draw)));
    const b = baccaratPoints(banker);
    const t = third === null ? null : Math.min(third, 10) % 10;
    const bankerDraws =
      t === null
        ? b <= 5
        : b <= 2 ||
          (b === 3 && t !== 8) ||
          (b === 4 && t >= 2 && t <= 7) ||
          (b === 5 && t >= 4 && t <= 7) ||
          (b === 6 && (t === 6 || t === 7));
    if (bankerDraws) banker.push(card(draw));
  }
  const p = baccaratPoints(player);
  const b = baccaratPoints(banker);
  const winner = p > b ? 'player' : b > p ? 'banker' : 'tie';
  let payoutMinor = 0;
  if (winner === 'tie') payoutMinor = choice === 'tie' ? stakeMinor * 9 : stakeMinor;
  else if (choice === winner) payoutMinor = winner === 'banker' ? times(stakeMinor, 195) : stakeMinor * 2;
  return { outcome: { player, banker, playerPoints: p, bankerPoints: b, winner }, payoutMinor };
}

/** One card each, the higher wins (1 to 1); a tie pays 8 to 1 on tie and takes half of the other bets. */
function dragonTiger(choice: string, stakeMinor: number, draw: Draw): TableResult {
  const dragon = card(draw);
  const tiger = card(draw);
  const winner = dragon > tiger ? 'dragon' : tiger > dragon ? 'tiger' : 'tie';
  const payoutMinor =
    winner === 'tie'
      ? choice === 'tie'
        ? stakeMinor * 9
        : Math.floor(stakeMinor / 2)
      : choice === winner
        ? stakeMinor * 2
        : 0;
  return { outcome: { dragon, tiger, winner }, payoutMinor };
}

/**
 * Blackjack played by the table's fixed rule for both hands (draw below 17): a two-card 21 pays
 * 3 to 2, a win 1 to 1, a push returns the stake. No decisions, which the page says.
 */
function blackjack(_choice: string, stakeMinor: number, draw: Draw): TableResult {
  const player = [card(draw), card(draw)];
  const dealer = [card(draw), card(draw)];
  const playerBlackjack = blackjackPoints(player) === 21;
  const dealerBlackjack = blackjackPoints(dealer) === 21;
  if (!playerBlackjack && !dealerBlackjack) {
    while (blackjackPoints(player) < 17) player.push(card(draw));
    if (blackjackPoints(player) <= 21) while (blackjackPoints(dealer) < 17) dealer.push(card(draw));
  }
  const p = blackjackPoints(player);
  const d = blackjackPoints(dealer);
  let winner: 'player' | 'dealer' | 'push';
  if (playerBlackjack || dealerBlackjack)
    winner = playerBlackjack && dealerBlackjack ? 'push' : playerBlackjack ? 'player' : 'dealer';
  else if (p > 21) winner = 'dealer';
  else if (d > 21 || p > d) winner = 'player';
  else winner = p === d ? 'push' : 'dealer';
  const payoutMinor =
    winner === 'push'
      ? stakeMinor
      : winner === 'dealer'
        ? 0
        : playerBlackjack
          ? times(stakeMinor, 250)
          : stakeMinor * 2;
  return { outcome: { player, dealer, playerPoints: p, dealerPoints: d, winner }, payoutMinor };
}

function fishing(choice: string, stakeMinor: number, draw: Draw): TableResult {
  const target = FISH_TARGETS[choice]!;
  const hit = draw(10_000) < target.hitsPer10000;
  return {
    outcome: { target: choice, hit, multiplier: target.multiplier },
    payoutMinor: hit ? stakeMinor * target.multiplier : 0,
  };
}

function slot(_choice: string, stakeMinor: number, draw: Draw): TableResult {
  const reels = [0, 1, 2].map(() => SLOT_REEL[draw(SLOT_REEL.length)]!);
  const line = reels.every((symbol) => symbol === reels[0]) ? reels[0]! : null;
  const multiplier = line ? SLOT_PAYS[line] : 0;
  return { outcome: { reels, line, multiplier }, payoutMinor: stakeMinor * multiplier };
}

const PLAY: Record<TableKind, (choice: string, stakeMinor: number, draw: Draw) => TableResult> = {
  roulette,
  baccarat,
  'dragon-tiger': dragonTiger,
  blackjack,
  fishing,
  slot,
};

/** Plays one round; the choice must be one of TABLE_CHOICES[kind] (checked by the caller). */
export function playTable(kind: TableKind, choice: string, stakeMinor: number, draw: Draw = cryptoDraw): TableResult {
  return PLAY[kind](choice, stakeMinor, draw);
}
