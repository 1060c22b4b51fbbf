import { createHash, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import { INHOUSE_GAMES, type InhouseGame } from '@portal/shared/contracts/seamless';
import {
  STUDIO_HISTORY_PAGE_SIZE,
  STUDIO_MAX_STAKE_MINOR,
  type StudioGameParams,
} from '@portal/shared/contracts/studio';
import { ErrorCode } from '@portal/shared/errors';
import type { DB } from '../../db/schema.ts';
import type { StudioRoundStatus } from '../../db/column-types.ts';
import { AppError } from '../../platform/app-error.ts';
import type { Clock } from '../../platform/clock.ts';
import { hashServerSeed, newClientSeed, newServerSeed } from './fairness/outcome-rng.ts';
import { DEFAULT_VARIANT, isVariantOf, paramsProblem, payoutMinor, recomputeRound } from './games/game-engines.ts';
import { GAME_PLAY } from './play/game-plays.ts';
import { createMinesCalls } from './play/mines.ts';
import type { Player, RoundMachinery } from './play/round-machinery.ts';
import type { PortalAnswer, PortalClient } from './portal-client.ts';
import { presentRound, presentSeedState } from './studio.presenter.ts';
import type { SeedBox } from './seed-box.ts';
import type { NewRound, StudioRepo, StudioRoundRow, StudioSeedRow, StudioSession } from './studio.repo.ts';
import type { RoundRecord, RoundRecorder } from '../providers/seamless/round-batch.ts';
import { launchSignature } from '../providers/inhouse/launch-signature.ts';

/** A studio session lasts as long as the portal's launch token. */
const SESSION_TTL_MS = 12 * 60 * 60 * 1000;
const SESSION_CACHE_SIZE = 10_000;
const VARIANTS_TTL_MS = 5_000;
/** Money calls tried at once before the sweep takes over; the sweep gives up after MAX_ATTEMPTS. */
const INLINE_TRIES = 3;
export const MAX_ATTEMPTS = 200;

export const hashToken = (token: string) => createHash('sha256').update(token, 'utf8').digest();

/** An instant round's payout, fixed with its outcome when the nonce was taken. */
const payoutOf = (round: StudioRoundRow) => Number((round.outcome as { payoutMinor?: number }).payoutMinor ?? 0);

const isUniqueViolation = (error: unknown) => (error as { code?: string }).code === '23505';
/** A player's active seed pair, opened, with the nonce its next round takes. */
type ReservedSeed = Pick<StudioSeedRow, 'id' | 'server_seed' | 'server_seed_hash' | 'client_seed'> & {
  nonce: number;
  serverSeed: string;
};
interface RoundToReserve {
  request: StudioGameParams;
  variant: string;
  stakeMinor: number;
}

/** A round as its row reads once written: nothing paid, revealed or tried yet. */
const unwritten = (round: NewRound & Pick<StudioRoundRow, 'status' | 'updated_at'>): StudioRoundRow => ({
  ...round,
  reveals: [],
  payout_minor: null,
  refusal_code: null,
  balance_after_minor: null,
  attempts: 0,
  settled_at: null,
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function createStudioService(deps: {
  db: Kysely<DB>;
  repo: StudioRepo;
  portal: PortalClient;
  secret: () => Promise<string>;
  seeds: SeedBox;
  clock: Clock;
  log: FastifyBaseLogger;
  /** Pause between inline retries of a lost money call (tests set 0). */
  retryDelayMs?: number;
}) {
  const { db, repo, portal, clock, log } = deps;
  const retryDelayMs = deps.retryDelayMs ?? 100;

  // Sessions never change once opened: kept in memory until they expire (bounded).
  const sessions = new Map<string, StudioSession>();
  async function sessionOf(token: string): Promise<StudioSession> {
    const key = hashToken(token).toString('hex');
    const now = clock.now();
    const cached = sessions.get(key);
    if (cached && cached.expiresAt > now) return cached;
    const session = await repo.session(hashToken(token), now);
    if (!session) throw new AppError('SEAMLESS_TOKEN_INVALID');
    if (sessions.size >= SESSION_CACHE_SIZE) sessions.delete(sessions.keys().next().value!);
    sessions.set(key, session);
    return session;
  }

  async function activeSeed(playerId: number) {
    const existing = await repo.activeSeed(playerId);
    if (existing) return existing;
    await newSeed(db, playerId, newClientSeed());
    return (await repo.activeSeed(playerId))!;
  }

  async function newSeed(trx: Kysely<DB>, playerId: number, clientSeed: string) {
    const serverSeed = newServerSeed();
    return repo.insertSeed(trx, {
      playerId,
      stored: await deps.seeds.store(Buffer.from(serverSeed, 'hex')),
      serverSeedHash: hashServerSeed(serverSeed),
      clientSeed,
      now: clock.now(),
    });
  }

  // The operator's variants, read again after VARIANTS_TTL_MS (another instance's change lands within it).
  let variantsCache: { at: number; rows: Map<string, string> } | null = null;
  async function variantOf(game: InhouseGame): Promise<string> {
    const now = clock.now().getTime();
    if (!variantsCache || now - variantsCache.at > VARIANTS_TTL_MS) {
      variantsCache = { at: now, rows: new Map((await repo.variants()).map((v) => [v.game_code, v.variant])) };
    }
    const stored = variantsCache.rows.get(game);
    return stored && isVariantOf(game, stored) ? stored : DEFAULT_VARIANT[game];
  }

  async function present(row: StudioRoundRow) {
    const seed = await repo.seedById(row.seed_id);
    return presentRound(row, seed!);
  }

  const refusal = (code: string, balanceMinor: number | null) =>
    new AppError(code in ErrorCode ? (code as ErrorCode) : 'SERVICE_UNAVAILABLE', {
      value: balanceMinor === null ? null : { balanceMinor },
    });

  async function playerOf(round: StudioRoundRow): Promise<Player> {
    const row = await repo.portalPlayerOf(round.player_id);
    return { portalPlayerId: row.portal_player_id, currency: row.currency };
  }

  const who = (player: Player, game: string) => ({
    playerId: player.portalPlayerId,
    currency: player.currency,
    gameCode: game,
  });

  /** Refunds a bet whose answer was lost; true once the portal acknowledged. */
  async function rollBack(round: StudioRoundRow, player: Player, tries: number): Promise<boolean> {
    for (let attempt = 0; attempt < tries; attempt += 1) {
      if (attempt > 0) await sleep(retryDelayMs * attempt);
      const answer = await portal.call('rollback', {
        ...who(player, round.game_code),
        roundId: round.id,
        transactionId: `${round.id}:rollback`,
        betTransactionId: round.id,
      });
      const now = clock.now();
      if (answer.kind === 'ok' || (answer.kind === 'refused' && answer.code === 'SEAMLESS_BET_ROLLED_BACK')) {
        await repo.moveRound(db, round.id, ['rolling_back'], {
          status: 'rolled_back',
          updated_at: now,
          ...(answer.kind === 'ok' ? { balance_after_minor: answer.answer.balanceMinor } : {}),
        });
        return true;
      }
      if (answer.kind === 'refused' && answer.code === 'SEAMLESS_BET_SETTLED') {
        // The win reached the portal before the studio could record it (a stop, a late answer):
        // the round was paid, not refunded.
        await repo.moveRound(db, round.id, ['rolling_back'], {
          status: 'settled',
          payout_minor: round.payout_minor ?? payoutOf(round),
          settled_at: now,
          updated_at: now,
        });
        return true;
      }
      if (answer.kind === 'refused') {
        log.error({ roundId: round.id, code: answer.code }, 'studio rollback refused');
        await repo.countAttempt(round.id, MAX_ATTEMPTS);
        return false;
      }
      await repo.countAttempt(round.id);
    }
    return false;
  }

  /**
   * Pays a round (0 for a loss) and closes it, the same transaction id on every try. From
   * 'betting' (an instant round right after its bet) or 'settling'; still lost after the tries,
   * the round waits in 'settling' for the sweep.
   */
  async function settleWin(
    round: StudioRoundRow,
    from: StudioRoundStatus[],
    payout: number,
    player: Player,
    tries: number,
    token?: string,
  ): Promise<StudioRoundRow> {
    for (let attempt = 0; attempt < tries; attempt += 1) {
      if (attempt > 0) await sleep(retryDelayMs * attempt);
      const answer = await portal.call('win', {
        ...who(player, round.game_code),
        ...(token ? { token } : {}),
        roundId: round.id,
        transactionId: `${round.id}:win`,
        betTransactionId: round.id,
        amountMinor: payout,
        endRound: true,
      });
      if (answer.kind === 'lost') {
        await repo.countAttempt(round.id);
        continue;
      }
      if (answer.kind === 'refused') log.error({ roundId: round.id, code: answer.code }, 'studio win refused');
      const now = clock.now();
      const settled = await repo.moveRound(db, round.id, from, {
        status: 'settled',
        payout_minor: payout,
        settled_at: now,
        updated_at: now,
        ...(answer.kind === 'ok'
          ? { balance_after_minor: answer.answer.balanceMinor }
          : { refusal_code: answer.code.slice(0, 60) }),
      });
      return settled ?? (await repo.round(round.id))!;
    }
    const waiting = await repo.moveRound(db, round.id, from, {
      status: 'settling',
      payout_minor: payout,
      updated_at: clock.now(),
    });
    return waiting ?? (await repo.round(round.id))!;
  }

  /**
   * The bet of a round just reserved. A refusal is final (nothing moved) and goes to the player;
   * a lost answer is rolled back under the same bet id, and the player is asked to try again.
   */
  async function placeBet(
    round: StudioRoundRow,
    session: StudioSession,
    token: string,
    send: (bet: Record<string, unknown>) => Promise<PortalAnswer> = (bet) => portal.call('bet', bet),
  ): Promise<number> {
    const answer = await send({
      ...who(session, round.game_code),
      token,
      roundId: round.id,
      transactionId: round.id,
      amountMinor: round.stake_minor,
    });
    if (answer.kind === 'ok') return answer.answer.balanceMinor;
    const now = clock.now();
    if (answer.kind === 'refused') {
      await repo.moveRound(db, round.id, ['betting'], {
        status: 'refused',
        refusal_code: answer.code.slice(0, 60),
        updated_at: now,
      });
      throw refusal(answer.code, answer.balanceMinor);
    }
    log.warn({ roundId: round.id, reason: answer.reason }, 'studio bet answer lost: rolling back');
    const moved = await repo.moveRound(db, round.id, ['betting'], { status: 'rolling_back', updated_at: now });
    if (moved) await rollBack(moved, session, INLINE_TRIES);
    throw new AppError('SERVICE_UNAVAILABLE');
  }

  /**
   * The studio's record of an instant round, written by the portal's round batch in the
   * transaction that moves its money (decision 065): opened at its cached nonce (`fresh`) or
   * already written under the seed's row lock, and closed settled or refused.
   */
  interface StudioRecord extends RoundRecord {
    round: StudioRoundRow;
    fresh: boolean;
    at: Date;
  }
  const recorder: RoundRecorder = {
    async open(trx, records) {
      const ours = records as StudioRecord[];
      const fresh = ours.filter((r) => r.fresh).map((r) => r.round);
      const written = fresh.length > 0 ? await repo.openRoundsAtNonce(trx, fresh) : new Set<string>();
      return ours.map((r) => !r.fresh || written.has(r.round.id));
    },
    close: (trx, closed) =>
      repo.closeRounds(
        trx,
        closed.map(({ record, outcome }) => {
          const { round, at } = record as StudioRecord;
          const paid = 'answer' in outcome;
          const code = paid ? null : ((outcome.error as { code?: string }).code ?? 'SERVICE_UNAVAILABLE');
          return {
            id: round.id,
            status: paid ? 'settled' : 'refused',
            payout_minor: paid ? payoutOf(round) : null,
            balance_after_minor: paid ? outcome.answer.win.balanceMinor : null,
            refusal_code: code?.slice(0, 60) ?? null,
            at,
          };
        }),
      ),
  };

  /**
   * An instant round's bet, its win and the studio's record of it as one portal entry (decisions
   * 064, 065): a refusal or a lost answer is handled as placeBet handles the bet's, since the
   * portal writes them together or not at all. `fresh`: the round is written at its cached nonce
   * by the entry; refused CONFLICT when the pair moved on.
   */
  async function betAndSettle(
    round: StudioRoundRow,
    fresh: boolean,
    session: StudioSession,
    token: string,
    instantRound: NonNullable<PortalClient['instantRound']>,
  ): Promise<StudioRoundRow> {
    const payout = payoutOf(round);
    const win = {
      ...who(session, round.game_code),
      roundId: round.id,
      transactionId: `${round.id}:win`,
      betTransactionId: round.id,
      amountMinor: payout,
      endRound: true,
    };
    const at = clock.now();
    const record: StudioRecord = { recorder, round, fresh, at };
    const balance = await placeBet(round, session, token, (bet) => instantRound(bet, win, record));
    return {
      ...round,
      status: 'settled',
      payout_minor: payout,
      settled_at: at,
      updated_at: at,
      balance_after_minor: balance,
    };
  }

  /**
   * An instant round through the portal's round batch: at the player's cached nonce when there is
   * one (the round is written in the batch), else reserved under the seed's row lock first.
   */
  async function playInstant(
    session: StudioSession,
    round: RoundToReserve,
    token: string,
    instantRound: NonNullable<PortalClient['instantRound']>,
  ) {
    const cached = openSeeds.get(session.playerId);
    if (cached) {
      openSeeds.delete(session.playerId);
      const row = unwritten(roundRow(session, round, cached));
      try {
        const done = await betAndSettle(row, true, session, token, instantRound);
        remember(session.playerId, { ...cached, nonce: cached.nonce + 1 });
        return { done, seed: cached };
      } catch (error) {
        // CONFLICT: the pair moved on and nothing was written, so the round goes under the lock.
        // Any other failure leaves the cache empty: whether the nonce was used (a refusal in the
        // batch) or not (one before it, a lost answer), the next round reads the pair again.
        if (!(error instanceof AppError && error.code === 'CONFLICT')) throw error;
      }
    }
    const { row, seed } = await reserveRound(session, round);
    return { done: await betAndSettle(row, false, session, token, instantRound), seed };
  }

  async function roundAnswer(row: StudioRoundRow, balanceMinor: number | null) {
    const seed = await activeSeed(row.player_id);
    return { round: await present(row), balanceMinor, seed: presentSeedState(seed) };
  }

  async function ownRound(session: StudioSession, roundId: string) {
    const row = await repo.round(roundId);
    if (!row || row.player_id !== session.playerId) throw new AppError('NOT_FOUND');
    return row;
  }

  /**
   * Each player's active seed pair as this instance last saw it, opened, with its next nonce
   * (decision 064): a round first tries that nonce in one statement that checks the pair is still
   * there; a stale entry (a rotation, another instance's round, a concurrent spin) falls back to
   * taking the nonce under the seed's row lock.
   */
  const openSeeds = new Map<number, ReservedSeed>();
  const remember = (playerId: number, seed: ReservedSeed) => {
    if (!openSeeds.has(playerId) && openSeeds.size >= SESSION_CACHE_SIZE) {
      openSeeds.delete(openSeeds.keys().next().value!);
    }
    openSeeds.set(playerId, seed);
  };

  /** The round with its outcome at the cached nonce, or nothing when the pair moved on. */
  async function reserveAtCachedNonce(session: StudioSession, round: RoundToReserve) {
    const seed = openSeeds.get(session.playerId);
    if (!seed) return null;
    openSeeds.delete(session.playerId);
    const row = await repo.insertRoundAtNonce(roundRow(session, round, seed));
    if (!row) return null;
    remember(session.playerId, { ...seed, nonce: seed.nonce + 1 });
    return { row, seed };
  }

  /** Takes the next nonce under the seed's row lock and writes the round with its outcome. */
  function reserveLocked(session: StudioSession, round: RoundToReserve) {
    return db.transaction().execute(async (trx) => {
      const taken = await repo.reserveNonce(trx, session.playerId);
      if (!taken) return null;
      const seed = { ...taken, serverSeed: (await deps.seeds.open(taken)).toString('hex') };
      const row = await repo.insertRound(trx, roundRow(session, round, seed));
      return { row, seed };
    });
  }

  function roundRow(session: StudioSession, round: RoundToReserve, seed: Omit<ReservedSeed, 'next_nonce'>) {
    const seeds = { serverSeed: seed.serverSeed, clientSeed: seed.client_seed, nonce: seed.nonce };
    const now = clock.now();
    return {
      id: crypto.randomUUID(),
      player_id: session.playerId,
      seed_id: seed.id,
      nonce: seed.nonce,
      game_code: round.request.game,
      variant: round.variant,
      params: round.request.params,
      outcome: GAME_PLAY[round.request.game].outcome(round.request, round.variant, seeds, round.stakeMinor),
      currency: session.currency,
      stake_minor: round.stakeMinor,
      status: 'betting' as const,
      created_at: now,
      updated_at: now,
    };
  }

  /** Takes the next nonce of the player's seed pair and writes the round with its outcome, before any money moves. */
  async function reserveRound(session: StudioSession, round: RoundToReserve) {
    const fast = await reserveAtCachedNonce(session, round);
    if (fast) return fast;
    let locked = await reserveLocked(session, round);
    if (!locked) {
      // The player's first round: their seed pair is made now.
      await newSeed(db, session.playerId, newClientSeed());
      locked = await reserveLocked(session, round);
    }
    if (!locked) throw new AppError('SERVICE_UNAVAILABLE');
    remember(session.playerId, { ...locked.seed, nonce: locked.seed.nonce + 1 });
    return locked;
  }

  const machinery: RoundMachinery = {
    db,
    repo,
    clock,
    sessionOf,
    ownRound,
    settleInline: (round, from, payout, player, token) => settleWin(round, from, payout, player, INLINE_TRIES, token),
    roundAnswer,
  };

  return {
    sessionOf,
    variantOf,

    /** The game page's first call: checks the launch URL's signature and records the session. */
    async openSession(input: {
      token: string;
      player: string;
      currency: string;
      game: InhouseGame;
      lang: string;
      sig: string;
      returnUrl: string | null;
    }) {
      const expected = Buffer.from(launchSignature(await deps.secret(), input), 'hex');
      const given = Buffer.from(/^[0-9a-f]{64}$/.test(input.sig) ? input.sig : '', 'hex');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        throw new AppError('SEAMLESS_TOKEN_INVALID');
      }
      const playerId = await repo.ensurePlayer(input.player, input.currency);
      const now = clock.now();
      await repo.openSession({
        token_hash: hashToken(input.token),
        player_id: playerId,
        game_code: input.game,
        language: input.lang,
        return_url: input.returnUrl,
        created_at: now,
        expires_at: new Date(now.getTime() + SESSION_TTL_MS),
      });
      return this.session(input.token);
    },

    /** The session as the game page shows it: the portal's balance, the seed hash before play. */
    async session(token: string) {
      const session = await sessionOf(token);
      const game = session.game as InhouseGame;
      const answer = await portal.call('balance', { ...who(session, game), token });
      if (answer.kind === 'refused') throw refusal(answer.code, answer.balanceMinor);
      if (answer.kind === 'lost') throw new AppError('SERVICE_UNAVAILABLE');
      const seed = await activeSeed(session.playerId);
      const open = game === 'mines' ? await repo.openMinesRound(session.playerId) : undefined;
      return {
        game,
        variant: await variantOf(game),
        language: session.language,
        currency: session.currency,
        balanceMinor: answer.answer.balanceMinor,
        seed: presentSeedState(seed),
        openRound: open ? await present(open) : null,
        maxStakeMinor: STUDIO_MAX_STAKE_MINOR,
        returnUrl: session.returnUrl,
      };
    },

    /** A round: nonce and outcome fixed first, then the bet, then (instant games) the win. */
    async play(token: string, request: StudioGameParams, stakeMinor: number) {
      const session = await sessionOf(token);
      if (request.game !== session.game || paramsProblem(request)) {
        throw new AppError('VALIDATION_FAILED', {
          value: { fields: { [request.game !== session.game ? 'game' : 'params']: 'INVALID_VALUE' } },
        });
      }
      const variant = await variantOf(request.game);
      const play = GAME_PLAY[request.game];
      let reserved: { done: StudioRoundRow | undefined; seed: ReservedSeed };
      let balance: number | null = null;
      try {
        if (play.instant && portal.instantRound) {
          reserved = await playInstant(session, { request, variant, stakeMinor }, token, portal.instantRound);
        } else {
          const { row, seed } = await reserveRound(session, { request, variant, stakeMinor });
          balance = await placeBet(row, session, token);
          reserved = { done: await play.afterBet(machinery, row, balance, session, token), seed };
        }
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError('GAME_ROUND_IN_PROGRESS');
        throw error;
      }
      const { done, seed } = reserved;
      // The sweep took the round meanwhile (the calls outlasted it): it finishes the money.
      if (!done || done.status === 'rolling_back' || done.status === 'rolled_back')
        throw new AppError('SERVICE_UNAVAILABLE');
      return {
        round: presentRound(done, { ...seed, status: 'active' }),
        balanceMinor: done.status === 'settled' || done.status === 'open' ? done.balance_after_minor : balance,
        seed: { serverSeedHash: seed.server_seed_hash, clientSeed: seed.client_seed, nonce: seed.nonce + 1 },
      };
    },

    ...createMinesCalls(machinery),

    async seed(token: string) {
      const session = await sessionOf(token);
      return presentSeedState(await activeSeed(session.playerId));
    },

    /** Reveals the active server seed and starts a new pair (with the given client seed, or the same). */
    async rotate(token: string, clientSeed?: string) {
      const session = await sessionOf(token);
      await activeSeed(session.playerId);
      openSeeds.delete(session.playerId);
      const previous = await db.transaction().execute(async (trx) => {
        const revealed = await repo.revealSeed(trx, session.playerId, clock.now(), deps.seeds.open);
        // Checked after the reveal took the seed's row lock: a round that reserved a nonce is visible now.
        if (!revealed || (await repo.hasUnfinishedRound(trx, session.playerId))) {
          throw new AppError('GAME_ROUND_IN_PROGRESS');
        }
        await newSeed(trx, session.playerId, clientSeed ?? revealed.client_seed);
        return revealed;
      });
      return {
        previous: {
          serverSeed: Buffer.from(previous.server_seed!).toString('hex'),
          serverSeedHash: previous.server_seed_hash,
          clientSeed: previous.client_seed,
          nextNonce: previous.next_nonce,
        },
        current: presentSeedState(await activeSeed(session.playerId)),
      };
    },

    async history(token: string, page: number) {
      const session = await sessionOf(token);
      const rows = await repo.history(session.playerId, page, STUDIO_HISTORY_PAGE_SIZE);
      const shown = rows.slice(0, STUDIO_HISTORY_PAGE_SIZE);
      const seeds = new Map((await repo.seedsByIds([...new Set(shown.map((r) => r.seed_id))])).map((s) => [s.id, s]));
      return {
        rounds: shown.map((row) => presentRound(row, seeds.get(row.seed_id)!)),
        page,
        hasMore: rows.length > STUDIO_HISTORY_PAGE_SIZE,
      };
    },

    async replay(token: string, roundId: string) {
      const session = await sessionOf(token);
      return present(await ownRound(session, roundId));
    },

    /** Public: the outcome any seeds give, so a player can check a round without trusting us. */
    verify(
      input: StudioGameParams & {
        serverSeed: string;
        clientSeed: string;
        nonce: number;
        variant?: string;
        reveals?: number[];
        stakeMinor?: number;
      },
    ) {
      const variant = input.variant ?? DEFAULT_VARIANT[input.game];
      if (!isVariantOf(input.game, variant) || paramsProblem(input)) {
        throw new AppError('VALIDATION_FAILED', {
          value: { fields: { [paramsProblem(input) ? 'params' : 'variant']: 'INVALID_VALUE' } },
        });
      }
      if (input.reveals && new Set(input.reveals).size !== input.reveals.length) {
        throw new AppError('VALIDATION_FAILED', { value: { fields: { reveals: 'INVALID_VALUE' } } });
      }
      const seeds = { serverSeed: input.serverSeed, clientSeed: input.clientSeed, nonce: input.nonce };
      const result = recomputeRound(input, variant, seeds, input.reveals ?? []);
      return {
        serverSeedHash: hashServerSeed(input.serverSeed),
        game: input.game,
        variant,
        outcome: result.outcome,
        multiplierNum: result.num,
        multiplierDen: result.den,
        payoutMinor: input.stakeMinor === undefined ? null : payoutMinor(input.stakeMinor, result.num, result.den),
      };
    },

    /** Finishes money calls whose answers were lost or whose process stopped: wins again, refunds again. */
    async sweep(olderThanMs: number): Promise<number> {
      const rows = await repo.pending(new Date(clock.now().getTime() - olderThanMs), 50);
      let done = 0;
      for (const row of rows) {
        if (row.attempts >= MAX_ATTEMPTS) continue;
        const player = await playerOf(row);
        if (row.status === 'settling') {
          if ((await settleWin(row, ['settling'], row.payout_minor ?? 0, player, 1)).status === 'settled') done += 1;
          continue;
        }
        const rolling =
          row.status === 'betting'
            ? await repo.moveRound(db, row.id, ['betting'], { status: 'rolling_back', updated_at: clock.now() })
            : row;
        if (rolling && (await rollBack(rolling, player, 1))) done += 1;
      }
      return done;
    },

    async settings() {
      const stored = new Map((await repo.variants()).map((v) => [v.game_code, v.variant]));
      return INHOUSE_GAMES.map((game) => ({ game, variant: stored.get(game) ?? DEFAULT_VARIANT[game] }));
    },

    async setVariant(game: InhouseGame, variant: string) {
      if (!isVariantOf(game, variant)) {
        throw new AppError('VALIDATION_FAILED', { value: { fields: { variant: 'INVALID_VALUE' } } });
      }
      await repo.setVariant(game, variant, clock.now());
      variantsCache = null;
    },
  };
}

export type StudioService = ReturnType<typeof createStudioService>;
