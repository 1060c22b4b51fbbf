import { createHash, createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RaffleDrawRecord } from '@portal/shared/contracts/promotions';
import { MEMBER_TYPE } from '@portal/shared/constants';
import type { PromotionRules } from '../src/db/column-types.ts';
import { drawWinners } from '../src/features/promotions/raffle-draw.ts';
import { createRafflesRepo } from '../src/features/promotions/raffles.repo.ts';
import { createRaffles } from '../src/features/promotions/raffles.service.ts';
import { systemClock } from '../src/platform/clock.ts';
import { createSealedServerSecret } from '../src/platform/secret-box.ts';
import { APPROVED_WITH_BUDGET } from './approval-helpers.ts';
import { createGatewayChannel, paidDeposit } from './deposit-helpers.ts';
import { newOperator } from './money-helpers.ts';
import { createTestApp, expectLedgerReconciles, operatorAuth, registerMember, type TestApp } from './test-app.ts';
import { memberIdOf, newKey } from './wallet-helpers.ts';

/*
 * Raffle promotions (decision 054): tickets from deposits and turnover while the raffle runs, one
 * draw at its end from the seed whose hash was shown from the start, prizes issued to the winners
 * and paid once through the ledger by the raffle claim call. What was drawn cannot be changed.
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const DAY = 86_400_000;
const MASTER_KEY = Buffer.alloc(32, 7).toString('base64');
let t: TestApp;
let channelId: number;
let admin: { authorization: string };

beforeAll(async () => {
  t = await createTestApp({ env: { SEED_DEMO: false, SECRETS_MASTER_KEY: MASTER_KEY } });
  channelId = (await createGatewayChannel(t.app)).id;
  admin = await operatorAuth(t.app);
});
afterAll(async () => {
  if (t) await expectLedgerReconciles(t.database);
  await t?.close();
});

/** 1 ticket per 10.00 deposited or per 50.00 wagered, at most 50; 500.00, then 2 × 100.00. */
const RULES: PromotionRules = {
  depositPerTicketMinor: 1_000,
  turnoverPerTicketMinor: 5_000,
  maxTickets: 50,
  grandPrizeMinor: 50_000,
  amountMinor: 10_000,
  winners: 2,
};

