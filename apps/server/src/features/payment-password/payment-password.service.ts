import {
  PAYMENT_PASSWORD,
  PAYMENT_PASSWORD_MAX_TRIES,
  type ChangePaymentPasswordPayload,
  type PaymentPasswordStatus,
  type SetPaymentPasswordPayload,
} from '@portal/shared/contracts/withdrawals';
import { FieldIssue } from '@portal/shared/errors';
import { AppError } from '../../platform/app-error.ts';
import type { Clock } from '../../platform/clock.ts';
import type { LoginGuard } from '../members/login-guard.ts';
import type { Passwords } from '../members/passwords.ts';
import type { MembersRepo } from '../members/members.repo.ts';
import type { PaymentPasswordRepo } from '../members/payment-password.repo.ts';

/** The first lock lasts this long; each further lock of a streak doubles it, up to the maximum. */
export const LOCK_POLICY = { lockAfter: PAYMENT_PASSWORD_MAX_TRIES, baseLockMinutes: 15, maxLockMinutes: 240 };

const secondsUntil = (until: Date | null, now: Date) =>
  until && until.getTime() > now.getTime() ? Math.ceil((until.getTime() - now.getTime()) / 1000) : null;

/** Six digits, and the confirmation equal to it: the fields that fail, if any. */
function formatIssues(password: string, confirmation: string, field: string): Record<string, FieldIssue> {
  const fields: Record<string, FieldIssue> = {};
  if (!PAYMENT_PASSWORD.test(password)) fields[field] = FieldIssue.PATTERN_MISMATCH;
  if (confirmation !== password) fields.confirmPaymentPassword = FieldIssue.NOT_EQUAL;
  return fields;
}

/**
 * The payment password that guards money leaving the account (withdrawals, transfers to the
 * upline): argon2id through the sign-in passwords module, six digits, wrong tries counted per
 * member and locked for a while after PAYMENT_PASSWORD_MAX_TRIES (decision 011).
 */
export function createPaymentPasswordService(deps: {
  repo: PaymentPasswordRepo;
  members: Pick<MembersRepo, 'findById'>;
  passwords: Passwords;
  /** The login password that proves a first payment password counts its wrong tries with failed sign-ins. */
  guard: Pick<LoginGuard, 'claim' | 'succeed'>;
  clock: Clock;
}) {
  const { repo, passwords, clock } = deps;

  /**
   * Throws unless `password` is the member's payment password; counts the wrong ones. The try is
   * judged and counted under a lock of the member's row, so parallel tries queue: a burst of
   * wrong ones gets no more than the limit, parallel right ones all pass.
   */
  async function verify(memberId: number, password: string): Promise<void> {
    const now = clock.now();
    // Checked against the hash even when the format is wrong: a malformed try counts as a wrong one.
    const result = await repo.checkUnderLock(
      memberId,
      now,
      LOCK_POLICY,
      async (hash) => PAYMENT_PASSWORD.test(password) && (await passwords.verify(hash, password)),
    );
    if (result.outcome === 'right') return;
    if (result.outcome === 'not-set') throw new AppError('PAYMENT_PASSWORD_NOT_SET');
    if (result.outcome === 'locked') {
      throw new AppError('PAYMENT_PASSWORD_LOCKED', {
        value: { retryAfterSeconds: secondsUntil(result.lockedUntil, now) },
      });
    }
    const lockedNow = secondsUntil(result.state?.locked_until ?? null, now);
    if (lockedNow !== null) throw new AppError('PAYMENT_PASSWORD_LOCKED', { value: { retryAfterSeconds: lockedNow } });
    const attemptsLeft = Math.max(0, LOCK_POLICY.lockAfter - (result.state?.failed_count ?? 0));
    throw new AppError('PAYMENT_PASSWORD_INCORRECT', { value: { attemptsLeft } });
  }

  return {
    verify,

    async status(memberId: number): Promise<PaymentPasswordStatus> {
      const row = await repo.find(memberId);
      return { isSet: row !== undefined, lockedForSeconds: secondsUntil(row?.locked_until ?? null, clock.now()) };
    },

    /** The first payment password, proven by the login password; refused once one exists. */
    async set(memberId: number, payload: SetPaymentPasswordPayload): Promise<void> {
      const fields = formatIssues(payload.paymentPassword, payload.confirmPaymentPassword, 'paymentPassword');
      if (Object.keys(fields).length > 0) throw new AppError('VALIDATION_FAILED', { value: { fields } });
      if (await repo.find(memberId)) throw new AppError('PAYMENT_PASSWORD_ALREADY_SET');
      const member = await deps.members.findById(memberId);
      if (!member) throw new AppError('OLD_PASSWORD_INCORRECT');
      // A stolen session must not guess the login password here faster than at the sign-in form:
      // the try is claimed on the account's failed-login counter before the hash is checked.
      const claim = await deps.guard.claim(member.username, { captchaSolved: true });
      if (!claim.ok) {
        throw new AppError('ACCOUNT_LOCKED', { value: { retryAfterSeconds: claim.refusal.lockedForSeconds ?? 1 } });
      }
      if (!(await passwords.verify(member.password_hash, payload.loginPassword))) {
        if (claim.lockedForSeconds !== null) {
          throw new AppError('ACCOUNT_LOCKED', { value: { retryAfterSeconds: claim.lockedForSeconds } });
        }
        throw new AppError('OLD_PASSWORD_INCORRECT');
      }
      await deps.guard.succeed(member.username);
      const inserted = await repo.insert(memberId, await passwords.hash(payload.paymentPassword), clock.now());
      if (!inserted) throw new AppError('PAYMENT_PASSWORD_ALREADY_SET');
    },

    /** A new payment password, proven by the old one (a wrong old one counts as a wrong try). */
    async change(memberId: number, payload: ChangePaymentPasswordPayload): Promise<void> {
      const fields = formatIssues(payload.newPaymentPassword, payload.confirmPaymentPassword, 'newPaymentPassword');
      if (Object.keys(fields).length > 0) throw new AppError('VALIDATION_FAILED', { value: { fields } });
      await verify(memberId, payload.oldPaymentPassword);
      await repo.replaceHash(memberId, await passwords.hash(payload.newPaymentPassword), clock.now());
    },
  };
}

export type PaymentPasswordService = ReturnType<typeof createPaymentPasswordService>;
