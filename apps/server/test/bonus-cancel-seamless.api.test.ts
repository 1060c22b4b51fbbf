import { INHOUSE_VENDOR } from '@portal/shared/contracts/seamless';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLaunchTokens } from '../src/features/providers/launch-tokens.ts';
import { systemClock } from '../src/platform/clock.ts';
import { createServerSecret } from '../src/platform/server-secrets.ts';
import { mainBalanceMinor } from './lottery-helpers.ts';
import { PIN, withdrawingPlayer, type WithdrawingPlayer } from './money-helpers.ts';
import { ensureCatalogGame, providerId, seamlessClient, type SeamlessCall } from './support/seamless-client.ts';
import { createTestApp, expectLedgerReconciles, type TestApp } from './test-app.ts';
import { newKey } from './wallet-helpers.ts';
import { APPROVED_WITH_BUDGET } from './approval-helpers.ts';

/*
 * Security review N1, the provider's side: a seamless bet wagered a bonus when placed, and the
 * provider's rollback of it restored nothing to a bonus it had converted. Bonus wagering now
 * counts a provider's bet when it settles (decision 032); a settled bet is never rolled back.
 */
const GAME = 'n1-slot';
let t: TestApp;
let call: SeamlessCall;
let currency: string;
let promotionId: number;

beforeAll(async () => {
  t = await createTestApp({ env: { SEED_DEMO: false } });
  await ensureCatalogGame(t, INHOUSE_VENDOR, GAME, 100);
  const secret = (await createServerSecret(t.database.db, 'provider-inhouse-secret')()).toString('hex');
  call = seamlessClient(t.app, INHOUSE_VENDOR, secret);
  currency = (await t.app.inject({ url: '/wps/system/status' })).json().value.currency.code as string;
  // 20.00 of free credit, wagering 10 × (200.00), slots counting 100 %.
  ({ id: promotionId } = await t.database.db
    .insertInto('promotions')
    .values({
      kind: 'free_credit',
      title: JSON.stringify({ en: 'Free spins money' }),
      starts_at: new Date(Date.now() - 86_400_000),
      rules: JSON.stringify({ amountMinor: 2_000 }),
      wagering_multiple: 10,
      contributions: JSON.stringify({ RNG: 10_000 }),
      ...APPROVED_WITH_BUDGET,
    })
    .returning('id')
    .executeTakeFirstOrThrow());
});
afterAll(async () => {
  if (t) await expectLedgerReconciles(t.database);
  await t?.close();
});

interface Gambler extends WithdrawingPlayer {
  playerId: string;
  token: string;
}

/** A player with 4,000.00 in main money, the 20.00 bonus claimed and a live launch token for the game. */
async function gambler(): Promise<Gambler> {
  const player = await withdrawingPlayer(t, 4_000);
  const claim = await t.app.inject({
    method: 'POST',
    url: `/wps/promotions/${promotionId}/claim`,
    headers: { authorization: player.authorization, 'idempotency-key': newKey(), language: 'en' },
  });
  expect(claim.statusCode, claim.body).toBe(200);
  expect(claim.json().value.bonus).toMatchObject({ amount: 20, wageringRequired: 200, status: 'active' });
  const token = await createLaunchTokens({ db: t.database.db, clock: systemClock }).issue(
    player.id,
    INHOUSE_VENDOR,
    GAME,
  );
  return { ...player, playerId: String(player.id), token };
}

const who = (p: Gambler) => ({ playerId: p.playerId, currency, gameCode: GAME });

const bonusesOf = (memberId: number) =>
  t.database.db
    .selectFrom('member_bonuses')
    .select(['status', 'wagering_remaining_minor'])
    .where('member_id', '=', memberId)
    .orderBy('id')
    .execute();

const withdraw = (player: WithdrawingPlayer, amount: number) =>
  t.app.inject({
    method: 'POST',
    url: '/wps/payment/withdrawals',
    headers: { authorization: player.authorization, 'idempotency-key': newKey(), language: 'en' },
    payload: { amount, bankAccountId: player.bankAccountId, paymentPassword: PIN },
  });

describe('security review N1: a provider bet rolled back does not wager a bonus', () => {
  it('a bet of the whole requirement, rolled back: the bonus unwagered, nothing more withdrawable', async () => {
    const p = await gambler();
    const roundId = providerId('round');
    const betId = providerId('bet');
    const bet = await call('bet', { ...who(p), token: p.token, transactionId: betId, roundId, amountMinor: 20_000 });
    expect(bet.status, bet.body).toBe(200);
    expect(await bonusesOf(p.id)).toEqual([{ status: 'active', wagering_remaining_minor: 20_000 }]);
    const rollback = await call('rollback', {
      ...who(p),
      roundId,
      transactionId: providerId('rb'),
      betTransactionId: betId,
    });
    expect(rollback.status, rollback.body).toBe(200);
    expect(rollback.value).toMatchObject({ balanceMinor: 400_000 });
    expect(await mainBalanceMinor(t, p.id)).toBe(400_000);
    expect(await bonusesOf(p.id)).toEqual([{ status: 'active', wagering_remaining_minor: 20_000 }]);
    // 4,000.00 of main money and the bonus still locked: 4,020.00 cannot be withdrawn.
    const inflated = await withdraw(p, 4_020);
    expect(inflated.statusCode, inflated.body).toBe(422);
    expect(inflated.json().code).toBe('INSUFFICIENT_FUNDS');
    await expectLedgerReconciles(t.database);
  });

  it('a bet wagers when its round settles, once; after that the provider cannot roll it back', async () => {
    const p = await gambler();
    const roundId = providerId('round');
    const betId = providerId('bet');
    expect(
      (await call('bet', { ...who(p), token: p.token, transactionId: betId, roundId, amountMinor: 20_000 })).status,
    ).toBe(200);
    expect(await bonusesOf(p.id)).toEqual([{ status: 'active', wagering_remaining_minor: 20_000 }]);
    const won = await call('win', {
      ...who(p),
      roundId,
      transactionId: providerId('win'),
      betTransactionId: betId,
      amountMinor: 0,
      endRound: true,
    });
    expect(won.status, won.body).toBe(200);
    expect(await bonusesOf(p.id)).toEqual([{ status: 'converted', wagering_remaining_minor: 0 }]);
    // 4,000.00 − the lost 200.00 + the converted 20.00.
    expect(await mainBalanceMinor(t, p.id)).toBe(382_000);
    const late = await call('rollback', {
      ...who(p),
      roundId,
      transactionId: providerId('rb'),
      betTransactionId: betId,
    });
    expect(late.code, late.body).toBe('SEAMLESS_BET_SETTLED');
    // A second win on the settled bet counts nothing twice.
    const again = await call('win', {
      ...who(p),
      roundId,
      transactionId: providerId('win'),
      betTransactionId: betId,
      amountMinor: 100,
    });
    expect(again.status, again.body).toBe(200);
    expect(await mainBalanceMinor(t, p.id)).toBe(382_100);
    await expectLedgerReconciles(t.database);
  });
});
