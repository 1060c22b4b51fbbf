import type { LaunchAnswer, LaunchPlayer } from '../providers/adapter.ts';

/**
 * What the games feature needs of the providers module (features/providers, helper H2's
 * providersModule(ctx)): whether a vendor's adapter is configured, and a launch URL. Kept this
 * narrow so the catalog never reaches into an adapter.
 */
export interface GameLauncher {
  isConfigured(vendorCode: string): boolean;
  launch(request: {
    player: LaunchPlayer;
    vendorCode: string;
    gameCode: string;
    language: string;
    platform: 'desktop' | 'mobile';
    returnUrl: string;
    gameName?: string;
    vendorName?: string;
  }): Promise<LaunchAnswer>;
}
