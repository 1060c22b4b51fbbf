import type { AppContext } from '../../platform/context.ts';
import { providersModule } from '../providers/providers.registry.ts';
import type { GameLauncher } from './game-launcher.ts';

/**
 * The games feature's view of the providers module: whether a vendor's adapter is configured
 * (answered synchronously from the module's snapshot, as every lobby tile asks) and the launch.
 * The snapshot is loaded once before the routes answer, so the first lobby page is already right.
 */
export async function providerLauncher(ctx: AppContext): Promise<GameLauncher> {
  const providers = providersModule(ctx);
  await providers.refresh();
  return {
    isConfigured: (vendorCode) => providers.isConfigured(vendorCode),
    launch: (request) => providers.launch(request),
  };
}
