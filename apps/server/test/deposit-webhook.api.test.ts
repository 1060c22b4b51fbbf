import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import net from 'node:net';
import { sql } from 'kysely';
import {
  createGatewayChannel,
  deposit,
  key,
  mainBalance,
  signature,
  webhook,
  type WebhookEventBody,
} from './deposit-helpers.ts';
import { createTestApp, expectLedgerReconciles, manualClock, registerMember, type TestApp } from './test-app.ts';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
let t: TestApp;
let channelId: number;
let otherChannelId: number;
beforeAll(async () => {
  t = await createTestApp({ env: { SEED_DEMO: false } });
  channelId = (await createGatewayChannel(t.app)).id;
  otherChannelId = (await createGatewayChannel(t.app, { name: 'Other gateway' })).id;
});
afterAll(async () => {
  if (t) await expectLedgerReconciles(t.database);
  await t?.close();
});

let serial = 0;
/** A member with a pending order of `amount` on the test channel, and the paid event the gateway would send. */
async function pendingOrder(amount = 100) {
  const member = await registerMember(t.app);
  const res = await deposit(t.app, member.authorization, { channelId, amount });
  expect(res.statusCode, res.body).toBe(200);
  const orderId = res.json().value.orderId as string;
  serial += 1;
  const event: WebhookEventBody = {
    eventId: `ev-${serial}`,
    gatewayOrderId: `gw-${serial}-${orderId}`,
    merchantOrderId: orderId,
    status: 'paid',
    amountMinor: Math.round(amount * 100),
    currency: 'BRL',
  };
  return { member, orderId, event, body: JSON.stringify(event) };
}

const statusOf = async (authorization: string, orderId: string) =>
  (await t.app.inject({ url: `/wps/payment/deposits/${orderId}`, headers: { authorization } })).json().value.status;

