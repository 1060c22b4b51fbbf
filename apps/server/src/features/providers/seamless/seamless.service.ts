import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { SeamlessAnswer } from '@portal/shared/contracts/seamless';
import type { z } from 'zod';
import type {
  seamlessBalanceSchema,
  seamlessBetSchema,
  seamlessEndRoundSchema,
  seamlessRollbackSchema,
  seamlessWinSchema,
} from '@portal/shared/contracts/seamless';
import type { DB } from '../../../db/schema.ts';
import { INHOUSE_VENDOR } from '@portal/shared/contracts/seamless';
import { AppError } from '../../../platform/app-error.ts';
import type { AppContext } from '../../../platform/context.ts';
import { createMemoCache } from '../../../platform/memo-cache.ts';
import { MAIN } from '../../wallet/ledger/accounts.ts';
import { inTransaction } from '../../../db/transaction.ts';
import { walletModule } from '../../wallet/wallet.module.ts';
import type { ProviderConfig } from '../provider-configs.service.ts';
import { tokenHash } from '../launch-tokens.ts';
import type { PostingRequest } from '../../wallet/ledger/ledger.ts';
import { betRecordOf, createBetBatch, type BetCall } from './bet-batch.ts';
import { postedAnswer, type MoneyCall } from './call-batch.ts';
import { createWinBatch, liveBetsOf, winAnswer, type WinCall } from './win-batch.ts';
import { createRoundBatch, type RoundAnswer, type RoundRecord } from './round-batch.ts';
import { HELD_WINS, heldOfIn, recordHeldIn } from './held-wins.ts';
import { seamlessBatchRepo } from './seamless-batch.repo.ts';
import type { ProviderTransactionRow, SeamlessRepo } from './seamless.repo.ts';
import { MEMBER_TYPE } from '@portal/shared/constants';

type Balance = z.infer<typeof seamlessBalanceSchema>;
type Bet = z.infer<typeof seamlessBetSchema>;
type Win = z.infer<typeof seamlessWinSchema>;
type Rollback = z.infer<typeof seamlessRollbackSchema>;
type EndRound = z.infer<typeof seamlessEndRoundSchema>;

/** The house side of a vendor's bets: sharded by player, so no row queues every bet. */
export const houseAccount = (vendor: string) => `house:${vendor}`;
/**
 * The house side of free play (trial accounts, member type 4): a book of its own, so play money
 * never reaches a real house account (docs/security.md). Only the in-house studio takes trials.
 */
export const trialHouseAccount = (vendor: string) => `house_trial:${vendor}`;
export const gameSource = (vendor: string) => `game:${vendor}`;

/** What a transaction id stands for (the token may change between retries; the money may not). */
function requestHash(kind: string, body: Record<string, unknown>): Buffer {
  const canonical = JSON.stringify([
    kind,
    body.playerId,
    body.currency,
    body.gameCode,
    body.roundId ?? null,
    body.amountMinor ?? null,
    body.betTransactionId ?? null,
    body.endRound ?? null,
  ]);
  return createHash('sha256').update(canonical).digest();
}

const GAME_CACHE_MS = 60_000;
const GAME_CACHE_LIMIT = 10_000;
/** A launch token's immutable facts (player, vendor, game), for instant rounds; liveness is read per batch. */
const TOKEN_CACHE_MS = 60_000;
const TOKEN_CACHE_LIMIT = 10_000;

const memberIdOf = (playerId: string) => (/^[1-9]\d{0,15}$/.test(playerId) ? Number(playerId) : null);

/**
 * The portal's side of the seamless wallet protocol (docs/decisions/013-game-providers.md): every
 * money call is one database transaction holding the provider's row (unique per vendor and
 * transaction id), the ledger posting between the player's main wallet and the vendor's house
 * account, and the betting record. A replay answers the first answer.
 */
