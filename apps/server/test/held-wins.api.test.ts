import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { INHOUSE_VENDOR } from '@portal/shared/contracts/seamless';
import { paidInRounds } from '../src/features/providers/seamless/held-wins.ts';
import { createServerSecret } from '../src/platform/server-secrets.ts';
import { mainBalanceMinor } from './lottery-helpers.ts';
import { newOperator, type TestOperator } from './money-helpers.ts';
import { ensureCatalogGame, seamlessClient, seamlessPlayer, type SeamlessCall } from './support/seamless-client.ts';
import { createTestApp, expectLedgerReconciles, operatorAuth, type TestApp } from './test-app.ts';

/*
 * Review L3 (decision 038): a provider round's wins past the vendor's winReviewAboveMinor are held
 * for a finance operator, not paid: the provider's call succeeds, the member's balance does not
 * move, and the win waits in the held-wins account until it is released (once) or rejected back
 * to the house. Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL (test:services), where
 * the parallel cases race for real.
 */
const GAME = 'held-wins-slot';
const CAP_MINOR = 5_000;
let t: TestApp;
let call: SeamlessCall;
let finance1: TestOperator;
let finance2: TestOperator;
let support: TestOperator;
let round = 0;

beforeAll(async () => {
  t = await createTestApp({ env: { SEED_DEMO: false } });
  await ensureCatalogGame(t, INHOUSE_VENDOR, GAME, 100);
  const secret = (await createServerSecret(t.database.db, 'provider-inhouse-secret')()).toString('hex');
  call = seamlessClient(t.app, INHOUSE_VENDOR, secret);
  const set = await t.app.inject({
    method: 'PUT',
    url: `/admin/api/providers/${INHOUSE_VENDOR}`,
    headers: await operatorAuth(t.app),
    payload: { winReviewAboveMinor: CAP_MINOR },
  });
  expect(set.statusCode, set.body).toBe(200);
  expect(set.json().value.winReviewAboveMinor).toBe(CAP_MINOR);
  finance1 = await newOperator(t.app, ['finance']);
  finance2 = await newOperator(t.app, ['finance']);
  support = await newOperator(t.app, ['support']);
});
afterAll(async () => {
  if (t) await expectLedgerReconciles(t.database);
  await t?.close();
});

async function playerWithBet(stakeMinor = 1_000) {
  const player = await seamlessPlayer(t, INHOUSE_VENDOR, GAME, 10_000);
  const who = { playerId: player.playerId, currency: 'BRL', gameCode: GAME };
  round += 1;
  const roundId = `held-r${round}-${player.memberId}`;
  const bet = await call('bet', {
    ...who,
    token: player.token,
    roundId,
    transactionId: `${roundId}-bet`,
    amountMinor: stakeMinor,
  });
  expect(bet.status, bet.body).toBe(200);
  const win = (transactionId: string, amountMinor: number) =>
    call('win', { ...who, roundId, transactionId: `${roundId}-${transactionId}`, amountMinor });
  return { player, roundId, win };
}

const heldOf = (memberId: number) =>
  t.database.db
    .selectFrom('held_wins')
    .select(['id', 'amount_minor', 'status'])
    .where('member_id', '=', memberId)
    .orderBy('id')
    .execute();
const op = (method: 'GET' | 'POST', url: string, who: TestOperator, payload?: object) =>
  t.app.inject({ method, url, headers: { ...who.auth, language: 'en' }, payload });

