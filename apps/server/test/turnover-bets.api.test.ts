import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toMajor } from '@portal/shared/money';
import { createLaunchTokens } from '../src/features/providers/launch-tokens.ts';
import { systemClock } from '../src/platform/clock.ts';
import { randomBytes } from 'node:crypto';
import { drawResult } from '../src/features/lottery/fair-draw.ts';
import { fairStream } from '../src/platform/fair-stream.ts';
import { createGame, openPeriodOf, placeSlip, settleWith, tick } from './lottery-helpers.ts';
import { ensureCatalogGame, providerId, seamlessClient } from './support/seamless-client.ts';
import { ensureStudioCatalog, launchStudioGame, listeningUrl, startPortalHop, studio } from './studio-helpers.ts';
import {
  createTestApp,
  encryptFor,
  expectLedgerReconciles,
  operatorAuth,
  registerMember,
  type TestApp,
} from './test-app.ts';
import { fundWallet, memberIdOf, newKey } from './wallet-helpers.ts';

/*
 * docs/security.md and decision 011: bets lower the turnover requirement (studio rounds, seamless
 * provider bets, lottery slips: triggers on `bets`, migration 0028), a cancelled bet puts its part
 * back, and a transfer to the upline is refused while a requirement is open, as a withdrawal is.
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const PAYMENT_PASSWORD = '135790';
const PGSOFT_SECRET = 'pgsoft-turnover-test-secret-0123456789';
let t: TestApp;
let hop: Awaited<ReturnType<typeof startPortalHop>>;
let admin: { authorization: string };
let currency: { code: string; decimals: number };
let lotteryCode: string;

beforeAll(async () => {
  hop = await startPortalHop();
  t = await createTestApp({ env: { PUBLIC_URL: hop.url, SEED_DEMO: false } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  hop.setTarget(listeningUrl(t.app));
  admin = await operatorAuth(t.app);
  await ensureStudioCatalog(t);
  await ensureCatalogGame(t, 'PGSOFT', 'turnover-slot', 50);
  const provider = await t.app.inject({
    method: 'PUT',
    url: '/admin/api/providers/PGSOFT',
    headers: admin,
    payload: {
      secret: PGSOFT_SECRET,
      launchUrl: 'https://games.pgsoft.example/launch',
      merchantId: 'portal-test',
      maxBetMinor: 1_000_000,
    },
  });
  expect(provider.statusCode, provider.body).toBe(200);
  const flag = await t.app.inject({
    method: 'PATCH',
    url: '/admin/api/settings',
    headers: admin,
    payload: { flags: { transferToUpline: true } },
  });
  expect(flag.statusCode, flag.body).toBe(200);
  currency = (await t.app.inject({ url: '/wps/system/status' })).json().value.currency;
  lotteryCode = await createGame(t, 'FAST_NORTH');
  await tick(t);
});

afterAll(async () => {
  if (t) await expectLedgerReconciles(t.database);
  await t?.close();
  await hop?.close();
});

/** An upline and a downline holding `amountMinor`, with a payment password. */
async function pair(amountMinor: number) {
  const upline = await registerMember(t.app);
  const uplineId = await memberIdOf(t, upline.username);
  const { referral_code } = await t.database.db
    .selectFrom('members')
    .select('referral_code')
    .where('id', '=', uplineId)
    .executeTakeFirstOrThrow();
  const player = await registerMember(t.app, { referralCode: referral_code });
  const id = await memberIdOf(t, player.username);
  await fundWallet(t, id, amountMinor);
  const set = await t.app.inject({
    method: 'PUT',
    url: '/wps/member/payment-password',
    headers: { authorization: player.authorization },
    payload: await encryptFor(t.app, {
      loginPassword: player.password,
      paymentPassword: PAYMENT_PASSWORD,
      confirmPaymentPassword: PAYMENT_PASSWORD,
    }),
  });
  expect(set.statusCode, set.body).toBe(200);
  return { upline: { id: uplineId }, player: { ...player, id, memberId: id } };
}

const setRequirement = async (memberId: number, remainingMinor: number) => {
  const res = await t.app.inject({
    method: 'PUT',
    url: `/admin/api/turnover-requirements/${memberId}`,
    headers: admin,
    payload: { remaining: toMajor(remainingMinor, currency.decimals) },
  });
  expect(res.statusCode, res.body).toBe(200);
};

const remainingOf = async (memberId: number) =>
  (
    await t.database.db
      .selectFrom('member_turnover_requirements')
      .select('remaining_minor')
      .where('member_id', '=', memberId)
      .executeTakeFirst()
  )?.remaining_minor ?? 0;

const mainOf = async (memberId: number) =>
  (
    await t.database.db
      .selectFrom('ledger_accounts')
      .select('balance_minor')
      .where('member_id', '=', memberId)
      .where('code', '=', 'main')
      .where('currency', '=', currency.code)
      .executeTakeFirst()
  )?.balance_minor ?? 0;

