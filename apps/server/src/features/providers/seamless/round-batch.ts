import type { Kysely } from 'kysely';
import { MEMBER_TYPE } from '@portal/shared/constants';
import type { SeamlessAnswer } from '@portal/shared/contracts/seamless';
import type { DB } from '../../../db/schema.ts';
import { inTransaction } from '../../../db/transaction.ts';
import { AppError } from '../../../platform/app-error.ts';
import type { Clock } from '../../../platform/clock.ts';
import type { BetAnswered, BetCall } from './bet-batch.ts';
import { createCallBatch, type Answered } from './call-batch.ts';
import type { KnownBets, WinCall } from './win-batch.ts';

/** An instant round: its bet and the win that settles it (0 for a loss), checked and ready to write. */
export interface RoundCall {
  bet: BetCall;
  win: WinCall;
  /** The caller's own record of the round, written in the same transaction (decision 065). */
  record?: RoundRecord;
  /**
   * The bet's launch token, when its player, vendor and game were taken from a cache: whether it
   * is still live and its player still active is read in the batch's transaction, one statement
   * for the batch (decision 067). `trial`: the round posts to the free-play book (a trial account),
   * which the batch checks against the member's type as it stands.
   */
  token?: { hash: Buffer; trial: boolean };
}

/** The bet's answer and the win's, the second the balance the round left. */
export interface RoundAnswer {
  bet: SeamlessAnswer;
  win: SeamlessAnswer;
}

/** What a caller's record of a round carries: the recorder that writes the records of its kind. */
export interface RoundRecord {
  readonly recorder: RoundRecorder;
}

/**
 * The in-house studio's rounds (decision 065): the game's own row of a round is written by the
 * round batch's transaction, before the money (`open`: false for a round whose record cannot be
 * written, which is then refused CONFLICT and moves nothing) and after it (`close`, with each
 * round's answer or refusal). One statement for each, whatever the batch's size; money and the
 * game's record commit together or not at all.
 */
export interface RoundRecorder {
  open(trx: Kysely<DB>, records: RoundRecord[]): Promise<boolean[]>;
  close(trx: Kysely<DB>, closed: { record: RoundRecord; outcome: Answered<RoundAnswer> }[]): Promise<void>;
}

/** A launch token the batch found live: its vendor, its player and the player's status and type. */
export interface LiveToken {
  vendor_code: string;
  member_id: number;
  status: string;
  type: number;
}

/** The refusal of a round whose record's `open` said no: nothing of it was written. */
const recordRefused = () => new AppError('CONFLICT', { value: { reason: 'ROUND_RECORD' } });

/** Each recorder once, with its records in the batch's order and their places in it. */
function byRecorder(calls: RoundCall[]): Map<RoundRecorder, number[]> {
  const groups = new Map<RoundRecorder, number[]>();
  calls.forEach((call, n) => {
    if (!call.record) return;
    const places = groups.get(call.record.recorder) ?? [];
    places.push(n);
    groups.set(call.record.recorder, places);
  });
  return groups;
}

/**
 * One batch at a time, of up to 64 rounds: every round posts to the vendor's house shards, so a
 * second batch in flight only waited for the first's locks (bench/studio.ts: 318 spins/s at p99
 * 300 ms against 301 at p99 366 ms with CALL_BATCH's two of 32).
 */
export const ROUND_BATCH = { name: 'seamless-rounds', maxBatch: 64, maxInFlight: 1, maxQueued: 1_024 } as const;

/**
 * The bet a round's win pays, when the batch wrote it and made its round: the win then needs no
 * read of its bets (the batch's own rows, which nobody else sees before the commit).
 */
function knownBet(call: RoundCall, bet: BetAnswered): KnownBets | undefined {
  const written = bet.written;
  if (!written?.roundCreated) return undefined;
  const { row } = written;
  const same =
    row.vendor_code === call.win.vendor &&
    row.member_id === call.win.memberId &&
    row.round_id === call.win.roundId &&
    (call.win.betTransactionId === null || call.win.betTransactionId === row.transaction_id);
  return same ? [row] : undefined;
}

/**
 * Group commit of instant rounds (decision 064): the bets of a batch and then their wins are
 * written by the bet and win batches' own statements in one transaction, so a round costs the
 * portal one entry in one batch instead of one in each. A refused bet refuses its round and
 * leaves nothing (the bet batch drops its row); a win refused after its bet took would leave a
 * round half paid, so it fails the transaction and the round is tried alone, where the same
 * refusal rolls back its bet too: a round is either paid whole or not at all.
 */
