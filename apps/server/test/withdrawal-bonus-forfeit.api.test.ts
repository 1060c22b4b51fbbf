import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Insertable } from 'kysely';
import type { Promotions } from '../src/db/schema.ts';
import { APPROVED_WITH_BUDGET } from './approval-helpers.ts';
import { PIN, withdrawingPlayer, type WithdrawingPlayer } from './money-helpers.ts';
import { createTestApp, expectLedgerReconciles, type TestApp } from './test-app.ts';
import { newKey } from './wallet-helpers.ts';

/*
 * A withdrawal that would forfeit bonus money asks first (issue 31, UX review worst #1): without
 * the player's agreement to lose the amount it names it is refused and nothing moves; with it the
 * forfeiture is in the ledger. The bonus card, the bonus wallet and the withdraw page read one
 * wagering figure. On PostgreSQL, the forfeit path races a bet's settlement and a second claim.
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env: { SEED_DEMO: false } });
});
afterAll(async () => {
  if (t) await expectLedgerReconciles(t.database);
  await t?.close();
});

const DAY = 86_400_000;
let serial = 0;

/** A free-credit offer of `amountMinor` to wager `multiple` times, slots counting whole. */
async function freeCredit(amountMinor: number, multiple: number, extra: Partial<Insertable<Promotions>> = {}) {
  serial += 1;
  const { id } = await t.database.db
    .insertInto('promotions')
    .values({
      kind: 'free_credit',
      title: JSON.stringify({ en: `Forfeit offer ${serial}` }),
      summary: JSON.stringify({ en: 'Summary' }),
      body: JSON.stringify({ en: 'Body' }),
      starts_at: new Date(Date.now() - DAY),
      contributions: JSON.stringify({ RNG: 10_000 }),
      rules: JSON.stringify({ amountMinor }),
      wagering_multiple: multiple,
      ...APPROVED_WITH_BUDGET,
      ...extra,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

const claim = (player: WithdrawingPlayer, promotionId: number) =>
  t.app.inject({
    method: 'POST',
    url: `/wps/promotions/${promotionId}/claim`,
    headers: { authorization: player.authorization, 'idempotency-key': newKey(), language: 'en' },
  });

async function claimed(player: WithdrawingPlayer, promotionId: number) {
  const res = await claim(player, promotionId);
  expect(res.statusCode, res.body).toBe(200);
}

const withdraw = (player: WithdrawingPlayer, amount: number, confirmForfeit?: number) =>
  t.app.inject({
    method: 'POST',
    url: '/wps/payment/withdrawals',
    headers: { authorization: player.authorization, 'idempotency-key': newKey(), language: 'pt-BR' },
    payload: { amount, bankAccountId: player.bankAccountId, paymentPassword: PIN, confirmForfeit },
  });

const get = async (url: string, player: WithdrawingPlayer) => {
  const res = await t.app.inject({ url, headers: { authorization: player.authorization, language: 'en' } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value;
};

const walletOf = async (memberId: number, code: 'main' | 'bonus') =>
  (
    await t.database.db
      .selectFrom('ledger_accounts')
      .select('balance_minor')
      .where('member_id', '=', memberId)
      .where('code', '=', code)
      .executeTakeFirst()
  )?.balance_minor ?? 0;

const bonusesOf = (memberId: number) =>
  t.database.db
    .selectFrom('member_bonuses')
    .select(['status', 'amount_minor'])
    .where('member_id', '=', memberId)
    .orderBy('id')
    .execute();

const withdrawalsOf = (memberId: number) =>
  t.database.db.selectFrom('withdrawals').select('id').where('member_id', '=', memberId).execute();

/** A slot bet placed pending (it wagers nothing yet); answers its id. */
async function pendingBet(memberId: number, validMinor: number) {
  const { id } = await t.database.db
    .insertInto('bets')
    .values({
      member_id: memberId,
      product: 'RNG',
      vendor: 'TESTVENDOR',
      game_code: 'g1',
      currency: 'BRL',
      stake_minor: validMinor,
      valid_bet_minor: validMinor,
      vendor_bet_id: `forfeit-${memberId}-${serial++}-${Math.random()}`,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** The provider's settlement of a bet: final play, it wagers the member's oldest active bonus. */
const settle = (betId: number) =>
  t.database.db
    .updateTable('bets')
    .set({ status: 'settled', settled_at: new Date() })
    .where('id', '=', betId)
    .execute();

describe('a withdrawal that would forfeit a bonus', () => {
  it('is refused without the player agreeing to lose the amount it names; nothing moves', async () => {
    const offer = await freeCredit(500, 10);
    const player = await withdrawingPlayer(t, 100);
    await claimed(player, offer);

    const unconfirmed = await withdraw(player, 60);
    expect(unconfirmed.statusCode, unconfirmed.body).toBe(422);
    expect(unconfirmed.json()).toMatchObject({
      success: false,
      code: 'BONUS_FORFEIT_UNCONFIRMED',
      value: { forfeitAmount: 5 },
    });
    expect(unconfirmed.json().message).toMatch(/bônus/);
    // Agreeing to lose less than the bonus is no agreement.
    const short = await withdraw(player, 60, 4.99);
    expect(short.json()).toMatchObject({ code: 'BONUS_FORFEIT_UNCONFIRMED', value: { forfeitAmount: 5 } });

    expect(await walletOf(player.id, 'main')).toBe(10_000);
    expect(await walletOf(player.id, 'bonus')).toBe(500);
    expect(await bonusesOf(player.id)).toEqual([{ status: 'active', amount_minor: 500 }]);
    expect(await withdrawalsOf(player.id)).toEqual([]);
    await expectLedgerReconciles(t.database);
  });

  it('goes through with the agreement: the bonus goes back to the house in the ledger, the amount is held', async () => {
    const offer = await freeCredit(500, 10);
    const player = await withdrawingPlayer(t, 100);
    await claimed(player, offer);
    const options = await get('/wps/payment/withdrawals/options', player);
    expect(options.bonus).toMatchObject({ activeAmount: 5, forfeitAmount: 5, refuses: false });

    const confirmed = await withdraw(player, 60, options.bonus.forfeitAmount);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().value).toMatchObject({ amount: 60, status: 'in_process' });
    expect(await bonusesOf(player.id)).toEqual([{ status: 'forfeited', amount_minor: 500 }]);
    expect(await walletOf(player.id, 'bonus')).toBe(0);
    expect(await walletOf(player.id, 'main')).toBe(4_000);
    const forfeits = await t.database.db
      .selectFrom('ledger_transactions as tx')
      .innerJoin('ledger_entries as e', 'e.transaction_id', 'tx.id')
      .innerJoin('ledger_accounts as a', 'a.id', 'e.account_id')
      .select(['a.code', 'e.amount_minor'])
      .where('tx.member_id', '=', player.id)
      .where('tx.kind', '=', 'bonus_forfeited')
      .orderBy('e.amount_minor')
      .execute();
    expect(forfeits.map((f) => [f.code, Number(f.amount_minor)])).toEqual([
      ['bonus', -500],
      ['promotions', 500],
    ]);
    // Nothing active any more: the next withdrawal asks nothing.
    expect((await get('/wps/payment/withdrawals/options', player)).bonus.forfeitAmount).toBe(0);
    await expectLedgerReconciles(t.database);
  });

  it('a withdrawal refused for its amount does not ask about the bonus first', async () => {
    const offer = await freeCredit(500, 10);
    const player = await withdrawingPlayer(t, 100);
    await claimed(player, offer);
    const tooMuch = await withdraw(player, 105);
    expect(tooMuch.json().code, tooMuch.body).toBe('INSUFFICIENT_FUNDS');
    expect(await bonusesOf(player.id)).toEqual([{ status: 'active', amount_minor: 500 }]);
  });

  it('refuses a confirmation that is not an amount of the currency', async () => {
    const player = await withdrawingPlayer(t, 100);
    expect((await withdraw(player, 60, -1)).statusCode).toBe(400);
    const decimals = await withdraw(player, 60, 0.001);
    expect(decimals.statusCode).toBe(400);
    expect(decimals.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      value: { fields: { confirmForfeit: 'TOO_MANY_DECIMALS' } },
    });
    expect(await walletOf(player.id, 'main')).toBe(10_000);
  });
});

describe('one wagering figure', () => {
  it('the cards, the bonus wallet summary and the withdraw page agree, with two bonuses wagering', async () => {
    const first = await freeCredit(10_000, 10);
    const second = await freeCredit(500, 10);
    const player = await withdrawingPlayer(t, 100);
    await claimed(player, first);
    await claimed(player, second);
    // 27.85 of slot play settles: it wagers the oldest bonus only.
    await settle(await pendingBet(player.id, 2_785));

    const bonuses = await get('/wps/bonuses', player);
    const options = await get('/wps/payment/withdrawals/options', player);
    expect(bonuses.wagering).toEqual({ required: 1_050, done: 27.85, left: 1_022.15 });
    expect(options.bonus.wagering).toEqual(bonuses.wagering);
    expect(options.bonus.activeAmount).toBe(bonuses.activeAmount);
    // Each card's figures, and their sum is the summary.
    const cards = bonuses.list as { wagering: { required: number; done: number; left: number } }[];
    expect(cards.map((c) => c.wagering)).toEqual([
      { required: 50, done: 0, left: 50 },
      { required: 1_000, done: 27.85, left: 972.15 },
    ]);
    const sum = (k: 'required' | 'done' | 'left') => Math.round(cards.reduce((s, c) => s + c.wagering[k] * 100, 0));
    expect([sum('required'), sum('done'), sum('left')]).toEqual([105_000, 2_785, 102_215]);
  });
});

describe.runIf(onPostgres)('the forfeit path under races (PostgreSQL)', () => {
  it('a confirmed withdrawal racing the bet that clears the wagering: the bonus either converts or is forfeited, once', async () => {
    const offer = await freeCredit(500, 10);
    const players = await Promise.all(Array.from({ length: 8 }, () => withdrawingPlayer(t, 100)));
    for (const player of players) await claimed(player, offer);
    const bets = await Promise.all(players.map((p) => pendingBet(p.id, 5_000)));

    const answers = await Promise.all(
      players.flatMap((player, i) => [withdraw(player, 50, 5), settle(bets[i]!).then(() => null)]),
    );
    for (const answer of answers) if (answer) expect(answer.statusCode, answer.body).toBe(200);
    for (const player of players) {
      const [bonus] = await bonusesOf(player.id);
      expect(['converted', 'forfeited']).toContain(bonus!.status);
      expect(await walletOf(player.id, 'bonus')).toBe(0);
      // 100.00 less the 50.00 held, plus the bonus when the bet converted it first.
      expect(await walletOf(player.id, 'main')).toBe(bonus!.status === 'converted' ? 5_500 : 5_000);
    }
    await expectLedgerReconciles(t.database);
  });

  it('a withdrawal agreeing to lose one bonus racing a second claim never forfeits the second', async () => {
    const first = await freeCredit(500, 10);
    const second = await freeCredit(300, 10);
    const players = await Promise.all(Array.from({ length: 8 }, () => withdrawingPlayer(t, 100)));
    for (const player of players) await claimed(player, first);

    const answers = await Promise.all(
      players.map((player) => Promise.all([withdraw(player, 50, 5), claim(player, second)])),
    );
    for (const [i, [withdrawal, secondClaim]] of answers.entries()) {
      const player = players[i]!;
      expect(secondClaim.statusCode, secondClaim.body).toBe(200);
      const bonuses = await bonusesOf(player.id);
      if (withdrawal.statusCode === 200) {
        // The withdrawal read the wallet before the claim: only what the player agreed to lose went.
        expect(bonuses).toEqual([
          { status: 'forfeited', amount_minor: 500 },
          { status: 'active', amount_minor: 300 },
        ]);
        expect(await walletOf(player.id, 'main')).toBe(5_000);
      } else {
        // The claim came first: 8.00 is more than agreed, so nothing moved.
        expect(withdrawal.json()).toMatchObject({ code: 'BONUS_FORFEIT_UNCONFIRMED', value: { forfeitAmount: 8 } });
        expect(bonuses.map((b) => b.status)).toEqual(['active', 'active']);
        expect(await walletOf(player.id, 'main')).toBe(10_000);
        expect(await withdrawalsOf(player.id)).toEqual([]);
      }
    }
    await expectLedgerReconciles(t.database);
  });
});