const toUpline = (authorization: string, amountMinor: number, key = newKey()) =>
  t.app.inject({
    method: 'POST',
    url: '/wps/wallet/transfer-upline',
    headers: { authorization, language: 'en', 'idempotency-key': key },
    payload: { amount: toMajor(amountMinor, currency.decimals), paymentPassword: PAYMENT_PASSWORD },
  });

const pgsoft = () => seamlessClient(t.app, 'PGSOFT', PGSOFT_SECRET);

async function seamlessBet(memberId: number, amountMinor: number, token?: string, roundId = providerId('tr')) {
  const launch =
    token ??
    (await createLaunchTokens({ db: t.database.db, clock: systemClock }).issue(memberId, 'PGSOFT', 'turnover-slot'));
  return pgsoft()('bet', {
    token: launch,
    playerId: String(memberId),
    gameCode: 'turnover-slot',
    currency: currency.code,
    transactionId: providerId('tb'),
    roundId,
    amountMinor,
  });
}

describe('bets lower the turnover requirement', () => {
  // Three kinds of bet, a period settled and the ledger read: on a loaded CI machine, past 30 s.
  it('studio rounds, seamless bets and lottery slips each lower it; a transfer to the upline waits for zero', async () => {
    const { upline, player } = await pair(200_000);
    await setRequirement(player.id, 3_000);

    const refused = await toUpline(player.authorization, 500);
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json()).toMatchObject({
      code: 'TURNOVER_REQUIREMENT_NOT_MET',
      value: { remaining: toMajor(3_000, currency.decimals) },
    });
    expect(await mainOf(upline.id)).toBe(0);
    expect(await mainOf(player.id)).toBe(200_000);

    // Studio rounds (the in-house studio over the seamless protocol).
    const p = await launchStudioGame(t, 'dice', 0, player);
    for (let i = 0; i < 2; i += 1) {
      const round = await studio(t.app, 'POST', '/studio/api/rounds', {
        token: p.token,
        game: 'dice',
        stakeMinor: 1_000,
        params: { target: 5000, direction: 'under' },
      });
      expect(round.status, JSON.stringify(round)).toBe(200);
    }
    expect(await remainingOf(player.id)).toBe(1_000);

    // A third-party vendor's seamless bet.
    const roundId = providerId('tr');
    const bet = await seamlessBet(player.id, 600, undefined, roundId);
    expect(bet.status, bet.body).toBe(200);
    expect(await remainingOf(player.id)).toBe(400);
    expect((await toUpline(player.authorization, 500)).json().code).toBe('TURNOVER_REQUIREMENT_NOT_MET');

    // A lottery slip: every bet line of it counts, in one lowering. (Its own game: this test
    // settles the period, the others keep betting on the shared one.)
    const ownGame = await createGame(t, 'FAST_NORTH');
    await tick(t);
    const period = await openPeriodOf(t, ownGame);
    const slip = await placeSlip(t, player, {
      gameCode: ownGame,
      lines: [{ type: 'de', numbers: ['07', '08', '09', '10', '11'], unit: 1 }],
    });
    expect(slip.statusCode, slip.body).toBe(200);
    expect(await remainingOf(player.id)).toBe(0);

    // Decision 040: the vendor bet and the slip can still be undone, so what they took off still
    // counts when money leaves; once final (the round ends, the period settles) it no longer does.
    const pending = await toUpline(player.authorization, 500);
    expect(pending.json()).toMatchObject({
      code: 'TURNOVER_REQUIREMENT_NOT_MET',
      value: { remaining: toMajor(1_000, currency.decimals) },
    });
    const ended = await pgsoft()('end-round', {
      playerId: String(player.id),
      gameCode: 'turnover-slot',
      currency: currency.code,
      roundId,
    });
    expect(ended.status, ended.body).toBe(200);
    expect((await toUpline(player.authorization, 500)).json().value).toEqual({
      remaining: toMajor(400, currency.decimals),
    });
    await settleWith(
      t,
      period.id,
      drawResult('FAST_NORTH', fairStream(randomBytes(32), ownGame, period.issue)),
      systemClock,
    );

    const before = await mainOf(player.id);
    const allowed = await toUpline(player.authorization, 500);
    expect(allowed.statusCode, allowed.body).toBe(200);
    expect(await mainOf(upline.id)).toBe(500);
    expect(await mainOf(player.id)).toBe(before - 500);
  }, 90_000);

  it('a cancelled lottery slip puts its bets back on the requirement: a bet and its cancellation clear nothing', async () => {
    const { player } = await pair(50_000);
    await setRequirement(player.id, 300);
    const slip = await placeSlip(t, player, {
      gameCode: lotteryCode,
      lines: [{ type: 'de', numbers: ['21', '22', '23', '24', '25'], unit: 1 }],
    });
    expect(slip.statusCode, slip.body).toBe(200);
    const stake = await t.database.db
      .selectFrom('lottery_slips')
      .select(['id', 'stake_minor'])
      .where('member_id', '=', player.id)
      .executeTakeFirstOrThrow();
    expect(stake.stake_minor).toBeGreaterThanOrEqual(300);
    expect(await remainingOf(player.id)).toBe(0);
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/lgw/lottery/bets/${stake.id}/cancel`,
      headers: { authorization: player.authorization, language: 'en' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    // Exactly what the slip took off goes back (decision 040), not its whole stake.
    expect(await remainingOf(player.id)).toBe(300);
    expect((await toUpline(player.authorization, 100)).json().code).toBe('TURNOVER_REQUIREMENT_NOT_MET');
  });

  it('a provider rollback puts the bet back too; bets of a member without a requirement write none', async () => {
    const { player } = await pair(20_000);
    await setRequirement(player.id, 1_000);
    const token = await createLaunchTokens({ db: t.database.db, clock: systemClock }).issue(
      player.id,
      'PGSOFT',
      'turnover-slot',
    );
    const transactionId = providerId('tb');
    const roundId = providerId('tr');
    const base = { token, playerId: String(player.id), gameCode: 'turnover-slot', currency: currency.code };
    expect((await pgsoft()('bet', { ...base, transactionId, roundId, amountMinor: 700 })).status).toBe(200);
    expect(await remainingOf(player.id)).toBe(300);
    const rollback = await pgsoft()('rollback', {
      playerId: String(player.id),
      gameCode: 'turnover-slot',
      currency: currency.code,
      transactionId: providerId('rb'),
      betTransactionId: transactionId,
      roundId,
    });
    expect(rollback.status, rollback.body).toBe(200);
    expect(await remainingOf(player.id)).toBe(1_000);

    const other = await pair(5_000);
    expect((await seamlessBet(other.player.id, 100)).status).toBe(200);
    const rows = await t.database.db
      .selectFrom('member_turnover_requirements')
      .select('member_id')
      .where('member_id', '=', other.player.id)
      .execute();
    expect(rows).toHaveLength(0);
  });

  it.skipIf(!onPostgres)('parallel bets of two members each count once: no lowering is lost', async () => {
    const a = await pair(100_000);
    const b = await pair(100_000);
    await setRequirement(a.player.id, 10_000);
    await setRequirement(b.player.id, 3_600);
    const tokenA = await createLaunchTokens({ db: t.database.db, clock: systemClock }).issue(
      a.player.id,
      'PGSOFT',
      'turnover-slot',
    );
    const tokenB = await createLaunchTokens({ db: t.database.db, clock: systemClock }).issue(
      b.player.id,
      'PGSOFT',
      'turnover-slot',
    );
    const roundB = providerId('tr');
    const bets = await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        i % 2 ? seamlessBet(a.player.id, 300, tokenA) : seamlessBet(b.player.id, 300, tokenB, roundB),
      ),
    );
    expect(bets.every((r) => r.status === 200)).toBe(true);
    expect(await remainingOf(a.player.id)).toBe(10_000 - 12 * 300);
    expect(await remainingOf(b.player.id)).toBe(0);
    // Transfers racing the last bets of a: refused while anything is owed, all of them.
    const [racing] = await Promise.all([
      Promise.all(Array.from({ length: 5 }, () => toUpline(a.player.authorization, 100))),
      seamlessBet(a.player.id, 300, tokenA),
    ]);
    for (const res of racing) expect(res.json().code).toBe('TURNOVER_REQUIREMENT_NOT_MET');
    expect(await remainingOf(a.player.id)).toBe(10_000 - 13 * 300);
    expect(await mainOf(a.upline.id)).toBe(0);
    // b's bets are final once their round ends (decision 040): then its money may leave.
    expect((await toUpline(b.player.authorization, 100)).json().code).toBe('TURNOVER_REQUIREMENT_NOT_MET');
    const ended = await pgsoft()('end-round', {
      playerId: String(b.player.id),
      gameCode: 'turnover-slot',
      currency: currency.code,
      roundId: roundB,
    });
    expect(ended.status, ended.body).toBe(200);
    const b2 = await Promise.all(Array.from({ length: 4 }, () => toUpline(b.player.authorization, 100)));
    expect(b2.every((r) => r.statusCode === 200)).toBe(true);
    expect(await mainOf(b.upline.id)).toBe(400);
    await expectLedgerReconciles(t.database);
  });
});

describe('the lottery period is open', () => {
  it('has an open period for the slips above', async () => {
    expect(await openPeriodOf(t, lotteryCode)).toBeDefined();
  });
});
