import { INHOUSE_VENDOR } from '@portal/shared/contracts/seamless';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLaunchTokens } from '../src/features/providers/launch-tokens.ts';
import { createServerSecret } from '../src/platform/server-secrets.ts';
import { createBankChannel, deposit } from './deposit-helpers.ts';
import { createGame, mainBalanceMinor, placeSlip, tick } from './lottery-helpers.ts';
import { newOperator, PIN, withdrawingPlayer, type TestOperator, type WithdrawingPlayer } from './money-helpers.ts';
import { ensureCatalogGame, providerId, seamlessClient, type SeamlessCall } from './support/seamless-client.ts';
import {
  createTestApp,
  encryptFor,
  expectLedgerReconciles,
  manualClock,
  operatorAuth,
  type TestApp,
} from './test-app.ts';
import { newKey } from './wallet-helpers.ts';
import { APPROVED_WITH_BUDGET } from './approval-helpers.ts';

/*
 * Issue 29, responsible gaming: the member's own limits, counted and enforced by the database in
 * the statement that posts a stake (migration 0060), whichever product posts it; deposits against
 * their limit under the limit's lock; breaks and self-exclusions that end sessions, refuse play
 * and keep the balance withdrawable; nobody shortens one. Runs on PGlite and, with
 * TEST_DATABASE_URL, on PostgreSQL (the concurrent stakes).
 */
const GAME = 'rg-slot';
const clock = manualClock(new Date('2030-06-12T10:00:00Z'));
let t: TestApp;
let call: SeamlessCall;
let currency: string;
let lotteryGame: string;
let bankChannel: number;
let compliance: TestOperator;
let finance: TestOperator;
let support: TestOperator;
let promotionId: number;

beforeAll(async () => {
  // Sessions outlive the jumps of the clock (the cooling-off, the break's end).
  const idle = 60 * 24 * 40;
  t = await createTestApp({
    env: {
      SEED_DEMO: false,
      MEMBER_SESSION_IDLE_MINUTES: idle,
      MEMBER_SESSION_ABSOLUTE_HOURS: idle / 60,
      OPERATOR_SESSION_IDLE_MINUTES: idle,
    },
    clock,
  });
  await ensureCatalogGame(t, INHOUSE_VENDOR, GAME, 1);
  const secret = (await createServerSecret(t.database.db, 'provider-inhouse-secret')()).toString('hex');
  call = seamlessClient(t.app, INHOUSE_VENDOR, secret);
  currency = (await t.app.inject({ url: '/wps/system/status' })).json().value.currency.code as string;
  const admin = await operatorAuth(t.app);
  const settings = await t.app.inject({
    method: 'PATCH',
    url: '/admin/api/settings',
    headers: admin,
    payload: { wallet: { transferVendors: ['PG'] } },
  });
  expect(settings.statusCode, settings.body).toBe(200);
  lotteryGame = await createGame(t, 'XSMB');
  await tick(t);
  bankChannel = (await createBankChannel(t.app, { min: 1, max: 100_000 })).id;
  ({ id: promotionId } = await t.database.db
    .insertInto('promotions')
    .values({
      kind: 'free_credit',
      title: JSON.stringify({ en: 'RG free credit' }),
      starts_at: new Date(clock.now().getTime() - 86_400_000),
      rules: JSON.stringify({ amountMinor: 2_000 }),
      wagering_multiple: 10,
      contributions: JSON.stringify({ RNG: 10_000 }),
      ...APPROVED_WITH_BUDGET,
    })
    .returning('id')
    .executeTakeFirstOrThrow());
  compliance = await newOperator(t.app, ['compliance']);
  finance = await newOperator(t.app, ['finance']);
  support = await newOperator(t.app, ['support']);
});
afterAll(async () => {
  if (t) await expectLedgerReconciles(t.database);
  await t?.close();
});

interface Player extends WithdrawingPlayer {
  token: string;
}

/** A player with `balance` (major) in the main wallet and a live launch token for the test's slot. */
async function player(balance = 1_000): Promise<Player> {
  const p = await withdrawingPlayer(t, balance);
  const token = await createLaunchTokens({ db: t.database.db, clock }).issue(p.id, INHOUSE_VENDOR, GAME);
  return { ...p, token };
}

