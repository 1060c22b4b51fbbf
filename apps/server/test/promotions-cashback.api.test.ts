import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Insertable } from 'kysely';
import type { Promotions } from '../src/db/schema.ts';
import { createLaunchTokens } from '../src/features/providers/launch-tokens.ts';
import { ensureCatalogGame, providerId, seamlessClient } from './support/seamless-client.ts';
import {
  createTestApp,
  expectLedgerReconciles,
  encryptFor,
  manualClock,
  operatorAuth,
  registerMember,
  type TestApp,
} from './test-app.ts';
import { APPROVED_WITH_BUDGET } from './approval-helpers.ts';
import { fundWallet, memberIdOf, newKey } from './wallet-helpers.ts';

/*
 * Weekly cashback on net loss (spec §3): the loss is last week's settled bets (Monday 00:00 UTC to
 * the next Monday, by when the bet was placed), stakes less payouts, read by SQL on the database.
 * Real bets here: a provider's signed seamless calls (bet, then win with endRound) placed at
 * moments the test's clock sets, so the week's edges are exercised.
 */
const VENDOR = 'PGSOFT';
const SECRET = 'pgsoft-cashback-test-secret-0123456789';
const GAME = 'cashback-slot';

// 2030-06-10 is a Monday: "last week" for 2030-06-18 runs from 06-10 00:00 to 06-17 00:00 UTC.
const clock = manualClock(new Date('2030-06-09T10:00:00Z'));
let t: TestApp;
let currency: string;

beforeAll(async () => {
  t = await createTestApp({ clock, env: { SEED_DEMO: false } });
  await ensureCatalogGame(t, VENDOR, GAME, 50);
  const res = await t.app.inject({
    method: 'PUT',
    url: `/admin/api/providers/${VENDOR}`,
    headers: await operatorAuth(t.app),
    payload: {
      secret: SECRET,
      launchUrl: 'https://games.pgsoft.example/launch',
      merchantId: 'portal-test',
      maxBetMinor: 1_000_000,
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  currency = (await t.app.inject({ url: '/wps/system/status' })).json().value.currency.code as string;
});
afterAll(async () => {
  if (t) await expectLedgerReconciles(t.database);
  await t?.close();
});

let serial = 0;
async function cashbackPromotion(rules: { cashbackBps: number; maxCashbackMinor?: number }) {
  serial += 1;
  const row: Insertable<Promotions> = {
    kind: 'cashback',
    category: 'casino',
    title: JSON.stringify({ en: `Cashback ${serial}`, 'pt-BR': `Cashback ${serial}` }),
    summary: JSON.stringify({ en: 'Back on last week' }),
    body: JSON.stringify({ en: 'Net loss of last week.' }),
    starts_at: new Date('2030-06-01T00:00:00Z'),
    rules: JSON.stringify(rules),
    contributions: JSON.stringify({ RNG: 10_000 }),
    wagering_multiple: 3,
    ...APPROVED_WITH_BUDGET,
  };
  const { id } = await t.database.db.insertInto('promotions').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}

/** A player registered before the weeks in question, with money to bet. */
async function player() {
  clock.set('2030-06-09T10:00:00Z');
  const member = await registerMember(t.app);
  const id = await memberIdOf(t, member.username);
  await fundWallet(t, id, 100_000, 'main', 'adjustment', { clock });
  return { ...member, id };
}

/** The member signs in now (the clock moved past their registration's session). */
async function signIn(member: { username: string; password: string }) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/wps/session/login',
    headers: { language: 'en' },
    payload: await encryptFor(t.app, { username: member.username, password: member.password }),
  });
  expect(res.statusCode, res.body).toBe(200);
  return `Bearer ${res.json().value.token as string}`;
}

/**
 * One round at `at`: the stake debited, then the win (0 for a lost round) credited and the round
 * closed, which settles the bet. `settle: false` leaves the bet open.
 */
async function round(memberId: number, at: string, stakeMinor: number, winMinor: number, settle = true) {
  clock.set(at);
  const call = seamlessClient(t.app, VENDOR, SECRET);
  const signed = { signedAt: clock.now() };
  const token = await createLaunchTokens({ db: t.database.db, clock }).issue(memberId, VENDOR, GAME);
  const who = { playerId: String(memberId), currency, gameCode: GAME };
  const roundId = providerId('cb-round');
  const betId = providerId('cb-bet');
  const bet = await call('bet', { ...who, token, roundId, transactionId: betId, amountMinor: stakeMinor }, signed);
  expect(bet.status, bet.body).toBe(200);
  if (!settle) return;
  const win = await call(
    'win',
    {
      ...who,
      roundId,
      transactionId: providerId('cb-win'),
      betTransactionId: betId,
      amountMinor: winMinor,
      endRound: true,
    },
    signed,
  );
  expect(win.status, win.body).toBe(200);
}

const call = (method: 'GET' | 'POST', url: string, authorization: string, idempotencyKey?: string) =>
  t.app.inject({
    method,
    url,
    headers: { language: 'en', authorization, ...(idempotencyKey && { 'idempotency-key': idempotencyKey }) },
  });

async function detailOf(id: number, authorization: string) {
  const res = await call('GET', `/wps/promotions/${id}`, authorization);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value as { state: string; claimableAmount: number | null };
}

