import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAgentSettlement } from '../src/features/agents/settlement/settlement.service.ts';
import { createLedger } from '../src/features/wallet/ledger/ledger.ts';
import { createLedgerAccounts } from '../src/features/wallet/ledger/accounts.ts';
import { createLedgerBatch } from '../src/features/wallet/ledger/batch.ts';
import { createLocalBus } from '../src/platform/bus.ts';
import { systemClock } from '../src/platform/clock.ts';
import { createSettingsService } from '../src/platform/settings/settings.service.ts';
import { createTestApp, expectLedgerReconciles, registerMember, type TestApp } from './test-app.ts';
import { fundWallet, memberIdOf } from './wallet-helpers.ts';
import { createBankChannel } from './deposit-helpers.ts';

/*
 * Agent settlements against a reference written here without SQL: random trees (depth ≤ 6,
 * 200 members) with random contracts and bets are settled, and every bill must equal what the
 * reference computes by walking the tree from each bet upwards. Re-running a period pays nothing
 * more, and a chain pays each bet once per level (the levels' amounts add up to the top rate).
 */
let t: TestApp;
let settlement: ReturnType<typeof createAgentSettlement>;
let serial = 0;
let channelId: number;
/** A real posting the test's paid deposits name (the table asks a paid order for one). */
let postingId: number;

beforeAll(async () => {
  t = await createTestApp({ env: { SEED_DEMO: false } });
  channelId = (await createBankChannel(t.app)).id;
  const funded = await registerMember(t.app);
  await fundWallet(t, await memberIdOf(t, funded.username), 10_000);
  postingId = (
    await t.database.db.selectFrom('ledger_transactions').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow()
  ).id;
  const db = t.database.db;
  const accounts = createLedgerAccounts({ db });
  settlement = createAgentSettlement({
    db,
    clock: systemClock,
    settings: createSettingsService({ db, bus: createLocalBus(), clock: systemClock, ttlMs: 0, log: t.app.log }),
    accounts,
    ledger: createLedger({ db, clock: systemClock }),
    batch: createLedgerBatch({ clock: systemClock, accounts }),
  });
});
afterAll(async () => t?.close());

interface Tier {
  threshold: number;
  rateBps: number;
}
interface Case {
  parents: number[]; // parents[i] < i, or -1 for a root: member i's upline
  contracts: { member: number; basis: 'bet' | 'active'; tiers: Tier[]; rollover: boolean; byUpline: boolean }[];
  bets: { member: number; stake: number; payout: number }[];
  /** Members with a paid deposit: only they count as active members (review N8). */
  deposited: boolean[];
}

