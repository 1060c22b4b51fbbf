import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { seedDemoPayments } from '../src/seed/demo-payments.ts';
import { createBankChannel, createGatewayChannel, deposit, key, mainBalance } from './deposit-helpers.ts';
import { createTestApp, expectLedgerReconciles, operatorAuth, registerMember, type TestApp } from './test-app.ts';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
let t: TestApp;
let base: string;
let channels: { id: number; type: string; name: string; method: string | null }[];
beforeAll(async () => {
  t = await createTestApp({ env: { SEED_DEMO: true } });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const member = await registerMember(t.app);
  channels = (
    await t.app.inject({ url: '/wps/payment/channels', headers: { authorization: member.authorization } })
  ).json().value.channels;
});
afterAll(async () => {
  if (t) await expectLedgerReconciles(t.database);
  await t?.close();
});

const sandboxChannel = () => channels.find((c) => c.type === 'gateway')!;
const bankChannel = () => channels.find((c) => c.type === 'bank_transfer')!;

/** A gateway order made over HTTP, so its links carry the listening address. */
async function createOverHttp(authorization: string, amount: number) {
  const created = await fetch(`${base}/wps/payment/deposits`, {
    method: 'POST',
    headers: { authorization, 'idempotency-key': key(), 'content-type': 'application/json', language: 'en' },
    body: JSON.stringify({ channelId: sandboxChannel().id, amount }),
  });
  const order = (await created.json()) as { value: { orderId: string; status: string; redirectUrl: string } };
  expect(created.status, JSON.stringify(order)).toBe(200);
  return order;
}

/** A player's whole gateway deposit over real HTTP: order, pay page, the player's click, back to the portal. */
async function payThroughSandbox(authorization: string, amount: number, outcome: 'paid' | 'failed' = 'paid') {
  const order = await createOverHttp(authorization, amount);
  expect(order.value.status).toBe('pending');
  const page = await fetch(order.value.redirectUrl, { headers: { 'accept-language': 'en', accept: 'text/html' } });
  const html = await page.text();
  expect(page.status, html).toBe(200);
  const action = /action="([^"]+)"/.exec(html)![1]!;
  const back = await fetch(new URL(action, base), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: `outcome=${outcome}`,
    redirect: 'manual',
  });
  expect(back.status).toBe(303);
  expect(back.headers.get('location')).toBe(`${base}/?mc=depositv2&deposit=${order.value.orderId}`);
  return { orderId: order.value.orderId, html, page, action };
}