const as = (p: { authorization: string }) => ({ authorization: p.authorization, language: 'en' });
const put = (p: Player, url: string, payload: object) => t.app.inject({ method: 'PUT', url, headers: as(p), payload });
const limit = (p: Player, kind: string, period: string, amount: number | null) =>
  put(p, '/wps/rg/limits', { kind, period, amount });
const state = async (p: Player) => {
  const res = await t.app.inject({ url: '/wps/rg', headers: as(p) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value;
};
const bet = (p: Player, amountMinor: number, roundId = providerId('round')) =>
  call(
    'bet',
    {
      playerId: String(p.id),
      currency,
      gameCode: GAME,
      token: p.token,
      transactionId: providerId('bet'),
      roundId,
      amountMinor,
    },
    { signedAt: clock.now() },
  );
const win = (p: Player, roundId: string, amountMinor: number) =>
  call(
    'win',
    {
      playerId: String(p.id),
      currency,
      gameCode: GAME,
      roundId,
      transactionId: providerId('win'),
      amountMinor,
      endRound: true,
    },
    { signedAt: clock.now() },
  );
const login = async (p: Player) =>
  t.app.inject({
    method: 'POST',
    url: '/wps/session/login',
    headers: { language: 'en' },
    payload: await encryptFor(t.app, { username: p.username, password: p.password }),
  });
const usage = async (memberId: number) =>
  (await t.database.db
    .selectFrom('rg_usage')
    .select(['period', 'wagered_minor', 'net_loss_minor'])
    .where('member_id', '=', memberId)
    .where('period', '=', 'day')
    .orderBy('period_start', 'desc')
    .executeTakeFirst()) ?? { wagered_minor: 0, net_loss_minor: 0 };

describe('limits: lower at once, raise after the cooling-off', () => {
  it('a first limit and a lower one hold at once; a higher one and a removal wait 24 hours', async () => {
    const p = await player();
    expect((await limit(p, 'wager', 'day', 100)).statusCode).toBe(200);
    expect((await state(p)).money.wager.day).toEqual({ current: 100, pending: null });
    await limit(p, 'wager', 'day', 50);
    expect((await state(p)).money.wager.day).toEqual({ current: 50, pending: null });
    const raised = await limit(p, 'wager', 'day', 200);
    const waitsUntil = new Date(clock.now().getTime() + 24 * 3_600_000).toISOString();
    expect(raised.json().value.money.wager.day).toEqual({ current: 50, pending: { value: 200, at: waitsUntil } });
    // Asking again does not restart the wait; lowering meanwhile drops the raise.
    clock.advance(3_600_000);
    expect((await limit(p, 'wager', 'day', 200)).json().value.money.wager.day.pending.at).toBe(waitsUntil);
    clock.advance(23 * 3_600_000);
    expect((await state(p)).money.wager.day).toEqual({ current: 200, pending: null });
    const removal = (await limit(p, 'wager', 'day', null)).json().value.money.wager.day;
    expect(removal).toMatchObject({ current: 200, pending: { value: null } });
    await limit(p, 'wager', 'day', 20);
    expect((await state(p)).money.wager.day).toEqual({ current: 20, pending: null });
    const history = await t.database.db
      .selectFrom('rg_limit_changes')
      .select(['before_minor', 'requested_minor'])
      .where('member_id', '=', p.id)
      .orderBy('id')
      .execute();
    expect(history.map((h) => [h.before_minor, h.requested_minor])).toEqual([
      [null, 10_000],
      [10_000, 5_000],
      [5_000, 20_000],
      [5_000, 20_000],
      [20_000, null],
      [20_000, 2_000],
    ]);
  });

  it('refuses bad input with the field and writes nothing', async () => {
    const p = await player();
    for (const [payload, field] of [
      [{ kind: 'wager', period: 'day', amount: 0 }, 'amount'],
      [{ kind: 'wager', period: 'day', amount: 1.005 }, 'amount'],
      [{ kind: 'wager', period: 'year', amount: 10 }, 'period'],
      [{ kind: 'bonus', period: 'day', amount: 10 }, 'kind'],
    ] as const) {
      const res = await put(p, '/wps/rg/limits', payload);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
      expect(Object.keys(res.json().value.fields)).toContain(field);
    }
    const time = await put(p, '/wps/rg/time-limits', { kind: 'session', minutes: 1 });
    expect(time.statusCode).toBe(400);
    const rows = await t.database.db.selectFrom('rg_limits').select('kind').where('member_id', '=', p.id).execute();
    expect(rows).toEqual([]);
  });
});

describe('wager and loss limits hold across products, in the posting statement', () => {
  it("a provider's bets: the one that would pass the limit is refused, nothing moved", async () => {
    const p = await player();
    await limit(p, 'wager', 'day', 100);
    expect((await bet(p, 6_000)).status).toBe(200);
    const over = await bet(p, 5_000);
    expect(over.status, over.body).toBe(422);
    expect(over.code).toBe('RG_LIMIT_REACHED');
    expect(over.body).toContain('"kind":"wager"');
    expect(await mainBalanceMinor(t, p.id)).toBe(100_000 - 6_000);
    expect((await bet(p, 4_000)).status).toBe(200);
    expect((await bet(p, 1)).code).toBe('RG_LIMIT_REACHED');
    expect(await usage(p.id)).toMatchObject({ wagered_minor: 10_000 });
    const bets = await t.database.db.selectFrom('bets').select('stake_minor').where('member_id', '=', p.id).execute();
    expect(bets.map((b) => b.stake_minor).sort()).toEqual([4_000, 6_000]);
  });

  it('a loss limit counts wins back: staking again once a win has lowered the net loss', async () => {
    const p = await player();
    await limit(p, 'loss', 'day', 100);
    const round = providerId('round');
    expect((await bet(p, 10_000, round)).status).toBe(200);
    expect((await bet(p, 1)).code).toBe('RG_LIMIT_REACHED');
    expect((await win(p, round, 5_000)).status).toBe(200);
    expect((await bet(p, 5_000)).status).toBe(200);
    expect((await bet(p, 1)).code).toBe('RG_LIMIT_REACHED');
    expect(await usage(p.id)).toMatchObject({ wagered_minor: 15_000, net_loss_minor: 10_000 });
  });

  it('a limit set mid-day counts what was already played today', async () => {
    const p = await player();
    expect((await bet(p, 7_000)).status).toBe(200);
    await limit(p, 'wager', 'day', 100);
    expect((await state(p)).usage.find((u: { period: string }) => u.period === 'day')).toMatchObject({ wagered: 70 });
    expect((await bet(p, 4_000)).code).toBe('RG_LIMIT_REACHED');
    expect((await bet(p, 3_000)).status).toBe(200);
  });

  it('a lottery slip past the limit is refused and leaves no slip', async () => {
    const p = await player();
    await limit(p, 'wager', 'week', 100);
    const first = await placeSlip(t, p, { gameCode: lotteryGame, lines: [{ type: 'de', numbers: ['07'], unit: 80 }] });
    expect(first.statusCode, first.body).toBe(200);
    const second = await placeSlip(t, p, { gameCode: lotteryGame, lines: [{ type: 'de', numbers: ['08'], unit: 30 }] });
    expect(second.statusCode, second.body).toBe(422);
    expect(second.json().code).toBe('RG_LIMIT_REACHED');
    const slips = await t.database.db.selectFrom('lottery_slips').select('id').where('member_id', '=', p.id).execute();
    expect(slips).toHaveLength(1);
    expect(await mainBalanceMinor(t, p.id)).toBe(100_000 - 8_000);
  });

  it("money sent to a vendor's wallet counts as staked; bringing it back is allowed", async () => {
    const p = await player();
    await limit(p, 'wager', 'month', 100);
    const send = (amount: number) =>
      t.app.inject({
        method: 'POST',
        url: '/wps/relay/GCS_walletTransfer',
        headers: { ...as(p), 'idempotency-key': newKey() },
        payload: { from: 'main', to: 'vendor:PG', amount },
      });
    const over = await send(150);
    expect(over.statusCode, over.body).toBe(422);
    expect(over.json().code).toBe('RG_LIMIT_REACHED');
    expect((await send(100)).statusCode).toBe(200);
    const back = await t.app.inject({
      method: 'POST',
      url: '/wps/wallet/recall-all',
      headers: { ...as(p), 'idempotency-key': newKey() },
    });
    expect(back.statusCode, back.body).toBe(200);
    expect(await mainBalanceMinor(t, p.id)).toBe(100_000);
  });

  it('20 concurrent bets never pass the limit by one minor unit', async () => {
    const p = await player();
    await limit(p, 'wager', 'day', 55.55);
    const amounts = Array.from({ length: 20 }, (_, n) => 500 + n * 37);
    const answers = await Promise.all(amounts.map((amount) => bet(p, amount)));
    const taken = amounts.filter((_, n) => answers[n]!.status === 200);
    const refused = answers.filter((a) => a.status !== 200);
    expect(refused.every((a) => a.code === 'RG_LIMIT_REACHED')).toBe(true);
    const staked = taken.reduce((sum, a) => sum + a, 0);
    expect(staked).toBeLessThanOrEqual(5_555);
    expect(taken.length).toBeGreaterThan(0);
    expect((await usage(p.id)).wagered_minor).toBe(staked);
    expect(await mainBalanceMinor(t, p.id)).toBe(100_000 - staked);
    // Every refused bet would indeed have passed the limit on top of what was taken.
    const smallestRefused = Math.min(...amounts.filter((_, n) => answers[n]!.status !== 200));
    expect(staked + smallestRefused).toBeGreaterThan(5_555);
  });
});

describe('deposit limits', () => {
  it('counts orders asked for in the period, paid or pending, and refuses the one that would pass', async () => {
    const p = await player(0);
    await limit(p, 'deposit', 'day', 100);
    const order = (amount: number, key?: string) =>
      deposit(t.app, p.authorization, { channelId: bankChannel, amount, reference: 'RG-TEST' }, key);
    const firstKey = newKey();
    expect((await order(80, firstKey)).statusCode).toBe(200);
    const over = await order(30);
    expect(over.statusCode, over.body).toBe(422);
    expect(over.json()).toMatchObject({
      code: 'RG_LIMIT_REACHED',
      value: { kind: 'deposit', period: 'day', roomMinor: 2_000 },
    });
    // The same order again answers itself, whatever the limit says now.
    expect((await order(80, firstKey)).statusCode).toBe(200);
    expect((await order(20)).statusCode).toBe(200);
    const orders = await t.database.db
      .selectFrom('deposit_orders')
      .select('amount_minor')
      .where('member_id', '=', p.id)
      .execute();
    expect(orders.map((o) => o.amount_minor).sort()).toEqual([2_000, 8_000]);
    expect((await state(p)).usage.find((u: { period: string }) => u.period === 'day')).toMatchObject({
      deposited: 100,
    });
  });
});

describe('session limit and reality check', () => {
  it('a session ends at its limit; lowering the limit ends open sessions that ran longer', async () => {
    const p = await player();
    await put(p, '/wps/rg/time-limits', { kind: 'session', minutes: 60 });
    const fresh = await login(p);
    expect(fresh.statusCode, fresh.body).toBe(200);
    const auth = { authorization: `Bearer ${fresh.json().value.token}` };
    clock.advance(59 * 60_000);
    expect((await t.app.inject({ url: '/wps/v2/wallets/balance', headers: auth })).statusCode).toBe(200);
    clock.advance(2 * 60_000);
    const ended = await t.app.inject({ url: '/wps/v2/wallets/balance', headers: auth });
    expect(ended.statusCode).toBe(401);
    // A session 40 minutes old when the limit is lowered to 30 ends at once.
    const other = await login(p);
    clock.advance(40 * 60_000);
    const otherAuth = { authorization: `Bearer ${other.json().value.token}` };
    const lowered = await put({ ...p, ...otherAuth }, '/wps/rg/time-limits', { kind: 'session', minutes: 30 });
    expect(lowered.statusCode, lowered.body).toBe(200);
    expect((await t.app.inject({ url: '/wps/v2/wallets/balance', headers: otherAuth })).statusCode).toBe(401);
  });

  it('the reminder shows time played and net result; stop ends the session, both logged', async () => {
    const p = await player();
    const signedIn = await login(p);
    const session = { ...p, authorization: `Bearer ${signedIn.json().value.token}` };
    await put(session, '/wps/rg/time-limits', { kind: 'reality_check', minutes: 15 });
    expect((await bet(p, 2_500)).status).toBe(200);
    clock.advance(16 * 60_000);
    const check = await t.app.inject({ url: '/wps/rg/reality-check', headers: as(session) });
    expect(check.statusCode, check.body).toBe(200);
    expect(check.json().value).toMatchObject({ intervalMinutes: 15, minutesPlayed: 16, netResult: -25, wagered: 25 });
    const go = await t.app.inject({
      method: 'POST',
      url: '/wps/rg/reality-check',
      headers: as(session),
      payload: { choice: 'continue' },
    });
    expect(go.statusCode).toBe(200);
    const next = (await t.app.inject({ url: '/wps/rg/reality-check', headers: as(session) })).json().value;
    expect(next.nextAt).toBe(new Date(clock.now().getTime() + 15 * 60_000).toISOString());
    const stop = await t.app.inject({
      method: 'POST',
      url: '/wps/rg/reality-check',
      headers: as(session),
      payload: { choice: 'stop' },
    });
    expect(stop.statusCode).toBe(200);
    expect((await t.app.inject({ url: '/wps/rg', headers: as(session) })).statusCode).toBe(401);
    const log = await t.database.db
      .selectFrom('rg_reality_checks')
      .select('choice')
      .where('member_id', '=', p.id)
      .orderBy('id')
      .execute();
    expect(log.map((l) => l.choice)).toEqual(['continue', 'stop']);
  });
});

describe('breaks and self-exclusion', () => {
  const block = (p: Player, payload: object) =>
    t.app.inject({ method: 'POST', url: '/wps/rg/block', headers: as(p), payload });

  it('a break ends every session; sign-in answers the code with a cash-out session; play and deposits refused', async () => {
    const p = await player(500);
    const wrong = await block(p, { kind: 'timeout', duration: '24h', password: 'not-the-password' });
    expect(wrong.json().code).toBe('INVALID_CREDENTIALS');
    expect((await block(p, { kind: 'timeout', duration: '24h', password: p.password })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/wps/rg', headers: as(p) })).statusCode).toBe(401);

    const signIn = await login(p);
    expect(signIn.statusCode, signIn.body).toBe(403);
    const until = new Date(clock.now().getTime() + 24 * 3_600_000).toISOString();
    expect(signIn.json()).toMatchObject({ code: 'RG_PLAY_BLOCKED', value: { kind: 'timeout', until } });
    const cashOut = { authorization: `Bearer ${signIn.json().value.cashOutToken}`, language: 'en' };
    expect((await t.app.inject({ url: '/wps/v2/wallets/balance', headers: cashOut })).statusCode).toBe(200);
    const refused = await deposit(t.app, cashOut.authorization, { channelId: bankChannel, amount: 10, reference: 'X' });
    expect(refused.json().code).toBe('RG_PLAY_BLOCKED');
    const slip = await placeSlip(
      t,
      { id: p.id, authorization: cashOut.authorization },
      {
        gameCode: lotteryGame,
        lines: [{ type: 'de', numbers: ['01'], unit: 1 }],
      },
    );
    expect(slip.json().code).toBe('RG_PLAY_BLOCKED');
    // A provider still holding a live game token: its bet is refused by the ledger itself.
    const token = await createLaunchTokens({ db: t.database.db, clock }).issue(p.id, INHOUSE_VENDOR, GAME);
    const late = await bet({ ...p, token }, 100);
    expect(late.code).toBe('RG_PLAY_BLOCKED');
    // The balance is the member's own: it can leave.
    const out = await t.app.inject({
      method: 'POST',
      url: '/wps/payment/withdrawals',
      headers: { ...cashOut, 'idempotency-key': newKey() },
      payload: { amount: 100, bankAccountId: p.bankAccountId, paymentPassword: PIN },
    });
    expect(out.statusCode, out.body).toBe(200);

    clock.advance(24 * 3_600_000 + 1_000);
    expect((await login(p)).statusCode).toBe(200);
    const relaunched = await createLaunchTokens({ db: t.database.db, clock }).issue(p.id, INHOUSE_VENDOR, GAME);
    expect((await bet({ ...p, token: relaunched }, 100)).status).toBe(200);
  });

  it('self-exclusion forfeits bonuses, cannot be shortened by anyone, and outlasts a later break', async () => {
    const p = await player(100);
    const claim = await t.app.inject({
      method: 'POST',
      url: `/wps/promotions/${promotionId}/claim`,
      headers: { ...as(p), 'idempotency-key': newKey() },
    });
    expect(claim.statusCode, claim.body).toBe(200);
    const now = clock.now();
    expect((await block(p, { kind: 'self_exclusion', duration: '6m', password: p.password })).statusCode).toBe(200);
    const row = await t.database.db
      .selectFrom('members')
      .select(['play_block_kind', 'play_blocked_until'])
      .where('id', '=', p.id)
      .executeTakeFirstOrThrow();
    expect(row.play_block_kind).toBe('self_exclusion');
    const sixMonths = new Date(now);
    sixMonths.setUTCMonth(sixMonths.getUTCMonth() + 6);
    expect(row.play_blocked_until?.toISOString()).toBe(sixMonths.toISOString());
    const bonuses = await t.database.db
      .selectFrom('member_bonuses')
      .select('status')
      .where('member_id', '=', p.id)
      .execute();
    expect(bonuses).toEqual([{ status: 'forfeited' }]);
    // Not an operator, not a script with the database's password: the row refuses it.
    for (const change of [
      sql`update members set play_blocked_until = now() where id = ${p.id}`,
      sql`update members set play_block_kind = null, play_blocked_until = null where id = ${p.id}`,
      sql`update members set play_block_kind = 'timeout' where id = ${p.id}`,
    ]) {
      await expect(change.execute(t.database.db)).rejects.toMatchObject({ code: 'RG003' });
    }
    // A cash-out session asks for a 24-hour break: the exclusion stays as long and as strict.
    const signIn = await login(p);
    const cashOut = { ...p, authorization: `Bearer ${signIn.json().value.cashOutToken}` };
    const asked = await block(cashOut, { kind: 'timeout', duration: '24h', password: p.password });
    expect(asked.json().code).toBe('RG_PLAY_BLOCKED');
    expect((await login(p)).json().value).toMatchObject({ kind: 'self_exclusion' });

    // No more marketing: a broadcast skips the member; a message addressed by name still reaches them.
    const neighbour = await player(0);
    await t.database.db
      .updateTable('members')
      .set({ country_dialing_code: '+998' })
      .where('id', 'in', [p.id, neighbour.id])
      .execute();
    const send = (audience: object) =>
      t.app.inject({
        method: 'POST',
        url: '/admin/api/messages',
        headers: support.auth,
        payload: { title: { 'pt-BR': 'Oferta' }, content: { 'pt-BR': 'Bônus hoje.' }, audience },
      });
    const broadcast = await send({ kind: 'country', dialingCodes: ['+998'] });
    expect(broadcast.statusCode, broadcast.body).toBe(200);
    expect(broadcast.json().value.recipients).toBe(1);
    expect((await send({ kind: 'member', username: p.username })).json().value.recipients).toBe(1);
  });

  it('a permanent self-exclusion has no end', async () => {
    const p = await player(0);
    const res = await block(p, { kind: 'self_exclusion', duration: 'permanent', password: p.password });
    expect(res.statusCode).toBe(200);
    expect((await login(p)).json()).toMatchObject({
      code: 'RG_PLAY_BLOCKED',
      value: { kind: 'self_exclusion', until: null },
    });
  });
});

describe('the console', () => {
  it("compliance reads a member's page and the report; finance cannot", async () => {
    const p = await player();
    await limit(p, 'loss', 'week', 300);
    const page = await t.app.inject({ url: `/admin/api/members/${p.id}/responsible-gaming`, headers: compliance.auth });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json().value).toMatchObject({
      state: { money: { loss: { week: { current: 300 } } } },
      kyc: { state: 'none', verifiedLevel: 0, documents: [], lastDecision: null },
      changes: [{ kind: 'loss', period: 'week', before: null, requested: 300 }],
    });
    const report = await t.app.inject({
      url: '/admin/api/responsible-gaming?show=limits&pageSize=100',
      headers: compliance.auth,
    });
    expect(report.statusCode).toBe(200);
    expect(report.json().value.rows).toContainEqual(
      expect.objectContaining({ memberId: p.id, kind: 'loss', period: 'week', value: 300 }),
    );
    const blocks = await t.app.inject({ url: '/admin/api/responsible-gaming?show=blocks', headers: compliance.auth });
    expect(blocks.json().value.total).toBeGreaterThan(0);
    const denied = await t.app.inject({ url: `/admin/api/members/${p.id}/responsible-gaming`, headers: finance.auth });
    expect(denied.statusCode).toBe(403);
    const missing = await t.app.inject({
      url: '/admin/api/members/999999999/responsible-gaming',
      headers: compliance.auth,
    });
    expect(missing.statusCode).toBe(404);
  });
});