const bonusesOf = (memberId: number) =>
  t.database.db
    .selectFrom('member_bonuses')
    .select(['amount_minor', 'wagering_required_minor', 'status', 'promotion_id'])
    .where('member_id', '=', memberId)
    .orderBy('id')
    .execute();

const bonusWalletOf = async (memberId: number) =>
  Number(
    (
      await t.database.db
        .selectFrom('ledger_accounts')
        .select('balance_minor')
        .where('member_id', '=', memberId)
        .where('code', '=', 'bonus')
        .executeTakeFirst()
    )?.balance_minor ?? 0,
  );

describe('weekly cashback on the net loss of last week’s settled bets', () => {
  it('pays the share of last week’s loss exactly, from the bets inside the week only, once per week', async () => {
    const tenPercent = await cashbackPromotion({ cashbackBps: 1_000, maxCashbackMinor: 100_000 });
    const capped = await cashbackPromotion({ cashbackBps: 2_500, maxCashbackMinor: 300 });
    const loser = await player();

    // Before the week: not counted.
    await round(loser.id, '2030-06-09T23:59:59Z', 5_000, 0);
    // Inside it, from its first second to its last: 3,000 lost, 2,000 staked for 500 back, 1,000 lost.
    await round(loser.id, '2030-06-10T00:00:00Z', 3_000, 0);
    await round(loser.id, '2030-06-12T15:30:00Z', 2_000, 500);
    await round(loser.id, '2030-06-16T23:59:59Z', 1_000, 0);
    // Inside it but never settled (no payout yet): not a loss.
    await round(loser.id, '2030-06-14T08:00:00Z', 700, 0, false);
    // The next week: counted next week.
    await round(loser.id, '2030-06-17T00:00:00Z', 4_000, 0);

    clock.set('2030-06-18T09:00:00Z');
    let authorization = await signIn(loser);
    // Net loss 3,000 + 1,500 + 1,000 = 5,500: 10% is 550; 25% is 1,375, capped at 300.
    expect(await detailOf(tenPercent, authorization)).toMatchObject({ state: 'claim', claimableAmount: 5.5 });
    expect(await detailOf(capped, authorization)).toMatchObject({ state: 'claim', claimableAmount: 3 });

    const claim = await call('POST', `/wps/promotions/${tenPercent}/claim`, authorization, newKey());
    expect(claim.statusCode, claim.body).toBe(200);
    expect(claim.json().value.bonus).toMatchObject({ amount: 5.5, wageringRequired: 16.5, status: 'active' });
    expect(claim.json().value.promotion.state).toBe('claimed');
    const cappedClaim = await call('POST', `/wps/promotions/${capped}/claim`, authorization, newKey());
    expect(cappedClaim.statusCode, cappedClaim.body).toBe(200);

    expect(await bonusesOf(loser.id)).toEqual([
      { amount_minor: 550, wagering_required_minor: 1_650, status: 'active', promotion_id: tenPercent },
      { amount_minor: 300, wagering_required_minor: 900, status: 'active', promotion_id: capped },
    ]);
    expect(await bonusWalletOf(loser.id)).toBe(850);
    const again = await call('POST', `/wps/promotions/${tenPercent}/claim`, authorization, newKey());
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'PROMOTION_NOT_AVAILABLE', value: { state: 'claimed' } });

    // A week on, the week of 06-17 is "last week": its 4,000 lost pay 400, under a new period.
    clock.set('2030-06-24T00:00:00Z');
    authorization = await signIn(loser);
    expect(await detailOf(tenPercent, authorization)).toMatchObject({ state: 'claim', claimableAmount: 4 });
    const next = await call('POST', `/wps/promotions/${tenPercent}/claim`, authorization, newKey());
    expect(next.json().value.bonus, next.body).toMatchObject({ amount: 4 });
    expect((await bonusesOf(loser.id)).map((b) => b.amount_minor)).toEqual([550, 300, 400]);
    await expectLedgerReconciles(t.database);
  });

  it('a week that ended ahead pays nothing: the offer stays in process and a claim is refused', async () => {
    const id = await cashbackPromotion({ cashbackBps: 1_000, maxCashbackMinor: 100_000 });
    const winner = await player();
    // Last week (06-10 to 06-17): 1,000 lost, then 2,000 staked for 4,000 back: 1,000 ahead.
    await round(winner.id, '2030-06-11T12:00:00Z', 1_000, 0);
    await round(winner.id, '2030-06-13T12:00:00Z', 2_000, 4_000);
    // This week's loss is next week's business.
    await round(winner.id, '2030-06-17T12:00:00Z', 9_000, 0);

    clock.set('2030-06-18T09:00:00Z');
    const authorization = await signIn(winner);
    expect(await detailOf(id, authorization)).toMatchObject({ state: 'process', claimableAmount: null });
    const claim = await call('POST', `/wps/promotions/${id}/claim`, authorization, newKey());
    expect(claim.statusCode, claim.body).toBe(409);
    expect(claim.json()).toMatchObject({ code: 'PROMOTION_NOT_AVAILABLE', value: { state: 'process' } });
    expect(await bonusesOf(winner.id)).toEqual([]);
    expect(await bonusWalletOf(winner.id)).toBe(0);

    // A member who placed no bet at all: the same.
    const idle = await registerMember(t.app);
    expect((await detailOf(id, idle.authorization)).state).toBe('process');
  });
});
