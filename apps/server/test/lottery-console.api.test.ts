import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { betTypesOf } from '../src/features/lottery/bet-menu.ts';
import { oddsProblems } from '../src/features/lottery/lottery-odds-rules.ts';
import {
  adminAuth,
  betPayouts,
  createGame,
  fundedPlayer,
  mainBalanceMinor,
  NORTH_RESULT,
  openPeriodOf,
  placeSlip,
  tick,
  type Player,
} from './lottery-helpers.ts';
import { createTestApp, expectLedgerReconciles, manualClock, type TestApp } from './test-app.ts';

/*
 * The lottery console's calls on PostgreSQL: fast games made from a template (and refused when
 * they break the market's rules), the markets' rules, a period's liability per outcome, result
 * entry answered per cell, period detail, CSV exports, four-eyes on corrections and cancels, and
 * the audit log's before / after.
 */
// Tuesday 2030-06-18, 08:00 in Vietnam: the XSMB draw is at 18:15 (11:15 UTC), station Quảng Ninh.
const clock = manualClock(new Date('2030-06-18T01:00:00Z'));
const THRESHOLD_MINOR = 50_000;
let t: TestApp;
let lotteryOp: { authorization: string };
let lotteryOp2: { authorization: string };
let supportOp: { authorization: string };

async function newOperator(username: string, roles: string[]) {
  const created = await t.app.inject({
    method: 'POST',
    url: '/admin/api/operators',
    headers: await adminAuth(t),
    payload: { username, password: 'one-time-pass-123', roles },
  });
  expect(created.statusCode, created.body).toBe(200);
  const signIn = await t.app.inject({
    method: 'POST',
    url: '/admin/api/session',
    payload: { username, password: 'one-time-pass-123' },
  });
  const token = signIn.json().value.token as string;
  const changed = await t.app.inject({
    method: 'PUT',
    url: '/admin/api/me/password',
    headers: { authorization: `Bearer ${token}` },
    payload: { oldPassword: 'one-time-pass-123', newPassword: `${username}-own-passphrase` },
  });
  expect(changed.statusCode, changed.body).toBe(200);
  return { authorization: `Bearer ${token}` };
}

beforeAll(async () => {
  t = await createTestApp({
    clock,
    env: {
      SEED_DEMO: false,
      FOUR_EYES_THRESHOLD_MINOR: THRESHOLD_MINOR,
      MEMBER_SESSION_IDLE_MINUTES: 100_000,
      OPERATOR_SESSION_IDLE_MINUTES: 100_000,
    },
  });
  lotteryOp = await newOperator('lotto-console-1', ['lottery']);
  lotteryOp2 = await newOperator('lotto-console-2', ['lottery']);
  supportOp = await newOperator('support-console', ['support']);
});
afterAll(async () => {
  if (t) await expectLedgerReconciles(t.database);
  await t?.close();
});

const call = (
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  who: { authorization: string } | null,
  payload?: Record<string, unknown>,
) =>
  t.app.inject({
    method,
    url,
    headers: { ...(who ?? {}), language: 'en' },
    ...(payload ? { payload } : {}),
  });

/** The audit row of a call: written after the answer went out, so it is waited for. */
async function auditRow(subject: string, route: string, status = 200) {
  for (let tries = 0; tries < 50; tries++) {
    const row = await t.database.db
      .selectFrom('operator_audit_log')
      .select(['subject', 'before', 'after', 'status_code', 'username'])
      .where('subject', '=', subject)
      .where('route', '=', route)
      .where('status_code', '=', status)
      .orderBy('id', 'desc')
      .executeTakeFirst();
    if (row) return row;
    await new Promise((resolve) => setTimeout(resolve, 40));
  }
  throw new Error(`no audit row for ${subject} ${route}`);
}

