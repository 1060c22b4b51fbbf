import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DB } from '../../../db/schema.ts';
import { AppError } from '../../../platform/app-error.ts';
import { openTestDatabase, type TestDatabase } from '../../../../test/test-app.ts';
import type { BetCall } from './bet-batch.ts';
import type { Answered } from './call-batch.ts';
import {
  createRoundBatch,
  type LiveToken,
  type RoundCall,
  type RoundRecord,
  type RoundRecorder,
} from './round-batch.ts';
import type { WinCall } from './win-batch.ts';

/*
 * The round batch's promise (decision 064) on a real database: a round is written whole or not
 * at all. The bet and win writers here only mark what they wrote, in the batch's transaction;
 * a win the writer refuses must take its round's bet with it and leave the other rounds paid.
 */
let database: TestDatabase;
const marks = `round_batch_marks_${randomBytes(4).toString('hex')}`;

beforeAll(async () => {
  database = await openTestDatabase();
  await sql`create table ${sql.table(marks)} (round text not null, kind text not null)`.execute(database.db);
});

afterAll(async () => {
  await sql`drop table if exists ${sql.table(marks)}`.execute(database.db);
  await database?.close();
});

const answer = { balanceMinor: 0, currency: 'BRL' };

function writer(kind: 'bet' | 'win', refuses: (round: string) => boolean) {
  return {
    async writeIn(trx: Kysely<DB>, calls: (BetCall | WinCall)[]): Promise<Answered[]> {
      const written = calls.filter((call) => !(kind === 'bet' && refuses(call.roundId)));
      if (written.length > 0) {
        await sql`insert into ${sql.table(marks)} (round, kind)
          select round, ${kind} from unnest(${written.map((c) => c.roundId)}::text[]) as round`.execute(trx);
      }
      return calls.map((call) =>
        refuses(call.roundId)
          ? { error: new AppError(kind === 'bet' ? 'INSUFFICIENT_FUNDS' : 'SEAMLESS_BET_NOT_FOUND') }
          : { answer },
      );
    },
  };
}

/** The batch's token statement as the rounds' ids describe their tokens: gone, frozen, or live. */
const liveTokens = async (_trx: Kysely<DB>, hashes: Buffer[]) =>
  new Map(
    hashes
      .map((hash) => hash.toString())
      .filter((id) => !id.endsWith('-revoked'))
      .map((id): [string, LiveToken] => [
        Buffer.from(id).toString('base64'),
        {
          vendor_code: 'INHOUSE',
          member_id: 1,
          status: id.endsWith('-frozen') ? 'frozen' : 'active',
          type: id.endsWith('-now-trial') ? 4 : 0,
        },
      ]),
  );
const clock = { now: () => new Date() };

const round = (id: string): RoundCall => ({
  bet: { vendor: 'INHOUSE', transactionId: id, roundId: id, memberId: 1 } as BetCall,
  win: { vendor: 'INHOUSE', transactionId: `${id}:win`, roundId: id, memberId: 1 } as WinCall,
});

const marksOf = async (id: string) =>
  (
    await sql<{ kind: string }>`select kind from ${sql.table(marks)} where round = ${id} order by kind`.execute(
      database.db,
    )
  ).rows.map((r) => r.kind);

