import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { encryptFor, operatorAuth, registerMember } from '../../test-app.ts';

/** A chaos player: a genuine member with a payment password and a payee account. */
export interface ChaosPlayer {
  memberId: number;
  username: string;
  authorization: string;
  bankAccountId: number;
}

export const PAYMENT_PASSWORD = '482915';
export const VENDORS = ['vendor:PG', 'vendor:EVO'] as const;
export const WALLETS = ['main', ...VENDORS] as const;

async function ok(res: { statusCode: number; body: string }, what: string) {
  if (res.statusCode !== 200) throw new Error(`${what}: ${res.statusCode} ${res.body}`);
  return JSON.parse(res.body) as { value: Record<string, unknown> };
}

/**
 * The brand the chaos runs against: two transfer vendors, 2 decimals, withdrawals from 1.00 with
 * no daily cap that the run could reach, through the operator API as an operator would set it.
 */
export async function configureBrand(app: FastifyInstance): Promise<void> {
  await ok(
    await app.inject({
      method: 'PATCH',
      url: '/admin/api/settings',
      headers: await operatorAuth(app),
      payload: {
        wallet: { transferVendors: VENDORS.map((v) => v.slice('vendor:'.length)) },
        currency: { decimals: 2 },
        // The deposits' anti-money-laundering turnover off: the run races money, not wagering.
        withdrawals: { minMinor: 100, maxMinor: 1_000_000, dailyMaxMinor: 1_000_000_000, depositTurnoverPercent: 0 },
      },
    }),
    'brand settings',
  );
}

/** `count` players, registered through the API, each funded by an operator adjustment of `fundMinor`. */
export async function setUpPlayers(
  app: FastifyInstance,
  count: number,
  fundMinor: number,
  options: { withdrawals: boolean },
): Promise<ChaosPlayer[]> {
  const admin = await operatorAuth(app);
  const players: ChaosPlayer[] = [];
  // A few at a time: registration hashes the password.
  let next = 0;
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      while (next < count) {
        next += 1;
        players.push(await setUpPlayer(app, admin, fundMinor, options));
      }
    }),
  );
  return players;
}

async function setUpPlayer(
  app: FastifyInstance,
  admin: { authorization: string },
  fundMinor: number,
  options: { withdrawals: boolean },
): Promise<ChaosPlayer> {
  const member = await registerMember(app);
  const headers = { authorization: member.authorization, language: 'en' };
  const info = await ok(await app.inject({ url: '/wps/member/info', headers }), 'member info');
  const memberId = Number((info.value as { id?: number; memberId?: number }).id ?? info.value.memberId);
  if (!Number.isSafeInteger(memberId)) throw new Error(`member info has no id: ${JSON.stringify(info.value)}`);
  let bankAccountId = 0;
  if (options.withdrawals) {
    await ok(
      await app.inject({
        method: 'PUT',
        url: '/wps/member/payment-password',
        headers,
        payload: await encryptFor(app, {
          loginPassword: member.password,
          paymentPassword: PAYMENT_PASSWORD,
          confirmPaymentPassword: PAYMENT_PASSWORD,
        }),
      }),
      'payment password',
    );
    const bank = await ok(
      await app.inject({
        method: 'POST',
        url: '/wps/payment/bank-accounts',
        headers,
        payload: {
          bankName: 'Chaos Bank',
          accountNumber: `9${randomBytes(5).readUIntBE(0, 5)}`,
          accountHolder: 'Chaos Player',
        },
      }),
      'bank account',
    );
    bankAccountId = Number(bank.value.id);
  }
  if (fundMinor > 0) {
    await ok(
      await app.inject({
        method: 'POST',
        url: '/admin/api/wallet/adjustments',
        headers: { ...admin, 'idempotency-key': `fund-${memberId}-${randomBytes(4).toString('hex')}` },
        payload: { memberId, amount: fundMinor / 100, reason: 'chaos funding' },
      }),
      'funding',
    );
  }
  return { memberId, username: member.username, authorization: member.authorization, bankAccountId };
}