const gameCount = async () =>
  Number(
    (
      await t.database.db
        .selectFrom('lottery_games')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

const template = (overrides: Record<string, unknown> = {}) => ({
  template: 'FAST_NORTH',
  code: 'MB90S',
  name: 'Miền Bắc 90 giây',
  names: { en: 'Northern 90 seconds' },
  intervalSeconds: 90,
  closeBeforeSeconds: 10,
  liabilityLimit: 25_000.5,
  betTypes: { lo2: { odds: 97.5, maxUnit: 500 }, xien4: { enabled: false } },
  ...overrides,
});

describe('the markets’ rules', () => {
  it('answers each market’s prize shape, stations and the odds range of every default play type', async () => {
    const res = await call('GET', '/admin/api/lottery/markets', lotteryOp);
    expect(res.statusCode, res.body).toBe(200);
    const markets = res.json().value as {
      market: string;
      kind: string;
      prizes: { prize: string; count: number; digits: number }[] | null;
      stations: { code: string }[][];
      betTypes: { code: string; odds: unknown; minOdds: number | null; maxOdds: number | null; return: number }[];
    }[];
    const xsmb = markets.find((m) => m.market === 'XSMB')!;
    expect(xsmb.kind).toBe('daily');
    expect(xsmb.prizes!.map((p) => `${p.prize}:${p.count}x${p.digits}`)).toEqual([
      'special:1x5',
      'first:1x5',
      'second:2x5',
      'third:6x5',
      'fourth:4x4',
      'fifth:6x4',
      'sixth:3x3',
      'seventh:4x2',
    ]);
    expect(xsmb.prizes!.reduce((n, p) => n + p.count, 0)).toBe(27);
    expect(xsmb.stations[2]!.map((s) => s.code)).toEqual(['QN']);
    const xsmn = markets.find((m) => m.market === 'XSMN')!;
    expect(xsmn.prizes!.reduce((n, p) => n + p.count, 0)).toBe(18);
    expect(xsmn.prizes![0]).toEqual({ prize: 'special', count: 1, digits: 6 });
    // Lô 2 số pays 27 numbers for a stake of 27: odds of 100 return everything staked.
    const lo2 = markets.find((m) => m.market === 'FAST_NORTH')!.betTypes.find((b) => b.code === 'lo2')!;
    expect(lo2).toMatchObject({ odds: 98, minOdds: 50, maxOdds: 100 });
    expect(lo2.return).toBeCloseTo(0.98, 6);
    const keno = markets.find((m) => m.market === 'KENO')!;
    expect(keno.kind).toBe('fast');
    expect(keno.prizes).toBeNull();
    expect(keno.betTypes.find((b) => b.code === 'keno_pick')).toMatchObject({ minOdds: null, maxOdds: null });
    expect((await call('GET', '/admin/api/lottery/markets', null)).statusCode).toBe(401);
    expect((await call('GET', '/admin/api/lottery/markets', supportOp)).statusCode).toBe(403);
  });

  it('keeps every fast template’s defaults within the rules, and catches a stake factor that gives the game away', () => {
    for (const market of ['FAST_NORTH', 'KENO', 'DIGIT5'] as const) {
      for (const type of betTypesOf(market, {}, 2)) expect(oddsProblems(market, type, type.code)).toEqual({});
    }
    // lô 2 số at odds 98 on a stake of 1 instead of 27 would return 2,646%.
    const [lo2] = betTypesOf('FAST_NORTH', { lo2: { stakeFactor: 1 } }, 2);
    expect(oddsProblems('FAST_NORTH', lo2!, 'lo2')).toEqual({ 'lo2.odds': 'TOO_BIG' });
  });
});

describe('a fast game from a template', () => {
  it('creates it off, with the template’s menu and the operator’s changes, audited; opens once enabled', async () => {
    const before = await gameCount();
    const res = await call('POST', '/admin/api/lottery/games', lotteryOp, template());
    expect(res.statusCode, res.body).toBe(200);
    const game = res.json().value;
    expect(game).toMatchObject({
      gameCode: 'MB90S',
      market: 'FAST_NORTH',
      product: 'ELOTT',
      intervalSeconds: 90,
      drawTime: null,
      closeBeforeSeconds: 10,
      resultSource: 'rng',
      liabilityLimit: 25_000.5,
      enabled: false,
      names: { en: 'Northern 90 seconds' },
    });
    const types = game.betTypes as { code: string; odds: number; maxUnit: number; enabled: boolean }[];
    expect(types.map((b) => b.code)).toEqual(betTypesOf('FAST_NORTH', {}, 2).map((b) => b.code));
    expect(types.find((b) => b.code === 'lo2')).toMatchObject({ odds: 97.5, maxUnit: 500, enabled: true });
    expect(types.find((b) => b.code === 'xien4')).toMatchObject({ enabled: false });
    expect(types.find((b) => b.code === 'de')).toMatchObject({ odds: 95, enabled: true });
    expect(await gameCount()).toBe(before + 1);
    const row = await t.database.db
      .selectFrom('lottery_games')
      .select(['liability_limit_minor', 'interval_seconds', 'result_source', 'enabled'])
      .where('code', '=', 'MB90S')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      liability_limit_minor: 2_500_050,
      interval_seconds: 90,
      result_source: 'rng',
      enabled: false,
    });

    const audit = await auditRow('lottery-game:MB90S', '/admin/api/lottery/games');
    expect(audit).toMatchObject({ status_code: 200, username: 'lotto-console-1', before: null });
    expect(audit.after).toMatchObject({ game: 'MB90S', enabled: false, betTypes: { lo2: { odds: 97.5 } } });

    // Off: the scheduler opens nothing for it; on: its current and next periods.
    await tick(t);
    const periodsOf = async () =>
      (await call('GET', '/admin/api/lottery/periods?gameCode=MB90S', lotteryOp)).json().value.total as number;
    expect(await periodsOf()).toBe(0);
    const enabled = await call('PATCH', '/admin/api/lottery/games/MB90S', lotteryOp, { enabled: true });
    expect(enabled.statusCode, enabled.body).toBe(200);
    const patchAudit = await auditRow('lottery-game:MB90S', '/admin/api/lottery/games/:gameCode');
    expect(patchAudit.before).toMatchObject({ enabled: false });
    expect(patchAudit.after).toMatchObject({ enabled: true });
    await tick(t);
    expect(await periodsOf()).toBe(2);
  });

  it('refuses bad input field by field and creates nothing', async () => {
    const before = await gameCount();
    const cases: [Record<string, unknown>, number, Record<string, string>][] = [
      [{ code: 'MB90S' }, 409, { code: 'ALREADY_TAKEN' }],
      [{ code: 'mb-lower' }, 400, { code: 'PATTERN_MISMATCH' }],
      [{ code: 'MB10S', intervalSeconds: 10 }, 400, { intervalSeconds: 'TOO_SMALL' }],
      [{ code: 'MB2H', intervalSeconds: 7200 }, 400, { intervalSeconds: 'TOO_BIG' }],
      [{ code: 'MB60', intervalSeconds: 60, closeBeforeSeconds: 60 }, 400, { closeBeforeSeconds: 'TOO_BIG' }],
      [{ code: 'MBX', template: 'XSMB' }, 400, { template: 'INVALID_VALUE' }],
      [{ code: 'MBX', liabilityLimit: 10.555 }, 400, { liabilityLimit: 'TOO_MANY_DECIMALS' }],
      [{ code: 'MBX', liabilityLimit: 0 }, 400, { liabilityLimit: 'TOO_SMALL' }],
      [{ code: 'MBX', betTypes: { lo2: { odds: 101 } } }, 400, { 'betTypes.lo2.odds': 'TOO_BIG' }],
      [{ code: 'MBX', betTypes: { lo2: { odds: 9.8 } } }, 400, { 'betTypes.lo2.odds': 'TOO_SMALL' }],
      [{ code: 'MBX', betTypes: { nope: { odds: 2 } } }, 400, { 'betTypes.nope': 'UNKNOWN_FIELD' }],
      [{ code: 'MBX', betTypes: { de: { minUnit: 50, maxUnit: 10 } } }, 400, { 'betTypes.de.minUnit': 'TOO_BIG' }],
      [{ code: 'MBX', betTypes: { de: { maxUnit: 0.001 } } }, 400, { 'betTypes.de.maxUnit': 'TOO_MANY_DECIMALS' }],
      [
        { code: 'KX', template: 'KENO', betTypes: { keno_pick: { odds: [[], [0, 3.6]] } } },
        400,
        { 'betTypes.keno_pick.odds': 'INVALID_VALUE' },
      ],
      [
        { code: 'KX', template: 'KENO', betTypes: { keno_pick: { odds: 3 } } },
        400,
        { 'betTypes.keno_pick.odds': 'INVALID_TYPE' },
      ],
    ];
    for (const [change, status, fields] of cases) {
      const res = await call('POST', '/admin/api/lottery/games', lotteryOp, template(change));
      expect(res.statusCode, `${JSON.stringify(change)}: ${res.body}`).toBe(status);
      expect(res.json().value.fields, JSON.stringify(change)).toMatchObject(fields);
    }
    // A keno pay table paying 5 for one number of one (a 125% return) is refused on that row.
    const table = betTypesOf('KENO', {}, 2)[0]!.oddsMilli as number[][];
    const generous = table.map((row, picks) => row.map((o) => (picks === 1 && o > 0 ? 5 : o / 1000)));
    const keno = await call(
      'POST',
      '/admin/api/lottery/games',
      lotteryOp,
      template({ code: 'KX', template: 'KENO', betTypes: { keno_pick: { odds: generous } } }),
    );
    expect(keno.statusCode, keno.body).toBe(400);
    expect(keno.json().value.fields).toEqual({ 'betTypes.keno_pick.odds.1': 'TOO_BIG' });
    expect(await gameCount()).toBe(before);

    expect((await call('POST', '/admin/api/lottery/games', null, template({ code: 'NOAUTH' }))).statusCode).toBe(401);
    const support = await call('POST', '/admin/api/lottery/games', supportOp, template({ code: 'SUPPORT' }));
    expect(support.statusCode).toBe(403);
    expect(await gameCount()).toBe(before);
  });

  it('checks odds changes on an existing game against the market rules too', async () => {
    const tooGenerous = await call('PATCH', '/admin/api/lottery/games/MB90S', lotteryOp, {
      betTypes: { lo2: { stakeFactor: 1 } },
    });
    expect(tooGenerous.statusCode).toBe(400);
    expect(tooGenerous.json().value.fields).toEqual({ 'betTypes.lo2.odds': 'TOO_BIG' });
    const closesAtOnce = await call('PATCH', '/admin/api/lottery/games/MB90S', lotteryOp, { closeBeforeSeconds: 90 });
    expect(closesAtOnce.json().value.fields).toEqual({ closeBeforeSeconds: 'TOO_BIG' });
    // Higher odds and a higher liability limit raise what the house can lose: a second lottery
    // operator approves them (review N4); the requester cannot.
    const raised = await call('PATCH', '/admin/api/lottery/games/MB90S', lotteryOp, {
      liabilityLimit: 30_000,
      betTypes: { de: { odds: 96 } },
    });
    expect(raised.statusCode, raised.body).toBe(202);
    expect(raised.json().value).toMatchObject({ kind: 'lottery_game_risk', status: 'pending' });
    const unchanged = (await call('GET', '/admin/api/lottery/games', lotteryOp)).json().value as {
      gameCode: string;
      liabilityLimit: number;
    }[];
    expect(unchanged.find((g) => g.gameCode === 'MB90S')!.liabilityLimit).not.toBe(30_000);
    const approvalUrl = `/admin/api/approvals/${raised.json().value.id}/approve`;
    expect((await call('POST', approvalUrl, lotteryOp)).json().code).toBe('APPROVAL_OWN_REQUEST');
    expect((await call('POST', approvalUrl, lotteryOp2)).statusCode).toBe(200);
    // Lowering runs at once.
    const lowered = await call('PATCH', '/admin/api/lottery/games/MB90S', lotteryOp, { liabilityLimit: 29_000 });
    expect(lowered.statusCode, lowered.body).toBe(200);
    expect(lowered.json().value.liabilityLimit).toBe(29_000);
    const list = (await call('GET', '/admin/api/lottery/games', lotteryOp)).json().value as {
      gameCode: string;
      betTypes: { code: string; odds: number; return: number; maxOdds: number }[];
    }[];
    const de = list.find((g) => g.gameCode === 'MB90S')!.betTypes.find((b) => b.code === 'de')!;
    expect(de).toMatchObject({ odds: 96, maxOdds: 100 });
    expect(de.return).toBeCloseTo(0.96, 6);
  });
});