export function createRoundBatch(deps: {
  db: Kysely<DB>;
  clock: Clock;
  bets: { writeIn: (trx: Kysely<DB>, calls: BetCall[]) => Promise<BetAnswered[]> };
  wins: {
    writeIn: (trx: Kysely<DB>, calls: WinCall[], known?: readonly (KnownBets | undefined)[]) => Promise<Answered[]>;
  };
  liveTokens: (trx: Kysely<DB>, hashes: Buffer[], now: Date) => Promise<Map<string, LiveToken>>;
}) {
  /** Refuses, before anything is written, the rounds whose launch token is gone or whose player is not active. */
  async function checkTokens(trx: Kysely<DB>, calls: RoundCall[], answers: (Answered<RoundAnswer> | undefined)[]) {
    const hashes = calls.flatMap((call) => (call.token ? [call.token.hash] : []));
    if (hashes.length === 0) return;
    const live = await deps.liveTokens(trx, hashes, deps.clock.now());
    calls.forEach((call, n) => {
      if (!call.token) return;
      const token = live.get(call.token.hash.toString('base64'));
      // A cached player whose type is no longer the one its round's book was chosen by is not this token's.
      const book = token && (token.type === MEMBER_TYPE.trial) === call.token.trial;
      if (!token || !book || token.vendor_code !== call.bet.vendor || token.member_id !== call.bet.memberId) {
        answers[n] = { error: new AppError('SEAMLESS_TOKEN_INVALID') };
      } else if (token.status !== 'active') {
        answers[n] = { error: new AppError('SEAMLESS_PLAYER_BLOCKED') };
      }
    });
  }

  async function writeIn(trx: Kysely<DB>, calls: RoundCall[]): Promise<Answered<RoundAnswer>[]> {
    const answers: (Answered<RoundAnswer> | undefined)[] = [];
    await checkTokens(trx, calls, answers);
    // A round its token check refused has no record to open or close.
    const recorded = byRecorder(
      calls.map((call, n) => (answers[n] === undefined ? call : { ...call, record: undefined })),
    );
    for (const [recorder, places] of recorded) {
      const opened = await recorder.open(
        trx,
        places.map((n) => calls[n]!.record!),
      );
      places.forEach((n, i) => {
        if (!opened[i]) answers[n] = { error: recordRefused() };
      });
    }
    const going = calls.flatMap((_, n) => (answers[n] === undefined ? [n] : []));
    const bets = await deps.bets.writeIn(
      trx,
      going.map((n) => calls[n]!.bet),
    );
    const taken = going.filter((n, i) => {
      const bet = bets[i]!;
      if ('error' in bet) answers[n] = bet;
      return 'answer' in bet;
    });
    const betAnswers = new Map(going.map((n, i) => [n, bets[i]!]));
    const wins = await deps.wins.writeIn(
      trx,
      taken.map((n) => calls[n]!.win),
      taken.map((n) => knownBet(calls[n]!, betAnswers.get(n)!)),
    );
    taken.forEach((n, i) => {
      const win = wins[i]!;
      if ('error' in win) throw win.error;
      answers[n] = { answer: { bet: (betAnswers.get(n) as { answer: SeamlessAnswer }).answer, win: win.answer } };
    });
    for (const [recorder, places] of recorded) {
      await recorder.close(
        trx,
        places.map((n) => ({ record: calls[n]!.record!, outcome: answers[n]! })),
      );
    }
    return answers as Answered<RoundAnswer>[];
  }

  /**
   * One round in its own transaction. A refused win throws inside it, taking the bet with it; a
   * refusal writeIn answers moved nothing, so what it wrote (the record's refusal) is committed.
   */
  const alone = async (call: RoundCall) => {
    const outcome = await inTransaction(deps.db, async (trx) => (await writeIn(trx, [call]))[0]!);
    if ('error' in outcome) throw outcome.error;
    return outcome.answer;
  };

  return createCallBatch<RoundCall, RoundAnswer>({
    db: deps.db,
    keysOf: (call) => [
      `tx\u0000${call.bet.vendor}\u0000${call.bet.transactionId}`,
      `tx\u0000${call.win.vendor}\u0000${call.win.transactionId}`,
      `round\u0000${call.bet.vendor}\u0000${call.bet.memberId}\u0000${call.bet.roundId}`,
    ],
    alone,
    writeIn,
    limits: ROUND_BATCH,
  });
}
