import { payoutMinor, playInstant } from '../games/game-engines.ts';
import type { GamePlay } from './round-machinery.ts';

/**
 * Slot, dice and baccarat: the whole round at once. The outcome and its payout are fixed when the
 * nonce is taken; right after the bet the win (0 for a loss) is paid and the round closes.
 */
export const instantPlay: GamePlay = {
  instant: true,

  outcome(request, variant, seeds, stakeMinor) {
    const result = playInstant(request, variant, seeds);
    return { ...result.outcome, payoutMinor: payoutMinor(stakeMinor, result.num, result.den) };
  },

  afterBet(machinery, row, _balanceMinor, session, token) {
    return machinery.settleInline(
      row,
      ['betting'],
      (row.outcome as { payoutMinor: number }).payoutMinor,
      session,
      token,
    );
  },
};
