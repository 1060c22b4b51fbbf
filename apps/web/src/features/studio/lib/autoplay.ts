import { z } from 'zod';
import { FieldIssue } from '@portal/shared/errors';
import { toMinor } from '@portal/shared/money';

/*
 * Autoplay's limits, as a regulator would want them: a number of spins and a loss limit are
 * required; a single-win limit and stopping on the feature are optional. Any refused bet (a
 * responsible-gaming limit, too little money, a closed session) stops it too.
 */

export const AUTOPLAY_COUNTS = [10, 25, 50, 100] as const;

export interface AutoplaySettings {
  spins: number;
  /** Stop before a spin that could take the net loss past this. */
  lossLimitMinor: number;
  /** Stop after a single round wins at least this; null for no such limit. */
  winLimitMinor: number | null;
  stopOnFeature: boolean;
}

export interface AutoplayRun {
  settings: AutoplaySettings;
  played: number;
  /** Stakes minus wins since autoplay started (negative when ahead). */
  netLossMinor: number;
}

export type AutoplayStop = 'count' | 'lossLimit' | 'winLimit' | 'feature' | 'refused' | 'player';

export function startAutoplay(settings: AutoplaySettings): AutoplayRun {
  return { settings, played: 0, netLossMinor: 0 };
}

/** Whether the next spin at this stake may go, or why autoplay stops. */
export function beforeSpin(run: AutoplayRun, stakeMinor: number): AutoplayStop | null {
  if (run.played >= run.settings.spins) return 'count';
  if (run.netLossMinor + stakeMinor > run.settings.lossLimitMinor) return 'lossLimit';
  return null;
}

/** The run after a round, and whether that round ends it. */
export function afterRound(
  run: AutoplayRun,
  round: { stakeMinor: number; payoutMinor: number; featureTriggered: boolean },
): { run: AutoplayRun; stop: AutoplayStop | null } {
  const next = {
    ...run,
    played: run.played + 1,
    netLossMinor: run.netLossMinor + round.stakeMinor - round.payoutMinor,
  };
  const { winLimitMinor, stopOnFeature } = run.settings;
  if (winLimitMinor !== null && round.payoutMinor >= winLimitMinor) return { run: next, stop: 'winLimit' };
  if (stopOnFeature && round.featureTriggered) return { run: next, stop: 'feature' };
  return { run: next, stop: null };
}

/** The autoplay dialog's values as typed: amounts in major units of the currency. */
export interface AutoplayForm {
  spins: string;
  lossLimit: string;
  winLimit: string;
  stopOnFeature: boolean;
}

export const AUTOPLAY_DEFAULTS: AutoplayForm = { spins: '10', lossLimit: '', winLimit: '', stopOnFeature: true };

/** An amount box: a positive amount in the currency's decimals, or (when optional) empty. */
function amountText(decimals: number, required: boolean) {
  return z.string().transform((text, ctx) => {
    if (text.trim() === '') {
      if (required) ctx.addIssue({ code: 'custom', message: FieldIssue.REQUIRED });
      return null;
    }
    const parsed = toMinor(text, decimals);
    if (!parsed.ok) {
      ctx.addIssue({
        code: 'custom',
        message: parsed.error === 'TOO_MANY_DECIMALS' ? FieldIssue.TOO_MANY_DECIMALS : FieldIssue.INVALID_VALUE,
      });
      return z.NEVER;
    }
    if (parsed.minor <= 0) ctx.addIssue({ code: 'custom', message: FieldIssue.TOO_SMALL });
    return parsed.minor;
  });
}

/** The dialog's schema: the form's text in, autoplay's settings out. */
export function autoplaySchema(decimals: number) {
  return z
    .object({
      spins: z.enum(AUTOPLAY_COUNTS.map(String) as [string, ...string[]]),
      lossLimit: amountText(decimals, true),
      winLimit: amountText(decimals, false),
      stopOnFeature: z.boolean(),
    })
    .transform((form): AutoplaySettings => ({
      spins: Number(form.spins),
      lossLimitMinor: form.lossLimit ?? 0,
      winLimitMinor: form.winLimit,
      stopOnFeature: form.stopOnFeature,
    }));
}
