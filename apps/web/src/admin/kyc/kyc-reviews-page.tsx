import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  KYC_SUBMISSION_STATUSES,
  type KycDecisionPayload,
  type KycDocument,
  type KycQueuePage,
  type KycSubmissionStatus,
} from '@portal/shared/contracts/kyc';
import { ApiError } from '../../lib/api-client';
import { Button } from '../../ui/button';
import { SelectField } from '../../ui/form/form-fields';
import { ImageField } from '../../ui/form/image-field';
import { Spinner } from '../../ui/spinner';
import { DetailModal } from '../ui/detail-modal';
import { PageHeader } from '../ui/page-header';
import { numericId, useQueueParams } from '../ui/queue-params';
import { QueueTable } from '../ui/queue-table';
import { SelectFilter } from '../ui/select-filter';
import {
  KYC_PAGE_SIZE,
  useExclusionStats,
  useImportExclusions,
  useKycDecision,
  useKycDocumentBlob,
  useKycQueue,
  useKycSubmission,
} from './kyc-api';
import { DecisionNote, type Asking } from './decision-note';
import './kyc.css';

type QueueItem = KycQueuePage['items'][number];
interface ExclusionImport {
  file: File | null;
  mode: 'replace' | 'append';
}

const when = (iso: string | null, language: string) =>
  iso ? new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso)) : '—';

/** The queue opens on the submissions waiting for a review. */
const DEFAULTS = { status: 'pending' };

const failure = (error: unknown) => (error instanceof ApiError ? error.message : String(error));

/**
 * KYC reviews (decision 042; compliance, and admin): the submissions of a status, pending ones
 * oldest first; one opened shows the member's date of birth, masked CPF, verified level and the
 * documents inline, with approve, reject (a reason) and ask for more (a note). Below, the national
 * exclusion list: its size and an import (replace or append) of a regulator's file of hashes.
 */
