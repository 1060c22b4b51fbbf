import { INHOUSE_VENDOR } from '@portal/shared/contracts/seamless';
import type { AppContext } from '../../platform/context.ts';
import type { Clock } from '../../platform/clock.ts';
import { perApp } from '../../platform/per-app.ts';
import { createSealedServerSecret } from '../../platform/secret-box.ts';
import { AppError } from '../../platform/app-error.ts';
import type { LaunchAnswer, LaunchPlayer, ProviderAdapter, TransferApi } from './adapter.ts';
import { memberBet } from '../bets/bet-history.repo.ts';
import { createLaunchTokens } from './launch-tokens.ts';
import { createPgsoftAdapter } from './pgsoft/pgsoft.adapter.ts';
import { createStudioAdapter } from './inhouse/inhouse.adapter.ts';
import {
  createDemoProviderAdapter,
  DEMO_PROVIDER_VENDORS,
  DEMO_STAND_IN_VENDORS,
} from './demo/demo-provider.adapter.ts';
import { DEMO_TRANSFER_VENDORS } from './demo/transfer/demo-vendor-games.ts';
import { DEMO_MERCHANT_ID, demoVendorBaseUrl } from './demo/transfer/demo-vendor.service.ts';
import { ownOriginFetch } from './demo/transfer/own-origin-fetch.ts';
import { createProviderConfigsRepo } from './provider-configs.repo.ts';
import { createProviderConfigs, type ProviderConfig } from './provider-configs.service.ts';
import { createProviderSecrets } from './provider-secrets.ts';
import { createSeamlessRepo } from './seamless/seamless.repo.ts';
import { createSeamlessService } from './seamless/seamless.service.ts';
import { createTcgTransferAdapter } from './transfer/tcg-transfer.adapter.ts';
import { createVendorTransfers } from './transfer/vendor-transfers.service.ts';

/** The catalog's transfer-model vendors (seed/demo-games.ts) speak the TCG-style protocol. */
const TCG_STYLE_VENDORS = ['TCG_SEA', 'CARD_HALL', 'STADIUM_BOOK', 'ARENA_X'];

export interface AdapterDeps {
  clock: Clock;
  /** fetch for vendor calls; a path (the demo vendor's address) goes to this process's own origin. */
  fetch?: typeof fetch;
}

/**
 * Every game provider: its vendor code and how its adapter is made from the operator's
 * configuration (null until the operator stores one; INHOUSE has a built-in one). Adding a
 * provider is one module under features/providers/<code>/ and one line here, e.g.
 *   INHOUSE: (config) => createStudioAdapter(config),
 */
export const PROVIDER_ADAPTERS: Record<string, (config: ProviderConfig | null, deps: AdapterDeps) => ProviderAdapter> =
  {
    INHOUSE: (config) => createStudioAdapter(config),
    // In a seeded demo without the operator's PG credentials, the demo provider plays its catalog
    // as demo slots (docs/decisions/023-demo-vendors.md); anywhere else only the real adapter.
    PGSOFT: (config) =>
      config?.demoStandIn ? createDemoProviderAdapter('PGSOFT', config) : createPgsoftAdapter(config),
    // The demo's live-casino and fishing vendors, played at the demo provider's tables (demo/).
    ...Object.fromEntries(
      DEMO_PROVIDER_VENDORS.map((code) => [
        code,
        (config: ProviderConfig | null) => createDemoProviderAdapter(code, config),
      ]),
    ),
    // Transfer-model vendors speaking the TCG-style merchant API (transfer/tcg-transfer.adapter.ts).
    ...Object.fromEntries(
      TCG_STYLE_VENDORS.map((code) => [
        code,
        (config: ProviderConfig | null, deps: AdapterDeps) => createTcgTransferAdapter(code, config, deps),
      ]),
    ),
  };

/** What decides whether a bet's round has a page at its vendor. */
export interface RoundDetailBet {
  vendor: string;
  round_id: string | null;
  status: string;
}

const offered = (adapter: ProviderAdapter | null | undefined, bet: RoundDetailBet) =>
  Boolean(adapter?.roundDetail && adapter.isConfigured() && bet.round_id !== null && bet.status === 'settled');

/** How often a process rebuilds its adapters from the stored configuration (other instances' changes). */
const REFRESH_MS = 5_000;

