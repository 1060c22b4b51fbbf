/*
 * npm run rtp: the in-house games' certification figures.
 *   1. Exact RTP and hit frequency of every variant and bet, recomputed now (the slot by walking
 *      all 30^5 reel stop combinations, baccarat by walking the 8-deck shoe, dice and mines by
 *      their formula) and checked against the sums the server keeps (exact-rtp.data.ts).
 *   2. A simulation of each game with the production engine and rng (10,000,000 rounds each by
 *      default, `--rounds=N`), its RTP within the 99.9 % interval of the exact value.
 *   3. Chi-square and runs tests of the outcome rng over as many draws, at 99 %.
 * `--exact-only` stops after 1; `--write` puts 2 and 3 in docs/studio-games.md. Exits 1 when a
 * sum differs, a simulation falls outside its interval or a test fails.
 */
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import * as prettier from 'prettier';
import { BACCARAT_VARIANTS } from '../apps/server/src/features/studio/games/baccarat.ts';
import { DICE_EDGE_BPS } from '../apps/server/src/features/studio/games/dice.ts';
import { MINES_EDGE_BPS } from '../apps/server/src/features/studio/games/mines.ts';
import { SLOT_VARIANTS } from '../apps/server/src/features/studio/games/slot-strips.ts';
import { BACCARAT_BETS, baccaratRtp, enumerateBaccarat } from '../apps/server/src/features/studio/rtp/baccarat-rtp.ts';
import { BACCARAT_ODDS, SLOT_ENUMERATION } from '../apps/server/src/features/studio/rtp/exact-rtp.data.ts';
import { toDecimal, toNumber, type Fraction } from '../apps/server/src/features/studio/rtp/exact-fraction.ts';
import { hitFrequency } from '../apps/server/src/features/studio/rtp/hit-frequency.ts';
import { rngEvidence } from '../apps/server/src/features/studio/rtp/rng-tests.ts';
import {
  simulateBaccarat,
  simulateDice,
  simulateMines,
  simulateSlot,
  type SimulatedRtp,
} from '../apps/server/src/features/studio/rtp/rtp-simulation.ts';
import { variantRtps } from '../apps/server/src/features/studio/rtp/rtp-table.ts';
import { enumerateSlot } from '../apps/server/src/features/studio/rtp/slot-rtp.ts';

const { values } = parseArgs({
  options: {
    rounds: { type: 'string', default: '10000000' },
    'exact-only': { type: 'boolean', default: false },
    write: { type: 'boolean', default: false },
  },
});
const rounds = Number(values.rounds);
if (!Number.isInteger(rounds) || rounds < 1000) throw new Error('--rounds: a whole number, 1000 at least');
const SEED = '9e1f3c5a7b2d4e6f8091a2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c4d5e6f7';
const DOC = new URL('../docs/studio-games.md', import.meta.url);
const percent = (f: Fraction) => `${toDecimal({ num: f.num * 100n, den: f.den }, 8)} %`;
let failed = false;

// 1. Exact figures.
const exact: { game: string; variant: string; bet: string; rtp: string; hitFrequency: string }[] = [];
for (const variant of SLOT_VARIANTS) {
  const walked = enumerateSlot(variant);
  const { rtp: _rtp, ...sums } = walked;
  if (JSON.stringify(sums) !== JSON.stringify(SLOT_ENUMERATION[variant])) {
    failed = true;
    console.error(`lotus-slot ${variant}: enumeration ${JSON.stringify(sums)} differs from exact-rtp.data.ts`);
  }
  exact.push({
    game: 'lotus-slot',
    variant,
    bet: 'spin',
    rtp: percent(walked.rtp),
    hitFrequency: percent(hitFrequency.slot(variant)),
  });
}
const odds = enumerateBaccarat();
if (odds.banker !== BACCARAT_ODDS.banker || odds.player !== BACCARAT_ODDS.player || odds.tie !== BACCARAT_ODDS.tie) {
  failed = true;
  console.error('baccarat: enumeration differs from exact-rtp.data.ts');
}
for (const variant of Object.keys(BACCARAT_VARIANTS) as (keyof typeof BACCARAT_VARIANTS)[]) {
  for (const bet of BACCARAT_BETS) {
    const rtp = percent(baccaratRtp(odds, bet, variant));
    exact.push({ game: 'baccarat', variant, bet, rtp, hitFrequency: percent(hitFrequency.baccarat(bet)) });
  }
}
for (const variant of Object.keys(DICE_EDGE_BPS) as (keyof typeof DICE_EDGE_BPS)[]) {
  const rtp = percent(variantRtps.dice(variant)[0]!.rtp);
  exact.push({ game: 'dice', variant, bet: 'any target', rtp, hitFrequency: 'the target’s chance' });
}
for (const variant of Object.keys(MINES_EDGE_BPS) as (keyof typeof MINES_EDGE_BPS)[]) {
  const rtp = percent(variantRtps.mines(variant)[0]!.rtp);
  exact.push({ game: 'mines', variant, bet: 'any mines, any cash-out', rtp, hitFrequency: 'C(25−m, k) / C(25, k)' });
}
console.table(exact);
if (values['exact-only']) process.exit(failed ? 1 : 0);

