import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { createBonusesRepo } from '../src/features/bonuses/bonuses.repo.ts';
import { createBonuses } from '../src/features/bonuses/bonuses.service.ts';
import { createReferralRepo } from '../src/features/referral/referral.repo.ts';
import { createReferral } from '../src/features/referral/referral.service.ts';
import { createLedgerAccounts } from '../src/features/wallet/ledger/accounts.ts';
import { createLedger } from '../src/features/wallet/ledger/ledger.ts';
import { createLocalBus } from '../src/platform/bus.ts';
import { systemClock } from '../src/platform/clock.ts';
import { createSettingsService } from '../src/platform/settings/settings.service.ts';
import { createBankChannel, deposit } from './deposit-helpers.ts';
import { createGame, placeSlip, tick } from './lottery-helpers.ts';
import {
  ADULT_DATE_OF_BIRTH,
  createTestApp,
  encryptFor,
  expectLedgerReconciles,
  operatorAuth,
  type TestApp,
} from './test-app.ts';
import { fundWallet, newKey } from './wallet-helpers.ts';

/*
 * Invite a friend: the overview, claims into the bonus wallet (once, whatever the concurrency),
 * and the refusals for abuse judged at the claim (trial invitee, shared address, shared device).
 * Every member comes from its own address and device unless a test shares one on purpose: the
 * default inject address (127.0.0.1) would make everyone share an IP.
 */
let t: TestApp;
let admin: { authorization: string };
let bankChannelId: number;
let lotteryCode: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await operatorAuth(t.app);
  bankChannelId = (await createBankChannel(t.app, { min: 10, max: 100_000 })).id;
  lotteryCode = await createGame(t, 'FAST_NORTH');
  await tick(t);
});
afterAll(async () => {
  if (t) await expectLedgerReconciles(t.database);
  await t?.close();
});

interface Member {
  id: number;
  username: string;
  authorization: string;
  referralCode: string;
  ip: string;
  deviceId: string;
  call(options: InjectOptions): Promise<LightMyRequestResponse>;
}

let serial = 0;
/** A documentation-range address and a UUID-shaped device id of the member's own. */
const freshOrigin = () => {
  serial += 1;
  return {
    ip: `198.51.${100 + (serial >> 8)}.${serial & 255}`,
    deviceId: `00000000-0000-4000-8000-${String(serial).padStart(12, '0')}${process.pid % 10}`.slice(0, 36),
  };
};

/** Registers through the API from `origin`, with the inviter's code when given. */
async function register(inviter?: Member, origin: { ip: string; deviceId: string } = freshOrigin()): Promise<Member> {
  const username = `ref${process.pid % 1000}u${serial}${Math.random().toString(36).slice(2, 6)}`.slice(0, 16);
  const password = 'Tr0ub4dor&3x';
  const res = await t.app.inject({
    method: 'PUT',
    url: '/wps/member/register',
    remoteAddress: origin.ip,
    headers: { language: 'en', 'x-device-id': origin.deviceId },
    payload: await encryptFor(t.app, {
      username,
      password,
      confirmPassword: password,
      dateOfBirth: ADULT_DATE_OF_BIRTH,
      login: true,
      ...(inviter ? { referralCode: inviter.referralCode } : {}),
    }),
  });
  expect(res.statusCode, res.body).toBe(200);
  const authorization = `Bearer ${res.json().value.token as string}`;
  const row = await t.database.db
    .selectFrom('members')
    .select(['id', 'referral_code', 'upline_id'])
    .where('username', '=', username)
    .executeTakeFirstOrThrow();
  expect(row.upline_id).toBe(inviter?.id ?? null);
  return {
    id: row.id,
    username,
    authorization,
    referralCode: row.referral_code,
    ...origin,
    call: (options) =>
      t.app.inject({
        ...options,
        remoteAddress: origin.ip,
        headers: { authorization, 'x-device-id': origin.deviceId, language: 'en', ...options.headers },
      }),
  };
}

