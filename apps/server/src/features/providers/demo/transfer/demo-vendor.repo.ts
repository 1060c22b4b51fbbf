import { sql, type Kysely } from 'kysely';
import type { DB } from '../../../../db/schema.ts';
import { inTransaction } from '../../../../db/transaction.ts';

/** The demo vendor's own tables: its players' balances, the transfers it applied, its bets. */
export function createDemoVendorRepo(db: Kysely<DB>) {
  const player = (vendor: string, username: string) =>
    db
      .selectFrom('demo_vendor_players')
      .select(['currency', 'balance_minor'])
      .where('vendor_code', '=', vendor)
      .where('username', '=', username)
      .executeTakeFirst();

  return {
    player,

    async createPlayer(vendor: string, username: string, currency: string, now: Date) {
      await db
        .insertInto('demo_vendor_players')
        .values({ vendor_code: vendor, username, currency, created_at: now })
        .onConflict((oc) => oc.columns(['vendor_code', 'username']).doNothing())
        .execute();
      return player(vendor, username);
    },

    transferOf: (vendor: string, reference: string) =>
      db
        .selectFrom('demo_vendor_transfers')
        .select(['status', 'username'])
        .where('vendor_code', '=', vendor)
        .where('reference', '=', reference)
        .executeTakeFirst(),

    /**
     * Applies a transfer once by its reference, in one transaction: the reference row first (a
     * repeat, or a racing twin, finds it and changes nothing), then the balance, conditionally for
     * money out. Answers the reference's status and the player's balance after it.
     */
    applyTransfer(t: {
      vendor: string;
      reference: string;
      username: string;
      direction: 'in' | 'out';
      amountMinor: number;
      currency: string;
      now: Date;
    }) {
      return inTransaction(db, async (trx) => {
        const inserted = await trx
          .insertInto('demo_vendor_transfers')
          .values({
            vendor_code: t.vendor,
            reference: t.reference,
            username: t.username,
            direction: t.direction,
            amount_minor: t.amountMinor,
            status: 'failed',
            created_at: t.now,
          })
          .onConflict((oc) => oc.columns(['vendor_code', 'reference']).doNothing())
          .returning('status')
          .executeTakeFirst();
        let status: string;
        if (!inserted) {
          const first = await trx
            .selectFrom('demo_vendor_transfers')
            .select('status')
            .where('vendor_code', '=', t.vendor)
            .where('reference', '=', t.reference)
            .executeTakeFirstOrThrow();
          status = first.status;
        } else {
          const delta = t.direction === 'in' ? t.amountMinor : -t.amountMinor;
          const moved = await trx
            .updateTable('demo_vendor_players')
            .set({ balance_minor: sql`balance_minor + ${delta}` })
            .where('vendor_code', '=', t.vendor)
            .where('username', '=', t.username)
            .where('currency', '=', t.currency)
            .where('balance_minor', '>=', t.direction === 'out' ? t.amountMinor : 0)
            .returning('balance_minor')
            .executeTakeFirst();
          status = moved ? 'ok' : 'failed';
          if (moved) {
            await trx
              .updateTable('demo_vendor_transfers')
              .set({ status })
              .where('vendor_code', '=', t.vendor)
              .where('reference', '=', t.reference)
              .execute();
          }
        }
        const after = await trx
          .selectFrom('demo_vendor_players')
          .select('balance_minor')
          .where('vendor_code', '=', t.vendor)
          .where('username', '=', t.username)
          .executeTakeFirst();
        return { status, balanceMinor: after?.balance_minor ?? null };
      });
    },

    /** A reference asked about before it arrived: closed, so a late transfer with it is refused. */
    async closeReference(vendor: string, reference: string, username: string, now: Date) {
      await db
        .insertInto('demo_vendor_transfers')
        .values({
          vendor_code: vendor,
          reference,
          username,
          direction: 'in',
          amount_minor: 0,
          status: 'closed',
          created_at: now,
        })
        .onConflict((oc) => oc.columns(['vendor_code', 'reference']).doNothing())
        .execute();
    },

    /**
     * A settled bet: the stake out and the payout in with one conditional update, and the bet's
     * row. The vendor's advisory lock orders its bets' ids by commit (the history's cursor).
     * Null when the balance does not cover the stake.
     */
    placeBet(b: {
      vendor: string;
      username: string;
      gameCode: string;
      currency: string;
      choice: string;
      outcome: Record<string, unknown>;
      stakeMinor: number;
      payoutMinor: number;
      now: Date;
    }) {
      return inTransaction(db, async (trx) => {
        await sql`select pg_advisory_xact_lock(hashtext(${`demo_vendor_bets:${b.vendor}`}))`.execute(trx);
        const paid = await trx
          .updateTable('demo_vendor_players')
          .set({ balance_minor: sql`balance_minor - ${b.stakeMinor} + ${b.payoutMinor}` })
          .where('vendor_code', '=', b.vendor)
          .where('username', '=', b.username)
          .where('balance_minor', '>=', b.stakeMinor)
          .returning('balance_minor')
          .executeTakeFirst();
        if (!paid) return null;
        const bet = await trx
          .insertInto('demo_vendor_bets')
          .values({
            vendor_code: b.vendor,
            username: b.username,
            game_code: b.gameCode,
            currency: b.currency,
            choice: b.choice,
            outcome: JSON.stringify(b.outcome),
            stake_minor: b.stakeMinor,
            payout_minor: b.payoutMinor,
            created_at: b.now,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        return { betId: bet.id, balanceMinor: paid.balance_minor };
      });
    },

    /** Bets after the cursor (an id), oldest first, one more than asked to tell whether more follow. */
    betsAfter: (vendor: string, afterId: number, limit: number) =>
      db
        .selectFrom('demo_vendor_bets')
        .select(['id', 'username', 'game_code', 'currency', 'stake_minor', 'payout_minor', 'created_at'])
        .where('vendor_code', '=', vendor)
        .where('id', '>', afterId)
        .orderBy('id')
        .limit(limit + 1)
        .execute(),
  };
}

export type DemoVendorRepo = ReturnType<typeof createDemoVendorRepo>;
