import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approveTerms } from './approval-helpers.ts';
import { createTestApp, expectLedgerReconciles, operatorAuth, registerMember, type TestApp } from './test-app.ts';
import { loyaltyStreamOf, settleBets } from './loyalty-helpers.ts';
import { PIN, withdrawingPlayer } from './money-helpers.ts';
import { memberIdOf, newKey } from './wallet-helpers.ts';

/*
 * Loyalty end to end over HTTP: settled bets raise points, mission progress and the VIP level
 * through the stream; rewards are claimed once; the points mall redeems within its stock and
 * limits and a rejection gives the points back.
 */
let t: TestApp;
let operator: { authorization: string };
let stream: ReturnType<typeof loyaltyStreamOf>;
const missionIds: Record<string, number> = {};
const goodsIds: Record<string, number> = {};

const level = (rankLevel: number, name: string, turnover: number | null, benefits: Record<string, unknown> = {}) => ({
  rankLevel,
  name: { en: name, 'pt-BR': name },
  color: '#c08040',
  color2: '#603010',
  depositThreshold: null,
  turnoverThreshold: turnover,
  benefits: {
    weeklyCashbackPercent: 0,
    withdrawDailyMax: null,
    withdrawDailyCount: null,
    birthdayBonus: 0,
    levelUpBonus: 0,
    ...benefits,
  },
});

beforeAll(async () => {
  t = await createTestApp({ env: { SEED_DEMO: false } });
  operator = await operatorAuth(t.app);
  stream = loyaltyStreamOf(t);
  const levels = await t.app.inject({
    method: 'PUT',
    url: '/admin/api/loyalty/levels',
    headers: operator,
    payload: {
      levels: [
        level(0, 'Member', null),
        level(1, 'Bronze', 100, { levelUpBonus: 5 }),
        level(2, 'Silver', 100_000, { levelUpBonus: 10, weeklyCashbackPercent: 10 }),
      ],
    },
  });
  expect(levels.statusCode, levels.body).toBe(200);
  const mission = async (name: string, body: Record<string, unknown>) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/admin/api/loyalty/missions',
      headers: operator,
      payload: {
        title: { en: name },
        description: {},
        product: null,
        wageringMultiple: 0,
        enabled: true,
        position: 0,
        rewardWallet: 'main',
        ...body,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    missionIds[name] = res.json().value.id;
    // A reward pays once finance approves it (decision 033).
    await approveTerms(t.app, res.json().value);
  };
  await mission('three-slots', {
    period: 'daily',
    kind: 'rounds',
    product: 'RNG',
    target: 3,
    reward: 2,
    missionPoints: 10,
  });
  await mission('wager-50', {
    period: 'weekly',
    kind: 'wager',
    target: 50,
    reward: 1,
    rewardWallet: 'bonus',
    wageringMultiple: 2,
    missionPoints: 5,
  });
  const goods = async (name: string, body: Record<string, unknown>) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/admin/api/loyalty/goods',
      headers: operator,
      payload: {
        name: { en: name },
        description: {},
        imageUrl: null,
        amountRequirement: 0,
        cashValue: null,
        stock: null,
        perMemberLimit: null,
        enabled: true,
        position: 0,
        ...body,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    goodsIds[name] = res.json().value.id;
    // A cash good pays once finance approves it (decision 033).
    if (res.json().value.moneyTerms.approvalId !== null) await approveTerms(t.app, res.json().value);
  };
  await goods('cap', { kind: 'item', points: 5, stock: 1, perMemberLimit: 1 });
  await goods('cash', { kind: 'cash', points: 3, cashValue: 1 });
});
afterAll(async () => {
  if (t) await expectLedgerReconciles(t.database);
  await t?.close();
});

const get = (url: string, authorization: string) =>
  t.app.inject({ url, headers: { authorization, language: 'en' } }).then((res) => {
    expect(res.statusCode, res.body).toBe(200);
    return res.json().value;
  });
const post = async (url: string, authorization: string, payload: Record<string, unknown> = {}) =>
  await t.app.inject({
    method: 'POST',
    url,
    headers: { authorization, 'idempotency-key': newKey(), language: 'en' },
    payload,
  });

