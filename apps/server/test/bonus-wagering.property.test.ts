import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, expectLedgerReconciles, registerMember, type TestApp } from './test-app.ts';
import { APPROVED_WITH_BUDGET } from './approval-helpers.ts';
import { memberIdOf, newKey } from './wallet-helpers.ts';

/*
 * Wagering is exact in integer minor units: whatever the sequence of bets (products, amounts, one
 * or several per statement), the bonus converts exactly when the sum of floor(valid bet ×
 * contribution / 10000) over its settled bets reaches the requirement, never a bet earlier or
 * later. A statement's bets are written settled (a vendor's synced history) or placed and then
 * settled by one statement (a provider's win); placed and never settled, they count nothing
 * (decision 032).
 */
let t: TestApp;
let promotionId: number;
const CONTRIBUTIONS = { RNG: 10_000, LIVE: 1_000, FISH: 3_333, LOTT: 0 } as const;
const REQUIRED = 5 * 997;

beforeAll(async () => {
  t = await createTestApp({ env: { SEED_DEMO: false } });
  ({ id: promotionId } = await t.database.db
    .insertInto('promotions')
    .values({
      kind: 'free_credit',
      title: JSON.stringify({ en: 'Property' }),
      starts_at: new Date(Date.now() - 86_400_000),
      rules: JSON.stringify({ amountMinor: 997 }),
      wagering_multiple: 5,
      contributions: JSON.stringify(CONTRIBUTIONS),
      ...APPROVED_WITH_BUDGET,
    })
    .returning('id')
    .executeTakeFirstOrThrow());
});
afterAll(async () => {
  if (t) await expectLedgerReconciles(t.database);
  await t?.close();
});

const product = fc.constantFrom(...(Object.keys(CONTRIBUTIONS) as (keyof typeof CONTRIBUTIONS)[]));
const bet = fc.record({ product, validMinor: fc.integer({ min: 1, max: 3_000 }) });
const how = fc.constantFrom('written-settled', 'settled-later', 'left-pending');
const statements = fc.array(fc.record({ how, bets: fc.array(bet, { minLength: 1, maxLength: 4 }) }), {
  minLength: 1,
  maxLength: 12,
});

describe('wagering property', () => {
  it('converts exactly when the floored contributions sum to the requirement', async () => {
    await fc.assert(
      fc.asyncProperty(statements, async (batches) => {
        const member = await registerMember(t.app);
        const memberId = await memberIdOf(t, member.username);
        const claim = await t.app.inject({
          method: 'POST',
          url: `/wps/promotions/${promotionId}/claim`,
          headers: { authorization: member.authorization, 'idempotency-key': newKey() },
        });
        expect(claim.statusCode, claim.body).toBe(200);
        let counted = 0;
        for (const { how: written, bets: batch } of batches) {
          const before = counted;
          if (written !== 'left-pending') {
            counted += batch.reduce(
              (sum, b) => sum + Math.floor((b.validMinor * CONTRIBUTIONS[b.product]) / 10_000),
              0,
            );
          }
          const settledAt = written === 'written-settled' ? new Date() : null;
          const placed = await t.database.db
            .insertInto('bets')
            .values(
              batch.map((b, i) => ({
                member_id: memberId,
                product: b.product,
                vendor: 'PROP',
                game_code: 'g',
                currency: 'BRL',
                stake_minor: b.validMinor,
                valid_bet_minor: b.validMinor,
                status: settledAt ? ('settled' as const) : ('pending' as const),
                settled_at: settledAt,
                vendor_bet_id: `${memberId}-${before}-${i}-${Math.random()}`,
              })),
            )
            .returning('id')
            .execute();
          if (written === 'settled-later') {
            await t.database.db
              .updateTable('bets')
              .set({ status: 'settled', settled_at: new Date() })
              .where(
                'id',
                'in',
                placed.map((p) => p.id),
              )
              .execute();
          }
          const bonus = await t.database.db
            .selectFrom('member_bonuses')
            .select(['status', 'wagering_remaining_minor'])
            .where('member_id', '=', memberId)
            .executeTakeFirstOrThrow();
          if (before >= REQUIRED) continue;
          expect(bonus.wagering_remaining_minor).toBe(Math.max(0, REQUIRED - counted));
          expect(bonus.status).toBe(counted >= REQUIRED ? 'converted' : 'active');
        }
        const main = await t.database.db
          .selectFrom('ledger_accounts')
          .select('balance_minor')
          .where('member_id', '=', memberId)
          .where('code', '=', 'main')
          .executeTakeFirst();
        expect(main?.balance_minor ?? 0).toBe(counted >= REQUIRED ? 997 : 0);
      }),
      { numRuns: 40 },
    );
  });
});
