import { createHmac, timingSafeEqual } from 'node:crypto';
import { AppError } from '../../../../platform/app-error.ts';
import type { Clock } from '../../../../platform/clock.ts';
import type { ProviderConfig } from '../../provider-configs.service.ts';
import { cryptoDraw, type Draw } from '../demo-tables.ts';
import type { DemoVendorRepo } from './demo-vendor.repo.ts';
import {
  choicesOf,
  DEMO_VENDOR_GAMES,
  FIXTURES,
  MAX_STAKE_MINOR,
  MIN_STAKE_MINOR,
  settleVendorBet,
  vendorGameKind,
} from './demo-vendor-games.ts';

/** Where a demo transfer vendor's merchant API is: a path on this process (the registry resolves it). */
export const demoVendorBaseUrl = (vendor: string) => `/demo-provider/transfer/${vendor}`;
/** The merchant id the demo's configuration gives the portal at the demo vendor. */
export const DEMO_MERCHANT_ID = 'demo-portal';
/** How long a launch URL of the vendor's page lets its holder bet with the player's vendor balance. */
const LAUNCH_TTL_S = 12 * 60 * 60;
const HISTORY_MAX_PAGE = 1000;

/** A merchant-API answer: HTTP status and the JSON the vendor signs. */
export interface VendorAnswer {
  httpStatus: number;
  body: Record<string, unknown>;
}
const answer = (body: Record<string, unknown>, httpStatus = 200): VendorAnswer => ({ httpStatus, body });
const refuse = (reason: string, httpStatus = 400) => answer({ status: 'error', reason }, httpStatus);

/** What the page's launch URL names, signed by the vendor so its holder can bet only as that player. */
export interface VendorLaunch {
  vendor: string;
  game: string;
  player: string;
  currency: string;
  exp: string;
}
const launchSignature = (secret: string, l: VendorLaunch) =>
  createHmac('sha256', secret).update(`${l.vendor}.${l.game}.${l.player}.${l.currency}.${l.exp}`).digest('hex');

const USERNAME = /^[A-Za-z0-9_-]{1,100}$/;
const CURRENCY = /^[A-Z]{3}$/;
const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * The demo vendor: the transfer protocol's vendor side (the portal's TCG-style adapter calls it over
 * HTTP, signed) and its page's bets. It keeps its own balances in its own tables and never touches
 * the portal's ledger: money reaches the portal only by transfers, bets by its bet history.
 */
