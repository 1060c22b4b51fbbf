import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROMOTION_IMAGE_MAX_BYTES } from '@portal/shared/contracts/promotions';
import type { Insertable } from 'kysely';
import type { Promotions } from '../src/db/schema.ts';
import { createBonusesRepo } from '../src/features/bonuses/bonuses.repo.ts';
import { createBonuses } from '../src/features/bonuses/bonuses.service.ts';
import { createLedgerAccounts } from '../src/features/wallet/ledger/accounts.ts';
import { createLedger } from '../src/features/wallet/ledger/ledger.ts';
import { createLocalBus } from '../src/platform/bus.ts';
import { systemClock } from '../src/platform/clock.ts';
import { createSettingsService } from '../src/platform/settings/settings.service.ts';
import { createGatewayChannel, deposit, webhook, type WebhookEventBody } from './deposit-helpers.ts';
import { gif, png, withdrawingPlayer, type UploadFile } from './money-helpers.ts';
import { APPROVED_WITH_BUDGET } from './approval-helpers.ts';
import { createTestApp, expectLedgerReconciles, operatorAuth, registerMember, type TestApp } from './test-app.ts';
import { memberIdOf, newKey } from './wallet-helpers.ts';

/*
 * Promotions pay through the bonus wallet (decision 021): states from the member's own facts, a
 * claim once per period under races, wagering lowered by bets in their transaction and converting
 * at zero, a withdrawal forfeiting or refused, expiry returning the bonus, manual applications.
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
let t: TestApp;
let channelId: number;
/** This suite's own upload folder: what its applications stored, and nothing of other runs. */
let uploadDir: string;

beforeAll(async () => {
  uploadDir = await fs.mkdtemp(path.join(os.tmpdir(), 'promotions-uploads-'));
  t = await createTestApp({ env: { SEED_DEMO: false, UPLOAD_DIR: uploadDir } });
  channelId = (await createGatewayChannel(t.app)).id;
});
afterAll(async () => {
  if (t) await expectLedgerReconciles(t.database);
  await t?.close();
  if (uploadDir) await fs.rm(uploadDir, { recursive: true, force: true });
});

const DAY = 86_400_000;
let serial = 0;

