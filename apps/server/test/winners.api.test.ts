import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordWins } from '../src/features/bets/bet-wins.ts';
import { maskUsername } from '../src/features/winners/winners.query.ts';
import { adminAuth, createGame, openPeriodOf, placeSlip, settleWith, tick, type Player } from './lottery-helpers.ts';
import { createTestApp, expectLedgerReconciles, manualClock, registerMember, type TestApp } from './test-app.ts';
import { fundWallet, memberIdOf } from './wallet-helpers.ts';

/*
 * GET /lgw/winners: the biggest settled wins of the last 7 days across lottery and games, names
 * masked; trial accounts, losing, pushed and unsettled bets left out.
 */
const clock = manualClock(new Date('2030-06-15T12:00:00Z'));
let t: TestApp;
let keno: string;
let currency: string;
let kenoPeriod: number;
const people: Record<'small' | 'big' | 'trial' | 'games', Player & { username: string }> = {} as never;

interface Winner {
  id: number;
  username: string;
  product: string;
  gameCode: string;
  gameName: string;
  amount: number;
  currency: string;
  settledAt: string;
}

const winners = async (query = '', headers: Record<string, string> = {}) => {
  const res = await t.app.inject({ url: `/lgw/winners${query}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value as Winner[];
};

async function person(funds: number) {
  const member = await registerMember(t.app);
  const id = await memberIdOf(t, member.username);
  if (funds > 0) await fundWallet(t, id, funds);
  return { id, authorization: member.authorization, username: member.username };
}

/**
 * A bet of a game vendor written directly, then recorded for the board as the providers' settling
 * code records it (recordWins keeps only settled bets that paid more than their stake).
 */
async function gameBet(memberId: number, bet: { stake: number; payout: number; status: string; settledAt?: Date }) {
  const { rows } = await sql<{ id: number }>`
    insert into bets (member_id, product, vendor, game_code, game_name, round_id, currency, stake_minor, payout_minor,
      status, placed_at, settled_at)
    values (${memberId}, 'RNG', 'TESTV', 'lucky7', 'Lucky Seven', ${`r${Math.random()}`}, ${currency}, ${bet.stake},
      ${bet.payout}, ${bet.status}, ${clock.now()}, ${bet.status === 'settled' ? (bet.settledAt ?? clock.now()) : null})
    returning id`.execute(t.database.db);
  await recordWins(t.database.db, sql`${rows[0]!.id}::bigint`);
}

beforeAll(async () => {
  t = await createTestApp({
    clock,
    env: { SEED_DEMO: false, OPERATOR_SESSION_IDLE_MINUTES: 100_000, MEMBER_SESSION_IDLE_MINUTES: 100_000 },
  });
  currency = (await t.app.inject({ url: '/wps/system/status' })).json().value.currency.code as string;
  keno = await createGame(t, 'KENO');
  await t.database.db
    .updateTable('lottery_games')
    .set({ names: JSON.stringify({ th: 'คีโนทดสอบ' }) })
    .where('code', '=', keno)
    .execute();
  await tick(t);
  people.small = await person(100_000);
  people.big = await person(100_000);
  people.trial = await person(100_000);
  people.games = await person(0);
});
afterAll(async () => {
  if (t) await expectLedgerReconciles(t.database);
  await t?.close();
});

describe('GET /lgw/winners', () => {
  it('is empty before any win, without a token', async () => {
    expect(await winners()).toEqual([]);
  });

  it('lists the biggest settled wins, masked, without trial accounts, losing, pushed or unsettled bets', async () => {
    const bet = async (who: Player, numbers: string[], unit: number) => {
      const res = await placeSlip(t, who, { gameCode: keno, lines: [{ type: 'big_small', numbers, unit }] });
      expect(res.statusCode, res.body).toBe(200);
    };
    await bet(people.small, ['SMALL'], 1); // pays 1.95
    await bet(people.big, ['SMALL'], 3); // pays 5.85
    await bet(people.big, ['BIG'], 50); // loses
    await bet(people.trial, ['SMALL'], 100); // pays 195.00, but to an account that turns out a trial one
    // The lottery refuses trial accounts' slips: this one is made a trial after betting, and given a game win.
    await t.database.db.updateTable('members').set({ type: 4 }).where('id', '=', people.trial.id).execute();
    await gameBet(people.trial.id, { stake: 100, payout: 70_000, status: 'settled' });
    const period = await openPeriodOf(t, keno);
    kenoPeriod = period.id;
    // Balls 1–20: the sum 210 is small.
    const balls = Array.from({ length: 20 }, (_, i) => String(i + 1).padStart(2, '0'));
    await settleWith(
      t,
      period.id,
      balls.map((number, i) => ({ prize: 0, idx: i + 1, number })),
      clock,
    );
    await gameBet(people.games.id, { stake: 100, payout: 1_000, status: 'settled' }); // 10.00
    await gameBet(people.games.id, { stake: 100, payout: 90_000, status: 'pending' }); // not settled
    await gameBet(people.games.id, { stake: 500, payout: 500, status: 'settled' }); // a push, not a win
    await gameBet(people.games.id, {
      stake: 100,
      payout: 80_000,
      status: 'settled',
      settledAt: new Date(clock.now().getTime() - 8 * 24 * 3600_000),
    }); // older than the week

    const list = await winners('', { language: 'en' });
    expect(list.map((w) => [w.username, w.gameName, w.amount])).toEqual([
      [maskUsername(people.games.username), 'Lucky Seven', 10],
      [maskUsername(people.big.username), 'Test KENO', 5.85],
      [maskUsername(people.small.username), 'Test KENO', 1.95],
    ]);
    expect(list[1]).toMatchObject({ product: 'ELOTT', gameCode: keno, currency, decimals: 2 });
    expect(list[0]!.product).toBe('RNG');
    for (const w of list) {
      expect(w.username).toMatch(/^.{1,2}\*\*\*.?$/);
      expect(Object.values(people).some((p) => w.username.includes(p.username))).toBe(false);
    }
  });

  it('names lottery games in the asked language', async () => {
    const list = await winners('?language=th');
    expect(list.filter((w) => w.gameCode === keno).map((w) => w.gameName)).toEqual(['คีโนทดสอบ', 'คีโนทดสอบ']);
  });

  it('limits to count and refuses bad values with a clear error', async () => {
    expect(await winners('?count=2')).toHaveLength(2);
    for (const query of ['?count=0', '?count=51', '?count=x', '?since=1']) {
      const res = await t.app.inject({ url: `/lgw/winners${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(res.json(), query).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    }
  });

  it("takes a cancelled period's wins off the board (its bets refunded, not paid)", async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/admin/api/lottery/periods/${kenoPeriod}/cancel`,
      headers: await adminAuth(t),
      payload: { reason: 'draw machine fault' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const list = await winners('', { language: 'en' });
    expect(list.map((w) => [w.username, w.amount])).toEqual([[maskUsername(people.games.username), 10]]);
  });

  it('masks short and long names alike', () => {
    expect(maskUsername('abcdef9')).toBe('ab***9');
    expect(maskUsername('abc')).toBe('a***c');
    expect(maskUsername('ab')).toBe('a***');
    expect(maskUsername('阿里巴巴')).toBe('阿里***巴');
  });
});
