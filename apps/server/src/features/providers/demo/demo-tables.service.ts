import { randomUUID, timingSafeEqual } from 'node:crypto';
import { seamlessAnswerSchema, seamlessScope, type SeamlessCall } from '@portal/shared/contracts/seamless';
import { ErrorCode } from '@portal/shared/errors';
import { AppError } from '../../../platform/app-error.ts';
import type { Clock } from '../../../platform/clock.ts';
import { signBody } from '../../../platform/signed-body.ts';
import type { ProviderConfig } from '../provider-configs.service.ts';
import { DEFAULT_LANGUAGE, matchLanguage } from '@portal/shared/languages';
import {
  DEMO_STAND_IN_VENDORS,
  demoLaunchSignature,
  demoRoundSignature,
  type DemoLaunch,
  type DemoRoundLink,
} from './demo-provider.adapter.ts';
import { describeOutcome } from './demo-outcome.ts';
import type { createDemoRoundsRepo, DemoRound } from './demo-rounds.repo.ts';
import { DEMO_TABLE_TEXTS } from './demo-texts.ts';
import { cryptoDraw, playTable, TABLE_CHOICES, tableKindOf, type Draw, type TableKind } from './demo-tables.ts';

/*
 * The demo provider's side: its table page names the player by the signed launch URL, and every
 * bet and win goes to the portal's /provider-api/<VENDOR>/* over HTTP, signed with the vendor's
 * secret, like any outside provider. A round is one bet and one win that ends it (a win of 0 for a
 * loss), sent before the page hears the result. The provider keeps what each round drew, as an
 * outside one does, for its round-detail page (opened from the portal by a signed, short-lived link).
 */

type Answer =
  | { kind: 'ok'; balanceMinor: number }
  | { kind: 'refused'; code: string; balanceMinor: number | null }
  | { kind: 'lost' };

/** Tries of a lost call (same transaction id: the portal answers a repeat with the first answer). */
const TRIES = 3;