async function createRaffle(rules: PromotionRules = RULES, extra: Record<string, unknown> = {}) {
  const { id } = await t.database.db
    .insertInto('promotions')
    .values({
      kind: 'raffle',
      title: JSON.stringify({ en: 'Weekly raffle', 'pt-BR': 'Sorteio semanal' }),
      // From now: what earlier tests' members paid in does not count.
      starts_at: new Date(),
      ends_at: new Date(Date.now() + DAY),
      rules: JSON.stringify(rules),
      ...APPROVED_WITH_BUDGET,
      ...extra,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** Ends the raffle now: everything so far counted, nothing after. */
const endNow = (id: number) =>
  t.database.db.updateTable('promotions').set({ ends_at: new Date() }).where('id', '=', id).execute();

async function player(deposit = 0) {
  const member = await registerMember(t.app);
  const id = await memberIdOf(t, member.username);
  if (deposit > 0) await paidDeposit(t.app, channelId, member.authorization, deposit);
  return { ...member, id };
}

async function settledTurnover(memberId: number, validMinor: number) {
  await t.database.db
    .insertInto('bets')
    .values({
      member_id: memberId,
      product: 'RNG',
      vendor: 'TESTVENDOR',
      game_code: 'g1',
      currency: 'BRL',
      stake_minor: validMinor,
      valid_bet_minor: validMinor,
      vendor_bet_id: `raffle-${memberId}-${newKey()}`,
      status: 'settled',
      settled_at: new Date(),
    })
    .execute();
}

const call = (method: 'GET' | 'POST', url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url, headers: { language: 'en', ...headers } });
const detailOf = async (id: number, authorization?: string) => {
  const res = await call('GET', `/wps/promotions/${id}`, authorization ? { authorization } : {});
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value;
};
const draw = (id: number, headers = admin) => call('POST', `/admin/api/promotions/${id}/raffle/draw`, headers);
const claim = (id: number, authorization: string, key = newKey()) =>
  call('POST', `/wps/promotions/${id}/raffle/claim`, { authorization, 'idempotency-key': key });
const mainOf = async (memberId: number) =>
  Number(
    (
      await t.database.db
        .selectFrom('ledger_accounts')
        .select('balance_minor')
        .where('member_id', '=', memberId)
        .where('code', '=', 'main')
        .executeTakeFirst()
    )?.balance_minor ?? 0,
  );

describe('a raffle from tickets to prizes', () => {
  it('counts tickets, draws at the end from the committed seed, and pays each winner once', async () => {
    const id = await createRaffle();
    const big = await player(100); // 10 tickets
    const mixed = await player(30); // 3 tickets, + 2 from 100.00 wagered
    await settledTurnover(mixed.id, 10_000);
    const small = await player(); // 40.00 wagered: under one ticket
    await settledTurnover(small.id, 4_000);
    const trial = await player(200);
    await t.database.db.updateTable('members').set({ type: MEMBER_TYPE.trial }).where('id', '=', trial.id).execute();

    const before = await detailOf(id, big.authorization);
    expect(before.state).toBe('process');
    expect(before.raffle).toMatchObject({ myTickets: 10, seed: null, drawnAt: null, winners: [] });
    expect(before.raffle.prizes).toEqual([
      { rank: 1, amount: 500 },
      { rank: 2, amount: 100 },
      { rank: 3, amount: 100 },
    ]);
    expect((await detailOf(id, mixed.authorization)).raffle.myTickets).toBe(5);
    expect(before.rules).toMatchObject({ depositPerTicket: 10, turnoverPerTicket: 50, maxTickets: 50, winners: 2 });
    // Nothing to claim before the draw; the call names the raffle claim only.
    expect((await claim(id, big.authorization)).json().code).toBe('PROMOTION_NOT_AVAILABLE');
    expect((await draw(id)).json().code).toBe('RAFFLE_NOT_DUE');

    await endNow(id);
    expect((await detailOf(id, big.authorization)).state).toBe('process');
    const drawn = await draw(id);
    expect(drawn.statusCode, drawn.body).toBe(200);
    expect(drawn.json().value).toMatchObject({ totalTickets: 15, entrants: 2, drawable: false });
    expect((await draw(id)).statusCode).toBe(409);

    // The seed revealed is the one committed to; anyone re-draws the same winners from the record.
    const after = await detailOf(id);
    expect(createHash('sha256').update(Buffer.from(after.raffle.seed, 'hex')).digest('hex')).toBe(
      before.raffle.seedHash,
    );
    const record = (await call('GET', `/wps/promotions/${id}/raffle/draw`)).json().value as RaffleDrawRecord;
    expect(record.entries.map((e) => e.tickets)).toEqual(
      [big, mixed].sort((a, b) => a.id - b.id).map((m) => (m === big ? 10 : 5)),
    );
    const redrawn = drawWinners(
      Buffer.from(record.seed, 'hex'),
      id,
      record.entries.map((e, i) => ({ memberId: i, tickets: e.tickets, firstTicket: e.firstTicket })),
      [50_000, 10_000, 10_000],
    );
    expect(redrawn.map((w) => w.ticket)).toEqual(record.winners.map((w) => w.ticket));
    // Two entrants, three prizes: each wins once, the third prize is not drawn.
    expect(record.winners).toHaveLength(2);
    expect(record.winners[0]!.username).toContain('***');

    const winners = await t.database.db
      .selectFrom('raffle_winners')
      .select(['member_id', 'amount_minor', 'rank'])
      .where('promotion_id', '=', id)
      .orderBy('rank')
      .execute();
    expect(new Set(winners.map((w) => Number(w.member_id)))).toEqual(new Set([big.id, mixed.id]));
    expect((await detailOf(id, small.authorization)).state).toBe('close');

    for (const winner of [big, mixed]) {
      const prize = Number(winners.find((w) => Number(w.member_id) === winner.id)!.amount_minor);
      const shown = await detailOf(id, winner.authorization);
      expect(shown.state).toBe('issued');
      expect(shown.claimableAmount).toBe(prize / 100);
      const rewards = (await call('GET', '/wps/rewards', { authorization: winner.authorization })).json().value.list;
      expect(rewards).toContainEqual(
        expect.objectContaining({ claimPath: `/wps/promotions/${id}/raffle/claim`, amount: prize / 100 }),
      );
      const mainBefore = await mainOf(winner.id);
      const key = newKey();
      const paid = await claim(id, winner.authorization, key);
      expect(paid.statusCode, paid.body).toBe(200);
      expect(paid.json().value.bonus.amount).toBe(prize / 100);
      // No wagering asked: the prize is main money at once.
      expect(await mainOf(winner.id)).toBe(mainBefore + prize);
      const again = await claim(id, winner.authorization, key);
      expect(again.json().value.bonus.id).toBe(paid.json().value.bonus.id);
      expect((await claim(id, winner.authorization)).json().code).toBe('PROMOTION_NOT_AVAILABLE');
      expect(await mainOf(winner.id)).toBe(mainBefore + prize);
      expect((await detailOf(id, winner.authorization)).state).toBe('claimed');
    }
    expect((await claim(id, small.authorization)).json().code).toBe('PROMOTION_NOT_AVAILABLE');
  });

  it('asks to join first when the raffle says so: only what came after joining counts', async () => {
    const id = await createRaffle(RULES, { requires_join: true });
    const member = await player(40);
    expect((await detailOf(id, member.authorization)).state).toBe('join');
    const joined = await call('POST', `/wps/promotions/${id}/join`, { authorization: member.authorization });
    expect(joined.statusCode, joined.body).toBe(200);
    await paidDeposit(t.app, channelId, member.authorization, 20);
    const shown = await detailOf(id, member.authorization);
    expect(shown.state).toBe('process');
    expect(shown.raffle.myTickets).toBe(2);
  });

  it('draws by itself at the end (the sweep), and draws nothing for a raffle finance never approved', async () => {
    const id = await createRaffle();
    const unapproved = await createRaffle(RULES, { terms_approved_at: null });
    await player(10);
    await endNow(id);
    await endNow(unapproved);
    // The sweep as each instance runs it, with the app's sealed seed key (the same database and master key).
    const sweep = createRaffles({
      db: t.database.db,
      clock: systemClock,
      repo: createRafflesRepo(t.database.db),
      seedKey: createSealedServerSecret({ db: t.database.db, env: t.env }, 'raffle-seed-key'),
      decimals: async () => 2,
    });
    const committed = (await detailOf(id)).raffle.seedHash as string;
    expect(await sweep.drawDue()).toBeGreaterThanOrEqual(1);
    expect(
      createHash('sha256')
        .update(Buffer.from((await detailOf(id)).raffle.seed, 'hex'))
        .digest('hex'),
    ).toBe(committed);
    const drawnIds = (await t.database.db.selectFrom('raffle_draws').select('promotion_id').execute()).map((r) =>
      Number(r.promotion_id),
    );
    expect(drawnIds).toContain(id);
    expect(drawnIds).not.toContain(unapproved);
  });
});

describe('what a raffle refuses', () => {
  it('answers 404 on the raffle calls for another kind, 401 without a token, 403 for a role off the desk', async () => {
    const { id: other } = await t.database.db
      .insertInto('promotions')
      .values({ kind: 'free_credit', title: '{"en":"x"}', starts_at: new Date(), rules: '{"amountMinor":100}' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const member = await player();
    expect((await claim(other, member.authorization)).statusCode).toBe(404);
    expect((await call('GET', `/wps/promotions/${other}/raffle/draw`)).statusCode).toBe(404);
    expect((await draw(other)).statusCode).toBe(404);
    const id = await createRaffle();
    expect((await call('POST', `/wps/promotions/${id}/raffle/claim`)).statusCode).toBe(401);
    expect((await call('GET', `/wps/promotions/${id}/raffle/draw`)).statusCode).toBe(404);
    const support = await newOperator(t.app, ['support']);
    expect((await draw(id, support.auth)).statusCode).toBe(403);
  });

  it('refuses raffle terms without a ticket source, prizes or an end, naming the fields', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/admin/api/promotions',
      headers: admin,
      payload: {
        kind: 'raffle',
        category: 'general',
        title: { 'pt-BR': 'Sorteio', en: 'Raffle' },
        summary: {},
        body: {},
        terms: {},
        imageUrl: null,
        startsAt: new Date().toISOString(),
        endsAt: null,
        enabled: true,
        position: 0,
        requiresJoin: false,
        rules: { amount: 10 },
        wageringMultiple: 0,
        wageringBase: 'bonus',
        contributions: {},
        vendorOnly: null,
        onWithdrawal: 'forfeit',
        bonusValidDays: 30,
        eligibility: {},
      },
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().value.fields).toMatchObject({
      'rules.depositPerTicket': 'REQUIRED',
      'rules.winners': 'REQUIRED',
      endsAt: 'REQUIRED',
    });
  });
});

describe('abuse: what counted cannot be undone, and a copy of the database cannot draw', () => {
  it('keeps the draw as drawn: no row of it changes, no deposit after the end counts', async () => {
    const id = await createRaffle();
    const member = await player(50);
    await endNow(id);
    expect((await draw(id)).statusCode).toBe(200);
    await paidDeposit(t.app, channelId, member.authorization, 500);
    expect((await detailOf(id, member.authorization)).raffle.myTickets).toBe(5);
    const db = t.database.db;
    const refused = async (work: Promise<unknown>) => expect(work).rejects.toThrow(/immutable|never changed/);
    await refused(
      db.updateTable('raffle_winners').set({ member_id: member.id }).where('promotion_id', '=', id).execute(),
    );
    await refused(db.updateTable('raffle_entries').set({ tickets: 999 }).where('promotion_id', '=', id).execute());
    await refused(db.deleteFrom('raffle_winners').where('promotion_id', '=', id).execute());
    await refused(
      db
        .updateTable('raffle_draws')
        .set({ seed: '0'.repeat(64) })
        .where('promotion_id', '=', id)
        .execute(),
    );
    await refused(db.updateTable('promotions').set({ drawn_at: null }).where('id', '=', id).execute());
  });

  it('keeps the seed key sealed: the database alone does not give the seed it committed to', async () => {
    const id = await createRaffle();
    const { seedHash } = (await detailOf(id)).raffle as { seedHash: string };
    const row = await t.database.db
      .selectFrom('server_secrets')
      .select(['value', 'sealed'])
      .where('name', '=', 'raffle-seed-key')
      .executeTakeFirstOrThrow();
    expect(row.sealed).toBe(true);
    const guess = createHmac('sha256', Buffer.from(row.value)).update(`raffle-seed\n${id}`).digest();
    expect(createHash('sha256').update(guess).digest('hex')).not.toBe(seedHash);
  });
});

describe.runIf(onPostgres)('on PostgreSQL: races', () => {
  it('draws once when instances draw together, and pays a winner once under parallel claims', async () => {
    const id = await createRaffle({ ...RULES, grandPrizeMinor: undefined, winners: 1 });
    const member = await player(30);
    await endNow(id);
    const draws = await Promise.all(Array.from({ length: 6 }, () => draw(id)));

    expect(draws.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(draws.filter((r) => r.statusCode === 409)).toHaveLength(5);
    const mainBefore = await mainOf(member.id);
    const claims = await Promise.all(Array.from({ length: 8 }, () => claim(id, member.authorization)));
    expect(claims.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(claims.every((r) => r.statusCode === 200 || r.json().code === 'PROMOTION_NOT_AVAILABLE')).toBe(true);
    expect(await mainOf(member.id)).toBe(mainBefore + 10_000);
    const spent = await t.database.db
      .selectFrom('promotions')
      .select('spent_minor')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(Number(spent.spent_minor)).toBe(10_000);
  });
});