const overview = async (member: Member, query = '') => {
  const res = await member.call({ url: `/wps/referral${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value as {
    code: string;
    link: string;
    rules: { id: string; event: string; threshold: number; reward: number }[];
    invitedCount: number;
    rewardedTotal: number;
    total: number;
    friends: {
      id: number;
      username: string;
      hasDeposited: boolean;
      rewards: { ruleId: string; state: string; amount: number }[];
    }[];
  };
};

const claim = (member: Member, inviteeId: number | string, ruleId: string, key: string | null = newKey()) =>
  member.call({
    method: 'POST',
    url: `/wps/referral/rewards/${inviteeId}/${ruleId}/claim`,
    headers: key ? { 'idempotency-key': key } : {},
  });

const stateOf = async (inviter: Member, inviteeId: number, ruleId: string) =>
  (await overview(inviter)).friends.find((f) => f.id === inviteeId)?.rewards.find((r) => r.ruleId === ruleId)?.state;

const rewardRows = (inviterId: number) =>
  t.database.db.selectFrom('referral_rewards').selectAll().where('inviter_id', '=', inviterId).orderBy('id').execute();

const bonusesOf = (memberId: number) =>
  t.database.db.selectFrom('member_bonuses').selectAll().where('member_id', '=', memberId).orderBy('id').execute();

describe('the calls', () => {
  it('need a member token', async () => {
    expect((await t.app.inject({ url: '/wps/referral' })).statusCode).toBe(401);
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/referral/rewards/1/register/claim',
      headers: { 'idempotency-key': newKey() },
    });
    expect(res.statusCode).toBe(401);
  });

  it('answer FORBIDDEN while the brand has invite-a-friend off', async () => {
    const inviter = await register();
    const friend = await register(inviter);
    const off = await t.app.inject({
      method: 'PATCH',
      url: '/admin/api/settings',
      headers: admin,
      payload: { flags: { referral: false } },
    });
    expect(off.statusCode, off.body).toBe(200);
    try {
      const view = await inviter.call({ url: '/wps/referral' });
      expect(view.statusCode).toBe(403);
      expect(view.json().code).toBe('FORBIDDEN');
      expect((await claim(inviter, friend.id, 'register')).json().code).toBe('FORBIDDEN');
      expect(await rewardRows(inviter.id)).toEqual([]);
    } finally {
      const on = await t.app.inject({
        method: 'PATCH',
        url: '/admin/api/settings',
        headers: admin,
        payload: { flags: { referral: true } },
      });
      expect(on.statusCode, on.body).toBe(200);
    }
  });

  it('refuse bad ids (400), unknown rules and invitees (404), a claim without an Idempotency-Key', async () => {
    const inviter = await register();
    const friend = await register(inviter);
    for (const [id, rule] of [
      ['abc', 'register'],
      ['0', 'register'],
      [String(friend.id), 'Bad-Rule'],
      [String(friend.id), 'x'.repeat(31)],
    ] as const) {
      const res = await claim(inviter, id, rule);
      expect(res.statusCode, `${id}/${rule}`).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
    }
    expect((await inviter.call({ url: '/wps/referral?pageSize=500' })).statusCode).toBe(400);
    expect((await inviter.call({ url: '/wps/referral?page=0' })).statusCode).toBe(400);
    expect((await claim(inviter, friend.id, 'no_such_rule')).statusCode).toBe(404);
    expect((await claim(inviter, 999_999_999, 'register')).statusCode).toBe(404);
    const keyless = await claim(inviter, friend.id, 'register', null);
    expect(keyless.json().code).toBe('IDEMPOTENCY_KEY_REQUIRED');
    expect(await rewardRows(inviter.id)).toEqual([]);
  });

  it("refuse another member's invitee as unknown", async () => {
    const inviter = await register();
    const other = await register();
    const theirs = await register(other);
    const res = await claim(inviter, theirs.id, 'register');
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('NOT_FOUND');
    // The invitee itself is no inviter of its own upline either.
    expect((await claim(theirs, other.id, 'register')).statusCode).toBe(404);
    expect(await rewardRows(inviter.id)).toEqual([]);
  });
});

describe('the overview', () => {
  it('shows the code, the register link, the rules in major units and the invitees newest first', async () => {
    const inviter = await register();
    const first = await register(inviter);
    const second = await register(inviter);
    await register(); // not an invitee
    const view = await overview(inviter);
    expect(view.code).toBe(inviter.referralCode);
    expect(view.link).toMatch(new RegExp(`^https?://[^/]+/register\\?referralCode=${inviter.referralCode}$`));
    expect(view.rules).toEqual([
      { id: 'register', event: 'register', threshold: 0, reward: 5 },
      { id: 'first_deposit', event: 'first_deposit', threshold: 50, reward: 20 },
      { id: 'turnover', event: 'turnover', threshold: 500, reward: 30 },
    ]);
    expect(view.invitedCount).toBe(2);
    expect(view.total).toBe(2);
    expect(view.rewardedTotal).toBe(0);
    expect(view.friends.map((f) => f.id)).toEqual([second.id, first.id]);
    const shown = view.friends[1]!;
    expect(shown.username).toBe(`${first.username.slice(0, 2)}***${first.username.at(-1)}`);
    expect(shown.hasDeposited).toBe(false);
    expect(shown.rewards).toEqual([
      { ruleId: 'register', state: 'claimable', amount: 5 },
      { ruleId: 'first_deposit', state: 'pending', amount: 20 },
      { ruleId: 'turnover', state: 'pending', amount: 30 },
    ]);

    const paged = await overview(inviter, '?page=2&pageSize=1');
    expect(paged.friends.map((f) => f.id)).toEqual([first.id]);
    expect(paged.total).toBe(2);
    expect((await overview(first)).invitedCount).toBe(0);
  });
});

