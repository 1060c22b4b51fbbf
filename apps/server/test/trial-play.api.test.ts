import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INHOUSE_VENDOR } from '@portal/shared/contracts/seamless';
import { createLaunchTokens } from '../src/features/providers/launch-tokens.ts';
import { systemClock } from '../src/platform/clock.ts';
import { providerId, seamlessClient } from './support/seamless-client.ts';
import { encryptFor, expectLedgerReconciles, type TestApp } from './test-app.ts';
import { launchStudioGame, startGamesPortal, studio } from './studio-helpers.ts';

/*
 * Free play (trial accounts, member type 4) never reaches a real house account
 * or a third-party vendor. Third-party launches and provider calls are refused; the in-house
 * studio posts trial rounds against a book of its own (house_trial:INHOUSE).
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const PGSOFT_SECRET = 'pgsoft-trial-test-secret-0123456789';
let portal: Awaited<ReturnType<typeof startGamesPortal>>;
let t: TestApp;
let currency: string;

beforeAll(async () => {
  portal = await startGamesPortal({ pgsoftSecret: PGSOFT_SECRET, pgsoftGame: 'trial-slot' });
  ({ t, currency } = portal);
});

afterAll(async () => portal?.close());

/** A signed-in trial account holding its play money (granted on the first balance read). */
async function trialAccount() {
  const res = await t.app.inject({
    method: 'POST',
    url: '/wps/session/login/freeplay',
    payload: await encryptFor(t.app, { os: 'web', platform: 'web' }),
  });
  expect(res.statusCode, res.body).toBe(200);
  const { token, username } = res.json().value as { token: string; username: string };
  const authorization = `Bearer ${token}`;
  const balance = await t.app.inject({ url: '/wps/v2/wallets/balance', headers: { authorization } });
  expect(balance.json().value.sumBalance).toBeGreaterThan(0);
  const member = await t.database.db
    .selectFrom('members')
    .select(['id', 'type'])
    .where('username', '=', username)
    .executeTakeFirstOrThrow();
  expect(member.type).toBe(4);
  return { memberId: member.id, authorization };
}

/** The balance of a system account summed over its shards (this test's app only). */
async function systemBalance(code: string): Promise<number> {
  const row = await t.database.db
    .selectFrom('ledger_accounts')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('balance_minor'), eb.val('0')).as('total'))
    .where('member_id', 'is', null)
    .where('code', '=', code)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

const nodeOf = async (vendor: string, game: string) =>
  (
    await t.database.db
      .selectFrom('games')
      .select('node_id')
      .where('vendor_code', '=', vendor)
      .where('game_code', '=', game)
      .executeTakeFirstOrThrow()
  ).node_id;

describe('free play and third-party vendors', () => {
  it('refuses a trial account the launch of a third-party game (TRUE_ACCOUNT_REQUIRED), and issues no token', async () => {
    const trial = await trialAccount();
    const res = await t.app.inject({
      url: `/wps/game/launchGame?nodeId=${encodeURIComponent(await nodeOf('PGSOFT', 'trial-slot'))}`,
      headers: { authorization: trial.authorization, language: 'en' },
    });
    expect(res.statusCode, res.body).toBe(403);
    expect(res.json()).toMatchObject({ success: false, code: 'TRUE_ACCOUNT_REQUIRED' });
    const tokens = await t.database.db
      .selectFrom('provider_launch_tokens')
      .select('member_id')
      .where('member_id', '=', trial.memberId)
      .execute();
    expect(tokens).toHaveLength(0);
  });

  it("refuses a third-party vendor's seamless calls for a trial account, even with a live token; nothing moves", async () => {
    const trial = await trialAccount();
    const token = await createLaunchTokens({ db: t.database.db, clock: systemClock }).issue(
      trial.memberId,
      'PGSOFT',
      'trial-slot',
    );
    const call = seamlessClient(t.app, 'PGSOFT', PGSOFT_SECRET);
    const base = { token, playerId: String(trial.memberId), gameCode: 'trial-slot', currency };
    const balance = await call('balance', base);
    expect(balance).toMatchObject({ status: 403, code: 'SEAMLESS_PLAYER_BLOCKED' });
    const bet = await call('bet', {
      ...base,
      transactionId: providerId('tb'),
      roundId: providerId('tr'),
      amountMinor: 100,
    });
    expect(bet).toMatchObject({ status: 403, code: 'SEAMLESS_PLAYER_BLOCKED' });
    const win = await call('win', {
      playerId: String(trial.memberId),
      gameCode: 'trial-slot',
      currency,
      transactionId: providerId('tw'),
      roundId: providerId('tr'),
      amountMinor: 10_000,
    });
    expect(win).toMatchObject({ status: 403, code: 'SEAMLESS_PLAYER_BLOCKED' });
    expect(await systemBalance('house:PGSOFT')).toBe(0);
    const posted = await t.database.db
      .selectFrom('ledger_transactions')
      .select('id')
      .where('member_id', '=', trial.memberId)
      .where('source', '=', 'game:PGSOFT')
      .execute();
    expect(posted).toHaveLength(0);
  });
});

