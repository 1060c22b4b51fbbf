import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approveTerms } from './approval-helpers.ts';
import { createTestApp, expectLedgerReconciles, manualClock, operatorAuth, type TestApp } from './test-app.ts';
import { loyaltyStreamOf, settleBets } from './loyalty-helpers.ts';
import { PIN, withdrawingPlayer, type WithdrawingPlayer } from './money-helpers.ts';
import { newKey } from './wallet-helpers.ts';

/*
 * Loyalty under parallel calls on PostgreSQL (several connections, real row locks): a good's stock
 * and a member's limit hold under 50 redeems at once, a mission pays once under 20 claims at once,
 * and two instances judge a VIP period once.
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
let t: TestApp;
let operator: { authorization: string };
let stream: ReturnType<typeof loyaltyStreamOf>;

beforeAll(async () => {
  if (!onPostgres) return;
  t = await createTestApp({ env: { SEED_DEMO: false } });
  operator = await operatorAuth(t.app);
  stream = loyaltyStreamOf(t);
});
afterAll(async () => {
  if (!onPostgres) return;
  await expectLedgerReconciles(t.database);
  await t?.close();
});

async function goods(body: Record<string, unknown>) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/admin/api/loyalty/goods',
    headers: operator,
    payload: {
      kind: 'item',
      name: { en: 'Parallel good' },
      description: {},
      imageUrl: null,
      amountRequirement: 0,
      cashValue: null,
      enabled: true,
      position: 0,
      ...body,
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value.id as number;
}

async function playerWithPoints(points: number): Promise<WithdrawingPlayer> {
  const player = await withdrawingPlayer(t, 1);
  await settleBets(t, player.id, [{ product: 'RNG', validMinor: points * 10_000 }]);
  return player;
}

const redeem = (player: WithdrawingPlayer, goodsId: number) =>
  t.app.inject({
    method: 'POST',
    url: '/wps/points/redeem',
    headers: { authorization: player.authorization, 'idempotency-key': newKey() },
    payload: { goodsId, paymentPassword: PIN },
  });

describe.runIf(onPostgres)('loyalty under parallel calls (PostgreSQL)', () => {
  it('holds a stock of 10 under 50 members redeeming at once', async () => {
    const goodsId = await goods({ points: 4, stock: 10, perMemberLimit: null });
    const players = await Promise.all(Array.from({ length: 50 }, () => playerWithPoints(4)));
    await stream.drain(true);
    const answers = await Promise.all(players.map((p) => redeem(p, goodsId)));
    const codes = answers.map((a) => (a.statusCode === 200 ? 'OK' : a.json().code));
    expect(codes.filter((c) => c === 'OK')).toHaveLength(10);
    expect(codes.filter((c) => c === 'GOODS_OUT_OF_STOCK')).toHaveLength(40);
    const row = await t.database.db
      .selectFrom('points_goods')
      .select('redeemed')
      .where('id', '=', goodsId)
      .executeTakeFirstOrThrow();
    expect(row.redeemed).toBe(10);
    const charged = await t.database.db
      .selectFrom('points_redemptions')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('goods_id', '=', goodsId)
      .executeTakeFirstOrThrow();
    expect(Number(charged.n)).toBe(10);
  });

  it("holds a member's limit of 3 under 50 redeems at once, each charged once", async () => {
    const goodsId = await goods({ points: 2, stock: null, perMemberLimit: 3 });
    const player = await playerWithPoints(100);
    await stream.drain(true);
    const answers = await Promise.all(Array.from({ length: 50 }, () => redeem(player, goodsId)));
    const codes = answers.map((a) => (a.statusCode === 200 ? 'OK' : a.json().code));
    expect(codes.filter((c) => c === 'OK')).toHaveLength(3);
    expect(codes.filter((c) => c === 'REDEEM_LIMIT_REACHED')).toHaveLength(47);
    const points = await t.app.inject({ url: '/wps/points', headers: { authorization: player.authorization } });
    expect(points.json().value.points).toBe(100 - 3 * 2);
  });

  it('pays a completed mission once under 20 claims at once', async () => {
    const mission = await t.app.inject({
      method: 'POST',
      url: '/admin/api/loyalty/missions',
      headers: operator,
      payload: {
        title: { en: 'Parallel mission' },
        description: {},
        period: 'daily',
        kind: 'rounds',
        product: 'RNG',
        target: 1,
        reward: 3,
        rewardWallet: 'main',
        wageringMultiple: 0,
        missionPoints: 1,
        enabled: true,
        position: 0,
      },
    });
    const missionId = mission.json().value.id as number;
    // A reward pays once finance approves it (decision 033).
    await approveTerms(t.app, mission.json().value);
    const player = await playerWithPoints(1);
    await stream.drain(true);
    const claims = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.app.inject({
          method: 'POST',
          url: `/wps/missions/${missionId}/claim`,
          headers: { authorization: player.authorization, 'idempotency-key': newKey() },
          payload: {},
        }),
      ),
    );
    for (const claim of claims) expect(claim.statusCode, claim.body).toBe(200);
    const paid = await t.database.db
      .selectFrom('member_bonuses')
      .select('amount_minor')
      .where('member_id', '=', player.id)
      .where('source', '=', 'mission')
      .execute();
    expect(paid).toEqual([{ amount_minor: 300 }]);
  });

  it('judges an ended VIP period once across two instances, dropping a member only past the grace', async () => {
    await t.app.inject({
      method: 'PATCH',
      url: '/admin/api/settings',
      headers: operator,
      payload: { loyalty: { vipPeriod: 'month', vipGracePeriods: 1 } },
    });
    await t.database.db
      .insertInto('vip_levels')
      .values({
        rank_level: 1,
        name: JSON.stringify({ en: 'Gold' }),
        color: '#ffcc00',
        color2: '#aa8800',
        turnover_threshold_minor: 100_000,
      })
      .onConflict((oc) => oc.column('rank_level').doNothing())
      .execute();
    const player = await withdrawingPlayer(t, 1);
    // The app's loyalty stream may already have made this member's row after the deposit.
    const gold = { vip_level: 1, level_since: new Date('2040-01-10T00:00:00Z'), grace_used: 0 };
    await t.database.db
      .insertInto('member_loyalty')
      .values({ member_id: player.id, ...gold })
      .onConflict((oc) => oc.column('member_id').doUpdateSet(gold))
      .execute();
    const standing = () =>
      t.database.db
        .selectFrom('member_loyalty')
        .select(['vip_level', 'grace_used'])
        .where('member_id', '=', player.id)
        .executeTakeFirstOrThrow();

    // March judged (nothing played): the grace is used, the level stays.
    const march = manualClock(new Date('2040-04-01T00:05:00Z'));
    const judged = await Promise.all([
      loyaltyStreamOf(t, march).evaluateDue(true),
      loyaltyStreamOf(t, march).evaluateDue(true),
    ]);
    expect(judged.filter((j) => j !== null)).toHaveLength(1);
    expect(await standing()).toEqual({ vip_level: 1, grace_used: 1 });
    // April judged too: past the grace, down to the level April met (0).
    const april = manualClock(new Date('2040-05-02T00:00:00Z'));
    await loyaltyStreamOf(t, april).evaluateDue(true);
    expect(await standing()).toEqual({ vip_level: 0, grace_used: 0 });
  });
});
