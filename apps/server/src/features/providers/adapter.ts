/*
 * One interface for every game provider (docs/decisions/013-game-providers.md). A provider is one
 * module under features/providers/<code>/ exporting a ProviderAdapter; the registry
 * (providers.registry.ts) lists them, and adding a provider touches nothing else.
 */

export interface LaunchPlayer {
  memberId: number;
  username: string;
  currency: string;
  /** Member type: 4 is a trial (free play) account. */
  type: number;
}

export interface LaunchRequest {
  player: LaunchPlayer;
  vendorCode: string;
  gameCode: string;
  /** The interface language (pt-BR, en, th, vi, id, zh-CN). */
  language: string;
  platform: 'desktop' | 'mobile';
  /**
   * The seamless launch token the portal made for this player and game: the provider sends it back
   * in its balance and bet calls. Transfer-model vendors get none (they keep their own session).
   */
  launchToken: string | null;
  /** Where the game's home / exit button leads (the portal's origin). */
  returnUrl: string;
  /** The catalog's names of the game (in `language`) and of its vendor, when the caller knows them. */
  gameName?: string;
  vendorName?: string;
}

export interface LaunchAnswer {
  /** The spec's game_url: the page the /game iframe opens. */
  gameUrl: string;
  /** The spec's game_url2: an alternative address (another CDN), when the vendor gives one. */
  gameUrl2?: string;
}

/** A member's finished round at a vendor, asked for the vendor's own page of it. */
export interface RoundDetailRequest {
  player: LaunchPlayer;
  gameCode: string;
  /** The vendor's round id, as its bet call named it. */
  roundId: string;
  language: string;
  /** The portal's origin (a vendor served by this process answers there). */
  returnUrl: string;
  now: Date;
}

/**
 * The TCG-style merchant API of a vendor that keeps its own balance (the transfer wallet model):
 * the portal moves money in and out with a unique reference and asks a timed-out transfer's status.
 */
export interface TransferApi {
  /** Makes the player at the vendor if it is not there yet (idempotent). */
  ensurePlayer(player: LaunchPlayer): Promise<void>;
  /** The player's balance at the vendor, in minor units. */
  balance(player: LaunchPlayer): Promise<number>;
  /**
   * Moves money in (to the vendor) or out (back to the portal) under our unique reference.
   * 'ok' and 'failed' are final; 'unknown' (timeout, 5xx) means: ask transferStatus later.
   */
  transfer(
    player: LaunchPlayer,
    direction: 'in' | 'out',
    amountMinor: number,
    reference: string,
  ): Promise<'ok' | 'failed' | 'unknown'>;
  /** What became of a transfer whose answer was lost: 'ok', 'failed', or 'unknown' (ask again). */
  transferStatus(player: LaunchPlayer, reference: string): Promise<'ok' | 'failed' | 'unknown'>;
  /**
   * One page of the vendor's finished (settled or cancelled) bets after `cursor` (null: from the
   * beginning), oldest first. Throws when the vendor does not answer a usable page.
   */
  betHistory?(cursor: string | null, pageSize: number): Promise<VendorBetPage>;
}

/** A bet a transfer-model vendor reports in its bet history (its money moved at the vendor). */
export interface VendorBet {
  /** The vendor's own bet id, unique at that vendor. */
  betId: string;
  /** The vendor's player name (ours: `m<memberId>`). */
  username: string;
  gameCode: string;
  roundId: string | null;
  currency: string;
  stakeMinor: number;
  payoutMinor: number;
  status: 'settled' | 'cancelled';
  placedAt: Date;
  settledAt: Date;
}

export interface VendorBetPage {
  bets: VendorBet[];
  /** The cursor to ask after this page (the same one when the page is empty). */
  nextCursor: string | null;
  hasMore: boolean;
}

export interface ProviderAdapter {
  /** The vendor code (game_vendors.code, the spec's vassalage). */
  code: string;
  walletModel: 'seamless' | 'transfer';
  /**
   * True when the operator gave this adapter what it needs (base URL, credentials). A vendor whose
   * adapter is not configured shows its games as unavailable: never a fake game.
   */
  isConfigured(): boolean;
  launch(request: LaunchRequest): Promise<LaunchAnswer>;
  /**
   * The vendor's page of one finished round (what it drew, the stake and the payout), where its
   * protocol offers one: a short-lived link the portal opens for the player or the operator, as
   * aggregators answer a round-details call. Vendors without it leave it out.
   */
  roundDetail?(request: RoundDetailRequest): Promise<string>;
  /** Transfer-model vendors only. */
  transfer?: TransferApi;
}
