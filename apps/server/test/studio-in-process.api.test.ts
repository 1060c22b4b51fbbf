import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INHOUSE_VENDOR } from '@portal/shared/contracts/seamless';
import { DEFAULT_WIN_REVIEW_ABOVE_MINOR } from '../src/features/providers/provider-configs.service.ts';
import { createServerSecret } from '../src/platform/server-secrets.ts';
import { seamlessClient } from './support/seamless-client.ts';
import { createTestApp, expectLedgerReconciles, operatorAuth, type TestApp } from './test-app.ts';
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
    .select(['r.id', 'r.status', 'r.stake_minor', 'r.payout_minor', 'r.refusal_code'])
    .where('pl.portal_player_id', '=', String(p.memberId))
    .execute();
}

/** The rounds the portal's betting record holds for the player. */
const betRoundsOf = async (p: StudioPlayer) =>
  (await t.database.db.selectFrom('bet_records').select('round_id').where('member_id', '=', p.memberId).execute()).map(
    (b) => b.round_id,
  );

/**
 * The portal's provider rows of the player's rounds as a finished round leaves them: every round
 * closed, its bet settled and linked to its betting record, its win linked to the same bet and
 * answered. The round batch writes the bet and pays it in one transaction without reading it back.
 */
async function expectRoundsFinished(p: StudioPlayer, count: number) {
  const { db } = t.database;
  const rounds = await db
    .selectFrom('provider_rounds')
    .select(['round_id', 'status', 'closed_at'])
    .where('vendor_code', '=', INHOUSE_VENDOR)
    .where('member_id', '=', p.memberId)
    .execute();
  expect(rounds).toHaveLength(count);
  expect(rounds.every((r) => r.status === 'closed' && r.closed_at !== null)).toBe(true);
  const rows = await db
    .selectFrom('provider_transactions')
    .select(['kind', 'round_id', 'bet_state', 'bet_id', 'ledger_transaction_id', 'answer'])
    .where('vendor_code', '=', INHOUSE_VENDOR)
    .where('member_id', '=', p.memberId)
    .execute();
  for (const round of rounds) {
    const bet = rows.find((r) => r.round_id === round.round_id && r.kind === 'bet');
    const win = rows.find((r) => r.round_id === round.round_id && r.kind === 'win');
    expect(bet).toMatchObject({ bet_state: 'settled' });
    expect(bet?.bet_id).not.toBeNull();
    expect(bet?.ledger_transaction_id).not.toBeNull();
    expect(win?.bet_id).toBe(bet?.bet_id);
    expect(win?.answer).not.toBeNull();
  }
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
    await expectRoundsFinished(p, 8);
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

  it('refuses a spin once the player is frozen or the launch token is gone, though the token was read before', async () => {
    const p = await launchStudioGame(t, 'lotus-slot', 5_000);
    const first = await spin(p, 100);
    expect(first.status).toBe(200);
    const setStatus = (status: 'active' | 'frozen') =>
      t.database.db.updateTable('members').set({ status }).where('id', '=', p.memberId).execute();
    // The token's player, vendor and game are cached after the first spin; liveness is read in the batch.
    await setStatus('frozen');
    expect(await spin(p, 100)).toMatchObject({ success: false, code: 'SEAMLESS_PLAYER_BLOCKED' });
    await setStatus('active');
    const back = await spin(p, 100);
    expect(back.status).toBe(200);
    // A sign-out deletes the member's launch tokens (migration 0028): the next spin is refused.
    await t.database.db.deleteFrom('provider_launch_tokens').where('member_id', '=', p.memberId).execute();
    expect(await spin(p, 100)).toMatchObject({ success: false, code: 'SEAMLESS_TOKEN_INVALID' });
    const main = await t.database.db
      .selectFrom('ledger_accounts')
      .select('balance_minor')
      .where('member_id', '=', p.memberId)
      .where('code', '=', 'main')
      .executeTakeFirstOrThrow();
    expect(Number(main.balance_minor)).toBe(back.value.balanceMinor);
    expect(await betRoundsOf(p)).toHaveLength(2);
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

  it('pays a round whole in one portal entry: its bet cannot be rolled back or paid again afterwards', async () => {
    const p = await launchStudioGame(t, 'lotus-slot', 10_000);
    const res = await spin(p, 400);
    expect(res.status).toBe(200);
    const { roundId, payoutMinor } = res.value.round as { roundId: string; payoutMinor: number };
    const after = 10_000 - 400 + payoutMinor;
    expect(res.value.balanceMinor).toBe(after);
    const secret = (await createServerSecret(t.database.db, 'provider-inhouse-secret')()).toString('hex');
    const call = seamlessClient(t.app, INHOUSE_VENDOR, secret);
    const who = { playerId: String(p.memberId), currency: 'BRL', gameCode: 'lotus-slot', roundId };
    const rollback = await call('rollback', { ...who, transactionId: `${roundId}:undo`, betTransactionId: roundId });
    expect(rollback).toMatchObject({ success: false, code: 'SEAMLESS_BET_SETTLED' });
    // The win's id again with another amount is a mismatch; the same win replays its first answer.
    const win = { ...who, transactionId: `${roundId}:win`, betTransactionId: roundId, endRound: true };
    const other = await call('win', { ...win, amountMinor: payoutMinor + 1_000 });
    expect(other).toMatchObject({ success: false, code: 'DUPLICATE_TRANSACTION_MISMATCH' });
    const again = await call('win', { ...win, amountMinor: payoutMinor });
    expect(again.value).toMatchObject({ replayed: true });
    expect(await balanceOf(p)).toBe(after);
    await expectLedgerReconciles(t.database);
  });

  it('holds a win past the vendor cap in the one entry too: the round settles, the balance takes only the stake', async () => {
    const cap = async (winReviewAboveMinor: number) => {
      const res = await t.app.inject({
        method: 'PUT',
        url: `/admin/api/providers/${INHOUSE_VENDOR}`,
        headers: await operatorAuth(t.app),
        payload: { winReviewAboveMinor },
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().value.winReviewAboveMinor as number;
    };
    expect(await cap(1)).toBe(1);
    try {
      const p = await launchStudioGame(t, 'lotus-slot', 100_000);
      let balance = 100_000;
      let held = 0;
      for (let i = 0; i < 60 && held === 0; i += 1) {
        const res = await spin(p, 500);
        expect(res.status).toBe(200);
        balance -= 500;
        expect(res.value.balanceMinor).toBe(balance);
        held = res.value.round.payoutMinor as number;
      }
      expect(held).toBeGreaterThan(1);
      const rows = await t.database.db
        .selectFrom('held_wins')
        .select(['amount_minor', 'status'])
        .where('member_id', '=', p.memberId)
        .execute();
      expect(rows).toEqual([{ amount_minor: held, status: 'held' }]);
      expect(await balanceOf(p)).toBe(balance);
    } finally {
      await cap(DEFAULT_WIN_REVIEW_ABOVE_MINOR);
    }
    await expectLedgerReconciles(t.database);
  });

  it('writes the round with its money (decision 065); a nonce taken meanwhile sends the round under the seed lock', async () => {
    const p = await launchStudioGame(t, 'lotus-slot', 10_000);
    const first = await spin(p, 200);
    expect(first.value.round).toMatchObject({ status: 'settled', nonce: 0 });
    // Another instance took nonce 1: this process's cached nonce is stale, so its round is refused
    // by the batch's statement and taken again under the row lock, at nonce 2, paid once.
    const [player] = await t.database.db
      .selectFrom('studio_players')
      .select('id')
      .where('portal_player_id', '=', String(p.memberId))
      .execute();
    await t.database.db
      .updateTable('studio_seeds')
      .set((eb) => ({ next_nonce: eb('next_nonce', '+', 1) }))
      .where('player_id', '=', player!.id)
      .where('status', '=', 'active')
      .execute();
    const second = await spin(p, 200);
    expect(second.value.round).toMatchObject({ status: 'settled', nonce: 2 });
    const third = await spin(p, 200);
    expect(third.value.round).toMatchObject({ status: 'settled', nonce: 3 });
    const rows = await t.database.db
      .selectFrom('studio_rounds')
      .select(['id', 'nonce', 'status', 'balance_after_minor', 'settled_at'])
      .where('player_id', '=', player!.id)
      .orderBy('nonce')
      .execute();
    expect(rows.map((r) => [r.nonce, r.status])).toEqual([
      [0, 'settled'],
      [2, 'settled'],
      [3, 'settled'],
    ]);
    expect(rows.map((r) => r.balance_after_minor)).toEqual(
      [first, second, third].map((res) => res.value.balanceMinor as number),
    );
    expect(rows.every((r) => r.settled_at !== null)).toBe(true);
    const bets = await betRoundsOf(p);
    expect(bets.sort()).toEqual(rows.map((r) => r.id).sort());
    await expectLedgerReconciles(t.database);
  });

  it('records a refused round at its nonce with nothing moved, and the next round takes the next nonce', async () => {
    const p = await launchStudioGame(t, 'lotus-slot', 1_000);
    const first = await spin(p, 300);
    expect(first.status).toBe(200);
    const balance = first.value.balanceMinor as number;
    const refused = await spin(p, balance + 1);
    expect(refused).toMatchObject({ success: false, code: 'INSUFFICIENT_FUNDS' });
    expect(refused.value).toEqual({ balanceMinor: balance });
    const next = await spin(p, 100);
    expect(next.value.round).toMatchObject({ status: 'settled', nonce: 2 });
    const rounds = await roundsOf(p);
    expect(rounds.map((r) => r.status).sort()).toEqual(['refused', 'settled', 'settled']);
    expect(rounds.find((r) => r.status === 'refused')).toMatchObject({ refusal_code: 'INSUFFICIENT_FUNDS' });
    const bets = await betRoundsOf(p);
    expect(bets).toHaveLength(2);
    expect(await balanceOf(p)).toBe(next.value.balanceMinor);
    await expectLedgerReconciles(t.database);
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
        await expectRoundsFinished(p, 12);
      }
      await expectLedgerReconciles(t.database);
    },
  );
});
