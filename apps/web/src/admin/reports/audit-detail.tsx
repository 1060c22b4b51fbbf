import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuditEntryDetail } from '@portal/shared/contracts/reports';
import { Button } from '../../ui/button';
import { Spinner } from '../../ui/spinner';
import { diffJson } from './json-diff';
import { useAuditEntry } from './reports-api';
import { AuditActionText, AuditAmount, AuditMember, AuditTime } from './audit-words';
import { TableScroll } from '../../ui/data-table';

/** What the answer meant to the operator: done, refused (their side) or failed (ours). */
export const outcomeOf = (status: number) => (status < 300 ? 'done' : status < 500 ? 'refused' : 'failed');

export const statusBadge = (status: number) =>
  status < 300
    ? 'admin-badge admin-badge--good'
    : status < 500
      ? 'admin-badge admin-badge--warn'
      : 'admin-badge admin-badge--bad';

/** The record before and after the action, leaf by leaf; unchanged leaves on request. */
function ChangeTable({ entry }: { entry: AuditEntryDetail }) {
  const { t } = useTranslation('admin-reports');
  const [all, setAll] = useState(false);
  const rows = diffJson(entry.before, entry.after);
  const same = rows.filter((row) => row.change === 'same').length;
  const shown = all ? rows : rows.filter((row) => row.change !== 'same');
  return (
    <div className="reports-diff" data-testid="audit-diff">
      <TableScroll>
        <table className="data-table reports-diff__table">
          <thead>
            <tr>
              <th scope="col">{t('audit.field')}</th>
              <th scope="col">{t('audit.before')}</th>
              <th scope="col">{t('audit.after')}</th>
            </tr>
          </thead>
          <tbody>
            {shown.length === 0 ? (
              <tr>
                <td colSpan={3} className="data-table__state">
                  {t('audit.noDifference')}
                </td>
              </tr>
            ) : (
              shown.map((row) => (
                <tr key={row.path} className={`reports-diff__${row.change}`} data-change={row.change}>
                  <th scope="row">{row.path}</th>
                  <td data-testid="audit-diff-before">{row.before ?? '—'}</td>
                  <td data-testid="audit-diff-after">{row.after ?? '—'}</td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </TableScroll>
      {same > 0 && (
        <Button size="sm" variant="ghost" onClick={() => setAll(!all)}>
          {all ? t('audit.hideSame') : t('audit.showSame', { count: same })}
        </Button>
      )}
    </div>
  );
}

const pretty = (value: unknown) => JSON.stringify(value, null, 2);

/** One audit row in full: who, when, what, the answer, the record's change and the request. */
export function AuditDetail({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useTranslation('admin-reports');
  const { t: ta } = useTranslation('admin');
  const entry = useAuditEntry(id);
  const data = entry.data;
  const card = useRef<HTMLElement>(null);
  // Below the list (narrower than 1680 px) an opened row's detail would sit out of sight.
  useEffect(() => {
    card.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [id]);
  return (
    <section ref={card} className="admin-card reports-audit-detail" data-testid="audit-detail" aria-live="polite">
      <div className="reports-table__bar">
        <h2>{t('audit.detailTitle', { id })}</h2>
        <Button size="sm" variant="ghost" onClick={onClose} data-testid="audit-detail-close">
          {ta('actions.close')}
        </Button>
      </div>
      {entry.isPending ? (
        <Spinner />
      ) : entry.isError || !data ? (
        <p className="admin-error" role="alert">
          {entry.error?.message || ta('failed')}
        </p>
      ) : (
        <>
          <dl className="admin-dl">
            <dt>{t('audit.who')}</dt>
            <dd>{data.username}</dd>
            <dt>{t('audit.when')}</dt>
            <dd>
              <AuditTime at={data.createdAt} />
            </dd>
            <dt>{t('audit.what')}</dt>
            <dd>
              <AuditActionText entry={data} />
            </dd>
            <dt>{t('audit.member')}</dt>
            <dd>
              <AuditMember entry={data} />
            </dd>
            <dt>{t('audit.amount')}</dt>
            <dd>
              <AuditAmount entry={data} />
            </dd>
            <dt>{t('audit.call')}</dt>
            <dd>
              <code className="reports-audit__raw">
                {data.method} {data.route}
              </code>
              {data.path !== data.route && (
                <>
                  <br />
                  <span className="admin-muted">{data.path}</span>
                </>
              )}
            </dd>
            <dt>{ta('fields.status')}</dt>
            <dd>
              <span className={statusBadge(data.statusCode)}>
                {t(`audit.outcome.${outcomeOf(data.statusCode)}`)} · {data.statusCode}
              </span>
            </dd>
            <dt>{t('audit.subject')}</dt>
            <dd>{data.subject ?? '—'}</dd>
            <dt>{t('audit.ip')}</dt>
            <dd>{data.ip ?? '—'}</dd>
            <dt>{t('audit.requestId')}</dt>
            <dd>
              <code>{data.requestId ?? '—'}</code>
            </dd>
          </dl>
          <h3>{t('audit.changes')}</h3>
          {data.before === null && data.after === null ? (
            <p className="admin-muted">{t('audit.noChange')}</p>
          ) : (
            <ChangeTable entry={data} />
          )}
          <h3>{t('audit.request')}</h3>
          {data.body === null ? (
            <p className="admin-muted">{t('audit.noBody')}</p>
          ) : (
            <pre className="reports-json" data-testid="audit-body">
              {pretty(data.body)}
            </pre>
          )}
        </>
      )}
    </section>
  );
}
