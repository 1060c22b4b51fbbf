import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approveTerms } from './approval-helpers.ts';
import { sql } from 'kysely';
import { variantsOf } from '../src/features/studio/studio-admin.routes.ts';
import { BONUS_ACCOUNTS } from '../src/features/reports/reports.repo.ts';
import { PROMOTIONS_ACCOUNT } from '../src/features/bonuses/bonuses.service.ts';
import { POINTS_PAYOUT_ACCOUNT } from '../src/features/loyalty/points/points.service.ts';
import { ADJUSTMENTS } from '../src/features/withdrawals/adjustments.ts';
import { loyaltyStreamOf, settleBets } from './loyalty-helpers.ts';
import { PIN, withdrawingPlayer } from './money-helpers.ts';
import { createTestApp, manualClock, operatorAuth, registerMember, type TestApp } from './test-app.ts';
import {
  insertBets,
  insertChannel,
  insertDeposit,
  insertMember,
  insertStudioRounds,
  insertWithdrawal,
} from './reports-seed.ts';

/*
 * Dashboard, reports and audit log over rows with known times. Today is 2030-06-15 (UTC). Every
 * expected figure below is worked out by hand from the rows seeded in beforeAll.
 */
const clock = manualClock(new Date('2030-06-15T12:00:00Z'));
/** `daysAgo` days before 2030-06-15, at `time` UTC. */
const at = (daysAgo: number, time = '12:00:00.000') =>
  new Date(Date.parse(`2030-06-15T${time}Z`) - daysAgo * 86_400_000);

let t: TestApp;
let admin: { authorization: string };
let finance: { authorization: string; username: string };
let support: { authorization: string; username: string };
const ids: Record<'A' | 'B' | 'C' | 'D' | 'T', number> = { A: 0, B: 0, C: 0, D: 0, T: 0 };

