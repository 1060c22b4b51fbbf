import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { z } from 'zod';
import {
  AML_OUTCOMES,
  amlCloseSchema,
  amlReopenSchema,
  type AmlAlertDetail,
  type AmlClose,
  type AmlOutcome,
} from '@portal/shared/contracts/aml';
import { formResolver } from '../../lib/form-resolver';
import { Button } from '../../ui/button';
import { FieldFrame, SelectField } from '../../ui/form/form-fields';
import { IssueTextProvider } from '../../ui/form/issue-text';
import { PlainTextField } from '../../ui/form/plain-text-field';
import { Modal } from '../../ui/modal';
import { DetailModal } from '../ui/detail-modal';
import { adminApi, useAdminSession } from '../lib/admin-api';
import { useRecordAction } from '../ui/use-record-action';
import { AML_KEY, useAmlAlert, useAmlAssignees } from './aml-api';
import { EvidenceView, useEvidenceValue } from './evidence-view';

const NOTE_MAX = 2000;

type Dialog = 'close' | 'reopen';
interface NoteValues {
  outcome?: AmlOutcome | '';
  note: string;
}
type NoteBody = z.output<typeof amlReopenSchema> | AmlClose;

/**
 * One alert: what the rule saw (figures, thresholds, the rows behind it, members linked to their
 * pages), its history, and the officer's actions: assign to me or to another officer, close with
 * an outcome and a required note, reopen with a note (never one closed as reported).
 */
export function AmlAlertDetailModal({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useTranslation('admin-aml');
  const { t: ta } = useTranslation('admin');
  const { i18n } = useTranslation();
  const me = useAdminSession((s) => s.operator);
  const alert = useAmlAlert(id);
  const assignees = useAmlAssignees();
  const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString(i18n.language) : '—');

  const { dialog, open, close, detail, mutation } = useRecordAction<
    Dialog,
    { action: 'assign' | Dialog; body?: Record<string, unknown> },
    AmlAlertDetail
  >({
    queryKey: AML_KEY,
    call: ({ action, body }) =>
      adminApi<AmlAlertDetail>(`/admin/api/aml/alerts/${id}/${action}`, { method: 'POST', body: body ?? {} }),
    notice: (_answer, { action }) => t(`done.${action}`),
  });

  const a = alert.data;
  const show = useEvidenceValue(a?.currency ?? '');
  return (
    <DetailModal
      title={t('detail.title', { id })}
      testId="aml-alert-detail"
      record={alert}
      loadFailed={(message) => t('loadFailed', { message })}
      onClose={onClose}
      {...detail}
      noticeTestId="aml-notice"
      dialogs={
        <>
          {dialog && (
            <NoteDialog
              kind={dialog}
              busy={mutation.isPending}
              error={mutation.error}
              onClose={() => {
                mutation.reset();
                close();
              }}
              onConfirm={(body) => mutation.mutate({ action: dialog, body })}
            />
          )}
        </>
      }
    >
      {(a) => (
        <>
          <p>
            <strong>{t(`rules.${a.rule}.name`)}</strong> — {t(`rules.${a.rule}.description`)}
          </p>
          <p className="admin-muted" data-testid="aml-summary">
            {a.summary}
          </p>
          <dl className="admin-dl">
            <dt>{ta('fields.status')}</dt>
            <dd data-testid="aml-status">
              {t(`status.${a.status}`)}
              {a.outcome && ` · ${t(`outcome.${a.outcome}`)}`}
            </dd>
            <dt>{t('members')}</dt>
            <dd>
              {a.members.map((m, index) => (
                <span key={m.id}>
                  {index > 0 && ', '}
                  <Link to={`/members/${m.id}`} data-testid={`aml-member-${m.id}`}>
                    {m.username}
                  </Link>
                </span>
              ))}
            </dd>
            <dt>{t('subject')}</dt>
            <dd>
              <code>{a.subject}</code>
            </dd>
            <dt>{ta('fields.amount')}</dt>
            <dd>{show('amount', a.amount)}</dd>
            <dt>{t('window')}</dt>
            <dd>
              {when(a.windowStart)} – {when(a.windowEnd)}
            </dd>
            <dt>{t('assignedTo')}</dt>
            <dd>{a.assignedTo ?? '—'}</dd>
            {a.status === 'closed' && (
              <>
                <dt>{t('closedBy')}</dt>
                <dd>
                  {a.closedBy} <span className="admin-muted">{when(a.closedAt)}</span>
                </dd>
                <dt>{t('note')}</dt>
                <dd data-testid="aml-close-note">{a.closeNote}</dd>
              </>
            )}
          </dl>
          <EvidenceView evidence={a.evidence} currency={a.currency} />
          <h3>{t('detail.history')}</h3>
          <ol className="aml-history" data-testid="aml-history">
            {a.history.map((h, index) => (
              <li key={index}>
                {when(h.at)} · {t(`history.${h.action}`)}
                {h.operator && ` · ${h.operator}`}
                {h.assignedTo && ` → ${h.assignedTo}`}
                {h.outcome && ` · ${t(`outcome.${h.outcome}`)}`}
                {h.note && <q> {h.note}</q>}
              </li>
            ))}
          </ol>
          {a.status !== 'closed' && (
            <div className="admin-actions admin-detail__actions">
              <Button
                onClick={() => mutation.mutate({ action: 'assign' })}
                disabled={mutation.isPending || a.assignedTo === me?.username}
                data-testid="aml-assign-me"
              >
                {t('actions.assignMe')}
              </Button>
              <FieldFrame label={t('actions.assignTo')}>
                {(aria) => (
                  <select
                    {...aria}
                    value=""
                    disabled={mutation.isPending}
                    onChange={(event) =>
                      event.target.value &&
                      mutation.mutate({ action: 'assign', body: { operatorId: Number(event.target.value) } })
                    }
                    data-testid="aml-assign-to"
                  >
                    <option value="">—</option>
                    {(assignees.data ?? []).map((o) => (
                      <option key={o.id} value={o.id}>
                        {o.username}
                      </option>
                    ))}
                  </select>
                )}
              </FieldFrame>
              <Button variant="primary" onClick={() => open('close')} data-testid="aml-close">
                {t('actions.close')}
              </Button>
            </div>
          )}
          {a.status === 'closed' && a.outcome !== 'reported' && (
            <div className="admin-actions admin-detail__actions">
              <Button onClick={() => open('reopen')} data-testid="aml-reopen">
                {t('actions.reopen')}
              </Button>
            </div>
          )}
          {a.status === 'closed' && a.outcome === 'reported' && <p className="admin-muted">{t('reportedFinal')}</p>}
        </>
      )}
    </DetailModal>
  );
}

