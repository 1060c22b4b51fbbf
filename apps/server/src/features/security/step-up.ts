import { FieldIssue } from '@portal/shared/errors';
import type { StepUpProof } from '@portal/shared/contracts/security';
import type { Env } from '../../config/env.ts';
import { AppError } from '../../platform/app-error.ts';
import type { LoginGuard } from '../members/login-guard.ts';
import type { Passwords } from '../members/passwords.ts';
import type { MemberRow } from '../members/members.repo.ts';
import type { TwoStep } from '../members/two-step.ts';

/**
 * Step-up for account changes (docs/security.md): a signed-in session alone does not rebind the mobile or
 * e-mail, nor enrol an authenticator. The same request carries the current login password or,
 * when two-step is on, a current authenticator (or recovery) code. Each try takes its place on
 * the account's failed-login counter before it is checked (login-guard claim, no captcha), so
 * wrong tries here and at the sign-in form share one limit and one lock: a stolen session cannot
 * guess the password any faster than the sign-in form can.
 */
export function createStepUp(deps: {
  guard: LoginGuard;
  passwords: Passwords;
  twoStep: TwoStep;
  env: Pick<Env, 'LOGIN_LOCK_AFTER_FAILURES'>;
}) {
  const { guard, passwords, twoStep, env } = deps;

  return {
    /** Throws VALIDATION_FAILED (nothing sent), STEP_UP_FAILED (wrong) or ACCOUNT_LOCKED; answers which proof it took. */
    async prove(member: MemberRow, proof: StepUpProof): Promise<'password' | 'totp' | 'recovery'> {
      const password = proof.currentPassword ?? '';
      const code = proof.twoStepCode?.trim() ?? '';
      if (!password && !code) {
        throw new AppError('VALIDATION_FAILED', { value: { fields: { currentPassword: FieldIssue.REQUIRED } } });
      }
      const claim = await guard.claim(member.username, { captchaSolved: true });
      if (!claim.ok) {
        throw new AppError('ACCOUNT_LOCKED', { value: { retryAfterSeconds: claim.refusal.lockedForSeconds ?? 1 } });
      }
      let proven: 'password' | 'totp' | 'recovery' | null = null;
      if (password) {
        if (await passwords.verify(member.password_hash, password)) proven = 'password';
      } else if (await twoStep.enabled(member.id)) {
        proven = await twoStep.verifyFactor(member.id, code);
      }
      if (proven) {
        await guard.succeed(member.username);
        return proven;
      }
      if (claim.lockedForSeconds !== null) {
        throw new AppError('ACCOUNT_LOCKED', { value: { retryAfterSeconds: claim.lockedForSeconds } });
      }
      const count = claim.account?.count ?? 0;
      throw new AppError('STEP_UP_FAILED', {
        value: { attemptsLeft: Math.max(0, env.LOGIN_LOCK_AFTER_FAILURES - count) },
      });
    },
  };
}

export type StepUp = ReturnType<typeof createStepUp>;
