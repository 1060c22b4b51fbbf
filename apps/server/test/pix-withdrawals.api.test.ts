import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, expectLedgerReconciles, operatorAuth, type TestApp } from './test-app.ts';
import { mainBalance } from './deposit-helpers.ts';
import {
  bindPixKey,
  brazilianPlayer,
  channelSecret,
  payoutWebhook,
  randomCpf,
  responseBody as body,
  withdraw,
} from './pix-withdrawal-helpers.ts';

/*
 * PIX withdrawals (issue 31, decision 049) over real HTTP: a member binds a PIX key in their own
 * name and CPF, asks for a withdrawal, the operator approves it, the portal asks the sandbox
 * gateway for the payout, and the gateway's signed webhook completes the withdrawal.
 */
let t: TestApp;
let base: string;
let admin: { authorization: string };
let pixChannelId: number;

beforeAll(async () => {
  t = await createTestApp({ env: { SEED_DEMO: true } });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  admin = await operatorAuth(t.app);
  const channel = await t.database.db
    .selectFrom('payment_channels')
    .select('id')
    .where('gateway_method', '=', 'pix')
    .executeTakeFirstOrThrow();
  pixChannelId = channel.id;
});
afterAll(async () => {
  if (t) await expectLedgerReconciles(t.database);
  await t?.close();
});

const approve = (id: number) =>
  t.app.inject({ method: 'POST', url: `/admin/api/withdrawals/${id}/approve`, headers: admin });
const adminView = async (id: number) =>
  (await t.app.inject({ url: `/admin/api/withdrawals/${id}`, headers: admin })).json().value;

/** The withdrawal once its payout is settled by the webhook (delivered right after the gateway answers). */
async function settled(id: number) {
  for (let i = 0; i < 100; i++) {
    const value = await adminView(id);
    if (value.payoutState === 'paid' || value.payoutState === 'failed') return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the payout webhook never came');
}

describe('PIX keys as payee accounts', () => {
  it('refuses keys that are not their type shape, with the field and issue', async () => {
    const player = await brazilianPlayer(t);
    const cases: [string, string, string][] = [
      ['cpf', '529.982.247-24', 'INVALID_VALUE'],
      ['cpf', '1234', 'PATTERN_MISMATCH'],
      ['phone', '(11) 3456-7890', 'PATTERN_MISMATCH'],
      ['email', 'ana@', 'PATTERN_MISMATCH'],
      ['evp', 'not-a-uuid', 'PATTERN_MISMATCH'],
      ['email', '', 'REQUIRED'],
    ];
    for (const [pixKeyType, pixKey, issue] of cases) {
      const res = await bindPixKey(t, player.authorization, { pixKeyType, pixKey, accountHolder: 'Ana Souza' });
      expect(res.statusCode, `${pixKeyType} ${pixKey}`).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', value: { fields: { pixKey: issue } } });
    }
    const unknownType = await bindPixKey(t, player.authorization, {
      pixKeyType: 'iban',
      pixKey: 'x',
      accountHolder: 'Ana',
    });
    expect(unknownType.statusCode).toBe(400);
    const list = (
      await t.app.inject({ url: '/wps/payment/bank-accounts', headers: { authorization: player.authorization } })
    ).json().value;
    expect(list).toMatchObject({ accounts: [], pix: true });
  });

  it('refuses a key whose holder is not the member: another CPF, another name, or no CPF registered', async () => {
    const player = await brazilianPlayer(t);
    const otherCpf = await bindPixKey(t, player.authorization, {
      pixKeyType: 'cpf',
      pixKey: randomCpf(),
      accountHolder: 'Ana Souza',
    });
    expect(otherCpf.statusCode).toBe(422);
    expect(otherCpf.json()).toMatchObject({ code: 'PIX_HOLDER_MISMATCH', value: { field: 'pixKey', reason: 'cpf' } });

    // The first key names the payee; accents and case aside, every later holder must be that name.
    const own = await bindPixKey(t, player.authorization, {
      pixKeyType: 'cpf',
      pixKey: player.cpf!.replace(/^(\d{3})(\d{3})(\d{3})/, '$1.$2.$3-'),
      accountHolder: 'João da Conceição',
    });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().value).toMatchObject({
      bankName: 'PIX',
      pixKeyType: 'cpf',
      accountHolder: 'João da Conceição',
      accountNumberMasked: `***.${player.cpf!.slice(3, 6)}.${player.cpf!.slice(6, 9)}-**`,
    });
    const sameName = await bindPixKey(t, player.authorization, {
      pixKeyType: 'email',
      pixKey: 'Joao@Exemplo.com.br',
      accountHolder: 'JOAO DA CONCEICAO',
    });
    expect(sameName.statusCode, sameName.body).toBe(200);
    expect(sameName.json().value).toMatchObject({
      accountHolder: 'João da Conceição',
      accountNumberMasked: 'j***@exemplo.com.br',
    });
    const otherName = await bindPixKey(t, player.authorization, {
      pixKeyType: 'phone',
      pixKey: '(11) 98765-4321',
      accountHolder: 'Maria Silva',
    });
    expect(otherName.statusCode).toBe(422);
    expect(otherName.json()).toMatchObject({
      code: 'PIX_HOLDER_MISMATCH',
      value: { field: 'accountHolder', payeeName: 'João da Conceição' },
    });
    const again = await bindPixKey(t, player.authorization, {
      pixKeyType: 'email',
      pixKey: 'joao@exemplo.com.br',
      accountHolder: 'João da Conceição',
    });
    expect(again.json()).toMatchObject({ code: 'VALIDATION_FAILED', value: { fields: { pixKey: 'ALREADY_TAKEN' } } });

    const noCpf = await brazilianPlayer(t, 0, null);
    const refused = await bindPixKey(t, noCpf.authorization, {
      pixKeyType: 'evp',
      pixKey: '123e4567-e89b-12d3-a456-426614174000',
      accountHolder: 'Ana Souza',
    });
    expect(refused.json()).toMatchObject({ code: 'PIX_HOLDER_MISMATCH', value: { reason: 'no_cpf' } });
  });
});

