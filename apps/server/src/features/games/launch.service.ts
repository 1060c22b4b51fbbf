import type { LaunchValue, LotteryTarget } from '@portal/shared/contracts/games';
import type { Language } from '@portal/shared/languages';
import { INHOUSE_VENDOR } from '@portal/shared/contracts/seamless';
import { AppError } from '../../platform/app-error.ts';
import type { LocalizedText } from '../../db/column-types.ts';
import type { LaunchPlayer } from '../providers/adapter.ts';
import { pickText } from '../../platform/localized.ts';
import type { CatalogRepo, GameRow } from './catalog.repo.ts';
import type { CatalogService } from './catalog.service.ts';
import type { GameLauncher } from './game-launcher.ts';
import { lotteryPathOf } from './lottery-entries.ts';
import type { PlayerListsService } from './player-lists.service.ts';
import { MEMBER_TYPE } from '@portal/shared/constants';

export interface LaunchInput {
  nodeId?: string;
  gameId?: string;
  vassalage?: string;
  launchMode: LaunchValue['launchMode'];
  platform?: string;
}

/** Where a lottery entry opens (lottery-entries.ts); null for a vendor's own game. */
export function lotteryTargetOf(game: GameRow): LotteryTarget | null {
  const path = lotteryPathOf({
    category: game.category,
    accountType: game.vendor_account_type,
    vendorCode: game.vendor_code,
  });
  return path ? { path, gameCode: game.game_code, playType: null } : null;
}

/** The spec's platform strings ('html5-desktop', 'flash', 'html5-mobile'...) to the adapter's two. */
const platformOf = (platform: string | undefined): 'desktop' | 'mobile' =>
  platform && /mobile|h5|android|ios/i.test(platform) ? 'mobile' : 'desktop';

/**
 * GET /wps/game/launchGame: the game and its vendor enabled, not under
 * maintenance (then other popular games), lottery entries to the lottery launcher, the vendor's
 * adapter configured; then the providers module makes the URL. No transaction is open while the
 * provider is asked; the recent list is written after the URL came back.
 */
export function createLaunchService(deps: {
  catalog: CatalogRepo;
  catalogService: CatalogService;
  lists: PlayerListsService;
  launcher: GameLauncher;
}) {
  async function find(input: LaunchInput) {
    if (input.nodeId) return deps.catalog.byNodeId(input.nodeId);
    return deps.catalog.byVendorGame(input.vassalage!, input.gameId!);
  }

  return {
    async launch(
      player: LaunchPlayer,
      input: LaunchInput,
      language: Language,
      returnUrl: string,
      logFailure: (err: unknown) => void,
    ): Promise<LaunchValue> {
      const game = await find(input);
      if (!game) throw new AppError('NOT_FOUND');
      if (!game.enabled || !game.vendor_enabled) throw new AppError('GAME_UNAVAILABLE');
      if (game.maintenance || game.vendor_maintenance) {
        throw new AppError('GAME_MAINTENANCE', {
          value: { popular: await deps.catalogService.popularInstead(game.id, language) },
        });
      }
      const base = {
        nodeId: game.node_id,
        vassalage: game.vendor_code,
        name: pickText(game.name as LocalizedText, language),
        launchMode: input.launchMode,
      };
      const lottery = lotteryTargetOf(game);
      const trial = player.type === MEMBER_TYPE.trial;
      if (lottery) {
        if (!trial) await deps.lists.recordLaunch(player.memberId, game.id);
        return { ...base, game_url: null, game_url2: null, lottery };
      }
      // Free play never reaches a third-party vendor: its wallet and its reports are real money
      // (docs/security.md); the in-house studio keeps trial rounds in a book of their own.
      if (trial && game.vendor_code !== INHOUSE_VENDOR) throw new AppError('TRUE_ACCOUNT_REQUIRED');
      if (!deps.launcher.isConfigured(game.vendor_code)) throw new AppError('GAME_UNAVAILABLE');
      let answer;
      try {
        answer = await deps.launcher.launch({
          player,
          vendorCode: game.vendor_code,
          gameCode: game.game_code,
          language,
          platform: platformOf(input.platform),
          returnUrl,
          gameName: base.name,
          vendorName: game.vendor_name,
        });
      } catch (err) {
        if (err instanceof AppError) throw err;
        // The vendor did not answer with a URL: the player sees the game as unavailable, we see the log.
        logFailure(err);
        throw new AppError('GAME_UNAVAILABLE');
      }
      // Trial accounts have no recent list.
      if (!trial) await deps.lists.recordLaunch(player.memberId, game.id);
      return { ...base, game_url: answer.gameUrl, game_url2: answer.gameUrl2 ?? null, lottery: null };
    },
  };
}
