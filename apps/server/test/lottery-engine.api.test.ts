import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drawResult } from '../src/features/lottery/fair-draw.ts';
import { fairStream } from '../src/platform/fair-stream.ts';
import { prizesOf } from '../src/features/lottery/results.ts';
import { createLedgerAccounts } from '../src/features/wallet/ledger/accounts.ts';
import { createLedgerBatch } from '../src/features/wallet/ledger/batch.ts';
import { roundLines } from '../src/features/lottery/settlement.ts';
import {
  createGame,
  fundedPlayer,
  mainBalanceMinor,
  NORTH_RESULT,
  openPeriodOf,
  placeSlip,
  tick,
  type Player,
  adminAuth,
} from './lottery-helpers.ts';
import { createTestApp, expectLedgerReconciles, manualClock, type TestApp } from './test-app.ts';

const clock = manualClock(new Date('2030-06-15T12:00:10Z'));
let t: TestApp;
let base: string;
const FUNDS = 1_000_000;

beforeAll(async () => {
  t = await createTestApp({
    clock,
    env: { SEED_DEMO: false, MEMBER_SESSION_IDLE_MINUTES: 100_000, OPERATOR_SESSION_IDLE_MINUTES: 100_000 },
  });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  if (t) await expectLedgerReconciles(t.database);
  await t?.close();
});

const all100 = Array.from({ length: 100 }, (_, i) => String(i).padStart(2, '0'));

/** The server-sent events of GET /lgw/lottery/events, read over real HTTP. */
async function openEventStream(games: string) {
  const controller = new AbortController();
  const res = await fetch(`${base}/lgw/lottery/events?games=${games}`, { signal: controller.signal });
  expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
  const events: { type: string; issue: string }[] = [];
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  const pump = (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += decoder.decode(value, { stream: true });
        let end;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const chunk = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = chunk.split('\n').find((l) => l.startsWith('data: '));
          if (data) events.push(JSON.parse(data.slice(6)) as { type: string; issue: string });
        }
      }
    } catch {
      // aborted
    }
  })();
  return {
    events,
    async waitFor(count: number) {
      for (let i = 0; i < 200 && events.length < count; i++) await new Promise((r) => setTimeout(r, 10));
      return events;
    },
    async close() {
      controller.abort();
      await pump;
    },
  };
}

