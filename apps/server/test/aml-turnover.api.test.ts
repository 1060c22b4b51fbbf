import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGatewayChannel, paidDeposit as paidDepositOf, signature, webhook } from './deposit-helpers.ts';
import { settleBets } from './loyalty-helpers.ts';
import { PIN, key, withdrawingPlayer, type WithdrawingPlayer } from './money-helpers.ts';
import { createTestApp, operatorAuth, type TestApp } from './test-app.ts';

/*
 * Review M8, anti-money-laundering: money that comes in must be bet before it goes out. A paid
 * deposit raises the member's turnover requirement by settings.withdrawals.depositTurnoverPercent
 * of its credit (100 %: once), in the crediting transaction and once per order; money an agent
 * sends a downline does the same for the downline. Withdrawals wait until bets bring it to zero.
 * Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL (test:services).
 */
let t: TestApp;
let channelId: number;

beforeAll(async () => {
  t = await createTestApp({ env: { SEED_DEMO: false } });
  channelId = (await createGatewayChannel(t.app, { max: 100_000 })).id;
});
afterAll(async () => t?.close());

/** A paid deposit, its webhook sent twice (the gateway retries): the order credits once. */
async function paidDeposit(authorization: string, amount: number) {
  const orderId = await paidDepositOf(t.app, channelId, authorization, amount);
  const again = await paidDepositAgain(orderId, amount);
  expect(again.statusCode).toBe(200);
}
const paidDepositAgain = (orderId: string, amount: number) => {
  const body = JSON.stringify({
    eventId: `aml-again-${orderId}`,
    gatewayOrderId: `aml-again-gw-${orderId}`,
    merchantOrderId: orderId,
    status: 'paid',
    amountMinor: Math.round(amount * 100),
    currency: 'BRL',
  });
  return webhook(t.app, channelId, body, signature(body));
};

const withdraw = (player: WithdrawingPlayer, amount: number) =>
  t.app.inject({
    method: 'POST',
    url: '/wps/payment/withdrawals',
    headers: { authorization: player.authorization, 'idempotency-key': key(), language: 'en' },
    payload: { amount, bankAccountId: player.bankAccountId, paymentPassword: PIN },
  });
const owed = async (memberId: number) =>
  (
    await t.database.db
      .selectFrom('member_turnover_requirements')
      .select('remaining_minor')
      .where('member_id', '=', memberId)
      .executeTakeFirst()
  )?.remaining_minor ?? 0;

describe('deposits must be wagered before a withdrawal', () => {
  it('a paid deposit owes its amount in bets; the withdrawal waits until bets clear it', async () => {
    const player = await withdrawingPlayer(t, 0);
    await paidDeposit(player.authorization, 300);
    expect(await owed(player.id)).toBe(30_000);
    const early = await withdraw(player, 300);
    expect(early.statusCode).toBe(422);
    expect(early.json()).toMatchObject({ code: 'TURNOVER_REQUIREMENT_NOT_MET', value: { remaining: 300 } });
    await settleBets(t, player.id, [{ product: 'RNG', validMinor: 20_000 }]);
    expect((await withdraw(player, 300)).json()).toMatchObject({ value: { remaining: 100 } });
    await settleBets(t, player.id, [{ product: 'RNG', validMinor: 10_000 }]);
    const done = await withdraw(player, 300);
    expect(done.statusCode, done.body).toBe(200);
  });

  it('follows the brand setting: 200 % owes twice the deposit, 0 % nothing', async () => {
    const operator = await operatorAuth(t.app);
    const set = (depositTurnoverPercent: number) =>
      t.app.inject({
        method: 'PATCH',
        url: '/admin/api/settings',
        headers: operator,
        payload: { withdrawals: { depositTurnoverPercent } },
      });
    try {
      expect((await set(200)).statusCode).toBe(200);
      const twice = await withdrawingPlayer(t, 0);
      await paidDeposit(twice.authorization, 100);
      expect(await owed(twice.id)).toBe(20_000);
      expect((await set(0)).statusCode).toBe(200);
      const none = await withdrawingPlayer(t, 0);
      await paidDeposit(none.authorization, 100);
      expect(await owed(none.id)).toBe(0);
      expect((await withdraw(none, 100)).statusCode).toBe(200);
    } finally {
      await set(100);
    }
  });
});

describe('money an agent sends a downline', () => {
  it('owes the same turnover for the downline, once per transfer key', async () => {
    const agent = await withdrawingPlayer(t, 1_000);
    await t.database.db.updateTable('members').set({ type: 1 }).where('id', '=', agent.id).execute();
    const made = await t.app.inject({
      method: 'POST',
      url: '/wps/agent/downlines',
      headers: { authorization: agent.authorization, language: 'en' },
      payload: { username: `aml${Date.now() % 1e8}`, password: 'Str0ng#pass', type: 0 },
    });
    expect(made.statusCode, made.body).toBe(200);
    const downlineId = made.json().value.id as number;
    const transferKey = key();
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: `/wps/agent/downlines/${downlineId}/transfer`,
        headers: { authorization: agent.authorization, 'idempotency-key': transferKey, language: 'en' },
        payload: { amount: 250, paymentPassword: PIN },
      });
    const first = await send();
    expect(first.statusCode, first.body).toBe(200);
    expect((await send()).json().value.replayed).toBe(true);
    expect(await owed(downlineId)).toBe(25_000);
  });
});
