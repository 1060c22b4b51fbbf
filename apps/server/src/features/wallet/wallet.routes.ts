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

export async function walletRoutes(app: FastifyInstance, ctx: AppContext) {
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