describe('a fast game drawn by the provably fair RNG', () => {
  let code: string;
  let player: Player;

  it('opens periods with the seed hash, takes bets until close, draws, settles and publishes the seed', async () => {
    code = await createGame(t, 'FAST_NORTH', { source: 'rng', intervalSeconds: 60, closeBefore: 5 });
    player = await fundedPlayer(t, FUNDS);
    const stream = await openEventStream(code);
    expect((await tick(t)).opened).toBe(2);

    const lobby = (await t.app.inject({ url: '/lgw/lottery/lobby?product=ELOTT' })).json().value as {
      gameCode: string;
      current: { issue: string; seedHash: string; seed: string | null; closeAt: string }[];
      closesInMs: number;
    }[];
    const entry = lobby.find((g) => g.gameCode === code)!;
    expect(entry.current).toHaveLength(1);
    expect(entry.current[0]!.issue).toBe('203006151141');
    expect(entry.current[0]!.seedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(entry.current[0]!.seed).toBeNull();
    expect(entry.closesInMs).toBe(45_000);
    // Not even the database holds the seed before the draw (review M7): a copy cannot compute it.
    const storedSeed = () =>
      t.database.db
        .selectFrom('lottery_periods')
        .select(['seed', 'seed_hash'])
        .where('issue', '=', '203006151141')
        .where('seed_hash', '=', entry.current[0]!.seedHash)
        .executeTakeFirstOrThrow();
    expect((await storedSeed()).seed).toBeNull();

    // Lô on every two-digit ending: the 27 prizes pay 27 occurrences whatever the draw.
    const placed = await placeSlip(t, player, { gameCode: code, lines: [{ type: 'lo2', numbers: all100, unit: 1 }] });
    expect(placed.statusCode, placed.body).toBe(200);
    expect(placed.json().value).toMatchObject({ stake: 2700, status: 'placed', issue: '203006151141' });
    expect(await mainBalanceMinor(t, player.id)).toBe(FUNDS - 270_000);

    // Betting stops at close, before the scheduler runs: nothing moves.
    clock.set('2030-06-15T12:00:56Z');
    const late = await placeSlip(t, player, {
      gameCode: code,
      issue: '203006151141',
      lines: [{ type: 'de', numbers: ['01'], unit: 1 }],
    });
    expect(late.statusCode).toBe(422);
    expect(late.json().code).toBe('LOTTERY_PERIOD_CLOSED');
    expect(await mainBalanceMinor(t, player.id)).toBe(FUNDS - 270_000);

    clock.set('2030-06-15T12:01:01Z');
    const report = await tick(t);
    expect(report).toMatchObject({ closed: 1, drawn: 1 });
    expect(await mainBalanceMinor(t, player.id)).toBe(FUNDS - 270_000 + 100 * 98 * 27);

    const events = await stream.waitFor(5);
    expect(events.map((e) => [e.type, e.issue])).toEqual([
      ['open', '203006151141'],
      ['open', '203006151142'],
      ['open', '203006151143'],
      ['close', '203006151141'],
      ['result', '203006151141'],
    ]);
    await stream.close();

    // Anyone can check the draw: the seed hashes to what was published, the numbers follow from it.
    const history = (await t.app.inject({ url: `/lgw/lottery/games/${code}/results` })).json().value;
    const drawn = history.items[0];
    expect(drawn).toMatchObject({ issue: '203006151141', status: 'confirmed', resultSource: 'rng' });
    const seed = Buffer.from(drawn.seed as string, 'hex');
    expect(Buffer.from((await storedSeed()).seed!)).toEqual(seed);
    expect(createHash('sha256').update(seed).digest('hex')).toBe(entry.current[0]!.seedHash);
    const again = drawResult('FAST_NORTH', fairStream(seed, code, '203006151141'));
    expect(drawn.result).toEqual(prizesOf('FAST_NORTH', again));
    expect(drawn.result.special[0]).toMatch(/^\d{5}$/);
    expect(drawn.result.seventh).toHaveLength(4);
  });

  it('settles nothing twice: the scheduler again draws nothing, the batch key again pays nothing', async () => {
    const before = await mainBalanceMinor(t, player.id);
    expect((await tick(t)).drawn).toBe(0);
    const period = await t.database.db
      .selectFrom('lottery_periods')
      .select('id')
      .where('issue', '=', '203006151141')
      .executeTakeFirstOrThrow();
    const db = t.database.db;
    const batch = createLedgerBatch({ clock, accounts: createLedgerAccounts({ db }) });
    const replay = await db.transaction().execute((trx) =>
      batch.postBatchIn(trx, {
        source: 'game:ELOTT',
        key: `period:${period.id}:round:1`,
        kind: 'win',
        reference: `lottery:${period.id}`,
        memo: { periodId: period.id, round: 1 },
        lines: roundLines(period.id, 1),
        counterpart: { code: 'house:LOTTERY', currency: 'BRL' },
      }),
    );
    expect(replay).toMatchObject({ replayed: true, totalMinor: 100 * 98 * 27 });
    expect(await mainBalanceMinor(t, player.id)).toBe(before);
  });

  it('lets a player cancel a slip before close (stake back once), not after', async () => {
    const before = await mainBalanceMinor(t, player.id);
    const placed = await placeSlip(t, player, {
      gameCode: code,
      lines: [{ type: 'xien2', numbers: ['11', '22'], unit: 2, multiplier: 3 }],
    });
    expect(placed.statusCode, placed.body).toBe(200);
    expect(placed.json().value.stake).toBe(6);
    const slipId = placed.json().value.slipId as number;
    const cancel = () =>
      t.app.inject({
        method: 'POST',
        url: `/lgw/lottery/bets/${slipId}/cancel`,
        headers: { authorization: player.authorization },
      });
    const first = await cancel();
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().value).toMatchObject({ status: 'cancelled', bets: [{ status: 'cancelled' }] });
    expect((await cancel()).statusCode).toBe(200);
    expect(await mainBalanceMinor(t, player.id)).toBe(before);

    const other = await fundedPlayer(t, 0);
    const foreign = await t.app.inject({
      method: 'POST',
      url: `/lgw/lottery/bets/${slipId}/cancel`,
      headers: { authorization: other.authorization },
    });
    expect(foreign.statusCode).toBe(404);

    const kept = await placeSlip(t, player, { gameCode: code, lines: [{ type: 'de', numbers: ['07'], unit: 1 }] });
    clock.set('2030-06-15T12:01:56Z');
    const tooLate = await t.app.inject({
      method: 'POST',
      url: `/lgw/lottery/bets/${kept.json().value.slipId}/cancel`,
      headers: { authorization: player.authorization },
    });
    expect(tooLate.json().code).toBe('LOTTERY_PERIOD_CLOSED');
    clock.set('2030-06-15T12:02:01Z');
    await tick(t);
  });
});

