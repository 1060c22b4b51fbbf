import { INHOUSE_GAMES, INHOUSE_VENDOR, type InhouseGame } from '@portal/shared/contracts/seamless';
import { AppError } from '../../../platform/app-error.ts';
import type { LaunchAnswer, LaunchRequest, ProviderAdapter } from '../adapter.ts';
import type { ProviderConfig } from '../provider-configs.service.ts';
import { launchSignature } from './launch-signature.ts';

/**
 * The in-house studio as a provider (seamless, configured out of the box with the INHOUSE secret).
 * A launch is the studio's game page on the portal's origin, for the /game iframe; the URL names
 * the player and currency for the studio's seamless calls and is signed with the shared secret, so
 * the studio learns who plays without reading the portal's tables.
 */
export function createStudioAdapter(config: ProviderConfig | null): ProviderAdapter {
  return {
    code: INHOUSE_VENDOR,
    walletModel: 'seamless',
    isConfigured: () => Boolean(config?.secret) && config?.enabled !== false,
    async launch(request: LaunchRequest): Promise<LaunchAnswer> {
      if (!config?.secret || !request.launchToken) throw new AppError('GAME_UNAVAILABLE');
      if (!(INHOUSE_GAMES as readonly string[]).includes(request.gameCode)) throw new AppError('GAME_UNAVAILABLE');
      const game = request.gameCode as InhouseGame;
      const parts = {
        token: request.launchToken,
        player: String(request.player.memberId),
        currency: request.player.currency,
        game,
      };
      const query = new URLSearchParams({
        token: parts.token,
        lang: request.language,
        player: parts.player,
        currency: parts.currency,
        sig: launchSignature(config.secret, parts),
      });
      return { gameUrl: `${new URL(request.returnUrl).origin}/studio/play/${game}?${query.toString()}` };
    },
  };
}
