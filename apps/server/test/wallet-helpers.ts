import { randomBytes } from 'node:crypto';
import { createLedgerAccounts } from '../src/features/wallet/ledger/accounts.ts';
import { createLedger } from '../src/features/wallet/ledger/ledger.ts';
import { systemClock, type Clock } from '../src/platform/clock.ts';
import type { TestApp } from './test-app.ts';

/** The member id behind a username (tests read their own rows). */
export async function memberIdOf(t: TestApp, username: string): Promise<number> {
  const row = await t.database.db
    .selectFrom('members')
    .select('id')
    .where('username', '=', username)
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Money into a player's wallet through the ledger, from the operator adjustments account, as an
 * operator adjustment would post it (the records and transfer tests need a funded player).
 */
export async function fundWallet(
  t: TestApp,
  memberId: number,
  amountMinor: number,
  wallet = 'main',
  kind = 'adjustment',
  options: { clock?: Clock; source?: string } = {},
) {
  const db = t.database.db;
  const ledger = createLedger({ db, clock: options.clock ?? systemClock });
  const accounts = createLedgerAccounts({ db });
  const currency = (await t.app.inject({ url: '/wps/system/status' })).json().value.currency.code as string;
  return ledger.post({
    source: options.source ?? 'test',
    key: `fund-${randomBytes(8).toString('hex')}`,
    kind,
    memberId,
    lines: [
      { accountId: await accounts.system('adjustments', currency, memberId), amountMinor: -amountMinor },
      { accountId: await accounts.player(memberId, wallet, currency), amountMinor },
    ],
  });
}

let keySerial = 0;
/** A fresh Idempotency-Key. */
export const newKey = () => `k${Date.now().toString(36)}${(keySerial += 1)}${randomBytes(3).toString('hex')}`;
