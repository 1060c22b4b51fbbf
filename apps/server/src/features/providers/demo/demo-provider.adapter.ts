import { createHmac } from 'node:crypto';
import { AppError } from '../../../platform/app-error.ts';
import type { LaunchAnswer, LaunchRequest, ProviderAdapter, RoundDetailRequest } from '../adapter.ts';
import type { ProviderConfig } from '../provider-configs.service.ts';
import { DEMO_STAND_IN_KINDS, DEMO_TABLE_GAMES, tableKindOf } from './demo-tables.ts';

/** The demo's live-casino and fishing vendors, played at the demo provider's tables. */
export const DEMO_PROVIDER_VENDORS = Object.keys(DEMO_TABLE_GAMES);

/**
 * Real vendors the demo provider stands in for in a seeded demo while the operator gave them no
 * credentials (docs/decisions/023-demo-vendors.md): PG Soft's catalog plays the demo slot.
 */
export const DEMO_STAND_IN_VENDORS = Object.keys(DEMO_STAND_IN_KINDS);

/** What a demo table's launch URL names, signed so the table learns who plays without reading our tables. */
export interface DemoLaunch {
  vendor: string;
  game: string;
  token: string;
  player: string;
  currency: string;
  /** The vendor's and the game's names as the catalog shows them (the page's title); may be empty. */
  brand: string;
  name: string;
}

export const demoLaunchSignature = (secret: string, launch: DemoLaunch) =>
  createHmac('sha256', secret)
    .update(
      JSON.stringify([
        launch.token,
        launch.player,
        launch.currency,
        launch.vendor,
        launch.game,
        launch.brand,
        launch.name,
      ]),
    )
    .digest('hex');

/** What a round-detail link names: the vendor's round of one player, until `exp` (Unix seconds). */
export interface DemoRoundLink {
  vendor: string;
  round: string;
  player: string;
  exp: number;
}

/** How long a round-detail link opens the round (the portal makes a fresh one at each click). */
export const DEMO_ROUND_LINK_SECONDS = 600;

export const demoRoundSignature = (secret: string, link: DemoRoundLink) =>
  createHmac('sha256', secret)
    .update(JSON.stringify(['round', link.vendor, link.round, link.player, link.exp]))
    .digest('hex');

/**
 * A vendor of the demo provider (seamless). It is configured out of the box only in the demo (the
 * providers module gives it the demo secret when SEED_DEMO is on). A launch opens the demo
 * provider's table page on the portal's origin; the table then calls /provider-api/<VENDOR>/* like
 * any outside provider, signed with the vendor's secret.
 */
export function createDemoProviderAdapter(code: string, config: ProviderConfig | null): ProviderAdapter {
  return {
    code,
    walletModel: 'seamless',
    isConfigured: () => Boolean(config?.secret) && config?.enabled !== false,
    async launch(request: LaunchRequest): Promise<LaunchAnswer> {
      if (!config?.secret || !request.launchToken) throw new AppError('GAME_UNAVAILABLE');
      if (!tableKindOf(code, request.gameCode)) throw new AppError('GAME_UNAVAILABLE');
      const launch: DemoLaunch = {
        vendor: code,
        game: request.gameCode,
        token: request.launchToken,
        player: String(request.player.memberId),
        currency: request.player.currency,
        brand: (request.vendorName ?? '').slice(0, 100),
        name: (request.gameName ?? '').slice(0, 100),
      };
      const query = new URLSearchParams({
        ...launch,
        lang: request.language,
        sig: demoLaunchSignature(config.secret, launch),
      });
      return { gameUrl: `${new URL(request.returnUrl).origin}/demo-provider/play?${query.toString()}` };
    },
    async roundDetail(request: RoundDetailRequest): Promise<string> {
      if (!config?.secret) throw new AppError('GAME_UNAVAILABLE');
      const link: DemoRoundLink = {
        vendor: code,
        round: request.roundId,
        player: String(request.player.memberId),
        exp: Math.floor(request.now.getTime() / 1000) + DEMO_ROUND_LINK_SECONDS,
      };
      const query = new URLSearchParams({
        vendor: link.vendor,
        player: link.player,
        exp: String(link.exp),
        lang: request.language,
        sig: demoRoundSignature(config.secret, link),
      });
      return `${new URL(request.returnUrl).origin}/demo-provider/rounds/${encodeURIComponent(link.round)}?${query.toString()}`;
    },
  };
}
