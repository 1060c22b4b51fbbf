import { FieldIssue } from '@portal/shared/errors';
import { vipLadderSchema, type VipLadder, type VipLevelInput } from '@portal/shared/contracts/loyalty';
import {
  checkWith,
  moneyIssue,
  nullableNumberOf,
  numberOf,
  textOf,
  textsOf,
  type Checked,
  type FieldIssues,
  type LocalizedValue,
} from './loyalty-form.ts';

/** One level of the ladder as the editor holds it: figures as typed text, the rank its place. */
export interface LevelDraft {
  name: LocalizedValue;
  color: string;
  color2: string;
  /** Empty: not a condition of the level. */
  depositThreshold: string;
  turnoverThreshold: string;
  weeklyCashbackPercent: string;
  /** Empty: the brand's own limit. */
  withdrawDailyMax: string;
  /** Empty: no count limit. */
  withdrawDailyCount: string;
  birthdayBonus: string;
  levelUpBonus: string;
}

const MONEY_FIELDS = [
  'depositThreshold',
  'turnoverThreshold',
  'withdrawDailyMax',
  'birthdayBonus',
  'levelUpBonus',
] as const satisfies readonly (keyof LevelDraft)[];

/** Where each draft field sits in the API's level, so an issue finds its box. */
export const LEVEL_PATH: Record<keyof LevelDraft, string> = {
  name: 'name',
  color: 'color',
  color2: 'color2',
  depositThreshold: 'depositThreshold',
  turnoverThreshold: 'turnoverThreshold',
  weeklyCashbackPercent: 'benefits.weeklyCashbackPercent',
  withdrawDailyMax: 'benefits.withdrawDailyMax',
  withdrawDailyCount: 'benefits.withdrawDailyCount',
  birthdayBonus: 'benefits.birthdayBonus',
  levelUpBonus: 'benefits.levelUpBonus',
};

export function levelDraftOf(level: VipLevelInput): LevelDraft {
  return {
    name: level.name,
    color: level.color,
    color2: level.color2,
    depositThreshold: textOf(level.depositThreshold),
    turnoverThreshold: textOf(level.turnoverThreshold),
    weeklyCashbackPercent: textOf(level.benefits.weeklyCashbackPercent),
    withdrawDailyMax: textOf(level.benefits.withdrawDailyMax),
    withdrawDailyCount: textOf(level.benefits.withdrawDailyCount),
    birthdayBonus: textOf(level.benefits.birthdayBonus),
    levelUpBonus: textOf(level.benefits.levelUpBonus),
  };
}

/** The starting level of a brand with no ladder yet: no thresholds (rank 0 needs none), no benefits. */
export const STARTING_LEVEL: LevelDraft = {
  name: {},
  color: '#6b7a90',
  color2: '#3d4a5c',
  depositThreshold: '',
  turnoverThreshold: '',
  weeklyCashbackPercent: '0',
  withdrawDailyMax: '',
  withdrawDailyCount: '',
  birthdayBonus: '0',
  levelUpBonus: '0',
};

/**
 * The next level up: the benefits of the one below to raise from, its colours, a blank name and
 * blank thresholds (the operator sets what it takes).
 */
export function nextLevel(below: LevelDraft | undefined): LevelDraft {
  if (!below) return { ...STARTING_LEVEL };
  return { ...below, name: {}, depositThreshold: '', turnoverThreshold: '' };
}

/** Rank 0 is where every member starts: it has no thresholds, whatever its boxes held. */
export function levelInputOf(draft: LevelDraft, rankLevel: number): unknown {
  const starting = rankLevel === 0;
  return {
    rankLevel,
    name: textsOf(draft.name),
    color: draft.color.trim(),
    color2: draft.color2.trim(),
    depositThreshold: starting ? null : nullableNumberOf(draft.depositThreshold),
    turnoverThreshold: starting ? null : nullableNumberOf(draft.turnoverThreshold),
    benefits: {
      weeklyCashbackPercent: numberOf(draft.weeklyCashbackPercent),
      withdrawDailyMax: nullableNumberOf(draft.withdrawDailyMax),
      withdrawDailyCount: nullableNumberOf(draft.withdrawDailyCount),
      birthdayBonus: numberOf(draft.birthdayBonus),
      levelUpBonus: numberOf(draft.levelUpBonus),
    },
  };
}

/** The PUT body: ranks are the levels' places, 0 first. */
export const ladderInputOf = (drafts: readonly LevelDraft[]): unknown => ({
  levels: drafts.map((draft, rank) => levelInputOf(draft, rank)),
});

/** The ladder through the shared schema, and amounts past the currency's decimals. */
export function checkLadder(drafts: readonly LevelDraft[], decimals: number): Checked<VipLadder> {
  const extra: FieldIssues = {};
  drafts.forEach((draft, i) => {
    for (const field of MONEY_FIELDS) {
      if (i === 0 && field.endsWith('Threshold')) continue;
      const issue = moneyIssue(draft[field], decimals);
      if (issue) extra[`levels.${i}.${LEVEL_PATH[field]}`] = issue;
    }
    // Stored in basis points: a hundredth of a percent is the finest step.
    const cashback = moneyIssue(draft.weeklyCashbackPercent, 2);
    if (cashback) extra[`levels.${i}.benefits.weeklyCashbackPercent`] = cashback;
    // The table keeps a daily maximum above zero; no limit is an empty box, not 0.
    if (numberOf(draft.withdrawDailyMax) === 0) extra[`levels.${i}.benefits.withdrawDailyMax`] = FieldIssue.TOO_SMALL;
  });
  return checkWith(vipLadderSchema, ladderInputOf(drafts), extra);
}

/**
 * Levels whose thresholds do not rise above the level below them (the contract asks for rising
 * thresholds; a member would reach them in a surprising order): each level's index and the
 * conditions that do not rise. Only figures both levels set are compared.
 */
export function fallingThresholds(drafts: readonly LevelDraft[]): Map<number, ('deposit' | 'turnover')[]> {
  const out = new Map<number, ('deposit' | 'turnover')[]>();
  drafts.forEach((draft, i) => {
    if (i < 2) return; // Rank 0 has no thresholds to compare with.
    const below = drafts[i - 1]!;
    const falling = (['deposit', 'turnover'] as const).filter((kind) => {
      const mine = numberOf(draft[`${kind}Threshold`]);
      const theirs = numberOf(below[`${kind}Threshold`]);
      return mine !== undefined && theirs !== undefined && mine <= theirs;
    });
    if (falling.length) out.set(i, falling);
  });
  return out;
}
