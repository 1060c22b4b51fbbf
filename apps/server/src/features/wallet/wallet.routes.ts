import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { balanceValueSchema, reconcileReportSchema } from '@portal/shared/contracts/wallet';
import { envelopeOf } from '@portal/shared/envelope';
import type { AppContext } from '../../platform/context.ts';
import { ok } from '../../platform/envelope.ts';
import { bearerSecurity } from '../../platform/openapi.ts';
import { requireMember } from '../members/member-guard.ts';
import { requireOperator } from '../operators/operator-guard.ts';
import { walletModule } from './wallet.module.ts';
import { createWalletService } from './wallet.service.ts';

/** The whole ledger is checked this often, by one instance (decision 058: a break is alerted). */
export const RECONCILE_EVERY_MS = 60 * 60_000;

export async function walletRoutes(app: FastifyInstance, ctx: AppContext) {
  ctx.jobs.define({
    name: 'ledger-reconcile',
    everyMs: RECONCILE_EVERY_MS,
    run: async () => {
      const report = await walletModule(ctx).reconcile();
      // A failed run: it shows on the console's Jobs page and in the job-failure alert, beside
      // the reconciliation's own gauge.
      if (!report.ok) throw new Error(`ledger reconciliation: ${JSON.stringify(report.problems)}`);
    },
  });

  const wallet = createWalletService(ctx);
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/wps/v2/wallets/balance',
    {
      // The header shows a trial account's play money too.
      onRequest: requireMember(ctx, { allowTrial: true, duringCashOut: true }),
      schema: {
        tags: ['wallet'],
        summary: 'sumBalance and each wallet (main, bonus, vendor wallets) in major units',
        security: bearerSecurity,
        response: { 200: envelopeOf(balanceValueSchema) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await wallet.balance(request.member!));
    },
  );

  r.get(
    '/admin/api/ledger/reconcile',
    {
      onRequest: requireOperator(ctx, ['finance']),
      schema: {
        tags: ['wallet'],
        summary: "Checks the ledger's invariants over the whole database and lists any break",
        security: bearerSecurity,
        response: { 200: envelopeOf(reconcileReportSchema) },
      },
    },
    async () => ok(await walletModule(ctx).reconcile()),
  );
}
