import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { OperatorRole } from '@portal/shared/contracts/operators';
import { encryptFor, operatorAuth, registerMember, type TestApp } from './test-app.ts';
import { fundWallet } from './wallet-helpers.ts';

/** The brand currency's decimals in these tests (BRL, the default). */
const CURRENCY_DECIMALS = 2;

/** Helpers of the money-queue tests: files, a player who can withdraw, operators of given roles. */

export const png = (size = 200) =>
  Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(size)]);
export const jpg = (size = 200) => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(size)]);
export const gif = () => Buffer.concat([Buffer.from('GIF89a'), randomBytes(100)]);

export interface UploadFile {
  data: Buffer;
  filename: string;
  type: string;
}

/**
 * A multipart body as a browser's FormData sends it: text `fields` first, then the files under
 * `field` (`proof` unless told).
 */
export function multipart(files: UploadFile[], options: { field?: string; fields?: Record<string, string> } = {}) {
  const { field = 'proof', fields = {} } = options;
  const boundary = `----form${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  for (const file of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

export function upload(app: FastifyInstance, url: string, authorization: string, files: UploadFile[]) {
  const body = multipart(files);
  return app.inject({
    method: 'POST',
    url,
    headers: { authorization, 'content-type': body.contentType, language: 'en' },
    payload: body.payload,
  });
}

export const key = () => `k-${randomBytes(8).toString('hex')}`;
export const PIN = '246810';

export type WithdrawingPlayer = Awaited<ReturnType<typeof registerMember>> & { id: number; bankAccountId: number };

/** A registered player with a payment password, one bank account and `balance` (major units) in the main wallet. */
export async function withdrawingPlayer(t: TestApp, balance: number): Promise<WithdrawingPlayer> {
  const { app } = t;
  const member = await registerMember(app);
  const { id } = await t.database.db
    .selectFrom('members')
    .select('id')
    .where('username', '=', member.username)
    .executeTakeFirstOrThrow();
  const set = await app.inject({
    method: 'PUT',
    url: '/wps/member/payment-password',
    headers: { authorization: member.authorization },
    payload: await encryptFor(app, {
      loginPassword: member.password,
      paymentPassword: PIN,
      confirmPaymentPassword: PIN,
    }),
  });
  if (set.statusCode !== 200) throw new Error(`payment password: ${set.body}`);
  const bank = await app.inject({
    method: 'POST',
    url: '/wps/payment/bank-accounts',
    headers: { authorization: member.authorization },
    payload: { bankName: 'Banco Teste', accountNumber: '0012-3456 78', accountHolder: 'Ana Souza' },
  });
  if (bank.statusCode !== 200) throw new Error(`bank account: ${bank.body}`);
  // Straight through the ledger: an adjustment above the four-eyes threshold would wait for a second operator.
  if (balance > 0) await fundWallet(t, id, Math.round(balance * 10 ** CURRENCY_DECIMALS));
  return { ...member, id, bankAccountId: bank.json().value.id as number };
}

/** The player asks for a withdrawal of `amount`; answers its id. */
export async function requestWithdrawal(app: FastifyInstance, player: WithdrawingPlayer, amount: number) {
  const res = await app.inject({
    method: 'POST',
    url: '/wps/payment/withdrawals',
    headers: { authorization: player.authorization, 'idempotency-key': key(), language: 'en' },
    payload: { amount, bankAccountId: player.bankAccountId, paymentPassword: PIN },
  });
  if (res.statusCode !== 200) throw new Error(`withdrawal: ${res.body}`);
  return res.json().value.id as number;
}

export interface TestOperator {
  id: number;
  username: string;
  auth: { authorization: string };
}

let operatorSerial = 0;

/** A new operator with `roles`, its first password change done; signed in. */
export async function newOperator(app: FastifyInstance, roles: OperatorRole[]): Promise<TestOperator> {
  operatorSerial += 1;
  const username = `money-${roles.join('-')}-${operatorSerial}-${randomBytes(2).toString('hex')}`;
  const admin = await operatorAuth(app);
  const created = await app.inject({
    method: 'POST',
    url: '/admin/api/operators',
    headers: admin,
    payload: { username, password: 'one-time-pass-123', roles },
  });
  if (created.statusCode !== 200) throw new Error(`operator: ${created.body}`);
  const signIn = await app.inject({
    method: 'POST',
    url: '/admin/api/session',
    remoteAddress: `10.88.${operatorSerial >> 8}.${operatorSerial & 255}`,
    payload: { username, password: 'one-time-pass-123' },
  });
  const token = signIn.json().value.token as string;
  const changed = await app.inject({
    method: 'PUT',
    url: '/admin/api/me/password',
    headers: { authorization: `Bearer ${token}` },
    payload: { oldPassword: 'one-time-pass-123', newPassword: `${username}-own-passphrase` },
  });
  if (changed.statusCode !== 200) throw new Error(`operator password: ${changed.body}`);
  return { id: created.json().value.id as number, username, auth: { authorization: `Bearer ${token}` } };
}
