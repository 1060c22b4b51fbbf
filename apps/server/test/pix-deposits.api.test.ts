import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pixBrCode, readPixBrCode } from '@portal/shared/payment-qr';
import { createGatewayChannel, key, mainBalance } from './deposit-helpers.ts';
import {
  createTestApp,
  expectLedgerReconciles,
  manualClock,
  operatorAuth,
  registerMember,
  type TestApp,
} from './test-app.ts';

/*
 * PIX deposits (issue 31, decision 046) over real HTTP: the portal asks the sandbox gateway for a
 * charge, the player's bank (the sandbox bank page) pays its "copia e cola" code, and the gateway's
 * signed webhook credits the player before the bank's page answers.
 */
const clock = manualClock(new Date());
let t: TestApp;
let base: string;
let pixChannelId: number;

beforeAll(async () => {
  t = await createTestApp({ env: { SEED_DEMO: true }, clock });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const member = await registerMember(t.app);
  const channels = (
    await t.app.inject({ url: '/wps/payment/channels', headers: { authorization: member.authorization } })
  ).json().value.channels as { id: number; method: string | null }[];
  pixChannelId = channels.find((c) => c.method === 'pix')!.id;
});
afterAll(async () => {
  if (t) await expectLedgerReconciles(t.database);
  await t?.close();
});

interface PixOrder {
  orderId: string;
  status: string;
  redirectUrl: string | null;
  pix: { code: string; expiresAt: string } | null;
}

async function createPix(authorization: string, amount: number, channelId = pixChannelId, idempotencyKey = key()) {
  const res = await fetch(`${base}/wps/payment/deposits`, {
    method: 'POST',
    headers: { authorization, 'idempotency-key': idempotencyKey, 'content-type': 'application/json', language: 'en' },
    body: JSON.stringify({ channelId, amount }),
  });
  return { status: res.status, body: (await res.json()) as { value: PixOrder; code: string | null } };
}

/** The payer's bank: the code pasted and paid. */
async function payAtBank(code: string) {
  const res = await fetch(`${base}/sandbox-gateway/pix`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'accept-language': 'en',
      accept: 'text/html',
    },
    body: new URLSearchParams({ code }).toString(),
  });
  const html = await res.text();
  const said = /data-testid="sandbox-pix-(paid|refused)">([^<]*)</.exec(html);
  return { status: res.status, outcome: said?.[1], text: said?.[2] };
}

const order = async (authorization: string, orderId: string) =>
  (await t.app.inject({ url: `/wps/payment/deposits/${orderId}`, headers: { authorization } })).json()
    .value as PixOrder;

describe('PIX deposits through the sandbox gateway', () => {
  it('offers PIX to the BRL brand and shows a BR Code for the exact amount, expiring in 15 minutes', async () => {
    const member = await registerMember(t.app);
    const created = await createPix(member.authorization, 123.45);
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const { value } = created.body;
    expect(value).toMatchObject({ status: 'pending', redirectUrl: null });
    const code = readPixBrCode(value.pix!.code);
    expect(code).toMatchObject({ amount: '123.45', merchantCity: 'Sao Paulo' });
    expect(code!.key).toMatch(/@sandbox-gateway\.example$/);
    expect(new Date(value.pix!.expiresAt).getTime() - clock.now().getTime()).toBe(15 * 60_000);
    // Reading the order again shows the same code, for a player who comes back to the page.
    expect((await order(member.authorization, value.orderId)).pix).toEqual(value.pix);
  });

  it('credits the player once when the bank pays the code, and a second payment is refused', async () => {
    const member = await registerMember(t.app);
    const idempotencyKey = key();
    const { value } = (await createPix(member.authorization, 50, pixChannelId, idempotencyKey)).body;
    // A retried request (the same key) is the same order and the same charge.
    expect((await createPix(member.authorization, 50, pixChannelId, idempotencyKey)).body.value).toEqual(value);

    const paid = await payAtBank(value.pix!.code);
    expect(paid).toMatchObject({ status: 200, outcome: 'paid' });
    // PIX is instant: the credit is there when the bank's page answers.
    expect(await mainBalance(t.app, member.authorization)).toBe(50);
    expect(await order(member.authorization, value.orderId)).toMatchObject({ status: 'paid', pix: null });

    expect(await payAtBank(value.pix!.code)).toMatchObject({ status: 422, text: 'This PIX charge was already paid.' });
    expect(await mainBalance(t.app, member.authorization)).toBe(50);
  });

  it('pays one of two payments of the same code racing each other', async () => {
    const member = await registerMember(t.app);
    const { value } = (await createPix(member.authorization, 75)).body;
    const outcomes = await Promise.all([payAtBank(value.pix!.code), payAtBank(value.pix!.code)]);
    expect(outcomes.map((o) => o.outcome).sort()).toEqual(['paid', 'refused']);
    expect(await mainBalance(t.app, member.authorization)).toBe(75);
  });

  it('refuses a code that was changed, re-signed for another amount, or has expired', async () => {
    const member = await registerMember(t.app);
    const { value } = (await createPix(member.authorization, 200)).body;
    const code = value.pix!.code;
    // One digit changed: the CRC no longer holds.
    expect(await payAtBank(code.replace('200.00', '100.00'))).toMatchObject({
      status: 422,
      text: 'This is not a valid PIX code.',
    });
    // A client that is not a browser gets the portal's envelope, not a page.
    const asApi = await fetch(`${base}/sandbox-gateway/pix`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ code: 'not a code' }).toString(),
    });
    expect(asApi.status).toBe(422);
    expect(await asApi.json()).toMatchObject({
      success: false,
      code: 'VALIDATION_FAILED',
      value: { reason: 'invalid' },
    });
    // A well-formed code with the same key and txid but a smaller amount is not this charge.
    const read = readPixBrCode(code)!;
    const cheaper = pixBrCode({ ...read, txid: read.txid!, amountMinor: 1_00 });
    expect(await payAtBank(cheaper)).toMatchObject({ status: 422, text: 'No charge has this code.' });

    clock.advance(15 * 60_000 + 1);
    try {
      expect(await payAtBank(code)).toMatchObject({ status: 422, text: 'This PIX charge has expired.' });
      expect((await order(member.authorization, value.orderId)).status).toBe('expired');
    } finally {
      clock.advance(-(15 * 60_000 + 1));
    }
    expect(await mainBalance(t.app, member.authorization)).toBe(0);
  });

  it('refuses a charge call not signed with the merchant secret', async () => {
    const body = JSON.stringify({
      merchantId: 'demo-portal-pix',
      orderId: 'DFORGED1',
      amountMinor: 10_000,
      currency: 'BRL',
      notifyUrl: `${base}/wps/payment/webhooks/1`,
    });
    const forged = await fetch(`${base}/sandbox-gateway/pix/charges`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-signature': `t=${Math.floor(Date.now() / 1000)},v2=${'0'.repeat(64)}`,
      },
      body,
    });
    expect(forged.status).toBe(401);
    expect(((await forged.json()) as { code: string }).code).toBe('WEBHOOK_SIGNATURE_INVALID');
  });
});

