import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AmlAlert, AmlAlertDetail, AmlRule } from '@portal/shared/contracts/aml';
import { sql } from 'kysely';
import { memberAlerts } from '../src/features/aml/aml.service.ts';
import { createAmlScan, SCAN_LOCK } from '../src/features/aml/aml-scan.ts';
import { inTransaction } from '../src/db/transaction.ts';
import { createLocalBus } from '../src/platform/bus.ts';
import { systemClock } from '../src/platform/clock.ts';
import { createSettingsService } from '../src/platform/settings/settings.service.ts';
import { createGatewayChannel, paidDeposit } from './deposit-helpers.ts';
import { key, newOperator, PIN, requestWithdrawal, withdrawingPlayer, type TestOperator } from './money-helpers.ts';
import {
  ADULT_DATE_OF_BIRTH,
  createTestApp,
  encryptFor,
  expectLedgerReconciles,
  operatorAuth,
  type TestApp,
} from './test-app.ts';

/*
 * AML monitoring (decision 043): each rule raises its alert, with evidence, from a pattern built
 * through the API (deposits through the gateway's webhook, withdrawals, sign-ins from one address
 * or device, transfers to the upline and an agent's to its team) and raises nothing for a near
 * miss; a scan raises a pattern once, also when two run at once on PostgreSQL; the compliance
 * queue's transitions, roles and audit; the regulator's CSV.
 * (This is not the withdrawal's turnover requirement, aml-turnover.api.test.ts.)
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
let t: TestApp;
let admin: { authorization: string };
let compliance: TestOperator;
let compliance2: TestOperator;
let support: TestOperator;
let finance: TestOperator;
let channelId: number;

beforeAll(async () => {
  t = await createTestApp({ env: { SEED_DEMO: false } });
  admin = await operatorAuth(t.app);
  compliance = await newOperator(t.app, ['compliance']);
  compliance2 = await newOperator(t.app, ['compliance']);
  support = await newOperator(t.app, ['support']);
  finance = await newOperator(t.app, ['finance']);
  const settings = await t.app.inject({
    method: 'PATCH',
    url: '/admin/api/settings',
    headers: admin,
    payload: {
      flags: { transferToUpline: true },
      currency: { decimals: 2 },
      // The deposit's own turnover requirement would refuse the withdrawal the rule is about.
      withdrawals: { depositTurnoverPercent: 0 },
      aml: { reportingThresholdMinor: 100_000, lowVarianceWinMinor: 50_000, lowVarianceMinBets: 5 },
    },
  });
  expect(settings.statusCode, settings.body).toBe(200);
  channelId = (await createGatewayChannel(t.app)).id;
});
afterAll(async () => {
  if (t) await expectLedgerReconciles(t.database);
  await t?.close();
});

const as = (operator: { authorization: string } | TestOperator) => ('auth' in operator ? operator.auth : operator);

const scan = async (operator: { authorization: string } | TestOperator = compliance) => {
  const res = await t.app.inject({ method: 'POST', url: '/admin/api/aml/scan', headers: as(operator) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value as { ran: boolean; raised: Record<AmlRule, number>; total: number };
};

const alertsOf = async (query: string): Promise<AmlAlert[]> => {
  const res = await t.app.inject({ url: `/admin/api/aml/alerts?pageSize=100&${query}`, headers: compliance.auth });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value.items as AmlAlert[];
};

const detail = async (id: number): Promise<AmlAlertDetail> => {
  const res = await t.app.inject({ url: `/admin/api/aml/alerts/${id}`, headers: compliance.auth });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value as AmlAlertDetail;
};

const post = (operator: TestOperator | { authorization: string }, url: string, payload?: unknown) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { ...as(operator), language: 'en' },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

/** A settled bet of the member's (stake and payout in minor units), as a provider's settlement writes it. */
async function settledBet(memberId: number, stake: number, payout: number, game = 'baccarat', product = 'LIVE') {
  const at = new Date();
  await t.database.db
    .insertInto('bets')
    .values({
      member_id: memberId,
      vendor: 'TEST',
      product,
      game_code: game,
      round_id: key(),
      currency: 'BRL',
      stake_minor: stake,
      valid_bet_minor: stake,
      payout_minor: payout,
      status: 'settled',
      placed_at: at,
      settled_at: at,
    })
    .execute();
}

