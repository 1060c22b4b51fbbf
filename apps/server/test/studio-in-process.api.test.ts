import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INHOUSE_VENDOR } from '@portal/shared/contracts/seamless';
import { createTestApp, expectLedgerReconciles, type TestApp } from './test-app.ts';
import { ensureStudioCatalog, launchStudioGame, studio, type StudioPlayer } from './studio-helpers.ts';

/*
 * The studio's default transport (decision 061): its seamless calls go to the portal's service in
 * the process. The app here never listens and has no PUBLIC_URL, so no call can go over HTTP.
 * Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL (the concurrency case).
 */

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env: { SEED_DEMO: false } });
  expect(t.env.STUDIO_PORTAL).toBe('in-process');
  await ensureStudioCatalog(t);
});

afterAll(async () => {
  await t?.close();
});

const spin = (p: StudioPlayer, stakeMinor: number) =>
  studio(t.app, 'POST', '/studio/api/rounds', { token: p.token, game: 'lotus-slot', stakeMinor });

const balanceOf = async (p: StudioPlayer) =>
  (await studio(t.app, 'GET', `/studio/api/session?token=${encodeURIComponent(p.token)}`)).value.balanceMinor as number;

/** What the studio's rounds say the player won and staked, from its own table. */
async function roundsOf(p: StudioPlayer) {
  return t.database.db
    .selectFrom('studio_rounds as r')
    .innerJoin('studio_players as pl', 'pl.id', 'r.player_id')
    .select(['r.id', 'r.status', 'r.stake_minor', 'r.payout_minor'])
    .where('pl.portal_player_id', '=', String(p.memberId))
    .execute();
}

describe('studio → portal in the process', () => {
  it('spins: the balance moves by exactly payout − stake, each round one bet in the portal', async () => {
    const p = await launchStudioGame(t, 'lotus-slot', 10_000);
    let expected = 10_000;
    for (let i = 0; i < 8; i += 1) {
      const res = await spin(p, 300);
      expect(res.status).toBe(200);
      expect(res.value.round).toMatchObject({ status: 'settled', stakeMinor: 300, nonce: i });
      expected += res.value.round.payoutMinor - 300;
      expect(res.value.balanceMinor).toBe(expected);
    }
    expect(await balanceOf(p)).toBe(expected);
    const bets = await t.database.db
      .selectFrom('bet_records')
      .select(['round_id', 'stake_minor', 'payout_minor', 'status'])
      .where('member_id', '=', p.memberId)
      .where('vendor', '=', INHOUSE_VENDOR)
      .execute();
    expect(bets).toHaveLength(8);
    const rounds = await roundsOf(p);
    for (const round of rounds) {
      expect(bets.find((b) => b.round_id === round.id)).toMatchObject({
        status: 'settled',
        stake_minor: 300,
        payout_minor: round.payout_minor,
      });
    }
    await expectLedgerReconciles(t.database);
  });

  it('refuses a stake over the balance in the player language and moves nothing', async () => {
    const p = await launchStudioGame(t, 'lotus-slot', 500);
    const res = await spin(p, 501);
    expect(res).toMatchObject({ success: false, code: 'INSUFFICIENT_FUNDS' });
    expect(res.value).toEqual({ balanceMinor: 500 });
    expect(await balanceOf(p)).toBe(500);
    expect((await roundsOf(p)).map((r) => r.status)).toEqual(['refused']);
  });

  it('leaves the HTTP door as it was: an unsigned INHOUSE bet is refused and moves nothing', async () => {
    const p = await launchStudioGame(t, 'lotus-slot', 5_000);
    const res = await t.app.inject({
      method: 'POST',
      url: `/provider-api/${INHOUSE_VENDOR}/bet`,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({
        playerId: String(p.memberId),
        currency: 'BRL',
        gameCode: 'lotus-slot',
        token: p.token,
        roundId: 'unsigned-1',
        transactionId: 'unsigned-1',
        amountMinor: 700,
      }),
    });
    expect(res.json()).toMatchObject({ success: false, code: 'SEAMLESS_SIGNATURE_INVALID' });
    expect(await balanceOf(p)).toBe(5_000);
  });

  it.runIf(onPostgres)(
    'keeps every balance exact with 24 players spinning at once, two spins each in flight',
    async () => {
      const players = await Promise.all(Array.from({ length: 24 }, () => launchStudioGame(t, 'lotus-slot', 20_000)));
      await Promise.all(
        players.map(async (p) => {
          for (let i = 0; i < 6; i += 1) {
            const answers = await Promise.all([spin(p, 100), spin(p, 100)]);
            for (const answer of answers) expect(answer.status).toBe(200);
          }
        }),
      );
      for (const p of players) {
        const rounds = await roundsOf(p);
        expect(rounds).toHaveLength(12);
        expect(rounds.every((r) => r.status === 'settled')).toBe(true);
        const won = rounds.reduce((sum, r) => sum + Number(r.payout_minor) - r.stake_minor, 0);
        expect(await balanceOf(p)).toBe(20_000 + won);
      }
      await expectLedgerReconciles(t.database);
    },
  );
});