describe('claims', () => {
  it('refuse a rule the invitee has not reached', async () => {
    const inviter = await register();
    const friend = await register(inviter);
    for (const rule of ['first_deposit', 'turnover']) {
      const res = await claim(inviter, friend.id, rule);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'REFERRAL_REWARD_NOT_CLAIMABLE', value: { state: 'pending' } });
    }
    expect(await rewardRows(inviter.id)).toEqual([]);
  });

  it('pay the register reward into the bonus wallet once', async () => {
    const inviter = await register();
    const friend = await register(inviter);
    const res = await claim(inviter, friend.id, 'register');
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json().value as { bonusId: number; amount: number; state: string };
    expect(result).toMatchObject({ inviteeId: friend.id, ruleId: 'register', state: 'claimed', amount: 5 });

    const again = await claim(inviter, friend.id, 'register');
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().value.bonusId).toBe(result.bonusId);

    const rows = await rewardRows(inviter.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'claimed', amount_minor: 500, bonus_id: result.bonusId });
    expect(rows[0]!.ledger_transaction_id).not.toBeNull();
    const bonuses = await bonusesOf(inviter.id);
    expect(bonuses).toHaveLength(1);
    expect(bonuses[0]).toMatchObject({
      id: result.bonusId,
      source: 'referral',
      amount_minor: 500,
      wagering_required_minor: 500,
      on_withdrawal: 'forfeit',
      status: 'active',
      credit_transaction_id: rows[0]!.ledger_transaction_id,
    });
    expect(bonuses[0]!.contributions).toEqual({ RNG: 10_000, FISH: 10_000, LIVE: 1_000 });
    const days = (bonuses[0]!.expires_at.getTime() - bonuses[0]!.created_at.getTime()) / 86_400_000;
    expect(Math.round(days)).toBe(30);

    const view = await overview(inviter);
    expect(view.rewardedTotal).toBe(5);
    expect(view.friends[0]!.rewards[0]).toEqual({ ruleId: 'register', state: 'claimed', amount: 5 });
    const wallet = await inviter.call({ url: '/wps/bonuses' });
    expect(wallet.json().value).toMatchObject({ activeAmount: 5, list: [{ id: result.bonusId, source: 'referral' }] });
    await expectLedgerReconciles(t.database);
  });

  it('credit once when 50 claims of the same reward race', async () => {
    const inviter = await register();
    const friend = await register(inviter);
    const answers = await Promise.all(Array.from({ length: 50 }, () => claim(inviter, friend.id, 'register')));
    const bonusIds = new Set(
      answers.map((res) => {
        expect(res.statusCode, res.body).toBe(200);
        return res.json().value.bonusId as number;
      }),
    );
    expect(bonusIds.size).toBe(1);
    expect(await rewardRows(inviter.id)).toHaveLength(1);
    const bonuses = await bonusesOf(inviter.id);
    expect(bonuses.map((b) => b.id)).toEqual([...bonusIds]);
    const postings = await t.database.db
      .selectFrom('ledger_transactions')
      .select('id')
      .where('member_id', '=', inviter.id)
      .execute();
    expect(postings).toHaveLength(1);
    await expectLedgerReconciles(t.database);
  });

  it('pay the first-deposit reward after a real deposit of the threshold', async () => {
    const inviter = await register();
    const friend = await register(inviter);
    const order = await deposit(t.app, friend.authorization, {
      channelId: bankChannelId,
      amount: 50,
      reference: 'R-1',
    });
    expect(order.statusCode, order.body).toBe(200);
    // Pending: not a deposit yet.
    expect((await claim(inviter, friend.id, 'first_deposit')).json().value).toEqual({ state: 'pending' });
    const approved = await t.app.inject({
      method: 'POST',
      url: `/admin/api/deposits/${order.json().value.orderId as string}/approve`,
      headers: admin,
      payload: { note: 'seen' },
    });
    expect(approved.statusCode, approved.body).toBe(200);

    const view = await overview(inviter);
    expect(view.friends[0]).toMatchObject({ id: friend.id, hasDeposited: true });
    expect(await stateOf(inviter, friend.id, 'first_deposit')).toBe('claimable');
    const res = await claim(inviter, friend.id, 'first_deposit');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value).toMatchObject({ state: 'claimed', amount: 20 });
    expect(await stateOf(inviter, friend.id, 'first_deposit')).toBe('claimed');
    expect(await stateOf(inviter, friend.id, 'turnover')).toBe('pending');
    await expectLedgerReconciles(t.database);
  });

  it("pay the turnover reward once the invitee's valid bets reach it", async () => {
    const inviter = await register();
    const friend = await register(inviter);
    await fundWallet(t, friend.id, 100_000);
    const bet = (unit: number) =>
      placeSlip(
        t,
        { id: friend.id, authorization: friend.authorization },
        {
          gameCode: lotteryCode,
          lines: [{ type: 'de', numbers: ['07', '08', '09', '10', '11'], unit }],
        },
      );
    const small = await bet(10);
    expect(small.statusCode, small.body).toBe(200);
    const turnover = async () => {
      const row = await t.database.db
        .selectFrom('bets')
        .select((eb) => eb.fn.sum<string>('valid_bet_minor').as('total'))
        .where('member_id', '=', friend.id)
        .executeTakeFirstOrThrow();
      return Number(row.total);
    };
    expect(await turnover()).toBeLessThan(50_000);
    expect((await claim(inviter, friend.id, 'turnover')).json().value).toEqual({ state: 'pending' });

    const big = await bet(100);
    expect(big.statusCode, big.body).toBe(200);
    expect(await turnover()).toBeGreaterThanOrEqual(50_000);
    expect(await stateOf(inviter, friend.id, 'turnover')).toBe('claimable');
    const res = await claim(inviter, friend.id, 'turnover');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value).toMatchObject({ state: 'claimed', amount: 30 });
    await expectLedgerReconciles(t.database);
  });
});