describe('an XSMB period from bets to settlement', () => {
  let code: string;
  let period: { id: number; issue: string };
  let alice: Player;
  let bob: Player;

  beforeAll(async () => {
    code = await createGame(t, 'XSMB', { source: 'operator', limitMinor: 1_000_000 });
    await tick(t);
    period = await openPeriodOf(t, code);
    alice = await fundedPlayer(t, 1_000_000);
    bob = await fundedPlayer(t, 1_000_000);
  });

  it('shows liability per outcome, largest first, against the game’s limit', async () => {
    // Alice: lô on 65 and 37 at unit 2 (each may win 2 × 98 per hit); Bob: đề on 65 at unit 5 (5 × 95).
    const a = await placeSlip(t, alice, { gameCode: code, lines: [{ type: 'lo2', numbers: ['65', '37'], unit: 2 }] });
    expect(a.statusCode, a.body).toBe(200);
    const b = await placeSlip(t, bob, {
      gameCode: code,
      lines: [
        { type: 'de', numbers: ['65'], unit: 5 },
        { type: 'lo2', numbers: ['65'], unit: 1 },
      ],
    });
    expect(b.statusCode, b.body).toBe(200);

    const res = await call('GET', `/admin/api/lottery/periods/${period.id}/liability`, lotteryOp);
    expect(res.statusCode, res.body).toBe(200);
    const value = res.json().value;
    expect(value).toMatchObject({
      periodId: period.id,
      gameCode: code,
      issue: period.issue,
      status: 'open',
      limit: 10_000,
      outcomes: 3,
      highest: 475,
      total: 3,
    });
    expect(value.items).toEqual([
      { outcome: 'DE:65', kind: 'DE', pick: '65', amount: 475, share: 0.0475 },
      { outcome: 'L2:65', kind: 'L2', pick: '65', amount: 294, share: 0.0294 },
      { outcome: 'L2:37', kind: 'L2', pick: '37', amount: 196, share: 0.0196 },
    ]);
    const lo = (
      await call('GET', `/admin/api/lottery/periods/${period.id}/liability?kind=L2&pageSize=1`, lotteryOp)
    ).json().value;
    expect(lo).toMatchObject({ outcomes: 2, total: 2, totalPages: 2, highest: 294 });
    expect(lo.items.map((i: { outcome: string }) => i.outcome)).toEqual(['L2:65']);

    const csv = await call('GET', `/admin/api/lottery/periods/${period.id}/liability?format=csv`, lotteryOp);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toEqual([
      'outcome,kind,pick,amount,limit,share',
      'DE:65,DE,65,475,10000,0.0475',
      'L2:65,L2,65,294,10000,0.0294',
      'L2:37,L2,37,196,10000,0.0196',
    ]);
    expect((await call('GET', '/admin/api/lottery/periods/999999/liability', lotteryOp)).statusCode).toBe(404);
    expect((await call('GET', `/admin/api/lottery/periods/${period.id}/liability?kind=l2`, lotteryOp)).statusCode).toBe(
      400,
    );
    expect((await call('GET', `/admin/api/lottery/periods/${period.id}/liability`, supportOp)).statusCode).toBe(403);
  });

  it('answers a result of the wrong shape cell by cell, storing nothing', async () => {
    clock.set('2030-06-18T11:15:30Z');
    await tick(t);
    const prizes = {
      ...NORTH_RESULT,
      third: ['30002', '40003', '5000', '60005', 'abcde', '80007'],
      seventh: ['21', '22', '23'],
      sixth: ['765', '119', '1200'],
      ninth: ['1'],
    };
    delete (prizes as Record<string, unknown>).fifth;
    const res = await call('POST', `/admin/api/lottery/periods/${period.id}/result`, lotteryOp, { prizes });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
    expect(res.json().value.fields).toEqual({
      'prizes.third.2': 'PATTERN_MISMATCH',
      'prizes.third.4': 'PATTERN_MISMATCH',
      'prizes.sixth.2': 'PATTERN_MISMATCH',
      'prizes.seventh': 'TOO_SHORT',
      'prizes.fifth': 'REQUIRED',
      'prizes.ninth': 'UNKNOWN_FIELD',
    });
    const notText = await call('POST', `/admin/api/lottery/periods/${period.id}/result`, lotteryOp, {
      prizes: { ...NORTH_RESULT, special: [98765] },
    });
    expect(notText.statusCode).toBe(400);
    expect(Object.keys(notText.json().value.fields)).toEqual(['prizes.special.0']);
    const stored = await t.database.db
      .selectFrom('lottery_results')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('period_id', '=', period.id)
      .executeTakeFirstOrThrow();
    expect(Number(stored.n)).toBe(0);
    const detail = (await call('GET', `/admin/api/lottery/periods/${period.id}`, lotteryOp)).json().value;
    expect(detail).toMatchObject({ status: 'closed', result: null, round: 0 });
  });

  it('settles on the right result: the period in detail, the bets paid once, the audit before / after', async () => {
    const aliceBefore = await mainBalanceMinor(t, alice.id);
    const res = await call('POST', `/admin/api/lottery/periods/${period.id}/result`, lotteryOp, {
      prizes: NORTH_RESULT,
    });
    expect(res.statusCode, res.body).toBe(200);
    // 65 ends four prizes: Alice's lô 65 pays 4 × 2 × 98; 37 never comes. Bob: đề 65 (5 × 95), lô 65 (4 × 98).
    expect(res.json().value.settlement).toMatchObject({ round: 1, bets: 4, winners: 3, payout: 784 + 475 + 392 });
    expect((await mainBalanceMinor(t, alice.id)) - aliceBefore).toBe(78_400);
    const slipBets = await betPayouts(t, (await slipsOf(alice.id))[0]!);
    expect(slipBets.map((b) => [b.picks, b.status, b.payout_minor])).toEqual([
      ['65', 'settled', 78_400],
      ['37', 'settled', 0],
    ]);

    const detail = await call('GET', `/admin/api/lottery/periods/${period.id}`, lotteryOp);
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json().value).toMatchObject({
      periodId: period.id,
      gameCode: code,
      market: 'XSMB',
      status: 'settled',
      round: 1,
      bets: 4,
      stake: 2 * 27 * 2 + 5 + 27,
      payout: 1651,
      result: NORTH_RESULT,
      rounds: [{ round: 1, bets: 4, winners: 3, payout: 1651, reversed: false }],
    });

    const audit = await auditRow(`lottery-period:${period.id}`, '/admin/api/lottery/periods/:periodId/result');
    expect(audit.status_code).toBe(200);
    expect(audit.before).toMatchObject({ status: 'closed', round: 0, result: null });
    expect(audit.after).toMatchObject({ status: 'settled', round: 1, result: NORTH_RESULT });

    // Listed with its result; the CSV has it as text.
    const list = (await call('GET', `/admin/api/lottery/periods?gameCode=${code}&status=settled`, lotteryOp)).json()
      .value;
    expect(list.items).toHaveLength(1);
    expect(list.items[0]).toMatchObject({ periodId: period.id, round: 1, result: NORTH_RESULT });
    const byIssue = (
      await call('GET', `/admin/api/lottery/periods?issue=${period.issue.slice(0, 6)}`, lotteryOp)
    ).json().value;
    expect(byIssue.items.map((p: { periodId: number }) => p.periodId)).toContain(period.id);
    const csv = await call('GET', `/admin/api/lottery/periods?gameCode=${code}&format=csv`, lotteryOp);
    expect(csv.statusCode).toBe(200);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('periodId,gameCode,issue,station,status,openAt,closeAt,drawAt,round,resultSource,result');
    expect(lines.find((l) => l.startsWith(`${period.id},`))).toContain('special: 98765; first: 10265');
    const badQuery = await call('GET', '/admin/api/lottery/periods?status=won', lotteryOp);
    expect(badQuery.statusCode).toBe(400);
  });

  it('refuses a correction without its reason (400 on reason) and moves nothing; a first entry takes none', async () => {
    const corrected = { ...NORTH_RESULT, special: ['98737'] };
    const balances = async () => [await mainBalanceMinor(t, alice.id), await mainBalanceMinor(t, bob.id)];
    const before = await balances();
    const pendingApprovals = async () =>
      Number(
        (
          await t.database.db
            .selectFrom('operator_approvals')
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .where('subject', '=', `lottery-period:${period.id}`)
            .executeTakeFirstOrThrow()
        ).n,
      );
    const approvalsBefore = await pendingApprovals();
    const url = `/admin/api/lottery/periods/${period.id}/result`;
    for (const [payload, issue] of [
      [{ prizes: corrected, correct: true }, 'REQUIRED'],
      [{ prizes: corrected, correct: true, reason: '   ' }, 'TOO_SHORT'],
      [{ prizes: corrected, correct: true, reason: 'x'.repeat(201) }, 'TOO_LONG'],
      [{ prizes: corrected, reason: 'a first entry says nothing' }, 'INVALID_VALUE'],
    ] as const) {
      const res = await call('POST', url, lotteryOp, payload);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({
        success: false,
        code: 'VALIDATION_FAILED',
        value: { fields: { reason: issue } },
      });
      expect(res.json().message).toBeTruthy();
    }
    // The feed's corrections too.
    const drawDay = '2030-06-18';
    const fromFeed = await call('POST', '/admin/api/lottery/results/import', lotteryOp, {
      market: 'XSMB',
      date: drawDay,
      station: 'QN',
      prizes: corrected,
      correct: true,
    });
    expect(fromFeed.statusCode, fromFeed.body).toBe(400);
    expect(fromFeed.json().value.fields).toEqual({ reason: 'REQUIRED' });

    // Nothing moved: the same round and result, the same balances, no approval asked for.
    expect((await call('GET', `/admin/api/lottery/periods/${period.id}`, lotteryOp)).json().value).toMatchObject({
      status: 'settled',
      round: 1,
      result: NORTH_RESULT,
    });
    expect(await balances()).toEqual(before);
    expect(await pendingApprovals()).toBe(approvalsBefore);
  });

  it('sends a correction and a cancel of the settled period to a second lottery operator (202)', async () => {
    const corrected = { ...NORTH_RESULT, special: ['98737'] };
    const reason = 'Special prize misread: 98737, per the lottery company';
    const wrongWay = await call('POST', `/admin/api/lottery/periods/${period.id}/result`, lotteryOp, {
      prizes: corrected,
    });
    expect(wrongWay.statusCode).toBe(409);
    expect(wrongWay.json().value.reason).toBe('OTHER_RESULT_RECORDED');

    const correction = await call('POST', `/admin/api/lottery/periods/${period.id}/result`, lotteryOp, {
      prizes: corrected,
      correct: true,
      reason: `  ${reason} `,
    });
    expect(correction.statusCode, correction.body).toBe(202);
    // The second operator reads the reason (trimmed) in the request.
    expect(correction.json().value).toMatchObject({
      kind: 'lottery_correction',
      status: 'pending',
      payload: { correct: true, reason },
    });
    const audit = await auditRow(`lottery-period:${period.id}`, '/admin/api/lottery/periods/:periodId/result', 202);
    expect(audit.after).toMatchObject({
      status: 'settled',
      pendingApproval: correction.json().value.id,
      correctionReason: reason,
    });
    expect(audit.before).not.toHaveProperty('correctionReason');
    // Nothing changed while it waits.
    expect((await call('GET', `/admin/api/lottery/periods/${period.id}`, lotteryOp)).json().value).toMatchObject({
      round: 1,
      result: NORTH_RESULT,
    });

    const cancel = await call('POST', `/admin/api/lottery/periods/${period.id}/cancel`, lotteryOp, {
      reason: 'Draw annulled by the lottery company',
    });
    expect(cancel.statusCode, cancel.body).toBe(202);
    expect(cancel.json().value).toMatchObject({ kind: 'lottery_cancel', status: 'pending' });

    // The second operator approves the correction: Alice's lô 65 now hits three times, Bob's đề 37 misses.
    const approved = await call('POST', `/admin/api/approvals/${correction.json().value.id}/approve`, lotteryOp2);
    expect(approved.statusCode, approved.body).toBe(200);
    const detail = (await call('GET', `/admin/api/lottery/periods/${period.id}`, lotteryOp)).json().value;
    expect(detail).toMatchObject({ status: 'settled', round: 2, result: corrected });
    // The correction is a second round paying the differences: the first is not reversed (decision 029).
    expect(detail.rounds).toMatchObject([
      { round: 1, reversed: false },
      { round: 2, reversed: false },
    ]);
    // The executed correction keeps its reason, and so does the ledger batch it posted.
    const action = await t.database.db
      .selectFrom('operator_actions')
      .select('payload')
      .where('subject', '=', `lottery-period:${period.id}`)
      .where('kind', '=', 'lottery_correction')
      .executeTakeFirstOrThrow();
    expect(action.payload).toMatchObject({ correct: true, reason });
    const { rows: memos } = await sql<{ key: string; memo: { reason?: string } }>`
      select idempotency_key as key, memo from ledger_transactions
      where reference = ${`lottery:${period.id}`} and idempotency_key like '%round%' order by id`.execute(
      t.database.db,
    );
    expect(memos.map((m) => [m.key, m.memo.reason ?? null])).toEqual([
      [`period:${period.id}:round:1`, null],
      [`period:${period.id}:round:2`, reason],
    ]);
  });
});

async function slipsOf(memberId: number): Promise<number[]> {
  const { rows } = await sql<{
    id: number;
  }>`select id from lottery_slips where member_id = ${memberId} order by id`.execute(t.database.db);
  return rows.map((r) => r.id);
}
