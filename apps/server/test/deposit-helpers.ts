import { createHmac, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { operatorAuth } from './test-app.ts';

/** Helpers of the deposit tests: the player's calls, a channel of the test's own, a signed webhook. */

export const key = () => `k-${randomUUID()}`;

export async function mainBalance(app: FastifyInstance, authorization: string): Promise<number> {
  const res = await app.inject({ url: '/wps/v2/wallets/balance', headers: { authorization } });
  return (res.json().value as { sumBalance: number }).sumBalance;
}

export function deposit(
  app: FastifyInstance,
  authorization: string,
  payload: Record<string, unknown>,
  idempotencyKey: string | null = key(),
) {
  return app.inject({
    method: 'POST',
    url: '/wps/payment/deposits',
    headers: { authorization, ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}) },
    payload,
  });
}

export const TEST_SECRET = 'test-webhook-secret-0123456789';

/** A gateway channel the test signs webhooks for itself (its base URL goes nowhere real). */
export async function createGatewayChannel(app: FastifyInstance, overrides: Record<string, unknown> = {}) {
  const res = await app.inject({
    method: 'POST',
    url: '/admin/api/payment-channels',
    headers: await operatorAuth(app),
    payload: {
      type: 'gateway',
      name: 'Test gateway',
      min: 10,
      max: 1000,
      gateway: { baseUrl: 'https://pay.example.test', merchantId: 'm-1', webhookSecret: TEST_SECRET },
      ...overrides,
    },
  });
  if (res.statusCode !== 200) throw new Error(`channel: ${res.statusCode} ${res.body}`);
  return res.json().value as { id: number };
}

export async function createBankChannel(app: FastifyInstance, overrides: Record<string, unknown> = {}) {
  const res = await app.inject({
    method: 'POST',
    url: '/admin/api/payment-channels',
    headers: await operatorAuth(app),
    payload: {
      type: 'bank_transfer',
      name: 'Test bank',
      min: 50,
      max: 100000,
      bank: { bankName: 'Bank', accountName: 'Portal Ltd', accountNumber: '123-456' },
      ...overrides,
    },
  });
  if (res.statusCode !== 200) throw new Error(`channel: ${res.statusCode} ${res.body}`);
  return res.json().value as { id: number };
}

export function signature(body: string, secret = TEST_SECRET, at = new Date()) {
  const t = Math.floor(at.getTime() / 1000);
  return `t=${t},v1=${createHmac('sha256', secret).update(`${t}.${body}`).digest('hex')}`;
}

export interface WebhookEventBody {
  eventId: string;
  gatewayOrderId: string;
  merchantOrderId: string;
  status: 'paid' | 'failed';
  amountMinor: number;
  currency: string;
}

export function webhook(
  app: FastifyInstance,
  channelId: number,
  body: string,
  header: string | null = signature(body),
) {
  return app.inject({
    method: 'POST',
    url: `/wps/payment/webhooks/${channelId}`,
    headers: { 'content-type': 'application/json', ...(header ? { 'x-signature': header } : {}) },
    payload: body,
  });
}

let paidSerial = 0;
/**
 * A deposit of `amount` (2 decimals, BRL) ordered by the member and paid through the test gateway's
 * signed webhook, signed at `at` (the app's clock). Answers the order id.
 */
export async function paidDeposit(
  app: FastifyInstance,
  channelId: number,
  authorization: string,
  amount: number,
  at = new Date(),
): Promise<string> {
  const res = await deposit(app, authorization, { channelId, amount });
  if (res.statusCode !== 200) throw new Error(`deposit: ${res.statusCode} ${res.body}`);
  const orderId = res.json().value.orderId as string;
  paidSerial += 1;
  const body = JSON.stringify({
    eventId: `paid-ev-${paidSerial}-${orderId}`,
    gatewayOrderId: `paid-gw-${paidSerial}-${orderId}`,
    merchantOrderId: orderId,
    status: 'paid',
    amountMinor: Math.round(amount * 100),
    currency: 'BRL',
  } satisfies WebhookEventBody);
  const hook = await webhook(app, channelId, body, signature(body, undefined, at));
  if (hook.statusCode !== 200) throw new Error(`webhook: ${hook.statusCode} ${hook.body}`);
  return orderId;
}
