import { AppError } from '../../../platform/app-error.ts';
import { minesBoard, minesStanding, payoutMinor } from '../games/game-engines.ts';
import type { MinesBoard } from '../games/mines.ts';
import type { GamePlay, RoundMachinery } from './round-machinery.ts';

/**
 * Mines: the board is fixed when the nonce is taken; after the bet the round stays 'open' while
 * the player turns tiles, and a mine, the last safe tile or a cash-out settles it.
 */
export const minesPlay: GamePlay = {
  outcome(request, _variant, seeds) {
    if (request.game !== 'mines') throw new Error(`${request.game} is not mines`);
    return { ...minesBoard(request.params.mines, seeds) };
  },

  afterBet({ db, repo, clock }, row, balanceMinor) {
    return repo.moveRound(db, row.id, ['betting'], {
      status: 'open',
      balance_after_minor: balanceMinor,
      updated_at: clock.now(),
    });
  },
};

/** The calls of an open mines round. */
export function createMinesCalls(machinery: RoundMachinery) {
  const { db, repo, clock, sessionOf, ownRound, settleInline, roundAnswer } = machinery;
  return {
    /** Mines: turns one tile; a mine ends the round (win 0), the last safe tile cashes out. */
    async reveal(token: string, roundId: string, tile: number) {
      const session = await sessionOf(token);
      await ownRound(session, roundId);
      const moved = await db.transaction().execute(async (trx) => {
        const row = await trx
          .selectFrom('studio_rounds')
          .selectAll()
          .where('id', '=', roundId)
          .forUpdate()
          .executeTakeFirst();
        if (!row || row.status !== 'open') throw new AppError('SEAMLESS_ROUND_CLOSED');
        if (row.reveals.includes(tile)) {
          throw new AppError('VALIDATION_FAILED', { value: { fields: { tile: 'INVALID_VALUE' } } });
        }
        const reveals = [...row.reveals, tile];
        const board = row.outcome as unknown as MinesBoard;
        const standing = minesStanding(board, reveals, row.variant);
        const over = standing.hitMine || standing.safeLeft === 0;
        return repo.moveRound(trx, row.id, ['open'], {
          reveals: JSON.stringify(reveals),
          updated_at: clock.now(),
          ...(over
            ? { status: 'settling', payout_minor: payoutMinor(row.stake_minor, standing.num, standing.den) }
            : {}),
        });
      });
      if (moved!.status === 'open') return roundAnswer(moved!, moved!.balance_after_minor);
      const settled = await settleInline(moved!, ['settling'], moved!.payout_minor!, session, token);
      return roundAnswer(settled, settled.balance_after_minor);
    },

    /** Mines: takes the win after at least one safe tile. */
    async cashOut(token: string, roundId: string) {
      const session = await sessionOf(token);
      await ownRound(session, roundId);
      const moved = await db.transaction().execute(async (trx) => {
        const row = await trx
          .selectFrom('studio_rounds')
          .selectAll()
          .where('id', '=', roundId)
          .forUpdate()
          .executeTakeFirst();
        if (!row || row.status !== 'open') throw new AppError('SEAMLESS_ROUND_CLOSED');
        if (row.reveals.length === 0)
          throw new AppError('VALIDATION_FAILED', { value: { fields: { tile: 'REQUIRED' } } });
        const standing = minesStanding(row.outcome as unknown as MinesBoard, row.reveals, row.variant);
        return repo.moveRound(trx, row.id, ['open'], {
          status: 'settling',
          payout_minor: payoutMinor(row.stake_minor, standing.num, standing.den),
          updated_at: clock.now(),
        });
      });
      const settled = await settleInline(moved!, ['settling'], moved!.payout_minor!, session, token);
      return roundAnswer(settled, settled.balance_after_minor);
    },
  };
}