export function createDemoVendor(deps: {
  repo: DemoVendorRepo;
  config: (vendor: string) => Promise<ProviderConfig | null>;
  clock: Clock;
  draw?: Draw;
}) {
  const { repo, clock } = deps;
  const draw = deps.draw ?? cryptoDraw;

  /** The vendor's secret, only while the portal's configuration points the vendor at this server. */
  async function secretOf(vendor: string): Promise<string | null> {
    if (!Object.hasOwn(DEMO_VENDOR_GAMES, vendor)) return null;
    const config = await deps.config(vendor);
    if (!config?.secret || !config.enabled || config.baseUrl !== demoVendorBaseUrl(vendor)) return null;
    return config.secret;
  }

  const merchant = {
    async 'create-player'(vendor: string, body: Record<string, unknown>) {
      const username = text(body.username);
      const currency = text(body.currency);
      if (!USERNAME.test(username) || !CURRENCY.test(currency)) return refuse('player');
      const player = await repo.createPlayer(vendor, username, currency, clock.now());
      if (player?.currency !== currency) return answer({ status: 'failed', reason: 'currency' });
      return answer({ status: 'ok', balanceMinor: player.balance_minor });
    },

    async balance(vendor: string, body: Record<string, unknown>) {
      const player = await repo.player(vendor, text(body.username));
      if (!player) return refuse('player', 404);
      return answer({ status: 'ok', balanceMinor: player.balance_minor });
    },

    async transfer(vendor: string, body: Record<string, unknown>) {
      const reference = text(body.reference);
      const amountMinor = body.amountMinor;
      const direction = body.direction;
      if (!/^[A-Za-z0-9_-]{1,64}$/.test(reference)) return refuse('reference');
      if (typeof amountMinor !== 'number' || !Number.isSafeInteger(amountMinor) || amountMinor <= 0) {
        return refuse('amount');
      }
      if (direction !== 'in' && direction !== 'out') return refuse('direction');
      const applied = await repo.applyTransfer({
        vendor,
        reference,
        username: text(body.username),
        direction,
        amountMinor,
        currency: text(body.currency),
        now: clock.now(),
      });
      return answer({
        status: applied.status === 'ok' ? 'ok' : 'failed',
        ...(applied.balanceMinor === null ? {} : { balanceMinor: applied.balanceMinor }),
      });
    },

    async 'transfer-status'(vendor: string, body: Record<string, unknown>) {
      const reference = text(body.reference);
      if (!/^[A-Za-z0-9_-]{1,64}$/.test(reference)) return refuse('reference');
      let known = await repo.transferOf(vendor, reference);
      if (!known) {
        await repo.closeReference(vendor, reference, text(body.username), clock.now());
        known = await repo.transferOf(vendor, reference);
      }
      return answer({ status: known?.status === 'closed' ? 'not_found' : known!.status });
    },

    async launch(vendor: string, body: Record<string, unknown>) {
      const username = text(body.username);
      const game = text(body.gameCode);
      const player = await repo.player(vendor, username);
      if (!player) return refuse('player', 404);
      if (!vendorGameKind(vendor, game)) return answer({ status: 'failed', reason: 'game' });
      let origin: string;
      try {
        origin = new URL(text(body.returnUrl)).origin;
      } catch {
        return refuse('returnUrl');
      }
      const secret = (await secretOf(vendor))!;
      const launch: VendorLaunch = {
        vendor,
        game,
        player: username,
        currency: player.currency,
        exp: String(Math.floor(clock.now().getTime() / 1000) + LAUNCH_TTL_S),
      };
      const query = new URLSearchParams({
        ...launch,
        lang: text(body.language).slice(0, 20),
        sig: launchSignature(secret, launch),
      });
      return answer({ status: 'ok', gameUrl: `${origin}/demo-provider/transfer/play?${query.toString()}` });
    },

    async 'bet-history'(vendor: string, body: Record<string, unknown>) {
      const cursor = body.cursor === null || body.cursor === undefined ? '0' : text(body.cursor);
      const after = /^\d{1,15}$/.test(cursor) ? Number(cursor) : NaN;
      const pageSize = body.pageSize;
      if (!Number.isSafeInteger(after) || typeof pageSize !== 'number' || !Number.isInteger(pageSize) || pageSize < 1) {
        return refuse('cursor');
      }
      const rows = await repo.betsAfter(vendor, after, Math.min(pageSize, HISTORY_MAX_PAGE));
      const page = rows.slice(0, Math.min(pageSize, HISTORY_MAX_PAGE));
      return answer({
        status: 'ok',
        bets: page.map((b) => ({
          betId: `${vendor}-${b.id}`,
          username: b.username,
          gameCode: b.game_code,
          roundId: null,
          currency: b.currency,
          stakeMinor: b.stake_minor,
          payoutMinor: b.payout_minor,
          status: 'settled',
          placedAt: b.created_at.toISOString(),
          settledAt: b.created_at.toISOString(),
        })),
        nextCursor: String(page.at(-1)?.id ?? after),
        hasMore: rows.length > page.length,
      });
    },
  } satisfies Record<string, (vendor: string, body: Record<string, unknown>) => Promise<VendorAnswer>>;

  /** The page's launch checked: the vendor's own signature, not expired, the game known. */
  async function opened(launch: VendorLaunch & { sig: string }) {
    const kind = vendorGameKind(launch.vendor, launch.game);
    const secret = kind ? await secretOf(launch.vendor) : null;
    if (!kind || !secret) throw new AppError('GAME_UNAVAILABLE');
    const expected = Buffer.from(launchSignature(secret, launch), 'hex');
    const given = Buffer.from(launch.sig, 'hex');
    const expired = Number(launch.exp) < clock.now().getTime() / 1000;
    if (given.length !== expected.length || !timingSafeEqual(given, expected) || expired) {
      throw new AppError('SEAMLESS_TOKEN_INVALID');
    }
    const player = await repo.player(launch.vendor, launch.player);
    if (!player) throw new AppError('SEAMLESS_TOKEN_INVALID');
    return { kind, player };
  }

  return {
    secretOf,

    /** One merchant-API call, after the route checked the signature and the merchant id. */
    async handle(vendor: string, method: string, body: Record<string, unknown>): Promise<VendorAnswer> {
      const handler = (merchant as Record<string, (v: string, b: Record<string, unknown>) => Promise<VendorAnswer>>)[
        method
      ];
      if (!Object.hasOwn(merchant, method) || !handler) return refuse('method', 404);
      return handler(vendor, body);
    },

    /** The page's session: the game, its bets and the player's balance at the vendor. */
    async session(launch: VendorLaunch & { sig: string }) {
      const { kind, player } = await opened(launch);
      return {
        kind,
        fixtures: kind === 'high-card' ? [] : FIXTURES[kind],
        choices: choicesOf(kind),
        balanceMinor: player.balance_minor,
        currency: player.currency,
        minStakeMinor: MIN_STAKE_MINOR,
      };
    },

    /** A bet, settled at once: the stake and payout on the vendor balance, and the bet record. */
    async bet(launch: VendorLaunch & { sig: string }, choice: string, stakeMinor: number) {
      const { kind, player } = await opened(launch);
      if (!choicesOf(kind).includes(choice)) {
        throw new AppError('VALIDATION_FAILED', { value: { fields: { choice: 'INVALID_VALUE' } } });
      }
      if (stakeMinor < MIN_STAKE_MINOR || stakeMinor > MAX_STAKE_MINOR) {
        throw new AppError('SEAMLESS_LIMIT_EXCEEDED', { value: { minStakeMinor: MIN_STAKE_MINOR } });
      }
      const result = settleVendorBet(kind, choice, stakeMinor, draw);
      const placed = await repo.placeBet({
        vendor: launch.vendor,
        username: launch.player,
        gameCode: launch.game,
        currency: player.currency,
        choice,
        outcome: result.outcome,
        stakeMinor,
        payoutMinor: result.payoutMinor,
        now: clock.now(),
      });
      if (!placed) {
        const now = await repo.player(launch.vendor, launch.player);
        throw new AppError('INSUFFICIENT_FUNDS', { value: { balanceMinor: now?.balance_minor ?? 0 } });
      }
      return {
        betId: `${launch.vendor}-${placed.betId}`,
        choice,
        stakeMinor,
        outcome: result.outcome,
        payoutMinor: result.payoutMinor,
        balanceMinor: placed.balanceMinor,
      };
    },
  };
}

export type DemoVendor = ReturnType<typeof createDemoVendor>;
