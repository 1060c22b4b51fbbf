import { sql, type Kysely } from 'kysely';
import type { Slip } from '@portal/shared/contracts/lottery';
import type { DB } from '../../db/schema.ts';
import { withRetry } from '../../db/transaction.ts';
import { AppError } from '../../platform/app-error.ts';
import { createBatchQueue } from '../../platform/batch-queue.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Ledger, PostingRequest } from '../wallet/ledger/ledger.ts';
import { KeyRace } from '../wallet/ledger/posting-batch.ts';
import { lotterySource } from './settlement.ts';
import type { PlannedBet, SlipGame } from './slip-plan.ts';

/** A slip checked against its game's menu, its accounts found: what the batch writes or refuses. */
export interface SlipRequest {
  memberId: number;
  /** The member's Idempotency-Key, and what it stands for (the request as sent). */
  key: string;
  requestHash: string;
  game: SlipGame;
  issue: string | null;
  bets: PlannedBet[];
  stakeMinor: number;
  /** What the slip adds to the house's potential payout per outcome, sorted by outcome. */
  liability: [string, bigint][];
  currency: string;
  mainId: number;
  houseId: number;
}

/** A slip's outcome: written (its id), already placed by its key (answered by the replay), or refused. */
export type SlipAnswer = { slipId: number } | { replay: true } | { error: unknown };

/** A slip's answer to the member: the slip as written, or its key's first slip to replay. */
export type PlacedSlip = { slip: Slip } | { replay: true };

/** Another instance placed a key of the batch since it was read: the batch is written again otherwise. */
class Redo extends Error {}

/** Up to 32 slips a transaction, two transactions at once, as the provider calls' batches. */
const SLIP_BATCH = { name: 'slips', maxBatch: 32, maxInFlight: 2, maxQueued: 1_024 } as const;

/** Starts over of a slip alone whose decisions a concurrent transaction overtook (a twin key). */
const ALONE_ATTEMPTS = 5;

const liabilityKey = (periodId: number, outcome: string) => `${periodId}\u0000${outcome}`;

/**
 * The liability rows of the (period, outcome) pairs locked in one order, made at zero where none
 * is yet, as every writer of them takes them (slips, cancellations): two never wait on each other
 * in turn. Answers the amounts as locked.
 */
export async function lockLiability(trx: Kysely<DB>, pairs: { p: number; o: string }[]) {
  if (pairs.length === 0) return [];
  const { rows } = await sql<{ period_id: number; outcome: string; amount_minor: number }>`
    insert into lottery_liability as l (period_id, outcome, amount_minor)
    select distinct p, o, 0 from json_to_recordset(${JSON.stringify(pairs)}::json) as x(p bigint, o text) order by p, o
    on conflict (period_id, outcome) do update set amount_minor = l.amount_minor
    returning period_id, outcome, amount_minor`.execute(trx);
  return rows;
}

const stakePosting = (slip: SlipRequest, periodId: number): PostingRequest => ({
  source: lotterySource(slip.game.product),
  key: `slip:${slip.memberId}:${slip.key}`,
  kind: 'bet',
  memberId: slip.memberId,
  reference: `lottery:${periodId}:${slip.requestHash}`,
  currency: slip.currency,
  lines: [
    { accountId: slip.mainId, amountMinor: -slip.stakeMinor },
    { accountId: slip.houseId, amountMinor: slip.stakeMinor },
  ],
});

/**
 * Slips in one database transaction, set-based (decision 031): the open periods locked for share
 * and the keys already placed read (one statement), the liability of every outcome they touch
 * locked in order (one), the stakes posted by the ledger's set-based batch, which decides each slip
 * in arrival order — its wallet, then its numbers' limit against the liability as the slips before
 * it left it — then every slip, bet and liability raise written by one statement. Locks are taken in the
 * order a cancellation takes them: period, liability, accounts. Nothing is answered here.
 */
