import { randomInt } from 'node:crypto';
import { createChannelSecrets } from '../src/features/deposits/channel-secrets.ts';
import { signBody } from '../src/platform/signed-body.ts';
import { encryptFor, registerMember, type TestApp } from './test-app.ts';
import { fundWallet } from './wallet-helpers.ts';
import { key, PIN } from './money-helpers.ts';

/** A fresh CPF with right check digits (registration refuses a CPF another member has). */
export function randomCpf(): string {
  const digits = Array.from({ length: 9 }, () => randomInt(10));
  if (digits.every((d) => d === digits[0])) digits[0] = (digits[0]! + 1) % 10;
  for (const length of [9, 10]) {
    let sum = 0;
    for (let i = 0; i < length; i++) sum += digits[i]! * (length + 1 - i);
    const rest = (sum * 10) % 11;
    digits.push(rest === 10 ? 0 : rest);
  }
  return digits.join('');
}

/** A BRL member with a registered CPF, a payment password and `balanceMinor` in the main wallet. */
export async function brazilianPlayer(t: TestApp, balanceMinor = 0, cpf: string | null = randomCpf()) {
  const member = await registerMember(t.app, cpf ? { cpf } : {});
  const { id } = await t.database.db
    .selectFrom('members')
    .select('id')
    .where('username', '=', member.username)
    .executeTakeFirstOrThrow();
  const set = await t.app.inject({
    method: 'PUT',
    url: '/wps/member/payment-password',
    headers: { authorization: member.authorization },
    payload: await encryptFor(t.app, {
      loginPassword: member.password,
      paymentPassword: PIN,
      confirmPaymentPassword: PIN,
    }),
  });
  if (set.statusCode !== 200) throw new Error(`payment password: ${set.body}`);
  if (balanceMinor > 0) await fundWallet(t, id, balanceMinor);
  return { ...member, id, cpf };
}

export const bindPixKey = (t: TestApp, authorization: string, payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/wps/payment/bank-accounts',
    headers: { authorization, language: 'en' },
    payload,
  });

export async function withdraw(t: TestApp, authorization: string, bankAccountId: number, amount: number) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/wps/payment/withdrawals',
    headers: { authorization, 'idempotency-key': key(), language: 'en' },
    payload: { amount, bankAccountId, paymentPassword: PIN },
  });
  if (res.statusCode !== 200) throw new Error(`withdrawal: ${res.body}`);
  return res.json().value.id as number;
}

/** The webhook secret of the brand's PIX channel, as the gateway signs with it. */
export async function channelSecret(t: TestApp, channelId: number) {
  const row = await t.database.db
    .selectFrom('payment_channels')
    .select('gateway_secret_encrypted')
    .where('id', '=', channelId)
    .executeTakeFirstOrThrow();
  return createChannelSecrets({ db: t.database.db, env: t.env }).open(row.gateway_secret_encrypted!);
}

/** A payout webhook as the gateway sends it, signed with `secret` (or any other). */
export function payoutWebhook(
  base: string,
  channelId: number,
  body: Record<string, unknown>,
  secret: string,
  at = new Date(),
) {
  const raw = JSON.stringify(body);
  return fetch(`${base}/wps/payment/payout-webhooks/${channelId}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-signature': signBody(secret, raw, at) },
    body: raw,
  });
}

/** A fetch answer's envelope. */
export const responseBody = async (res: Response) =>
  (await res.json()) as {
    success: boolean;
    code: string | null;
    value: Record<string, unknown> & { outcome?: string };
  };
