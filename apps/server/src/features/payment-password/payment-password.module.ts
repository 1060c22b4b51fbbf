import type { AppContext } from '../../platform/context.ts';
import { perApp } from '../../platform/per-app.ts';
import { authModule } from '../auth/auth.module.ts';
import { createPaymentPasswordRepo } from '../members/payment-password.repo.ts';
import { createPaymentPasswordService } from './payment-password.service.ts';

function build(ctx: AppContext) {
  const { members, passwords, guard } = authModule(ctx);
  return createPaymentPasswordService({
    repo: createPaymentPasswordRepo(ctx.db),
    members,
    passwords,
    guard,
    clock: ctx.clock,
  });
}

/** The payment password service of one app, built once (its routes and every money call share it). */
export const paymentPasswordModule = perApp(build);

/**
 * For calls that move money out (withdrawals, transfer to upline): resolves when `password` is the
 * member's payment password; otherwise throws PAYMENT_PASSWORD_NOT_SET, PAYMENT_PASSWORD_LOCKED or
 * PAYMENT_PASSWORD_INCORRECT (`value.attemptsLeft`), counting the wrong try. Call it before opening
 * a transaction (argon2 runs in the thread pool; PGlite has one connection).
 */
export const verifyPaymentPassword = (ctx: AppContext, memberId: number, password: string): Promise<void> =>
  paymentPasswordModule(ctx).verify(memberId, password);
