import { INHOUSE_VENDOR } from '@portal/shared/contracts/seamless';
import { createLaunchTokens } from '../../../src/features/providers/launch-tokens.ts';
import { gameSource } from '../../../src/features/providers/seamless/seamless.service.ts';
import { createServerSecret } from '../../../src/platform/server-secrets.ts';
import { systemClock } from '../../../src/platform/clock.ts';
import type { TestApp } from '../../test-app.ts';
import { providerSignature, ensureCatalogGame } from '../seamless-client.ts';
import type { Effect } from './book.ts';
import { call } from './http.ts';
import type { ChaosPlayer } from './players.ts';
import type { Target } from './operations.ts';

/*
 * The game side of the chaos: a game provider's signed calls to the portal's seamless endpoints
 * (POST /provider-api/<vendor>/{bet,win,rollback}) over real HTTP, as the in-house studio makes
 * them, so bets and wins go through the route, its signature check, the provider-transaction
 * idempotency and the ledger together.
 */
export const CHAOS_VENDOR = INHOUSE_VENDOR;
export const CHAOS_GAME = 'chaos-slot';
export const SEAMLESS_SOURCE = gameSource(CHAOS_VENDOR);

export interface SeamlessSetup {
  secret: string;
  currency: string;
  /** Each player's launch token (memberId → token), live for the run. */
  tokens: Map<number, string>;
}

/** The catalog game, the vendor's secret and a launch token per player, from an app on the test database. */
export async function setUpSeamless(t: TestApp, players: ChaosPlayer[], currency: string): Promise<SeamlessSetup> {
  await ensureCatalogGame(t, CHAOS_VENDOR, CHAOS_GAME, 100);
  const secret = (await createServerSecret(t.database.db, 'provider-inhouse-secret')()).toString('hex');
  const launch = createLaunchTokens({ db: t.database.db, clock: systemClock });
  const tokens = new Map<number, string>();
  for (const player of players)
    tokens.set(player.memberId, await launch.issue(player.memberId, CHAOS_VENDOR, CHAOS_GAME));
  return { secret, currency, tokens };
}

export interface Round {
  roundId: string;
  betId: string;
  minor: number;
}

export function createSeamlessCalls(target: Target, setup: SeamlessSetup) {
  const signed = (name: string, body: Record<string, unknown>) =>
    call(target.base, 'POST', `/provider-api/${CHAOS_VENDOR}/${name}`, {
      headers: {
        'x-signature': providerSignature(
          setup.secret,
          JSON.stringify(body),
          new Date(),
          `POST /provider-api/${CHAOS_VENDOR}/${name}`,
        ),
      },
      body,
    });
  const who = (player: ChaosPlayer) => ({
    playerId: String(player.memberId),
    currency: setup.currency,
    gameCode: CHAOS_GAME,
  });
  return {
    bet: (player: ChaosPlayer, round: Round) =>
      signed('bet', {
        ...who(player),
        token: setup.tokens.get(player.memberId)!,
        roundId: round.roundId,
        transactionId: round.betId,
        amountMinor: round.minor,
      }),
    win: (player: ChaosPlayer, round: Round, transactionId: string, minor: number) =>
      signed('win', {
        ...who(player),
        roundId: round.roundId,
        transactionId,
        betTransactionId: round.betId,
        amountMinor: minor,
        endRound: true,
      }),
    rollback: (player: ChaosPlayer, round: Round, transactionId: string) =>
      signed('rollback', { ...who(player), roundId: round.roundId, transactionId, betTransactionId: round.betId }),
  };
}

export type SeamlessCalls = ReturnType<typeof createSeamlessCalls>;

/** A bet takes from the main wallet; a win and a rollback put into it. */
export const seamlessEffects = (player: ChaosPlayer, minor: number): Effect[] => [
  { memberId: player.memberId, wallet: 'main', minor },
];