describe('abuse, shown in the list and judged at the claim', () => {
  const expectBlocked = async (inviter: Member, invitee: Member, reason: string) => {
    // The list never offers what the claim will refuse.
    expect(await stateOf(inviter, invitee.id, 'register')).toBe('blocked');
    const res = await claim(inviter, invitee.id, 'register');
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toMatchObject({ code: 'REFERRAL_REWARD_NOT_CLAIMABLE', value: { state: 'blocked' } });
    const rows = await rewardRows(inviter.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'blocked', blocked_reason: reason, bonus_id: null });
    // It stays refused: another try, and the overview, say so.
    expect((await claim(inviter, invitee.id, 'register')).json().value).toEqual({ state: 'blocked' });
    expect(await stateOf(inviter, invitee.id, 'register')).toBe('blocked');
    expect(await bonusesOf(inviter.id)).toEqual([]);
  };

  it('refuses a trial invitee', async () => {
    const inviter = await register();
    const friend = await register(inviter);
    // Free play makes trial accounts without an upline; an account turned trial afterwards is the case left.
    await t.database.db.updateTable('members').set({ type: 4 }).where('id', '=', friend.id).execute();
    await expectBlocked(inviter, friend, 'trial_account');
  });

  it('refuses an account the inviter made from the agent center, whatever address made it', async () => {
    const agent = await register();
    await t.database.db.updateTable('members').set({ type: 1 }).where('id', '=', agent.id).execute();
    // Made from an address the agent never used: only who made it tells it apart.
    const elsewhere = freshOrigin();
    const made = await t.app.inject({
      method: 'POST',
      url: '/wps/agent/downlines',
      remoteAddress: elsewhere.ip,
      headers: { authorization: agent.authorization, language: 'en', 'x-device-id': elsewhere.deviceId },
      payload: {
        username: `mk${serial}${Math.random().toString(36).slice(2, 7)}`.slice(0, 14),
        password: 'Str0ng#pass',
        type: 0,
      },
    });
    expect(made.statusCode, made.body).toBe(200);
    const downline = { id: made.json().value.id as number } as Member;
    await expectBlocked(agent, downline, 'agent_made');
  });

  it('refuses an invitee from an address the inviter used, within the window only', async () => {
    const inviter = await register();
    const friend = await register(inviter, { ip: inviter.ip, deviceId: freshOrigin().deviceId });
    await expectBlocked(inviter, friend, 'shared_ip');

    const earlier = await register();
    const old = await register(earlier, { ip: earlier.ip, deviceId: freshOrigin().deviceId });
    const longAgo = new Date(Date.now() - 31 * 86_400_000);
    for (const id of [earlier.id, old.id]) {
      await t.database.db
        .updateTable('member_known_ips')
        .set({ first_seen_at: longAgo, last_seen_at: longAgo })
        .where('member_id', '=', id)
        .execute();
      await t.database.db
        .updateTable('members')
        .set({ created_at: longAgo, last_login_at: longAgo })
        .where('id', '=', id)
        .execute();
    }
    const res = await claim(earlier, old.id, 'register');
    expect(res.statusCode, res.body).toBe(200);
  });

  it('refuses an invitee who signed in on the inviter’s device', async () => {
    const inviter = await register();
    const friend = await register(inviter, { ip: freshOrigin().ip, deviceId: inviter.deviceId });
    const stored = await t.database.db
      .selectFrom('sessions')
      .select('device_id')
      .where('subject_id', '=', friend.id)
      .where('subject_type', '=', 'member')
      .execute();
    expect(stored.map((s) => s.device_id)).toEqual([inviter.deviceId]);
    await expectBlocked(inviter, friend, 'shared_device');
  });

  it('stores no device id that is not one', async () => {
    const origin = { ip: freshOrigin().ip, deviceId: 'not a device id; drop table' };
    const member = await register(undefined, origin);
    const row = await t.database.db
      .selectFrom('sessions')
      .select('device_id')
      .where('subject_id', '=', member.id)
      .where('subject_type', '=', 'member')
      .executeTakeFirstOrThrow();
    expect(row.device_id).toBeNull();
  });
});