let originSerial = 0;
/** Registers (and so signs in) from `ip` with `deviceId`. */
async function registerFrom(ip: string, deviceId: string) {
  originSerial += 1;
  const username = `aml${process.pid % 1000}o${originSerial}${randomBytes(2).toString('hex')}`.slice(0, 16);
  const res = await t.app.inject({
    method: 'PUT',
    url: '/wps/member/register',
    remoteAddress: ip,
    headers: { language: 'en', 'x-device-id': deviceId },
    payload: await encryptFor(t.app, {
      username,
      password: 'Tr0ub4dor&3x',
      confirmPassword: 'Tr0ub4dor&3x',
      dateOfBirth: ADULT_DATE_OF_BIRTH,
      login: true,
    }),
  });
  expect(res.statusCode, res.body).toBe(200);
  const row = await t.database.db
    .selectFrom('members')
    .select('id')
    .where('username', '=', username)
    .executeTakeFirstOrThrow();
  return { id: row.id, username };
}
const device = () => `00000000-0000-4000-8000-${randomBytes(6).toString('hex')}`;
const ip = () => `203.0.${randomBytes(1)[0]! % 250}.${1 + (randomBytes(1)[0]! % 250)}`;

describe('AML rules', () => {
  it('structuring: three deposits just under the reporting threshold within a day raise one alert', async () => {
    const player = await withdrawingPlayer(t, 0);
    for (const amount of [950, 999.99, 900]) await paidDeposit(t.app, channelId, player.authorization, amount);
    const near = await withdrawingPlayer(t, 0);
    // Two in the band and one just below it (899.99): not three.
    for (const amount of [950, 960, 899.99]) await paidDeposit(t.app, channelId, near.authorization, amount);

    const result = await scan();
    expect(result.ran).toBe(true);
    expect(result.raised.structuring).toBeGreaterThanOrEqual(1);
    const [alert, ...more] = await alertsOf(`rule=structuring&member=${player.username}`);
    expect(more).toHaveLength(0);
    expect(alert).toMatchObject({
      rule: 'structuring',
      subject: `member:${player.id}`,
      status: 'open',
      members: [{ id: player.id, username: player.username }],
      amount: 2849.99,
      currency: 'BRL',
    });
    const { evidence } = await detail(alert!.id);
    expect(evidence.thresholds).toMatchObject({ reportingThreshold: 1000, bandFrom: 900, count: 3, windowHours: 24 });
    expect(evidence.rows.map((r) => r.amount)).toEqual([950, 999.99, 900]);
    expect(evidence.rows.every((r) => typeof r.orderNo === 'string' && typeof r.at === 'string')).toBe(true);
    expect(evidence.figures).toMatchObject({ deposits: 3, total: 2849.99 });
    expect(evidence.summary).toContain('3 paid deposits');
    expect(await alertsOf(`rule=structuring&member=${near.username}`)).toEqual([]);
  });

  it('low play: a withdrawal after a deposit with little bet since raises an alert; enough play raises none', async () => {
    const player = await withdrawingPlayer(t, 0);
    await paidDeposit(t.app, channelId, player.authorization, 500);
    await settledBet(player.id, 5_000, 0, 'slot', 'RNG');
    const withdrawalId = await requestWithdrawal(t.app, player, 400);
    const played = await withdrawingPlayer(t, 0);
    await paidDeposit(t.app, channelId, played.authorization, 500);
    await settledBet(played.id, 20_000, 10_000, 'slot', 'RNG');
    await requestWithdrawal(t.app, played, 300);

    await scan();
    const [alert, ...more] = await alertsOf(`rule=low_play_withdrawal&member=${player.id}`);
    expect(more).toHaveLength(0);
    expect(alert).toMatchObject({ subject: `member:${player.id}`, amount: 400 });
    const { evidence } = await detail(alert!.id);
    expect(evidence.figures).toMatchObject({
      deposit: 500,
      withdrawal: 400,
      turnover: 50,
      bets: 1,
      turnoverPercent: 10,
    });
    expect(evidence.rows).toMatchObject([
      { kind: 'deposit', amount: 500 },
      { kind: 'withdrawal', id: withdrawalId, status: 'in_process', amount: 400 },
    ]);
    expect(evidence.thresholds).toEqual({ turnoverPercent: 30 });
    expect(await alertsOf(`rule=low_play_withdrawal&member=${played.username}`)).toEqual([]);
  });

  it('shared access: three members on one address, or on one device, raise an alert; two do not', async () => {
    const address = ip();
    const onAddress = [];
    for (let i = 0; i < 3; i += 1) onAddress.push(await registerFrom(address, device()));
    const sharedDevice = device();
    const onDevice = [];
    for (let i = 0; i < 3; i += 1) onDevice.push(await registerFrom(ip(), sharedDevice));
    const pairAddress = `198.18.${randomBytes(1)[0]! % 250}.9`;
    await registerFrom(pairAddress, device());
    await registerFrom(pairAddress, device());

    await scan();
    const [byAddress] = await alertsOf(`rule=shared_access&member=${onAddress[0]!.username}`);
    expect(byAddress).toMatchObject({ subject: `ip:${address}`, amount: 0 });
    expect(byAddress!.members.map((m) => m.id).sort()).toEqual(onAddress.map((m) => m.id).sort());
    const evidence = (await detail(byAddress!.id)).evidence;
    expect(evidence.figures).toMatchObject({ members: 3, kind: 'ip', value: address });
    expect(evidence.rows.map((r) => r.username)).toEqual(onAddress.map((m) => m.username));
    const [byDevice] = (await alertsOf(`rule=shared_access&member=${onDevice[1]!.username}`)).filter((a) =>
      a.subject.startsWith('device:'),
    );
    expect(byDevice).toMatchObject({ subject: `device:${sharedDevice}` });
    expect(byDevice!.members).toHaveLength(3);
    const all = await alertsOf('rule=shared_access');
    expect(all.some((a) => a.subject === `ip:${pairAddress}`)).toBe(false);
  });

  it('transfer cycle: money to the upline that the agent sends back raises an alert; one way raises none', async () => {
    const agent = await withdrawingPlayer(t, 0);
    const player = await withdrawingPlayer(t, 100);
    await t.database.db.updateTable('members').set({ type: 1 }).where('id', '=', agent.id).execute();
    await t.database.db.updateTable('members').set({ upline_id: agent.id }).where('id', '=', player.id).execute();
    const up = await t.app.inject({
      method: 'POST',
      url: '/wps/wallet/transfer-upline',
      headers: { authorization: player.authorization, 'idempotency-key': key(), language: 'en' },
      payload: { amount: 60, paymentPassword: PIN },
    });
    expect(up.statusCode, up.body).toBe(200);
    const back = await t.app.inject({
      method: 'POST',
      url: `/wps/agent/downlines/${player.id}/transfer`,
      headers: { authorization: agent.authorization, 'idempotency-key': key(), language: 'en' },
      payload: { amount: 55, paymentPassword: PIN },
    });
    expect(back.statusCode, back.body).toBe(200);
    // One way only: to an upline that keeps it.
    const keeper = await withdrawingPlayer(t, 0);
    const sender = await withdrawingPlayer(t, 100);
    await t.database.db.updateTable('members').set({ upline_id: keeper.id }).where('id', '=', sender.id).execute();
    const oneWay = await t.app.inject({
      method: 'POST',
      url: '/wps/wallet/transfer-upline',
      headers: { authorization: sender.authorization, 'idempotency-key': key(), language: 'en' },
      payload: { amount: 60, paymentPassword: PIN },
    });
    expect(oneWay.statusCode, oneWay.body).toBe(200);

    await scan();
    const ids = [agent.id, player.id].sort((a, b) => a - b);
    const [alert, ...more] = await alertsOf(`rule=transfer_cycle&member=${player.username}`);
    expect(more).toHaveLength(0);
    expect(alert).toMatchObject({ subject: `cycle:${ids.join(',')}`, amount: 55 });
    const { evidence } = await detail(alert!.id);
    expect(evidence.rows).toMatchObject([
      { kind: 'transfer_upline', from: player.username, to: agent.username, amount: 60 },
      { kind: 'transfer_downline', from: agent.username, to: player.username, amount: 55 },
    ]);
    expect(evidence.figures).toMatchObject({ transfers: 2, members: 2, leastTransfer: 55, total: 115 });
    expect(await alertsOf(`rule=transfer_cycle&member=${sender.username}`)).toEqual([]);
  });

  it('low-variance wins: a net win on even-money bets raises an alert; the same win from a big slot hit does not', async () => {
    const player = await withdrawingPlayer(t, 0);
    // Eight banker wins at 1.95 and two losses of 100.00: +560.00 on 10 even-money bets.
    for (let i = 0; i < 8; i += 1) await settledBet(player.id, 10_000, 19_500);
    for (let i = 0; i < 2; i += 1) await settledBet(player.id, 10_000, 0);
    const lucky = await withdrawingPlayer(t, 0);
    // Nine lost spins and one 20x hit: +1,100.00 in all, but the win is not low variance.
    for (let i = 0; i < 9; i += 1) await settledBet(lucky.id, 10_000, 0, 'slot', 'RNG');
    await settledBet(lucky.id, 10_000, 200_000, 'slot', 'RNG');

    await scan();
    const [alert, ...more] = await alertsOf(`rule=low_variance_win&member=${player.username}`);
    expect(more).toHaveLength(0);
    expect(alert).toMatchObject({ subject: `member:${player.id}`, amount: 560 });
    const { evidence } = await detail(alert!.id);
    expect(evidence.figures).toMatchObject({ bets: 10, lowVarianceBets: 10, lowVarianceNet: 560, sharePercent: 100 });
    expect(evidence.rows).toMatchObject([{ game: 'baccarat', lowVariance: true, bets: 10, stake: 1000, net: 560 }]);
    expect(evidence.thresholds).toMatchObject({ netWin: 500, maxPayoutPercent: 210, minBets: 5 });
    expect(await alertsOf(`rule=low_variance_win&member=${lucky.username}`)).toEqual([]);
  });

  it('a second scan raises nothing new (one alert per pattern), and memberAlerts lists a member’s', async () => {
    await scan();
    const before = await alertsOf('');
    const again = await scan();
    expect(again).toMatchObject({ ran: true, total: 0 });
    expect(await alertsOf('')).toHaveLength(before.length);
    const { count } = await t.database.db
      .selectFrom('aml_alerts')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    expect(Number(count)).toBe(before.length);

    const someone = before.find((a) => a.rule === 'structuring')!;
    const listed = await memberAlerts(t.database.db, someone.members[0]!.id, 2);
    expect(listed.map((a) => a.id)).toContain(someone.id);
  });

  it('two scans at once raise each new pattern once', async () => {
    const player = await withdrawingPlayer(t, 0);
    for (const amount of [930, 940, 950, 960]) await paidDeposit(t.app, channelId, player.authorization, amount);
    const [a, b] = await Promise.all([scan(), scan(compliance2)]);
    expect(a.ran && b.ran).toBe(true);
    expect(a.total + b.total).toBeGreaterThanOrEqual(1);
    const alerts = await alertsOf(`rule=structuring&member=${player.username}`);
    expect(alerts).toHaveLength(1);
    // The four deposits are one pattern: the later windows overlap the first.
    expect((await detail(alerts[0]!.id)).evidence.figures).toMatchObject({ deposits: 4 });
    expect(a.raised.structuring + b.raised.structuring).toBe(1);
  });
});

