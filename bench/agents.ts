import os from 'node:os';
import { sql } from 'kysely';
import { runStatement, withFreshSchema } from './lib/fresh-schema.ts';
import { DEFAULT_SETTINGS } from '../packages/shared/src/settings.ts';
import { createAgentSettlement } from '../apps/server/src/features/agents/settlement/settlement.service.ts';
import { createLedgerAccounts } from '../apps/server/src/features/wallet/ledger/accounts.ts';
import { createLedgerBatch } from '../apps/server/src/features/wallet/ledger/batch.ts';
import { createLedger } from '../apps/server/src/features/wallet/ledger/ledger.ts';
import { systemClock } from '../apps/server/src/platform/clock.ts';
import type { SettingsService } from '../apps/server/src/platform/settings/settings.service.ts';

export const AGENTS_SETTINGS = { agents: 10_000, players: 90_000, bets: 1_000_000, goalSeconds: 30 } as const;

export interface AgentsResult {
  database: string;
  settings: typeof AGENTS_SETTINGS;
  loadAvg: number[];
  seedSeconds: number;
  /** Claiming the day and writing every agent's bill (one statement over the bets and the tree). */
  billsSeconds: number;
  /** Paying the platform's bills: one ledger batch of every agent's line. */
  paySeconds: number;
  totalSeconds: number;
  betsPerSecond: number;
  bills: number;
  paid: number;
  met: boolean;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * One day of 1,000,000 settled bets over 10,000 agents (a forest six levels deep, each agent with a
 * daily salary whose rate falls by level) and 90,000 players under them, settled as the job does:
 * the day claimed and every bill written in one statement, then the platform's bills paid in one
 * ledger batch. A fresh schema on PostgreSQL, dropped afterwards.
 */
export async function runAgents(): Promise<AgentsResult> {
  return withFreshSchema({ poolMax: 4 }, async ({ db, url, schema, describe }) => {
    const { agents, players, bets } = AGENTS_SETTINGS;
    const day = { start: new Date(Date.UTC(2031, 0, 1)), end: new Date(Date.UTC(2031, 0, 2)) };
    const seeded = performance.now();
    // Agents level by level (agent n's upline is agent n / 5): each level's uplines exist before it.
    const levels: [number, number][] = [
      [1, 10],
      [11, 50],
      [51, 250],
      [251, 1250],
      [1251, 6250],
      [6251, agents],
    ];
    for (const [from, to] of levels)
      await sql`insert into members (username, password_hash, referral_code, type, upline_id)
        select 'ag' || n, '!', 'AG' || lpad(n::text, 8, '0'), 1,
          (select id from members where username = 'ag' || (n / 5) and n > 10)
        from generate_series(${from}::int, ${to}::int) n`.execute(db);
    await sql`insert into members (username, password_hash, referral_code, upline_id)
      select 'pl' || n, '!', 'PL' || lpad(n::text, 8, '0'), a.id
      from generate_series(1, ${players}) n join members a on a.username = 'ag' || (1 + n % ${agents})`.execute(db);
    await sql`insert into agent_contracts (kind, member_id, basis, tiers, cycle, payer, status, decided_at)
      select 'daily_salary', t.ancestor_id, 'bet',
        jsonb_build_array(jsonb_build_object('threshold', 0, 'rateBps', 300 - 40 * max(d.depth)),
          jsonb_build_object('threshold', 100000000, 'rateBps', 320 - 40 * max(d.depth))),
        'daily', 'platform', 'active', ${day.start}::timestamptz - interval '1 day'
      from member_tree t join members m on m.id = t.ancestor_id and m.type = 1
      join member_tree d on d.descendant_id = t.ancestor_id
      where t.depth = 0 group by t.ancestor_id`.execute(db);
    await sql`insert into bets (member_id, product, vendor, game_code, currency, stake_minor, valid_bet_minor,
        payout_minor, status, placed_at, settled_at)
      select (select min(id) from members) + (n * 7919) % ${agents + players}, 'RNG', 'BENCH', 'slot', 'BRL',
        100 + (n % 50) * 20, 100 + (n % 50) * 20, ((100 + (n % 50) * 20) * ((n * 104729) % 193)) / 100, 'settled',
        ${day.start}::timestamptz + (n::double precision / ${bets}) * interval '1 day',
        ${day.start}::timestamptz + (n::double precision / ${bets}) * interval '1 day'
      from generate_series(1::bigint, ${bets}) n`.execute(db);
    for (const table of ['bets', 'members', 'member_tree', 'agent_contracts'])
      await runStatement(url, `vacuum analyze "${schema}".${table}`);
    const seedSeconds = (performance.now() - seeded) / 1000;
    console.error(`  seeded in ${seedSeconds.toFixed(1)} s`);

    const accounts = createLedgerAccounts({ db });
    const settings = { get: async () => DEFAULT_SETTINGS } as unknown as SettingsService;
    const settlement = createAgentSettlement({
      db,
      clock: systemClock,
      settings,
      accounts,
      ledger: createLedger({ db, clock: systemClock }),
      batch: createLedgerBatch({ clock: systemClock, accounts }),
    });
    const loadAvg = os.loadavg().map(round2);
    let started = performance.now();
    const settled = await settlement.settle('daily_salary', 'daily', day);
    const billsSeconds = (performance.now() - started) / 1000;
    started = performance.now();
    await settlement.payWaiting();
    const paySeconds = (performance.now() - started) / 1000;
    const paid = await db
      .selectFrom('agent_bills')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('status', '=', 'paid')
      .executeTakeFirstOrThrow();
    const totalSeconds = billsSeconds + paySeconds;
    console.error(`  bills ${billsSeconds.toFixed(2)} s, payments ${paySeconds.toFixed(2)} s`);
    return {
      database: describe,
      settings: AGENTS_SETTINGS,
      loadAvg,
      seedSeconds: round2(seedSeconds),
      billsSeconds: round2(billsSeconds),
      paySeconds: round2(paySeconds),
      totalSeconds: round2(totalSeconds),
      betsPerSecond: Math.round(bets / totalSeconds),
      bills: settled?.bills ?? 0,
      paid: paid.n,
      met: totalSeconds < AGENTS_SETTINGS.goalSeconds,
    };
  });
}
