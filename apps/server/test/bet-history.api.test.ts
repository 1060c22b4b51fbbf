import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INHOUSE_VENDOR } from '@portal/shared/contracts/seamless';
import { createTestApp, expectLedgerReconciles, operatorAuth, type TestApp } from './test-app.ts';
import { ensureStudioCatalog, launchStudioGame, studio, type StudioPlayer } from './studio-helpers.ts';
import { fundWallet } from './wallet-helpers.ts';

/*
 * A member's game history: the betting record and the console's Bets tab filtered by game, each
 * round with the wallet balance before its stake and after its win, played through the in-house
 * studio (the seamless protocol in the process: stake and win postings as a real round makes them).
 */

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env: { SEED_DEMO: false } });
  await ensureStudioCatalog(t);
});
afterAll(async () => {
  if (t) await expectLedgerReconciles(t.database);
  await t?.close();
});

interface Row {
  id: number;
  gameCode: string;
  status: string;
  roundId: string | null;
  balanceBeforeMinor: number | null;
  balanceAfterMinor: number | null;
}

const DAY = 86_400_000;
const range = () => ({
  from: new Date(Date.now() - DAY).toISOString(),
  to: new Date(Date.now() + DAY).toISOString(),
});

const records = async (p: StudioPlayer, query: Record<string, string>) =>
  t.app.inject({
    url: '/wps/records/bets',
    query: { ...range(), ...query },
    headers: { authorization: p.authorization },
  });

const walletBalance = async (p: StudioPlayer) =>
  (await studio(t.app, 'GET', `/studio/api/session?token=${encodeURIComponent(p.token)}`)).value.balanceMinor as number;

/** Rounds of dice (a target of 9000 under wins most rounds, 500 loses most) and of the slot. */
async function play(p: StudioPlayer, game: 'dice' | 'lotus-slot', rounds: number) {
  const played: { roundId: string; stakeMinor: number; payoutMinor: number }[] = [];
  for (let i = 0; i < rounds; i += 1) {
    const res = await studio(t.app, 'POST', '/studio/api/rounds', {
      token: p.token,
      game,
      stakeMinor: 100 + i,
      ...(game === 'dice' && { params: { target: i % 2 === 0 ? 9000 : 500, direction: 'under' } }),
    });
    expect(res.status, JSON.stringify(res)).toBe(200);
    played.push(res.value.round);
  }
  return played;
}

