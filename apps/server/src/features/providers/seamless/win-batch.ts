import type { Kysely } from 'kysely';
import type { SeamlessAnswer } from '@portal/shared/contracts/seamless';
import type { DB } from '../../../db/schema.ts';
import { AppError } from '../../../platform/app-error.ts';
import type { PostingResult } from '../../wallet/ledger/ledger.ts';
import {
  answered,
  createCallBatch,
  postedAnswer,
  type Answered,
  type CallWriterDeps,
  type MoneyCall,
} from './call-batch.ts';
import type { ProviderTransactionRow } from './seamless.repo.ts';
import { heldOfIn, recordHeldIn } from './held-wins.ts';

/** Bets a batch's transaction wrote itself, with their vendor (`lockBetsOf`'s rows). */
export type KnownBets = (ProviderTransactionRow & { vendor_code: string })[];

/** A provider's win call, checked (player, currency) and ready to write. */
export interface WinCall extends MoneyCall {
  /** The bet this win pays; null: the round's bets. */
  betTransactionId: string | null;
  endRound: boolean;
  /** The vendor's cap on a round's wins; past it the win is held for review (held-wins.ts). */
  winReviewAboveMinor: number;
  /** The held-wins account of the player (sharded by member). */
  heldId: number;
  /** Set in the win's transaction: this win is held, its posting goes to `heldId`. */
  held?: boolean;
}

/** A win's answer: the main balance as it is (a held win does not change it), the posting's id. */
export const winAnswer = (call: WinCall, posting: PostingResult | null, mainBalanceMinor: number): SeamlessAnswer =>
  posting && !call.held
    ? postedAnswer(call, posting)
    : {
        balanceMinor: mainBalanceMinor,
        currency: call.currency,
        ...(posting && { operatorTransactionId: String(posting.transactionId) }),
      };

/** The live bets a win pays, or why it cannot pay: the checks of the single-call path. */
export function liveBetsOf(call: WinCall, bets: ProviderTransactionRow[]): ProviderTransactionRow[] {
  const inRound = bets.filter((b) => b.round_id === call.roundId);
  if (inRound.length === 0) throw new AppError('SEAMLESS_BET_NOT_FOUND');
  const live = inRound.filter((b) => b.bet_state !== 'rolled_back');
  if (live.length === 0) throw new AppError('SEAMLESS_BET_ROLLED_BACK');
  return live;
}

/**
 * Group commit of provider wins (decision 030, call-batch.ts): a batch of wins is written by a few
 * statements whatever their number — the rows, the bets they pay locked, the postings (the ledger's
 * set-based batch), the bets settled, the rounds ended, the answers. Wins of one round go to
 * separate batches. Each call is answered as its own transaction would have answered it: a known id
 * replays, a win without a live bet is refused and leaves no row.
 */
export function createWinBatch(deps: CallWriterDeps<WinCall>) {
  /**
   * `known`: for a call whose bets this transaction wrote and whose round it made (the round
   * batch's), those bets: no other transaction can see or lock them, so they are not read again,
   * and settling them settles the whole round.
   */
  async function writeIn(
    trx: Kysely<DB>,
    calls: WinCall[],
    known: readonly (KnownBets | undefined)[] = [],
  ): Promise<Answered[]> {
    const now = deps.clock.now();
    const rowIds = await deps.repo.insertMany(
      trx,
      calls.map((call) => ({ ...call, kind: 'win' as const, requestHash: call.hash, now })),
    );
    const answers: (Answered | undefined)[] = [];
    for (const [n, id] of rowIds.entries()) {
      if (id === null) answers[n] = await answered(() => deps.replay(trx, calls[n]!));
    }
    const fresh = calls.flatMap((_, n) => (rowIds[n] !== null ? [n] : []));
    const unknown = fresh.filter((n) => known[n] === undefined);
    const bets = await deps.repo.lockBetsOf(
      trx,
      unknown.map((n) => calls[n]!),
    );
    const live = new Map<number, ProviderTransactionRow[]>();
    for (const n of fresh) {
      const call = calls[n]!;
      const found = (known[n] ?? bets).filter(
        (b) =>
          b.vendor_code === call.vendor &&
          b.member_id === call.memberId &&
          (call.betTransactionId === null ? b.round_id === call.roundId : b.transaction_id === call.betTransactionId),
      );
      try {
        live.set(n, liveBetsOf(call, found));
      } catch (error) {
        answers[n] = { error };
      }
    }

    const paying = [...live.keys()].filter((n) => calls[n]!.amountMinor > 0);
    const held = await heldOfIn(
      trx,
      paying.map((n) => calls[n]!),
    );
    paying.forEach((n, i) => {
      calls[n]!.held = held[i];
    });
    const results = await deps.ledger.postManyIn(
      trx,
      paying.map((n) => deps.posting(calls[n]!)),
    );
    const posted = new Map<number, PostingResult>();
    paying.forEach((n, i) => {
      const result = results[i]!;
      if ('error' in result) {
        answers[n] = { error: result.error };
        live.delete(n);
      } else {
        posted.set(n, result.posting);
      }
    });
    const unpaid = [...live.keys()].filter((n) => !posted.has(n) || calls[n]!.held).map((n) => calls[n]!.ids.main);
    const balances = await deps.repo.balances(trx, unpaid);

    await deps.repo.settleMany(
      trx,
      [...live].map(([n, rows]) => ({ rows, payoutMinor: calls[n]!.amountMinor })),
      now,
    );
    const ending = [...live.keys()].filter((n) => calls[n]!.endRound);
    await deps.repo.endRounds(
      trx,
      ending.filter((n) => known[n] === undefined).map((n) => calls[n]!),
      now,
    );
    await deps.repo.endRounds(
      trx,
      ending.filter((n) => known[n] !== undefined).map((n) => calls[n]!),
      now,
      true,
    );
    const finished = [...live].map(([n, rows]) => {
      const call = calls[n]!;
      const posting = posted.get(n) ?? null;
      const answer = winAnswer(call, posting, balances.get(call.ids.main) ?? 0);
      answers[n] = { answer };
      return { rowId: rowIds[n]!, answer, ledgerTransactionId: posting?.transactionId ?? null, betId: rows[0]!.bet_id };
    });
    await deps.repo.finishMany(trx, finished);
    await recordHeldIn(
      trx,
      [...posted]
        .filter(([n]) => calls[n]!.held)
        .map(([n, posting]) => ({ call: calls[n]!, ledgerTransactionId: posting.transactionId })),
      now,
    );

    // Refused after its row was written: the row goes, as if its own transaction had rolled back.
    const refused = fresh.filter((n) => 'error' in answers[n]!);
    if (refused.length > 0) {
      await deps.repo.dropRows(
        trx,
        refused.map((n) => rowIds[n]!),
        [],
      );
    }
    return answers as Answered[];
  }

  // writeIn is also the round batch's (round-batch.ts): a bet and its win in one transaction.
  return {
    writeIn,
    ...createCallBatch({
      db: deps.db,
      // A win and another of its round (or of its bet) in one batch would each read the bets as
      // they were before the other: they go to separate batches.
      keysOf: (call: WinCall) => [
        `tx\u0000${call.vendor}\u0000${call.transactionId}`,
        `round\u0000${call.vendor}\u0000${call.memberId}\u0000${call.roundId}`,
        ...(call.betTransactionId === null ? [] : [`bet\u0000${call.vendor}\u0000${call.betTransactionId}`]),
      ],
      alone: deps.alone,
      writeIn,
    }),
  };
}