describe('round batch', () => {
  it('writes a round whole or not at all, alone and within a batch', async () => {
    const batch = createRoundBatch({
      db: database.db,
      clock,
      liveTokens,
      bets: writer('bet', (id) => id.endsWith('-broke')),
      wins: writer('win', (id) => id.endsWith('-lost-win')),
    });
    const ids = Array.from({ length: 12 }, (_, n) => `r${n}${n === 5 ? '-lost-win' : n === 7 ? '-broke' : ''}`);
    const outcomes = await Promise.allSettled(ids.map((id) => batch.submit(round(id))));
    for (const [n, id] of ids.entries()) {
      const outcome = outcomes[n]!;
      if (id.endsWith('-lost-win')) {
        expect(outcome).toMatchObject({ status: 'rejected', reason: { code: 'SEAMLESS_BET_NOT_FOUND' } });
        expect(await marksOf(id)).toEqual([]);
      } else if (id.endsWith('-broke')) {
        expect(outcome).toMatchObject({ status: 'rejected', reason: { code: 'INSUFFICIENT_FUNDS' } });
        expect(await marksOf(id)).toEqual([]);
      } else {
        expect(outcome).toEqual({ status: 'fulfilled', value: { bet: answer, win: answer } });
        expect(await marksOf(id)).toEqual(['bet', 'win']);
      }
    }
  });

  it("writes a caller's record of each round in the same transaction: opened before the money, closed after", async () => {
    const batch = createRoundBatch({
      db: database.db,
      clock,
      liveTokens,
      bets: writer('bet', (id) => id.endsWith('-broke')),
      wins: writer('win', (id) => id.endsWith('-lost-win')),
    });
    type Marked = RoundRecord & { id: string };
    const recorder: RoundRecorder = {
      async open(trx, records) {
        const ids = (records as Marked[]).map((r) => r.id).filter((id) => !id.endsWith('-stale'));
        if (ids.length > 0) {
          await sql`insert into ${sql.table(marks)} (round, kind)
            select round, 'open' from unnest(${ids}::text[]) as round`.execute(trx);
        }
        return (records as Marked[]).map((r) => !r.id.endsWith('-stale'));
      },
      async close(trx, closed) {
        for (const { record, outcome } of closed) {
          const kind = 'answer' in outcome ? 'paid' : `refused:${(outcome.error as AppError).code}`;
          await sql`insert into ${sql.table(marks)} (round, kind) values (${(record as Marked).id}, ${kind})`.execute(
            trx,
          );
        }
      },
    };
    const ids = ['k1', 'k2-stale', 'k3-broke', 'k4-lost-win', 'k5', 'k6', 'k7-revoked', 'k8-frozen', 'k9-now-trial'];
    const outcomes = await Promise.allSettled(
      ids.map((id) =>
        batch.submit({
          ...round(id),
          record: { recorder, id } as Marked,
          token: { hash: Buffer.from(id), trial: false },
        }),
      ),
    );
    const expected: Record<string, { outcome: string; marks: string[] }> = {
      k1: { outcome: 'fulfilled', marks: ['bet', 'open', 'paid', 'win'] },
      'k2-stale': { outcome: 'CONFLICT', marks: ['refused:CONFLICT'] },
      'k3-broke': { outcome: 'INSUFFICIENT_FUNDS', marks: ['open', 'refused:INSUFFICIENT_FUNDS'] },
      // A win refused after its bet: nothing of the round stays, its record neither.
      'k4-lost-win': { outcome: 'SEAMLESS_BET_NOT_FOUND', marks: [] },
      k5: { outcome: 'fulfilled', marks: ['bet', 'open', 'paid', 'win'] },
      k6: { outcome: 'fulfilled', marks: ['bet', 'open', 'paid', 'win'] },
      // A token found gone or a player found frozen in the batch: refused before anything is written.
      'k7-revoked': { outcome: 'SEAMLESS_TOKEN_INVALID', marks: [] },
      'k8-frozen': { outcome: 'SEAMLESS_PLAYER_BLOCKED', marks: [] },
      // A round whose book (real or free play) the member's type no longer matches.
      'k9-now-trial': { outcome: 'SEAMLESS_TOKEN_INVALID', marks: [] },
    };
    for (const [n, id] of ids.entries()) {
      const outcome = outcomes[n]!;
      const want = expected[id]!;
      if (want.outcome === 'fulfilled') expect(outcome.status).toBe('fulfilled');
      else expect(outcome).toMatchObject({ status: 'rejected', reason: { code: want.outcome } });
      expect(await marksOf(id)).toEqual(want.marks);
    }
  });
});
