import { randomBytes } from 'node:crypto';
import { createLoyaltyStream } from '../src/features/loyalty/events/loyalty-stream.ts';
import { createMissionsRepo } from '../src/features/loyalty/missions/missions.repo.ts';
import { createVipRepo } from '../src/features/loyalty/vip/vip.repo.ts';
import { createLedgerAccounts } from '../src/features/wallet/ledger/accounts.ts';
import { createLedgerBatch } from '../src/features/wallet/ledger/batch.ts';
import { systemClock, type Clock } from '../src/platform/clock.ts';
import { createLocalBus } from '../src/platform/bus.ts';
import { createSettingsService } from '../src/platform/settings/settings.service.ts';
import type { TestApp } from './test-app.ts';

/**
 * The loyalty stream of a second instance on the test database: tests drain it (waiting for the
 * app's own worker when it holds the stream) instead of waiting for the worker's timer.
 */
export function loyaltyStreamOf(t: TestApp, clock: Clock = systemClock) {
  const db = t.database.db;
  const accounts = createLedgerAccounts({ db });
  return createLoyaltyStream({
    db,
    clock,
    settings: createSettingsService({ db, bus: createLocalBus(), clock, ttlMs: 0, log: t.app.log }),
    accounts,
    batch: createLedgerBatch({ clock, accounts }),
    vip: createVipRepo(db),
    missions: createMissionsRepo(db),
  });
}

export interface SettledBet {
  product: string;
  validMinor: number;
  stakeMinor?: number;
  payoutMinor?: number;
  settledAt?: Date;
}

/** Settled bets of a member, as the code that settles games writes them (one statement). */
export async function settleBets(t: TestApp, memberId: number, bets: readonly SettledBet[]) {
  if (bets.length === 0) return;
  await t.database.db
    .insertInto('bets')
    .values(
      bets.map((b) => ({
        member_id: memberId,
        product: b.product,
        vendor: 'LOYALTYTEST',
        game_code: 'g',
        currency: 'BRL',
        stake_minor: b.stakeMinor ?? b.validMinor,
        valid_bet_minor: b.validMinor,
        payout_minor: b.payoutMinor ?? 0,
        status: 'settled' as const,
        settled_at: b.settledAt ?? new Date(),
        vendor_bet_id: `lt-${randomBytes(8).toString('hex')}`,
      })),
    )
    .execute();
}
