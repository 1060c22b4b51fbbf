import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql, type Kysely } from 'kysely';
import { z } from 'zod';
import {
  heldWinDecisionSchema,
  heldWinRejectSchema,
  heldWinSchema,
  heldWinsPageSchema,
  heldWinsQuerySchema,
  type HeldWin,
} from '@portal/shared/contracts/held-wins';
import { toMajor } from '@portal/shared/money';
import { envelopeOf } from '@portal/shared/envelope';
import type { DB } from '../../db/schema.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError } from '../../platform/app-error.ts';
import type { AppContext } from '../../platform/context.ts';
import { ok } from '../../platform/envelope.ts';
import { bearerSecurity } from '../../platform/openapi.ts';
import { auditChange } from '../operators/audit-log.ts';
import { fourEyesFor, type MoneyAction } from '../operators/four-eyes.ts';
import { requireOperator } from '../operators/operator-guard.ts';
import { MAIN } from '../wallet/ledger/accounts.ts';
import { walletModule } from '../wallet/wallet.module.ts';
import { HELD_WINS } from './seamless/held-wins.ts';
import { houseAccount } from './seamless/seamless.service.ts';

const BASE = '/admin/api/held-wins';
const idParams = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) }).strict();

/**
 * The review queue of provider wins held past their vendor's cap per round (decision 038):
 * finance releases one to the member's main wallet (four-eyes as any money action: above the
 * threshold, or with the operator's 24 hours for the member) or rejects it back to the vendor's
 * house account with a reason. Each decision posts once, under the row's lock and its status.
 */