async function newOperator(username: string, roles: string[]) {
  const created = await t.app.inject({
    method: 'POST',
    url: '/admin/api/operators',
    headers: admin,
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
  return { authorization: `Bearer ${token}`, username };
}

async function adjust(memberId: number, amount: number, key: string) {
  return t.app.inject({
    method: 'POST',
    url: '/admin/api/wallet/adjustments',
    headers: { ...admin, 'idempotency-key': key },
    payload: { memberId, amount, reason: 'report test' },
  });
}

const get = (url: string, auth: { authorization: string } = finance) =>
  t.app.inject({ url, headers: { authorization: auth.authorization } });
const value = async (url: string, auth: { authorization: string } = finance) => {
  const res = await get(url, auth);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value;
};

beforeAll(async () => {
  t = await createTestApp({ clock, env: { SEED_DEMO: false, FOUR_EYES_THRESHOLD_MINOR: 100_000 } });
  admin = await operatorAuth(t.app);
  finance = await newOperator('report-finance', ['finance']);
  support = await newOperator('report-support', ['support']);
  const db = t.database.db;

  ids.A = (await insertMember(db, { createdAt: at(40) })).id;
  ids.B = (await insertMember(db, { createdAt: at(1) })).id;
  ids.C = (await insertMember(db, { createdAt: at(0, '01:00:00.000') })).id;
  ids.D = (await insertMember(db, { createdAt: at(8) })).id;
  ids.T = (await insertMember(db, { type: 4, createdAt: at(0) })).id;
  const { A, B, C, T } = ids;

  const pg = { vendor: 'PGSOFT', product: 'RNG' };
  await insertBets(db, [
    { memberId: A, ...pg, gameCode: 'g1', stake: 1000, payout: 500, at: at(0, '10:00:00.000') },
    { memberId: A, vendor: 'INHOUSE', product: 'RNG', gameCode: 'dice', gameName: 'Dice', stake: 200, at: at(0) },
    { memberId: B, vendor: 'LOTTERY', product: 'LOTT', gameCode: 'XSMB', stake: 300, status: 'pending', at: at(0) },
    // The first and the last moment of a UTC day.
    { memberId: B, ...pg, gameCode: 'g2', stake: 100, at: at(0, '00:00:00.000') },
    { memberId: B, ...pg, gameCode: 'g1', stake: 1000, payout: 2500, at: at(1, '23:59:59.999') },
    { memberId: C, vendor: 'LOTTERY', product: 'LOTT', gameCode: 'XSMB', gameName: 'Miền Bắc', stake: 400, at: at(1) },
    { memberId: C, vendor: 'EVO', product: 'LIVE', gameCode: 'baccarat', stake: 5000, payout: 4000, at: at(8) },
    // Left out: a cancelled bet, a trial account's, one older than 30 days, one in another currency.
    { memberId: C, ...pg, gameCode: 'g1', stake: 700, payout: 0, status: 'cancelled', at: at(0) },
    { memberId: T, ...pg, gameCode: 'g1', stake: 9999, at: at(0) },
    { memberId: A, ...pg, gameCode: 'g1', stake: 8888, at: at(40) },
    { memberId: A, ...pg, gameCode: 'g1', stake: 7777, at: at(0), currency: 'USD' },
  ]);

  const bank = await insertChannel(db, 'Bank Transfer VN');
  const gateway = await insertChannel(db, 'Gateway Pay', 'gateway');
  const viaGateway = { channelId: gateway, channelType: 'gateway' as const };
  await insertDeposit(db, { memberId: A, channelId: bank, amount: 10_000, at: at(40) });
  await insertDeposit(db, { memberId: A, channelId: bank, amount: 2000, at: at(0, '10:00:00.000') });
  // B's first deposit (and a second on the same day: B counts once, with the first amount).
  await insertDeposit(db, { memberId: B, ...viaGateway, amount: 3000, fee: 30, at: at(0, '08:00:00.000') });
  await insertDeposit(db, { memberId: B, channelId: bank, amount: 1000, at: at(0, '09:00:00.000') });
  await insertDeposit(db, { memberId: C, ...viaGateway, amount: 5000, fee: 50, at: at(8) });
  // Not money yet: a bank transfer to review (the queue), a gateway payment under way, a rejected one.
  await insertDeposit(db, { memberId: C, channelId: bank, amount: 700, status: 'pending', at: at(0) });
  await insertDeposit(db, { memberId: B, ...viaGateway, amount: 900, status: 'pending', at: at(0) });
  await insertDeposit(db, { memberId: A, channelId: bank, amount: 400, status: 'rejected', at: at(0) });

  await insertWithdrawal(db, { memberId: A, bankName: 'Vietcombank', amount: 1500, status: 'approved', at: at(1) });
  await insertWithdrawal(db, { memberId: A, bankName: 'Vietcombank', amount: 500, status: 'approved', at: at(0) });
  await insertWithdrawal(db, { memberId: B, bankName: 'ACB', amount: 800, status: 'in_process', at: at(0) });
  await insertWithdrawal(db, { memberId: C, bankName: 'ACB', amount: 300, status: 'rejected', at: at(0) });

  // Bonuses: +60.00 and -10.00 to A today (net 5,000 minor); 2,000.00 waits for a second operator.
  expect((await adjust(A, 60, 'report-bonus-1')).statusCode).toBe(200);
  expect((await adjust(A, -10, 'report-bonus-2')).statusCode).toBe(200);
  expect((await adjust(B, 2000, 'report-bonus-3')).statusCode).toBe(202);

  await insertStudioRounds(db, A, [
    { game: 'dice', variant: 'rtp96', stake: 100, payout: 0, at: at(0) },
    { game: 'dice', variant: 'rtp96', stake: 100, payout: 196, at: at(1) },
    { game: 'dice', variant: 'rtp96', stake: 200, payout: 200, at: at(8) },
    { game: 'dice', variant: 'rtp96', stake: 500, payout: 0, status: 'refused', at: at(0) },
    { game: 'dice', variant: 'rtp96', stake: 500, payout: 0, at: at(40) },
    { game: 'baccarat', variant: 'standard', params: { bet: 'banker' }, stake: 1000, payout: 1950, at: at(0) },
    { game: 'baccarat', variant: 'standard', params: { bet: 'banker' }, stake: 1000, payout: 0, at: at(0) },
    { game: 'baccarat', variant: 'standard', params: { bet: 'tie' }, stake: 100, payout: 900, at: at(0) },
  ]);
  await insertStudioRounds(db, C, [{ game: 'dice', variant: 'rtp94', stake: 100, payout: 0, at: at(2) }]);
  await insertStudioRounds(db, T, [{ game: 'dice', variant: 'rtp96', stake: 100, payout: 9900, at: at(0) }]);
  // The tables the reports read (a whole-database analyze can outlast the statement timeout on a busy machine).
  await sql`analyze bets, members, deposit_orders, withdrawals, ledger_transactions, ledger_entries, ledger_accounts, studio_rounds`.execute(
    db,
  );
});
afterAll(async () => t?.close());

describe('dashboard', () => {
  it('adds up today, the last 7 and the last 30 days from bets, payments, registrations and adjustments', async () => {
    const dashboard = await value('/admin/api/reports/dashboard');
    expect(dashboard).toMatchObject({ timeZone: 'UTC', currency: 'BRL', today: '2030-06-15' });
    expect(dashboard.periods.today).toEqual({
      from: '2030-06-15',
      to: '2030-06-15',
      activePlayers: 2,
      registrations: 1,
      firstDeposits: 1,
      money: {
        depositsMinor: 6000,
        depositCount: 3,
        withdrawalsMinor: 500,
        withdrawalCount: 1,
        betsMinor: 1300,
        betCount: 3,
        winsMinor: 500,
        ggrMinor: 800,
        bonusesMinor: 5000,
        ngrMinor: -4200,
        firstDepositsMinor: 3000,
      },
    });
    expect(dashboard.periods.last7).toEqual({
      from: '2030-06-09',
      to: '2030-06-15',
      activePlayers: 3,
      registrations: 2,
      firstDeposits: 1,
      money: {
        depositsMinor: 6000,
        depositCount: 3,
        withdrawalsMinor: 2000,
        withdrawalCount: 2,
        betsMinor: 2700,
        betCount: 5,
        winsMinor: 3000,
        ggrMinor: -300,
        bonusesMinor: 5000,
        ngrMinor: -5300,
        firstDepositsMinor: 3000,
      },
    });
    expect(dashboard.periods.last30).toEqual({
      from: '2030-05-17',
      to: '2030-06-15',
      activePlayers: 3,
      registrations: 3,
      firstDeposits: 2,
      money: {
        depositsMinor: 11_000,
        depositCount: 4,
        withdrawalsMinor: 2000,
        withdrawalCount: 2,
        betsMinor: 7700,
        betCount: 6,
        winsMinor: 7000,
        ggrMinor: 700,
        bonusesMinor: 5000,
        ngrMinor: -4300,
        firstDepositsMinor: 8000,
      },
    });
    expect(dashboard.pending).toEqual({
      deposits: 1,
      withdrawals: 1,
      approvals: 1,
      promotionApplications: 0,
      redemptions: 0,
    });
  });

  it('has a point for each of the 30 days, zeros included', async () => {
    const { series } = await value('/admin/api/reports/dashboard');
    expect(series).toHaveLength(30);
    expect(series[0].day).toBe('2030-05-17');
    expect(series.at(-1)).toEqual({
      day: '2030-06-15',
      registrations: 1,
      firstDeposits: 1,
      money: {
        depositsMinor: 6000,
        withdrawalsMinor: 500,
        betsMinor: 1300,
        winsMinor: 500,
        ggrMinor: 800,
        bonusesMinor: 5000,
        ngrMinor: -4200,
      },
    });
    expect(series.find((d: { day: string }) => d.day === '2030-06-14').money).toMatchObject({
      betsMinor: 1400,
      winsMinor: 2500,
      ggrMinor: -1100,
    });
    expect(series.find((d: { day: string }) => d.day === '2030-06-10')).toMatchObject({
      registrations: 0,
      firstDeposits: 0,
      money: { betsMinor: 0, ggrMinor: 0, depositsMinor: 0 },
    });
  });

  it('shows an operator without the finance role the counts and the queues, never the money', async () => {
    const dashboard = await value('/admin/api/reports/dashboard', support);
    expect(dashboard.periods.today).toMatchObject({
      activePlayers: 2,
      registrations: 1,
      firstDeposits: 1,
      money: null,
    });
    expect(dashboard.series.every((d: { money: unknown }) => d.money === null)).toBe(true);
    // Support works the points mall's redemptions; the money queues and four-eyes are not theirs.
    expect(dashboard.pending).toEqual({
      deposits: null,
      withdrawals: null,
      approvals: null,
      promotionApplications: null,
      redemptions: 0,
    });
  });

  it('shows each operator only the queues their roles work', async () => {
    const lottery = await newOperator('report-lottery', ['lottery']);
    expect((await value('/admin/api/reports/dashboard', lottery)).pending).toEqual({
      deposits: null,
      withdrawals: null,
      approvals: 1,
      promotionApplications: null,
      redemptions: null,
    });
    const content = await newOperator('report-content', ['content']);
    expect(Object.values((await value('/admin/api/reports/dashboard', content)).pending)).toEqual([
      null,
      null,
      null,
      null,
      null,
    ]);
    expect((await value('/admin/api/reports/dashboard', admin)).pending).toEqual({
      deposits: 1,
      withdrawals: 1,
      approvals: 1,
      promotionApplications: 0,
      redemptions: 0,
    });
  });

  it('answers 401 without a token', async () => {
    expect((await t.app.inject({ url: '/admin/api/reports/dashboard' })).statusCode).toBe(401);
  });
});

describe('reports', () => {
  const range = 'from=2030-06-07&to=2030-06-15';

  it('GGR and NGR per day: bets − wins, less the bonuses of the day', async () => {
    const report = await value(`/admin/api/reports/ggr-by-day?${range}`);
    expect(report).toMatchObject({ from: '2030-06-07', to: '2030-06-15', timeZone: 'UTC', currency: 'BRL' });
    expect(report.rows).toHaveLength(9);
    const zero = { betCount: 0, betsMinor: 0, winsMinor: 0, ggrMinor: 0, bonusesMinor: 0, ngrMinor: 0 };
    expect(report.rows[0]).toEqual({
      day: '2030-06-07',
      betCount: 1,
      betsMinor: 5000,
      winsMinor: 4000,
      ggrMinor: 1000,
      bonusesMinor: 0,
      ngrMinor: 1000,
    });
    expect(report.rows[1]).toEqual({ day: '2030-06-08', ...zero });
    expect(report.rows[7]).toEqual({
      day: '2030-06-14',
      betCount: 2,
      betsMinor: 1400,
      winsMinor: 2500,
      ggrMinor: -1100,
      bonusesMinor: 0,
      ngrMinor: -1100,
    });
    expect(report.rows[8]).toEqual({
      day: '2030-06-15',
      betCount: 3,
      betsMinor: 1300,
      winsMinor: 500,
      ggrMinor: 800,
      bonusesMinor: 5000,
      ngrMinor: -4200,
    });
  });

  it('GGR per day and product: casino vendor and category, lottery game, in-house game', async () => {
    const report = await value('/admin/api/reports/ggr-by-product?from=2030-06-14&to=2030-06-15');
    expect(report.rows).toEqual([
      {
        day: '2030-06-14',
        kind: 'casino',
        code: 'PGSOFT',
        category: 'RNG',
        name: null,
        betCount: 1,
        betsMinor: 1000,
        winsMinor: 2500,
        ggrMinor: -1500,
      },
      {
        day: '2030-06-14',
        kind: 'lottery',
        code: 'XSMB',
        category: 'LOTT',
        name: 'Miền Bắc',
        betCount: 1,
        betsMinor: 400,
        winsMinor: 0,
        ggrMinor: 400,
      },
      {
        day: '2030-06-15',
        kind: 'casino',
        code: 'PGSOFT',
        category: 'RNG',
        name: null,
        betCount: 2,
        betsMinor: 1100,
        winsMinor: 500,
        ggrMinor: 600,
      },
      {
        day: '2030-06-15',
        kind: 'inhouse',
        code: 'dice',
        category: 'RNG',
        name: 'Dice',
        betCount: 1,
        betsMinor: 200,
        winsMinor: 0,
        ggrMinor: 200,
      },
    ]);
  });

  it('deposits per day and channel, withdrawals per day and payee bank', async () => {
    const report = await value(`/admin/api/reports/payments?${range}`);
    expect(report.rows).toEqual([
      { day: '2030-06-07', direction: 'deposit', channel: 'Gateway Pay', count: 1, amountMinor: 5000, feeMinor: 50 },
      { day: '2030-06-14', direction: 'withdrawal', channel: 'Vietcombank', count: 1, amountMinor: 1500, feeMinor: 0 },
      {
        day: '2030-06-15',
        direction: 'deposit',
        channel: 'Bank Transfer VN',
        count: 2,
        amountMinor: 3000,
        feeMinor: 0,
      },
      { day: '2030-06-15', direction: 'deposit', channel: 'Gateway Pay', count: 1, amountMinor: 3000, feeMinor: 30 },
      { day: '2030-06-15', direction: 'withdrawal', channel: 'Vietcombank', count: 1, amountMinor: 500, feeMinor: 0 },
    ]);
  });

  it('top winners and top losers over the range', async () => {
    const winners = await value(`/admin/api/reports/top-players?${range}&side=winners`);
    expect(winners.rows).toEqual([
      {
        memberId: ids.B,
        username: expect.any(String),
        betCount: 2,
        betsMinor: 1100,
        winsMinor: 2500,
        netMinor: 1400,
      },
    ]);
    const losers = await value(`/admin/api/reports/top-players?${range}&side=losers`);
    expect(losers.rows.map((r: { memberId: number; netMinor: number }) => [r.memberId, r.netMinor])).toEqual([
      [ids.C, -1400],
      [ids.A, -700],
    ]);
    const one = await value(`/admin/api/reports/top-players?${range}&side=losers&limit=1`);
    expect(one.rows.map((r: { memberId: number }) => r.memberId)).toEqual([ids.C]);
  });

  it('observed RTP of the settled studio rounds next to the exact RTP of their variant', async () => {
    const exact = (game: 'dice' | 'baccarat', variant: string, bet: string) =>
      variantsOf(game)
        .find((v) => v.variant === variant)!
        .rtps.find((r) => r.bet === bet)!.rtpBps;
    const report = await value(`/admin/api/reports/studio-rtp?${range}`);
    expect(report.rows).toEqual([
      {
        game: 'baccarat',
        variant: 'standard',
        bet: 'banker',
        rounds: 2,
        stakesMinor: 2000,
        payoutsMinor: 1950,
        observedRtpBps: 9750,
        theoreticalRtpBps: exact('baccarat', 'standard', 'banker'),
      },
      {
        game: 'baccarat',
        variant: 'standard',
        bet: 'tie',
        rounds: 1,
        stakesMinor: 100,
        payoutsMinor: 900,
        observedRtpBps: 90_000,
        theoreticalRtpBps: exact('baccarat', 'standard', 'tie'),
      },
      {
        game: 'dice',
        variant: 'rtp94',
        bet: 'all',
        rounds: 1,
        stakesMinor: 100,
        payoutsMinor: 0,
        observedRtpBps: 0,
        theoreticalRtpBps: 9400,
      },
      {
        game: 'dice',
        variant: 'rtp96',
        bet: 'all',
        rounds: 3,
        stakesMinor: 400,
        payoutsMinor: 396,
        observedRtpBps: 9900,
        theoreticalRtpBps: 9600,
      },
    ]);
  });

  it('exports every table as CSV, money in major units, negative figures as numbers', async () => {
    const res = await get(`/admin/api/reports/ggr-by-day?${range}&format=csv`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="ggr-by-day-2030-06-07-2030-06-15.csv"');
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('day,bets,stakes (BRL),wins (BRL),GGR (BRL),bonuses (BRL),NGR (BRL)');
    expect(lines).toHaveLength(10);
    expect(lines[8]).toBe('2030-06-14,2,14,25,-11,0,-11');
    expect(lines[9]).toBe('2030-06-15,3,13,5,8,50,-42');
    for (const path of ['ggr-by-product', 'payments', 'top-players', 'studio-rtp']) {
      const csv = await get(`/admin/api/reports/${path}?${range}&format=csv`);
      expect(csv.statusCode, path).toBe(200);
      expect(csv.headers['content-type'], path).toBe('text/csv; charset=utf-8');
    }
    const rtp = await get(`/admin/api/reports/studio-rtp?${range}&format=csv`);
    expect(rtp.body).toContain('dice,rtp96,all,3,4,3.96,99,96\r\n');
    const payments = await get(`/admin/api/reports/payments?${range}&format=csv`);
    expect(payments.body).toContain('2030-06-15,deposit,Gateway Pay,1,30,0.3\r\n');
  });

  it('refuses operators without the finance role (403) and answers admins', async () => {
    for (const path of ['ggr-by-day', 'ggr-by-product', 'payments', 'top-players', 'studio-rtp']) {
      const refused = await get(`/admin/api/reports/${path}?${range}`, support);
      expect(refused.statusCode, path).toBe(403);
      expect(refused.json().code).toBe('OPERATOR_ROLE_FORBIDDEN');
      expect((await get(`/admin/api/reports/${path}?${range}`, admin)).statusCode, path).toBe(200);
    }
    expect((await t.app.inject({ url: `/admin/api/reports/payments?${range}` })).statusCode).toBe(401);
  });

  it('answers a bad range with 400 and the field at fault', async () => {
    const fieldOf = async (query: string) => {
      const res = await get(`/admin/api/reports/ggr-by-day?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
      return res.json().value.fields;
    };
    expect(await fieldOf('from=2030-06-15&to=2030-06-14')).toEqual({ to: 'INVALID_VALUE' });
    expect(await fieldOf('from=2029-06-14&to=2030-06-15')).toEqual({ to: 'TOO_BIG' });
    expect(await fieldOf('from=2030-06-31&to=2030-07-01')).toEqual({ from: 'PATTERN_MISMATCH' });
    expect(await fieldOf('from=15/06/2030&to=2030-06-15')).toEqual({ from: 'PATTERN_MISMATCH' });
    expect(await fieldOf('to=2030-06-15')).toEqual({ from: 'REQUIRED' });
    expect(await fieldOf('from=2030-06-01&to=2030-06-15&format=xls')).toEqual({ format: 'INVALID_VALUE' });
    expect(Object.keys(await fieldOf('from=2030-06-01&to=2030-06-15&extra=1'))).toEqual(['extra']);
    // 366 days is the longest range.
    expect((await get('/admin/api/reports/ggr-by-day?from=2029-06-15&to=2030-06-15')).statusCode).toBe(200);
    const top = await get(`/admin/api/reports/top-players?${range}&limit=101`);
    expect(top.statusCode).toBe(400);
  });
});

describe('audit log', () => {
  /** The hook writes after the answer: wait until the log holds `count` rows matching `query`. */
  async function waitForRows(query: string, count: number) {
    for (let tries = 0; tries < 50; tries++) {
      const page = await value(`/admin/api/audit-log?${query}`, admin);
      if (page.total >= count) return page;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error(`no audit rows for ${query}`);
  }

  beforeAll(async () => {
    const patched = await t.app.inject({
      method: 'PATCH',
      url: '/admin/api/settings',
      headers: admin,
      payload: { brand: { registerBonusText: 'Audit test' } },
    });
    expect(patched.statusCode).toBe(200);
    const refused = await t.app.inject({
      method: 'PATCH',
      url: '/admin/api/settings',
      headers: { authorization: finance.authorization },
      payload: { brand: { name: 'Not allowed' } },
    });
    expect(refused.statusCode).toBe(403);
    // Rows of actions that know their record, from other days.
    await t.database.db
      .insertInto('operator_audit_log')
      .values([
        {
          username: 'someone-else',
          method: 'POST',
          route: '/admin/api/members/:id/freeze',
          path: '/admin/api/members/12/freeze',
          status_code: 200,
          subject: 'member:12',
          before: JSON.stringify({ status: 'active' }),
          after: JSON.stringify({ status: 'frozen' }),
          created_at: at(3),
        },
        {
          username: 'someone-else',
          method: 'POST',
          route: '/admin/api/members/:id/freeze',
          path: '/admin/api/members/123/freeze',
          status_code: 200,
          subject: 'member:123',
          created_at: at(5),
        },
      ])
      .execute();
    await waitForRows('action=PATCH%20%2Fadmin%2Fapi%2Fsettings', 2);
  });

  it('lists who did what, newest first, with the answer status', async () => {
    const page = await value('/admin/api/audit-log?action=PATCH%20%2Fadmin%2Fapi%2Fsettings', admin);
    expect(page.total).toBe(2);
    expect(page.items.map((r: { username: string; statusCode: number }) => [r.username, r.statusCode])).toEqual([
      [finance.username, 403],
      [t.env.ADMIN_USERNAME, 200],
    ]);
    expect(page.items[1]).toMatchObject({ method: 'PATCH', route: '/admin/api/settings', path: '/admin/api/settings' });
  });

  it('filters by operator, subject (exact, or every one under a prefix ending in ":") and days', async () => {
    const byOperator = await value(
      `/admin/api/audit-log?operator=${finance.username.slice(0, 9).toUpperCase()}`,
      admin,
    );
    expect(byOperator.items.length).toBeGreaterThan(0);
    expect(byOperator.items.every((r: { username: string }) => r.username === finance.username)).toBe(true);

    const exact = await value('/admin/api/audit-log?subject=member%3A12', admin);
    expect(exact.items.map((r: { subject: string }) => r.subject)).toEqual(['member:12']);
    const prefix = await value('/admin/api/audit-log?subject=member%3A', admin);
    expect(prefix.items.map((r: { subject: string }) => r.subject)).toEqual(['member:12', 'member:123']);

    const days = await value('/admin/api/audit-log?from=2030-06-11&to=2030-06-12', admin);
    expect(days.items.map((r: { subject: string }) => r.subject)).toEqual(['member:12']);
    const wildcard = await value('/admin/api/audit-log?operator=%25', admin);
    expect(wildcard.total).toBe(0);
  });

  it('pages, and opens one row with its before and after', async () => {
    const first = await value('/admin/api/audit-log?pageSize=1&page=1', admin);
    const second = await value('/admin/api/audit-log?pageSize=1&page=2', admin);
    expect(first.total).toBeGreaterThan(2);
    expect(second.items[0].id).not.toBe(first.items[0].id);

    const row = (await value('/admin/api/audit-log?subject=member%3A12', admin)).items[0];
    expect(row.hasChange).toBe(true);
    const detail = await value(`/admin/api/audit-log/${row.id}`, admin);
    expect(detail).toMatchObject({ subject: 'member:12', before: { status: 'active' }, after: { status: 'frozen' } });
    expect((await get('/admin/api/audit-log/999999999', admin)).statusCode).toBe(404);
    const settings = (await value('/admin/api/audit-log?action=PATCH%20%2Fadmin%2Fapi%2Fsettings', admin)).items[1];
    const patch = await value(`/admin/api/audit-log/${settings.id}`, admin);
    expect(patch.body).toEqual({ brand: { registerBonusText: 'Audit test' } });
  });

  it('exports the matching rows as CSV with their JSON', async () => {
    const res = await get('/admin/api/audit-log?subject=member%3A&format=csv', admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'id,time,operator,action,member,amount,method,route,path,status,subject,ip,request id,body,before,after',
    );
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(',member:12,');
    expect(lines[1]).toContain('"{""status"":""active""}","{""status"":""frozen""}"');
  });

  it('is for admins only, and refuses a bad filter', async () => {
    expect((await get('/admin/api/audit-log', finance)).statusCode).toBe(403);
    expect((await get('/admin/api/audit-log', support)).statusCode).toBe(403);
    expect((await get('/admin/api/audit-log/1', support)).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/admin/api/audit-log' })).statusCode).toBe(401);
    const bad = await get('/admin/api/audit-log?from=2030-06-12&to=2030-06-10', admin);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().value.fields).toEqual({ to: 'INVALID_VALUE' });
    expect((await get('/admin/api/audit-log?pageSize=1000', admin)).statusCode).toBe(400);
  });
});

describe('promotion applications, points-mall redemptions and loyalty payouts', () => {
  const today = '2030-06-15';
  const ngrToday = async () => {
    const [row] = (await value(`/admin/api/reports/ggr-by-day?from=${today}&to=${today}`)).rows;
    const dashboard = await value('/admin/api/reports/dashboard');
    expect(dashboard.periods.today.money).toMatchObject({ bonusesMinor: row.bonusesMinor, ngrMinor: row.ngrMinor });
    return { bonusesMinor: row.bonusesMinor as number, ngrMinor: row.ngrMinor as number };
  };
  let goodsId = 0;
  let player: Awaited<ReturnType<typeof withdrawingPlayer>>;

  beforeAll(async () => {
    // A cash good of the points mall (4.00 for 3 points), and a member with 300 points earned on bets.
    const goods = await t.app.inject({
      method: 'POST',
      url: '/admin/api/loyalty/goods',
      headers: admin,
      payload: {
        kind: 'cash',
        name: { en: 'Cash 4' },
        description: {},
        imageUrl: null,
        points: 3,
        amountRequirement: 0,
        cashValue: 4,
        stock: null,
        perMemberLimit: null,
        enabled: true,
        position: 0,
      },
    });
    expect(goods.statusCode, goods.body).toBe(200);
    // A cash good pays money: live once finance approves its terms (decision 033).
    await approveTerms(t.app, goods.json().value);
    goodsId = goods.json().value.id as number;
    player = await withdrawingPlayer(t, 0);
    await settleBets(t, player.id, [{ product: 'RNG', validMinor: 300 * 10_000 }]);
    await loyaltyStreamOf(t, clock).drain(true);
    const points = await t.app.inject({ url: '/wps/points', headers: { authorization: player.authorization } });
    expect(points.json().value.points).toBe(300);
  });

  it('counts the applications and the redemptions waiting, for the roles that work each', async () => {
    const promotion = await t.database.db
      .insertInto('promotions')
      .values({ kind: 'manual', title: JSON.stringify({ en: 'Big win bonus' }), starts_at: at(10) })
      .returning('id')
      .executeTakeFirstOrThrow();
    const member = await registerMember(t.app);
    const boundary = '----report-apply';
    const applied = await t.app.inject({
      method: 'POST',
      url: `/wps/promotions/${promotion.id}/apply`,
      headers: { authorization: member.authorization, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="remark"\r\n\r\nMy big win\r\n--${boundary}--\r\n`,
    });
    expect(applied.statusCode, applied.body).toBe(200);
    const redeemed = await t.app.inject({
      method: 'POST',
      url: '/wps/points/redeem',
      headers: { authorization: player.authorization, 'idempotency-key': 'report-redeem-1' },
      payload: { goodsId, paymentPassword: PIN },
    });
    expect(redeemed.statusCode, redeemed.body).toBe(200);

    expect((await value('/admin/api/reports/dashboard')).pending).toMatchObject({
      promotionApplications: 1,
      redemptions: 1,
    });
    expect((await value('/admin/api/reports/dashboard', support)).pending).toMatchObject({
      promotionApplications: null,
      redemptions: 1,
    });
  });

  it('counts loyalty cash (a cash good approved, points converted) as bonuses: NGR drops by what was paid', async () => {
    // Every account that pays players bonuses, by the constant its feature posts with.
    expect([...BONUS_ACCOUNTS].sort()).toEqual([ADJUSTMENTS, POINTS_PAYOUT_ACCOUNT, PROMOTIONS_ACCOUNT].sort());
    const before = await ngrToday();
    const [redemption] = (await value('/admin/api/loyalty/redemptions?status=processing', support)).list;
    const approved = await t.app.inject({
      method: 'POST',
      url: `/admin/api/loyalty/redemptions/${redemption.id}/decision`,
      headers: { authorization: support.authorization },
      payload: { decision: 'approve' },
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await ngrToday()).toEqual({ bonusesMinor: before.bonusesMinor + 400, ngrMinor: before.ngrMinor - 400 });
    expect((await value('/admin/api/reports/dashboard')).pending.redemptions).toBe(0);

    // 200 points at the default 100 points a unit: 2.00 to the main wallet.
    const converted = await t.app.inject({
      method: 'POST',
      url: '/wps/points/convert',
      headers: { authorization: player.authorization, 'idempotency-key': 'report-convert-1' },
      payload: { points: 200, paymentPassword: PIN },
    });
    expect(converted.statusCode, converted.body).toBe(200);
    expect(converted.json().value).toMatchObject({ points: 200, amount: 2 });
    expect(await ngrToday()).toEqual({ bonusesMinor: before.bonusesMinor + 600, ngrMinor: before.ngrMinor - 600 });
  });
});
