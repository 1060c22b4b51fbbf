import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  expectLedgerReconciles,
  manualClock,
  operatorAuth,
  registerMember,
  type TestApp,
} from './test-app.ts';
import { key, newOperator, PIN, withdrawingPlayer, type TestOperator } from './money-helpers.ts';
import { fundWallet, memberIdOf } from './wallet-helpers.ts';

/*
 * The agent center over HTTP: an agent registers its team, sees it, sends it money; contracts go
 * from the platform to an agent and from the agent to a downline within its own rates; the job's
 * settlement pays each level its difference once, from the platform or from the upline's wallet
 * (waiting while the upline cannot pay), also when several runs race on PostgreSQL.
 */
const clock = manualClock(new Date('2031-03-10T12:00:00Z'));
let t: TestApp;
let admin: { authorization: string };
let finance: TestOperator;

beforeAll(async () => {
  t = await createTestApp({
    // The settlement days pass on the test's clock: sessions outlive them.
    env: {
      SEED_DEMO: false,
      OPERATOR_SESSION_IDLE_MINUTES: 60 * 24 * 30,
      MEMBER_SESSION_IDLE_MINUTES: 60 * 24 * 30,
      MEMBER_SESSION_ABSOLUTE_HOURS: 24 * 30,
    },
    clock,
  });
  admin = await operatorAuth(t.app);
  finance = await newOperator(t.app, ['finance']);
  const flags = await t.app.inject({
    method: 'PATCH',
    url: '/admin/api/settings',
    headers: admin,
    payload: { flags: { dividend: true, salary: true, hourlySalary: true, realTimeSalary: true } },
  });
  expect(flags.statusCode, flags.body).toBe(200);
});
afterAll(async () => t?.close());

const call = (method: 'GET' | 'POST', url: string, headers: Record<string, string>, payload?: unknown) =>
  t.app.inject({ method, url, headers: { language: 'en', ...headers }, payload: payload as object });

/** A member made an agent (type 1) under `upline`, with a payment password and `balance` in major units. */
async function agentUnder(upline: number | null, balance = 0) {
  const member = await withdrawingPlayer(t, balance);
  await t.database.db.updateTable('members').set({ type: 1, upline_id: upline }).where('id', '=', member.id).execute();
  return member;
}

