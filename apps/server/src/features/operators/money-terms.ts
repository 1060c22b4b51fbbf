import type { Kysely } from 'kysely';
import type { MoneyTermsState } from '@portal/shared/contracts/operators';
import type { DB } from '../../db/schema.ts';
import { AppError } from '../../platform/app-error.ts';
import type { AppContext } from '../../platform/context.ts';
import type { OperatorPrincipal } from '../../platform/principals.ts';
import { fourEyesFor, type MoneyAction } from './four-eyes.ts';

export type TermsKind = 'promotion_terms' | 'mission_terms' | 'goods_terms';

/** What every row with money terms stores about their approval. */
export interface ApprovedColumns {
  id: number;
  terms_approved_at: Date | null;
  terms_approved_by: number | null;
}

/**
 * One kind of content that can pay money (decision 033): which of its columns are money terms,
 * whether given terms pay at all, and how an approval writes them (the feature's own SQL).
 */
export interface TermsSpec<Row extends ApprovedColumns, T extends Partial<Row>> {
  kind: TermsKind;
  subject: (id: number) => string;
  /** The row's money terms, as stored (jsonb columns as objects). */
  of(row: Row): T;
  paysMoney(terms: T): boolean;
  /** The most one claim pays under the terms (minor units; 0 when the terms do not bound it), shown by the approval. */
  amountOf(terms: T): number;
  /** Writes the approved terms and who approved them; false when the row is gone. */
  applyIn(trx: Kysely<DB>, id: number, terms: T, approval: { at: Date; by: number }): Promise<boolean>;
}

/** What a save does with the money terms it was given. */
export interface TermsPlan {
  /** Write the given terms to the row now (it does not pay, or never had approved terms). */
  writeTerms: boolean;
  /** The row's approval no longer holds (its terms pay nothing now). */
  clearApproval: boolean;
  /** File the terms for finance's approval (otherwise close what waits: taken back or moot). */
  file: boolean;
}

/** Key order does not matter: jsonb keeps its own. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  );

/**
 * Money terms under four-eyes (decision 033): the row holds the terms in force; a change of the
 * terms of a row that pays waits as a four-eyes request (kind spec.kind) that a finance operator
 * other than the requester approves, which writes them and logs the operator_actions row. A row
 * whose terms were never approved pays nothing (the feature's live filter), and takes every
 * change directly while its request waits.
 */
export function createMoneyTerms<Row extends ApprovedColumns, T extends Partial<Row>>(
  ctx: AppContext,
  spec: TermsSpec<Row, T>,
) {
  const fourEyes = fourEyesFor(ctx);

  function actionOf(id: number, terms: T, currency: string): MoneyAction<{ id: number }> {
    return {
      auditKind: spec.kind,
      approvalKind: spec.kind,
      subject: spec.subject(id),
      payload: { id, terms },
      amountMinor: spec.amountOf(terms),
      currency,
      async run(trx, operators) {
        // Only filed, never performed: an approval always has its approver.
        const by = operators.approvedBy ?? operators.requestedBy;
        if (!(await spec.applyIn(trx, id, terms, { at: ctx.clock.now(), by }))) throw new AppError('NOT_FOUND');
        return { value: { id } };
      },
    };
  }
  fourEyes.register(spec.kind, async (payload) =>
    actionOf(Number(payload.id), payload.terms as T, (await ctx.settings.get()).currency.code),
  );

  return {
    /** What a save of `terms` does, given the row before it (null: a new row). */
    plan(before: Row | null, terms: T): TermsPlan {
      if (!spec.paysMoney(terms)) return { writeTerms: true, clearApproval: true, file: false };
      if (!before || before.terms_approved_at === null || !spec.paysMoney(spec.of(before))) {
        return { writeTerms: true, clearApproval: before !== null, file: true };
      }
      // Approved terms stay in force: the change waits, or (back to them) what waited is taken back.
      const same = canonical(spec.of(before)) === canonical(terms);
      return { writeTerms: false, clearApproval: false, file: !same };
    },

    /**
     * Files the terms for approval, or closes the request that waits; in the save's transaction
     * (`currency` read before it: nothing here may query outside `trx`).
     */
    async settleIn(
      trx: Kysely<DB>,
      change: { id: number; terms: T; plan: TermsPlan; currency: string },
      operator: OperatorPrincipal,
    ) {
      const { id, terms, plan, currency } = change;
      if (plan.file) await fourEyes.fileIn(trx, actionOf(id, terms, currency), operator);
      else await fourEyes.supersedeIn(trx, spec.kind, spec.subject(id), operator);
    },

    /** Each row's approval state, and the terms its waiting request proposes (the editor's draft). */
    async statesOf(rows: Row[]): Promise<Map<number, { state: MoneyTermsState; pending: T | null }>> {
      const waiting = await fourEyes.pendingFor(
        spec.kind,
        rows.map((row) => spec.subject(row.id)),
      );
      const bySubject = new Map(waiting.map((approval) => [approval.subject, approval]));
      return new Map(
        rows.map((row) => {
          const approval = bySubject.get(spec.subject(row.id));
          const status: MoneyTermsState['status'] = approval
            ? 'pending'
            : !spec.paysMoney(spec.of(row))
              ? 'none'
              : row.terms_approved_at
                ? 'approved'
                : 'unapproved';
          const state: MoneyTermsState = {
            status,
            live: spec.paysMoney(spec.of(row)) ? row.terms_approved_at !== null : true,
            approvalId: approval?.id ?? null,
            requestedBy: approval?.requested_by ?? null,
            approvedAt: row.terms_approved_at ? new Date(row.terms_approved_at).toISOString() : null,
            approvedBy: row.terms_approved_by,
          };
          return [row.id, { state, pending: approval ? ((approval.payload as { terms: T }).terms ?? null) : null }];
        }),
      );
    },
  };
}

export type MoneyTerms<Row extends ApprovedColumns, T extends Partial<Row>> = ReturnType<
  typeof createMoneyTerms<Row, T>
>;