describe('the loyalty stream', () => {
  it('turns settled bets into points, mission progress and a level, each claimed once', async () => {
    const member = await registerMember(t.app);
    const id = await memberIdOf(t, member.username);
    // 150.00 on slots (1 point per 100.00) and 100.00 live (half a point per 100.00): 2 points.
    await settleBets(t, id, [
      { product: 'RNG', validMinor: 15_000 },
      { product: 'LIVE', validMinor: 10_000 },
    ]);
    await stream.drain(true);
    expect((await get('/wps/points', member.authorization)).points).toBe(2);

    let missions = (await get('/wps/missions', member.authorization)).list as {
      id: number;
      state: string;
      progress: number;
    }[];
    expect(missions.find((m) => m.id === missionIds['three-slots'])).toMatchObject({ progress: 1, state: 'progress' });
    expect(missions.find((m) => m.id === missionIds['wager-50'])).toMatchObject({ progress: 50, state: 'claimable' });
    const early = await post(`/wps/missions/${missionIds['three-slots']}/claim`, member.authorization);
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('LOYALTY_REWARD_NOT_CLAIMABLE');

    await settleBets(t, id, [{ product: 'RNG', validMinor: 50 }]);
    await settleBets(t, id, [{ product: 'RNG', validMinor: 50 }]);
    await stream.drain(true);
    expect((await get('/wps/missions/summary', member.authorization)).claimableCount).toBe(2);
    const claims = await Promise.all(
      [1, 2, 3].map(() => post(`/wps/missions/${missionIds['three-slots']}/claim`, member.authorization)),
    );
    for (const claim of claims)
      expect(claim.json().value).toMatchObject({ amount: 2, wallet: 'main', missionPoints: 10 });
    const paid = await t.database.db
      .selectFrom('member_bonuses')
      .select(['amount_minor', 'status'])
      .where('member_id', '=', id)
      .where('source', '=', 'mission')
      .execute();
    expect(paid).toEqual([{ amount_minor: 200, status: 'converted' }]);
    missions = (await get('/wps/missions', member.authorization)).list;
    expect(missions.find((m) => m.id === missionIds['three-slots'])?.state).toBe('claimed');

    // 251.00 of turnover this month: Bronze at once, its level-up bonus waits in the reward center.
    const info = await get('/wps/member/info', member.authorization);
    expect(info.clubLabel).toMatchObject({ labelName: 'Bronze', rankLevel: 1, color: '#c08040' });
    const vip = await get('/wps/loyalty/vip', member.authorization);
    expect(vip).toMatchObject({ level: { rankLevel: 1 }, next: { rankLevel: 2 }, turnover: 251 });
    const rewards = (await get('/wps/rewards', member.authorization)).list as {
      source: string;
      claimPath: string;
      amount: number;
    }[];
    const levelUp = rewards.find((r) => r.source === 'vip')!;
    expect(levelUp.amount).toBe(5);
    expect(levelUp).toMatchObject({ vip: { kind: 'level_up', level: 'Bronze' } });
    expect(rewards.filter((r) => r.source === 'mission')).toHaveLength(1);
    const taken = await Promise.all([1, 2].map(() => post(levelUp.claimPath, member.authorization)));
    for (const claim of taken)
      expect(claim.json().value).toMatchObject({ kind: 'level_up', amount: 5, wallet: 'bonus' });
    const vipBonuses = await t.database.db
      .selectFrom('member_bonuses')
      .select('amount_minor')
      .where('member_id', '=', id)
      .where('source', '=', 'vip')
      .execute();
    expect(vipBonuses).toEqual([{ amount_minor: 500 }]);
  });

  it('answers the leaderboard with masked names and the member’s own rank', async () => {
    const member = await registerMember(t.app);
    const id = await memberIdOf(t, member.username);
    await settleBets(
      t,
      id,
      [1, 2, 3].map(() => ({ product: 'RNG', validMinor: 100 })),
    );
    await stream.drain(true);
    const board = await get('/wps/missions/leaderboard', member.authorization);
    const mine = board.top.find((row: { rank: number }) => row.rank === board.me.rank);
    expect(board.me.points).toBe(10);
    expect(mine.username).toMatch(/^.{2}\*\*\*.$/);
  });
});