export function createDemoTables(deps: {
  config: (vendor: string) => Promise<ProviderConfig | null>;
  /** The portal's base URL, read at each call (the listening address is known only after listen). */
  baseUrl: () => string;
  clock: Clock;
  timeoutMs: number;
  rounds: ReturnType<typeof createDemoRoundsRepo>;
  draw?: Draw;
}) {
  const draw = deps.draw ?? cryptoDraw;

  async function open(launch: DemoLaunch & { sig: string }): Promise<{ secret: string; kind: TableKind }> {
    const kind = tableKindOf(launch.vendor, launch.game);
    const config = kind ? await deps.config(launch.vendor) : null;
    if (!kind || !config?.secret || !config.enabled) throw new AppError('GAME_UNAVAILABLE');
    // A real vendor's games play here only while the demo stands in for it (no operator credentials).
    if (DEMO_STAND_IN_VENDORS.includes(launch.vendor) && !config.demoStandIn) throw new AppError('GAME_UNAVAILABLE');
    const expected = Buffer.from(demoLaunchSignature(config.secret, launch), 'hex');
    const given = Buffer.from(launch.sig, 'hex');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      throw new AppError('SEAMLESS_TOKEN_INVALID');
    }
    return { secret: config.secret, kind };
  }

  async function call(launch: DemoLaunch, secret: string, name: SeamlessCall, body: object): Promise<Answer> {
    const raw = JSON.stringify({ playerId: launch.player, currency: launch.currency, gameCode: launch.game, ...body });
    let response: Response;
    try {
      response = await fetch(`${deps.baseUrl()}/provider-api/${launch.vendor}/${name}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-signature': signBody(secret, raw, deps.clock.now(), seamlessScope(launch.vendor, name)),
        },
        body: raw,
        signal: AbortSignal.timeout(deps.timeoutMs),
      });
    } catch {
      return { kind: 'lost' };
    }
    if (response.status >= 500) return { kind: 'lost' };
    const envelope = (await response.json().catch(() => null)) as {
      success?: boolean;
      value?: unknown;
      code?: string | null;
    } | null;
    if (!envelope) return { kind: 'lost' };
    if (envelope.success) {
      const parsed = seamlessAnswerSchema.safeParse(envelope.value);
      return parsed.success ? { kind: 'ok', balanceMinor: parsed.data.balanceMinor } : { kind: 'lost' };
    }
    const balance = (envelope.value as { balanceMinor?: unknown } | null)?.balanceMinor;
    return {
      kind: 'refused',
      code: envelope.code ?? 'INTERNAL_ERROR',
      balanceMinor: typeof balance === 'number' ? balance : null,
    };
  }

  async function callWithRetries(launch: DemoLaunch, secret: string, name: SeamlessCall, body: object) {
    let answer: Answer = { kind: 'lost' };
    for (let attempt = 0; attempt < TRIES && answer.kind === 'lost'; attempt += 1) {
      answer = await call(launch, secret, name, body);
    }
    return answer;
  }

  const refusal = (answer: Exclude<Answer, { kind: 'ok' }>) =>
    answer.kind === 'lost'
      ? new AppError('SERVICE_UNAVAILABLE')
      : new AppError(answer.code in ErrorCode ? (answer.code as ErrorCode) : 'SERVICE_UNAVAILABLE', {
          value: answer.balanceMinor === null ? null : { balanceMinor: answer.balanceMinor },
        });

  return {
    /** The table's session: its kind, the bets it takes and the player's balance at the portal. */
    async session(launch: DemoLaunch & { sig: string }) {
      const { secret, kind } = await open(launch);
      const answer = await callWithRetries(launch, secret, 'balance', { token: launch.token });
      if (answer.kind !== 'ok') throw refusal(answer);
      return { kind, choices: [...TABLE_CHOICES[kind]], balanceMinor: answer.balanceMinor, currency: launch.currency };
    },

    /**
     * One round: the bet, the draw, then the win that ends the round. A bet whose answer is lost is
     * rolled back (the portal refunds it if it took it); a win whose answer stays lost is left for
     * the portal's round to be settled by a repeat of the same win id, and the player is told so.
     */
    async play(launch: DemoLaunch & { sig: string }, choice: string, stakeMinor: number, lang?: string) {
      const { secret, kind } = await open(launch);
      if (!TABLE_CHOICES[kind].includes(choice)) {
        throw new AppError('VALIDATION_FAILED', { value: { fields: { choice: 'INVALID_VALUE' } } });
      }
      const roundId = randomUUID();
      const betId = `${roundId}:bet`;
      const bet = await callWithRetries(launch, secret, 'bet', {
        token: launch.token,
        roundId,
        transactionId: betId,
        amountMinor: stakeMinor,
      });
      if (bet.kind === 'lost') {
        await callWithRetries(launch, secret, 'rollback', {
          roundId,
          transactionId: `${roundId}:rollback`,
          betTransactionId: betId,
        });
      }
      if (bet.kind !== 'ok') throw refusal(bet);
      const result = playTable(kind, choice, stakeMinor, draw);
      // Kept before the win is sent: a round whose win is still on its way has its detail too.
      await deps.rounds.record({
        roundId,
        vendor: launch.vendor,
        game: launch.game,
        player: launch.player,
        currency: launch.currency,
        kind,
        choice,
        outcome: result.outcome,
        stakeMinor,
        payoutMinor: result.payoutMinor,
        brand: launch.brand,
        name: launch.name,
        playedAt: deps.clock.now(),
      });
      const win = await callWithRetries(launch, secret, 'win', {
        token: launch.token,
        roundId,
        transactionId: `${roundId}:win`,
        betTransactionId: betId,
        amountMinor: result.payoutMinor,
        endRound: true,
      });
      if (win.kind !== 'ok') throw refusal(win);
      return {
        roundId,
        choice,
        stakeMinor,
        outcome: result.outcome,
        summary: describeOutcome(kind, result.outcome, DEMO_TABLE_TEXTS[matchLanguage(lang) ?? DEFAULT_LANGUAGE]),
        payoutMinor: result.payoutMinor,
        balanceMinor: win.balanceMinor,
      };
    },

    /**
     * The round a round-detail link names, when its signature holds and it has not expired:
     * 'expired' for a link past its time or signed with another secret, 'missing' for a round this
     * vendor did not play with this player.
     */
    async round(link: DemoRoundLink & { sig: string }): Promise<DemoRound | 'expired' | 'missing'> {
      const config = await deps.config(link.vendor);
      if (!config?.secret) return 'missing';
      const expected = Buffer.from(demoRoundSignature(config.secret, link), 'hex');
      const given = Buffer.from(link.sig, 'hex');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'expired';
      if (link.exp * 1000 < deps.clock.now().getTime()) return 'expired';
      return (await deps.rounds.find(link.round, link.vendor, link.player)) ?? 'missing';
    },
  };
}

export type DemoTables = ReturnType<typeof createDemoTables>;