export function createSeamlessService(deps: { ctx: AppContext; repo: SeamlessRepo }) {
  const { ctx, repo } = deps;
  const { ledger, accounts } = walletModule(ctx);
  // Catalog rows change rarely (an operator's edit); a minute's cache keeps them off every bet.
  const gameCache = createMemoCache({
    name: 'seamless-games',
    ttlMs: GAME_CACHE_MS,
    max: GAME_CACHE_LIMIT,
    now: () => ctx.clock.now().getTime(),
  });

  const tokenCache = createMemoCache({
    name: 'seamless-token-players',
    ttlMs: TOKEN_CACHE_MS,
    max: TOKEN_CACHE_LIMIT,
    now: () => ctx.clock.now().getTime(),
  });

  const brandCurrency = async () => (await ctx.settings.get()).currency.code;

  async function checkCurrency(currency: string): Promise<string> {
    const code = await brandCurrency();
    if (currency !== code) throw new AppError('SEAMLESS_CURRENCY_NOT_ALLOWED');
    return code;
  }

  /** The catalog entry of a game, cached for GAME_CACHE_MS. */
  async function gameOf(vendor: string, gameCode: string) {
    const key = `${vendor}:${gameCode}`;
    const found = await gameCache.get(key, () => repo.game(vendor, gameCode));
    if (!found) {
      gameCache.delete(key);
      throw new AppError('NOT_FOUND', { message: 'unknown game' });
    }
    return found;
  }

  /** A trial account plays the in-house studio only, never a third-party vendor's real wallet. */
  function trialOf(vendor: string, member: { type: number }): boolean {
    if (member.type !== MEMBER_TYPE.trial) return false;
    if (vendor !== INHOUSE_VENDOR) {
      throw new AppError('SEAMLESS_PLAYER_BLOCKED', { message: 'free-play accounts play in-house games only' });
    }
    return true;
  }

  /**
   * Balance and bet need the live token of this player, vendor and game. With `cached`, an instant
   * round takes what the token names (player, vendor, game, the member's type) from a cache, as
   * those never change; whether the token is still live and its player still active and of that
   * type is then read in the round batch's transaction (round-batch.ts, decision 067), one
   * statement for the whole batch.
   */
  async function tokenPlayer(
    vendor: string,
    body: { token: string; playerId: string; gameCode: string },
    { cached = false } = {},
  ) {
    const hash = tokenHash(body.token);
    const read = () => repo.tokenPlayer(hash, vendor, ctx.clock.now());
    const key = `${vendor}\u0000${hash.toString('base64')}`;
    const found = await (cached ? tokenCache.get(key, read) : read());
    if (cached && (!found || found.status !== 'active')) tokenCache.delete(key);
    if (!found || String(found.id) !== body.playerId || found.game_code !== body.gameCode) {
      throw new AppError('SEAMLESS_TOKEN_INVALID');
    }
    if (found.status !== 'active') throw new AppError('SEAMLESS_PLAYER_BLOCKED');
    return { id: found.id, trial: trialOf(vendor, found), tokenHash: hash };
  }

  /** Wins, rollbacks and end-round come without a live token: the player must still exist. */
  async function knownPlayer(vendor: string, playerId: string) {
    const id = memberIdOf(playerId);
    const member = id === null ? undefined : await repo.member(id);
    if (!member) throw new AppError('NOT_FOUND', { message: 'unknown player' });
    return { id: member.id, trial: trialOf(vendor, member) };
  }

  /** The player's main wallet and the house shard: the free-play book's for a trial account. */
  async function walletIds(vendor: string, player: { id: number; trial: boolean }, currency: string) {
    const house = player.trial ? trialHouseAccount(vendor) : houseAccount(vendor);
    return {
      main: await accounts.player(player.id, MAIN, currency),
      house: await accounts.system(house, currency, player.id),
    };
  }

  /** The first answer of a known id; another call or other data under it is a duplicate. */
  async function replay(
    trx: Kysely<DB>,
    vendor: string,
    transactionId: string,
    kind: ProviderTransactionRow['kind'],
    hash: Buffer,
    mainId: number,
    currency: string,
  ): Promise<SeamlessAnswer> {
    const row = (await repo.find(trx, vendor, transactionId))!;
    if (row.is_tombstone && kind === 'bet') throw new AppError('SEAMLESS_BET_ROLLED_BACK');
    if (row.kind !== kind || !row.request_hash || !Buffer.from(row.request_hash).equals(hash)) {
      throw new AppError('DUPLICATE_TRANSACTION_MISMATCH', {
        value: { balanceMinor: await repo.balance(trx, mainId), currency },
      });
    }
    return { ...(row.answer as SeamlessAnswer), replayed: true };
  }

  /** INSUFFICIENT_FUNDS answers the player's balance (final: the provider does not retry). */
  async function withBalanceOnShortfall<T>(mainId: number, currency: string, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof AppError && error.code === 'INSUFFICIENT_FUNDS') {
        throw new AppError('INSUFFICIENT_FUNDS', {
          value: { balanceMinor: await repo.balance(ctx.db, mainId), currency },
        });
      }
      throw error;
    }
  }

  /** A call's posting of its amount between the player's main wallet and the vendor's house shard. */
  const moneyPosting = (call: MoneyCall, kind: 'bet' | 'win', from: number, to: number): PostingRequest => ({
    source: gameSource(call.vendor),
    key: call.transactionId,
    kind,
    memberId: call.memberId,
    reference: `${call.vendor}:${call.roundId}`,
    currency: call.currency,
    lines: [
      { accountId: from, amountMinor: -call.amountMinor },
      { accountId: to, amountMinor: call.amountMinor },
    ],
  });

  /** The first answer of a checked call's id, read in `trx`. */
  const replayOf = (kind: 'bet' | 'win') => (trx: Kysely<DB>, call: MoneyCall) =>
    replay(trx, call.vendor, call.transactionId, kind, call.hash, call.ids.main, call.currency);

  const betPosting = (call: BetCall) => moneyPosting(call, 'bet', call.ids.main, call.ids.house);
  const betReplay = replayOf('bet');

  /** A bet in its own transaction: the row and round, the posting, the record. */
  const betAlone = (call: BetCall) =>
    inTransaction(ctx.db, async (trx) => {
      const now = ctx.clock.now();
      const inserted = await repo.insertBet(trx, { ...call, kind: 'bet', requestHash: call.hash, now });
      if (inserted.id === null) return betReplay(trx, call);
      if (inserted.round_status === 'closed') throw new AppError('SEAMLESS_ROUND_CLOSED');
      const posting = await ledger.postIn(trx, betPosting(call));
      const answer = postedAnswer(call, posting);
      await repo.recordBet(trx, inserted.id, answer, posting.transactionId, betRecordOf(call, now));
      return answer;
    });

  const bets = createBetBatch({
    db: ctx.db,
    clock: ctx.clock,
    repo: seamlessBatchRepo,
    ledger,
    alone: betAlone,
    replay: betReplay,
    posting: betPosting,
  });

  // A held win (held-wins.ts) is posted to the player's held-wins account instead of the main wallet.
  const winPosting = (call: WinCall) =>
    moneyPosting(call, 'win', call.ids.house, call.held ? call.heldId : call.ids.main);
  const winReplay = replayOf('win');

  /** A win in its own transaction: the row, the bets it pays, the posting, the round's end. */
  const winAlone = (call: WinCall) =>
    inTransaction(ctx.db, async (trx) => {
      const now = ctx.clock.now();
      const rowId = await repo.insert(trx, { ...call, kind: 'win', requestHash: call.hash, now });
      if (rowId === null) return winReplay(trx, call);
      const bets = await repo.lockBets(
        trx,
        call.vendor,
        call.memberId,
        call.betTransactionId ? { transactionId: call.betTransactionId } : { roundId: call.roundId },
      );
      const live = liveBetsOf(call, bets);
      [call.held] = await heldOfIn(trx, [call]);
      const posting = call.amountMinor > 0 ? await ledger.postIn(trx, winPosting(call)) : null;
      const answer = winAnswer(call, posting, posting && !call.held ? 0 : await repo.balance(trx, call.ids.main));
      await repo.settleBets(trx, live, call.amountMinor, now);
      if (call.endRound) await repo.endRound(trx, call.vendor, call.memberId, call.roundId, now);
      await repo.finish(trx, rowId, answer, posting?.transactionId ?? null, live[0]!.bet_id);
      if (posting && call.held) await recordHeldIn(trx, [{ call, ledgerTransactionId: posting.transactionId }], now);
      return answer;
    });

  const wins = createWinBatch({
    db: ctx.db,
    clock: ctx.clock,
    repo: seamlessBatchRepo,
    ledger,
    alone: winAlone,
    replay: winReplay,
    posting: winPosting,
  });

  /** A bet call checked for its currency, game and limits, ready for a batch. */
  async function betCallOf(
    vendor: string,
    config: ProviderConfig,
    body: Bet,
    player: { id: number; trial: boolean },
  ): Promise<BetCall> {
    const currency = await checkCurrency(body.currency);
    const game = await gameOf(vendor, body.gameCode);
    if (body.amountMinor < game.min_bet_minor || body.amountMinor > config.maxBetMinor) {
      throw new AppError('SEAMLESS_LIMIT_EXCEEDED', {
        value: { minBetMinor: game.min_bet_minor, maxBetMinor: config.maxBetMinor },
      });
    }
    return {
      vendor,
      transactionId: body.transactionId,
      roundId: body.roundId,
      amountMinor: body.amountMinor,
      memberId: player.id,
      currency,
      hash: requestHash('bet', body),
      ids: await walletIds(vendor, player, currency),
      game: { product: game.category, code: body.gameCode, name: game.name.en ?? null },
    };
  }

  /** A win call checked for its currency, ready for a batch. */
  async function winCallOf(
    vendor: string,
    config: ProviderConfig,
    body: Win,
    player: { id: number; trial: boolean },
  ): Promise<WinCall> {
    const currency = await checkCurrency(body.currency);
    return {
      vendor,
      transactionId: body.transactionId,
      roundId: body.roundId,
      betTransactionId: body.betTransactionId ?? null,
      amountMinor: body.amountMinor,
      endRound: body.endRound ?? false,
      memberId: player.id,
      currency,
      hash: requestHash('win', body),
      ids: await walletIds(vendor, player, currency),
      winReviewAboveMinor: config.winReviewAboveMinor,
      heldId: await accounts.system(HELD_WINS, currency, player.id),
    };
  }

  const rounds = createRoundBatch({
    db: ctx.db,
    clock: ctx.clock,
    bets,
    wins,
    liveTokens: seamlessBatchRepo.liveTokens,
  });

  return {
    async balance(vendor: string, body: Balance): Promise<SeamlessAnswer> {
      const { id: memberId } = await tokenPlayer(vendor, body);
      const currency = await checkCurrency(body.currency);
      const mainId = await accounts.player(memberId, MAIN, currency);
      return { balanceMinor: await repo.balance(ctx.db, mainId), currency };
    },

    async bet(vendor: string, config: ProviderConfig, body: Bet): Promise<SeamlessAnswer> {
      let player: { id: number; trial: boolean };
      try {
        player = await tokenPlayer(vendor, body);
      } catch (error) {
        // A provider retries a bet for a day and more, past its token's life: a bet already known
        // is answered again (or refused as it was) rather than turned away for the token.
        const known = await repo.find(ctx.db, vendor, body.transactionId);
        if (!known || String(known.member_id) !== body.playerId) throw error;
        const currency = await checkCurrency(body.currency);
        const mainId = await accounts.player(known.member_id, MAIN, currency);
        return replay(ctx.db, vendor, body.transactionId, 'bet', requestHash('bet', body), mainId, currency);
      }
      const call = await betCallOf(vendor, config, body, player);
      return withBalanceOnShortfall(call.ids.main, call.currency, () => bets.submit(call));
    },

    async win(vendor: string, config: ProviderConfig, body: Win): Promise<SeamlessAnswer> {
      return wins.submit(await winCallOf(vendor, config, body, await knownPlayer(vendor, body.playerId)));
    },

    /**
     * An instant round's bet and win in one entry of the round batch (round-batch.ts): the studio's
     * calls in the process (decision 064). The bet is checked as a bet call is; the win must pay
     * that bet and end its round.
     */
    async instantRound(
      vendor: string,
      config: ProviderConfig,
      bet: Bet,
      win: Win,
      record?: RoundRecord,
    ): Promise<RoundAnswer> {
      const sameRound =
        win.playerId === bet.playerId &&
        win.currency === bet.currency &&
        win.gameCode === bet.gameCode &&
        win.roundId === bet.roundId &&
        win.betTransactionId === bet.transactionId &&
        win.endRound === true;
      if (!sameRound) throw new AppError('VALIDATION_FAILED', { value: { fields: { win: 'INVALID_VALUE' } } });
      const player = await tokenPlayer(vendor, bet, { cached: true });
      const call = {
        bet: await betCallOf(vendor, config, bet, player),
        win: await winCallOf(vendor, config, win, player),
        ...(record && { record }),
        token: { hash: player.tokenHash, trial: player.trial },
      };
      return withBalanceOnShortfall(call.bet.ids.main, call.bet.currency, () => rounds.submit(call));
    },

    async rollback(vendor: string, body: Rollback): Promise<SeamlessAnswer> {
      const player = await knownPlayer(vendor, body.playerId);
      const memberId = player.id;
      const currency = await checkCurrency(body.currency);
      const ids = await walletIds(vendor, player, currency);
      const hash = requestHash('rollback', body);
      return inTransaction(ctx.db, async (trx) => {
        const now = ctx.clock.now();
        const rowId = await repo.insert(trx, {
          vendor,
          transactionId: body.transactionId,
          kind: 'rollback',
          memberId,
          roundId: body.roundId,
          betTransactionId: body.betTransactionId,
          amountMinor: 0,
          currency,
          requestHash: hash,
          now,
        });
        if (rowId === null) return replay(trx, vendor, body.transactionId, 'rollback', hash, ids.main, currency);
        const done = async (ledgerTransactionId: number | null, balanceMinor?: number, betId: number | null = null) => {
          const answer: SeamlessAnswer = {
            balanceMinor: balanceMinor ?? (await repo.balance(trx, ids.main)),
            currency,
            ...(ledgerTransactionId !== null && { operatorTransactionId: String(ledgerTransactionId) }),
          };
          await repo.finish(trx, rowId, answer, ledgerTransactionId, betId);
          return answer;
        };
        // Before the bet: a tombstone takes its id, so the bet, when it comes, is refused.
        const tombstone = await repo.insertTombstone(trx, {
          vendor,
          transactionId: body.betTransactionId,
          memberId,
          roundId: body.roundId,
          amountMinor: 0,
          currency,
          now,
        });
        if (tombstone !== null) return done(null);
        const [bet] = await repo.lockBets(trx, vendor, memberId, { transactionId: body.betTransactionId });
        if (!bet || bet.round_id !== body.roundId) throw new AppError('SEAMLESS_BET_NOT_FOUND');
        if (bet.bet_state === 'settled') throw new AppError('SEAMLESS_BET_SETTLED');
        if (bet.bet_state === 'rolled_back') return done(null, undefined, bet.bet_id);
        const posting = await ledger.postIn(trx, {
          source: gameSource(vendor),
          key: body.transactionId,
          kind: 'refund',
          memberId,
          reference: `${vendor}:${body.roundId}`,
          currency,
          lines: [
            { accountId: ids.house, amountMinor: -bet.amount_minor },
            { accountId: ids.main, amountMinor: bet.amount_minor },
          ],
        });
        await repo.cancelBet(trx, bet);
        return done(
          posting.transactionId,
          posting.entries.find((e) => e.accountId === ids.main)!.balanceAfterMinor,
          bet.bet_id,
        );
      });
    },

    async endRound(vendor: string, body: EndRound): Promise<SeamlessAnswer> {
      const { id: memberId } = await knownPlayer(vendor, body.playerId);
      const currency = await checkCurrency(body.currency);
      const mainId = await accounts.player(memberId, MAIN, currency);
      const hash = requestHash('end-round', body);
      return inTransaction(ctx.db, async (trx) => {
        const now = ctx.clock.now();
        let rowId: number | null = null;
        if (body.transactionId) {
          rowId = await repo.insert(trx, {
            vendor,
            transactionId: body.transactionId,
            kind: 'end-round',
            memberId,
            roundId: body.roundId,
            amountMinor: 0,
            currency,
            requestHash: hash,
            now,
          });
          if (rowId === null) return replay(trx, vendor, body.transactionId, 'end-round', hash, mainId, currency);
        }
        await repo.endRound(trx, vendor, memberId, body.roundId, now);
        const answer: SeamlessAnswer = { balanceMinor: await repo.balance(trx, mainId), currency };
        if (rowId !== null) await repo.finish(trx, rowId, answer, null, null);
        return answer;
      });
    },
  };
}

export type SeamlessService = ReturnType<typeof createSeamlessService>;