describe('free play in the in-house studio', () => {
  it('posts trial rounds against house_trial:INHOUSE, never the real house account', async () => {
    const trial = await trialAccount();
    const realBefore = await systemBalance(`house:${INHOUSE_VENDOR}`);
    const p = await launchStudioGame(t, 'dice', 0, trial);
    const session = await studio(t.app, 'GET', `/studio/api/session?token=${p.token}`);
    const start = session.value.balanceMinor as number;
    let net = 0;
    for (let i = 0; i < 6; i += 1) {
      const res = await studio(t.app, 'POST', '/studio/api/rounds', {
        token: p.token,
        game: 'dice',
        stakeMinor: 1_000,
        params: { target: 5000, direction: 'under' },
      });
      expect(res.status, JSON.stringify(res)).toBe(200);
      net += res.value.round.payoutMinor - 1_000;
      expect(res.value.balanceMinor).toBe(start + net);
    }
    expect(await systemBalance(`house:${INHOUSE_VENDOR}`)).toBe(realBefore);
    expect(await systemBalance(`house_trial:${INHOUSE_VENDOR}`)).toBe(-net);
    // Every posting of the trial's rounds names the trial book, none the real house.
    const houses = await t.database.db
      .selectFrom('ledger_entries as e')
      .innerJoin('ledger_transactions as x', 'x.id', 'e.transaction_id')
      .innerJoin('ledger_accounts as a', 'a.id', 'e.account_id')
      .select('a.code')
      .distinct()
      .where('x.member_id', '=', trial.memberId)
      .where('x.source', '=', `game:${INHOUSE_VENDOR}`)
      .where('a.member_id', 'is', null)
      .execute();
    expect(houses.map((h) => h.code)).toEqual([`house_trial:${INHOUSE_VENDOR}`]);
  });

  it("a real member's rounds still post against the real house account", async () => {
    const realBefore = await systemBalance(`house:${INHOUSE_VENDOR}`);
    const trialBefore = await systemBalance(`house_trial:${INHOUSE_VENDOR}`);
    const p = await launchStudioGame(t, 'dice', 10_000);
    const res = await studio(t.app, 'POST', '/studio/api/rounds', {
      token: p.token,
      game: 'dice',
      stakeMinor: 1_000,
      params: { target: 5000, direction: 'under' },
    });
    expect(res.status).toBe(200);
    expect(await systemBalance(`house:${INHOUSE_VENDOR}`)).toBe(realBefore + 1_000 - res.value.round.payoutMinor);
    expect(await systemBalance(`house_trial:${INHOUSE_VENDOR}`)).toBe(trialBefore);
  });

  it.skipIf(!onPostgres)('parallel trial rounds never overdraw and keep the real house untouched', async () => {
    const trial = await trialAccount();
    const realBefore = await systemBalance(`house:${INHOUSE_VENDOR}`);
    const p = await launchStudioGame(t, 'lotus-slot', 0, trial);
    const rounds = await Promise.all(
      Array.from({ length: 12 }, () =>
        studio(t.app, 'POST', '/studio/api/rounds', { token: p.token, game: 'lotus-slot', stakeMinor: 500 }),
      ),
    );
    expect(rounds.every((r) => r.status === 200 || r.code === 'INSUFFICIENT_FUNDS')).toBe(true);
    expect(rounds.some((r) => r.status === 200)).toBe(true);
    expect(await systemBalance(`house:${INHOUSE_VENDOR}`)).toBe(realBefore);
    await expectLedgerReconciles(t.database);
  });
});
