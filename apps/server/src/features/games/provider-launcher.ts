import type { AppContext } from '../../platform/context.ts';
import type { GameLauncher } from './game-launcher.ts';

/**
 * The games feature's view of the providers module (features/providers). Until that module is
 * wired in, no vendor counts as configured: every game shows as unavailable and a launch answers
 * GAME_UNAVAILABLE, which is the truth without an adapter.
 */
export function providerLauncher(ctx: AppContext): GameLauncher {
  void ctx;
  return {
    isConfigured: () => false,
    launch: () => Promise.reject(new Error('no providers module')),
  };
}