describe('a restart', () => {
  it('draws the periods that came due while no server ran, once', async () => {
    clock.set('2030-06-15T12:10:10Z');
    const code = await createGame(t, 'KENO', { source: 'rng', intervalSeconds: 60, closeBefore: 5 });
    await tick(t);
    // The server is down for three minutes; another instance starts on the same database.
    clock.advance(180_000);
    const restarted = await createTestApp({ clock, database: t.database, env: { SEED_DEMO: false } });
    try {
      const report = await tick(restarted);
      expect(report.drawn).toBeGreaterThanOrEqual(2);
      expect((await tick(restarted)).drawn).toBe(0);
      const { rows } = await sql<{ issue: string; status: string }>`select p.issue, p.status from lottery_periods p
        join lottery_games g on g.id = p.game_id where g.code = ${code} order by p.issue`.execute(t.database.db);
      expect(rows.slice(0, 2)).toEqual([
        { issue: '203006151151', status: 'confirmed' },
        { issue: '203006151152', status: 'confirmed' },
      ]);
    } finally {
      await restarted.close();
    }
  });
});

describe('the Vietnamese lottery with operator results', () => {
  const first = NORTH_RESULT;
  // The correction: 65 ends two prizes only, the special ends in 01.
  const corrected = { ...first, special: ['98701'], sixth: ['701', '119', '120'] };
  let code: string;

  const REASON = 'Special prize and sixth prize misread from the broadcast';
  async function enter(periodId: number, prizes: Record<string, string[]>, correct = false) {
    return t.app.inject({
      method: 'POST',
      url: `/admin/api/lottery/periods/${periodId}/result`,
      headers: await adminAuth(t),
      payload: { prizes, correct, ...(correct ? { reason: REASON } : {}) },
    });
  }

  it('re-settles a corrected result exactly (a second round paying the differences), until confirmed', async () => {
    clock.set('2030-06-15T12:05:00Z');
    code = await createGame(t, 'XSMB');
    await tick(t);
    const player = await fundedPlayer(t, FUNDS);
    const period = await openPeriodOf(t, code);
    const placed = await placeSlip(t, player, {
      gameCode: code,
      lines: [
        { type: 'lo2', numbers: ['65'], unit: 1 },
        { type: 'de', numbers: ['65', '01'], unit: 1 },
      ],
    });
    expect(placed.statusCode, placed.body).toBe(200);
    const stake = 2700 + 200;

    const early = await enter(period.id, first);
    expect(early.statusCode).toBe(409);
    expect(early.json().value).toEqual({ reason: 'STILL_OPEN' });

    clock.set('2030-06-16T11:20:00Z');
    const recorded = await enter(period.id, first);
    expect(recorded.statusCode, recorded.body).toBe(200);
    expect(recorded.json().value.settlement).toEqual({ round: 1, bets: 3, winners: 2, payout: 392 + 95 });
    expect(await mainBalanceMinor(t, player.id)).toBe(FUNDS - stake + 39_200 + 9500);

    expect((await enter(period.id, first)).json().value).toMatchObject({ replayed: true, settlement: null });
    const conflicting = await enter(period.id, corrected);
    expect(conflicting.statusCode).toBe(409);
    expect(conflicting.json().value).toEqual({ reason: 'OTHER_RESULT_RECORDED' });

    const fixed = await enter(period.id, corrected, true);
    expect(fixed.statusCode, fixed.body).toBe(200);
    // lô 65 twice (first prize, seventh), đề 01 wins, đề 65 loses.
    expect(fixed.json().value.settlement).toEqual({ round: 2, bets: 3, winners: 2, payout: 196 + 95 });
    expect(await mainBalanceMinor(t, player.id)).toBe(FUNDS - stake + 19_600 + 9500);
    const rounds = await t.database.db
      .selectFrom('lottery_settlements')
      .select(['round', 'transaction_id', 'reversal_transaction_id', 'payout_minor'])
      .where('period_id', '=', period.id)
      .orderBy('round')
      .execute();
    expect(rounds.map((r) => [r.round, r.payout_minor, r.reversal_transaction_id !== null])).toEqual([
      [1, 48_700, false],
      [2, 29_100, false],
    ]);
    // Below the four-eyes threshold it ran at once: the action, its audit row and the ledger keep the reason.
    const action = await t.database.db
      .selectFrom('operator_actions')
      .select(['payload', 'approval_id'])
      .where('subject', '=', `lottery-period:${period.id}`)
      .where('kind', '=', 'lottery_correction')
      .executeTakeFirstOrThrow();
    expect(action).toMatchObject({ approval_id: null, payload: { correct: true, reason: REASON } });
    await expect
      .poll(async () => {
        const row = await t.database.db
          .selectFrom('operator_audit_log')
          .select(['before', 'after'])
          .where('subject', '=', `lottery-period:${period.id}`)
          .where('status_code', '=', 200)
          .orderBy('id', 'desc')
          .executeTakeFirst();
        return row && [row.before, row.after];
      })
      .toMatchObject([
        { round: 1, result: first },
        { round: 2, result: corrected, correctionReason: REASON },
      ]);
    // The second round's batch pays the differences only: lô 65 39,200 → 19,600, đề 65 9,500 → 0,
    // đề 01 0 → 9,500, netted into the player's one line (+9,500 − 19,600 − 9,500); it keeps the reason.
    const differences = await t.database.db
      .selectFrom('ledger_transactions as x')
      .innerJoin('ledger_entries as e', 'e.transaction_id', 'x.id')
      .innerJoin('ledger_accounts as a', 'a.id', 'e.account_id')
      .select(['x.memo', 'e.amount_minor', 'e.balance_after_minor'])
      .where('x.id', '=', rounds[1]!.transaction_id!)
      .where('a.member_id', 'is not', null)
      .orderBy('e.id')
      .execute();
    expect(differences[0]!.memo).toMatchObject({ periodId: period.id, round: 2, reason: REASON });
    expect(differences.map((e) => e.amount_minor)).toEqual([-19_600]);
    expect(differences.every((e) => e.balance_after_minor >= 0)).toBe(true);

    const admin = await adminAuth(t);
    const confirm = await t.app.inject({
      method: 'POST',
      url: `/admin/api/lottery/periods/${period.id}/confirm`,
      headers: admin,
    });
    expect(confirm.statusCode, confirm.body).toBe(200);
    const afterConfirm = await enter(period.id, first, true);
    expect(afterConfirm.json().value).toEqual({ reason: 'CONFIRMED' });
    expect(await mainBalanceMinor(t, player.id)).toBe(FUNDS - stake + 19_600 + 9500);
  });

  it('settles a period with no bets without a ledger transaction', async () => {
    clock.set('2030-06-16T12:00:00Z');
    await tick(t);
    const period = await openPeriodOf(t, code);
    clock.set('2030-06-17T11:20:00Z');
    const res = await enter(period.id, first);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value.settlement).toEqual({ round: 1, bets: 0, winners: 0, payout: 0 });
    const round = await t.database.db
      .selectFrom('lottery_settlements')
      .select('transaction_id')
      .where('period_id', '=', period.id)
      .executeTakeFirstOrThrow();
    expect(round.transaction_id).toBeNull();
  });

  it('refunds every bet of a cancelled period, and takes back a settled round', async () => {
    clock.set('2030-06-17T12:00:00Z');
    await tick(t);
    const player = await fundedPlayer(t, FUNDS);
    const period = await openPeriodOf(t, code);
    for (const numbers of [['65'], ['01', '02']]) {
      const res = await placeSlip(t, player, { gameCode: code, lines: [{ type: 'lo2', numbers, unit: 1 }] });
      expect(res.statusCode, res.body).toBe(200);
    }
    clock.set('2030-06-18T11:20:00Z');
    expect((await enter(period.id, first)).statusCode).toBe(200);
    expect(await mainBalanceMinor(t, player.id)).toBeGreaterThan(FUNDS);
    const admin = await adminAuth(t);
    const cancel = () =>
      t.app.inject({
        method: 'POST',
        url: `/admin/api/lottery/periods/${period.id}/cancel`,
        headers: admin,
        payload: { reason: 'draw voided by the lottery company' },
      });
    const res = await cancel();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value).toEqual({ refunded: 81, replayed: false });
    expect(await mainBalanceMinor(t, player.id)).toBe(FUNDS);
    expect((await cancel()).json().value).toEqual({ refunded: 0, replayed: true });
    const { rows } = await sql<{ status: string }>`select distinct b.status from bets b
      join lottery_bets l on l.bet_id = b.id where l.period_id = ${period.id}`.execute(t.database.db);
    expect(rows).toEqual([{ status: 'cancelled' }]);
    expect((await enter(period.id, first)).json().value).toEqual({ reason: 'CANCELLED' });
  });
});

