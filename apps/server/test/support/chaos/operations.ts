import { randomBytes } from 'node:crypto';
import type { Book, Effect, Outcome } from './book.ts';
import { call, type Answer } from './http.ts';
import { PAYMENT_PASSWORD, type ChaosPlayer } from './players.ts';

/** Where the clients send their calls; the crash test changes `base` when the server comes back elsewhere. */
export interface Target {
  base: string;
}

export const newKey = (tag: string) => `${tag}-${randomBytes(9).toString('base64url')}`;

const majorOf = (minor: number) => minor / 100; // 2 decimals: minor / 100 prints the exact amount

export interface TransferRequest {
  key: string;
  from: string;
  to: string;
  minor: number;
}

export const transfer = (target: Target, player: ChaosPlayer, t: TransferRequest) =>
  call(target.base, 'POST', '/wps/relay/GCS_walletTransfer', {
    headers: { authorization: player.authorization, 'idempotency-key': t.key },
    body: { from: t.from, to: t.to, amount: majorOf(t.minor) },
  });

export const transferEffects = (player: ChaosPlayer, t: TransferRequest): Effect[] => [
  { memberId: player.memberId, wallet: t.from, minor: -t.minor },
  { memberId: player.memberId, wallet: t.to, minor: t.minor },
];

/** The ledger key of a transfer: the client's key scoped by the member (transfers.service.ts). */
export const transferLedgerKey = (player: ChaosPlayer, key: string) => `${player.memberId}:${key}`;

/** What an answer means for the book: 200 success moved; an error envelope refused; no answer unknown. */
export function outcomeOf(answer: Answer | null): Outcome {
  if (!answer || answer.status >= 500) return 'unknown';
  return answer.status === 200 && answer.body.success === true ? 'moved' : 'refused';
}

/** Codes a client may get refused with in a race for the same money; anything else is a problem. */
export const EXPECTED_REFUSALS = new Set(['INSUFFICIENT_FUNDS']);

export function createDepositCalls(target: Target, channelId: number) {
  return {
    create: (player: ChaosPlayer, key: string, minor: number) =>
      call(target.base, 'POST', '/wps/payment/deposits', {
        headers: { authorization: player.authorization, 'idempotency-key': key },
        body: { channelId, amount: majorOf(minor) },
      }),
    /** The player on the sandbox pay page: loads it, then clicks pay or fail (the form posts back). */
    async pay(redirectUrl: string, outcome: 'paid' | 'failed'): Promise<string | null> {
      const page = await call(target.base, 'GET', redirectUrl);
      if (!page || page.status !== 200) return `pay page answered ${page?.status ?? 'nothing'}`;
      const action = /action="([^"]+)"/.exec(String(page.body.value))?.[1];
      if (!action) return 'pay page without a form';
      const back = await call(target.base, 'POST', action.replace(/&amp;/g, '&'), { form: `outcome=${outcome}` });
      return back?.status === 303 ? null : `pay form answered ${back?.status ?? 'nothing'}`;
    },
    status: async (player: ChaosPlayer, orderId: string) => {
      const answer = await call(target.base, 'GET', `/wps/payment/deposits/${orderId}`, {
        headers: { authorization: player.authorization },
      });
      return (answer?.body.value as { status?: string } | undefined)?.status ?? 'unanswered';
    },
  };
}

export function createWithdrawalCalls(target: Target, operator: { authorization: string }) {
  return {
    request: (player: ChaosPlayer, key: string, minor: number) =>
      call(target.base, 'POST', '/wps/payment/withdrawals', {
        headers: { authorization: player.authorization, 'idempotency-key': key },
        body: { amount: majorOf(minor), bankAccountId: player.bankAccountId, paymentPassword: PAYMENT_PASSWORD },
      }),
    review: (id: number, decision: 'approve' | 'reject') =>
      call(target.base, 'POST', `/admin/api/withdrawals/${id}/${decision}`, { headers: operator }),
  };
}

/** Records a request in the book and returns its outcome; refusals other than the expected ones are problems. */
export function record(
  book: Book,
  entry: { source: string | null; key: string; what: string; effects: Effect[] },
  answer: Answer | null,
  expectedRefusals: ReadonlySet<string> = EXPECTED_REFUSALS,
): Outcome {
  const outcome = outcomeOf(answer);
  if (outcome === 'refused' && !expectedRefusals.has(answer!.body.code ?? '')) {
    book.problem(`${entry.what} ${entry.key}: ${answer!.status} ${JSON.stringify(answer!.body).slice(0, 300)}`);
  }
  if (outcome === 'unknown') book.problem(`${entry.what} ${entry.key}: no answer (${answer?.status ?? 'none'})`);
  book.add({ ...entry, outcome });
  return outcome;
}

export const recallAll = (target: Target, player: ChaosPlayer, key: string) =>
  call(target.base, 'POST', '/wps/wallet/recall-all', {
    headers: { authorization: player.authorization, 'idempotency-key': key },
  });

/** What a recall-all answered: one line per vendor wallet, in major units. */
export type Recalled = { code: string; amount: number; replayed: boolean }[];

/** An operator's signed adjustment of a player's main wallet (POST /admin/api/wallet/adjustments). */
export const adjust = (
  target: Target,
  operator: { authorization: string },
  player: ChaosPlayer,
  key: string,
  minor: number,
) =>
  call(target.base, 'POST', '/admin/api/wallet/adjustments', {
    headers: { ...operator, 'idempotency-key': key },
    body: { memberId: player.memberId, amount: majorOf(minor), reason: 'chaos' },
  });