export async function heldWinsAdminRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db, clock } = ctx;
  const { ledger, accounts } = walletModule(ctx);
  const fourEyes = fourEyesFor(ctx);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const finance = { onRequest: requireOperator(ctx, ['finance']) };
  const base = { tags: ['admin'], security: bearerSecurity };

  const rows = (trx: Kysely<DB> = db) =>
    trx
      .selectFrom('held_wins as h')
      .innerJoin('members as m', 'm.id', 'h.member_id')
      .leftJoin('operators as o', 'o.id', 'h.decided_by')
      .selectAll('h')
      .select(['m.username', 'o.username as decided_by_name']);
  type Row = Awaited<ReturnType<ReturnType<typeof rows>['executeTakeFirstOrThrow']>>;

  async function present(list: Row[]): Promise<HeldWin[]> {
    const { decimals } = (await ctx.settings.get()).currency;
    const pending = await fourEyes.pendingFor(
      'held_win_release',
      list.map((row) => `held-win:${row.id}`),
    );
    const waiting = new Map(pending.map((a) => [a.subject, a.id]));
    return list.map((row) => ({
      id: row.id,
      memberId: row.member_id,
      username: row.username,
      vendor: row.vendor_code,
      roundId: row.round_id,
      transactionId: row.transaction_id,
      amount: toMajor(row.amount_minor, decimals),
      currency: row.currency,
      status: row.status as HeldWin['status'],
      reason: row.reason,
      decidedBy: row.decided_by_name,
      decidedAt: row.decided_at ? row.decided_at.toISOString() : null,
      createdAt: row.created_at.toISOString(),
      pendingApprovalId: waiting.get(`held-win:${row.id}`) ?? null,
    }));
  }
  const one = async (id: number) => {
    const row = await rows().where('h.id', '=', id).executeTakeFirst();
    if (!row) throw new AppError('NOT_FOUND');
    return (await present([row]))[0]!;
  };

  /** Moves a held win out of the held-wins account once: to the member, or back to the house. */
  async function decideIn(
    trx: Kysely<DB>,
    id: number,
    decision: { status: 'released' | 'rejected'; reason: string | null },
    operatorId: number,
    accountsOf: { main: number; house: number; held: number },
  ) {
    const row = await trx.selectFrom('held_wins').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
    if (!row) throw new AppError('NOT_FOUND');
    if (row.status !== 'held') throw new AppError('CONFLICT', { value: { status: row.status } });
    const to = decision.status === 'released' ? accountsOf.main : accountsOf.house;
    const posting = await ledger.postIn(trx, {
      source: 'held-win',
      key: `${decision.status}:${id}`,
      kind: decision.status === 'released' ? 'held_win_released' : 'held_win_rejected',
      memberId: row.member_id,
      reference: `${row.vendor_code}:${row.round_id}`,
      currency: row.currency,
      lines: [
        { accountId: accountsOf.held, amountMinor: -row.amount_minor },
        { accountId: to, amountMinor: row.amount_minor },
      ],
    });
    await trx
      .updateTable('held_wins')
      .set({
        status: decision.status,
        reason: decision.reason,
        decided_by: operatorId,
        decided_at: clock.now(),
        decided_transaction_id: posting.transactionId,
      })
      .where('id', '=', id)
      .execute();
  }

  /** The row's accounts, made outside any transaction (PGlite has one connection). */
  async function prepare(id: number) {
    const row = await db.selectFrom('held_wins').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw new AppError('NOT_FOUND');
    if (row.status !== 'held') throw new AppError('CONFLICT', { value: { status: row.status } });
    return {
      row,
      accounts: {
        main: await accounts.player(row.member_id, MAIN, row.currency),
        house: await accounts.system(houseAccount(row.vendor_code), row.currency, row.member_id),
        held: await accounts.system(HELD_WINS, row.currency, row.member_id),
      },
    };
  }

  async function releaseAction(id: number): Promise<MoneyAction<{ heldWinId: number }>> {
    const prepared = await prepare(id);
    return {
      auditKind: 'held_win_release',
      approvalKind: 'held_win_release',
      subject: `held-win:${id}`,
      payload: { id },
      memberId: prepared.row.member_id,
      amountMinor: prepared.row.amount_minor,
      currency: prepared.row.currency,
      async run(trx, by) {
        await decideIn(
          trx,
          id,
          { status: 'released', reason: null },
          by.approvedBy ?? by.requestedBy,
          prepared.accounts,
        );
        return { value: { heldWinId: id } };
      },
    };
  }
  fourEyes.register('held_win_release', async (payload) => releaseAction(Number(payload.id)));

  r.get(
    BASE,
    {
      ...finance,
      schema: {
        ...base,
        summary: 'Provider wins held past their vendor cap per round, newest first; filter by status',
        querystring: heldWinsQuerySchema,
        response: { 200: envelopeOf(heldWinsPageSchema) },
      },
    },
    async (request) => {
      const { status, page, pageSize } = request.query;
      let query = rows();
      if (status) query = query.where('h.status', '=', status);
      const [list, count] = await Promise.all([
        query
          .orderBy('h.id', 'desc')
          .limit(pageSize)
          .offset((page - 1) * pageSize)
          .execute(),
        db
          .selectFrom('held_wins')
          .$if(status !== undefined, (q) => q.where('status', '=', status!))
          .select(sql<string>`count(*)`.as('n'))
          .executeTakeFirstOrThrow(),
      ]);
      return ok({ items: await present(list), page, pageSize, total: Number(count.n) });
    },
  );

  r.post(
    `${BASE}/:id/release`,
    {
      ...finance,
      schema: {
        ...base,
        summary:
          "Pays a held win into the member's main wallet once; above the four-eyes threshold (or the operator's 24 hours for the member) 202 with the approval a second finance operator decides",
        params: idParams,
        response: { 200: envelopeOf(heldWinDecisionSchema), 202: envelopeOf(heldWinDecisionSchema) },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const before = await one(id);
      const outcome = await fourEyes.perform(await releaseAction(id), request.operator!);
      if (outcome.status === 'pending') {
        auditChange(request, {
          subject: `held-win:${id}`,
          before,
          after: { ...before, pendingApprovalId: outcome.approval.id },
        });
        reply.code(202);
        return ok({ status: 'pending' as const, approval: outcome.approval });
      }
      const heldWin = await one(id);
      auditChange(request, { subject: `held-win:${id}`, before, after: heldWin });
      return ok({ status: 'executed' as const, heldWin });
    },
  );

  r.post(
    `${BASE}/:id/reject`,
    {
      ...finance,
      schema: {
        ...base,
        summary: "Returns a held win to the vendor's house account (reason required); a waiting release is closed",
        params: idParams,
        body: heldWinRejectSchema,
        response: { 200: envelopeOf(heldWinSchema) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const before = await one(id);
      const prepared = await prepare(id);
      const operator = request.operator!;
      await inTransaction(db, async (trx) => {
        await decideIn(
          trx,
          id,
          { status: 'rejected', reason: request.body.reason },
          operator.subjectId,
          prepared.accounts,
        );
        await fourEyes.supersedeIn(trx, 'held_win_release', `held-win:${id}`, operator);
        await trx
          .insertInto('operator_actions')
          .values({
            kind: 'held_win_rejection',
            subject: `held-win:${id}`,
            amount_minor: prepared.row.amount_minor,
            operator_id: operator.subjectId,
            member_id: prepared.row.member_id,
            payload: JSON.stringify({ id, reason: request.body.reason }),
            created_at: clock.now(),
          })
          .execute();
      });
      const after = await one(id);
      auditChange(request, { subject: `held-win:${id}`, before, after });
      return ok(after);
    },
  );
}