/** A settled slot bet of `stake` minor units by `memberId` at `at`. */
async function settledBet(memberId: number, stake: number, payout: number, at: Date) {
  await t.database.db
    .insertInto('bets')
    .values({
      member_id: memberId,
      vendor: 'TEST',
      product: 'RNG',
      game_code: 'slot',
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

const mainBalance = async (memberId: number) =>
  (
    await t.database.db
      .selectFrom('ledger_accounts')
      .select('balance_minor')
      .where('member_id', '=', memberId)
      .where('code', '=', 'main')
      .executeTakeFirst()
  )?.balance_minor ?? 0;

const flat = (ratePercent: number) => [{ threshold: 0, ratePercent }];

describe('agent center', () => {
  it('is for agents only, and an agent registers, sees and funds its team', async () => {
    const player = await registerMember(t.app);
    const refused = await call('GET', '/wps/agent/overview', { authorization: player.authorization });
    expect(refused.statusCode).toBe(403);

    const agent = await agentUnder(null, 100);
    const auth = { authorization: agent.authorization };
    const created = await call('POST', '/wps/agent/downlines', auth, {
      username: `dl${Date.now() % 1e8}`,
      password: 'Str0ng#pass',
      type: 0,
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().value).toMatchObject({ level: 1, type: 0, upline: agent.username });
    const sub = await call('POST', '/wps/agent/downlines', auth, {
      username: `sa${Date.now() % 1e8}`,
      password: 'Str0ng#pass',
      type: 1,
    });
    const subId = sub.json().value.id as number;
    const taken = await call('POST', '/wps/agent/downlines', auth, {
      username: created.json().value.username,
      password: 'Str0ng#pass',
      type: 0,
    });
    expect(taken.statusCode).toBe(409);
    const weak = await call('POST', '/wps/agent/downlines', auth, {
      username: 'okname1',
      password: 'password',
      type: 0,
    });
    expect(weak.statusCode).toBe(400);

    // A member two levels down counts in the team, at level 2.
    const deep = await registerMember(t.app);
    const deepId = await memberIdOf(t, deep.username);
    await t.database.db.updateTable('members').set({ upline_id: subId }).where('id', '=', deepId).execute();
    await settledBet(deepId, 5_000, 2_000, clock.now());
    const team = (await call('GET', '/wps/agent/downlines', auth)).json().value;
    expect(team.total).toBe(3);
    expect(team.list.find((d: { id: number }) => d.id === deepId)).toMatchObject({
      level: 2,
      validBets: 50,
      profitLoss: -30,
    });
    expect((await call('GET', '/wps/agent/downlines?directOnly=true', auth)).json().value.total).toBe(2);
    const overview = (await call('GET', '/wps/agent/overview?range=today', auth)).json().value;
    expect(overview.figures).toMatchObject({ members: 3, newMembers: 3, activeMembers: 1, bets: 50, profitLoss: -30 });
    expect(overview.days.find((d: { day: string }) => d.day === '2031-03-10')).toMatchObject({ bets: 50 });

    const sent = await t.app.inject({
      method: 'POST',
      url: `/wps/agent/downlines/${deepId}/transfer`,
      headers: { ...auth, 'idempotency-key': 'send-0001' },
      payload: { amount: 25, paymentPassword: PIN },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().value).toMatchObject({ amount: 25, balance: 75, replayed: false });
    const again = await t.app.inject({
      method: 'POST',
      url: `/wps/agent/downlines/${deepId}/transfer`,
      headers: { ...auth, 'idempotency-key': 'send-0001' },
      payload: { amount: 25, paymentPassword: PIN },
    });
    expect(again.json().value.replayed).toBe(true);
    expect(await mainBalance(deepId)).toBe(2_500);
    const outsider = await call(
      'POST',
      `/wps/agent/downlines/${await memberIdOf(t, player.username)}/transfer`,
      { ...auth, 'idempotency-key': 'outsider-01' },
      {
        amount: 1,
        paymentPassword: PIN,
      },
    );
    expect(outsider.statusCode).toBe(404);
    const tx = (await call('GET', '/wps/agent/transactions', auth)).json().value;
    expect(tx.list[0]).toMatchObject({
      kind: 'transfer_downline',
      amount: -25,
      balanceAfter: 75,
      counterpart: deep.username,
    });
    await expectLedgerReconciles(t.database);
  });

  it('offers within its own contract, accepts, and pays each level its difference once', async () => {
    const top = await agentUnder(null);
    const mid = await agentUnder(top.id);
    const player = await registerMember(t.app);
    const playerId = await memberIdOf(t, player.username);
    await t.database.db.updateTable('members').set({ upline_id: mid.id }).where('id', '=', playerId).execute();

    // The platform offers the top agent 3 %; the agent accepts in the agent center.
    const platform = await call('POST', '/admin/api/agents/contracts', finance.auth, {
      memberId: top.id,
      kind: 'daily_salary',
      basis: 'bet',
      tiers: flat(3),
    });
    expect(platform.statusCode, platform.body).toBe(200);
    const topAuth = { authorization: top.authorization };
    const told = (await call('GET', '/wps/messages', topAuth)).json().value.list[0];
    expect(told).toMatchObject({ kind: 'contract_offered', params: { source: 'daily_salary', reference: '' } });
    const consolidated = (await call('GET', '/wps/member/info/funds/consolidated', topAuth)).json().value;
    expect(consolidated.dailysalreqtype).toBe(1);
    expect(
      (await call('POST', `/wps/agent/contracts/${platform.json().value.id}/accept`, topAuth, {})).statusCode,
    ).toBe(200);

    // Above its own 3 % is refused; 2 % to its direct downline is offered and accepted.
    const above = await call('POST', '/wps/agent/contracts', topAuth, {
      memberId: mid.id,
      kind: 'daily_salary',
      basis: 'bet',
      tiers: flat(3.5),
    });
    expect(above.statusCode).toBe(409);
    expect(above.json().code).toBe('CONTRACT_RATE_ABOVE_OWN');
    const notDirect = await call('POST', '/wps/agent/contracts', topAuth, {
      memberId: playerId,
      kind: 'daily_salary',
      basis: 'bet',
      tiers: flat(1),
    });
    expect(notDirect.statusCode).toBe(400);
    const offer = await call('POST', '/wps/agent/contracts', topAuth, {
      memberId: mid.id,
      kind: 'daily_salary',
      basis: 'bet',
      tiers: flat(2),
    });
    expect(offer.statusCode, offer.body).toBe(200);
    const midAuth = { authorization: mid.authorization };
    const offered = (await call('GET', '/wps/messages', midAuth)).json().value.list[0];
    expect(offered).toMatchObject({ kind: 'contract_offered', params: { reference: top.username } });
    const accepted = await call('POST', `/wps/agent/contracts/${offer.json().value.id}/accept`, midAuth, {});
    expect(accepted.json().value).toMatchObject({
      status: 'active',
      payer: 'platform',
      offeredBy: { username: top.username },
    });

    // Yesterday's bets of the player: 1,000.00 of valid bet; the day settles the next day.
    clock.advance(86_400_000);
    await settledBet(playerId, 100_000, 0, clock.now());
    clock.advance(86_400_000);
    const runs = await Promise.all(
      [1, 2, 3].map(() => call('POST', '/admin/api/agents/settlements/run', finance.auth)),
    );
    expect(runs.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(await mainBalance(mid.id)).toBe(2_000); // 2 % of 1,000.00
    expect(await mainBalance(top.id)).toBe(1_000); // 3 % − the downline's 2 %
    // The day of the acceptance settled with nothing, the day of the bet paid.
    const income = (await call('GET', '/wps/agent/income?kind=daily_salary', midAuth)).json().value;
    expect(income.list.map((b: { status: string }) => b.status)).toEqual(['paid', 'nothing']);
    expect(income.list[0]).toMatchObject({ base: 1000, ratePercent: 2, amount: 20 });
    expect(income.totals).toEqual({ daily_salary: 20 });
    await call('POST', '/admin/api/agents/settlements/run', finance.auth);
    expect(await mainBalance(top.id)).toBe(1_000);
    await expectLedgerReconciles(t.database);

    // A new, lower contract from the top agent ends what the middle agent gives above it, once confirmed.
    const leaf = await agentUnder(mid.id);
    const given = await call('POST', '/wps/agent/contracts', midAuth, {
      memberId: leaf.id,
      kind: 'daily_salary',
      basis: 'bet',
      tiers: flat(1.5),
    });
    await call(
      'POST',
      `/wps/agent/contracts/${given.json().value.id}/accept`,
      { authorization: leaf.authorization },
      {},
    );
    const lower = await call('POST', '/wps/agent/contracts', topAuth, {
      memberId: mid.id,
      kind: 'daily_salary',
      basis: 'bet',
      tiers: flat(1),
    });
    const unconfirmed = await call('POST', `/wps/agent/contracts/${lower.json().value.id}/accept`, midAuth, {});
    expect(unconfirmed.statusCode).toBe(409);
    expect(unconfirmed.json().value.terminates).toEqual([
      { contractId: given.json().value.id, username: leaf.username },
    ]);
    const confirmed = await call('POST', `/wps/agent/contracts/${lower.json().value.id}/accept`, midAuth, {
      confirm: true,
    });
    expect(confirmed.json().value.status).toBe('active');
    const mine = (await call('GET', '/wps/agent/contracts', midAuth)).json().value;
    expect(mine.offered).toEqual([]);
    expect(mine.mine.filter((c: { status: string }) => c.status === 'active')).toHaveLength(1);
  });

  it("pays an upline-paid contract from the upline's wallet, waiting while it cannot", async () => {
    await t.app.inject({
      method: 'PATCH',
      url: '/admin/api/settings',
      headers: admin,
      payload: { agents: { downlinePayer: 'upline' } },
    });
    const top = await agentUnder(null, 0);
    const mid = await agentUnder(top.id);
    const platform = await call('POST', '/admin/api/agents/contracts', finance.auth, {
      memberId: top.id,
      kind: 'dividend',
      basis: 'bet',
      tiers: flat(10),
      cycle: 'daily',
    });
    await call(
      'POST',
      `/wps/agent/contracts/${platform.json().value.id}/accept`,
      { authorization: top.authorization },
      {},
    );
    const offer = await call(
      'POST',
      '/wps/agent/contracts',
      { authorization: top.authorization },
      { memberId: mid.id, kind: 'dividend', basis: 'bet', tiers: flat(5), cycle: 'daily' },
    );
    expect(offer.json().value.payer).toBe('upline');
    await call(
      'POST',
      `/wps/agent/contracts/${offer.json().value.id}/accept`,
      { authorization: mid.authorization },
      {},
    );

    clock.advance(86_400_000);
    await settledBet(mid.id, 50_000, 10_000, clock.now()); // the team lost 400.00 to the house
    clock.advance(86_400_000);
    await call('POST', '/admin/api/agents/settlements/run', finance.auth);
    // The top agent gets its whole 10 % (40.00) from the platform, then owes the middle agent 5 % (20.00).
    expect(await mainBalance(top.id)).toBe(4_000 - 2_000);
    expect(await mainBalance(mid.id)).toBe(2_000);
    const paid = (await call('GET', '/wps/agent/income', { authorization: mid.authorization })).json().value.list[0];
    expect(paid).toMatchObject({ kind: 'dividend', amount: 20, status: 'paid', payer: top.username });

    // The platform ends the top agent's contract: its wallet alone pays the middle agent, and it is empty.
    const ended = await call('POST', `/admin/api/agents/contracts/${platform.json().value.id}/terminate`, finance.auth);
    expect(ended.statusCode, ended.body).toBe(200);
    const spend = await t.app.inject({
      method: 'POST',
      url: `/wps/agent/downlines/${mid.id}/transfer`,
      headers: { authorization: top.authorization, 'idempotency-key': key() },
      payload: { amount: 20, paymentPassword: PIN },
    });
    expect(spend.statusCode, spend.body).toBe(200);
    clock.advance(3_600_000);
    await settledBet(mid.id, 20_000, 0, clock.now()); // 200.00 lost: 5 % is 10.00
    clock.advance(86_400_000);
    await call('POST', '/admin/api/agents/settlements/run', finance.auth);
    const waiting = (await call('GET', '/wps/agent/income', { authorization: mid.authorization })).json().value.list[0];
    expect(waiting).toMatchObject({ amount: 10, status: 'waiting' });
    await fundWallet(t, top.id, 1_000);
    await call('POST', '/admin/api/agents/settlements/run', finance.auth);
    const retried = (await call('GET', '/wps/agent/income', { authorization: mid.authorization })).json().value.list[0];
    expect(retried).toMatchObject({ amount: 10, status: 'paid' });
    expect(await mainBalance(top.id)).toBe(0);
    await expectLedgerReconciles(t.database);
    await t.app.inject({
      method: 'PATCH',
      url: '/admin/api/settings',
      headers: admin,
      payload: { agents: { downlinePayer: 'platform' } },
    });
  });

  it("answers the spec's hourly and real-time salary POSTs with the member's contract data of that kind", async () => {
    const agent = await agentUnder(null, 0);
    const auth = { authorization: agent.authorization };
    const hourly = () => call('POST', '/wps/member/info/funds/hourly-salary', auth);
    expect((await hourly()).json().value).toEqual({ kind: 'hourly_salary', state: 0, contracts: [] });
    const offer = await call('POST', '/admin/api/agents/contracts', finance.auth, {
      memberId: agent.id,
      kind: 'hourly_salary',
      basis: 'bet',
      tiers: flat(1),
    });
    expect(offer.statusCode, offer.body).toBe(200);
    expect((await hourly()).json().value).toMatchObject({ state: 1, contracts: [{ status: 'offered' }] });
    expect((await call('POST', `/wps/agent/contracts/${offer.json().value.id}/accept`, auth, {})).statusCode).toBe(200);
    expect((await hourly()).json().value).toMatchObject({
      state: 2,
      contracts: [{ status: 'active', kind: 'hourly_salary' }],
    });
    // The real-time kind is its own: nothing offered there.
    expect((await call('POST', '/wps/member/info/funds/realtime-salary', auth)).json().value).toEqual({
      kind: 'realtime_salary',
      state: 0,
      contracts: [],
    });
    expect((await call('POST', '/wps/member/info/funds/hourly-salary', {})).statusCode).toBe(401);
    const off = await t.app.inject({
      method: 'PATCH',
      url: '/admin/api/settings',
      headers: admin,
      payload: { flags: { realTimeSalary: false } },
    });
    expect(off.statusCode, off.body).toBe(200);
    try {
      const refused = await call('POST', '/wps/member/info/funds/realtime-salary', auth);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe('FORBIDDEN');
    } finally {
      await t.app.inject({
        method: 'PATCH',
        url: '/admin/api/settings',
        headers: admin,
        payload: { flags: { realTimeSalary: true } },
      });
    }
  });

  it('files a platform offer above AGENT_CONTRACT_FOUR_EYES_PERCENT for a second finance operator (review N4)', async () => {
    const agent = await agentUnder(null, 0);
    const terms = { memberId: agent.id, kind: 'dividend', basis: 'bet', tiers: flat(60), cycle: 'daily' };
    const filed = await call('POST', '/admin/api/agents/contracts', finance.auth, terms);
    expect(filed.statusCode, filed.body).toBe(202);
    expect(filed.json().value).toMatchObject({ kind: 'agent_contract_offer', status: 'pending' });
    const offers = () =>
      t.database.db
        .selectFrom('agent_contracts')
        .select(['status', 'payer'])
        .where('member_id', '=', agent.id)
        .execute();
    expect(await offers()).toEqual([]);
    const own = await call('POST', `/admin/api/approvals/${filed.json().value.id}/approve`, finance.auth);
    expect(own.json().code).toBe('APPROVAL_OWN_REQUEST');
    const approved = await call('POST', `/admin/api/approvals/${filed.json().value.id}/approve`, admin);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await offers()).toEqual([{ status: 'offered', payer: 'platform' }]);
  });

  it("carries a dividend's negative cycle into the next one when the contract rolls over", async () => {
    const agent = await agentUnder(null);
    const auth = { authorization: agent.authorization };
    const player = await registerMember(t.app);
    const playerId = await memberIdOf(t, player.username);
    await t.database.db.updateTable('members').set({ upline_id: agent.id }).where('id', '=', playerId).execute();
    const offer = await call('POST', '/admin/api/agents/contracts', finance.auth, {
      memberId: agent.id,
      kind: 'dividend',
      basis: 'bet',
      tiers: flat(40),
      cycle: 'daily',
      rollover: true,
    });
    await call('POST', `/wps/agent/contracts/${offer.json().value.id}/accept`, auth, {});
    // Day 1: the team wins 300.00 from the house (40 %: −120.00 carried); day 2 it loses 500.00
    // (40 %: 200.00, less the 120.00 carried: 80.00 paid).
    clock.advance(86_400_000);
    await settledBet(playerId, 20_000, 50_000, clock.now());
    clock.advance(86_400_000);
    await settledBet(playerId, 50_000, 0, clock.now());
    clock.advance(86_400_000);
    await call('POST', '/admin/api/agents/settlements/run', finance.auth);
    const rows = (await call('GET', '/wps/agent/income?kind=dividend', auth)).json().value.list as {
      base: number;
      carryIn: number;
      amount: number;
      carryOut: number;
      status: string;
    }[];
    const [second, first] = rows;
    expect(first).toMatchObject({ base: -300, amount: 0, carryOut: -120, status: 'nothing' });
    expect(second).toMatchObject({ base: 500, carryIn: -120, amount: 80, carryOut: 0, status: 'paid' });
    expect(await mainBalance(agent.id)).toBe(8_000);
  });
});