/** The reference: each contracted agent's team by walking up from every member, in BigInt. */
function reference(c: Case, kind: 'salary' | 'dividend', carry: Map<number, bigint>) {
  const contracted = new Map(c.contracts.map((k) => [k.member, k]));
  const ancestorsOf = (m: number) => {
    const chain: number[] = [];
    for (let at = m; at !== -1; at = c.parents[at]!) chain.push(at);
    return chain; // m first, then its upline, ...
  };
  const base = new Map<number, bigint>();
  const activeSet = new Map<number, Set<number>>();
  for (const bet of c.bets) {
    for (const a of ancestorsOf(bet.member)) {
      if (!contracted.has(a)) continue;
      const amount = kind === 'salary' ? BigInt(bet.stake) : BigInt(bet.stake - bet.payout);
      base.set(a, (base.get(a) ?? 0n) + amount);
      if (bet.stake > 0 && c.deposited[bet.member])
        (activeSet.get(a) ?? activeSet.set(a, new Set()).get(a)!).add(bet.member);
    }
  }
  const teamBet = new Map<number, number>();
  for (const bet of c.bets) for (const a of ancestorsOf(bet.member)) teamBet.set(a, (teamBet.get(a) ?? 0) + bet.stake);
  const gross = new Map<number, bigint>();
  const rate = new Map<number, number>();
  for (const k of c.contracts) {
    const metric = k.basis === 'bet' ? (teamBet.get(k.member) ?? 0) : (activeSet.get(k.member)?.size ?? 0);
    const reached = k.tiers.filter((tier) => tier.threshold <= metric).sort((x, y) => y.threshold - x.threshold)[0];
    const r = reached?.rateBps ?? 0;
    rate.set(k.member, r);
    gross.set(k.member, ((base.get(k.member) ?? 0n) * BigInt(r)) / 10_000n); // BigInt division truncates toward zero
  }
  const downline = new Map<number, bigint>();
  for (const k of c.contracts) {
    const nearest = ancestorsOf(k.member)
      .slice(1)
      .find((a) => contracted.has(a));
    // Paid from the upline's own wallet: the upline's cost, its own bill stays whole.
    if (nearest !== undefined && !k.byUpline)
      downline.set(nearest, (downline.get(nearest) ?? 0n) + gross.get(k.member)!);
  }
  return new Map(
    c.contracts.map((k) => {
      const due = gross.get(k.member)! - (downline.get(k.member) ?? 0n) + (carry.get(k.member) ?? 0n);
      return [
        k.member,
        {
          rate: rate.get(k.member)!,
          gross: gross.get(k.member)!,
          amount: due > 0n ? due : 0n,
          carryOut: due < 0n && kind === 'dividend' && k.rollover ? due : 0n,
        },
      ];
    }),
  );
}

const tierList = fc
  .uniqueArray(fc.integer({ min: 0, max: 400_000 }), { minLength: 1, maxLength: 4 })
  .chain((thresholds) =>
    fc.tuple(
      ...thresholds
        .sort((a, b) => a - b)
        .map((threshold) => fc.integer({ min: 0, max: 5_000 }).map((rateBps) => ({ threshold, rateBps }))),
    ),
  );

const caseOf = (size: number) =>
  fc.array(fc.integer({ min: 0, max: 1_000_000 }), { minLength: size, maxLength: size }).chain((seeds) => {
    // A random forest of depth ≤ 6: member i hangs under an earlier member of depth < 6, or is a root.
    const parents: number[] = [];
    const depth: number[] = [];
    seeds.forEach((seed, i) => {
      const candidates = [...Array(i).keys()].filter((j) => depth[j]! < 6);
      const parent = i === 0 || seed % 10 === 0 || candidates.length === 0 ? -1 : candidates[seed % candidates.length]!;
      parents.push(parent);
      depth.push(parent === -1 ? 0 : depth[parent]! + 1);
    });
    return fc.record({
      parents: fc.constant(parents),
      contracts: fc
        .uniqueArray(fc.integer({ min: 0, max: size - 1 }), { minLength: 1, maxLength: Math.ceil(size / 4) })
        .chain((members) =>
          fc.tuple(
            ...members.map((member) =>
              fc.record({
                member: fc.constant(member),
                basis: fc.constantFrom('bet' as const, 'active' as const),
                tiers: tierList,
                rollover: fc.boolean(),
                byUpline: fc.boolean(),
              }),
            ),
          ),
        )
        .map((list) =>
          list.map((k) => ({
            ...k,
            // Thresholds rise strictly (as a contract's must): by 20,000 of valid bet, or by 3 active members.
            tiers: k.tiers.map((tr, i) => ({ ...tr, threshold: i * (k.basis === 'bet' ? 20_000 : 3) })),
            // Only a contract its direct upline offered (holding one itself) can be paid from that upline's wallet.
            byUpline: k.byUpline && parents[k.member] !== -1 && list.some((p) => p.member === parents[k.member]),
          })),
        ),
      bets: fc.array(
        fc.record({
          member: fc.integer({ min: 0, max: size - 1 }),
          stake: fc.integer({ min: 1, max: 50_000 }),
          payout: fc.integer({ min: 0, max: 120_000 }),
        }),
        { minLength: 1, maxLength: 300 },
      ),
      deposited: fc.array(fc.boolean(), { minLength: size, maxLength: size }),
    });
  });

