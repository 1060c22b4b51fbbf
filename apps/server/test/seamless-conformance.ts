import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  providerId,
  providerSignature,
  seamlessClient,
  seamlessPlayer,
  type SeamlessCall,
  type SeamlessPlayer,
} from './support/seamless-client.ts';
import { expectLedgerReconciles, type TestApp } from './test-app.ts';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

/** What an adapter's test file gives the suite: an app where the vendor is set up, and its terms. */
export interface SeamlessConformanceTarget {
  t: TestApp;
  vendor: string;
  secret: string;
  /** A game of the vendor in the catalog, with its minimum bet. */
  gameCode: string;
  minBetMinor: number;
  maxBetMinor: number;
  currency: string;
  close(): Promise<void>;
}

/**
 * The behaviours every seamless adapter's vendor must get from the portal, the industry's usual
 * ones (docs/decisions/013-game-providers.md): run by each
 * adapter's test file with its own setup. Every test ends with the ledger reconciling.
 */
export function describeSeamlessConformance(name: string, setup: () => Promise<SeamlessConformanceTarget>) {
  describe(`seamless conformance: ${name}`, () => {
    let target: SeamlessConformanceTarget;
    let call: SeamlessCall;
    beforeAll(async () => {
      target = await setup();
      call = seamlessClient(target.t.app, target.vendor, target.secret);
    });
    afterAll(async () => {
      await target?.close();
    });

    const player = (balanceMinor: number) => seamlessPlayer(target.t, target.vendor, target.gameCode, balanceMinor);
    const who = (p: SeamlessPlayer) => ({ playerId: p.playerId, currency: target.currency, gameCode: target.gameCode });
    const balanceOf = async (p: SeamlessPlayer) => {
      const res = await call('balance', { ...who(p), token: p.token });
      expect(res.status, res.body).toBe(200);
      return res.value!.balanceMinor as number;
    };
    const bet = (p: SeamlessPlayer, transactionId: string, roundId: string, amountMinor: number) =>
      call('bet', { ...who(p), token: p.token, transactionId, roundId, amountMinor });
    const reconciles = () => expectLedgerReconciles(target.t.database);
    const stake = () => Math.max(target.minBetMinor, 100);

    describe('signatures', () => {
      it('refuses a missing, wrong, stale or tampered signature and moves nothing', async () => {
        const p = await player(10_000);
        const body = {
          ...who(p),
          token: p.token,
          transactionId: providerId('sig'),
          roundId: 'r-sig',
          amountMinor: stake(),
        };
        const cases = [
          await call('bet', body, { signature: null }),
          await call('bet', body, { signature: 't=1,v1=zz' }),
          await call('bet', body, { secret: 'not-the-vendor-secret-at-all' }),
          await call('bet', body, { signedAt: new Date(Date.now() - 301_000) }),
          await call('bet', body, { signedAt: new Date(Date.now() + 301_000) }),
          await call('bet', body, { signedBody: JSON.stringify({ ...body, amountMinor: 1 }) }),
          // Review L3: a body signed for another call, or signed without its scope (v1), is refused.
          await call('bet', body, { signedScope: `POST /provider-api/${target.vendor}/balance` }),
          await call('bet', body, {
            signature: providerSignature(target.secret, JSON.stringify(body)),
          }),
        ];
        for (const res of cases) {
          expect(res.status, res.body).toBe(401);
          expect(res.code).toBe('SEAMLESS_SIGNATURE_INVALID');
        }
        expect(cases.at(-1)!.value).toEqual({ reason: 'scope' });
        expect(await balanceOf(p)).toBe(10_000);
        await reconciles();
      });

      it('accepts a signature within the tolerance', async () => {
        const p = await player(0);
        const res = await call('balance', { ...who(p), token: p.token }, { signedAt: new Date(Date.now() - 250_000) });
        expect(res.status, res.body).toBe(200);
        expect(res.value).toEqual({ balanceMinor: 0, currency: target.currency });
        await reconciles();
      });

      it('signs its answers with the vendor secret over the exact answer bytes', async () => {
        const p = await player(700);
        const res = await call('balance', { ...who(p), token: p.token });
        expect(res.status, res.body).toBe(200);
        const [, t] = /^t=(\d+),v1=[0-9a-f]{64}$/.exec(res.signature ?? '') ?? [];
        expect(t).toBeDefined();
        expect(res.signature).toBe(providerSignature(target.secret, res.body, new Date(Number(t) * 1000)));
        await reconciles();
      });

      it('answers bad input with VALIDATION_FAILED (signed), never a 500', async () => {
        const p = await player(1_000);
        const bad = [
          await call('bet', {}, { raw: '{"not json' }),
          await call('bet', { ...who(p), token: p.token, transactionId: 'x', roundId: 'r', amountMinor: -5 }),
          await call('bet', { ...who(p), token: p.token, transactionId: 'x', roundId: 'r', amountMinor: 1.5 }),
          await call('bet', { ...who(p), token: p.token, transactionId: 'x', roundId: 'r', amountMinor: 10, extra: 1 }),
          await call('win', { ...who(p), roundId: 'r', amountMinor: 10 }),
        ];
        for (const res of bad) {
          expect(res.status, res.body).toBe(400);
          expect(res.code).toBe('VALIDATION_FAILED');
        }
        expect(await balanceOf(p)).toBe(1_000);
        await reconciles();
      });
    });

    describe('balance and bet', () => {
      it('answers the balance for a live token only', async () => {
        const p = await player(2_500);
        expect(await balanceOf(p)).toBe(2_500);
        const other = await player(0);
        for (const body of [
          { ...who(p), token: 'no-such-token' },
          { ...who(p), token: other.token },
          { ...who(p), gameCode: 'another-game', token: p.token },
        ]) {
          const res = await call('balance', body);
          expect(res.status, res.body).toBe(401);
          expect(res.code).toBe('SEAMLESS_TOKEN_INVALID');
        }
        await reconciles();
      });

      it('refuses a bet on a game the catalog does not know, nothing moved', async () => {
        const p = await player(1_000);
        const ghost = await seamlessPlayer(target.t, target.vendor, 'no-such-game', 1_000);
        const res = await call('bet', {
          ...who(ghost),
          gameCode: 'no-such-game',
          token: ghost.token,
          transactionId: providerId('bet'),
          roundId: 'r',
          amountMinor: stake(),
        });
        expect(res.status, res.body).toBe(404);
        expect(res.code).toBe('NOT_FOUND');
        expect(await balanceOf(p)).toBe(1_000);
        await reconciles();
      });

      it('debits a bet, credits a win, records the bet settled, and answers a replay with the first answer', async () => {
        const p = await player(10_000);
        const roundId = providerId('round');
        const betId = providerId('bet');
        const placed = await bet(p, betId, roundId, 1_000);
        expect(placed.status, placed.body).toBe(200);
        expect(placed.value).toMatchObject({ balanceMinor: 9_000, currency: target.currency });
        expect(placed.value!.operatorTransactionId).toEqual(expect.any(String));

        const again = await bet(p, betId, roundId, 1_000);
        expect(again.status).toBe(200);
        expect(again.value).toEqual({ ...placed.value, replayed: true });

        const winId = providerId('win');
        const won = await call('win', {
          ...who(p),
          roundId,
          transactionId: winId,
          betTransactionId: betId,
          amountMinor: 2_500,
          endRound: true,
        });
        expect(won.status, won.body).toBe(200);
        expect(won.value).toMatchObject({ balanceMinor: 11_500 });
        const wonAgain = await call('win', {
          ...who(p),
          roundId,
          transactionId: winId,
          betTransactionId: betId,
          amountMinor: 2_500,
          endRound: true,
        });
        expect(wonAgain.value).toEqual({ ...won.value, replayed: true });
        expect(await balanceOf(p)).toBe(11_500);

        const record = await target.t.database.db
          .selectFrom('bet_records')
          .selectAll()
          .where('member_id', '=', p.memberId)
          .executeTakeFirstOrThrow();
        expect(record).toMatchObject({
          vendor: target.vendor,
          game_code: target.gameCode,
          round_id: roundId,
          stake_minor: 1_000,
          payout_minor: 2_500,
          profit_minor: 1_500,
          status: 'settled',
        });
        // The winners board has it (paid more than its stake).
        const win = await target.t.database.db
          .selectFrom('bet_wins')
          .select(['bet_id', 'payout_minor', 'stake_minor'])
          .where('member_id', '=', p.memberId)
          .executeTakeFirst();
        expect(win).toEqual({ bet_id: record.id, payout_minor: 2_500, stake_minor: 1_000 });
        // The betting record and the personal profit and loss show it.
        const range = new URLSearchParams({
          from: new Date(Date.now() - 86_400_000).toISOString(),
          to: new Date(Date.now() + 86_400_000).toISOString(),
        });
        const headers = { authorization: p.authorization };
        const records = await target.t.app.inject({ url: `/wps/records/bets?${range}`, headers });
        expect(records.statusCode, records.body).toBe(200);
        expect(JSON.stringify(records.json().value)).toContain(roundId);
        const profit = await target.t.app.inject({ url: `/wps/records/profit?${range}`, headers });
        expect(profit.statusCode, profit.body).toBe(200);
        expect(JSON.stringify(profit.json().value)).toMatch(/15(\.0+)?\b/);
        await reconciles();
      });

      it('refuses the same transaction id with other data, with the balance, and moves nothing', async () => {
        const p = await player(5_000);
        const roundId = providerId('round');
        const betId = providerId('bet');
        expect((await bet(p, betId, roundId, 500)).status).toBe(200);
        const other = await bet(p, betId, roundId, 700);
        expect(other.status, other.body).toBe(409);
        expect(other.code).toBe('DUPLICATE_TRANSACTION_MISMATCH');
        expect(other.value).toMatchObject({ balanceMinor: 4_500 });
        // The id of a bet reused for a win is a duplicate too.
        const asWin = await call('win', { ...who(p), roundId, transactionId: betId, amountMinor: 10 });
        expect(asWin.code).toBe('DUPLICATE_TRANSACTION_MISMATCH');
        expect(await balanceOf(p)).toBe(4_500);
        await reconciles();
      });

      it('answers INSUFFICIENT_FUNDS with the current balance and moves nothing', async () => {
        const p = await player(stake());
        const res = await bet(p, providerId('bet'), providerId('round'), stake() + 1);
        expect(res.status, res.body).toBe(422);
        expect(res.code).toBe('INSUFFICIENT_FUNDS');
        expect(res.value).toEqual({ balanceMinor: stake(), currency: target.currency });
        expect(await balanceOf(p)).toBe(stake());
        await reconciles();
      });

      it('refuses a stake under the game minimum or over the maximum, a wrong currency, a blocked player', async () => {
        const p = await player(10_000);
        if (target.minBetMinor > 1) {
          const low = await bet(p, providerId('bet'), providerId('round'), target.minBetMinor - 1);
          expect(low.code, low.body).toBe('SEAMLESS_LIMIT_EXCEEDED');
        }
        const high = await bet(p, providerId('bet'), providerId('round'), target.maxBetMinor + 1);
        expect(high.code, high.body).toBe('SEAMLESS_LIMIT_EXCEEDED');
        const currency = target.currency === 'USD' ? 'EUR' : 'USD';
        const wrong = await call('bet', {
          ...who(p),
          currency,
          token: p.token,
          transactionId: providerId('bet'),
          roundId: 'r',
          amountMinor: stake(),
        });
        expect(wrong.code, wrong.body).toBe('SEAMLESS_CURRENCY_NOT_ALLOWED');
        await target.t.database.db
          .updateTable('members')
          .set({ status: 'frozen' })
          .where('id', '=', p.memberId)
          .execute();
        const blocked = await bet(p, providerId('bet'), providerId('round'), stake());
        expect(blocked.status, blocked.body).toBe(403);
        expect(blocked.code).toBe('SEAMLESS_PLAYER_BLOCKED');
        await target.t.database.db
          .updateTable('members')
          .set({ status: 'active' })
          .where('id', '=', p.memberId)
          .execute();
        expect(await balanceOf(p)).toBe(10_000);
        await reconciles();
      });

      it('refuses an unknown player: a bet by token, a win by player id', async () => {
        const p = await player(1_000);
        const stranger = await bet({ ...p, token: 'forged-token-value' }, providerId('bet'), 'r', stake());
        expect(stranger.code).toBe('SEAMLESS_TOKEN_INVALID');
        const ghost = await call('win', {
          ...who(p),
          playerId: '999999999',
          roundId: 'r',
          transactionId: providerId('win'),
          amountMinor: 10,
        });
        expect(ghost.status, ghost.body).toBe(404);
        expect(ghost.code).toBe('NOT_FOUND');
        expect(await balanceOf(p)).toBe(1_000);
        await reconciles();
      });
    });

    describe('order and rollbacks', () => {
      it('refuses a win before its bet (SEAMLESS_BET_NOT_FOUND), nothing moved; the same win works after the bet', async () => {
        const p = await player(5_000);
        const roundId = providerId('round');
        const betId = providerId('bet');
        const winId = providerId('win');
        const win = { ...who(p), roundId, transactionId: winId, betTransactionId: betId, amountMinor: 800 };
        const early = await call('win', win);
        expect(early.status, early.body).toBe(404);
        expect(early.code).toBe('SEAMLESS_BET_NOT_FOUND');
        expect(await balanceOf(p)).toBe(5_000);
        expect((await bet(p, betId, roundId, 500)).status).toBe(200);
        const late = await call('win', win);
        expect(late.status, late.body).toBe(200);
        expect(late.value).toMatchObject({ balanceMinor: 5_300 });
        await reconciles();
      });

      it('pays a win without a token (the session may have ended) and a round win without a bet id', async () => {
        const p = await player(5_000);
        const roundId = providerId('round');
        const firstBet = providerId('bet');
        expect((await bet(p, firstBet, roundId, 300)).status).toBe(200);
        expect((await bet(p, providerId('bet'), roundId, 200)).status).toBe(200);
        // The session ends: bets are refused, the round's win is still paid.
        await target.t.database.db
          .updateTable('provider_launch_tokens')
          .set({ expires_at: new Date(Date.now() - 1_000) })
          .where('member_id', '=', p.memberId)
          .execute();
        const expired = await bet(p, providerId('bet'), roundId, 100);
        expect(expired.code, expired.body).toBe('SEAMLESS_TOKEN_INVALID');
        // A retry of a bet made while the token lived still gets its first answer.
        const retried = await bet(p, firstBet, roundId, 300);
        expect(retried.status, retried.body).toBe(200);
        expect(retried.value).toMatchObject({ balanceMinor: 4_700, replayed: true });
        const win = await call('win', {
          ...who(p),
          token: p.token,
          roundId,
          transactionId: providerId('win'),
          amountMinor: 1_000,
        });
        expect(win.status, win.body).toBe(200);
        expect(win.value).toMatchObject({ balanceMinor: 5_500 });
        const rows = await target.t.database.db
          .selectFrom('bets')
          .select(['status', 'payout_minor'])
          .where('member_id', '=', p.memberId)
          .orderBy('id')
          .execute();
        expect(rows).toEqual([
          { status: 'settled', payout_minor: 1_000 },
          { status: 'settled', payout_minor: 0 },
        ]);
        await reconciles();
      });

      it('refunds a rolled-back bet once: a second rollback succeeds and moves nothing; a replay is the first answer', async () => {
        const p = await player(5_000);
        const roundId = providerId('round');
        const betId = providerId('bet');
        expect((await bet(p, betId, roundId, 1_200)).status).toBe(200);
        const rollbackId = providerId('rb');
        const rollback = { ...who(p), roundId, transactionId: rollbackId, betTransactionId: betId };
        const first = await call('rollback', rollback);
        expect(first.status, first.body).toBe(200);
        expect(first.value).toMatchObject({ balanceMinor: 5_000 });
        expect((await call('rollback', rollback)).value).toEqual({ ...first.value, replayed: true });
        const second = await call('rollback', { ...rollback, transactionId: providerId('rb') });
        expect(second.status, second.body).toBe(200);
        expect(second.value).toMatchObject({ balanceMinor: 5_000 });
        const row = await target.t.database.db
          .selectFrom('bets')
          .select('status')
          .where('member_id', '=', p.memberId)
          .executeTakeFirstOrThrow();
        expect(row.status).toBe('cancelled');
        // A win on a rolled-back bet is refused.
        const win = await call('win', {
          ...who(p),
          roundId,
          transactionId: providerId('win'),
          betTransactionId: betId,
          amountMinor: 5,
        });
        expect(win.code, win.body).toBe('SEAMLESS_BET_ROLLED_BACK');
        expect(await balanceOf(p)).toBe(5_000);
        await reconciles();
      });

      it('records a rollback of an unknown bet as success, and refuses that bet when it arrives', async () => {
        const p = await player(5_000);
        const roundId = providerId('round');
        const betId = providerId('bet');
        const rollback = await call('rollback', {
          ...who(p),
          roundId,
          transactionId: providerId('rb'),
          betTransactionId: betId,
        });
        expect(rollback.status, rollback.body).toBe(200);
        expect(rollback.value).toMatchObject({ balanceMinor: 5_000 });
        const late = await bet(p, betId, roundId, 500);
        expect(late.status, late.body).toBe(409);
        expect(late.code).toBe('SEAMLESS_BET_ROLLED_BACK');
        expect(await balanceOf(p)).toBe(5_000);
        await reconciles();
      });

      it('refuses a rollback after a win on the bet (SEAMLESS_BET_SETTLED), nothing moved', async () => {
        const p = await player(5_000);
        const roundId = providerId('round');
        const betId = providerId('bet');
        expect((await bet(p, betId, roundId, 1_000)).status).toBe(200);
        const win = await call('win', {
          ...who(p),
          roundId,
          transactionId: providerId('win'),
          betTransactionId: betId,
          amountMinor: 0,
        });
        expect(win.status, win.body).toBe(200);
        expect(win.value).toMatchObject({ balanceMinor: 4_000 });
        const rollback = await call('rollback', {
          ...who(p),
          roundId,
          transactionId: providerId('rb'),
          betTransactionId: betId,
        });
        expect(rollback.status, rollback.body).toBe(409);
        expect(rollback.code).toBe('SEAMLESS_BET_SETTLED');
        expect(await balanceOf(p)).toBe(4_000);
        await reconciles();
      });

      it('closes a round at end-round: its open bets settle at zero and a later bet in it is refused', async () => {
        const p = await player(5_000);
        const roundId = providerId('round');
        expect((await bet(p, providerId('bet'), roundId, 700)).status).toBe(200);
        const endId = providerId('end');
        const end = await call('end-round', { ...who(p), roundId, transactionId: endId });
        expect(end.status, end.body).toBe(200);
        expect(end.value).toEqual({ balanceMinor: 4_300, currency: target.currency });
        expect((await call('end-round', { ...who(p), roundId, transactionId: endId })).value).toMatchObject({
          replayed: true,
        });
        const late = await bet(p, providerId('bet'), roundId, 100);
        expect(late.status, late.body).toBe(409);
        expect(late.code).toBe('SEAMLESS_ROUND_CLOSED');
        const record = await target.t.database.db
          .selectFrom('bet_records')
          .select(['status', 'payout_minor', 'profit_minor'])
          .where('member_id', '=', p.memberId)
          .executeTakeFirstOrThrow();
        expect(record).toEqual({ status: 'settled', payout_minor: 0, profit_minor: -700 });
        expect(await balanceOf(p)).toBe(4_300);
        await reconciles();
      });
    });

    describe.runIf(onPostgres)('under concurrency (PostgreSQL)', () => {
      it('50 parallel bets on a balance of 10 stakes: exactly 10 succeed, the balance ends at 0', async () => {
        const unit = stake();
        const p = await player(unit * 10);
        const results = await Promise.all(
          Array.from({ length: 50 }, (_, i) => bet(p, providerId(`par${i}`), providerId('round'), unit)),
        );
        const okCount = results.filter((r) => r.status === 200).length;
        const refused = results.filter((r) => r.code === 'INSUFFICIENT_FUNDS').length;
        expect(okCount).toBe(10);
        expect(refused).toBe(40);
        expect(await balanceOf(p)).toBe(0);
        const bets = await target.t.database.db
          .selectFrom('bets')
          .select(({ fn }) => fn.countAll<string>().as('n'))
          .where('member_id', '=', p.memberId)
          .executeTakeFirstOrThrow();
        expect(Number(bets.n)).toBe(10);
        await reconciles();
      });

      it('bets arriving together commit together, each answered as if alone; refused ones leave no row', async () => {
        const unit = stake();
        const rich = await player(unit * 30);
        const broke = await player(0);
        const closer = await player(unit * 10);
        const closedRound = providerId('closed');
        const ended = await call('end-round', { ...who(closer), roundId: closedRound });
        expect(ended.status, ended.body).toBe(200);
        const earlierId = providerId('earlier');
        const earlierRound = providerId('round');
        const earlier = await bet(rich, earlierId, earlierRound, unit);
        expect(earlier.status, earlier.body).toBe(200);

        const goodIds = Array.from({ length: 20 }, () => providerId('good'));
        const brokeRounds = Array.from({ length: 3 }, () => providerId('round'));
        const sharedRound = providerId('shared');
        const [good, short, closed, replayed, mismatched, shared] = await Promise.all([
          Promise.all(goodIds.map((id) => bet(rich, id, providerId('round'), unit))),
          Promise.all(brokeRounds.map((roundId) => bet(broke, providerId('short'), roundId, unit))),
          Promise.all([1, 2].map(() => bet(closer, providerId('late'), closedRound, unit))),
          bet(rich, earlierId, earlierRound, unit),
          bet(rich, earlierId, earlierRound, unit * 2),
          Promise.all([1, 2].map(() => bet(closer, providerId('same-round'), sharedRound, unit))),
        ]);
        expect(good.map((r) => r.status)).toEqual(goodIds.map(() => 200));
        expect(short.map((r) => r.code)).toEqual(['INSUFFICIENT_FUNDS', 'INSUFFICIENT_FUNDS', 'INSUFFICIENT_FUNDS']);
        expect(closed.map((r) => r.code)).toEqual(['SEAMLESS_ROUND_CLOSED', 'SEAMLESS_ROUND_CLOSED']);
        expect(replayed.value).toEqual({ ...earlier.value, replayed: true });
        expect(mismatched.code).toBe('DUPLICATE_TRANSACTION_MISMATCH');
        expect(shared.map((r) => r.status)).toEqual([200, 200]);
        // Each answer is the balance its own bet left: twenty different ones, down from 29 stakes.
        const balances = good.map((r) => r.value!.balanceMinor as number).sort((a, b) => b - a);
        expect(balances).toEqual(Array.from({ length: 20 }, (_, i) => unit * (28 - i)));
        expect(await balanceOf(rich)).toBe(unit * 9);
        expect(await balanceOf(broke)).toBe(0);
        expect(await balanceOf(closer)).toBe(unit * 8);

        const db = target.t.database.db;
        const rowsOf = (memberId: number) =>
          db.selectFrom('provider_transactions').select('kind').where('member_id', '=', memberId).execute();
        const roundsOf = (memberId: number) =>
          db.selectFrom('provider_rounds').select('round_id').where('member_id', '=', memberId).execute();
        expect(await rowsOf(broke.memberId)).toEqual([]);
        expect(await roundsOf(broke.memberId)).toEqual([]);
        // The shared round's two bets; the end-round came without an id of its own (no row).
        expect((await rowsOf(closer.memberId)).map((r) => r.kind)).toEqual(['bet', 'bet']);
        expect((await roundsOf(closer.memberId)).map((r) => r.round_id).sort()).toEqual(
          [closedRound, sharedRound].sort(),
        );
        // Rows written by one transaction share its id: fewer commits than bets.
        const { rows } = await sql<{ commits: number }>`select count(distinct xmin::text)::int as commits
          from provider_transactions where vendor_code = ${target.vendor}
          and transaction_id in (${sql.join(goodIds)})`.execute(db);
        expect(rows[0]!.commits).toBeLessThan(goodIds.length);
        await reconciles();
      });

      it('wins arriving together commit together, each answered as if alone; refused ones leave no row', async () => {
        const unit = stake();
        const p = await player(unit * 40);
        const placed = async () => {
          const roundId = providerId('round');
          const betId = providerId('bet');
          const res = await bet(p, betId, roundId, unit);
          expect(res.status, res.body).toBe(200);
          return { roundId, betId };
        };
        const paid = await Promise.all(Array.from({ length: 16 }, placed));
        const ended = await Promise.all(Array.from({ length: 4 }, placed));
        const rolled = await placed();
        const rb = await call('rollback', {
          ...who(p),
          roundId: rolled.roundId,
          transactionId: providerId('rb'),
          betTransactionId: rolled.betId,
        });
        expect(rb.status, rb.body).toBe(200);
        const earlier = await placed();
        const earlierWin = { ...who(p), roundId: earlier.roundId, transactionId: providerId('win'), amountMinor: unit };
        expect((await call('win', earlierWin)).status).toBe(200);
        const before = await balanceOf(p);

        const paidIds = paid.map(() => providerId('win'));
        const endedIds = ended.map(() => providerId('end'));
        const refusedIds = [providerId('win'), providerId('win')];
        const [wins, ends, refused, replayed] = await Promise.all([
          Promise.all(
            paid.map((b, i) =>
              call('win', {
                ...who(p),
                roundId: b.roundId,
                transactionId: paidIds[i],
                betTransactionId: b.betId,
                amountMinor: 3 * unit,
              }),
            ),
          ),
          Promise.all(
            ended.map((b, i) =>
              call('win', {
                ...who(p),
                roundId: b.roundId,
                transactionId: endedIds[i],
                amountMinor: 0,
                endRound: true,
              }),
            ),
          ),
          Promise.all([
            call('win', { ...who(p), roundId: rolled.roundId, transactionId: refusedIds[0], amountMinor: unit }),
            call('win', { ...who(p), roundId: providerId('nowhere'), transactionId: refusedIds[1], amountMinor: unit }),
          ]),
          call('win', earlierWin),
        ]);
        expect(wins.map((r) => r.status)).toEqual(paid.map(() => 200));
        expect(ends.map((r) => r.status)).toEqual(ended.map(() => 200));
        expect(refused.map((r) => r.code)).toEqual(['SEAMLESS_BET_ROLLED_BACK', 'SEAMLESS_BET_NOT_FOUND']);
        expect(replayed.value).toMatchObject({ replayed: true });
        // Each paid win answers the balance its own posting left: sixteen steps of three stakes.
        const balances = wins.map((r) => r.value!.balanceMinor as number).sort((a, b) => a - b);
        expect(balances).toEqual(paid.map((_, i) => before + 3 * unit * (i + 1)));
        expect(await balanceOf(p)).toBe(before + 48 * unit);

        const db = target.t.database.db;
        const records = await db
          .selectFrom('bet_records as b')
          .innerJoin('provider_transactions as t', 't.bet_id', 'b.id')
          .select(['t.transaction_id', 'b.status', 'b.payout_minor'])
          .where(
            't.transaction_id',
            'in',
            [...paid, ...ended].map((b) => b.betId),
          )
          .execute();
        expect(records.filter((r) => r.status === 'settled')).toHaveLength(20);
        expect(records.reduce((sum, r) => sum + r.payout_minor, 0)).toBe(48 * unit);
        const rounds = await db
          .selectFrom('provider_rounds')
          .select('status')
          .where(
            'round_id',
            'in',
            ended.map((b) => b.roundId),
          )
          .execute();
        expect(rounds.map((r) => r.status)).toEqual(ended.map(() => 'closed'));
        const refusedRows = await db
          .selectFrom('provider_transactions')
          .select('id')
          .where('transaction_id', 'in', refusedIds)
          .execute();
        expect(refusedRows).toEqual([]);
        const { rows } = await sql<{ commits: number }>`select count(distinct xmin::text)::int as commits
          from provider_transactions where vendor_code = ${target.vendor}
          and transaction_id in (${sql.join([...paidIds, ...endedIds])})`.execute(db);
        expect(rows[0]!.commits).toBeLessThan(paidIds.length + endedIds.length);
        await reconciles();
      });

      it('the same bet sent 20 times at once moves the money once; a racing rollback and bet settle one way', async () => {
        const p = await player(10_000);
        const roundId = providerId('round');
        const betId = providerId('bet');
        const same = await Promise.all(Array.from({ length: 20 }, () => bet(p, betId, roundId, 1_000)));
        expect(same.every((r) => r.status === 200)).toBe(true);
        expect(same.filter((r) => r.value!.replayed === true)).toHaveLength(19);
        expect(await balanceOf(p)).toBe(9_000);

        for (let i = 0; i < 5; i++) {
          const id = providerId('race');
          const [b, rb] = await Promise.all([
            bet(p, id, roundId, 100),
            call('rollback', { ...who(p), roundId, transactionId: providerId('rb'), betTransactionId: id }),
          ]);
          expect(rb.status, rb.body).toBe(200);
          expect([200, 409]).toContain(b.status);
        }
        // Whichever came first, every raced bet is refunded or refused: the balance is back.
        expect(await balanceOf(p)).toBe(9_000);
        await reconciles();
      });
    });
  });
}
