import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INHOUSE_VENDOR } from '@portal/shared/contracts/seamless';
import { createTestApp, expectLedgerReconciles, operatorAuth, registerMember, type TestApp } from './test-app.ts';
import {
  ensureStudioCatalog,
  launchStudioGame,
  listeningUrl,
  startPortalHop,
  studio,
  type StudioPlayer,
} from './studio-helpers.ts';
import { minesBoard } from '../src/features/studio/games/game-engines.ts';
import { createSeedBox } from '../src/features/studio/seed-box.ts';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const MASTER_KEY = Buffer.alloc(32, 3).toString('base64');

let t: TestApp;
let hop: Awaited<ReturnType<typeof startPortalHop>>;

beforeAll(async () => {
  hop = await startPortalHop();
  // With a master key, as in production: active server seeds are sealed (review N3, decision 036).
  t = await createTestApp({ env: { PUBLIC_URL: hop.url, STUDIO_PORTAL: 'http', SECRETS_MASTER_KEY: MASTER_KEY } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  hop.setTarget(listeningUrl(t.app));
  await ensureStudioCatalog(t);
});

afterAll(async () => {
  await t?.close();
  await hop?.close();
});

const balanceOf = async (p: StudioPlayer) =>
  (await studio(t.app, 'GET', `/studio/api/session?token=${encodeURIComponent(p.token)}`)).value.balanceMinor as number;

/** The player's bets in the portal's betting record (the portal's own view, read by the test). */
const betRecords = (memberId: number) =>
  t.database.db
    .selectFrom('bet_records')
    .select(['round_id', 'stake_minor', 'payout_minor', 'status', 'vendor'])
    .where('member_id', '=', memberId)
    .where('vendor', '=', INHOUSE_VENDOR)
    .execute();

/**
 * The active server seed, read from the studio's table and opened with the master key: only a
 * test holding the key may peek before the rotation; the row itself holds no clear seed.
 */
async function activeServerSeed(p: StudioPlayer) {
  const row = await t.database.db
    .selectFrom('studio_seeds as s')
    .innerJoin('studio_players as pl', 'pl.id', 's.player_id')
    .select(['s.server_seed', 's.server_seed_sealed', 's.client_seed', 's.next_nonce'])
    .where('pl.portal_player_id', '=', String(p.memberId))
    .where('s.status', '=', 'active')
    .executeTakeFirstOrThrow();
  expect(row.server_seed).toBeNull();
  const seeds = createSeedBox({ db: t.database.db, env: { SECRETS_MASTER_KEY: MASTER_KEY } });
  return {
    serverSeed: (await seeds.open(row)).toString('hex'),
    clientSeed: row.client_seed,
    nonce: row.next_nonce,
  };
}

describe('studio → portal over the seamless protocol', () => {
  it('opens from the launch, spins the slot: the balance moves by exactly payout − stake, once', async () => {
    const p = await launchStudioGame(t, 'lotus-slot', 50_000);
    expect(p.launchUrl.pathname).toBe('/studio/play/lotus-slot');
    const session = await studio(t.app, 'GET', `/studio/api/session?token=${p.token}`);
    expect(session.value).toMatchObject({ game: 'lotus-slot', balanceMinor: 50_000, variant: 'rtp96' });
    expect(session.value.seed.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(session.value.seed.nonce).toBe(0);

    let expected = 50_000;
    for (let i = 0; i < 5; i += 1) {
      const res = await studio(t.app, 'POST', '/studio/api/rounds', {
        token: p.token,
        game: 'lotus-slot',
        stakeMinor: 200,
      });
      expect(res.status).toBe(200);
      const { round, balanceMinor } = res.value;
      expect(round).toMatchObject({ status: 'settled', stakeMinor: 200, nonce: i, serverSeed: null });
      expected += round.payoutMinor - 200;
      expect(balanceMinor).toBe(expected);
    }
    expect(await balanceOf(p)).toBe(expected);
    const records = await betRecords(p.memberId);
    expect(records).toHaveLength(5);
    expect(records.every((r) => r.status === 'settled' && r.stake_minor === 200)).toBe(true);
    await expectLedgerReconciles(t.database);
  });

  it('rotating reveals the seed, and the public verification recomputes every round', async () => {
    const p = await launchStudioGame(t, 'dice', 20_000);
    const before = await studio(t.app, 'GET', `/studio/api/seeds?token=${p.token}`);
    const setSeed = await studio(t.app, 'PUT', '/studio/api/seeds/client', {
      token: p.token,
      clientSeed: 'my-lucky-seed',
    });
    expect(setSeed.value.previous.serverSeedHash).toBe(before.value.serverSeedHash);
    expect(setSeed.value.current).toMatchObject({ clientSeed: 'my-lucky-seed', nonce: 0 });
    const played = [];
    for (const target of [2000, 5000, 9000]) {
      const res = await studio(t.app, 'POST', '/studio/api/rounds', {
        token: p.token,
        game: 'dice',
        stakeMinor: 1000,
        params: { target, direction: 'under' },
      });
      expect(res.status).toBe(200);
      played.push(res.value.round);
    }
    const rotated = await studio(t.app, 'POST', '/studio/api/seeds/rotate', { token: p.token });
    expect(rotated.status).toBe(200);
    const { serverSeed, serverSeedHash, nextNonce } = rotated.value.previous;
    expect(serverSeedHash).toBe(played[0].serverSeedHash);
    expect(nextNonce).toBe(3);
    expect(rotated.value.current.serverSeedHash).not.toBe(serverSeedHash);

    const history = await studio(t.app, 'GET', `/studio/api/rounds?token=${p.token}`);
    expect(history.value.rounds).toHaveLength(3);
    for (const round of history.value.rounds) {
      expect(round.serverSeed).toBe(serverSeed);
      const verified = await studio(t.app, 'POST', '/studio/api/verify', {
        serverSeed,
        clientSeed: round.clientSeed,
        nonce: round.nonce,
        game: 'dice',
        params: round.params,
        variant: round.variant,
        stakeMinor: round.stakeMinor,
      });
      expect(verified.status).toBe(200);
      expect(verified.value.serverSeedHash).toBe(round.serverSeedHash);
      expect(verified.value.outcome.roll).toBe(round.outcome.roll);
      expect(verified.value.payoutMinor).toBe(round.payoutMinor);
      const replay = await studio(t.app, 'GET', `/studio/api/rounds/${round.roundId}?token=${p.token}`);
      expect(replay.value).toEqual(round);
    }
    await expectLedgerReconciles(t.database);
  });

  it('plays baccarat: a banker win pays 0.95, a tie pushes', async () => {
    const p = await launchStudioGame(t, 'baccarat', 100_000);
    let expected = 100_000;
    for (let i = 0; i < 12; i += 1) {
      const res = await studio(t.app, 'POST', '/studio/api/rounds', {
        token: p.token,
        game: 'baccarat',
        stakeMinor: 1000,
        params: { bet: 'banker' },
      });
      const { round } = res.value;
      const outcome = round.outcome as { result: string };
      expect(round.payoutMinor).toBe(outcome.result === 'banker' ? 1950 : outcome.result === 'tie' ? 1000 : 0);
      expected += round.payoutMinor - 1000;
      expect(res.value.balanceMinor).toBe(expected);
    }
    await expectLedgerReconciles(t.database);
  });

  it('plays mines across calls: one round at a time, no rotation meanwhile, cash out or lose on a mine', async () => {
    const p = await launchStudioGame(t, 'mines', 10_000);
    const seeds = await activeServerSeed(p);
    const board = minesBoard(3, seeds);
    const safe = Array.from({ length: 25 }, (_, i) => i).filter((i) => !board.minePositions.includes(i));

    const start = await studio(t.app, 'POST', '/studio/api/rounds', {
      token: p.token,
      game: 'mines',
      stakeMinor: 1000,
      params: { mines: 3 },
    });
    expect(start.status).toBe(200);
    const roundId = start.value.round.roundId as string;
    expect(start.value.round).toMatchObject({ status: 'open', outcome: null });
    expect(start.value.balanceMinor).toBe(9_000);

    const second = await studio(t.app, 'POST', '/studio/api/rounds', {
      token: p.token,
      game: 'mines',
      stakeMinor: 1000,
      params: { mines: 3 },
    });
    expect(second).toMatchObject({ status: 409, code: 'GAME_ROUND_IN_PROGRESS' });
    const rotate = await studio(t.app, 'POST', '/studio/api/seeds/rotate', { token: p.token });
    expect(rotate).toMatchObject({ status: 409, code: 'GAME_ROUND_IN_PROGRESS' });
    const early = await studio(t.app, 'POST', `/studio/api/rounds/${roundId}/cashout`, { token: p.token });
    expect(early.status).toBe(400);

    const r1 = await studio(t.app, 'POST', `/studio/api/rounds/${roundId}/reveal`, { token: p.token, tile: safe[0] });
    expect(r1.value.round).toMatchObject({ status: 'open', reveals: [safe[0]] });
    const again = await studio(t.app, 'POST', `/studio/api/rounds/${roundId}/reveal`, {
      token: p.token,
      tile: safe[0],
    });
    expect(again.status).toBe(400);
    await studio(t.app, 'POST', `/studio/api/rounds/${roundId}/reveal`, { token: p.token, tile: safe[1] });
    const cash = await studio(t.app, 'POST', `/studio/api/rounds/${roundId}/cashout`, { token: p.token });
    expect(cash.status).toBe(200);
    // 0.96 × C(25,2) / C(22,2) = 0.96 × 300 / 231.
    const payout = Math.floor((1000 * 9600 * 300) / (10_000 * 231));
    expect(cash.value.round).toMatchObject({ status: 'settled', payoutMinor: payout });
    expect(cash.value.round.outcome.minePositions).toEqual(board.minePositions);
    expect(cash.value.balanceMinor).toBe(9_000 + payout);
    const closed = await studio(t.app, 'POST', `/studio/api/rounds/${roundId}/cashout`, { token: p.token });
    expect(closed).toMatchObject({ status: 409, code: 'SEAMLESS_ROUND_CLOSED' });

    // The next round (nonce 1) loses on its first mine: the win call pays 0 and ends the round.
    const next = minesBoard(3, { ...seeds, nonce: 1 });
    const lose = await studio(t.app, 'POST', '/studio/api/rounds', {
      token: p.token,
      game: 'mines',
      stakeMinor: 500,
      params: { mines: 3 },
    });
    const boom = await studio(t.app, 'POST', `/studio/api/rounds/${lose.value.round.roundId}/reveal`, {
      token: p.token,
      tile: next.minePositions[0],
    });
    expect(boom.value.round).toMatchObject({ status: 'settled', payoutMinor: 0 });
    expect(boom.value.balanceMinor).toBe(9_000 + payout - 500);
    const records = await betRecords(p.memberId);
    expect(records.map((r) => r.status)).toEqual(['settled', 'settled']);
    await expectLedgerReconciles(t.database);
  });

  it('shows insufficient funds to the player and moves nothing', async () => {
    const p = await launchStudioGame(t, 'lotus-slot', 300);
    const res = await studio(t.app, 'POST', '/studio/api/rounds', {
      token: p.token,
      game: 'lotus-slot',
      stakeMinor: 500,
    });
    expect(res).toMatchObject({ status: 422, code: 'INSUFFICIENT_FUNDS' });
    expect(res.value.balanceMinor).toBe(300);
    expect(await balanceOf(p)).toBe(300);
    const history = await studio(t.app, 'GET', `/studio/api/rounds?token=${p.token}`);
    expect(history.value.rounds[0]).toMatchObject({ status: 'refused', payoutMinor: null });
    await expectLedgerReconciles(t.database);
  });

  it('rolls back a bet whose answer was lost, until acknowledged; nothing moves twice', async () => {
    const p = await launchStudioGame(t, 'dice', 5_000);
    hop.fail('bet', 'lose-answer');
    hop.fail('rollback', 'drop');
    const res = await studio(t.app, 'POST', '/studio/api/rounds', {
      token: p.token,
      game: 'dice',
      stakeMinor: 1000,
      params: { target: 5000, direction: 'under' },
    });
    expect(res).toMatchObject({ status: 503, code: 'SERVICE_UNAVAILABLE' });
    expect(await balanceOf(p)).toBe(5_000);
    const history = await studio(t.app, 'GET', `/studio/api/rounds?token=${p.token}`);
    expect(history.value.rounds[0].status).toBe('rolled_back');
    const records = await betRecords(p.memberId);
    expect(records.map((r) => r.status)).toEqual(['cancelled']);
    await expectLedgerReconciles(t.database);
  });

  it('pays a win whose answers were lost later, by the sweep, once', async () => {
    const p = await launchStudioGame(t, 'baccarat', 5_000);
    hop.fail('win', 'lose-answer', 3);
    const res = await studio(t.app, 'POST', '/studio/api/rounds', {
      token: p.token,
      game: 'baccarat',
      stakeMinor: 1000,
      params: { bet: 'player' },
    });
    expect(res.status).toBe(200);
    expect(res.value.round.status).toBe('settling');
    const payout = res.value.round.payoutMinor as number;
    const operator = await operatorAuth(t.app);
    const sweep = await t.app.inject({ method: 'POST', url: '/admin/api/studio/sweep', headers: operator });
    expect(sweep.json().value.finished).toBeGreaterThanOrEqual(1);
    const replay = await studio(t.app, 'GET', `/studio/api/rounds/${res.value.round.roundId}?token=${p.token}`);
    expect(replay.value.status).toBe('settled');
    expect(await balanceOf(p)).toBe(5_000 - 1000 + payout);
    await expectLedgerReconciles(t.database);
  });

  it.skipIf(!onPostgres)('pays a mines cash-out once however many arrive at once', async () => {
    const p = await launchStudioGame(t, 'mines', 10_000);
    const seeds = await activeServerSeed(p);
    const board = minesBoard(1, seeds);
    const safeTile = Array.from({ length: 25 }, (_, i) => i).find((i) => !board.minePositions.includes(i))!;
    const start = await studio(t.app, 'POST', '/studio/api/rounds', {
      token: p.token,
      game: 'mines',
      stakeMinor: 1000,
      params: { mines: 1 },
    });
    const roundId = start.value.round.roundId as string;
    await studio(t.app, 'POST', `/studio/api/rounds/${roundId}/reveal`, { token: p.token, tile: safeTile });
    const cashOuts = await Promise.all(
      Array.from({ length: 8 }, () =>
        studio(t.app, 'POST', `/studio/api/rounds/${roundId}/cashout`, { token: p.token }),
      ),
    );
    expect(cashOuts.filter((c) => c.status === 200)).toHaveLength(1);
    expect(cashOuts.filter((c) => c.status !== 200).every((c) => c.code === 'SEAMLESS_ROUND_CLOSED')).toBe(true);
    // 0.96 × 25 / 24 = 1.0: the stake back, once.
    expect(await balanceOf(p)).toBe(10_000);
    await expectLedgerReconciles(t.database);
  });

  it.skipIf(!onPostgres)('concurrent spins of one player never overdraw and take distinct nonces', async () => {
    const p = await launchStudioGame(t, 'dice', 10_000);
    const spins = await Promise.all(
      Array.from({ length: 24 }, () =>
        studio(t.app, 'POST', '/studio/api/rounds', {
          token: p.token,
          game: 'dice',
          stakeMinor: 1000,
          params: { target: 100, direction: 'under' },
        }),
      ),
    );
    const accepted = spins.filter((s) => s.status === 200);
    const refused = spins.filter((s) => s.status !== 200);
    expect(refused.every((s) => s.code === 'INSUFFICIENT_FUNDS')).toBe(true);
    const paid = accepted.reduce((sum, s) => sum + (s.value.round.payoutMinor as number), 0);
    expect(accepted.length).toBeGreaterThanOrEqual(10);
    expect(await balanceOf(p)).toBe(10_000 - accepted.length * 1000 + paid);
    expect(new Set(spins.map((s) => s.value?.round?.nonce).filter((n) => n !== undefined)).size).toBe(accepted.length);
    await expectLedgerReconciles(t.database);
  });
});

describe('studio bad input', () => {
  let p: StudioPlayer;
  beforeAll(async () => {
    p = await launchStudioGame(t, 'dice', 2_000);
  });

  it('refuses a forged launch, an unknown token, bad stakes and params: nothing moves', async () => {
    const q = p.launchUrl.searchParams;
    const forged = await studio(t.app, 'POST', '/studio/api/session', {
      token: q.get('token'),
      player: '999999',
      currency: q.get('currency'),
      game: 'dice',
      lang: 'en',
      sig: q.get('sig'),
    });
    expect(forged).toMatchObject({ status: 401, code: 'SEAMLESS_TOKEN_INVALID' });
    const unknown = await studio(t.app, 'GET', '/studio/api/session?token=nope');
    expect(unknown).toMatchObject({ status: 401, code: 'SEAMLESS_TOKEN_INVALID' });
    const play = (body: Record<string, unknown>) =>
      studio(t.app, 'POST', '/studio/api/rounds', {
        token: p.token,
        game: 'dice',
        stakeMinor: 100,
        params: { target: 5000, direction: 'under' },
        ...body,
      });
    expect((await play({ stakeMinor: 0 })).status).toBe(400);
    expect((await play({ stakeMinor: -5 })).status).toBe(400);
    expect((await play({ stakeMinor: 1.5 })).status).toBe(400);
    expect((await play({ stakeMinor: 10 ** 12 })).status).toBe(400);
    expect((await play({ params: { target: 50, direction: 'under' } })).status).toBe(400);
    expect((await play({ params: { target: 5000 } })).status).toBe(400);
    expect((await play({ game: 'lotus-slot', params: {} })).status).toBe(400);
    expect((await play({ game: 'roulette' })).status).toBe(400);
    expect((await studio(t.app, 'PUT', '/studio/api/seeds/client', { token: p.token, clientSeed: '' })).status).toBe(
      400,
    );
    expect(await balanceOf(p)).toBe(2_000);
  });

  it("hides another player's round and checks verification input", async () => {
    const res = await studio(t.app, 'POST', '/studio/api/rounds', {
      token: p.token,
      game: 'dice',
      stakeMinor: 100,
      params: { target: 5000, direction: 'under' },
    });
    const other = await launchStudioGame(t, 'dice', 0);
    const peek = await studio(t.app, 'GET', `/studio/api/rounds/${res.value.round.roundId}?token=${other.token}`);
    expect(peek).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    const reveal = await studio(t.app, 'POST', `/studio/api/rounds/${res.value.round.roundId}/reveal`, {
      token: other.token,
      tile: 1,
    });
    expect(reveal.status).toBe(404);
    const base = {
      serverSeed: 'ab'.repeat(32),
      clientSeed: 'x',
      nonce: 0,
      game: 'dice',
      params: { target: 5000, direction: 'under' },
    };
    expect((await studio(t.app, 'POST', '/studio/api/verify', base)).status).toBe(200);
    expect((await studio(t.app, 'POST', '/studio/api/verify', { ...base, variant: 'rtp99' })).status).toBe(400);
    expect((await studio(t.app, 'POST', '/studio/api/verify', { ...base, serverSeed: 'zz' })).status).toBe(400);
    expect((await studio(t.app, 'POST', '/studio/api/verify', { ...base, nonce: -1 })).status).toBe(400);
    await expectLedgerReconciles(t.database);
  });

  it("lets only the operator choose a game's RTP variant, among the known ones", async () => {
    const member = await registerMember(t.app);
    expect((await t.app.inject({ url: '/admin/api/studio/settings' })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ url: '/admin/api/studio/settings', headers: { authorization: member.authorization } }))
        .statusCode,
    ).toBe(401);
    const operator = await operatorAuth(t.app);
    const list = await t.app.inject({ url: '/admin/api/studio/settings', headers: operator });
    const slot = list.json().value.find((g: { game: string }) => g.game === 'lotus-slot');
    expect(slot.variant).toBe('rtp96');
    expect(slot.variants.map((v: { rtps: { rtpBps: number }[] }) => v.rtps[0]!.rtpBps)).toEqual([9600, 9400, 9200]);
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/admin/api/studio/settings/dice',
      headers: operator,
      payload: { variant: 'rtp99' },
    });
    expect(bad.statusCode).toBe(400);
    const set = await t.app.inject({
      method: 'PUT',
      url: '/admin/api/studio/settings/dice',
      headers: operator,
      payload: { variant: 'rtp92' },
    });
    expect(set.json().value.variant).toBe('rtp92');
    expect((await studio(t.app, 'GET', `/studio/api/session?token=${p.token}`)).value.variant).toBe('rtp92');
    await t.app.inject({
      method: 'PUT',
      url: '/admin/api/studio/settings/dice',
      headers: operator,
      payload: { variant: 'rtp96' },
    });
  });
});
