import type { z } from 'zod';
import type { registerDownlineSchema } from '@portal/shared/contracts/agents';
import { FieldIssue } from '@portal/shared/errors';
import { toMajor } from '@portal/shared/money';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/app-error.ts';
import { registrationIssues } from '../auth/registration-check.ts';
import { newReferralCode } from '../members/member-codes.ts';
import { uniqueViolation } from '../../db/unique-violation.ts';
import { createMembersRepo } from '../members/members.repo.ts';
import { createPasswords } from '../members/passwords.ts';
import { verifyPaymentPassword } from '../payment-password/payment-password.module.ts';
import { parseAmount } from '../wallet/amounts.ts';
import { createInsufficientFunds } from '../wallet/insufficient-funds.ts';
import { MAIN } from '../wallet/ledger/accounts.ts';
import { raiseTurnoverRequirementIn, turnoverOwed } from '../wallet/turnover.ts';
import { walletModule } from '../wallet/wallet.module.ts';
import type { TeamQueries } from './team/team.queries.ts';
import { inTransaction } from '../../db/transaction.ts';
import { assertNoCashOutHold } from '../members/cash-out-hold.ts';

const DAY_MS = 86_400_000;

/** Ledger source of an agent's transfers to its team; keys are scoped by the agent. */
export const DOWNLINE_SOURCE = 'transfer_downline';

/** What an agent does for its team: registers accounts under itself and sends them money. */
export function createDownlines(ctx: AppContext, team: TeamQueries) {
  const passwords = createPasswords(ctx.env);
  const { accounts, ledger } = walletModule(ctx);
  const { orInsufficient } = createInsufficientFunds(ctx);

  return {
    /** A player or agent account under the agent, judged by the brand's username and password rules. */
    async register(agentId: number, input: z.infer<typeof registerDownlineSchema>, ip: string) {
      const settings = await ctx.settings.get();
      const username = input.username.normalize('NFC');
      const issues = registrationIssues(
        { username, password: input.password, confirmPassword: input.password },
        settings.registerRules,
        passwords,
        'username',
      );
      const fields = Object.fromEntries(
        Object.entries(issues).filter(([field]) => field === 'username' || field === 'password'),
      );
      if (Object.keys(fields).length > 0) throw new AppError('VALIDATION_FAILED', { value: { fields } });
      const hash = await passwords.hash(input.password);
      for (let attempt = 1; ; attempt++) {
        try {
          // The agent's row locked, today's count and the insert in one transaction: parallel
          // requests cannot pass the cap together.
          return await inTransaction(ctx.db, async (trx) => {
            await trx.selectFrom('members').select('id').where('id', '=', agentId).forUpdate().execute();
            const now = ctx.clock.now();
            const dayStart = new Date(now.toISOString().slice(0, 10) + 'T00:00:00Z');
            const made = await trx
              .selectFrom('members')
              .select((eb) => eb.fn.countAll<number>().as('n'))
              .where('registered_by', '=', agentId)
              .where('created_at', '>=', dayStart)
              .executeTakeFirstOrThrow();
            if (Number(made.n) >= ctx.env.AGENT_DOWNLINES_DAILY_MAX) {
              const retryAfterSeconds = Math.ceil((dayStart.getTime() + DAY_MS - now.getTime()) / 1000);
              throw new AppError('RATE_LIMITED', {
                value: { limit: ctx.env.AGENT_DOWNLINES_DAILY_MAX, retryAfterSeconds },
              });
            }
            return createMembersRepo(trx).insert({
              username,
              password_hash: hash,
              referral_code: newReferralCode(),
              type: input.type,
              upline_id: agentId,
              registered_by: agentId,
              register_ip: ip.slice(0, 64),
              password_changed_at: now,
              created_at: now,
            });
          });
        } catch (error) {
          const index = uniqueViolation(error);
          if (index === 'members_referral_code_key' && attempt < 5) continue;
          if (index) throw new AppError('USER_EXISTS', { value: { fields: { username: FieldIssue.ALREADY_TAKEN } } });
          throw error;
        }
      }
    },

    /** From the agent's main wallet to a team member's, with the payment password, once per key. */
    async transfer(agentId: number, memberId: number, key: string, amount: number, paymentPassword: string) {
      const { currency, withdrawals } = await ctx.settings.get();
      if (!(await team.inTeam(agentId, memberId))) throw new AppError('NOT_FOUND');
      const amountMinor = parseAmount(amount, currency.decimals);
      await verifyPaymentPassword(ctx, agentId, paymentPassword);
      // Money to another member leaves like a withdrawal: not while wagering is still owed.
      const owed = await turnoverOwed(ctx.db, agentId);
      if (owed > 0)
        throw new AppError('TURNOVER_REQUIREMENT_NOT_MET', { value: { remaining: toMajor(owed, currency.decimals) } });
      await assertNoCashOutHold(ctx.db, agentId, ctx.clock.now());
      const fromId = await accounts.player(agentId, MAIN, currency.code);
      const toId = await accounts.player(memberId, MAIN, currency.code);
      // The downline owes the same anti-money-laundering turnover on it as on a deposit, raised in
      // the posting's transaction (once: a replay raises nothing).
      const result = await orInsufficient(fromId, currency.decimals, () =>
        inTransaction(ctx.db, async (trx) => {
          const posted = await ledger.postIn(trx, {
            source: DOWNLINE_SOURCE,
            key: `${agentId}:${key}`,
            kind: DOWNLINE_SOURCE,
            memberId: agentId,
            reference: `downline:${memberId}`,
            currency: currency.code,
            lines: [
              { accountId: fromId, amountMinor: -amountMinor },
              { accountId: toId, amountMinor },
            ],
          });
          if (!posted.replayed) {
            const turnover = Math.floor((amountMinor * withdrawals.depositTurnoverPercent) / 100);
            await raiseTurnoverRequirementIn(trx, memberId, turnover, ctx.clock.now());
          }
          return posted;
        }),
      );
      const own = result.entries.find((e) => e.accountId === fromId);
      return {
        transactionId: result.transactionId,
        amount: toMajor(amountMinor, currency.decimals),
        balance: toMajor(own?.balanceAfterMinor ?? 0, currency.decimals),
        replayed: result.replayed,
      };
    },
  };
}
