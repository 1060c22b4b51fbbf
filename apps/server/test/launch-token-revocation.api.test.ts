import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLaunchTokens } from '../src/features/providers/launch-tokens.ts';
import { createMembersRepo } from '../src/features/members/members.repo.ts';
import { systemClock } from '../src/platform/clock.ts';
import { providerId, seamlessClient } from './support/seamless-client.ts';
import { launchStudioGame, startGamesPortal, studio } from './studio-helpers.ts';
import { encryptFor, registerMember, type TestApp } from './test-app.ts';
import { fundWallet, memberIdOf } from './wallet-helpers.ts';

/*
 * A game launch token ends with the member's sign-in. Logout, a password
 * change and a password reset delete the member's launch tokens (triggers, migration 0028), so a
 * token copied from a URL or a log no longer bets with the member's money.
 */
const PGSOFT_SECRET = 'pgsoft-revocation-test-secret-0123456789';
let portal: Awaited<ReturnType<typeof startGamesPortal>>;
let t: TestApp;
let currency: string;

beforeAll(async () => {
  portal = await startGamesPortal({ pgsoftSecret: PGSOFT_SECRET, pgsoftGame: 'revocation-slot' });
  ({ t, currency } = portal);
});

afterAll(async () => portal?.close());

/** A funded member holding a live PGSOFT launch token. */
async function playerWithToken() {
  const member = await registerMember(t.app);
  const memberId = await memberIdOf(t, member.username);
  await fundWallet(t, memberId, 50_000);
  const token = await createLaunchTokens({ db: t.database.db, clock: systemClock }).issue(
    memberId,
    'PGSOFT',
    'revocation-slot',
  );
  return { ...member, memberId, token };
}

const pgsoftBet = (memberId: number, token: string) =>
  seamlessClient(
    t.app,
    'PGSOFT',
    PGSOFT_SECRET,
  )('bet', {
    token,
    playerId: String(memberId),
    gameCode: 'revocation-slot',
    currency,
    transactionId: providerId('rv'),
    roundId: providerId('rr'),
    amountMinor: 100,
  });

/** The stored hash, set again by the calls below (the trigger looks at the change time only). */
const hashOf = async (memberId: number) =>
  (
    await t.database.db
      .selectFrom('members')
      .select('password_hash')
      .where('id', '=', memberId)
      .executeTakeFirstOrThrow()
  ).password_hash;

const liveTokens = async (memberId: number) =>
  (
    await t.database.db
      .selectFrom('provider_launch_tokens')
      .select('member_id')
      .where('member_id', '=', memberId)
      .execute()
  ).length;

describe('launch tokens end with the sign-in', () => {
  it('logout: the studio and the seamless API refuse the launch token afterwards', async () => {
    const registered = await registerMember(t.app);
    const memberId = await memberIdOf(t, registered.username);
    await fundWallet(t, memberId, 20_000);
    const p = await launchStudioGame(t, 'dice', 0, { memberId, authorization: registered.authorization });
    const round = () =>
      studio(t.app, 'POST', '/studio/api/rounds', {
        token: p.token,
        game: 'dice',
        stakeMinor: 1_000,
        params: { target: 5000, direction: 'under' },
      });
    expect((await round()).status).toBe(200);
    const vendorToken = await createLaunchTokens({ db: t.database.db, clock: systemClock }).issue(
      memberId,
      'PGSOFT',
      'revocation-slot',
    );
    expect((await pgsoftBet(memberId, vendorToken)).status).toBe(200);

    const logout = await t.app.inject({
      method: 'DELETE',
      url: '/wps/session/logout',
      headers: { authorization: registered.authorization },
    });
    expect(logout.statusCode, logout.body).toBe(200);
    expect(await liveTokens(memberId)).toBe(0);

    const balanceBefore = (
      await t.database.db
        .selectFrom('ledger_accounts')
        .select('balance_minor')
        .where('member_id', '=', memberId)
        .where('code', '=', 'main')
        .executeTakeFirstOrThrow()
    ).balance_minor;
    const after = await round();
    expect(after.success).toBe(false);
    expect(await pgsoftBet(memberId, vendorToken)).toMatchObject({ status: 401, code: 'SEAMLESS_TOKEN_INVALID' });
    const balanceAfter = (
      await t.database.db
        .selectFrom('ledger_accounts')
        .select('balance_minor')
        .where('member_id', '=', memberId)
        .where('code', '=', 'main')
        .executeTakeFirstOrThrow()
    ).balance_minor;
    expect(balanceAfter).toBe(balanceBefore);
  });

  it("logout ends the member's tokens only: another member keeps playing", async () => {
    const a = await playerWithToken();
    const b = await playerWithToken();
    await t.app.inject({ method: 'DELETE', url: '/wps/session/logout', headers: { authorization: a.authorization } });
    expect(await pgsoftBet(a.memberId, a.token)).toMatchObject({ status: 401, code: 'SEAMLESS_TOKEN_INVALID' });
    expect((await pgsoftBet(b.memberId, b.token)).status).toBe(200);
  });

  it('a password change ends them', async () => {
    const p = await playerWithToken();
    const newPassword = 'Another-pass-2468';
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/member/password',
      headers: { authorization: p.authorization, language: 'en' },
      payload: await encryptFor(t.app, {
        oldPassword: p.password,
        newPassword,
        confirmNewPassword: newPassword,
      }),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await pgsoftBet(p.memberId, p.token)).toMatchObject({ status: 401, code: 'SEAMLESS_TOKEN_INVALID' });
  });

  it('a password reset ends them (the reset stores the hash with its change time, as here)', async () => {
    const p = await playerWithToken();
    await createMembersRepo(t.database.db).setPasswordHash(p.memberId, await hashOf(p.memberId), new Date());
    expect(await pgsoftBet(p.memberId, p.token)).toMatchObject({ status: 401, code: 'SEAMLESS_TOKEN_INVALID' });
  });

  it('a sign-in rehash of the same password (no change time) keeps them', async () => {
    const p = await playerWithToken();
    await createMembersRepo(t.database.db).setPasswordHash(p.memberId, await hashOf(p.memberId));
    expect((await pgsoftBet(p.memberId, p.token)).status).toBe(200);
  });
});
