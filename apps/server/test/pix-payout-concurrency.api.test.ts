import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, expectLedgerReconciles, operatorAuth, type TestApp } from './test-app.ts';
import { mainBalance } from './deposit-helpers.ts';
import {
  bindPixKey,
  brazilianPlayer,
  channelSecret,
  payoutWebhook,
  responseBody as body,
  withdraw,
} from './pix-withdrawal-helpers.ts';

/*
 * PIX payouts under contention, on PostgreSQL (real row locks, many connections): approvals of
 * one withdrawal racing ask the gateway for one payout, and its webhooks racing (the same event
 * again and again, a "paid" against a "failed") settle the withdrawal once.
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
let t: TestApp;
let base: string;
let admin: { authorization: string };
let channelId: number;
let secret: string;

beforeAll(async () => {
  if (!onPostgres) return;
  t = await createTestApp({ env: { SEED_DEMO: true } });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  admin = await operatorAuth(t.app);
  channelId = (
    await t.database.db
      .selectFrom('payment_channels')
      .select('id')
      .where('gateway_method', '=', 'pix')
      .executeTakeFirstOrThrow()
  ).id;
  secret = await channelSecret(t, channelId);
});
afterAll(async () => {
  if (!onPostgres) return;
  await expectLedgerReconciles(t.database);
  await t?.close();
});

async function pixWithdrawal(amount: number) {
  const player = await brazilianPlayer(t, 100_00);
  const bound = await bindPixKey(t, player.authorization, {
    pixKeyType: 'email',
    pixKey: `${player.username}@exemplo.com.br`,
    accountHolder: 'Ana Souza',
  });
  expect(bound.statusCode, bound.body).toBe(200);
  return { player, id: await withdraw(t, player.authorization, bound.json().value.id, amount) };
}

const holdState = async (withdrawalId: number) =>
  await t.database.db
    .selectFrom('withdrawals as w')
    .innerJoin('ledger_holds as h', 'h.id', 'w.hold_id')
    .select(['h.state', 'w.status', 'w.payout_state'])
    .where('w.id', '=', withdrawalId)
    .executeTakeFirstOrThrow();

describe.runIf(onPostgres)('PIX payouts racing', () => {
  it('pays once when eight approvals race and the webhook is replayed twenty times at once', async () => {
    const { player, id } = await pixWithdrawal(60);
    const approvals = await Promise.all(
      Array.from({ length: 8 }, () =>
        t.app.inject({ method: 'POST', url: `/admin/api/withdrawals/${id}/approve`, headers: admin }),
      ),
    );
    expect(approvals.map((a) => a.statusCode)).toEqual(Array(8).fill(200));
    expect(approvals.filter((a) => a.json().value.replayed === false)).toHaveLength(1);

    let hook: { body: string } | undefined;
    for (let i = 0; i < 100 && !hook; i++) {
      hook = await t.database.db
        .selectFrom('sandbox_gateway_webhooks as w')
        .innerJoin('sandbox_gateway_orders as o', 'o.id', 'w.order_id')
        .select('w.body')
        .where('o.merchant_order_id', '=', `WD${id}`)
        .where('w.delivered_at', 'is not', null)
        .executeTakeFirst();
      if (!hook) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    // One payout at the gateway however many approvals asked.
    const orders = await t.database.db
      .selectFrom('sandbox_gateway_orders')
      .select('id')
      .where('merchant_order_id', '=', `WD${id}`)
      .execute();
    expect(orders).toHaveLength(1);

    const replays = await Promise.all(
      Array.from({ length: 20 }, () => payoutWebhook(base, channelId, JSON.parse(hook!.body), secret)),
    );
    expect(replays.map((r) => r.status)).toEqual(Array(20).fill(200));
    const outcomes = await Promise.all(replays.map(async (r) => (await body(r)).value.outcome));
    expect(new Set(outcomes)).toEqual(new Set(['duplicate']));
    expect(await holdState(id)).toEqual({ state: 'posted', status: 'approved', payout_state: 'paid' });
    expect(await mainBalance(t.app, player.authorization)).toBe(40);
  });

  it('settles once when "paid" and "failed" webhooks of one payout race', async () => {
    const { player, id } = await pixWithdrawal(50);
    await t.database.db
      .updateTable('withdrawals')
      .set({ payout_state: 'sent', payout_channel_id: channelId, payout_gateway_id: 'SPRACE1' })
      .where('id', '=', id)
      .execute();
    const event = {
      eventId: 'EVRACE',
      gatewayPayoutId: 'SPRACE1',
      merchantPayoutId: `WD${id}`,
      amountMinor: 50_00,
      currency: 'BRL',
    };
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        payoutWebhook(base, channelId, { ...event, status: i % 2 ? 'paid' : 'failed' }, secret),
      ),
    );
    const values = await Promise.all(answers.map(async (a) => (await body(a)).value));
    expect(values.filter((v) => v.outcome === 'applied')).toHaveLength(1);
    const after = await holdState(id);
    // Whichever came first decided it; the money is either paid out or back, never both.
    if (after.payout_state === 'paid') {
      expect(after).toEqual({ state: 'posted', status: 'approved', payout_state: 'paid' });
      expect(await mainBalance(t.app, player.authorization)).toBe(50);
    } else {
      expect(after).toEqual({ state: 'voided', status: 'rejected', payout_state: 'failed' });
      expect(await mainBalance(t.app, player.authorization)).toBe(100);
    }
  });
});