describe('the periodic scan', () => {
  // PostgreSQL only: on the embedded database the lock's holder has the only connection.
  it.runIf(onPostgres)('skips its turn while another scan holds the lock, and runs once it is free', async () => {
    const db = t.database.db;
    const settings = createSettingsService({
      db,
      bus: createLocalBus(),
      clock: systemClock,
      ttlMs: 1000,
      log: t.app.log,
    });
    const timerScan = createAmlScan({ db, clock: systemClock, settings });
    const whileHeld = await inTransaction(db, async (trx) => {
      await sql`select pg_advisory_xact_lock(${SCAN_LOCK})`.execute(trx);
      return timerScan.run({ wait: false });
    });
    expect(whileHeld).toEqual({ ran: false, raised: {}, total: 0 });
    expect(await timerScan.run({ wait: false })).toMatchObject({ ran: true, total: 0 });
  });
});

describe('the compliance queue', () => {
  let alertId: number;
  let reportedMember: { id: number; username: string };

  beforeAll(async () => {
    const player = await withdrawingPlayer(t, 0);
    reportedMember = { id: player.id, username: player.username };
    await t.database.db
      .updateTable('members')
      .set({ payee_name: '=HYPERLINK("http://evil.example","x")', id_number: '+123-456' })
      .where('id', '=', player.id)
      .execute();
    for (const amount of [901, 902, 903]) await paidDeposit(t.app, channelId, player.authorization, amount);
    await scan();
    alertId = (await alertsOf(`rule=structuring&member=${player.username}`))[0]!.id;
  });

  it('is for compliance and admin: support and finance cannot read, assign or close', async () => {
    for (const other of [support, finance]) {
      expect((await t.app.inject({ url: '/admin/api/aml/alerts', headers: other.auth })).statusCode).toBe(403);
      expect((await post(other, `/admin/api/aml/alerts/${alertId}/assign`, {})).statusCode).toBe(403);
      const close = await post(other, `/admin/api/aml/alerts/${alertId}/close`, { outcome: 'no_issue', note: 'fine' });
      expect(close.statusCode).toBe(403);
      expect(close.json().code).toBe('OPERATOR_ROLE_FORBIDDEN');
      expect((await post(other, '/admin/api/aml/scan')).statusCode).toBe(403);
    }
    expect((await t.app.inject({ url: '/admin/api/aml/alerts' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/admin/api/aml/alerts', headers: admin })).statusCode).toBe(200);
    expect((await detail(alertId)).status).toBe('open');
  });

  it('assigns, closes with an outcome and a note, reopens unless reported; each step in history and the audit log', async () => {
    const bad = await post(compliance, `/admin/api/aml/alerts/${alertId}/close`, { outcome: 'no_issue', note: '  ' });
    expect(bad.statusCode).toBe(400);
    const noOutcome = await post(compliance, `/admin/api/aml/alerts/${alertId}/close`, { note: 'checked' });
    expect(noOutcome.statusCode).toBe(400);
    const toSupport = await post(compliance, `/admin/api/aml/alerts/${alertId}/assign`, { operatorId: support.id });
    expect(toSupport.statusCode).toBe(400);
    expect(toSupport.json().value.fields).toEqual({ operatorId: 'INVALID_VALUE' });
    expect((await post(compliance, '/admin/api/aml/alerts/999999999/assign', {})).statusCode).toBe(404);

    const mine = await post(compliance, `/admin/api/aml/alerts/${alertId}/assign`);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().value).toMatchObject({ status: 'assigned', assignedTo: compliance.username });
    const other = await post(compliance, `/admin/api/aml/alerts/${alertId}/assign`, { operatorId: compliance2.id });
    expect(other.json().value).toMatchObject({ status: 'assigned', assignedTo: compliance2.username });
    const assignees = (await t.app.inject({ url: '/admin/api/aml/assignees', headers: compliance.auth })).json().value;
    expect(assignees.map((a: { id: number }) => a.id)).toEqual(expect.arrayContaining([compliance.id, compliance2.id]));
    expect(assignees.map((a: { id: number }) => a.id)).not.toContain(support.id);

    expect((await post(compliance, `/admin/api/aml/alerts/${alertId}/reopen`, { note: 'x' })).json().code).toBe(
      'AML_ALERT_NOT_CLOSED',
    );
    const closed = await post(compliance2, `/admin/api/aml/alerts/${alertId}/close`, {
      outcome: 'no_issue',
      note: 'Salary deposits, payslips on file',
    });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json().value).toMatchObject({
      status: 'closed',
      outcome: 'no_issue',
      closeNote: 'Salary deposits, payslips on file',
      closedBy: compliance2.username,
    });
    const twice = await post(compliance, `/admin/api/aml/alerts/${alertId}/close`, { outcome: 'reported', note: 'x' });
    expect([twice.statusCode, twice.json().code]).toEqual([409, 'AML_ALERT_CLOSED']);
    expect((await post(compliance, `/admin/api/aml/alerts/${alertId}/assign`)).json().code).toBe('AML_ALERT_CLOSED');

    const reopened = await post(compliance, `/admin/api/aml/alerts/${alertId}/reopen`, { note: 'New deposits seen' });
    expect(reopened.json().value).toMatchObject({ status: 'open', outcome: null, assignedTo: null });
    const reported = await post(compliance, `/admin/api/aml/alerts/${alertId}/close`, {
      outcome: 'reported',
      note: 'Filed SAR 2031-07',
    });
    expect(reported.json().value).toMatchObject({ status: 'closed', outcome: 'reported' });
    const refused = await post(admin, `/admin/api/aml/alerts/${alertId}/reopen`, { note: 'try' });
    expect([refused.statusCode, refused.json().code]).toEqual([409, 'AML_ALERT_REPORTED']);

    const { history } = await detail(alertId);
    expect(history.map((h) => h.action)).toEqual(['raised', 'assigned', 'assigned', 'closed', 'reopened', 'closed']);
    expect(history[3]).toMatchObject({
      operator: compliance2.username,
      outcome: 'no_issue',
      note: 'Salary deposits, payslips on file',
    });
    expect(history[4]).toMatchObject({ note: 'New deposits seen' });

    const audit = await t.database.db
      .selectFrom('operator_audit_log')
      .select(['route', 'status_code', 'body', 'after', 'username'])
      .where('subject', '=', `aml_alert:${alertId}`)
      .orderBy('id')
      .execute();
    const closes = audit.filter((a) => a.route.endsWith('/close'));
    expect(closes[0]).toMatchObject({
      status_code: 200,
      username: compliance2.username,
      body: { outcome: 'no_issue', note: 'Salary deposits, payslips on file' },
      after: { status: 'closed', outcome: 'no_issue', closeNote: 'Salary deposits, payslips on file' },
    });
    expect(audit.filter((a) => a.route.endsWith('/reopen'))[0]).toMatchObject({ after: { note: 'New deposits seen' } });
  });

  it('exports the reported alerts as CSV for the regulator, formula-safe', async () => {
    const res = await t.app.inject({ url: '/admin/api/aml/alerts/export', headers: compliance.auth });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'alert_id,rule,subject,status,outcome,member_id,username,name,id_number,birthday,registered_at,activity_from,activity_to,amount,currency,summary,raised_at,closed_at,closed_by,officer_note',
    );
    expect(lines).toHaveLength(2);
    const line = lines[1]!;
    expect(
      line.startsWith(
        `${alertId},structuring,member:${reportedMember.id},closed,reported,${reportedMember.id},${reportedMember.username},`,
      ),
    ).toBe(true);
    expect(line).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
    expect(line).toContain(",'+123-456,");
    expect(line).toContain(',2706.00,BRL,');
    expect(line).toContain('3 paid deposits between 900.00 and 1000.00 BRL');
    expect(line).toContain(`,${compliance.username},Filed SAR 2031-07`);

    // Chosen ids: whatever their state, one line per member named.
    const open = (await alertsOf('status=open'))[0]!;
    const chosen = await t.app.inject({
      url: `/admin/api/aml/alerts/export?ids=${open.id},${alertId}`,
      headers: compliance.auth,
    });
    const chosenLines = chosen.body.trim().split('\r\n').slice(1);
    expect(chosenLines).toHaveLength(1 + open.members.length);
    expect(
      (await t.app.inject({ url: '/admin/api/aml/alerts/export?ids=1;drop', headers: compliance.auth })).statusCode,
    ).toBe(400);
    expect((await t.app.inject({ url: '/admin/api/aml/alerts/export', headers: finance.auth })).statusCode).toBe(403);
  });

  it('filters the queue by status, rule and member', async () => {
    const closed = await alertsOf('status=closed');
    expect(closed.map((a) => a.id)).toContain(alertId);
    expect(closed.every((a) => a.status === 'closed')).toBe(true);
    expect((await alertsOf(`member=${reportedMember.id}`)).map((a) => a.id)).toContain(alertId);
    expect(await alertsOf('rule=transfer_cycle&status=closed')).toEqual([]);
    const bad = await t.app.inject({ url: '/admin/api/aml/alerts?rule=nope', headers: compliance.auth });
    expect(bad.statusCode).toBe(400);
  });
});
