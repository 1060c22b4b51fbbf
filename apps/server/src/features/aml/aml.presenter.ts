import type { AmlAlert, AmlAlertDetail, AmlEvidence } from '@portal/shared/contracts/aml';
import { toMajor } from '@portal/shared/money';
import type { AlertRow, HistoryRow } from './aml-alerts.repo.ts';

const isoOrNull = (at: Date | null) => (at ? new Date(at).toISOString() : null);

/** An alert as the queue lists it. */
export function presentAlert(row: AlertRow, decimals: number): AmlAlert {
  return {
    id: Number(row.id),
    rule: row.rule,
    subject: row.subject_key,
    status: row.status,
    members: (row.members ?? []).map((m) => ({ id: Number(m.id), username: m.username })),
    amount: toMajor(Number(row.amount_minor), decimals),
    currency: row.currency,
    windowStart: new Date(row.window_start).toISOString(),
    windowEnd: new Date(row.window_end).toISOString(),
    summary: typeof row.evidence.summary === 'string' ? row.evidence.summary : '',
    assignedTo: row.assigned_to_name,
    outcome: row.outcome,
    closedAt: isoOrNull(row.closed_at),
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/** One alert with its evidence and what happened to it. */
export function presentAlertDetail(row: AlertRow, history: HistoryRow[], decimals: number): AmlAlertDetail {
  const evidence = row.evidence as Partial<AmlEvidence>;
  return {
    ...presentAlert(row, decimals),
    evidence: {
      summary: evidence.summary ?? '',
      thresholds: evidence.thresholds ?? {},
      rows: evidence.rows ?? [],
      figures: evidence.figures ?? {},
    },
    closeNote: row.close_note,
    closedBy: row.closed_by_name,
    history: history.map((h) => ({
      action: h.action,
      operator: h.operator_name,
      assignedTo: h.assigned_to_name,
      outcome: h.outcome,
      note: h.note,
      at: new Date(h.created_at).toISOString(),
    })),
  };
}