describe('the points mall', () => {
  async function playerWithPoints(points: number) {
    const player = await withdrawingPlayer(t, 10);
    await settleBets(t, player.id, [{ product: 'RNG', validMinor: points * 10_000 }]);
    await stream.drain(true);
    return player;
  }

  it('redeems within the stock and the per-member limit; a rejection gives the points and the stock back', async () => {
    const a = await playerWithPoints(12);
    const b = await playerWithPoints(12);
    const redeem = (player: { authorization: string }, goodsId: number, paymentPassword = PIN) =>
      post('/wps/points/redeem', player.authorization, { goodsId, paymentPassword });

    const wrong = await redeem(a, goodsIds.cap!, '135790');
    expect(wrong.statusCode).toBeGreaterThanOrEqual(400);
    expect((await get('/wps/points', a.authorization)).points).toBe(12);

    const first = await redeem(a, goodsIds.cap!);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().value).toMatchObject({ status: 'processing', points: 5, goodsName: 'cap' });
    expect((await redeem(a, goodsIds.cap!)).json().code).toBe('REDEEM_LIMIT_REACHED');
    expect((await redeem(b, goodsIds.cap!)).json().code).toBe('GOODS_OUT_OF_STOCK');
    expect((await get('/wps/points', a.authorization)).points).toBe(7);

    const rejected = await t.app.inject({
      method: 'POST',
      url: `/admin/api/loyalty/redemptions/${first.json().value.id}/decision`,
      headers: operator,
      payload: { decision: 'reject', remark: 'out of season' },
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json().value).toMatchObject({ status: 'rejected', remark: 'out of season' });
    const again = await t.app.inject({
      method: 'POST',
      url: `/admin/api/loyalty/redemptions/${first.json().value.id}/decision`,
      headers: operator,
      payload: { decision: 'approve' },
    });
    expect(again.json().code).toBe('REDEMPTION_DECIDED');
    expect((await get('/wps/points', a.authorization)).points).toBe(12);
    expect((await redeem(b, goodsIds.cap!)).statusCode).toBe(200);

    const history = await get('/wps/points/history', a.authorization);
    expect(history.list.map((m: { kind: string; points: number }) => [m.kind, m.points])).toEqual([
      ['refunded', 5],
      ['redeemed', -5],
      ['earned', 12],
    ]);
  });

  it('refuses a redemption beyond the points and moves nothing', async () => {
    const poor = await playerWithPoints(2);
    const res = await post('/wps/points/redeem', poor.authorization, { goodsId: goodsIds.cash!, paymentPassword: PIN });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'POINTS_INSUFFICIENT', value: { points: 2 } });
    const rows = await t.database.db
      .selectFrom('points_redemptions')
      .select('id')
      .where('member_id', '=', poor.id)
      .execute();
    expect(rows).toEqual([]);
  });

  it('pays a cash good at approval and converts points at the brand ratio', async () => {
    const player = await playerWithPoints(500);
    const redeemed = await post('/wps/points/redeem', player.authorization, {
      goodsId: goodsIds.cash!,
      paymentPassword: PIN,
    });
    const approved = await t.app.inject({
      method: 'POST',
      url: `/admin/api/loyalty/redemptions/${redeemed.json().value.id}/decision`,
      headers: operator,
      payload: { decision: 'approve' },
    });
    expect(approved.json().value.status).toBe('approved');
    // 100 points make 1.00 (the default ratio): 250 points, 2.50.
    const converted = await post('/wps/points/convert', player.authorization, { points: 250, paymentPassword: PIN });
    expect(converted.statusCode, converted.body).toBe(200);
    expect(converted.json().value).toEqual({ points: 250, amount: 2.5, balance: 247 });
    const small = await post('/wps/points/convert', player.authorization, { points: 5, paymentPassword: PIN });
    expect(small.json().code).toBe('POINTS_CONVERSION_UNAVAILABLE');
    const balance = await get('/wps/v2/wallets/balance', player.authorization);
    expect(balance.sumBalance).toBe(10 + 1 + 2.5);
  });
});

describe('VIP withdrawal limits', () => {
  it("applies the level's daily withdrawal count and amount instead of the brand's", async () => {
    const player = await withdrawingPlayer(t, 500);
    await t.database.db
      .updateTable('vip_levels')
      .set({ withdraw_daily_count: 1, withdraw_daily_max_minor: 20_000 })
      .where('rank_level', '=', 1)
      .execute();
    // The stream's worker may have written the member's row already (its sign-in event).
    await t.database.db
      .insertInto('member_loyalty')
      .values({ member_id: player.id, vip_level: 1 })
      .onConflict((oc) => oc.column('member_id').doUpdateSet({ vip_level: 1 }))
      .execute();
    const withdraw = (amount: number) =>
      t.app.inject({
        method: 'POST',
        url: '/wps/payment/withdrawals',
        headers: { authorization: player.authorization, 'idempotency-key': newKey(), language: 'en' },
        payload: { amount, bankAccountId: player.bankAccountId, paymentPassword: PIN },
      });
    const tooMuch = await withdraw(250);
    expect(tooMuch.json()).toMatchObject({ code: 'WITHDRAWAL_DAILY_LIMIT_EXCEEDED', value: { dailyMax: 200 } });
    expect((await withdraw(100)).statusCode).toBe(200);
    const second = await withdraw(50);
    expect(second.json()).toMatchObject({ code: 'WITHDRAWAL_DAILY_LIMIT_EXCEEDED', value: { dailyCount: 1 } });
    await t.database.db
      .updateTable('vip_levels')
      .set({ withdraw_daily_count: null, withdraw_daily_max_minor: null })
      .where('rank_level', '=', 1)
      .execute();
  });
});