describe('the reward center list', () => {
  it('lists the rewards reached and not yet taken or refused', async () => {
    const db = t.database.db;
    const clock = systemClock;
    const settings = createSettingsService({ db, bus: createLocalBus(), clock, ttlMs: 0, log: t.app.log });
    const referral = createReferral({
      db,
      clock,
      settings,
      repo: createReferralRepo(db),
      bonuses: createBonuses({
        db,
        clock,
        settings,
        accounts: createLedgerAccounts({ db }),
        ledger: createLedger({ db, clock }),
        repo: createBonusesRepo(db),
      }),
    });
    const inviter = await register();
    const taken = await register(inviter);
    const open = await register(inviter);
    // From the inviter's address: the claim would refuse it, so the reward center leaves it out.
    await register(inviter, { ip: inviter.ip, deviceId: freshOrigin().deviceId });
    expect((await claim(inviter, taken.id, 'register')).statusCode).toBe(200);
    expect(await referral.claimable(inviter.id)).toEqual([
      {
        key: `referral:${open.id}:register`,
        source: 'referral',
        title: expect.stringContaining(open.username.slice(0, 2)),
        amount: 5,
        claimPath: `/wps/referral/rewards/${open.id}/register/claim`,
        href: '/?mc=referral',
        referral: { friend: expect.stringMatching(/^\w{2}\*\*\*\w$/), event: 'register' },
      },
    ]);
    // What the list offers is what the claim takes.
    const res = await claim(inviter, open.id, 'register');
    expect(res.statusCode, res.body).toBe(200);
    expect(await referral.claimable(inviter.id)).toEqual([]);
    await expectLedgerReconciles(t.database);
  });
});
