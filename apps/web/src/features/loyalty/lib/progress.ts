import type { VipOverview } from '@portal/shared/contracts/loyalty';

/**
 * How far progress is towards a target, 0..100, floored: a mission at 99.6% does not read as done.
 * A target of zero or less counts as reached.
 */
export function progressPercent(progress: number, target: number): number {
  if (!(target > 0)) return 100;
  const ratio = Math.max(0, progress) / target;
  return Math.min(100, Math.floor(ratio * 100));
}

/** The server's percent kept to 0..100 and whole, for the bar and its label. */
export const clampPercent = (percent: number) => Math.min(100, Math.max(0, Math.floor(percent)));

export type VipCondition = 'deposits' | 'turnover';

export interface VipRequirement {
  condition: VipCondition;
  /** What has counted in the period so far. */
  have: number;
  /** The next level's threshold. */
  need: number;
  /** What is still missing (0 once met). */
  missing: number;
}

/**
 * The next level's conditions with what is still missing for each: the thresholds that are set
 * (null: not a condition). Empty at the top of the ladder.
 */
export function vipRequirements(overview: Pick<VipOverview, 'next' | 'deposits' | 'turnover'>): VipRequirement[] {
  const next = overview.next;
  if (!next) return [];
  const out: VipRequirement[] = [];
  const add = (condition: VipCondition, have: number, need: number | null) => {
    if (need === null) return;
    out.push({ condition, have, need, missing: Math.max(0, need - have) });
  };
  add('deposits', overview.deposits, next.depositThreshold);
  add('turnover', overview.turnover, next.turnoverThreshold);
  return out;
}

export interface TimeLeft {
  days: number;
  hours: number;
  minutes: number;
  /** The moment has passed. */
  done: boolean;
}

/** What is left until a moment, to the minute (a mission's period end). */
export function timeLeft(endMs: number, nowMs: number): TimeLeft {
  const minutesLeft = Math.max(0, Math.floor((endMs - nowMs) / 60_000));
  return {
    days: Math.floor(minutesLeft / 1440),
    hours: Math.floor((minutesLeft % 1440) / 60),
    minutes: minutesLeft % 60,
    done: endMs <= nowMs,
  };
}

/**
 * Whether the member keeps their level at the period's end: `base` at the bottom level (nothing
 * to keep), `kept` when every threshold the level sets is already met this period, `grace` when
 * not but period ends of grace remain, `atRisk` when the level drops unless the thresholds are met.
 * A level is reached by meeting every threshold it sets (the server's percent is the least of them).
 */
export type KeepStatus = 'base' | 'kept' | 'grace' | 'atRisk';

export function keepStatus(overview: Pick<VipOverview, 'level' | 'deposits' | 'turnover' | 'graceLeft'>): KeepStatus {
  const { level } = overview;
  if (level.rankLevel === 0) return 'base';
  const meets =
    (level.depositThreshold === null || overview.deposits >= level.depositThreshold) &&
    (level.turnoverThreshold === null || overview.turnover >= level.turnoverThreshold);
  if (meets) return 'kept';
  return overview.graceLeft > 0 ? 'grace' : 'atRisk';
}
