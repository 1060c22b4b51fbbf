import { sql, type Kysely, type Selectable } from 'kysely';
import { toMajor } from '@portal/shared/money';
import type { DB, OperatorApprovals } from '../../db/schema.ts';
import type { ApprovalKind, OperatorActionKind, OperatorRole } from '../../db/column-types.ts';
import { AppError } from '../../platform/app-error.ts';
import type { AppContext } from '../../platform/context.ts';
import { holdsRole } from './operator-guard.ts';
import type { OperatorPrincipal } from '../../platform/principals.ts';
import { perApp } from '../../platform/per-app.ts';
import { inTransaction } from '../../db/transaction.ts';

/** The operators of one money action: who asked, and who approved when it waited for a second one. */
export interface ActingOperators {
  requestedBy: number;
  approvedBy: number | null;
}

/**
 * A money action, checked and prepared outside any transaction (PGlite has one connection), that
 * runs in the transaction four-eyes gives it: at once, or when a second operator approves.
 */
export interface MoneyAction<R> {
  /** What the audit log calls it. */
  auditKind: OperatorActionKind;
  /** The approval it needs above the threshold; null: it never waits (a rejection, a first result). */
  approvalKind: ApprovalKind | null;
  subject: string;
  /** What an approval runs again: the request, never derived state. */
  payload: Record<string, unknown>;
  amountMinor: number;
  currency: string | null;
  /** The member whose money it moves: the threshold counts the operator's last 24 hours for them. */
  memberId?: number;
  run(trx: Kysely<DB>, operators: ActingOperators): Promise<{ value: R; announce?: () => void }>;
}

type ActionBuilder = (payload: Record<string, unknown>) => Promise<MoneyAction<unknown>>;

/** Who may approve each kind (admin always may). */
export const APPROVER_ROLES: Record<ApprovalKind, OperatorRole[]> = {
  adjustment: ['finance'],
  withdrawal_approval: ['finance'],
  deposit_approval: ['finance'],
  lottery_correction: ['lottery'],
  lottery_cancel: ['lottery'],
  // Money terms of content that pays (decision 033): written by content, approved by finance.
  promotion_terms: ['finance'],
  promotion_budget: ['finance'],
  mission_terms: ['finance'],
  goods_terms: ['finance'],
  // Account recovery (decision 035): one support operator asks, another approves.
  two_step_unbind: ['support'],
  held_win_release: ['finance'],
  turnover_reset: ['finance'],
  upline_move: ['support', 'finance'],
  agent_contract_offer: ['finance'],
  lottery_game_risk: ['lottery'],
  points_grant: ['finance'],
};

const DAY_MS = 86_400_000;

/** Why a pending request was closed without a decision: a newer change of the same subject replaced it. */
export const SUPERSEDED = 'superseded';

type ApprovalRow = Selectable<OperatorApprovals>;

/** Key order does not matter: jsonb keeps its own. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  );

/**
 * Four-eyes (docs/decisions/018-operator-roles-and-four-eyes.md): a balance adjustment, a
 * withdrawal approval, or a lottery correction or cancel of a settled period above
 * FOUR_EYES_THRESHOLD_MINOR waits as a pending approval; a second operator with the kind's role
 * approves it (it then runs, with the approval's claim, in one transaction: exactly once however
 * many approve together) or rejects it. Every executed money action writes an operator_actions row
 * in its own transaction.
 */
