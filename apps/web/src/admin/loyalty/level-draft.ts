import { z } from 'zod';
import { vipLadderSchema, type VipLevelInput } from '@portal/shared/contracts/loyalty';
import { formResolver } from '../../lib/form-resolver.ts';
import { moneyIssues, nullableNumberOf, numberOf, textOf, textsOf, type LocalizedValue } from './loyalty-form.ts';

/**
 * One level of the ladder as the editor holds it: the API's level with figures as typed text (so
 * the schema's issues land on the boxes by their path), the rank its place.
 */
export interface LevelDraft {
  name: LocalizedValue;
  color: string;
  color2: string;
  /** Empty: not a condition of the level. */
  depositThreshold: string;
  turnoverThreshold: string;
  benefits: {
    weeklyCashbackPercent: string;
    /** Empty: the brand's own limit. */
    withdrawDailyMax: string;
    /** Empty: no count limit. */
    withdrawDailyCount: string;
    birthdayBonus: string;
    levelUpBonus: string;
  };
}

/** The ladder form's values: the levels, rank 0 first. */
export interface LadderDraft {
  levels: LevelDraft[];
}

/** The amounts in the brand's currency, by their path in a level. */
const MONEY_PATHS = [
  'depositThreshold',
  'turnoverThreshold',
  'benefits.withdrawDailyMax',
  'benefits.birthdayBonus',
  'benefits.levelUpBonus',
] as const;

const moneyText = (draft: LevelDraft, path: (typeof MONEY_PATHS)[number]): string =>
  path.startsWith('benefits.')
    ? draft.benefits[path.slice('benefits.'.length) as keyof LevelDraft['benefits']]
    : draft[path as 'depositThreshold' | 'turnoverThreshold'];

export function levelDraftOf(level: VipLevelInput): LevelDraft {
  const benefits = level.benefits;
  return {
    name: level.name,
    color: level.color,
    color2: level.color2,
    depositThreshold: textOf(level.depositThreshold),
    turnoverThreshold: textOf(level.turnoverThreshold),
    benefits: {
      weeklyCashbackPercent: textOf(benefits.weeklyCashbackPercent),
      withdrawDailyMax: textOf(benefits.withdrawDailyMax),
      withdrawDailyCount: textOf(benefits.withdrawDailyCount),
      birthdayBonus: textOf(benefits.birthdayBonus),
      levelUpBonus: textOf(benefits.levelUpBonus),
    },
  };
}

/** The starting level of a brand with no ladder yet: no thresholds (rank 0 needs none), no benefits. */
export const STARTING_LEVEL: LevelDraft = {
  name: {},
  color: '#6b7a90',
  color2: '#3d4a5c',
  depositThreshold: '',
  turnoverThreshold: '',
  benefits: {
    weeklyCashbackPercent: '0',
    withdrawDailyMax: '',
    withdrawDailyCount: '',
    birthdayBonus: '0',
    levelUpBonus: '0',
  },
};

/**
 * The next level up: the benefits of the one below to raise from, its colours, a blank name and
 * blank thresholds (the operator sets what it takes).
 */
export function nextLevel(below: LevelDraft | undefined): LevelDraft {
  const from = below ?? STARTING_LEVEL;
  return { ...from, benefits: { ...from.benefits }, name: {}, depositThreshold: '', turnoverThreshold: '' };
}

/** Rank 0 is where every member starts: it has no thresholds, whatever its boxes held. */
export function levelInputOf(draft: LevelDraft, rankLevel: number): unknown {
  const starting = rankLevel === 0;
  const benefits = draft.benefits;
  return {
    rankLevel,
    name: textsOf(draft.name),
    color: draft.color.trim(),
    color2: draft.color2.trim(),
    depositThreshold: starting ? null : nullableNumberOf(draft.depositThreshold),
    turnoverThreshold: starting ? null : nullableNumberOf(draft.turnoverThreshold),
    benefits: {
      weeklyCashbackPercent: numberOf(benefits.weeklyCashbackPercent),
      withdrawDailyMax: nullableNumberOf(benefits.withdrawDailyMax),
      withdrawDailyCount: nullableNumberOf(benefits.withdrawDailyCount),
      birthdayBonus: numberOf(benefits.birthdayBonus),
      levelUpBonus: numberOf(benefits.levelUpBonus),
    },
  };
}

/** The PUT body: ranks are the levels' places, 0 first. */
export const ladderInputOf = (draft: LadderDraft): unknown => ({
  levels: draft.levels.map((level, rank) => levelInputOf(level, rank)),
});

/**
 * The ladder form's check: the levels made into the API's body and parsed by the route's schema;
 * besides, amounts past the currency's decimals, which the server would store rounded.
 */
export function ladderResolver(decimals: number) {
  const schema = z.custom<LadderDraft>().transform(ladderInputOf).pipe(vipLadderSchema);
  return formResolver(schema, (draft) => {
    const money = draft.levels.flatMap((level, rank) =>
      MONEY_PATHS
        // Rank 0 sends no thresholds, whatever its boxes held.
        .filter((path) => rank > 0 || path.startsWith('benefits.'))
        .map((path) => [`levels.${rank}.${path}`, moneyText(level, path)]),
    );
    return moneyIssues(Object.fromEntries(money), decimals);
  });
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
