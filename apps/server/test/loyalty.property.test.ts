import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '@portal/shared/settings';
import { createTestApp, expectLedgerReconciles, registerMember, type TestApp } from './test-app.ts';
import { loyaltyStreamOf, settleBets } from './loyalty-helpers.ts';
import { memberIdOf } from './wallet-helpers.ts';

/*
 * Whatever the stream of bets (products, amounts, several per statement, settled at insert or
 * later, some never settled) and however the stream's passes fall between them, a member's points
 * are floor(Σ valid × rate / point unit) and each mission's progress is the reference sum over
 * the settled bets: the stream counts every settled bet exactly once.
 */
let t: TestApp;
let stream: ReturnType<typeof loyaltyStreamOf>;
let roundsMission: number;
let wagerMission: number;
const RATES = DEFAULT_SETTINGS.loyalty.pointsRates as Record<string, number>;
const UNIT = 100n * 100n * 100n; // a point: 100 major units of turnover (2 decimals) at rate 100

beforeAll(async () => {
  t = await createTestApp({ env: { SEED_DEMO: false } });
  stream = loyaltyStreamOf(t);
  const insert = (kind: 'rounds' | 'wager', product: string | null, target: number) =>
    t.database.db
      .insertInto('missions')
      .values({
        title: JSON.stringify({ en: `${kind} property` }),
        period: 'daily',
        kind,
        product,
        target,
        reward_minor: 0,
        reward_wallet: 'main',
        mission_points: 1,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
  roundsMission = (await insert('rounds', 'RNG', 1_000_000)).id;
  wagerMission = (await insert('wager', null, 1_000_000_000)).id;
});
afterAll(async () => {
  if (t) await expectLedgerReconciles(t.database);
  await t?.close();
});

const bet = fc.record({
  product: fc.constantFrom('RNG', 'LIVE', 'FISH', 'SPORTS', 'LOTT', 'XYZ'),
  validMinor: fc.integer({ min: 0, max: 2_000_000 }),
  // settled at insert, settled by a later update, or never settled (a pending or cancelled bet)
  how: fc.constantFrom('insert', 'insert', 'update', 'never'),
});
const step = fc.record({ bets: fc.array(bet, { minLength: 1, maxLength: 5 }), drainAfter: fc.boolean() });

describe('loyalty stream property', () => {
  it('gives the reference points and mission progress for any bet stream', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 8 }), async (steps) => {
        const member = await registerMember(t.app);
        const id = await memberIdOf(t, member.username);
        let weighted = 0n;
        let rounds = 0;
        let wager = 0;
        for (const { bets, drainAfter } of steps) {
          await settleBets(
            t,
            id,
            bets.filter((b) => b.how === 'insert'),
          );
          const later = bets.filter((b) => b.how !== 'insert');
          if (later.length > 0) {
            const rows = await t.database.db
              .insertInto('bets')
              .values(
                later.map((b, i) => ({
                  member_id: id,
                  product: b.product,
                  vendor: 'LOYALTYTEST',
                  game_code: 'g',
                  currency: 'BRL',
                  stake_minor: b.validMinor,
                  valid_bet_minor: b.validMinor,
                  vendor_bet_id: `p-${id}-${Date.now()}-${i}-${Math.random()}`,
                })),
              )
              .returning(['id', 'product'])
              .execute();
            const settleIds = rows.filter((_, i) => later[i]!.how === 'update').map((r) => r.id);
            if (settleIds.length > 0) {
              await t.database.db
                .updateTable('bets')
                .set({ status: 'settled', settled_at: new Date() })
                .where('id', 'in', settleIds)
                .execute();
              // Settling again (a correction of the payout) counts nothing more.
              await t.database.db.updateTable('bets').set({ payout_minor: 1 }).where('id', 'in', settleIds).execute();
            }
          }
          for (const b of bets.filter((x) => x.how !== 'never')) {
            weighted += BigInt(b.validMinor) * BigInt(RATES[b.product] ?? 0);
            if (b.product === 'RNG') rounds += 1;
            wager += b.validMinor;
          }
          if (drainAfter) await stream.drain(true);
        }
        await stream.drain(true);

        const points = await t.app.inject({ url: '/wps/points', headers: { authorization: member.authorization } });
        expect(points.json().value.points).toBe(Number(weighted / UNIT));
        const progress = await t.database.db
          .selectFrom('mission_progress')
          .select(['mission_id', 'progress'])
          .where('member_id', '=', id)
          .execute();
        const of = (missionId: number) => Number(progress.find((p) => p.mission_id === missionId)?.progress ?? 0);
        expect(of(roundsMission)).toBe(rounds);
        expect(of(wagerMission)).toBe(wager);
        const daily = await t.database.db
          .selectFrom('loyalty_daily')
          .select((eb) => eb.fn.sum<string>('rounds').as('rounds'))
          .where('member_id', '=', id)
          .executeTakeFirstOrThrow();
        expect(Number(daily.rounds ?? 0)).toBe(steps.flatMap((s) => s.bets).filter((b) => b.how !== 'never').length);
      }),
      { numRuns: 25 },
    );
  });
});