describe('POST /wps/payment/webhooks/{channelId}', () => {
  it('credits a paid order once; the same event again is 2xx and moves nothing', async () => {
    const { member, orderId, body } = await pendingOrder(100);
    const first = await webhook(t.app, channelId, body);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().value).toEqual({ orderId, status: 'paid', outcome: 'applied' });
    const replay = await webhook(t.app, channelId, body);
    expect(replay.statusCode).toBe(200);
    expect(replay.json().value).toEqual({ orderId, status: 'paid', outcome: 'duplicate' });
    expect(await mainBalance(t.app, member.authorization)).toBe(100);
    expect(await statusOf(member.authorization, orderId)).toBe('paid');
    await expectLedgerReconciles(t.database);
  });

  it('refuses a forged signature, a tampered body, a missing or malformed header', async () => {
    const { member, orderId, event, body } = await pendingOrder(40);
    const expectRefused = async (res: Awaited<ReturnType<typeof webhook>>, reason: string) => {
      expect(res.statusCode, res.body).toBe(401);
      expect(res.json()).toMatchObject({ code: 'WEBHOOK_SIGNATURE_INVALID', value: { reason } });
    };
    await expectRefused(
      await webhook(t.app, channelId, body, signature(body, 'another-secret-0123456789')),
      'mismatch',
    );
    const tampered = JSON.stringify({ ...event, amountMinor: 4_000_000 });
    await expectRefused(await webhook(t.app, channelId, tampered, signature(body)), 'mismatch');
    // One byte of whitespace is another body: the signature covers the raw bytes, not the JSON.
    await expectRefused(await webhook(t.app, channelId, `${body} `, signature(body)), 'mismatch');
    await expectRefused(await webhook(t.app, channelId, body, null), 'missing');
    await expectRefused(await webhook(t.app, channelId, body, 't=abc,v1=zz'), 'malformed');
    expect(await mainBalance(t.app, member.authorization)).toBe(0);
    expect(await statusOf(member.authorization, orderId)).toBe('pending');
  });

  it('refuses stale timestamps, more than five minutes either way', async () => {
    const { member, body } = await pendingOrder(40);
    for (const offsetMs of [-6 * 60_000, 6 * 60_000]) {
      const res = await webhook(t.app, channelId, body, signature(body, undefined, new Date(Date.now() + offsetMs)));
      expect(res.statusCode).toBe(401);
      expect(res.json().value.reason).toBe('stale');
    }
    // Within the window it is good.
    const fine = await webhook(t.app, channelId, body, signature(body, undefined, new Date(Date.now() - 4 * 60_000)));
    expect(fine.statusCode, fine.body).toBe(200);
    expect(await mainBalance(t.app, member.authorization)).toBe(40);
  });

  it('refuses an amount or currency that does not match the order, and nothing moves', async () => {
    const { member, orderId, event } = await pendingOrder(25.5);
    for (const wrong of [{ amountMinor: 2551 }, { amountMinor: 2549 }, { currency: 'USD' }]) {
      const body = JSON.stringify({ ...event, ...wrong });
      const res = await webhook(t.app, channelId, body);
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().code).toBe('DEPOSIT_AMOUNT_MISMATCH');
    }
    expect(await mainBalance(t.app, member.authorization)).toBe(0);
    expect(await statusOf(member.authorization, orderId)).toBe('pending');
  });

  it('refuses an unknown channel, an order of another channel and an unknown order', async () => {
    const { member, event, body } = await pendingOrder(30);
    const unknown = await webhook(t.app, 999_999, body);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('PAYMENT_CHANNEL_UNAVAILABLE');
    const otherChannel = await webhook(t.app, otherChannelId, body);
    expect(otherChannel.statusCode).toBe(404);
    const noOrder = JSON.stringify({ ...event, merchantOrderId: 'DNOSUCHORDER1' });
    expect((await webhook(t.app, channelId, noOrder)).statusCode).toBe(404);
    expect((await webhook(t.app, channelId, '{"not json', signature('{"not json'))).json().code).toBe('MALFORMED_JSON');
    const missingField = JSON.stringify({ ...event, status: 'refunded' });
    expect((await webhook(t.app, channelId, missingField)).json().code).toBe('VALIDATION_FAILED');
    expect(await mainBalance(t.app, member.authorization)).toBe(0);
  });

  it('closes a failed order without money; a later paid event for it is recorded and ignored', async () => {
    const { member, orderId, event } = await pendingOrder(60);
    const failed = await webhook(t.app, channelId, JSON.stringify({ ...event, status: 'failed' }));
    expect(failed.json().value).toEqual({ orderId, status: 'failed', outcome: 'applied' });
    const paid = await webhook(t.app, channelId, JSON.stringify(event));
    expect(paid.statusCode).toBe(200);
    expect(paid.json().value).toEqual({ orderId, status: 'failed', outcome: 'ignored' });
    expect(await mainBalance(t.app, member.authorization)).toBe(0);
  });

  it('refuses a gateway order id that already confirmed another order', async () => {
    const first = await pendingOrder(10);
    const second = await pendingOrder(10);
    expect((await webhook(t.app, channelId, first.body)).statusCode).toBe(200);
    const reused = JSON.stringify({ ...second.event, gatewayOrderId: first.event.gatewayOrderId });
    const res = await webhook(t.app, channelId, reused);
    expect(res.statusCode).toBe(409);
    expect(await mainBalance(t.app, second.member.authorization)).toBe(0);
    await expectLedgerReconciles(t.database);
  });

  it('only reads raw JSON: another content type is refused', async () => {
    const { body } = await pendingOrder(10);
    const res = await t.app.inject({
      method: 'POST',
      url: `/wps/payment/webhooks/${channelId}`,
      headers: { 'content-type': 'text/plain', 'x-signature': signature(body) },
      payload: body,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });
});

describe('expiry', () => {
  it('shows an unpaid gateway order as expired after 30 minutes; a late paid webhook still credits it', async () => {
    const clock = manualClock(new Date());
    const app = await createTestApp({ env: { SEED_DEMO: false }, clock, database: t.database });
    try {
      const member = await registerMember(app.app);
      const res = await deposit(app.app, member.authorization, { channelId, amount: 15 });
      const orderId = res.json().value.orderId as string;
      clock.advance(31 * 60_000);
      const list = await app.app.inject({
        url: '/wps/payment/deposits',
        headers: { authorization: member.authorization },
      });
      expect(list.json().value.items[0]).toMatchObject({ orderId, status: 'expired' });
      const body = JSON.stringify({
        eventId: 'late',
        gatewayOrderId: `late-${orderId}`,
        merchantOrderId: orderId,
        status: 'paid',
        amountMinor: 1500,
        currency: 'BRL',
      });
      const late = await webhook(app.app, channelId, body, signature(body, undefined, clock.now()));
      expect(late.json().value).toMatchObject({ status: 'paid', outcome: 'applied' });
      expect(await mainBalance(app.app, member.authorization)).toBe(15);
    } finally {
      await app.close();
    }
  });
});