describe('game history: filter by game, balance before and after each round', () => {
  it('filters by game and chains each round’s balance after into the next one’s balance before', async () => {
    const dice = await launchStudioGame(t, 'dice', 50_000);
    const slot = await launchStudioGame(t, 'lotus-slot', 0, dice);
    const played = await play(dice, 'dice', 6);
    await play(slot, 'lotus-slot', 3);

    const res = await records(dice, { game: 'dice' });
    expect(res.statusCode, res.body).toBe(200);
    const items = res.json().value.items as (Row & { stake: number; payout: number })[];
    expect(items).toHaveLength(6);
    expect(items.every((row) => row.gameCode === 'dice')).toBe(true);
    expect(res.json().value.total).toBe(6);
    const all = (await records(dice, {})).json().value;
    expect(all.total).toBe(9);
    expect((await records(dice, { game: 'lotus-slot' })).json().value.items).toHaveLength(3);

    // Oldest first: the funded 50,000 before the first stake, each round's after the next's before.
    const chain = [...all.items].reverse() as Row[];
    expect(chain[0]!.balanceBeforeMinor).toBe(50_000);
    for (let i = 1; i < chain.length; i += 1) {
      expect(chain[i]!.balanceBeforeMinor).toBe(chain[i - 1]!.balanceAfterMinor);
    }
    expect(chain.at(-1)!.balanceAfterMinor).toBe(await walletBalance(dice));
    // Each dice round moved the wallet by exactly what it won less its stake, wins and losses alike.
    const oldestDice = [...items].reverse();
    oldestDice.forEach((row, i) => {
      const round = played[i]!;
      expect(row.roundId).toBe(round.roundId);
      expect(row.balanceAfterMinor! - row.balanceBeforeMinor!).toBe(round.payoutMinor - round.stakeMinor);
    });
    expect(played.some((r) => r.payoutMinor > 0) && played.some((r) => r.payoutMinor === 0)).toBe(true);
  });

  it('names the catalogue node that replays an in-house round, and none for a round it cannot replay', async () => {
    const p = await launchStudioGame(t, 'dice', 10_000);
    await play(p, 'dice', 1);
    const node = await t.database.db
      .selectFrom('games')
      .select('node_id')
      .where('vendor_code', '=', INHOUSE_VENDOR)
      .where('game_code', '=', 'dice')
      .executeTakeFirstOrThrow();
    const [row] = (await records(p, {})).json().value.items as (Row & { replayNodeId: string | null })[];
    expect(row).toMatchObject({ status: 'settled', replayNodeId: node.node_id });
    // The replay opens the studio's own round: the launched page's history answers it for its player.
    const replay = await studio(
      t.app,
      'GET',
      `/studio/api/rounds/${encodeURIComponent(row!.roundId!)}?token=${encodeURIComponent(p.token)}`,
    );
    expect(replay.value).toMatchObject({ roundId: row!.roundId, game: 'dice' });
  });

  it('shows a round’s own before and after when other money moved between rounds', async () => {
    const p = await launchStudioGame(t, 'dice', 10_000);
    await play(p, 'dice', 1);
    const first = (await records(p, {})).json().value.items[0] as Row;
    await fundWallet(t, p.memberId, 2_500);
    await play(p, 'dice', 1);
    const [second] = (await records(p, {})).json().value.items as Row[];
    expect(second!.balanceBeforeMinor).toBe(first.balanceAfterMinor! + 2_500);
    expect(second!.balanceAfterMinor).toBe(await walletBalance(p));
  });

  it('answers null balances for a bet no posting backs (a vendor-synced row)', async () => {
    const p = await launchStudioGame(t, 'dice', 1_000);
    const currency = (await t.app.inject({ url: '/wps/system/status' })).json().value.currency.code as string;
    await t.database.db
      .insertInto('bets')
      .values({
        member_id: p.memberId,
        product: 'SPORTS',
        vendor: INHOUSE_VENDOR,
        game_code: 'synced-book',
        currency,
        stake_minor: 500,
        status: 'pending',
      })
      .execute();
    const [row] = (await records(p, { game: 'synced-book' })).json().value.items as Row[];
    expect(row).toMatchObject({
      gameCode: 'synced-book',
      balanceBeforeMinor: null,
      balanceAfterMinor: null,
      replayNodeId: null,
    });
  });

  it('lists the games the member played in the range, for the game filter', async () => {
    const p = await launchStudioGame(t, 'dice', 20_000);
    const slot = await launchStudioGame(t, 'lotus-slot', 0, p);
    await play(p, 'dice', 1);
    await play(slot, 'lotus-slot', 1);
    const res = await t.app.inject({
      url: '/wps/records/bets/games',
      query: range(),
      headers: { authorization: p.authorization, language: 'en' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const games = res.json().value.games as { gameCode: string; gameName: string | null }[];
    expect(games.map((g) => g.gameCode)).toEqual(['lotus-slot', 'dice']);
    const none = await t.app.inject({
      url: '/wps/records/bets/games',
      query: { ...range(), product: 'LOTT' },
      headers: { authorization: p.authorization },
    });
    expect(none.json().value.games).toEqual([]);
  });

  it('the console’s Bets tab filters by game and shows the same balances', async () => {
    const p = await launchStudioGame(t, 'dice', 30_000);
    const slot = await launchStudioGame(t, 'lotus-slot', 0, p);
    await play(p, 'dice', 3);
    await play(slot, 'lotus-slot', 2);
    const headers = await operatorAuth(t.app);
    const res = await t.app.inject({ url: `/admin/api/members/${p.memberId}/bets?game=dice`, headers });
    expect(res.statusCode, res.body).toBe(200);
    const value = res.json().value;
    expect(value.total).toBe(3);
    expect(value.games.sort()).toEqual(['dice', 'lotus-slot']);
    const player = (await records(p, { game: 'dice' })).json().value.items as Row[];
    expect(
      value.items.map((row: Row) => [row.gameCode, row.id, row.balanceBeforeMinor, row.balanceAfterMinor]),
    ).toEqual(player.map((row) => ['dice', row.id, row.balanceBeforeMinor, row.balanceAfterMinor]));
    expect(player.every((row) => row.balanceBeforeMinor !== null && row.balanceAfterMinor !== null)).toBe(true);
    const csv = await t.app.inject({
      url: `/admin/api/members/${p.memberId}/bets?game=lotus-slot&format=csv`,
      headers,
    });
    const lines = csv.body.trim().split('\n');
    expect(lines[0]).toContain('balance_before_minor,balance_after_minor');
    expect(lines).toHaveLength(3);
  });

  it('refuses a malformed game with VALIDATION_FAILED in the envelope', async () => {
    const p = await launchStudioGame(t, 'dice', 0);
    for (const game of ['%%%', 'a b', 'x'.repeat(81)]) {
      const res = await records(p, { game });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    }
    const games = await t.app.inject({
      url: '/wps/records/bets/games',
      query: { ...range(), product: '%%%' },
      headers: { authorization: p.authorization },
    });
    expect(games.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    const admin = await t.app.inject({
      url: `/admin/api/members/${p.memberId}/bets?game=%25%25%25`,
      headers: await operatorAuth(t.app),
    });
    expect(admin.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
  });
});
