import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { AuditEntry } from '@portal/shared/contracts/reports';
import { Button } from '../../ui/button';
import { useDownload } from '../lib/use-download';
import { DataTable, type Column } from '../../ui/data-table';
import { Pager } from '../ui/list-pager';
import { PageHeader } from '../ui/page-header';
import { AuditDetail, outcomeOf, statusBadge } from './audit-detail';
import { AuditActionText, AuditAmount, AuditMember, AuditTime } from './audit-words';
import { rangeProblem, utcDay } from './report-range';
import { downloadAudit, useAuditPage, type AuditFilters } from './reports-api';
import './reports.css';

const PAGE_SIZE = 25;
const FILTERS = ['operator', 'action', 'subject', 'from', 'to'] as const;

/** The filters as the address bar keeps them. */
function readFilters(params: URLSearchParams): AuditFilters {
  const filters: AuditFilters = {};
  for (const name of FILTERS) {
    const value = params.get(name)?.trim();
    if (value) filters[name] = value;
  }
  return filters;
}

/** What is wrong with the draft's days, if anything: either may be left empty. */
function daysProblem(draft: AuditFilters): 'invalid' | 'order' | null {
  if (draft.from && draft.to) {
    const problem = rangeProblem({ from: draft.from, to: draft.to });
    return problem === 'tooLong' ? null : problem;
  }
  const one = draft.from ?? draft.to;
  return one && rangeProblem({ from: one, to: one }) ? 'invalid' : null;
}

/** Every operator action: who, when, what and the answer; a row opens its before and after. */
export default function AuditPage() {
  const { t } = useTranslation('admin-reports');
  const { t: ta } = useTranslation('admin');
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [draft, setDraft] = useState<AuditFilters>(filters);
  const [selected, setSelected] = useState<number | null>(null);
  const download = useDownload();
  const log = useAuditPage(filters, page, PAGE_SIZE);
  const problem = daysProblem(draft);

  const apply = (next: AuditFilters, nextPage = 1) => {
    const out = new URLSearchParams();
    for (const name of FILTERS) if (next[name]) out.set(name, next[name]);
    if (nextPage > 1) out.set('page', String(nextPage));
    setParams(out);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (problem) return;
    setSelected(null);
    apply(draft);
  };

  const clear = () => {
    setDraft({});
    setSelected(null);
    apply({});
  };

  const exportCsv = () => download.run(() => downloadAudit(filters, utcDay(new Date())));

  const field = (name: (typeof FILTERS)[number], type: 'text' | 'date', maxLength?: number) => (
    <label className="reports-field">
      <span className="admin-muted">{t(`audit.filters.${name}`)}</span>
      <input
        type={type}
        value={draft[name] ?? ''}
        maxLength={maxLength}
        placeholder={type === 'text' ? t(`audit.placeholders.${name}`) : undefined}
        onChange={(e) => setDraft({ ...draft, [name]: e.target.value || undefined })}
        aria-invalid={type === 'date' && problem ? true : undefined}
        data-testid={`audit-filter-${name}`}
      />
    </label>
  );

  const columns: Column<AuditEntry>[] = [
    { key: 'when', header: t('audit.when'), cell: (r) => <AuditTime at={r.createdAt} /> },
    { key: 'who', header: t('audit.who'), cell: (r) => r.username },
    { key: 'what', header: t('audit.what'), cell: (r) => <AuditActionText entry={r} /> },
    { key: 'member', header: t('audit.member'), cell: (r) => <AuditMember entry={r} /> },
    { key: 'amount', header: t('audit.amount'), numeric: true, cell: (r) => <AuditAmount entry={r} /> },
    {
      key: 'status',
      header: ta('fields.status'),
      cell: (r) => (
        <span className={statusBadge(r.statusCode)} title={String(r.statusCode)}>
          {t(`audit.outcome.${outcomeOf(r.statusCode)}`)}
        </span>
      ),
    },
    {
      key: 'open',
      header: '',
      cell: (r) => (
        <Button
          size="sm"
          variant="ghost"
          onClick={(e) => {
            e.stopPropagation();
            setSelected(selected === r.id ? null : r.id);
          }}
          aria-expanded={selected === r.id}
          data-testid={`audit-open-${r.id}`}
        >
          {t('audit.open')}
        </Button>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title={t('audit.title')}
        subtitle={t('audit.subtitle')}
        actions={
          <Button onClick={exportCsv} disabled={download.busy} data-testid="audit-export">
            {ta('actions.export')}
          </Button>
        }
      />
      <form className="admin-filters reports-audit-filters" onSubmit={submit} role="search" data-testid="audit-filters">
        {field('operator', 'text', 40)}
        {field('action', 'text', 200)}
        {field('subject', 'text', 200)}
        {field('from', 'date')}
        {field('to', 'date')}
        <div className="admin-actions">
          <Button type="submit" variant="primary" disabled={problem !== null} data-testid="audit-search">
            {ta('actions.search')}
          </Button>
          <Button onClick={clear}>{ta('actions.clear')}</Button>
        </div>
        {problem && (
          <p className="admin-error reports-range-picker__error" role="alert">
            {t(`range.problems.${problem}`)}
          </p>
        )}
      </form>
      {download.error && (
        <p className="admin-error" role="alert">
          {download.error}
        </p>
      )}
      {log.isError ? (
        <p className="admin-error" role="alert">
          {log.error.message || ta('failed')}
        </p>
      ) : (
        <div className="reports-audit">
          <div className="reports-audit__list">
            <DataTable
              columns={columns}
              rows={log.data?.items}
              rowKey={(r) => r.id}
              loading={log.isFetching}
              empty={t('audit.empty')}
              onRowClick={(r) => setSelected(r.id)}
              testId="audit-table"
            />
            {log.data && log.data.total > 0 && (
              <Pager
                page={log.data.page}
                pageSize={log.data.pageSize}
                total={log.data.total}
                onPage={(p) => apply(filters, p)}
              />
            )}
          </div>
          {selected !== null && <AuditDetail id={selected} onClose={() => setSelected(null)} />}
        </div>
      )}
    </>
  );
}
