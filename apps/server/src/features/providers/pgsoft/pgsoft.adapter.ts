import type { ProviderAdapter } from '../adapter.ts';
import type { ProviderConfig } from '../provider-configs.service.ts';

/**
 * PG SOFT, a seamless vendor: the game opens at the operator-configured launch URL with our
 * operator id and the player's launch token; the vendor then calls /provider-api/PGSOFT/* signed
 * with the shared secret. Configured when the operator gave the launch URL, the operator id and
 * the secret.
 */
export function createPgsoftAdapter(config: ProviderConfig | null): ProviderAdapter {
  return {
    code: 'PGSOFT',
    walletModel: 'seamless',
    isConfigured: () => Boolean(config?.enabled && config.launchUrl && config.merchantId && config.secret),
    async launch(request) {
      if (!config?.launchUrl || !config.merchantId || !request.launchToken) {
        throw new Error('PGSOFT launch without configuration or token');
      }
      const url = new URL(config.launchUrl);
      url.searchParams.set('operator_token', config.merchantId);
      url.searchParams.set('operator_player_session', request.launchToken);
      url.searchParams.set('game_code', request.gameCode);
      url.searchParams.set('language', request.language);
      url.searchParams.set('platform', request.platform);
      url.searchParams.set('return_url', request.returnUrl);
      return { gameUrl: url.toString() };
    },
  };
}