function build(ctx: AppContext) {
  const configs = createProviderConfigs({
    repo: createProviderConfigsRepo(ctx.db),
    secrets: createProviderSecrets(ctx),
    clock: ctx.clock,
    inhouseSecret: createSealedServerSecret(ctx, 'provider-inhouse-secret'),
    // Only a seeded demo (SEED_DEMO, refused in production) plays the demo provider's tables, its
    // stand-in for PG Soft and its transfer vendor out of the box; elsewhere they need the operator.
    demo: ctx.env.SEED_DEMO
      ? {
          vendors: DEMO_PROVIDER_VENDORS,
          standIns: DEMO_STAND_IN_VENDORS,
          secret: createSealedServerSecret(ctx, 'provider-demo-secret'),
          transfer: { vendors: DEMO_TRANSFER_VENDORS, baseUrl: demoVendorBaseUrl, merchantId: DEMO_MERCHANT_ID },
        }
      : undefined,
  });
  // This process's origin once it listens (the routes tell it): where the demo vendor answers.
  let ownOrigin: () => string | null = () => null;
  const adapterDeps: AdapterDeps = { clock: ctx.clock, fetch: ownOriginFetch(() => ownOrigin()) };
  const tokens = createLaunchTokens({ db: ctx.db, clock: ctx.clock });
  let adapters = new Map<string, ProviderAdapter>();
  let loadedAt = -Infinity;
  let generation = 0;
  let background: Promise<void> | null = null;

  /** Rebuilds every registered adapter from its stored configuration; the latest load wins. */
  async function refresh(): Promise<void> {
    const mine = (generation += 1);
    const next = new Map<string, ProviderAdapter>();
    for (const [code, make] of Object.entries(PROVIDER_ADAPTERS)) {
      next.set(code, make(await configs.get(code), adapterDeps));
    }
    if (mine !== generation) return;
    adapters = next;
    loadedAt = Date.now();
  }

  const stale = () => Date.now() - loadedAt > REFRESH_MS;
  function refreshInBackground() {
    background ??= refresh()
      .catch(() => undefined)
      .finally(() => {
        background = null;
      });
    return background;
  }

  /** The adapter as configured now (rebuilt when the snapshot is older than REFRESH_MS). */
  async function adapterOf(code: string): Promise<ProviderAdapter | null> {
    if (stale()) await refreshInBackground();
    return adapters.get(code) ?? null;
  }

  async function transferApi(code: string): Promise<TransferApi | null> {
    const adapter = await adapterOf(code);
    return adapter?.walletModel === 'transfer' && adapter.isConfigured() ? (adapter.transfer ?? null) : null;
  }

  const seamless = createSeamlessService({ ctx, repo: createSeamlessRepo(ctx.db) });
  const transfers = createVendorTransfers({ ctx, transferApi });

  return {
    configs,
    tokens,
    seamless,
    transfers,
    refresh,
    adapterOf,
    transferApi,

    /** Where this process answers (the providers' routes set it; before listening there is none). */
    serveAt(origin: () => string | null) {
      ownOrigin = origin;
    },

    /** The adapters known to this process (the admin list; a stale snapshot refreshes in the background). */
    adapters(): ProviderAdapter[] {
      if (stale()) void refreshInBackground();
      return [...adapters.values()];
    },

    /**
     * Synchronous for the catalog (each lobby tile asks): from the last snapshot, refreshed in the
     * background when older than REFRESH_MS and at once after an operator's change.
     */
    isConfigured(vendorCode: string): boolean {
      if (stale()) void refreshInBackground();
      return adapters.get(vendorCode)?.isConfigured() ?? false;
    },

    /** True when the vendor's adapter is a seamless one (the /provider-api calls are open to it). */
    isSeamless(vendorCode: string): boolean {
      return vendorCode === INHOUSE_VENDOR || adapters.get(vendorCode)?.walletModel === 'seamless';
    },

    /**
     * A game's launch URL. Seamless vendors get a fresh launch token bound to the player, the
     * vendor and the game (the provider sends it back in its balance and bet calls).
     */
    async launch(request: {
      player: LaunchPlayer;
      vendorCode: string;
      gameCode: string;
      language: string;
      platform: 'desktop' | 'mobile';
      returnUrl: string;
      gameName?: string;
      vendorName?: string;
    }): Promise<LaunchAnswer> {
      const adapter = await adapterOf(request.vendorCode);
      if (!adapter?.isConfigured()) throw new AppError('GAME_UNAVAILABLE');
      const launchToken =
        adapter.walletModel === 'seamless'
          ? await tokens.issue(request.player.memberId, request.vendorCode, request.gameCode)
          : null;
      try {
        return await adapter.launch({ ...request, launchToken });
      } catch (error) {
        if (error instanceof AppError) throw error;
        throw new AppError('GAME_UNAVAILABLE', { message: (error as Error).message });
      }
    },

    /**
     * True when the bet's round has a page at its vendor: a settled round with the vendor's round id,
     * of a vendor whose adapter, as configured now, offers round pages (from the snapshot: every
     * row of a betting record asks).
     */
    offersRoundDetail(bet: RoundDetailBet): boolean {
      if (stale()) void refreshInBackground();
      return offered(adapters.get(bet.vendor), bet);
    },

    /**
     * The vendor's short-lived link to its page of one of the member's bets: NOT_FOUND for a bet
     * that is not the member's, ROUND_DETAIL_UNAVAILABLE where offersRoundDetail says no.
     */
    async roundDetail(
      member: { id: number; username: string; type: number },
      betId: number,
      request: { language: string; returnUrl: string },
    ): Promise<string> {
      const bet = await memberBet(ctx.db, member.id, betId);
      if (!bet) throw new AppError('NOT_FOUND');
      const adapter = await adapterOf(bet.vendor);
      if (!offered(adapter, bet)) throw new AppError('ROUND_DETAIL_UNAVAILABLE');
      const player = { memberId: member.id, username: member.username, currency: bet.currency, type: member.type };
      try {
        return await adapter!.roundDetail!({
          ...request,
          player,
          gameCode: bet.game_code,
          roundId: bet.round_id!,
          now: ctx.clock.now(),
        });
      } catch (error) {
        throw new AppError('ROUND_DETAIL_UNAVAILABLE', { message: (error as Error).message });
      }
    },

    /** The in-house studio's shared secret (the studio, served by this process, signs with it). */
    async inhouseSecret(): Promise<string> {
      const config = await configs.get(INHOUSE_VENDOR);
      return config!.secret!;
    },
  };
}

/** The providers of one app: adapters, configuration, the seamless wallet and vendor transfers. */
export const providersModule = perApp(build);
export type ProvidersModule = ReturnType<typeof build>;