export async function writeSlipsIn(
  trx: Kysely<DB>,
  deps: { clock: Clock; ledger: Ledger },
  slips: SlipRequest[],
): Promise<SlipAnswer[]> {
  const now = deps.clock.now();
  const input = slips.map((s, n) => ({ n, game_id: s.game.id, issue: s.issue, member_id: s.memberId, key: s.key }));
  const { rows: found } = await sql<{
    n: number;
    period_id: number | null;
    issue: string | null;
    slip_id: number | null;
  }>`
    select i.n, p.id as period_id, p.issue, s.id as slip_id
    from json_to_recordset(${JSON.stringify(input)}::json) as i(n int, game_id bigint, issue text, member_id bigint, key text)
    left join lateral (
      -- Shared lock: the closing and the settlement (FOR UPDATE) wait for slips in flight.
      select id, issue from lottery_periods
      where game_id = i.game_id and status = 'open' and close_at > ${now} and open_at <= ${now}
        and (i.issue is null or issue = i.issue)
      order by draw_at, id limit 1
      for share
    ) p on true
    left join lottery_slips s on s.member_id = i.member_id and s.idempotency_key = i.key
    order by i.n`.execute(trx);

  const pairs = slips.flatMap((slip, n) => {
    const periodId = found[n]!.period_id;
    return periodId === null || found[n]!.slip_id !== null ? [] : slip.liability.map(([o]) => ({ p: periodId, o }));
  });
  const held = new Map(
    (await lockLiability(trx, pairs)).map((row) => [
      liabilityKey(row.period_id, row.outcome),
      BigInt(row.amount_minor),
    ]),
  );

  const answers: (SlipAnswer | undefined)[] = [];
  const posting: number[] = [];
  for (const n of slips.keys()) {
    const { period_id: periodId, slip_id: placed } = found[n]!;
    if (placed !== null) answers[n] = { replay: true };
    else if (periodId === null) answers[n] = { error: new AppError('LOTTERY_PERIOD_CLOSED') };
    else posting.push(n);
  }
  // The limit, asked by the ledger of each stake it would accept, in arrival order: a slip refused
  // for funds or for the limit counts against no later one.
  const withinLimit = (i: number) => {
    const n = posting[i]!;
    const slip = slips[n]!;
    const periodId = found[n]!.period_id!;
    const limit = BigInt(slip.game.liability_limit_minor);
    const over = slip.liability.filter(([o, a]) => (held.get(liabilityKey(periodId, o)) ?? 0n) + a > limit);
    if (over.length > 0)
      return new AppError('LOTTERY_LIABILITY_EXCEEDED', { value: { outcomes: over.map(([o]) => o) } });
    for (const [o, a] of slip.liability) held.set(liabilityKey(periodId, o), held.get(liabilityKey(periodId, o))! + a);
    return undefined;
  };

  let results: Awaited<ReturnType<Ledger['postManyIn']>>;
  try {
    results = await deps.ledger.postManyIn(
      trx,
      posting.map((n) => stakePosting(slips[n]!, found[n]!.period_id!)),
      withinLimit,
    );
  } catch (error) {
    throw error instanceof KeyRace ? new Redo() : error;
  }
  const written: { n: number; transactionId: number }[] = [];
  posting.forEach((n, i) => {
    const result = results[i]!;
    if ('error' in result) answers[n] = { error: result.error };
    // The key's slip committed by another instance since it was read: its answer is the replay.
    else if (result.posting.replayed) throw new Redo();
    else written.push({ n, transactionId: result.posting.transactionId });
  });

  if (written.length > 0) {
    const ids = await insertSlips(trx, now, slips, found, written);
    for (const { n, id } of ids) answers[n] = { slipId: id };
  }
  return answers as SlipAnswer[];
}

/** The written slips, their bets and the liability they raise, by one statement. */
async function insertSlips(
  trx: Kysely<DB>,
  now: Date,
  slips: SlipRequest[],
  found: { period_id: number | null; issue: string | null }[],
  written: { n: number; transactionId: number }[],
) {
  const slipRows = written.map(({ n, transactionId }) => {
    const slip = slips[n]!;
    return {
      n,
      member_id: slip.memberId,
      period_id: found[n]!.period_id,
      issue: found[n]!.issue,
      key: slip.key,
      stake: slip.stakeMinor,
      bets: slip.bets.length,
      tx: transactionId,
      product: slip.game.product,
      game_code: slip.game.code,
      game_name: slip.game.name,
      currency: slip.currency,
      account_id: slip.mainId,
    };
  });
  const betRows = written.flatMap(({ n }) =>
    slips[n]!.bets.map((b) => ({
      n,
      bet_type: b.type.code,
      rule: b.type.rule,
      keys: b.keys,
      picks: b.picks.join(','),
      unit: b.unitMinor,
      multiplier: b.multiplier,
      base: b.baseMinor,
      stake: b.stakeMinor,
      odds: b.odds,
    })),
  );
  const raise = new Map<string, { p: number; o: string; a: bigint; lim: number }>();
  for (const { n } of written) {
    const slip = slips[n]!;
    const p = found[n]!.period_id!;
    for (const [o, a] of slip.liability) {
      const entry = raise.get(liabilityKey(p, o)) ?? { p, o, a: 0n, lim: slip.game.liability_limit_minor };
      entry.a += a;
      raise.set(liabilityKey(p, o), entry);
    }
  }
  const raises = [...raise.values()].map((r) => ({ ...r, a: r.a.toString() }));
  const { rows } = await sql<{ raised: number; slips: { n: number; id: number }[] }>`
    with s_in as (
      select * from json_to_recordset(${JSON.stringify(slipRows)}::json) as s(n int, member_id bigint,
        period_id bigint, issue text, key text, stake bigint, bets int, tx bigint, product text, game_code text,
        game_name text, currency text, account_id bigint)
    ),
    slips as (
      insert into lottery_slips (member_id, period_id, idempotency_key, stake_minor, bets, stake_transaction_id, placed_at)
      select member_id, period_id, key, stake, bets, tx, ${now} from s_in order by n
      returning id, member_id, idempotency_key
    ),
    numbered as (
      select s.*, slips.id as slip_id from s_in s
      join slips on slips.member_id = s.member_id and slips.idempotency_key = s.key
    ),
    b_in as materialized (
      select nextval(pg_get_serial_sequence('bets', 'id')) as id, b.*
      from json_to_recordset(${JSON.stringify(betRows)}::json) as b(n int, bet_type text, rule text, keys text[],
        picks text, unit bigint, multiplier int, base bigint, stake bigint, odds bigint[])
    ),
    placed as (
      insert into bets (id, member_id, product, vendor, game_code, game_name, round_id, currency,
        stake_minor, valid_bet_minor, stake_transaction_id, placed_at, lottery_period_id)
      overriding system value
      select b.id, s.member_id, s.product, 'LOTTERY', s.game_code, s.game_name, s.issue, s.currency,
        b.stake, b.stake, s.tx, ${now}, s.period_id
      from b_in b join s_in s on s.n = b.n
    ),
    described as (
      insert into lottery_bets (bet_id, period_id, slip_id, bet_type, rule, pick_keys, picks, unit_minor,
        multiplier, base_minor, odds_milli, account_id)
      select b.id, s.period_id, s.slip_id, b.bet_type, b.rule, b.keys, b.picks, b.unit, b.multiplier, b.base,
        b.odds, s.account_id
      from b_in b join numbered s on s.n = b.n
    ),
    -- The rows are locked and the slips decided against them; the limit is checked again here.
    raised as (
      update lottery_liability l set amount_minor = l.amount_minor + r.a
      from json_to_recordset(${JSON.stringify(raises)}::json) as r(p bigint, o text, a bigint, lim bigint)
      where l.period_id = r.p and l.outcome = r.o and l.amount_minor + r.a <= r.lim
      returning 1
    )
    select (select count(*)::int from raised) as raised,
      (select coalesce(json_agg(json_build_object('n', n, 'id', slip_id)), '[]') from numbered) as slips`.execute(trx);
  const result = rows[0]!;
  if (result.raised !== raises.length) throw new Error('lottery: a liability raise passed its limit after the check');
  return result.slips;
}

