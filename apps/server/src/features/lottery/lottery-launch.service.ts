import type { Kysely } from 'kysely';
import type { LotteryLaunchValue } from '@portal/shared/contracts/lottery-launch';
import { FieldIssue } from '@portal/shared/errors';
import type { Language } from '@portal/shared/languages';
import type { DB } from '../../db/schema.ts';
import { AppError } from '../../platform/app-error.ts';
import { createCatalogRepo } from '../games/catalog.repo.ts';
import { lotteryTargetOf } from '../games/launch.service.ts';
import { betTypesOf, type BetSettingsOverrides } from './bet-menu.ts';

export interface LotteryLaunchInput {
  gameCode: string;
  playType?: string;
}

/**
 * The launch address (v2): which lottery page opens a game. The server decides it, so the web
 * never builds lottery addresses itself. A code is a lottery game's (MB45S, XSMB), or the game code
 * of a lottery entry of the catalog (the TCG_SEA card's `sea-lottery`), which opens the first game
 * of its kind: a Vietnamese market for a TCG_LOTTO_VN entry, a fast game otherwise.
 */
export function createLotteryLaunchService(deps: { db: Kysely<DB>; decimals: () => Promise<number> }) {
  const { db } = deps;
  const catalog = createCatalogRepo(db);

  // Disabled games too: a disabled game is GAME_UNAVAILABLE, as in the games launch, not NOT_FOUND.
  const lotteryGame = (code: string) =>
    db.selectFrom('lottery_games').selectAll().where('code', '=', code).executeTakeFirst();

  const firstGame = (vietnamese: boolean) =>
    db
      .selectFrom('lottery_games')
      .selectAll()
      .where('enabled', '=', true)
      .where('product', '=', vietnamese ? 'LOTT' : 'ELOTT')
      .orderBy('position')
      .orderBy('id')
      .limit(1)
      .executeTakeFirst();

  /** A catalog entry with this game code that the games launch sends to the lottery launcher. */
  async function entryGame(code: string) {
    const rows = await catalog.withVendor().where('g.game_code', '=', code).execute();
    const entry = rows.find((row) => lotteryTargetOf(row) !== null);
    if (!entry) return undefined;
    // The same refusals as GET /wps/game/launchGame (that call offers popular games with maintenance).
    if (!entry.enabled || !entry.vendor_enabled) throw new AppError('GAME_UNAVAILABLE');
    if (entry.maintenance || entry.vendor_maintenance)
      throw new AppError('GAME_MAINTENANCE', { value: { popular: [] } });
    return (await firstGame(lotteryTargetOf(entry)!.path === '/vnlottery')) ?? null;
  }

  return {
    async address(input: LotteryLaunchInput, language: Language): Promise<LotteryLaunchValue> {
      const game = (await lotteryGame(input.gameCode)) ?? (await entryGame(input.gameCode));
      if (game === undefined) throw new AppError('NOT_FOUND');
      // A lottery entry whose kind has no enabled game left.
      if (game === null || !game.enabled) throw new AppError('GAME_UNAVAILABLE');
      const decimals = await deps.decimals();
      const types = betTypesOf(game.market, game.bet_settings as BetSettingsOverrides, decimals).filter(
        (t) => t.enabled,
      );
      if (input.playType !== undefined && !types.some((t) => t.code === input.playType)) {
        throw new AppError('VALIDATION_FAILED', { value: { fields: { playType: FieldIssue.INVALID_VALUE } } });
      }
      const playType = input.playType ?? types[0]?.code ?? null;
      const query = new URLSearchParams({ gameCode: game.code });
      // The Vietnamese page has no play type in its address; /lottery has it when there is one.
      const vietnamese = game.product === 'LOTT';
      if (!vietnamese && playType) query.set('playType', playType);
      const url = `${vietnamese ? '/vnlottery' : '/lottery'}?${query.toString()}`;
      return { url, gameCode: game.code, playType, language };
    },
  };
}
