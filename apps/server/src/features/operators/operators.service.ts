import type { Kysely } from 'kysely';
import { FieldIssue } from '@portal/shared/errors';
import type { Env } from '../../config/env.ts';
import type { DB } from '../../db/schema.ts';
import type { OperatorRole } from '../../db/column-types.ts';
import { AppError } from '../../platform/app-error.ts';
import type { Clock } from '../../platform/clock.ts';
import { operatorRestriction } from './operator-guard.ts';
import type { SessionStore } from '../../platform/sessions.ts';
import { createPasswords } from '../members/passwords.ts';
import { inTransaction } from '../../db/transaction.ts';
import { createOperatorTwoStep } from './operator-two-step.ts';
import { createOperatorsRepo, type OperatorState } from './operators.repo.ts';

type OperatorEnv = Pick<
  Env,
  | 'OPERATOR_SESSION_IDLE_MINUTES'
  | 'OPERATOR_SESSION_ABSOLUTE_HOURS'
  | 'OPERATOR_TWO_STEP_REQUIRED'
  | 'OPERATOR_LOCK_AFTER_FAILURES'
  | 'OPERATOR_LOCK_MINUTES'
  | 'PASSWORD_HASH_PROFILE'
  | 'PASSWORD_MIN_LENGTH'
  | 'PASSWORD_MAX_LENGTH'
  | 'SECRETS_MASTER_KEY'
>;

const invalid = (field: string, issue: FieldIssue) =>
  new AppError('VALIDATION_FAILED', { value: { fields: { [field]: issue } } });

const secondsUntil = (until: Date, now: Date) => Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));

/**
 * Operator accounts (docs/decisions/018-operator-roles-and-four-eyes.md): sign-in with lockout and
 * the authenticator code, the forced password change, two-step enrolment, and the admin's calls
 * (create, roles, unlock, password and two-step reset).
 */