// 2. Simulations: each game's default variant; dice under 50.00, mines 3 mines cashed out after 3 tiles.
const simulated: { game: string; bet: string; exact: Fraction; hits: Fraction; sim: SimulatedRtp }[] = [];
const timed = <T>(label: string, run: () => T): T => {
  const started = Date.now();
  const result = run();
  console.error(`${label}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return result;
};
const slot = timed(`lotus-slot rtp96, ${rounds} spins`, () => simulateSlot('rtp96', rounds, SEED));
simulated.push({
  game: 'lotus-slot rtp96',
  bet: 'spin',
  exact: variantRtps['lotus-slot']('rtp96')[0]!.rtp,
  hits: hitFrequency.slot('rtp96'),
  sim: slot,
});
const coups = timed(`baccarat standard, ${rounds} coups`, () => simulateBaccarat('standard', rounds, SEED));
for (const bet of BACCARAT_BETS) {
  const rtp = baccaratRtp(BACCARAT_ODDS, bet, 'standard');
  simulated.push({ game: 'baccarat standard', bet, exact: rtp, hits: hitFrequency.baccarat(bet), sim: coups[bet] });
}
const diceParams = { target: 5000, direction: 'under' } as const;
const dice = timed(`dice rtp96, ${rounds} rolls`, () => simulateDice('rtp96', rounds, SEED, diceParams));
simulated.push({
  game: 'dice rtp96',
  bet: 'under 50.00',
  exact: variantRtps.dice('rtp96')[0]!.rtp,
  hits: hitFrequency.dice(diceParams),
  sim: dice,
});
const mines = timed(`mines rtp96, ${rounds} boards`, () => simulateMines('rtp96', rounds, SEED, 3, 3));
simulated.push({
  game: 'mines rtp96',
  bet: '3 mines, 3 tiles',
  exact: variantRtps.mines('rtp96')[0]!.rtp,
  hits: hitFrequency.mines(3, 3),
  sim: mines,
});
const simRows = simulated.map(({ game, bet, exact: rtp, hits, sim }) => {
  const inside = Math.abs(sim.mean - toNumber(rtp)) < sim.halfWidth99_9;
  if (!inside) failed = true;
  return [
    game,
    bet,
    `${(toNumber(rtp) * 100).toFixed(4)} %`,
    `${(sim.mean * 100).toFixed(4)} % ± ${(sim.halfWidth99_9 * 100).toFixed(4)}`,
    inside ? 'yes' : '**no**',
    `${(toNumber(hits) * 100).toFixed(4)} %`,
    `${((sim.hits / sim.rounds) * 100).toFixed(4)} %`,
  ];
});

// 3. The rng.
const rng = timed(`rng, ${rounds} draws a test`, () => rngEvidence(rounds, SEED));
const rngRows = [
  ...rng.chiSquare.map((t) => {
    if (!t.pass) failed = true;
    return [
      `chi-square, below(${t.range})`,
      `${t.statistic.toFixed(2)}`,
      `< ${t.critical99.toFixed(2)} (df ${t.cells - 1})`,
      t.pass ? 'pass' : '**fail**',
    ];
  }),
  (() => {
    if (!rng.runs.pass) failed = true;
    return [
      'runs above/below the middle, 32-bit words',
      `z = ${rng.runs.z.toFixed(3)} (${rng.runs.runs} runs)`,
      '\\|z\\| < 2.576',
      rng.runs.pass ? 'pass' : '**fail**',
    ];
  })(),
];

const table = (head: string[], rows: string[][]) =>
  [
    `| ${head.join(' | ')} |`,
    `| ${head.map(() => '---').join(' | ')} |`,
    ...rows.map((r) => `| ${r.join(' | ')} |`),
  ].join('\n');
const section = [
  `Written by \`npm run rtp -- --write\` on ${new Date().toISOString().slice(0, 10)}: ${rounds.toLocaleString('en')} rounds of each game and ${rounds.toLocaleString('en')} draws for each rng test, server seed \`${SEED.slice(0, 8)}…\`, nonces from 0.`,
  '',
  table(
    [
      'game',
      'bet',
      'exact RTP',
      'simulated RTP (99.9 % interval)',
      'inside',
      'exact hit frequency',
      'simulated hit frequency',
    ],
    simRows,
  ),
  '',
  table(['rng test (99 %)', 'statistic', 'passes when', 'result'], rngRows),
].join('\n');
console.log(`\n${section}\n`);
if (values.write) {
  const doc = fs.readFileSync(DOC, 'utf8');
  const begin = '<!-- rtp:begin -->';
  const end = '<!-- rtp:end -->';
  if (!doc.includes(begin) || !doc.includes(end)) throw new Error(`docs/studio-games.md has no ${begin} … ${end}`);
  const text = `${doc.slice(0, doc.indexOf(begin) + begin.length)}\n${section}\n${doc.slice(doc.indexOf(end))}`;
  // Formatted as the repository's check wants it, so a written file passes \`prettier --check\`.
  const file = fileURLToPath(DOC);
  fs.writeFileSync(DOC, await prettier.format(text, { ...(await prettier.resolveConfig(file)), filepath: file }));
  console.error('docs/studio-games.md: written');
}
process.exit(failed ? 1 : 0);