describe('PIX payouts through the sandbox gateway', () => {
  it('pays an approved withdrawal to the key and completes it on the webhook, once', async () => {
    const player = await brazilianPlayer(t, 200_00);
    const bound = await bindPixKey(t, player.authorization, {
      pixKeyType: 'phone',
      pixKey: '+55 (21) 99876-5432',
      accountHolder: 'Ana Souza',
    });
    expect(bound.statusCode, bound.body).toBe(200);
    expect(bound.json().value.accountNumberMasked).toBe('+55 (21) *****-5432');
    const id = await withdraw(t, player.authorization, bound.json().value.id, 80);
    expect(await mainBalance(t.app, player.authorization)).toBe(120);

    const approved = await approve(id);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().value).toMatchObject({ pixKeyType: 'phone', accountNumber: '+5521998765432' });
    expect(['sent', 'paid']).toContain(approved.json().value.payoutState);

    const done = await settled(id);
    expect(done).toMatchObject({ status: 'approved', payoutState: 'paid', confirmation: 'received' });
    expect(await mainBalance(t.app, player.authorization)).toBe(120);
    const mine = (
      await t.app.inject({ url: `/wps/payment/withdrawals/${id}`, headers: { authorization: player.authorization } })
    ).json().value;
    expect(mine).toMatchObject({ status: 'approved', payoutState: 'paid', accountNumberMasked: '+55 (21) *****-5432' });

    // The sandbox paid one payout to this key and delivered its webhook.
    const payouts = await t.database.db
      .selectFrom('sandbox_gateway_orders')
      .selectAll()
      .where('merchant_order_id', '=', `WD${id}`)
      .execute();
    expect(payouts).toHaveLength(1);
    expect(payouts[0]).toMatchObject({
      kind: 'payout',
      status: 'paid',
      pix_key: '+5521998765432',
      holder_name: 'Ana Souza',
    });
    const hook = await t.database.db
      .selectFrom('sandbox_gateway_webhooks')
      .select(['body', 'delivered_at'])
      .where('order_id', '=', payouts[0]!.id)
      .executeTakeFirstOrThrow();
    expect(hook.delivered_at).not.toBeNull();

    // The same webhook again, or approving again, moves nothing.
    const secret = await channelSecret(t, pixChannelId);
    const replay = await payoutWebhook(base, pixChannelId, JSON.parse(hook.body), secret);
    expect(replay.status).toBe(200);
    expect((await body(replay)).value).toMatchObject({ outcome: 'duplicate', status: 'approved' });
    const failedLate = await payoutWebhook(base, pixChannelId, { ...JSON.parse(hook.body), status: 'failed' }, secret);
    expect((await body(failedLate)).value).toMatchObject({ outcome: 'ignored', status: 'approved' });
    expect((await approve(id)).json().value).toMatchObject({ replayed: true, payoutState: 'paid' });
    expect(await mainBalance(t.app, player.authorization)).toBe(120);
  });

  it('refuses a webhook with a wrong, missing or stale signature, or another amount', async () => {
    const player = await brazilianPlayer(t, 100_00);
    const bound = await bindPixKey(t, player.authorization, {
      pixKeyType: 'evp',
      pixKey: '123E4567-E89B-12D3-A456-426614174000',
      accountHolder: 'Ana Souza',
    });
    const id = await withdraw(t, player.authorization, bound.json().value.id, 60);
    // As an approval leaves it when the gateway did not answer.
    await t.database.db
      .updateTable('withdrawals')
      .set({ payout_state: 'requested', payout_channel_id: pixChannelId })
      .where('id', '=', id)
      .execute();
    const secret = await channelSecret(t, pixChannelId);
    const event = {
      eventId: 'EV1',
      gatewayPayoutId: 'SPTEST1',
      merchantPayoutId: `WD${id}`,
      status: 'paid',
      amountMinor: 60_00,
      currency: 'BRL',
    };
    const forged = await payoutWebhook(base, pixChannelId, event, 'not-the-secret-0123456789');
    expect(forged.status).toBe(401);
    expect(await body(forged)).toMatchObject({ code: 'WEBHOOK_SIGNATURE_INVALID', value: { reason: 'mismatch' } });
    const stale = await payoutWebhook(base, pixChannelId, event, secret, new Date(Date.now() - 10 * 60_000));
    expect((await body(stale)).value).toMatchObject({ reason: 'stale' });
    const unsigned = await fetch(`${base}/wps/payment/payout-webhooks/${pixChannelId}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(event),
    });
    expect((await body(unsigned)).value).toMatchObject({ reason: 'missing' });
    const cheaper = await payoutWebhook(base, pixChannelId, { ...event, amountMinor: 1_00 }, secret);
    expect(cheaper.status).toBe(400);
    const unknown = await payoutWebhook(base, pixChannelId, { ...event, merchantPayoutId: 'WD999999999' }, secret);
    expect(unknown.status).toBe(404);
    expect((await adminView(id)).payoutState).toBe('requested');
    expect(await mainBalance(t.app, player.authorization)).toBe(40);

    // A failed payout gives the held amount back.
    const failed = await payoutWebhook(
      base,
      pixChannelId,
      { ...event, status: 'failed', reason: 'closed account' },
      secret,
    );
    expect((await body(failed)).value).toMatchObject({
      outcome: 'applied',
      status: 'rejected',
      payoutState: 'failed',
    });
    expect(await adminView(id)).toMatchObject({ rejectReason: 'PIX: closed account' });
    expect(await mainBalance(t.app, player.authorization)).toBe(100);
  });

  it('does not let the operator reject a payout the gateway is paying', async () => {
    const player = await brazilianPlayer(t, 100_00);
    const bound = await bindPixKey(t, player.authorization, {
      pixKeyType: 'email',
      pixKey: 'ana@exemplo.com.br',
      accountHolder: 'Ana Souza',
    });
    const id = await withdraw(t, player.authorization, bound.json().value.id, 50);
    await t.database.db
      .updateTable('withdrawals')
      .set({ payout_state: 'sent', payout_channel_id: pixChannelId })
      .where('id', '=', id)
      .execute();
    const reject = await t.app.inject({
      method: 'POST',
      url: `/admin/api/withdrawals/${id}/reject`,
      headers: admin,
      payload: { reason: 'no' },
    });
    expect(reject.statusCode).toBe(409);
    expect(reject.json()).toMatchObject({ code: 'WITHDRAWAL_ALREADY_SETTLED', value: { payoutState: 'sent' } });
  });
});
