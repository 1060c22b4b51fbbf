import { sql, type Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';
import { AppError } from '../../../platform/app-error.ts';
import type { Clock } from '../../../platform/clock.ts';
import type { SettingsService } from '../../../platform/settings/settings.service.ts';
import { MAIN, type LedgerAccounts } from '../../wallet/ledger/accounts.ts';
import type { LedgerBatch } from '../../wallet/ledger/batch.ts';
import type { Ledger } from '../../wallet/ledger/ledger.ts';
import { writeBills, type ContractKind } from './bills.ts';
import { endedPeriods, type Cycle } from './periods.ts';

/** The house's account that pays platform-paid agent bills. */
export const AGENT_COMMISSIONS_ACCOUNT = 'agent_commissions';
/** Periods settled per kind and cycle in one run: a long stop catches up over a few runs. */
const CATCH_UP = 48;

/**
 * Agent settlements (decision 027): each ended period of each kind and cycle with contracts is
 * claimed once (a unique row, so instances and restarts agree), its bills written in the same
 * transaction (bills.ts); then the waiting bills are paid: the platform's of one settlement in one
 * ledger batch, an upline's one posting each (keyed by the bill), and a bill whose upline cannot
 * pay waits for the next run.
 */
export function createAgentSettlement(deps: {
  db: Kysely<DB>;
  clock: Clock;
  settings: SettingsService;
  accounts: LedgerAccounts;
  ledger: Ledger;
  batch: LedgerBatch;
}) {
  const { db, clock, accounts, ledger, batch } = deps;

  async function settle(kind: ContractKind, cycle: Cycle, period: { start: Date; end: Date }) {
    const { currency } = await deps.settings.get();
    return db.transaction().execute(async (trx) => {
      const claimed = await trx
        .insertInto('agent_settlements')
        .values({ kind, cycle, period_start: period.start, period_end: period.end })
        .onConflict((oc) => oc.columns(['kind', 'cycle', 'period_start']).doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!claimed) return null;
      const bills = await writeBills(trx, { id: claimed.id, kind, cycle, ...period }, currency.code);
      await trx.updateTable('agent_settlements').set({ bills }).where('id', '=', claimed.id).execute();
      return { id: claimed.id, bills };
    });
  }

  /** The platform's waiting bills of one settlement, in one journal transaction. */
  async function payPlatform(settlementId: number, currency: string) {
    await db.transaction().execute(async (trx) => {
      const waiting = await trx
        .selectFrom('agent_bills')
        .select('member_id')
        .where('settlement_id', '=', settlementId)
        .where('status', '=', 'waiting')
        .where('payer_member_id', 'is', null)
        .forUpdate()
        .execute();
      if (waiting.length === 0) return;
      await accounts.players(
        waiting.map((b) => b.member_id),
        MAIN,
        currency,
        trx,
      );
      const posted = await batch.postBatchIn(trx, {
        source: 'agent_settlement',
        key: String(settlementId),
        kind: 'agent_commission',
        reference: `settlement:${settlementId}`,
        counterpart: { code: AGENT_COMMISSIONS_ACCOUNT, currency },
        lines: sql`select a.id as account_id, b.member_id, b.amount_minor, b.id as seq
          from agent_bills b
          join ledger_accounts a on a.member_id = b.member_id and a.code = ${MAIN} and a.currency = ${currency}
          where b.settlement_id = ${settlementId} and b.status = 'waiting' and b.payer_member_id is null`,
      });
      await trx
        .updateTable('agent_bills')
        .set({
          status: 'paid',
          transaction_id: posted.transactionId,
          paid_at: clock.now(),
          attempts: sql`attempts + 1`,
        })
        .where('settlement_id', '=', settlementId)
        .where('status', '=', 'waiting')
        .where('payer_member_id', 'is', null)
        .execute();
    });
  }

  /** One upline-paid bill: a posting from the upline's main wallet, or another attempt counted. */
  async function payByUpline(billId: number) {
    try {
      await db.transaction().execute(async (trx) => {
        const bill = await trx
          .selectFrom('agent_bills')
          .selectAll()
          .where('id', '=', billId)
          .where('status', '=', 'waiting')
          .forUpdate()
          .skipLocked()
          .executeTakeFirst();
        if (!bill || bill.payer_member_id === null) return;
        const from = await accounts.player(bill.payer_member_id, MAIN, bill.currency, trx);
        const to = await accounts.player(bill.member_id, MAIN, bill.currency, trx);
        const posted = await ledger.postIn(trx, {
          source: 'agent_bill',
          key: String(bill.id),
          kind: 'agent_commission',
          memberId: bill.member_id,
          reference: `settlement:${bill.settlement_id}`,
          currency: bill.currency,
          lines: [
            { accountId: from, amountMinor: -bill.amount_minor },
            { accountId: to, amountMinor: bill.amount_minor },
          ],
        });
        await trx
          .updateTable('agent_bills')
          .set({
            status: 'paid',
            transaction_id: posted.transactionId,
            paid_at: clock.now(),
            attempts: sql`attempts + 1`,
          })
          .where('id', '=', bill.id)
          .execute();
      });
    } catch (error) {
      if (!(error instanceof AppError && error.code === 'INSUFFICIENT_FUNDS')) throw error;
      await db
        .updateTable('agent_bills')
        .set({ attempts: sql`attempts + 1` })
        .where('id', '=', billId)
        .execute();
    }
  }

  async function payWaiting() {
    const waiting = await db
      .selectFrom('agent_bills')
      .select(['id', 'settlement_id', 'payer_member_id', 'currency'])
      .where('status', '=', 'waiting')
      .orderBy('id')
      .limit(10_000)
      .execute();
    // The platform's first: an upline's own commission may be what it pays its downlines with.
    const platform = new Map<number, string>();
    for (const bill of waiting) if (bill.payer_member_id === null) platform.set(bill.settlement_id, bill.currency);
    for (const [settlementId, currency] of platform) await payPlatform(settlementId, currency);
    for (const bill of waiting) if (bill.payer_member_id !== null) await payByUpline(bill.id);
  }

  return {
    settle,
    payWaiting,

    /** Every ended period of every kind and cycle that has contracts, then the payments. */
    async runDue() {
      const now = clock.now();
      const lines = await db
        .selectFrom('agent_contracts as c')
        .select(['c.kind', 'c.cycle', sql<Date>`min(c.decided_at)`.as('since')])
        .where('c.status', 'in', ['active', 'terminated'])
        .where('c.decided_at', 'is not', null)
        .groupBy(['c.kind', 'c.cycle'])
        .execute();
      for (const line of lines) {
        const last = await db
          .selectFrom('agent_settlements')
          .select(sql<Date | null>`max(period_end)`.as('end'))
          .where('kind', '=', line.kind)
          .where('cycle', '=', line.cycle)
          .executeTakeFirst();
        const from = last?.end ? new Date(last.end) : new Date(line.since);
        for (const period of endedPeriods(line.cycle as Cycle, from, now, CATCH_UP))
          await settle(line.kind as ContractKind, line.cycle as Cycle, period);
      }
      await payWaiting();
    },
  };
}

export type AgentSettlement = ReturnType<typeof createAgentSettlement>;