describe('a round past its cap', () => {
  it('pays wins up to the cap, holds the one past it (answered with the balance unchanged), once', async () => {
    const { player, win } = await playerWithBet();
    const first = await win('w1', 3_000);
    expect(first.status, first.body).toBe(200);
    expect(first.value).toMatchObject({ balanceMinor: 12_000 });
    const second = await win('w2', 3_000);
    expect(second.status, second.body).toBe(200);
    expect(second.value).toMatchObject({ balanceMinor: 12_000, operatorTransactionId: expect.any(String) });
    expect(await mainBalanceMinor(t, player.memberId)).toBe(12_000);
    expect(await heldOf(player.memberId)).toEqual([{ id: expect.any(Number), amount_minor: 3_000, status: 'held' }]);
    // The provider retries: the same answer, nothing held twice.
    const again = await win('w2', 3_000);
    expect(again.value).toMatchObject({ balanceMinor: 12_000, replayed: true });
    expect(await heldOf(player.memberId)).toHaveLength(1);
  });

  it('releases a held win to the main wallet once; support may not; a second release conflicts', async () => {
    const { player, win } = await playerWithBet();
    expect((await win('big', 8_000)).status).toBe(200);
    const [held] = await heldOf(player.memberId);
    const list = await op('GET', '/admin/api/held-wins?status=held', finance1);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().value.items.map((w: { id: number }) => w.id)).toContain(held!.id);

    expect((await op('POST', `/admin/api/held-wins/${held!.id}/release`, support)).statusCode).toBe(403);
    const released = await op('POST', `/admin/api/held-wins/${held!.id}/release`, finance1);
    expect(released.statusCode, released.body).toBe(200);
    expect(released.json().value).toMatchObject({ status: 'executed', heldWin: { status: 'released', amount: 80 } });
    expect(await mainBalanceMinor(t, player.memberId)).toBe(9_000 + 8_000);
    const twice = await op('POST', `/admin/api/held-wins/${held!.id}/release`, finance2);
    expect(twice.statusCode).toBe(409);
    expect(await mainBalanceMinor(t, player.memberId)).toBe(17_000);
    await expectLedgerReconciles(t.database);
  });

  it('rejects a held win back to the house with a reason; it cannot be released afterwards', async () => {
    const { player, win } = await playerWithBet();
    expect((await win('big', 9_000)).status).toBe(200);
    const [held] = await heldOf(player.memberId);
    expect((await op('POST', `/admin/api/held-wins/${held!.id}/reject`, finance1, { reason: '' })).statusCode).toBe(
      400,
    );
    const rejected = await op('POST', `/admin/api/held-wins/${held!.id}/reject`, finance1, {
      reason: 'Game fault confirmed by the studio',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json().value).toMatchObject({ status: 'rejected', reason: 'Game fault confirmed by the studio' });
    expect((await op('POST', `/admin/api/held-wins/${held!.id}/release`, finance2)).statusCode).toBe(409);
    expect(await mainBalanceMinor(t, player.memberId)).toBe(9_000);
    await expectLedgerReconciles(t.database);
  });

  it('counts parallel wins of one round together, and pays a parallel release once', async () => {
    const { player, win } = await playerWithBet();
    const answers = await Promise.all([win('p1', 3_000), win('p2', 3_000), win('p3', 3_000)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    // 30.00 fits the 50.00 cap; 60.00 and 90.00 do not: one paid, two held, whatever the order.
    expect(await mainBalanceMinor(t, player.memberId)).toBe(9_000 + 3_000);
    const held = await heldOf(player.memberId);
    expect(held).toHaveLength(2);
    const releases = await Promise.all([
      op('POST', `/admin/api/held-wins/${held[0]!.id}/release`, finance1),
      op('POST', `/admin/api/held-wins/${held[0]!.id}/release`, finance2),
    ]);
    expect(releases.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await mainBalanceMinor(t, player.memberId)).toBe(9_000 + 6_000);
  });
});

describe("the rounds' paid wins", () => {
  it("are read by the wins' round index, whatever the table holds (never a scan of every provider row)", async () => {
    const plan = await t.database.db.transaction().execute(async (trx) => {
      // Where the index serves, the planner must take it once scans are priced out.
      await sql`set local enable_seqscan = off`.execute(trx);
      const { rows } = await sql<{ 'QUERY PLAN': unknown }>`explain (format json) ${paidInRounds([
        { vendor: INHOUSE_VENDOR, member: 1, round: 'r1' },
        { vendor: INHOUSE_VENDOR, member: 2, round: 'r2' },
      ])}`.execute(trx);
      return JSON.stringify(rows[0]!['QUERY PLAN']);
    });
    expect(plan).toContain('provider_transactions_win_round_idx');
    expect(plan).not.toContain('"Seq Scan"');
  });
});
