import type { Kysely } from 'kysely';
import type { AmlAlertsPage, AmlAlertsQuery, AmlClose, AmlAlert, AmlAlertDetail } from '@portal/shared/contracts/aml';
import { FieldIssue } from '@portal/shared/errors';
import type { DB } from '../../db/schema.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError } from '../../platform/app-error.ts';
import type { AppContext } from '../../platform/context.ts';
import { createAmlAlertsRepo, type AmlAlertsRepo } from './aml-alerts.repo.ts';
import { suspiciousActivityCsv } from './aml.csv.ts';
import { presentAlert, presentAlertDetail } from './aml.presenter.ts';
import { createAmlScan } from './aml-scan.ts';

/** The compliance queue's commands: read, assign, close with an outcome and a note, reopen, export. */
export function createAmlService(ctx: AppContext) {
  const repo = createAmlAlertsRepo(ctx.db);
  const decimals = async () => (await ctx.settings.get()).currency.decimals;

  async function detail(id: number): Promise<AmlAlertDetail> {
    const row = await repo.one(id);
    if (!row) throw new AppError('NOT_FOUND');
    return presentAlertDetail(row, await repo.history(id), await decimals());
  }

  /** Why a transition found no row to change: the alert is gone, or in the wrong state. */
  async function refusal(id: number, expected: 'not-closed' | 'closed'): Promise<never> {
    const row = await repo.one(id);
    if (!row) throw new AppError('NOT_FOUND');
    if (expected === 'not-closed') throw new AppError('AML_ALERT_CLOSED');
    if (row.status !== 'closed') throw new AppError('AML_ALERT_NOT_CLOSED');
    throw new AppError('AML_ALERT_REPORTED');
  }

  return {
    scan: createAmlScan(ctx),
    detail,

    async page(query: AmlAlertsQuery): Promise<AmlAlertsPage> {
      const { page, pageSize, ...filter } = query;
      const { rows, total } = await repo.page(filter, page, pageSize);
      const d = await decimals();
      return { items: rows.map((r) => presentAlert(r, d)), page, pageSize, total };
    },

    /** To `operatorId` (a compliance officer or an admin), or to the caller. */
    async assign(id: number, operatorId: number, by: number): Promise<AmlAlertDetail> {
      const target = await ctx.db
        .selectFrom('operators')
        .select(['id', 'roles'])
        .where('id', '=', operatorId)
        .executeTakeFirst();
      if (!target || !target.roles.some((r) => r === 'compliance' || r === 'admin')) {
        throw new AppError('VALIDATION_FAILED', { value: { fields: { operatorId: FieldIssue.INVALID_VALUE } } });
      }
      const done = await inTransaction(ctx.db, (trx) => repo.assign(trx, id, operatorId, by, ctx.clock.now()));
      if (!done) await refusal(id, 'not-closed');
      return detail(id);
    },

    async close(id: number, close: AmlClose, by: number): Promise<AmlAlertDetail> {
      const done = await inTransaction(ctx.db, (trx) => repo.close(trx, id, close, by, ctx.clock.now()));
      if (!done) await refusal(id, 'not-closed');
      return detail(id);
    },

    async reopen(id: number, note: string, by: number): Promise<AmlAlertDetail> {
      const done = await inTransaction(ctx.db, (trx) => repo.reopen(trx, id, note, by, ctx.clock.now()));
      if (!done) await refusal(id, 'closed');
      return detail(id);
    },

    async exportCsv(ids: number[] | null, limit: number): Promise<string> {
      return suspiciousActivityCsv(await repo.exportRows(ids, limit), await decimals());
    },

    assignees: () => repo.assignees(),
  };
}
export type AmlService = ReturnType<typeof createAmlService>;

/**
 * A member's AML alerts, newest first (up to 50): for the console's member pages (the
 * responsible-gaming page calls this). `decimals` is the brand currency's.
 */
export async function memberAlerts(
  db: Kysely<DB>,
  memberId: number,
  decimals: number,
  repo: AmlAlertsRepo = createAmlAlertsRepo(db),
): Promise<AmlAlert[]> {
  return (await repo.forMember(memberId, 50)).map((row) => presentAlert(row, decimals));
}