export const fourEyesFor = perApp((ctx: AppContext) => {
  const { db, clock, env } = ctx;
  const builders = new Map<ApprovalKind, ActionBuilder>();

  async function present(row: ApprovalRow) {
    const { decimals } = (await ctx.settings.get()).currency;
    return {
      id: row.id,
      kind: row.kind,
      subject: row.subject,
      payload: row.payload,
      amount: toMajor(row.amount_minor, decimals),
      currency: row.currency,
      status: row.status,
      requestedBy: row.requested_by,
      decidedBy: row.decided_by,
      rejectReason: row.reject_reason,
      result: row.result,
      createdAt: row.created_at.toISOString(),
      decidedAt: row.decided_at?.toISOString() ?? null,
    };
  }
  type Approval = Awaited<ReturnType<typeof present>>;

  const find = (id: number) => db.selectFrom('operator_approvals').selectAll().where('id', '=', id).executeTakeFirst();

  async function runLogged<R>(
    trx: Kysely<DB>,
    action: MoneyAction<R>,
    operators: ActingOperators,
    approvalId: number | null,
  ) {
    const outcome = await action.run(trx, operators);
    await trx
      .insertInto('operator_actions')
      .values({
        kind: action.auditKind,
        subject: action.subject,
        amount_minor: action.amountMinor,
        operator_id: operators.requestedBy,
        approved_by: operators.approvedBy,
        approval_id: approvalId,
        member_id: action.memberId ?? null,
        payload: JSON.stringify(action.payload),
        created_at: clock.now(),
      })
      .execute();
    return outcome;
  }

  /** A pending approval for the action, or the one already waiting for the same request. */
  async function request(action: MoneyAction<unknown>, kind: ApprovalKind, operator: OperatorPrincipal) {
    const created = await db
      .insertInto('operator_approvals')
      .values({
        kind,
        subject: action.subject,
        payload: JSON.stringify(action.payload),
        amount_minor: action.amountMinor,
        currency: action.currency,
        requested_by: operator.subjectId,
        created_at: clock.now(),
      })
      // The partial index's predicate written out: a parameter in its place matches no index once
      // the prepared statement runs on a generic plan (decision 070).
      .onConflict((oc) =>
        oc
          .columns(['kind', 'subject'])
          .where(sql<boolean>`status = 'pending'`)
          .doNothing(),
      )
      .returningAll()
      .executeTakeFirst();
    if (created) return created;
    const waiting = await db
      .selectFrom('operator_approvals')
      .selectAll()
      .where('kind', '=', kind)
      .where('subject', '=', action.subject)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    // Decided in between: the caller may ask again.
    if (!waiting) throw new AppError('CONFLICT', { value: { reason: 'APPROVAL_DECIDED' } });
    if (canonical(waiting.payload) !== canonical(action.payload)) {
      throw new AppError('CONFLICT', { value: { reason: 'APPROVAL_PENDING', approvalId: waiting.id } });
    }
    return waiting;
  }

  /** A pending request of `kind` for `subject` closed as superseded (by the operator whose change replaced it). */
  const supersedeIn = (trx: Kysely<DB>, kind: ApprovalKind, subject: string, operator: OperatorPrincipal) =>
    trx
      .updateTable('operator_approvals')
      .set({ status: 'rejected', decided_by: operator.subjectId, decided_at: clock.now(), reject_reason: SUPERSEDED })
      .where('kind', '=', kind)
      .where('subject', '=', subject)
      .where('status', '=', 'pending')
      .execute();

  /** Whether this action, with what the operator moved alone over 24 hours, passes a limit (under the operator's lock). */
  async function overRollingLimit(trx: Kysely<DB>, action: MoneyAction<unknown>, operator: OperatorPrincipal) {
    await sql`select pg_advisory_xact_lock(hashtext('four-eyes-operator'), ${operator.subjectId}::int)`.execute(trx);
    const since = new Date(clock.now().getTime() - DAY_MS);
    const sums = await trx
      .selectFrom('operator_actions')
      .select([
        sql<string>`coalesce(sum(amount_minor) filter (where member_id = ${action.memberId!}), 0)`.as('member'),
        sql<string>`coalesce(sum(amount_minor), 0)`.as('total'),
      ])
      .where('operator_id', '=', operator.subjectId)
      .where('approved_by', 'is', null)
      .where('member_id', 'is not', null)
      .where('created_at', '>', since)
      .executeTakeFirstOrThrow();
    return (
      Number(sums.member) + action.amountMinor > env.FOUR_EYES_THRESHOLD_MINOR ||
      Number(sums.total) + action.amountMinor > env.FOUR_EYES_DAILY_MINOR
    );
  }

  return {
    /**
     * Files the action for a second operator whatever its amount, in the caller's transaction (the
     * money terms of content that pays: decision 033). The same request already waiting is
     * answered; a different one for the same subject is superseded by this one.
     */
    async fileIn(trx: Kysely<DB>, action: MoneyAction<unknown>, operator: OperatorPrincipal): Promise<ApprovalRow> {
      const kind = action.approvalKind;
      if (!kind) throw new Error(`four-eyes: ${action.auditKind} has no approval kind`);
      const waiting = await trx
        .selectFrom('operator_approvals')
        .selectAll()
        .where('kind', '=', kind)
        .where('subject', '=', action.subject)
        .where('status', '=', 'pending')
        .forUpdate()
        .executeTakeFirst();
      if (waiting && canonical(waiting.payload) === canonical(action.payload)) return waiting;
      if (waiting) await supersedeIn(trx, kind, action.subject, operator);
      return trx
        .insertInto('operator_approvals')
        .values({
          kind,
          subject: action.subject,
          payload: JSON.stringify(action.payload),
          amount_minor: action.amountMinor,
          currency: action.currency,
          requested_by: operator.subjectId,
          created_at: clock.now(),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    /** Closes what waits for `subject` (the change it asked for was taken back or made moot). */
    supersedeIn,

    /** The requests of `kind` waiting for the given subjects. */
    pendingFor: (kind: ApprovalKind, subjects: string[], trx: Kysely<DB> = db) =>
      subjects.length === 0
        ? Promise.resolve([] as ApprovalRow[])
        : trx
            .selectFrom('operator_approvals')
            .selectAll()
            .where('kind', '=', kind)
            .where('status', '=', 'pending')
            .where('subject', 'in', subjects)
            .execute(),

    /** How an approval of `kind` rebuilds its action from the stored payload (each feature registers its own). */
    register(kind: ApprovalKind, builder: ActionBuilder) {
      builders.set(kind, builder);
    },

    /**
     * Runs the action now, or files it for a second operator (`pending`) when it is above the
     * threshold, or when with what the operator moved alone in the last 24 hours it would be: for
     * the same member above FOUR_EYES_THRESHOLD_MINOR, for everyone above FOUR_EYES_DAILY_MINOR
     * (review N4). An operator's actions take turns (advisory lock), so parallel pieces count.
     */
    async perform<R>(
      action: MoneyAction<R>,
      operator: OperatorPrincipal,
    ): Promise<{ status: 'executed'; value: R } | { status: 'pending'; approval: Approval }> {
      const kind = action.approvalKind;
      if (kind && action.amountMinor > env.FOUR_EYES_THRESHOLD_MINOR) {
        return { status: 'pending', approval: await present(await request(action, kind, operator)) };
      }
      const operators = { requestedBy: operator.subjectId, approvedBy: null };
      const outcome = await inTransaction(db, async (trx) => {
        if (kind && action.memberId !== undefined && (await overRollingLimit(trx, action, operator))) return null;
        return runLogged(trx, action, operators, null);
      });
      if (!outcome) {
        return { status: 'pending', approval: await present(await request(action, kind!, operator)) };
      }
      outcome.announce?.();
      return { status: 'executed', value: outcome.value };
    },

    /**
     * A second operator approves: the claim (pending → approved, not by the requester) and the
     * action commit together, so of two approvals racing one runs it and the other finds it decided.
     * If the action fails (the withdrawal was rejected meanwhile, the wallet is short), nothing
     * changes and the request stays pending.
     */
    async approve(id: number, operator: OperatorPrincipal) {
      const row = await find(id);
      if (!row) throw new AppError('NOT_FOUND');
      if (row.status !== 'pending') throw new AppError('APPROVAL_NOT_PENDING', { value: { status: row.status } });
      if (row.requested_by === operator.subjectId) throw new AppError('APPROVAL_OWN_REQUEST');
      if (!holdsRole(operator.roles, APPROVER_ROLES[row.kind])) {
        throw new AppError('OPERATOR_ROLE_FORBIDDEN', {
          value: { allowedRoles: ['admin', ...APPROVER_ROLES[row.kind]] },
        });
      }
      const builder = builders.get(row.kind);
      if (!builder) throw new Error(`no four-eyes action registered for ${row.kind}`);
      const action = await builder(row.payload);
      const operators = { requestedBy: row.requested_by, approvedBy: operator.subjectId };
      const outcome = await inTransaction(db, async (trx) => {
        const claimed = await trx
          .updateTable('operator_approvals')
          .set({ status: 'approved', decided_by: operator.subjectId, decided_at: clock.now() })
          .where('id', '=', id)
          .where('status', '=', 'pending')
          .where('requested_by', '!=', operator.subjectId)
          .returning('id')
          .executeTakeFirst();
        if (!claimed) throw new AppError('APPROVAL_NOT_PENDING', { value: { status: 'decided' } });
        const done = await runLogged(trx, action, operators, id);
        await trx
          .updateTable('operator_approvals')
          .set({ result: done.value == null ? null : JSON.stringify(done.value) })
          .where('id', '=', id)
          .execute();
        return done;
      });
      outcome.announce?.();
      return present((await find(id))!);
    },

    /** A second operator (or the requester, withdrawing it) rejects: nothing runs. */
    async reject(id: number, operator: OperatorPrincipal, reason: string | null) {
      const row = await find(id);
      if (!row) throw new AppError('NOT_FOUND');
      const mayDecide = row.requested_by === operator.subjectId || holdsRole(operator.roles, APPROVER_ROLES[row.kind]);
      if (!mayDecide) {
        throw new AppError('OPERATOR_ROLE_FORBIDDEN', {
          value: { allowedRoles: ['admin', ...APPROVER_ROLES[row.kind]] },
        });
      }
      const rejected = await db
        .updateTable('operator_approvals')
        .set({ status: 'rejected', decided_by: operator.subjectId, decided_at: clock.now(), reject_reason: reason })
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .returningAll()
        .executeTakeFirst();
      if (!rejected) throw new AppError('APPROVAL_NOT_PENDING', { value: { status: row.status } });
      return present(rejected);
    },

    async get(id: number) {
      const row = await find(id);
      if (!row) throw new AppError('NOT_FOUND');
      return present(row);
    },

    async page(status: ApprovalRow['status'] | undefined, page: number, pageSize: number) {
      let query = db.selectFrom('operator_approvals');
      if (status) query = query.where('status', '=', status);
      const [rows, count] = await Promise.all([
        query
          .selectAll()
          .orderBy('id', 'desc')
          .limit(pageSize)
          .offset((page - 1) * pageSize)
          .execute(),
        query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      const total = Number(count.n);
      return {
        items: await Promise.all(rows.map(present)),
        page,
        pageSize,
        total,
        totalPages: Math.ceil(total / pageSize),
      };
    },
  };
});

export type FourEyes = ReturnType<typeof fourEyesFor>;