/** Close (an outcome and a note, both required) or reopen (a note), checked by the route's schema. */
function NoteDialog({
  kind,
  busy,
  error,
  onClose,
  onConfirm,
}: {
  kind: 'close' | 'reopen';
  busy: boolean;
  error: Error | null;
  onClose: () => void;
  onConfirm: (body: NoteBody) => void;
}) {
  const { t } = useTranslation('admin-aml');
  const { t: ta } = useTranslation('admin');
  // The reopen route takes the note alone (its schema is strict): no outcome key at all.
  const { control, watch, handleSubmit } = useForm<NoteValues, unknown, NoteBody>({
    defaultValues: kind === 'close' ? { outcome: '', note: '' } : { note: '' },
    resolver: formResolver<NoteValues, NoteBody>(kind === 'close' ? amlCloseSchema : amlReopenSchema),
  });
  return (
    <Modal open onClose={onClose} title={t(`dialog.${kind}Title`)} testId="aml-note-dialog">
      <form onSubmit={(event) => void handleSubmit(onConfirm)(event)} noValidate className="admin-form">
        {kind === 'close' && (
          // The one issue an outcome can have is none chosen; a note's, none written (its length is capped).
          <IssueTextProvider value={() => t('dialog.outcomeRequired')}>
            <SelectField
              control={control}
              name="outcome"
              label={t('outcomeLabel')}
              options={[
                { value: '', label: '—' },
                ...AML_OUTCOMES.map((o) => ({ value: o, label: t(`outcome.${o}`) })),
              ]}
              testId="aml-outcome"
            />
          </IssueTextProvider>
        )}
        {kind === 'close' && watch('outcome') === 'reported' && (
          <p className="admin-muted">{t('dialog.reportedWarning')}</p>
        )}
        <IssueTextProvider value={() => t('dialog.noteRequired')}>
          <PlainTextField
            control={control}
            name="note"
            type="note"
            label={t('note')}
            rows={4}
            maxLength={NOTE_MAX}
            testId="aml-note"
          />
        </IssueTextProvider>
        {error && (
          <p className="admin-error" role="alert">
            {error.message || ta('failed')}
          </p>
        )}
        <div className="admin-actions">
          <Button type="button" onClick={onClose}>
            {ta('actions.cancel')}
          </Button>
          <Button type="submit" variant="primary" disabled={busy} data-testid="aml-note-confirm">
            {kind === 'close' ? t('actions.close') : t('actions.reopen')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