describe('a PIX gateway that fails the portal', () => {
  let gateway: Server;
  let answer: (body: string) => { status: number; json: unknown } = () => ({ status: 500, json: {} });
  beforeAll(async () => {
    gateway = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        const { status, json } = answer(body);
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(json));
      });
    });
    await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
  });
  afterAll(() => new Promise<void>((resolve) => gateway.close(() => resolve())));

  const pixChannelAt = async (baseUrl: string) =>
    (
      await createGatewayChannel(t.app, {
        name: `PIX ${baseUrl}`,
        gateway: { baseUrl, merchantId: 'm-pix', webhookSecret: 'a-pix-webhook-secret-0123456789', method: 'pix' },
      })
    ).id;

  it('tells the player to try again when the gateway does not answer, and moves nothing', async () => {
    const member = await registerMember(t.app);
    const channelId = await pixChannelAt('http://127.0.0.1:9');
    const created = await createPix(member.authorization, 60, channelId);
    expect(created.status).toBe(503);
    expect(created.body.code).toBe('PAYMENT_GATEWAY_UNAVAILABLE');
    expect(await mainBalance(t.app, member.authorization)).toBe(0);
  });

  it('refuses a charge whose code is for another amount than the order', async () => {
    const member = await registerMember(t.app);
    const { port } = gateway.address() as AddressInfo;
    const channelId = await pixChannelAt(`http://127.0.0.1:${port}`);
    answer = (body) => {
      const asked = JSON.parse(body) as { amountMinor: number };
      const brCode = pixBrCode({
        key: 'attacker@example.com',
        merchantName: 'Someone Else',
        merchantCity: 'Recife',
        amountMinor: asked.amountMinor * 10,
        txid: 'GW1',
      });
      return { status: 201, json: { gatewayOrderId: 'GW1', brCode, expiresAt: new Date().toISOString() } };
    };
    const created = await createPix(member.authorization, 60, channelId);
    expect(created.status).toBe(503);
    expect(created.body.code).toBe('PAYMENT_GATEWAY_UNAVAILABLE');
  });
});

describe('a brand in another currency', () => {
  it('keeps PIX off: not offered, and refused if asked for', async () => {
    const vnd = await createTestApp({ env: { SEED_DEMO: true } });
    try {
      const auth = await operatorAuth(vnd.app);
      const settings = (await vnd.app.inject({ url: '/admin/api/settings', headers: auth })).json().value;
      const changed = await vnd.app.inject({
        method: 'PATCH',
        url: '/admin/api/settings',
        headers: auth,
        payload: { currency: { ...settings.currency, code: 'VND', decimals: 0 } },
      });
      expect(changed.statusCode, changed.body).toBe(200);
      const member = await registerMember(vnd.app);
      const listed = (
        await vnd.app.inject({ url: '/wps/payment/channels', headers: { authorization: member.authorization } })
      ).json().value.channels as { method: string | null }[];
      expect(listed.length).toBeGreaterThan(0);
      expect(listed.some((c) => c.method === 'pix')).toBe(false);
      // The channel is still there for the operator; a player who names it is refused.
      const all = (await vnd.app.inject({ url: '/admin/api/payment-channels', headers: auth })).json().value as {
        id: number;
        gateway: { method: string } | null;
      }[];
      const pixChannel = all.find((c) => c.gateway?.method === 'pix')!;
      const asked = await vnd.app.inject({
        method: 'POST',
        url: '/wps/payment/deposits',
        headers: { authorization: member.authorization, 'idempotency-key': key() },
        payload: { channelId: pixChannel.id, amount: 60_000 },
      });
      expect(asked.json().code).toBe('PAYMENT_CHANNEL_UNAVAILABLE');
    } finally {
      await vnd.close();
    }
  });
});