/**
 * Group commit of bet slips (decision 031): slips that arrive while earlier batches are written
 * wait and are written together by `writeSlipsIn`, each answered as its own transaction would have
 * answered it, and nobody before the commit. Slips sharing a member's key go to separate batches.
 * A batch that another instance overtook (a key placed meanwhile), or that fails for a reason no
 * slip was checked for, is written slip by slip.
 */
export function createSlipBatch(deps: {
  db: Kysely<DB>;
  clock: Clock;
  ledger: Ledger;
  /** The written slips as the player sees them (read once for a whole batch). */
  present: (db: Kysely<DB>, slipIds: number[]) => Promise<Map<number, Slip>>;
}) {
  interface Item {
    slip: SlipRequest;
    resolve: (answer: PlacedSlip) => void;
    reject: (error: unknown) => void;
  }
  const stats = { batches: 0, slips: 0, largest: 0 };

  const inTransaction = (slips: SlipRequest[]) =>
    withRetry(() => deps.db.transaction().execute((trx) => writeSlipsIn(trx, deps, slips)));

  /** Each slip's answer once its batch has committed: the written ones read together. */
  async function deliver(items: Item[], answers: SlipAnswer[]) {
    let presented: Map<number, Slip>;
    try {
      presented = await deps.present(
        deps.db,
        answers.flatMap((answer) => ('slipId' in answer ? [answer.slipId] : [])),
      );
    } catch (error) {
      // Written but not read back: the member's retry with the key answers the slip.
      return items.forEach((item) => item.reject(error));
    }
    items.forEach((item, n) => {
      const answer = answers[n]!;
      if ('error' in answer) item.reject(answer.error);
      else if ('replay' in answer) item.resolve(answer);
      else item.resolve({ slip: presented.get(answer.slipId)! });
    });
  }

  async function alone(item: Item) {
    for (let attempt = 1; ; attempt++) {
      try {
        return await deliver([item], await inTransaction([item.slip]));
      } catch (error) {
        if (!(error instanceof Redo) || attempt >= ALONE_ATTEMPTS) return item.reject(error);
      }
    }
  }

  async function run(items: Item[]) {
    stats.batches += 1;
    stats.slips += items.length;
    stats.largest = Math.max(stats.largest, items.length);
    if (items.length > 1) {
      try {
        const answers = await inTransaction(items.map((item) => item.slip));
        return await deliver(items, answers);
      } catch {
        // Nothing of the batch was committed: each slip again in its own transaction.
      }
    }
    // One after the other, in arrival order: the first slip to come is the first to take a number's room.
    for (const item of items) await alone(item);
  }

  const queue = createBatchQueue<Item>(
    { ...SLIP_BATCH, oneKeyPerBatch: true, keysOf: (item) => [`${item.slip.memberId}\u0000${item.slip.key}`] },
    run,
  );

  return {
    /** Batches run so far, the slips they carried and the largest (tests). */
    stats: () => ({ ...stats }),

    /** Queues a slip for the next batch; answers once it is committed (or refused). */
    submit: (slip: SlipRequest) =>
      new Promise<PlacedSlip>((resolve, reject) => {
        queue.push({ slip, resolve, reject });
      }),
  };
}
