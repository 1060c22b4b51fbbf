import type { Kysely } from 'kysely';
import type { SeamlessAnswer } from '@portal/shared/contracts/seamless';
import type { DB } from '../../../db/schema.ts';
import { AppError } from '../../../platform/app-error.ts';
import {
  answered,
  createCallBatch,
  postedAnswer,
  type Answered,
  type CallWriterDeps,
  type MoneyCall,
} from './call-batch.ts';
import type { BetRecord, ProviderTransactionRow } from './seamless.repo.ts';

/** A provider's bet call, checked (token, currency, game, limits) and ready to write. */
export interface BetCall extends MoneyCall {
  /** The game as the betting record names it. */
  game: { product: string; code: string; name: string | null };
}

/** The bet as the betting record keeps it. */
export const betRecordOf = (call: BetCall, now: Date): BetRecord => ({
  memberId: call.memberId,
  product: call.game.product,
  vendor: call.vendor,
  gameCode: call.game.code,
  gameName: call.game.name,
  roundId: call.roundId,
  currency: call.currency,
  stakeMinor: call.amountMinor,
  now,
});

/**
 * A bet the batch wrote, as its provider row now stands (open, linked to its betting record), and
 * whether the batch made its round: the round batch hands it to the round's win (round-batch.ts).
 */
export interface WrittenBet {
  row: ProviderTransactionRow & { vendor_code: string };
  roundCreated: boolean;
}

/** A bet's outcome in a batch; a bet written carries its row. */
export type BetAnswered = Answered & { written?: WrittenBet };

/** The provider row of a bet the batch wrote and recorded, as it now stands in the transaction. */
function writtenBet(
  call: BetCall,
  record: { rowId: number; answer: SeamlessAnswer },
  betIds: Map<number, number>,
  roundCreated: boolean,
): WrittenBet {
  return {
    row: {
      id: record.rowId,
      vendor_code: call.vendor,
      kind: 'bet',
      transaction_id: call.transactionId,
      member_id: call.memberId,
      round_id: call.roundId,
      amount_minor: call.amountMinor,
      request_hash: call.hash,
      bet_state: 'open',
      is_tombstone: false,
      answer: { ...record.answer },
      bet_id: betIds.get(record.rowId) ?? null,
    },
    roundCreated,
  };
}

/**
 * Group commit of provider bets (decision 030, call-batch.ts): a batch of bets is written by a few
 * statements whatever their number — every row and round (one statement), every posting (the
 * ledger's set-based batch), every betting record (one statement). Each call is answered as its own
 * transaction would have answered it: a known id replays its first answer, a closed round or a
 * wallet short of the stake is refused and leaves no row behind.
 */
export function createBetBatch(deps: CallWriterDeps<BetCall>) {
  async function writeIn(trx: Kysely<DB>, calls: BetCall[]): Promise<BetAnswered[]> {
    const now = deps.clock.now();
    const rows = await deps.repo.insertBets(
      trx,
      calls.map((call) => ({ ...call, kind: 'bet' as const, requestHash: call.hash, now })),
    );
    const answers: (BetAnswered | undefined)[] = [];
    for (const [n, row] of rows.entries()) {
      if (row.id === null) answers[n] = await answered(() => deps.replay(trx, calls[n]!));
      else if (row.round_status === 'closed') answers[n] = { error: new AppError('SEAMLESS_ROUND_CLOSED') };
    }

    const posting = calls.flatMap((_, n) => (answers[n] === undefined ? [n] : []));
    const results = await deps.ledger.postManyIn(
      trx,
      posting.map((n) => deps.posting(calls[n]!)),
    );
    const records: (Parameters<typeof deps.repo.recordBets>[1][number] & { answer: SeamlessAnswer })[] = [];
    const recorded: number[] = [];
    posting.forEach((n, i) => {
      const result = results[i]!;
      if ('error' in result) {
        answers[n] = { error: result.error };
        return;
      }
      const call = calls[n]!;
      const { transactionId } = result.posting;
      const answer = postedAnswer(call, result.posting);
      answers[n] = { answer };
      records.push({ rowId: rows[n]!.id!, answer, ledgerTransactionId: transactionId, bet: betRecordOf(call, now) });
      recorded.push(n);
    });
    if (records.length > 0) {
      const betIds = await deps.repo.recordBets(trx, records);
      records.forEach((record, i) => {
        const n = recorded[i]!;
        answers[n] = { answer: record.answer, written: writtenBet(calls[n]!, record, betIds, rows[n]!.round_created) };
      });
    }

    // Refused after its row was written: the row goes, and the round when this batch made it for
    // refused bets only, as if each had rolled back its own transaction.
    const refused = rows.flatMap((row, n) => (row.id !== null && 'error' in answers[n]! ? [n] : []));
    const roundOf = (n: number) => `${calls[n]!.vendor}\u0000${calls[n]!.memberId}\u0000${calls[n]!.roundId}`;
    const kept = new Set(calls.flatMap((_, n) => ('answer' in answers[n]! ? [roundOf(n)] : [])));
    const dropped = new Map(
      refused
        .filter((n) => rows[n]!.round_created && !kept.has(roundOf(n)))
        .map((n) => [roundOf(n), { vendor: calls[n]!.vendor, member: calls[n]!.memberId, round: calls[n]!.roundId }]),
    );
    if (refused.length > 0) {
      await deps.repo.dropRows(
        trx,
        refused.map((n) => rows[n]!.id!),
        [...dropped.values()],
      );
    }
    return answers as BetAnswered[];
  }

  // writeIn is also the round batch's (round-batch.ts): a bet and its win in one transaction.
  return {
    writeIn,
    ...createCallBatch({
      db: deps.db,
      keysOf: (call: BetCall) => [`${call.vendor}\u0000${call.transactionId}`],
      alone: deps.alone,
      writeIn,
    }),
  };
}