export function createOperatorService(deps: {
  db: Kysely<DB>;
  sessions: SessionStore;
  clock: Clock;
  env: OperatorEnv;
}) {
  const { sessions, clock, env } = deps;
  const repo = createOperatorsRepo(deps.db);
  const passwords = createPasswords(env);
  const twoStep = createOperatorTwoStep({ db: deps.db, env, clock, repo });
  const lockPolicy = { lockAfter: env.OPERATOR_LOCK_AFTER_FAILURES, lockMinutes: env.OPERATOR_LOCK_MINUTES };

  const refuseIfLocked = (row: { locked_until: Date | null }) => {
    const now = clock.now();
    if (row.locked_until && row.locked_until > now) {
      throw new AppError('ACCOUNT_LOCKED', { value: { retryAfterSeconds: secondsUntil(row.locked_until, now) } });
    }
  };

  /** Counts a wrong password or code; the failure that starts a lock answers the lock. */
  async function fail(operatorId: number, error: AppError): Promise<never> {
    const counted = await repo.recordFailure(operatorId, clock.now(), lockPolicy);
    if (counted.locked_until) refuseIfLocked(counted);
    throw error;
  }

  function checkPolicy(field: string, password: string, username: string) {
    const issue = passwords.policyIssue(password, username);
    if (issue) throw invalid(field, issue);
  }

  const present = (operator: OperatorState) => ({
    username: operator.username,
    roles: operator.roles,
    mustChangePassword: operator.must_change_password,
    twoStepEnabled: operator.totp_enabled_at !== null,
    restriction: operatorRestriction(operator, env.OPERATOR_TWO_STEP_REQUIRED),
  });

  async function mustFind(id: number) {
    const row = await repo.find(id);
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  }

  return {
    twoStep,

    /**
     * The account of ADMIN_USERNAME / ADMIN_PASSWORD exists from the first start, as an admin
     * whose password must be changed at the first sign-in (the env password is known to whoever
     * deployed, and its default is published).
     */
    async ensureSeeded(username: string, password: string): Promise<void> {
      if (await repo.findByUsername(username)) return;
      await repo.create({ username, passwordHash: await passwords.hash(password), roles: ['admin'], at: clock.now() });
    },

    /**
     * Password, then (once enrolled) the authenticator code. A locked account is refused before
     * the password is checked; a wrong password or code counts towards the lock.
     */
    async signIn(
      input: { username: string; password: string; code?: string },
      meta: { ip?: string; userAgent?: string },
    ) {
      const row = await repo.findByUsername(input.username.trim());
      if (row) refuseIfLocked(row);
      const valid = await passwords.verify(row?.password_hash, input.password);
      if (!row) throw new AppError('INVALID_CREDENTIALS');
      if (!valid) return fail(row.id, new AppError('INVALID_CREDENTIALS'));
      if (row.totp_enabled_at) {
        if (!input.code) throw new AppError('TWO_STEP_CODE_REQUIRED');
        if (!(await twoStep.accept(row.id, input.code))) return fail(row.id, new AppError('VERIFICATION_CODE_INVALID'));
      }
      await repo.clearFailures(row.id);
      const absoluteMinutes = env.OPERATOR_SESSION_ABSOLUTE_HOURS * 60;
      const token = await sessions.issue('operator', row.id, env.OPERATOR_SESSION_IDLE_MINUTES, {
        absoluteMinutes,
        ip: meta.ip,
        userAgent: meta.userAgent,
      });
      const expiresAt = new Date(clock.now().getTime() + absoluteMinutes * 60_000).toISOString();
      return { token, expiresAt, ...present(row) };
    },

    async me(operatorId: number) {
      const row = await mustFind(operatorId);
      return { id: row.id, ...present(row) };
    },

    /** The operator's own change: the old password, a new one that passes the policy; other sessions end. */
    async changePassword(operatorId: number, sessionId: number, oldPassword: string, newPassword: string) {
      const row = await mustFind(operatorId);
      refuseIfLocked(row);
      if (!(await passwords.verify(row.password_hash, oldPassword))) {
        return fail(row.id, new AppError('OLD_PASSWORD_INCORRECT'));
      }
      checkPolicy('newPassword', newPassword, row.username);
      if (newPassword === oldPassword) throw invalid('newPassword', FieldIssue.INVALID_VALUE);
      const updated = (await repo.setPassword(row.id, {
        passwordHash: await passwords.hash(newPassword),
        mustChange: false,
        at: clock.now(),
      }))!;
      await repo.clearFailures(row.id);
      await sessions.revokeOthers('operator', row.id, sessionId);
      return { id: updated.id, ...present(updated) };
    },

    /** Enrolment's first code turns two-step on; sessions opened without it elsewhere end. */
    async enableTwoStep(operatorId: number, sessionId: number, code: string) {
      await twoStep.enable(operatorId, code);
      await sessions.revokeOthers('operator', operatorId, sessionId);
      return this.me(operatorId);
    },

    list: () => repo.list(),

    /** A new operator with a one-time password: changed at the first sign-in. */
    async create(input: { username: string; password: string; roles: OperatorRole[] }) {
      checkPolicy('password', input.password, input.username);
      const created = await repo.create({
        username: input.username,
        passwordHash: await passwords.hash(input.password),
        roles: input.roles,
        at: clock.now(),
      });
      if (!created) throw new AppError('USER_EXISTS');
      return created;
    },

    /** New roles; the last admin keeps the admin role (someone must manage the operators). */
    async setRoles(operatorId: number, roles: OperatorRole[]) {
      return inTransaction(deps.db, async (trx) => {
        const admins = await repo.lockAdmins(trx);
        if (admins.length === 1 && admins[0] === operatorId && !roles.includes('admin')) {
          throw new AppError('CONFLICT', { value: { reason: 'LAST_ADMIN' } });
        }
        const updated = await repo.setRoles(operatorId, roles, trx);
        if (!updated) throw new AppError('NOT_FOUND');
        return updated;
      });
    },

    async unlock(operatorId: number) {
      const updated = await repo.unlock(operatorId);
      if (!updated) throw new AppError('NOT_FOUND');
      return updated;
    },

    /** An admin sets a one-time password: the operator must change it, every session of theirs ends. */
    async resetPassword(operatorId: number, password: string) {
      const row = await mustFind(operatorId);
      checkPolicy('password', password, row.username);
      const updated = (await repo.setPassword(operatorId, {
        passwordHash: await passwords.hash(password),
        mustChange: true,
        at: clock.now(),
      }))!;
      await sessions.revokeAll('operator', operatorId);
      return updated;
    },

    /** A lost phone: two-step is off until the operator sets it up again; every session ends. */
    async resetTwoStep(operatorId: number) {
      const updated = await repo.resetTotp(operatorId);
      if (!updated) throw new AppError('NOT_FOUND');
      await sessions.revokeAll('operator', operatorId);
      return updated;
    },
  };
}

export type OperatorService = ReturnType<typeof createOperatorService>;
