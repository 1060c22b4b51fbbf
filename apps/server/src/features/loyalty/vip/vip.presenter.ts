import type { VipLevelInput, VipLevelView } from '@portal/shared/contracts/loyalty';
import type { Language } from '@portal/shared/languages';
import { toMajor } from '@portal/shared/money';
import type { Selectable } from 'kysely';
import type { VipLevels } from '../../../db/schema.ts';
import { pickText } from '../../../platform/localized.ts';
import type { minorUnits } from '../money-input.ts';

type LevelRow = Selectable<VipLevels>;
const orNull = (minor: number | null, decimals: number) => (minor === null ? null : toMajor(minor, decimals));

export function presentLevel(row: LevelRow, decimals: number, language: Language): VipLevelView {
  return {
    rankLevel: row.rank_level,
    labelName: pickText(row.name, language),
    color: row.color,
    color2: row.color2,
    depositThreshold: orNull(row.deposit_threshold_minor, decimals),
    turnoverThreshold: orNull(row.turnover_threshold_minor, decimals),
    benefits: benefitsOf(row, decimals),
  };
}

const benefitsOf = (row: LevelRow, decimals: number) => ({
  weeklyCashbackPercent: row.weekly_cashback_bps / 100,
  withdrawDailyMax: orNull(row.withdraw_daily_max_minor, decimals),
  withdrawDailyCount: row.withdraw_daily_count,
  birthdayBonus: toMajor(row.birthday_bonus_minor, decimals),
  levelUpBonus: toMajor(row.level_up_bonus_minor, decimals),
});

/** The console's view: every language the operator wrote. */
export function presentLevelInput(row: LevelRow, decimals: number): VipLevelInput {
  return {
    rankLevel: row.rank_level,
    name: row.name,
    color: row.color,
    color2: row.color2,
    depositThreshold: orNull(row.deposit_threshold_minor, decimals),
    turnoverThreshold: orNull(row.turnover_threshold_minor, decimals),
    benefits: benefitsOf(row, decimals),
  };
}

/** A level's row; amounts already checked and converted by the caller (money-input.ts). */
export function levelRowOf(level: VipLevelInput, money: ReturnType<typeof minorUnits>, now: Date) {
  const path = (field: string) => `levels.${level.rankLevel}.${field}`;
  return {
    rank_level: level.rankLevel,
    name: JSON.stringify(level.name),
    color: level.color,
    color2: level.color2,
    deposit_threshold_minor:
      level.rankLevel === 0 ? null : money.nullable(path('depositThreshold'), level.depositThreshold),
    turnover_threshold_minor:
      level.rankLevel === 0 ? null : money.nullable(path('turnoverThreshold'), level.turnoverThreshold),
    weekly_cashback_bps: Math.round(level.benefits.weeklyCashbackPercent * 100),
    withdraw_daily_max_minor: money.nullable(path('benefits.withdrawDailyMax'), level.benefits.withdrawDailyMax),
    withdraw_daily_count: level.benefits.withdrawDailyCount,
    birthday_bonus_minor: money.minor(path('benefits.birthdayBonus'), level.benefits.birthdayBonus),
    level_up_bonus_minor: money.minor(path('benefits.levelUpBonus'), level.benefits.levelUpBonus),
    updated_at: now,
  };
}