async function createPromotion(row: Partial<Insertable<Promotions>> & Pick<Insertable<Promotions>, 'kind'>) {
  serial += 1;
  const { id } = await t.database.db
    .insertInto('promotions')
    .values({
      title: JSON.stringify({ en: `Offer ${serial}`, 'pt-BR': `Oferta ${serial}` }),
      summary: JSON.stringify({ en: 'Summary' }),
      body: JSON.stringify({ en: '## How\n\nPlay.' }),
      starts_at: new Date(Date.now() - DAY),
      contributions: JSON.stringify({ RNG: 10_000, LIVE: 1_000 }),
      ...APPROVED_WITH_BUDGET,
      ...row,
      rules: typeof row.rules === 'string' ? row.rules : JSON.stringify(row.rules ?? {}),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** A deposit of `amount` paid through the test gateway's signed webhook. */
async function paidDeposit(authorization: string, amount: number) {
  const res = await deposit(t.app, authorization, { channelId, amount });
  expect(res.statusCode, res.body).toBe(200);
  const orderId = res.json().value.orderId as string;
  serial += 1;
  const event: WebhookEventBody = {
    eventId: `promo-ev-${serial}-${orderId}`,
    gatewayOrderId: `promo-gw-${serial}-${orderId}`,
    merchantOrderId: orderId,
    status: 'paid',
    amountMinor: Math.round(amount * 100),
    currency: 'BRL',
  };
  const hook = await webhook(t.app, channelId, JSON.stringify(event));
  expect(hook.statusCode, hook.body).toBe(200);
}

const call = (method: 'GET' | 'POST', url: string, authorization?: string, idempotencyKey?: string) =>
  t.app.inject({
    method,
    url,
    headers: {
      language: 'en',
      ...(authorization && { authorization }),
      ...(idempotencyKey && { 'idempotency-key': idempotencyKey }),
    },
  });

const stateOf = async (id: number, authorization?: string) =>
  (await call('GET', `/wps/promotions/${id}`, authorization)).json().value.state as string;

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
  t.database.db.selectFrom('member_bonuses').selectAll().where('member_id', '=', memberId).orderBy('id').execute();

/**
 * Bets as every product writes them, one row per bet in one statement: placed (pending), then
 * settled in one statement, as a provider's win settles them. Only settled play wagers (decision 032).
 */
async function placeBets(
  memberId: number,
  bets: { product: string; validMinor: number; vendor?: string }[],
  settle = true,
) {
  const placed = await t.database.db
    .insertInto('bets')
    .values(
      bets.map((b, i) => ({
        member_id: memberId,
        product: b.product,
        vendor: b.vendor ?? 'TESTVENDOR',
        game_code: 'g1',
        currency: 'BRL',
        stake_minor: b.validMinor,
        valid_bet_minor: b.validMinor,
        vendor_bet_id: `${memberId}-${Date.now()}-${i}-${Math.random()}`,
      })),
    )
    .returning('id')
    .execute();
  if (settle) await settleBets(placed.map((b) => b.id));
  return placed.map((b) => b.id);
}

const settleBets = (ids: number[]) =>
  t.database.db.updateTable('bets').set({ status: 'settled', settled_at: new Date() }).where('id', 'in', ids).execute();

async function memberWithFirstDeposit(amount: number) {
  const member = await registerMember(t.app);
  const id = await memberIdOf(t, member.username);
  await paidDeposit(member.authorization, amount);
  return { ...member, id };
}

/** A member's application as the web sends it: multipart with the remark and the images. */
function applyForm(remark: string, files: UploadFile[]) {
  const boundary = `----apply${serial++}`;
  const parts: Buffer[] = [
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="remark"\r\n\r\n${remark}\r\n`),
  ];
  for (const file of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="images"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}
const apply = (id: number, authorization: string, remark: string, files: UploadFile[]) => {
  const form = applyForm(remark, files);
  return t.app.inject({
    method: 'POST',
    url: `/wps/promotions/${id}/apply`,
    headers: { authorization, 'content-type': form.contentType, language: 'en' },
    payload: form.payload,
  });
};

describe('promotion states', () => {
  it('shows a visitor join, coming and close; a member the states of their own facts', async () => {
    const open = await createPromotion({ kind: 'first_deposit', rules: { matchBps: 10_000, maxBonusMinor: 50_000 } });
    const coming = await createPromotion({
      kind: 'daily_sign_in',
      rules: { amountMinor: 100 },
      starts_at: new Date(Date.now() + DAY),
    });
    const ended = await createPromotion({
      kind: 'free_credit',
      rules: { amountMinor: 100 },
      starts_at: new Date(Date.now() - 2 * DAY),
      ends_at: new Date(Date.now() - DAY),
    });
    const list = await call('GET', '/wps/promotions');
    expect(list.statusCode, list.body).toBe(200);
    const states = Object.fromEntries(
      (list.json().value.list as { id: number; state: string }[]).map((p) => [p.id, p.state]),
    );
    expect(states[open]).toBe('join');
    expect(states[coming]).toBe('coming');
    expect(states[ended]).toBeUndefined();
    expect(await stateOf(ended)).toBe('close');

    const member = await registerMember(t.app);
    expect(await stateOf(open, member.authorization)).toBe('process');
    await paidDeposit(member.authorization, 100);
    const detail = (await call('GET', `/wps/promotions/${open}`, member.authorization)).json().value;
    expect(detail).toMatchObject({ state: 'claim', claimableAmount: 100, rules: { matchPercent: 100, maxBonus: 500 } });
  });

  it('answers 404 for an unknown or disabled promotion, 400 for a bad id, 401 for actions without a token', async () => {
    const disabled = await createPromotion({ kind: 'free_credit', rules: { amountMinor: 100 }, enabled: false });
    expect((await call('GET', `/wps/promotions/${disabled}`)).statusCode).toBe(404);
    expect((await call('GET', '/wps/promotions/999999')).json().code).toBe('NOT_FOUND');
    expect((await call('GET', '/wps/promotions/abc')).statusCode).toBe(400);
    for (const action of ['join', 'claim', 'apply']) {
      expect((await call('POST', `/wps/promotions/${disabled}/${action}`)).statusCode).toBe(401);
    }
    const member = await registerMember(t.app);
    const noKey = await call('POST', `/wps/promotions/${disabled}/claim`, member.authorization);
    expect(noKey.json().code).toBe('IDEMPOTENCY_KEY_REQUIRED');
  });

  it('asks to join first when the offer says so; a deposit before joining does not count', async () => {
    const id = await createPromotion({
      kind: 'reload',
      requires_join: true,
      rules: { matchBps: 5_000, maxBonusMinor: 20_000, minDepositMinor: 1_000 },
    });
    const member = await memberWithFirstDeposit(50);
    expect(await stateOf(id, member.authorization)).toBe('join');
    const joined = await call('POST', `/wps/promotions/${id}/join`, member.authorization);
    expect(joined.json().value.state, joined.body).toBe('process');
    expect((await call('POST', `/wps/promotions/${id}/join`, member.authorization)).json().code).toBe(
      'PROMOTION_NOT_AVAILABLE',
    );
    await paidDeposit(member.authorization, 80);
    const detail = (await call('GET', `/wps/promotions/${id}`, member.authorization)).json().value;
    expect(detail).toMatchObject({ state: 'claim', claimableAmount: 40 });
  });
});

describe('claiming into the bonus wallet', () => {
  it('credits the first-deposit match with its wagering, once; the same key answers the same bonus', async () => {
    const id = await createPromotion({
      kind: 'first_deposit',
      rules: { matchBps: 10_000, maxBonusMinor: 5_000, minDepositMinor: 2_000 },
      wagering_multiple: 10,
      wagering_base: 'bonus_deposit',
    });
    const member = await memberWithFirstDeposit(80);
    const key = newKey();
    const first = await call('POST', `/wps/promotions/${id}/claim`, member.authorization, key);
    expect(first.statusCode, first.body).toBe(200);
    // 100% of 80 capped at 50; wagering 10 × (bonus 50 + deposit 80).
    expect(first.json().value.bonus).toMatchObject({
      amount: 50,
      wageringRequired: 1_300,
      wageringRemaining: 1_300,
      progressPercent: 0,
      status: 'active',
    });
    expect(first.json().value.promotion.state).toBe('claimed');
    expect(await walletOf(member.id, 'bonus')).toBe(5_000);

    const again = await call('POST', `/wps/promotions/${id}/claim`, member.authorization, key);
    expect(again.json().value.bonus.id).toBe(first.json().value.bonus.id);
    const other = await call('POST', `/wps/promotions/${id}/claim`, member.authorization, newKey());
    expect(other.statusCode).toBe(409);
    expect(other.json()).toMatchObject({ code: 'PROMOTION_NOT_AVAILABLE', value: { state: 'claimed' } });
    expect(await walletOf(member.id, 'bonus')).toBe(5_000);

    const page = (await call('GET', '/wps/bonuses', member.authorization)).json().value;
    expect(page).toMatchObject({ total: 1, activeAmount: 50, wagering: { required: 1_300, done: 0, left: 1_300 } });
    expect(page.list[0].title).toMatch(/^Offer/);
    await expectLedgerReconciles(t.database);
  });

  it.runIf(onPostgres)('50 parallel claims of one offer credit once', async () => {
    const id = await createPromotion({ kind: 'free_credit', rules: { amountMinor: 1_000 }, wagering_multiple: 5 });
    const member = await registerMember(t.app);
    const memberId = await memberIdOf(t, member.username);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => call('POST', `/wps/promotions/${id}/claim`, member.authorization, newKey())),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(49);
    expect(answers.some((a) => a.statusCode === 500)).toBe(false);
    expect(await bonusesOf(memberId)).toHaveLength(1);
    expect(await walletOf(memberId, 'bonus')).toBe(1_000);
    await expectLedgerReconciles(t.database);
  });

  it('pays a zero-wagering daily sign-in straight to main money, once a day', async () => {
    const id = await createPromotion({ kind: 'daily_sign_in', rules: { amountMinor: 150 } });
    const member = await registerMember(t.app);
    const memberId = await memberIdOf(t, member.username);
    const claim = await call('POST', `/wps/promotions/${id}/claim`, member.authorization, newKey());
    expect(claim.json().value.bonus, claim.body).toMatchObject({
      amount: 1.5,
      status: 'converted',
      progressPercent: 100,
    });
    expect(claim.json().value.promotion.state).toBe('signed');
    expect(await walletOf(memberId, 'main')).toBe(150);
    expect(await walletOf(memberId, 'bonus')).toBe(0);
  });

  it('one bonus per deposit: a deposit a first-deposit offer paid on backs no reload', async () => {
    const first = await createPromotion({ kind: 'first_deposit', rules: { matchBps: 10_000, maxBonusMinor: 100_000 } });
    const reload = await createPromotion({ kind: 'reload', rules: { matchBps: 5_000, maxBonusMinor: 100_000 } });
    const member = await memberWithFirstDeposit(60);
    expect(await stateOf(reload, member.authorization)).toBe('process');
    expect((await call('POST', `/wps/promotions/${first}/claim`, member.authorization, newKey())).statusCode).toBe(200);
    await paidDeposit(member.authorization, 40);
    const claim = await call('POST', `/wps/promotions/${reload}/claim`, member.authorization, newKey());
    expect(claim.json().value.bonus.amount, claim.body).toBe(20);
    expect(await stateOf(reload, member.authorization)).toBe('process');
  });
});

describe('wagering', () => {
  it('bets lower the requirement by their product’s contribution and the last one converts the bonus to main', async () => {
    const id = await createPromotion({ kind: 'free_credit', rules: { amountMinor: 1_000 }, wagering_multiple: 3 });
    const member = await registerMember(t.app);
    const memberId = await memberIdOf(t, member.username);
    await call('POST', `/wps/promotions/${id}/claim`, member.authorization, newKey());
    // Required 3,000: slots count whole, live a tenth, lottery not at all.
    await placeBets(memberId, [
      { product: 'RNG', validMinor: 1_000 },
      { product: 'LIVE', validMinor: 5_000 },
      { product: 'LOTT', validMinor: 9_000 },
    ]);
    const [bonus] = await bonusesOf(memberId);
    expect(bonus).toMatchObject({ wagering_remaining_minor: 1_500, status: 'active' });
    expect(await walletOf(memberId, 'main')).toBe(0);
    await placeBets(memberId, [{ product: 'RNG', validMinor: 1_499 }]);
    expect((await bonusesOf(memberId))[0]).toMatchObject({ wagering_remaining_minor: 1, status: 'active' });
    await placeBets(memberId, [{ product: 'RNG', validMinor: 1 }]);
    expect((await bonusesOf(memberId))[0]).toMatchObject({ wagering_remaining_minor: 0, status: 'converted' });
    expect(await walletOf(memberId, 'main')).toBe(1_000);
    expect(await walletOf(memberId, 'bonus')).toBe(0);
    const page = (await call('GET', '/wps/bonuses', member.authorization)).json().value;
    expect(page.list[0]).toMatchObject({ status: 'converted', progressPercent: 100 });
    await expectLedgerReconciles(t.database);
  });

  it('one bonus wagers at a time (the oldest); a vendor-only bonus counts that vendor’s bets only', async () => {
    const a = await createPromotion({
      kind: 'free_credit',
      rules: { amountMinor: 100 },
      wagering_multiple: 10,
      vendor_only: 'INHOUSE',
    });
    const b = await createPromotion({ kind: 'free_credit', rules: { amountMinor: 100 }, wagering_multiple: 10 });
    const member = await registerMember(t.app);
    const memberId = await memberIdOf(t, member.username);
    await call('POST', `/wps/promotions/${a}/claim`, member.authorization, newKey());
    await call('POST', `/wps/promotions/${b}/claim`, member.authorization, newKey());
    await placeBets(memberId, [{ product: 'RNG', validMinor: 400 }]);
    let [first, second] = await bonusesOf(memberId);
    expect(first!.wagering_remaining_minor).toBe(1_000);
    expect(second!.wagering_remaining_minor).toBe(1_000);
    await placeBets(memberId, [{ product: 'RNG', validMinor: 400, vendor: 'INHOUSE' }]);
    [first, second] = await bonusesOf(memberId);
    expect(first!.wagering_remaining_minor).toBe(600);
    expect(second!.wagering_remaining_minor).toBe(1_000);
  });

  it('a bet wagers when it settles, not when placed: a cancelled one never counted; a settled one stays final', async () => {
    const id = await createPromotion({ kind: 'free_credit', rules: { amountMinor: 100 }, wagering_multiple: 10 });
    const member = await registerMember(t.app);
    const memberId = await memberIdOf(t, member.username);
    await call('POST', `/wps/promotions/${id}/claim`, member.authorization, newKey());
    const [pending] = await placeBets(memberId, [{ product: 'LIVE', validMinor: 2_000 }], false);
    expect((await bonusesOf(memberId))[0]!.wagering_remaining_minor).toBe(1_000);
    await t.database.db.updateTable('bets').set({ status: 'cancelled' }).where('id', '=', pending!).execute();
    expect((await bonusesOf(memberId))[0]!.wagering_remaining_minor).toBe(1_000);
    const [settled] = await placeBets(memberId, [{ product: 'LIVE', validMinor: 2_000 }]);
    expect((await bonusesOf(memberId))[0]!.wagering_remaining_minor).toBe(800);
    // A later settlement statement over it (a second win) counts nothing more.
    await settleBets([settled!]);
    expect((await bonusesOf(memberId))[0]!.wagering_remaining_minor).toBe(800);
    // Cancelling play that counted is refused by the database: it would need a claw-back.
    await expect(
      t.database.db
        .updateTable('bets')
        .set({ status: 'cancelled', settled_at: null })
        .where('id', '=', settled!)
        .execute(),
    ).rejects.toThrow(/cannot be cancelled/);
    expect((await bonusesOf(memberId))[0]!.wagering_remaining_minor).toBe(800);
  });
});

describe('withdrawals and expiry', () => {
  it('a withdrawal forfeits a wagering bonus back to the house, or is refused when the offer says so', async () => {
    const forfeit = await createPromotion({ kind: 'free_credit', rules: { amountMinor: 500 }, wagering_multiple: 10 });
    const refuse = await createPromotion({
      kind: 'free_credit',
      rules: { amountMinor: 500 },
      wagering_multiple: 10,
      on_withdrawal: 'refuse',
    });
    const player = await withdrawingPlayer(t, 100);
    await call('POST', `/wps/promotions/${refuse}/claim`, player.authorization, newKey());
    const refused = await t.app.inject({
      method: 'POST',
      url: '/wps/payment/withdrawals',
      headers: { authorization: player.authorization, 'idempotency-key': newKey(), language: 'en' },
      payload: { amount: 50, bankAccountId: player.bankAccountId, paymentPassword: '246810' },
    });
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json()).toMatchObject({ code: 'BONUS_WAGERING_OPEN', value: { wageringRemaining: 50 } });
    expect(await walletOf(player.id, 'main')).toBe(10_000);

    const other = await withdrawingPlayer(t, 100);
    await call('POST', `/wps/promotions/${forfeit}/claim`, other.authorization, newKey());
    const allowed = await t.app.inject({
      method: 'POST',
      url: '/wps/payment/withdrawals',
      headers: { authorization: other.authorization, 'idempotency-key': newKey(), language: 'en' },
      payload: { amount: 50, bankAccountId: other.bankAccountId, paymentPassword: '246810', confirmForfeit: 5 },
    });
    expect(allowed.statusCode, allowed.body).toBe(200);
    expect((await bonusesOf(other.id))[0]).toMatchObject({ status: 'forfeited' });
    expect(await walletOf(other.id, 'bonus')).toBe(0);
    await expectLedgerReconciles(t.database);
  });

  it('the expiry sweep returns an expired bonus to the house, once', async () => {
    const id = await createPromotion({ kind: 'free_credit', rules: { amountMinor: 700 }, wagering_multiple: 10 });
    const member = await registerMember(t.app);
    const memberId = await memberIdOf(t, member.username);
    await call('POST', `/wps/promotions/${id}/claim`, member.authorization, newKey());
    await t.database.db
      .updateTable('member_bonuses')
      .set({ expires_at: new Date(Date.now() - 1_000) })
      .where('member_id', '=', memberId)
      .execute();
    // A second instance's bonus wallet on the same database: the sweep runs on each.
    const db = t.database.db;
    const clock = systemClock;
    const settings = createSettingsService({ db, bus: createLocalBus(), clock, ttlMs: 60_000, log: t.app.log });
    const bonuses = createBonuses({
      db,
      clock,
      settings,
      accounts: createLedgerAccounts({ db }),
      ledger: createLedger({ db, clock }),
      repo: createBonusesRepo(db),
    });
    const swept = await Promise.all([bonuses.sweepExpired(), bonuses.sweepExpired()]);
    expect(swept[0]! + swept[1]!).toBe(1);
    expect((await bonusesOf(memberId))[0]).toMatchObject({ status: 'expired' });
    expect(await walletOf(memberId, 'bonus')).toBe(0);
    await expectLedgerReconciles(t.database);
  });
});

describe('manual-review applications', () => {
  it('takes a remark and images once; refuses a long remark, a GIF, four images', async () => {
    const id = await createPromotion({ kind: 'manual', wagering_multiple: 5 });
    const member = await registerMember(t.app);
    expect(await stateOf(id, member.authorization)).toBe('join');
    const image = { data: png(), filename: 'a.png', type: 'image/png' };
    const long = await apply(id, member.authorization, 'x'.repeat(141), [image]);
    expect(long.statusCode, long.body).toBe(400);
    expect(long.json().value.fields).toEqual({ remark: 'TOO_LONG' });
    const bad = await apply(id, member.authorization, 'hi', [{ data: gif(), filename: 'a.gif', type: 'image/gif' }]);
    expect(bad.json().value.fields).toEqual({ images: 'INVALID_TYPE' });
    const four = await apply(id, member.authorization, 'hi', [image, image, image, image]);
    expect(four.json().value.fields).toEqual({ images: 'TOO_LONG' });

    const ok = await apply(id, member.authorization, 'My winning streak', [image, image]);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().value).toMatchObject({
      state: 'applying',
      history: [{ status: 'applying', remark: 'My winning streak' }],
    });
    const twice = await apply(id, member.authorization, 'again', []);
    expect(twice.json().code).toBe('PROMOTION_NOT_AVAILABLE');
    const memberId = await memberIdOf(t, member.username);
    const [row] = await t.database.db
      .selectFrom('promotion_claims')
      .selectAll()
      .where('member_id', '=', memberId)
      .execute();
    expect(row!.image_keys).toHaveLength(2);

    // The operator approves an amount: the member claims it into the bonus wallet.
    await t.database.db
      .updateTable('promotion_claims')
      .set({ status: 'issued', amount_minor: 2_500 })
      .where('id', '=', row!.id)
      .execute();
    expect(await stateOf(id, member.authorization)).toBe('issued');
    const claim = await call('POST', `/wps/promotions/${id}/claim`, member.authorization, newKey());
    expect(claim.json().value.bonus, claim.body).toMatchObject({ amount: 25, wageringRequired: 125 });
    expect(await stateOf(id, member.authorization)).toBe('claimed');
  });
});

describe('manual-review applications: what is refused stores nothing', () => {
  const claimsOf = async (memberId: number) =>
    t.database.db.selectFrom('promotion_claims').selectAll().where('member_id', '=', memberId).execute();
  /** The files the promotion's applications put in storage (UPLOAD_DIR/promotions/<id>/). */
  const storedFor = async (id: number) =>
    fs.readdir(path.join(uploadDir, 'promotions', String(id))).catch((error: unknown) => {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [] as string[];
      throw error;
    });

  it('counts the remark in characters as the web does: 140 emoji pass, 141 are too long', async () => {
    const id = await createPromotion({ kind: 'manual', wagering_multiple: 5 });
    const member = await registerMember(t.app);
    const memberId = await memberIdOf(t, member.username);
    const image = { data: png(), filename: 'a.png', type: 'image/png' };

    // 141 emoji are 282 UTF-16 units; the limit is 140 characters.
    const over = await apply(id, member.authorization, '🎰'.repeat(141), [image]);
    expect(over.statusCode, over.body).toBe(400);
    expect(over.json()).toMatchObject({ code: 'VALIDATION_FAILED', value: { fields: { remark: 'TOO_LONG' } } });
    expect(await claimsOf(memberId)).toEqual([]);
    expect(await storedFor(id)).toEqual([]);

    // 140 emoji (280 UTF-16 units), with spaces around that the server trims.
    const remark = `${'🎉'.repeat(139)}🎰`;
    const ok = await apply(id, member.authorization, `  ${remark} `, [image]);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().value.history).toMatchObject([{ status: 'applying', remark }]);
    const [row] = await claimsOf(memberId);
    expect(row).toMatchObject({ status: 'applying', remark });
    expect(await storedFor(id)).toHaveLength(1);
  });

  it('refuses an image over 5 MB, with a good one beside it, and stores neither', async () => {
    const id = await createPromotion({ kind: 'manual', wagering_multiple: 5 });
    const member = await registerMember(t.app);
    const memberId = await memberIdOf(t, member.username);
    const small = { data: png(), filename: 'small.png', type: 'image/png' };
    // One byte over PROMOTION_IMAGE_MAX_BYTES (the PNG signature is 8 bytes).
    const big = { data: png(PROMOTION_IMAGE_MAX_BYTES - 7), filename: 'big.png', type: 'image/png' };
    expect(big.data.length).toBe(PROMOTION_IMAGE_MAX_BYTES + 1);

    for (const files of [[big], [small, big]]) {
      const res = await apply(id, member.authorization, 'My big win', files);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', value: { fields: { images: 'TOO_BIG' } } });
    }
    expect(await claimsOf(memberId)).toEqual([]);
    expect(await storedFor(id)).toEqual([]);
    expect(await stateOf(id, member.authorization)).toBe('join');

    // Exactly 5 MB is allowed: the member can still apply.
    const edge = { data: png(PROMOTION_IMAGE_MAX_BYTES - 8), filename: 'edge.png', type: 'image/png' };
    const ok = await apply(id, member.authorization, 'My big win', [edge]);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await storedFor(id)).toHaveLength(1);
    expect((await claimsOf(memberId))[0]!.image_keys).toHaveLength(1);
  });
});

describe('reward center', () => {
  it('lists what the member can claim now with its call; claimed, it leaves the list', async () => {
    const id = await createPromotion({ kind: 'free_credit', rules: { amountMinor: 300 }, wagering_multiple: 2 });
    const member = await registerMember(t.app);
    expect((await call('GET', '/wps/rewards')).statusCode).toBe(401);
    const list = (await call('GET', '/wps/rewards', member.authorization)).json().value.list as {
      key: string;
      claimPath: string;
      amount: number;
    }[];
    const reward = list.find((r) => r.claimPath === `/wps/promotions/${id}/claim`);
    expect(reward).toMatchObject({ amount: 3, href: `/promotions/${id}`, source: 'promotion' });
    const claim = await call('POST', reward!.claimPath, member.authorization, newKey());
    expect(claim.statusCode, claim.body).toBe(200);
    const after = (await call('GET', '/wps/rewards', member.authorization)).json().value.list as {
      claimPath: string;
    }[];
    expect(after.some((r) => r.claimPath === reward!.claimPath)).toBe(false);
  });
});

describe('what promotions cost', () => {
  it('counts granted bonuses, less forfeits, as bonuses in the day’s NGR', async () => {
    const admin = await operatorAuth(t.app);
    const day = new Date().toISOString().slice(0, 10);
    const bonusesToday = async () =>
      (await t.app.inject({ url: `/admin/api/reports/ggr-by-day?from=${day}&to=${day}`, headers: admin })).json().value
        .rows[0].bonusesMinor as number;
    const kept = await createPromotion({ kind: 'free_credit', rules: { amountMinor: 300 } });
    const lost = await createPromotion({ kind: 'free_credit', rules: { amountMinor: 200 }, wagering_multiple: 5 });
    // Funded by an adjustment, which counts too: measured from here.
    const player = await withdrawingPlayer(t, 100);
    const before = await bonusesToday();
    await call('POST', `/wps/promotions/${kept}/claim`, player.authorization, newKey());
    await call('POST', `/wps/promotions/${lost}/claim`, player.authorization, newKey());
    expect(await bonusesToday()).toBe(before + 500);
    const withdrawal = await t.app.inject({
      method: 'POST',
      url: '/wps/payment/withdrawals',
      headers: { authorization: player.authorization, 'idempotency-key': newKey(), language: 'en' },
      // The player agreed to lose the 2.00 still wagering.
      payload: { amount: 50, bankAccountId: player.bankAccountId, paymentPassword: '246810', confirmForfeit: 2 },
    });
    expect(withdrawal.statusCode, withdrawal.body).toBe(200);
    expect(await bonusesToday()).toBe(before + 300);
  });
});