/** Writes a case as members, contracts and settled bets in a fresh period; answers the member ids. */
async function write(c: Case, kind: 'daily_salary' | 'dividend', period: { start: Date; end: Date }) {
  const db = t.database.db;
  serial += 1;
  // One insert per depth, so every upline exists before its downlines (the tree's trigger needs it).
  const ids: number[] = [];
  const depthOf = (i: number): number => (c.parents[i] === -1 ? 0 : depthOf(c.parents[i]!) + 1);
  const levels = new Map<number, number[]>();
  c.parents.forEach((_, i) => levels.set(depthOf(i), [...(levels.get(depthOf(i)) ?? []), i]));
  for (const depth of [...levels.keys()].sort((a, b) => a - b)) {
    const members = levels.get(depth)!;
    const rows = await db
      .insertInto('members')
      .values(
        members.map((i) => ({
          username: `ag${serial}x${i}`,
          password_hash: '!',
          referral_code: `AG${String(serial).padStart(4, '0')}X${String(i).padStart(4, '0')}`,
          type: c.contracts.some((k) => k.member === i) ? 1 : 0,
          upline_id: c.parents[i] === -1 ? null : ids[c.parents[i]!]!,
        })),
      )
      .returning(['id', 'username'])
      .execute();
    for (const row of rows) ids[Number(row.username.slice(`ag${serial}x`.length))] = row.id;
  }
  const decided = new Date(period.start.getTime() - 3_600_000);
  await db
    .insertInto('agent_contracts')
    .values(
      c.contracts.map((k) => ({
        kind,
        member_id: ids[k.member]!,
        basis: k.basis,
        tiers: JSON.stringify(k.tiers),
        cycle: 'daily',
        rollover: k.rollover,
        payer: k.byUpline ? ('upline' as const) : ('platform' as const),
        offered_by: k.byUpline ? ids[c.parents[k.member]!]! : null,
        status: 'active' as const,
        decided_at: decided,
      })),
    )
    .execute();
  const settledAt = new Date(period.start.getTime() + 3_600_000);
  const depositors = ids.filter((_, i) => c.deposited[i]);
  if (depositors.length > 0)
    await db
      .insertInto('deposit_orders')
      .values(
        depositors.map((memberId, i) => ({
          order_no: `AGDEP${serial}X${i}`.padEnd(8, '0'),
          member_id: memberId,
          channel_id: channelId,
          channel_type: 'bank_transfer' as const,
          amount_minor: 10_000,
          credit_minor: 10_000,
          currency: 'BRL',
          idempotency_key: `ag-${serial}-${i}`,
          request_hash: `ag-${serial}-${i}`,
          status: 'paid' as const,
          ledger_transaction_id: postingId,
          completed_at: decided,
        })),
      )
      .execute();
  if (c.bets.length > 0)
    await db
      .insertInto('bets')
      .values(
        c.bets.map((bet, i) => ({
          member_id: ids[bet.member]!,
          vendor: 'PROP',
          product: 'RNG',
          game_code: 'prop',
          round_id: `prop-${serial}-${i}`,
          currency: 'BRL',
          stake_minor: bet.stake,
          valid_bet_minor: bet.stake,
          payout_minor: bet.payout,
          status: 'settled' as const,
          placed_at: settledAt,
          settled_at: settledAt,
        })),
      )
      .execute();
  return ids;
}

const dayAt = (n: number) => {
  const start = new Date(Date.UTC(2031, 0, 1 + n));
  return { start, end: new Date(start.getTime() + 86_400_000) };
};
let day = 0;