describe('bad input: clear errors, nothing moved', () => {
  let code: string;
  let keno: string;
  let digit: string;
  let player: Player;

  beforeAll(async () => {
    clock.set('2030-06-20T05:00:00Z');
    code = await createGame(t, 'XSMB', { limitMinor: 1_000_000 });
    keno = await createGame(t, 'KENO');
    digit = await createGame(t, 'DIGIT5');
    await tick(t);
    player = await fundedPlayer(t, FUNDS);
  });

  const cases: [string, Record<string, unknown>, number, string, string?][] = [
    ['an unknown bet type', { type: 'lo9', numbers: ['01'], unit: 1 }, 400, 'VALIDATION_FAILED', 'lines.0.type'],
    [
      'a number out of range',
      { type: 'lo2', numbers: ['100'], unit: 1 },
      400,
      'VALIDATION_FAILED',
      'lines.0.numbers.0',
    ],
    ['one digit for lô 2 số', { type: 'lo2', numbers: ['5'], unit: 1 }, 400, 'VALIDATION_FAILED', 'lines.0.numbers.0'],
    [
      'two digits for 3 càng',
      { type: 'cang3', numbers: ['12'], unit: 1 },
      400,
      'VALIDATION_FAILED',
      'lines.0.numbers.0',
    ],
    ['letters', { type: 'de', numbers: ['ab'], unit: 1 }, 400, 'VALIDATION_FAILED', 'lines.0.numbers.0'],
    [
      'the same pick twice',
      { type: 'lo2', numbers: ['01', '01'], unit: 1 },
      400,
      'VALIDATION_FAILED',
      'lines.0.numbers.1',
    ],
    [
      'three picks for xiên 2',
      { type: 'xien2', numbers: ['01', '02', '03'], unit: 1 },
      400,
      'VALIDATION_FAILED',
      'lines.0.numbers',
    ],
    ['no picks', { type: 'de', numbers: [], unit: 1 }, 400, 'VALIDATION_FAILED', 'lines.0.numbers'],
    ['a unit over the limit', { type: 'de', numbers: ['01'], unit: 10_001 }, 400, 'VALIDATION_FAILED', 'lines.0.unit'],
    ['a unit under the limit', { type: 'de', numbers: ['01'], unit: 0.5 }, 400, 'VALIDATION_FAILED', 'lines.0.unit'],
    ['too many decimals', { type: 'de', numbers: ['01'], unit: 1.001 }, 400, 'VALIDATION_FAILED', 'lines.0.unit'],
    [
      'a multiplier over the limit',
      { type: 'de', numbers: ['01'], unit: 1, multiplier: 101 },
      400,
      'VALIDATION_FAILED',
      'lines.0.multiplier',
    ],
    [
      'a position on a Vietnamese bet',
      { type: 'de', numbers: ['01'], unit: 1, position: 2 },
      400,
      'VALIDATION_FAILED',
      'lines.0.position',
    ],
    ['a liability over the limit', { type: 'de', numbers: ['01'], unit: 200 }, 422, 'LOTTERY_LIABILITY_EXCEEDED'],
    ['more than the wallet holds', { type: 'lo2', numbers: all100, unit: 10 }, 422, 'INSUFFICIENT_FUNDS'],
  ];

  it.each(cases)('refuses %s', async (_name, lineInput, status, errorCode, field) => {
    const res = await placeSlip(t, player, { gameCode: code, lines: [lineInput] });
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json().code).toBe(errorCode);
    if (field) expect(Object.keys(res.json().value.fields)).toEqual([field]);
    expect(await mainBalanceMinor(t, player.id)).toBe(FUNDS);
  });

  it('refuses fast-game picks out of range, a missing ball, unknown games, periods and a missing key', async () => {
    const refused = [
      await placeSlip(t, player, { gameCode: keno, lines: [{ type: 'keno_pick', numbers: ['81'], unit: 1 }] }),
      await placeSlip(t, player, {
        gameCode: keno,
        lines: [{ type: 'keno_pick', numbers: Array.from({ length: 11 }, (_, i) => String(i + 1)), unit: 1 }],
      }),
      await placeSlip(t, player, { gameCode: digit, lines: [{ type: 'number', numbers: ['7'], unit: 1 }] }),
      await placeSlip(t, player, {
        gameCode: digit,
        lines: [{ type: 'number', numbers: ['10'], unit: 1, position: 1 }],
      }),
      await placeSlip(t, player, { gameCode: digit, lines: [{ type: 'big_small', numbers: ['HUGE'], unit: 1 }] }),
    ];
    expect(refused.map((r) => [r.statusCode, r.json().code])).toEqual(Array(5).fill([400, 'VALIDATION_FAILED']));
    const unknownGame = await placeSlip(t, player, {
      gameCode: 'NOPE',
      lines: [{ type: 'de', numbers: ['01'], unit: 1 }],
    });
    expect(unknownGame.json().code).toBe('GAME_UNAVAILABLE');
    const unknownIssue = await placeSlip(t, player, {
      gameCode: code,
      issue: '19990101',
      lines: [{ type: 'de', numbers: ['01'], unit: 1 }],
    });
    expect(unknownIssue.json().code).toBe('LOTTERY_PERIOD_CLOSED');
    const noKey = await t.app.inject({
      method: 'POST',
      url: '/lgw/lottery/bets',
      headers: { authorization: player.authorization },
      payload: { gameCode: code, lines: [{ type: 'de', numbers: ['01'], unit: 1 }] },
    });
    expect(noKey.json().code).toBe('IDEMPOTENCY_KEY_REQUIRED');
    const noToken = await t.app.inject({ method: 'POST', url: '/lgw/lottery/bets', payload: {} });
    expect(noToken.statusCode).toBe(401);
    const malformed = await placeSlip(t, player, { gameCode: code, lines: 'lo2' });
    expect(malformed.statusCode).toBe(400);
    expect(await mainBalanceMinor(t, player.id)).toBe(FUNDS);
    const { rows } = await sql<{ n: string }>`select count(*)::text as n from lottery_slips
      where member_id = ${player.id}`.execute(t.database.db);
    expect(rows[0]!.n).toBe('0');
  });

  it('answers the first slip to the same key and places it once', async () => {
    const other = await fundedPlayer(t, FUNDS);
    const payload = { gameCode: code, lines: [{ type: 'de', numbers: ['42'], unit: 1 }] };
    const a = await placeSlip(t, other, payload, 'same-key-0001');
    const b = await placeSlip(t, other, payload, 'same-key-0001');
    expect(b.json().value).toMatchObject({ slipId: a.json().value.slipId, replayed: true });
    const changed = await placeSlip(
      t,
      other,
      { ...payload, lines: [{ type: 'de', numbers: ['43'], unit: 1 }] },
      'same-key-0001',
    );
    expect(changed.statusCode).toBe(409);
    expect(changed.json().code).toBe('DUPLICATE_TRANSACTION_MISMATCH');
    expect(await mainBalanceMinor(t, other.id)).toBe(FUNDS - 100);
  });

  it('answers a placed key with its slip as placed: quick picks not chosen again, the game switched off since', async () => {
    const own = await createGame(t, 'FAST_NORTH');
    await tick(t);
    const other = await fundedPlayer(t, FUNDS);
    const payload = { gameCode: own, lines: [{ type: 'lo2', quickPick: 3, unit: 1 }] };
    const first = (await placeSlip(t, other, payload, 'quick-key-0001')).json().value;
    expect(first.bets).toHaveLength(3);
    const again = (await placeSlip(t, other, payload, 'quick-key-0001')).json().value;
    expect(again).toEqual({ ...first, replayed: true });
    await t.database.db.updateTable('lottery_games').set({ enabled: false }).where('code', '=', own).execute();
    const afterOff = await placeSlip(t, other, payload, 'quick-key-0001');
    expect(afterOff.json().value).toEqual({ ...first, replayed: true });
    expect((await placeSlip(t, other, payload, 'quick-key-0002')).json().code).toBe('GAME_UNAVAILABLE');
    expect(await mainBalanceMinor(t, other.id)).toBe(FUNDS - first.bets.length * 2_700);
  });

  it('refuses malformed and incomplete result imports, recording nothing', async () => {
    clock.set('2030-06-21T12:00:00Z');
    const admin = await adminAuth(t);
    const good = {
      special: ['123456'],
      first: ['12345'],
      second: ['12345'],
      third: ['12345', '12345'],
      fourth: ['12345', '12345', '12345', '12345', '12345', '12345', '12345'],
      fifth: ['1234'],
      sixth: ['1234', '1234', '1234'],
      seventh: ['123'],
      eighth: ['12'],
    };
    await createGame(t, 'XSMN');
    const imports: [Record<string, unknown>, string[]][] = [
      [{ ...good, eighth: undefined }, ['prizes.eighth']],
      [{ ...good, fourth: good.fourth.slice(1) }, ['prizes.fourth']],
      [{ ...good, special: ['12345'] }, ['prizes.special.0']],
      [{ ...good, seventh: ['12a'] }, ['prizes.seventh.0']],
      [{ ...good, ninth: ['1'] }, ['prizes.ninth']],
    ];
    // Friday 21 June 2030: Vĩnh Long, Bình Dương, Trà Vinh.
    for (const [prizes, fields] of imports) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/admin/api/lottery/results/import',
        headers: admin,
        payload: { market: 'XSMN', date: '2030-06-21', station: 'VL', prizes },
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(Object.keys(res.json().value.fields)).toEqual(fields);
    }
    const wrongStation = await t.app.inject({
      method: 'POST',
      url: '/admin/api/lottery/results/import',
      headers: admin,
      payload: { market: 'XSMN', date: '2030-06-21', station: 'HCM', prizes: good },
    });
    expect(Object.keys(wrongStation.json().value.fields)).toEqual(['station']);
    const { rows } = await sql<{ n: string }>`select count(*)::text as n from lottery_results r
      join lottery_periods p on p.id = r.period_id where p.issue like '20300621-%'`.execute(t.database.db);
    expect(rows[0]!.n).toBe('0');

    const ok = () =>
      t.app.inject({
        method: 'POST',
        url: '/admin/api/lottery/results/import',
        headers: admin,
        payload: { market: 'XSMN', date: '2030-06-21', station: 'VL', prizes: good },
      });
    expect((await ok()).json().value).toMatchObject({ replayed: false, period: { issue: '20300621-VL' } });
    expect((await ok()).json().value).toMatchObject({ replayed: true });
  });
});
