import { sql, type Kysely } from 'kysely';
import type { ContractKind, IncomeRow } from '@portal/shared/contracts/agents';
import { toMajor } from '@portal/shared/money';
import type { DB } from '../../db/schema.ts';
import { MAIN } from '../wallet/ledger/accounts.ts';

const pages = (total: number, size: number) => Math.max(1, Math.ceil(total / size));
const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());

/** An agent's bills (my income, and each contract page's) and its programme money movements. */
export function createIncomeQueries(deps: { db: Kysely<DB>; decimals: () => Promise<number> }) {
  const { db } = deps;

  return {
    async income(memberId: number, query: { kind?: ContractKind; page: number; pageSize: number }) {
      const decimals = await deps.decimals();
      let bills = db
        .selectFrom('agent_bills as b')
        .innerJoin('agent_settlements as s', 's.id', 'b.settlement_id')
        .where('b.member_id', '=', memberId);
      if (query.kind) bills = bills.where('s.kind', '=', query.kind);
      const [rows, count, totals] = await Promise.all([
        bills
          .leftJoin('members as p', 'p.id', 'b.payer_member_id')
          .selectAll('b')
          .select(['s.kind', 's.period_start', 's.period_end', 'p.username as payer'])
          .orderBy('s.period_start', 'desc')
          .orderBy('b.id', 'desc')
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize)
          .execute(),
        bills.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
        bills
          .where('b.status', '=', 'paid')
          .select(['s.kind', sql<string>`sum(b.amount_minor)`.as('paid')])
          .groupBy('s.kind')
          .execute(),
      ]);
      const money = (v: number | string) => toMajor(Number(v), decimals);
      return {
        list: rows.map((r): IncomeRow => ({
          id: r.id,
          kind: r.kind,
          periodStart: iso(r.period_start)!,
          periodEnd: iso(r.period_end)!,
          base: money(r.base_minor),
          activeMembers: r.active_members,
          ratePercent: r.rate_bps / 100,
          gross: money(r.gross_minor),
          downline: money(r.downline_minor),
          carryIn: money(r.carry_in_minor),
          amount: money(r.amount_minor),
          carryOut: money(r.carry_out_minor),
          status: r.status,
          payer: r.payer,
          paidAt: iso(r.paid_at),
        })),
        page: query.page,
        totalPages: pages(count.n, query.pageSize),
        totals: Object.fromEntries(totals.map((t) => [t.kind, money(t.paid)])),
      };
    },

    /** Transaction details: commissions received or paid, transfers to downlines and the upline. */
    async transactions(memberId: number, query: { page: number; pageSize: number }) {
      const decimals = await deps.decimals();
      const entries = db
        .selectFrom('ledger_entries as e')
        .innerJoin('ledger_accounts as a', 'a.id', 'e.account_id')
        .innerJoin('ledger_transactions as t', 't.id', 'e.transaction_id')
        .where('a.member_id', '=', memberId)
        .where('a.code', '=', MAIN)
        .where('t.kind', 'in', ['agent_commission', 'transfer_downline', 'transfer_upline']);
      const [rows, count] = await Promise.all([
        entries
          .select(['e.id', 't.kind', 'e.amount_minor', 'e.balance_after_minor', 'e.created_at'])
          // The other member of a transfer: the one its reference names when the member sent it,
          // else the sender; a commission has none (the platform or the settlement paid it).
          .select(
            sql<string | null>`case when t.kind in ('transfer_downline', 'transfer_upline') then (
              select username from members where id = case when t.member_id = ${memberId}
                then nullif(split_part(t.reference, ':', 2), '')::bigint else t.member_id end) end`.as('counterpart'),
          )
          .orderBy('e.id', 'desc')
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize)
          .execute(),
        entries.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
      ]);
      return {
        list: rows.map((r) => ({
          id: r.id,
          kind: r.kind as 'agent_commission' | 'transfer_downline' | 'transfer_upline',
          amount: toMajor(r.amount_minor, decimals),
          balanceAfter: toMajor(r.balance_after_minor, decimals),
          counterpart: r.counterpart,
          createdAt: iso(r.created_at)!,
        })),
        page: query.page,
        totalPages: pages(count.n, query.pageSize),
      };
    },
  };
}