/** A port with nothing listening on it (yet). */
async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('the sandbox dispatcher', () => {
  it('retries a webhook the portal did not take, and resumes it after a restart', async () => {
    const clock = manualClock(new Date());
    // The portal's address as the order states it: nobody answers there until the second instance starts.
    const port = await freePort();
    const first = await createTestApp({
      env: { SEED_DEMO: true, PUBLIC_URL: `http://127.0.0.1:${port}` },
      clock,
      database: t.database,
    });
    const firstBase = await first.app.listen({ port: 0, host: '127.0.0.1' });
    const member = await registerMember(first.app);
    const channels = await first.app.inject({
      url: '/wps/payment/channels',
      headers: { authorization: member.authorization },
    });
    const sandbox = (channels.json().value.channels as { id: number; name: string }[]).find(
      (c) => c.name === 'Sandbox Pay',
    )!;
    const created = await deposit(first.app, member.authorization, { channelId: sandbox.id, amount: 77 }, key());
    const { orderId, redirectUrl } = created.json().value as { orderId: string; redirectUrl: string };
    // The pay page is on the unreachable address too: ask the listening instance for the same path.
    const link = new URL(redirectUrl);
    const page = await (await fetch(`${firstBase}${link.pathname}${link.search}`)).text();
    const action = /action="([^"]+)"/.exec(page)?.[1];
    expect(action, page).toBeDefined();
    const back = await fetch(`${firstBase}${action}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'outcome=paid',
      redirect: 'manual',
    });
    expect(back.headers.get('location')).toBe(`http://127.0.0.1:${port}/?mc=depositv2&deposit=${orderId}`);
    const hook = async () =>
      (
        await sql<{
          attempts: number;
          delivered_at: Date | null;
          last_error: string | null;
          last_status: number | null;
        }>`
          select w.attempts, w.delivered_at, w.last_error, w.last_status from sandbox_gateway_webhooks w
          join sandbox_gateway_orders o on o.id = w.order_id where o.merchant_order_id = ${orderId}`.execute(
          t.database.db,
        )
      ).rows[0]!;
    expect(await hook()).toMatchObject({ attempts: 1, delivered_at: null });
    expect(await mainBalance(first.app, member.authorization)).toBe(0);
    await first.close();

    // A restart on the address the webhook goes to: the new dispatcher picks the row up when due.
    const second = await createTestApp({ env: { SEED_DEMO: true }, clock, database: t.database });
    await second.app.listen({ port, host: '127.0.0.1' });
    try {
      clock.advance(3_000);
      const deadline = Date.now() + 10_000;
      while (!(await hook()).delivered_at && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
      const delivered = await hook();
      // At least one more attempt: the suite's other instance (on the real clock) may have tried too.
      expect(delivered.delivered_at, JSON.stringify(delivered)).toBeInstanceOf(Date);
      expect(delivered.attempts).toBeGreaterThanOrEqual(2);
      expect(delivered.last_status).toBe(200);
      expect(await mainBalance(second.app, member.authorization)).toBe(77);
      await expectLedgerReconciles(t.database);
    } finally {
      await second.close();
    }
  }, 30_000);
});

describe.runIf(onPostgres)('under concurrency (PostgreSQL)', () => {
  it('credits once when the same webhook arrives 20 times at once', async () => {
    const { member, orderId, body } = await pendingOrder(250);
    const answers = await Promise.all(Array.from({ length: 20 }, () => webhook(t.app, channelId, body)));
    for (const res of answers) expect(res.statusCode, res.body).toBe(200);
    const outcomes = answers.map((r) => r.json().value.outcome as string);
    expect(outcomes.filter((o) => o === 'applied')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'duplicate')).toHaveLength(19);
    expect(await mainBalance(t.app, member.authorization)).toBe(250);
    expect(await statusOf(member.authorization, orderId)).toBe('paid');
    await expectLedgerReconciles(t.database);
  });

  it('credits once when paid and failed race for the same order', async () => {
    const { member, event } = await pendingOrder(80);
    const failed = JSON.stringify({ ...event, status: 'failed' });
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => webhook(t.app, channelId, i % 2 ? failed : JSON.stringify(event))),
    );
    for (const res of answers) expect(res.statusCode, res.body).toBe(200);
    const balance = await mainBalance(t.app, member.authorization);
    expect([0, 80]).toContain(balance);
    await expectLedgerReconciles(t.database);
  });
});