describe('agent settlement', () => {
  it('matches the reference on random trees of 200 members, once', async () => {
    await fc.assert(
      fc.asyncProperty(caseOf(200), fc.constantFrom('daily_salary' as const, 'dividend' as const), async (c, kind) => {
        // Each case in its own kind's fresh day: earlier cases' contracts are not active then.
        await t.database.db
          .updateTable('agent_contracts')
          .set({ status: 'terminated', terminated_at: new Date(0) })
          .where('status', '=', 'active')
          .execute();
        day += 1;
        const period = dayAt(day);
        const ids = await write(c, kind, period);
        const settled = await settlement.settle(kind, 'daily', period);
        expect(settled).not.toBeNull();
        const bills = await t.database.db
          .selectFrom('agent_bills')
          .selectAll()
          .where('settlement_id', '=', settled!.id)
          .execute();
        const expected = reference(c, kind === 'dividend' ? 'dividend' : 'salary', new Map());
        expect(bills).toHaveLength(c.contracts.length);
        const mismatches = [...expected].filter(([member, want]) => {
          const bill = bills.find((b) => b.member_id === ids[member]);
          return (
            !bill ||
            bill.rate_bps !== want.rate ||
            BigInt(bill.gross_minor) !== want.gross ||
            BigInt(bill.amount_minor) !== want.amount ||
            BigInt(bill.carry_out_minor) !== want.carryOut
          );
        });
        expect(
          mismatches.map(([member, want]) => ({
            member,
            want: { ...want, gross: String(want.gross), amount: String(want.amount), carryOut: String(want.carryOut) },
            got: bills.find((b) => b.member_id === ids[member]),
          })),
        ).toEqual([]);
        // The same period again claims nothing and writes nothing.
        expect(await settlement.settle(kind, 'daily', period)).toBeNull();
      }),
      { numRuns: 30, endOnFailure: true },
    );
  }, 120_000);

  it('pays a chain each bet once per level: the levels add up to the top rate, and paying twice moves nothing', async () => {
    await t.database.db
      .updateTable('agent_contracts')
      .set({ status: 'terminated', terminated_at: new Date(0) })
      .where('status', '=', 'active')
      .execute();
    day += 1;
    const period = dayAt(day);
    const flat = (rateBps: number) => [{ threshold: 0, rateBps }];
    const chain: Case = {
      parents: [-1, 0, 1, 2],
      contracts: [
        { member: 0, basis: 'bet', tiers: flat(300), rollover: false, byUpline: false },
        { member: 1, basis: 'bet', tiers: flat(200), rollover: false, byUpline: false },
        { member: 2, basis: 'bet', tiers: flat(100), rollover: false, byUpline: false },
      ],
      bets: [{ member: 3, stake: 100_000, payout: 0 }],
      deposited: [true, true, true, true],
    };
    const ids = await write(chain, 'daily_salary', period);
    const settled = await settlement.settle('daily_salary', 'daily', period);
    const amounts = await t.database.db
      .selectFrom('agent_bills')
      .select(['member_id', 'amount_minor', 'status'])
      .where('settlement_id', '=', settled!.id)
      .orderBy('member_id')
      .execute();
    expect(amounts.map((b) => b.amount_minor)).toEqual([1_000, 1_000, 1_000]);
    await settlement.payWaiting();
    await settlement.payWaiting();
    const balances = await t.database.db
      .selectFrom('ledger_accounts')
      .select(['member_id', 'balance_minor'])
      .where('member_id', 'in', ids.slice(0, 3))
      .where('code', '=', 'main')
      .orderBy('member_id')
      .execute();
    expect(balances.map((b) => b.balance_minor)).toEqual([1_000, 1_000, 1_000]);
    const paid = await t.database.db
      .selectFrom('agent_bills')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('settlement_id', '=', settled!.id)
      .where('status', '=', 'paid')
      .executeTakeFirstOrThrow();
    expect(paid.n).toBe(3);
    await expectLedgerReconciles(t.database);
  });
});
