/*
 * npm run rtp: every in-house game's exact theoretical RTP per variant and bet, recomputed now
 * (the slot by walking all 30^5 reel stop combinations, baccarat by walking the 8-deck shoe, dice
 * and mines by their formula), checked against the sums the server keeps in exact-rtp.data.ts.
 * Exits 1 when they differ. docs/studio-games.md explains each game.
 */
import { BACCARAT_VARIANTS } from '../apps/server/src/features/studio/games/baccarat.ts';
import { DICE_EDGE_BPS } from '../apps/server/src/features/studio/games/dice.ts';
import { MINES_EDGE_BPS } from '../apps/server/src/features/studio/games/mines.ts';
import { SLOT_VARIANTS } from '../apps/server/src/features/studio/games/slot-strips.ts';
import { BACCARAT_BETS, baccaratRtp, enumerateBaccarat } from '../apps/server/src/features/studio/rtp/baccarat-rtp.ts';
import { BACCARAT_ODDS, SLOT_ENUMERATION } from '../apps/server/src/features/studio/rtp/exact-rtp.data.ts';
import { toDecimal, type Fraction } from '../apps/server/src/features/studio/rtp/exact-fraction.ts';
import { variantRtps } from '../apps/server/src/features/studio/rtp/rtp-table.ts';
import { enumerateSlot } from '../apps/server/src/features/studio/rtp/slot-rtp.ts';

const rows: { game: string; variant: string; bet: string; rtp: string; exact: string }[] = [];
const add = (game: string, variant: string, bet: string, f: Fraction) =>
  rows.push({
    game,
    variant,
    bet,
    rtp: `${toDecimal({ num: f.num * 100n, den: f.den }, 8)} %`,
    exact: `${f.num}/${f.den}`,
  });
let mismatch = false;

for (const variant of SLOT_VARIANTS) {
  const walked = enumerateSlot(variant);
  const stored = SLOT_ENUMERATION[variant];
  if (walked.totalUnits !== stored.totalUnits || walked.triggers !== stored.triggers) {
    mismatch = true;
    console.error(`lotus-slot ${variant}: enumeration ${JSON.stringify(walked)} differs from exact-rtp.data.ts`);
  }
  add('lotus-slot', variant, 'spin', walked.rtp);
}
const odds = enumerateBaccarat();
if (odds.banker !== BACCARAT_ODDS.banker || odds.player !== BACCARAT_ODDS.player || odds.tie !== BACCARAT_ODDS.tie) {
  mismatch = true;
  console.error('baccarat: enumeration differs from exact-rtp.data.ts');
}
for (const variant of Object.keys(BACCARAT_VARIANTS) as (keyof typeof BACCARAT_VARIANTS)[]) {
  for (const bet of BACCARAT_BETS) add('baccarat', variant, bet, baccaratRtp(odds, bet, variant));
}
for (const variant of Object.keys(DICE_EDGE_BPS) as (keyof typeof DICE_EDGE_BPS)[]) {
  add('dice', variant, 'any target', variantRtps.dice(variant)[0]!.rtp);
}
for (const variant of Object.keys(MINES_EDGE_BPS) as (keyof typeof MINES_EDGE_BPS)[]) {
  add('mines', variant, 'any mines, any cash-out', variantRtps.mines(variant)[0]!.rtp);
}
console.table(rows);
process.exit(mismatch ? 1 : 0);