async function history(authorization: string) {
  const res = await t.app.inject({ url: '/wps/payment/deposits?pageSize=100', headers: { authorization } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value as { total: number; items: { orderId: string; status: string; amount: number }[] };
}

describe('payment channels', () => {
  it('seeds the demo brand with a sandbox gateway, a bank transfer and PIX, once', async () => {
    expect(channels.map((c) => [c.type, c.method])).toEqual([
      ['gateway', 'redirect'],
      ['bank_transfer', null],
      ['gateway', 'pix'],
    ]);
    await seedDemoPayments(t.database.db, t.env);
    const { rows } = await sql<{
      n: string;
    }>`select count(*) as n from payment_channels where seed_key is not null`.execute(t.database.db);
    expect(Number(rows[0]!.n)).toBe(3);
  });

  it('names the demo bank transfer and its instructions in the request language', async () => {
    const member = await registerMember(t.app);
    const bankIn = async (language: string) =>
      (await t.app.inject({ url: '/wps/payment/channels', headers: { authorization: member.authorization, language } }))
        .json()
        .value.channels.find((c: { type: string }) => c.type === 'bank_transfer');
    expect(await bankIn('pt-BR')).toMatchObject({
      name: 'Transferência bancária',
      bank: { instructions: expect.stringMatching(/^Escreva sua referência/) },
    });
    expect((await bankIn('vi')).name).toBe('Chuyển khoản ngân hàng');
    expect((await bankIn('en')).name).toBe('Bank transfer');
    // A channel the operator named once keeps that name in every language.
    const created = await createGatewayChannel(t.app, { name: 'Gate Named', position: 9 });
    const list = await t.app.inject({
      url: '/wps/payment/channels',
      headers: { authorization: member.authorization, language: 'th' },
    });
    expect(list.json().value.channels.find((c: { id: number }) => c.id === created.id).name).toBe('Gate Named');
    const disabled = await t.app.inject({
      method: 'PATCH',
      url: `/admin/api/payment-channels/${created.id}`,
      headers: await operatorAuth(t.app),
      payload: { enabled: false },
    });
    expect(disabled.statusCode, disabled.body).toBe(200);
  });

  it('takes the names players read in each language from the operator, and replaces them whole', async () => {
    const member = await registerMember(t.app);
    const admin = await operatorAuth(t.app);
    const created = await createBankChannel(t.app, {
      name: 'Banco Lotus',
      names: { 'pt-BR': 'Transferência (Banco Lotus)', vi: 'Chuyển khoản (Banco Lotus)' },
      position: 8,
    });
    const nameIn = async (language: string) =>
      (await t.app.inject({ url: '/wps/payment/channels', headers: { authorization: member.authorization, language } }))
        .json()
        .value.channels.find((c: { id: number }) => c.id === created.id).name as string;
    expect(await nameIn('pt-BR')).toBe('Transferência (Banco Lotus)');
    expect(await nameIn('vi')).toBe('Chuyển khoản (Banco Lotus)');
    expect(await nameIn('th')).toBe('Banco Lotus');
    const listed = await t.app.inject({ url: '/admin/api/payment-channels', headers: admin });
    expect(listed.json().value.find((c: { id: number }) => c.id === created.id)).toMatchObject({
      name: 'Banco Lotus',
      names: { 'pt-BR': 'Transferência (Banco Lotus)', vi: 'Chuyển khoản (Banco Lotus)' },
    });

    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/admin/api/payment-channels/${created.id}`,
      headers: admin,
      payload: { names: { en: 'Lotus bank transfer' } },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json().value.names).toEqual({ en: 'Lotus bank transfer' });
    expect(await nameIn('pt-BR')).toBe('Banco Lotus');
    expect(await nameIn('en')).toBe('Lotus bank transfer');

    const bad = await t.app.inject({
      method: 'PATCH',
      url: `/admin/api/payment-channels/${created.id}`,
      headers: admin,
      payload: { names: { fr: 'Virement' } },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(await nameIn('en')).toBe('Lotus bank transfer');
  });

  it("takes a bank transfer's instructions in each language from the operator, and replaces them whole", async () => {
    const member = await registerMember(t.app);
    const admin = await operatorAuth(t.app);
    const created = await createBankChannel(t.app, {
      position: 7,
      bank: {
        bankName: 'Banco Lotus',
        accountName: 'Lotus Ltda',
        accountNumber: '0001-2',
        instructions: 'Write your reference in the note.',
        instructionsByLanguage: {
          'pt-BR': 'Escreva a referência na descrição.',
          vi: 'Ghi mã tham chiếu vào nội dung.',
        },
      },
    });
    const instructionsIn = async (language: string) =>
      (await t.app.inject({ url: '/wps/payment/channels', headers: { authorization: member.authorization, language } }))
        .json()
        .value.channels.find((c: { id: number }) => c.id === created.id).bank.instructions as string;
    expect(await instructionsIn('pt-BR')).toBe('Escreva a referência na descrição.');
    expect(await instructionsIn('vi')).toBe('Ghi mã tham chiếu vào nội dung.');
    expect(await instructionsIn('th')).toBe('Write your reference in the note.');
    const listed = await t.app.inject({ url: '/admin/api/payment-channels', headers: admin });
    expect(listed.json().value.find((c: { id: number }) => c.id === created.id).bank).toMatchObject({
      instructions: 'Write your reference in the note.',
      instructionsByLanguage: { 'pt-BR': 'Escreva a referência na descrição.', vi: 'Ghi mã tham chiếu vào nội dung.' },
    });

    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/admin/api/payment-channels/${created.id}`,
      headers: admin,
      payload: { bank: { instructionsByLanguage: { th: 'เขียนรหัสอ้างอิงในบันทึก' } } },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json().value.bank.instructionsByLanguage).toEqual({ th: 'เขียนรหัสอ้างอิงในบันทึก' });
    expect(await instructionsIn('th')).toBe('เขียนรหัสอ้างอิงในบันทึก');
    expect(await instructionsIn('pt-BR')).toBe('Write your reference in the note.');

    const tooLong = await t.app.inject({
      method: 'PATCH',
      url: `/admin/api/payment-channels/${created.id}`,
      headers: admin,
      payload: { bank: { instructionsByLanguage: { en: 'x'.repeat(501) } } },
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(await instructionsIn('th')).toBe('เขียนรหัสอ้างอิงในบันทึก');
  });

  it('lets the operator create, update and disable channels; the secret is never answered', async () => {
    const admin = await operatorAuth(t.app);
    const created = await createGatewayChannel(t.app, { name: 'Gate A', position: 5, feeBps: 150, feeFixed: 1.5 });
    expect(created).toMatchObject({
      name: 'Gate A',
      min: 10,
      max: 1000,
      feeFixed: 1.5,
      feeBps: 150,
      feePayer: 'player',
    });
    expect(created).toMatchObject({
      gateway: { baseUrl: 'https://pay.example.test', merchantId: 'm-1', hasWebhookSecret: true },
    });
    expect(JSON.stringify(created)).not.toContain('test-webhook-secret');

    const list = await t.app.inject({ url: '/admin/api/payment-channels', headers: admin });
    expect(list.body).not.toContain('test-webhook-secret');
    expect(list.json().value.map((c: { id: number }) => c.id)).toContain(created.id);

    const updated = await t.app.inject({
      method: 'PATCH',
      url: `/admin/api/payment-channels/${created.id}`,
      headers: admin,
      payload: { max: 2000.5, gateway: { merchantId: 'm-2' } },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().value).toMatchObject({ max: 2000.5, gateway: { merchantId: 'm-2' } });

    const member = await registerMember(t.app);
    const seen = async () =>
      (await t.app.inject({ url: '/wps/payment/channels', headers: { authorization: member.authorization } })).json()
        .value.channels as { id: number; name: string }[];
    const shown = (await seen()).find((c) => c.id === created.id)!;
    expect(shown).toEqual({
      id: created.id,
      type: 'gateway',
      name: 'Gate A',
      min: 10,
      max: 2000.5,
      feeFixed: 1.5,
      feeBps: 150,
      feePayer: 'player',
      method: 'redirect',
      bank: null,
    });
    // Ordered by display order: the seeded channels (1, 2, 3) before this one (5).
    expect((await seen()).map((c) => c.id).indexOf(created.id)).toBe(3);

    const disabled = await t.app.inject({
      method: 'DELETE',
      url: `/admin/api/payment-channels/${created.id}`,
      headers: admin,
    });
    expect(disabled.json().value.enabled).toBe(false);
    expect((await seen()).some((c) => c.id === created.id)).toBe(false);
    const refused = await deposit(t.app, member.authorization, { channelId: created.id, amount: 20 });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().code).toBe('PAYMENT_CHANNEL_UNAVAILABLE');
  });

  it('refuses bad channel settings and calls without an operator', async () => {
    const admin = await operatorAuth(t.app);
    const bad = async (payload: Record<string, unknown>) =>
      (await t.app.inject({ method: 'POST', url: '/admin/api/payment-channels', headers: admin, payload })).json().code;
    const bank = { bankName: 'B', accountName: 'A', accountNumber: '1' };
    expect(await bad({ type: 'bank_transfer', name: 'x', min: 100, max: 10, bank })).toBe('VALIDATION_FAILED');
    expect(await bad({ type: 'bank_transfer', name: 'x', min: 1.001, max: 10, bank })).toBe('VALIDATION_FAILED');
    expect(await bad({ type: 'bank_transfer', name: 'x', min: 0, max: 10, bank })).toBe('VALIDATION_FAILED');
    expect(await bad({ type: 'gateway', name: 'x', min: 1, max: 10, bank })).toBe('VALIDATION_FAILED');
    expect(
      await bad({
        type: 'gateway',
        name: 'x',
        min: 1,
        max: 10,
        gateway: { baseUrl: 'javascript:alert(1)', merchantId: 'm', webhookSecret: 'x'.repeat(20) },
      }),
    ).toBe('VALIDATION_FAILED');
    expect((await t.app.inject({ url: '/admin/api/payment-channels' })).statusCode).toBe(401);
    const member = await registerMember(t.app);
    const asPlayer = await t.app.inject({
      url: '/admin/api/payment-channels',
      headers: { authorization: member.authorization },
    });
    expect(asPlayer.statusCode).toBe(401);
    expect((await t.app.inject({ url: '/wps/payment/channels' })).statusCode).toBe(401);
  });
});

describe('a deposit through the sandbox gateway, over real HTTP', () => {
  it('pays: the webhook arrives signed and the main wallet is credited once', async () => {
    const member = await registerMember(t.app);
    const { orderId, html, page } = await payThroughSandbox(member.authorization, 123.45);
    // The pay page runs under the portal's CSP: no script of any kind.
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(html).not.toContain('<script');
    expect(html).toContain('123.45 BRL');
    expect(await mainBalance(t.app, member.authorization)).toBe(123.45);
    const { items } = await history(member.authorization);
    expect(items[0]).toMatchObject({ orderId, status: 'paid', amount: 123.45 });
    const one = await t.app.inject({
      url: `/wps/payment/deposits/${orderId}`,
      headers: { authorization: member.authorization },
    });
    expect(one.json().value).toMatchObject({ orderId, status: 'paid', credit: 123.45 });
    await expectLedgerReconciles(t.database);
  });

  it('fails: the order closes without money, and a second click changes nothing', async () => {
    const member = await registerMember(t.app);
    const { orderId, action } = await payThroughSandbox(member.authorization, 50, 'failed');
    expect((await history(member.authorization)).items[0]).toMatchObject({ orderId, status: 'failed' });
    const again = await fetch(new URL(action, base), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'outcome=paid',
      redirect: 'manual',
    });
    expect(again.status).toBe(303);
    expect(await mainBalance(t.app, member.authorization)).toBe(0);
    expect((await history(member.authorization)).items[0]!.status).toBe('failed');
  });

  it('refuses a pay link whose signature was tampered with', async () => {
    const member = await registerMember(t.app);
    const order = await createOverHttp(member.authorization, 20);
    const link = new URL(order.value.redirectUrl);
    link.searchParams.set('amountMinor', '999999');
    const page = await fetch(link, { headers: { 'accept-language': 'pt-BR', accept: 'text/html' } });
    expect(page.status).toBe(400);
    expect(await page.text()).toContain('Este link de pagamento não é válido.');
  });
});

describe('creating a deposit', () => {
  it('answers the same order to a retry with the same key, and refuses the key for another deposit', async () => {
    const member = await registerMember(t.app);
    const k = key();
    const first = await deposit(t.app, member.authorization, { channelId: sandboxChannel().id, amount: 30 }, k);
    const again = await deposit(t.app, member.authorization, { channelId: sandboxChannel().id, amount: 30 }, k);
    expect(again.json().value.orderId).toBe(first.json().value.orderId);
    const other = await deposit(t.app, member.authorization, { channelId: sandboxChannel().id, amount: 31 }, k);
    expect(other.statusCode).toBe(409);
    expect(other.json().code).toBe('DUPLICATE_TRANSACTION_MISMATCH');
    const none = await deposit(t.app, member.authorization, { channelId: sandboxChannel().id, amount: 30 }, null);
    expect(none.json().code).toBe('IDEMPOTENCY_KEY_REQUIRED');
    expect((await history(member.authorization)).total).toBe(1);
  });

  it.each([
    ['too many decimals', 10.001],
    ['negative', -20],
    ['zero', 0],
    ['under the minimum', 9.99],
    ['over the maximum', 50_000.01],
  ])('refuses an amount %s with VALIDATION_FAILED, and nothing is made', async (_name, amount) => {
    const member = await registerMember(t.app);
    const res = await deposit(t.app, member.authorization, { channelId: sandboxChannel().id, amount });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', value: { fields: { amount: expect.any(String) } } });
    expect((await history(member.authorization)).total).toBe(0);
    expect(await mainBalance(t.app, member.authorization)).toBe(0);
  });

  it('refuses an unknown channel, a string amount and unknown fields', async () => {
    const member = await registerMember(t.app);
    const unknown = await deposit(t.app, member.authorization, { channelId: 987654, amount: 20 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('PAYMENT_CHANNEL_UNAVAILABLE');
    const text = await deposit(t.app, member.authorization, { channelId: sandboxChannel().id, amount: '20' });
    expect(text.json().code).toBe('VALIDATION_FAILED');
    const extra = await deposit(t.app, member.authorization, { channelId: sandboxChannel().id, amount: 20, x: 1 });
    expect(extra.json().code).toBe('VALIDATION_FAILED');
    expect((await t.app.inject({ method: 'POST', url: '/wps/payment/deposits', payload: {} })).statusCode).toBe(401);
  });

  it("answers 404 for another player's order", async () => {
    const owner = await registerMember(t.app);
    const other = await registerMember(t.app);
    const res = await deposit(t.app, owner.authorization, { channelId: sandboxChannel().id, amount: 20 });
    const orderId = res.json().value.orderId as string;
    const peek = await t.app.inject({
      url: `/wps/payment/deposits/${orderId}`,
      headers: { authorization: other.authorization },
    });
    expect(peek.statusCode).toBe(404);
    expect(peek.json().code).toBe('NOT_FOUND');
    expect((await history(other.authorization)).total).toBe(0);
  });

  it('takes the fee off the credit when the player pays it, and not when the brand does', async () => {
    const byPlayer = await createBankChannel(t.app, { feeFixed: 1, feeBps: 100, feePayer: 'player' });
    const byBrand = await createBankChannel(t.app, { feeFixed: 1, feeBps: 100, feePayer: 'brand' });
    const admin = await operatorAuth(t.app);
    const member = await registerMember(t.app);
    for (const channel of [byPlayer, byBrand]) {
      const res = await deposit(t.app, member.authorization, {
        channelId: channel.id,
        amount: 100.01,
        reference: 'ref',
      });
      // 1 + 1% of 100.01, rounded up to the cent: 2.01.
      expect(res.json().value).toMatchObject({ amount: 100.01, fee: 2.01 });
      const approved = await t.app.inject({
        method: 'POST',
        url: `/admin/api/deposits/${res.json().value.orderId}/approve`,
        headers: admin,
      });
      expect(approved.statusCode, approved.body).toBe(200);
    }
    expect(await mainBalance(t.app, member.authorization)).toBe(98 + 100.01);
    await expectLedgerReconciles(t.database);
  });
});

describe('manual bank transfer', () => {
  it('needs a reference, then waits for the operator, who approves once', async () => {
    const member = await registerMember(t.app);
    const admin = await operatorAuth(t.app);
    const missing = await deposit(t.app, member.authorization, { channelId: bankChannel().id, amount: 500 });
    expect(missing.json()).toMatchObject({ code: 'VALIDATION_FAILED', value: { fields: { reference: 'REQUIRED' } } });

    const res = await deposit(t.app, member.authorization, {
      channelId: bankChannel().id,
      amount: 500,
      reference: 'TX-991',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value).toMatchObject({ status: 'pending', redirectUrl: null, reference: 'TX-991' });
    const orderId = res.json().value.orderId as string;

    const queue = await t.app.inject({
      url: '/admin/api/deposits?status=pending&channelType=bank_transfer&pageSize=100',
      headers: admin,
    });
    expect(queue.json().value.items).toContainEqual(
      expect.objectContaining({ orderId, username: member.username, reference: 'TX-991' }),
    );

    const approve = () =>
      t.app.inject({
        method: 'POST',
        url: `/admin/api/deposits/${orderId}/approve`,
        headers: admin,
        payload: { note: 'seen' },
      });
    const [first, second] = await Promise.all([approve(), approve()]);
    const codes = [first, second].map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 409]);
    const third = await approve();
    expect(third.json().code).toBe('DEPOSIT_NOT_PENDING');
    const reject = await t.app.inject({ method: 'POST', url: `/admin/api/deposits/${orderId}/reject`, headers: admin });
    expect(reject.json().code).toBe('DEPOSIT_NOT_PENDING');
    expect(await mainBalance(t.app, member.authorization)).toBe(500);
    expect((await history(member.authorization)).items[0]).toMatchObject({ orderId, status: 'paid' });
    await expectLedgerReconciles(t.database);
  });

  it('rejects once without money; approving afterwards is refused; players cannot review', async () => {
    const member = await registerMember(t.app);
    const admin = await operatorAuth(t.app);
    const res = await deposit(t.app, member.authorization, {
      channelId: bankChannel().id,
      amount: 75.5,
      reference: 'R1',
    });
    const orderId = res.json().value.orderId as string;
    const asPlayer = await t.app.inject({
      method: 'POST',
      url: `/admin/api/deposits/${orderId}/approve`,
      headers: { authorization: member.authorization },
    });
    expect(asPlayer.statusCode).toBe(401);
    const reject = () => t.app.inject({ method: 'POST', url: `/admin/api/deposits/${orderId}/reject`, headers: admin });
    expect((await reject()).json().value.status).toBe('rejected');
    expect((await reject()).json().code).toBe('DEPOSIT_NOT_PENDING');
    const approve = await t.app.inject({
      method: 'POST',
      url: `/admin/api/deposits/${orderId}/approve`,
      headers: admin,
    });
    expect(approve.json().code).toBe('DEPOSIT_NOT_PENDING');
    expect(await mainBalance(t.app, member.authorization)).toBe(0);
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/admin/api/deposits/DNOPE12345/approve',
      headers: admin,
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('does not let the operator approve a gateway order (only its webhook confirms it)', async () => {
    const member = await registerMember(t.app);
    const admin = await operatorAuth(t.app);
    const res = await deposit(t.app, member.authorization, { channelId: sandboxChannel().id, amount: 20 });
    const approve = await t.app.inject({
      method: 'POST',
      url: `/admin/api/deposits/${res.json().value.orderId}/approve`,
      headers: admin,
    });
    expect(approve.json().code).toBe('DEPOSIT_NOT_PENDING');
    expect(await mainBalance(t.app, member.authorization)).toBe(0);
  });
});

describe('history', () => {
  it('pages newest first', async () => {
    const member = await registerMember(t.app);
    for (const amount of [11, 12, 13]) {
      await deposit(t.app, member.authorization, { channelId: sandboxChannel().id, amount });
    }
    const page = await t.app.inject({
      url: '/wps/payment/deposits?page=1&pageSize=2',
      headers: { authorization: member.authorization },
    });
    expect(page.json().value).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(page.json().value.items.map((i: { amount: number }) => i.amount)).toEqual([13, 12]);
    const next = await t.app.inject({
      url: '/wps/payment/deposits?page=2&pageSize=2',
      headers: { authorization: member.authorization },
    });
    expect(next.json().value.items.map((i: { amount: number }) => i.amount)).toEqual([11]);
  });
});

describe.runIf(onPostgres)('under concurrency (PostgreSQL)', () => {
  it('runs 50 deposits through the sandbox in parallel, each credited once', async () => {
    const members = await Promise.all(Array.from({ length: 10 }, () => registerMember(t.app)));
    await Promise.all(
      Array.from({ length: 50 }, (_, i) => payThroughSandbox(members[i % 10]!.authorization, 10 + (i % 7))),
    );
    for (const [index, member] of members.entries()) {
      const expected = Array.from({ length: 50 }, (_, i) => i)
        .filter((i) => i % 10 === index)
        .reduce((sum, i) => sum + 10 + (i % 7), 0);
      expect(await mainBalance(t.app, member.authorization)).toBe(expected);
    }
    await expectLedgerReconciles(t.database);
  }, 60_000);
});