export default function KycReviewsPage() {
  const { t, i18n } = useTranslation('admin-kyc');
  const q = useQueueParams(DEFAULTS);
  const status = (KYC_SUBMISSION_STATUSES as readonly string[]).includes(q.values.status)
    ? (q.values.status as KycSubmissionStatus)
    : 'pending';
  const queue = useKycQueue(status, q.page);
  const openId = numericId(q.open);

  return (
    <>
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <div className="admin-filters">
        <SelectFilter
          label={t('status.label')}
          value={status}
          onChange={(value) => q.setFilters({ status: value })}
          options={KYC_SUBMISSION_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
          testId="kyc-filter-status"
        />
      </div>
      <QueueTable<QueueItem>
        testId="kyc-queue"
        openId={(row) => String(row.id)}
        openButton={{ label: t('open'), testId: (row) => `kyc-open-${row.id}` }}
        list={queue}
        loadFailed={(message) => t('loadFailed', { message })}
        queue={q}
        pageSize={KYC_PAGE_SIZE}
        rowKey={(row) => row.id}
        empty={t(status === 'pending' ? 'emptyPending' : 'empty')}
        columns={[
          { key: 'id', header: '#', cell: (row) => row.id },
          { key: 'submitted', header: t('submittedAt'), cell: (row) => when(row.submittedAt, i18n.language) },
          { key: 'member', header: t('member'), cell: (row) => row.username },
          { key: 'level', header: t('level'), cell: (row) => t(`levels.${row.level as 1 | 2}`) },
          { key: 'status', header: t('status.label'), cell: (row) => t(`status.${row.status}`) },
        ]}
      />
      {openId !== null && <SubmissionDialog id={openId} onClose={() => q.setOpen(null)} />}
      <ExclusionList />
    </>
  );
}

function SubmissionDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const { t, i18n } = useTranslation('admin-kyc');
  const submission = useKycSubmission(id);
  const decide = useKycDecision();
  const [asking, setAsking] = useState<Asking | null>(null);

  const send = (payload: KycDecisionPayload) => decide.mutate({ id, payload }, { onSuccess: () => setAsking(null) });

  return (
    <DetailModal
      title={t('detail.title', { id })}
      testId="kyc-submission"
      draggable={false}
      record={submission}
      loadFailed={(message) => t('loadFailed', { message })}
      onClose={onClose}
    >
      {(s) => (
        <>
          <dl className="admin-dl">
            <dt>{t('member')}</dt>
            <dd data-testid="kyc-member">
              {s.username} (#{s.memberId})
            </dd>
            <dt>{t('level')}</dt>
            <dd>{t(`levels.${s.level as 1 | 2}`)}</dd>
            <dt>{t('status.label')}</dt>
            <dd data-testid="kyc-status">{t(`status.${s.status}`)}</dd>
            <dt>{t('detail.dateOfBirth')}</dt>
            <dd>{s.dateOfBirth ?? '—'}</dd>
            <dt>{t('detail.cpf')}</dt>
            <dd>{s.cpfMasked ?? '—'}</dd>
            <dt>{t('detail.verifiedLevel')}</dt>
            <dd>{s.verifiedLevel}</dd>
            <dt>{t('submittedAt')}</dt>
            <dd>{when(s.submittedAt, i18n.language)}</dd>
            {s.decidedAt ? (
              <>
                <dt>{t('detail.decided')}</dt>
                <dd>
                  {when(s.decidedAt, i18n.language)} · {s.decidedBy ?? '—'}
                </dd>
              </>
            ) : null}
            {s.note ? (
              <>
                <dt>{t('detail.note')}</dt>
                <dd data-testid="kyc-note">{s.note}</dd>
              </>
            ) : null}
          </dl>
          <div className="kyc-review__documents">
            {s.documents.map((document) => (
              <DocumentView key={document.id} document={document} />
            ))}
          </div>
          {decide.isError && (
            <p className="admin-error" role="alert">
              {failure(decide.error)}
            </p>
          )}
          {s.status === 'pending' && asking === null && (
            <div className="admin-actions">
              <Button
                variant="primary"
                disabled={decide.isPending}
                onClick={() => send({ decision: 'approve' })}
                data-testid="kyc-approve"
              >
                {t('actions.approve')}
              </Button>
              <Button variant="danger" onClick={() => setAsking('reject')} data-testid="kyc-reject">
                {t('actions.reject')}
              </Button>
              <Button onClick={() => setAsking('more_info')} data-testid="kyc-more-info">
                {t('actions.moreInfo')}
              </Button>
            </div>
          )}
          {asking !== null && (
            <DecisionNote
              key={asking}
              asking={asking}
              busy={decide.isPending}
              onSend={send}
              onCancel={() => setAsking(null)}
            />
          )}
        </>
      )}
    </DetailModal>
  );
}

/** A document behind the operator token: an image inline, a PDF in a frame; each opens full size. */
function DocumentView({ document }: { document: KycDocument }) {
  const { t } = useTranslation('admin-kyc');
  const blob = useKycDocumentBlob(document.id);
  const url = useMemo(() => (blob.data ? URL.createObjectURL(blob.data) : null), [blob.data]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return (
    <figure className="kyc-review__document" data-testid={`kyc-document-${document.kind}`}>
      <figcaption>
        <strong>{t(`kinds.${document.kind}`)}</strong> · {document.fileName}
      </figcaption>
      {!url ? (
        blob.isError ? (
          <p className="admin-error">{t('detail.fileFailed')}</p>
        ) : (
          <Spinner size={20} />
        )
      ) : document.contentType === 'application/pdf' ? (
        <iframe src={url} title={document.fileName} className="kyc-review__pdf" />
      ) : (
        <img src={url} alt={t(`kinds.${document.kind}`)} />
      )}
      {url && (
        <a href={url} target="_blank" rel="noreferrer">
          {t('detail.openFile')}
        </a>
      )}
    </figure>
  );
}

/** The national exclusion list: size, last import, and a file import (replace or append). */
function ExclusionList() {
  const { t, i18n } = useTranslation('admin-kyc');
  const stats = useExclusionStats();
  const importList = useImportExclusions();
  const form = useForm<ExclusionImport>({ defaultValues: { file: null, mode: 'append' } });
  const file = form.watch('file');
  return (
    <section className="kyc-exclusions" aria-labelledby="kyc-exclusions-title">
      <h2 id="kyc-exclusions-title">{t('exclusions.title')}</h2>
      <p className="admin-muted">{t('exclusions.hint')}</p>
      <p data-testid="kyc-exclusions-total">
        {stats.data
          ? t('exclusions.total', { total: stats.data.total, at: when(stats.data.lastImportedAt, i18n.language) })
          : null}
      </p>
      <form
        className="admin-filters"
        onSubmit={(event) =>
          void form.handleSubmit(({ file, mode }) => file && importList.mutate({ file, mode }))(event)
        }
      >
        <ImageField
          control={form.control}
          name="file"
          label={t('exclusions.file')}
          accept=".txt,.csv,text/plain,text/csv"
          testId="kyc-exclusions-file"
        />
        <SelectField
          control={form.control}
          name="mode"
          label={t('exclusions.mode')}
          options={(['append', 'replace'] as const).map((mode) => ({ value: mode, label: t(`exclusions.${mode}`) }))}
        />
        <Button
          type="submit"
          variant="primary"
          disabled={!file || importList.isPending}
          data-testid="kyc-exclusions-import"
        >
          {importList.isPending ? <Spinner size={16} /> : t('exclusions.import')}
        </Button>
      </form>
      {importList.isError && (
        <p className="admin-error" role="alert">
          {failure(importList.error)}
        </p>
      )}
      {importList.data && (
        <p className="kyc-notice" role="status" data-testid="kyc-exclusions-done">
          {t('exclusions.done', importList.data)}
        </p>
      )}
    </section>
  );
}
