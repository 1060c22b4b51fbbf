import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import {
  MEMBER_SEARCH_KEYS,
  MEMBER_SORTS,
  MEMBER_STATUSES,
  MEMBER_TYPES,
  type MemberSort,
  type MemberSearchKey,
  type MemberSearchQuery,
  type MemberSummary,
} from '@portal/shared/contracts/member-admin';
import { Button } from '../../ui/button';
import { ApiError } from '../../lib/api-client';
import { adminDownload } from '../lib/admin-api';
import { useDownload } from '../lib/use-download';
import { DataTable } from '../../ui/data-table';
import { sortFromParam, sortToParam } from '../../ui/table-sort';
import { Pager } from '../ui/list-pager';
import { ListFilter } from '../ui/list-tab';
import { PageHeader } from '../ui/page-header';
import { useMoney } from '../ui/use-money';
import { StatusBadge, TypeBadge, useDateTime, useTypeLabel } from './member-labels';
import { useMemberSearch } from './members-api';
import './members.css';

const PAGE_SIZE = 20;

const isKey = (value: string | null): value is MemberSearchKey =>
  (MEMBER_SEARCH_KEYS as readonly string[]).includes(value ?? '');

const isSort = (value: string | null): value is MemberSort => (MEMBER_SORTS as readonly string[]).includes(value ?? '');

/** The search as the address bar keeps it, so a member's page can come back to it. */
function readQuery(params: URLSearchParams): MemberSearchQuery {
  const by = params.get('by');
  const status = params.get('status');
  const type = params.get('type');
  const sort = params.get('sort');
  return {
    q: params.get('q') ?? '',
    by: isKey(by) ? by : 'username',
    status: status === 'active' || status === 'frozen' ? status : undefined,
    type:
      type && (MEMBER_TYPES as readonly number[]).includes(Number(type))
        ? (Number(type) as MemberSearchQuery['type'])
        : undefined,
    sort: isSort(sort) ? sort : undefined,
    page: Math.max(1, Number(params.get('page')) || 1),
    pageSize: PAGE_SIZE,
  };
}

/** Support's and finance's way to a member: one field, what it searches, two filters, the results. */
export default function MembersPage() {
  const { t } = useTranslation('admin-members');
  const typeLabel = useTypeLabel();
  const { t: ta } = useTranslation('admin');
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const query = readQuery(params);
  const [draft, setDraft] = useState({ q: query.q ?? '', by: query.by ?? 'username' });
  const download = useDownload();
  const results = useMemberSearch(query);
  const money = useMoney();
  const dateTime = useDateTime();

  const apply = (next: Partial<MemberSearchQuery>) => {
    const merged = { ...query, ...next };
    const out = new URLSearchParams();
    if (merged.q) out.set('q', merged.q);
    if (merged.by && merged.by !== 'username') out.set('by', merged.by);
    if (merged.status) out.set('status', merged.status);
    if (merged.type !== undefined) out.set('type', String(merged.type));
    if (merged.sort) out.set('sort', merged.sort);
    if (merged.page && merged.page > 1) out.set('page', String(merged.page));
    setParams(out);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    apply({ q: draft.q.trim(), by: draft.by, page: 1 });
  };

  const exportCsv = () =>
    download.run(() =>
      adminDownload(
        '/admin/api/members',
        { ...query, page: undefined, pageSize: undefined, format: 'csv' },
        'members.csv',
      ),
    );

  const error = results.error;
  const items = results.data?.items;

  return (
    <>
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        actions={
          <Button onClick={exportCsv} data-testid="members-export">
            {ta('actions.export')}
          </Button>
        }
      />
      <form className="admin-filters members-search" onSubmit={submit} data-testid="members-search" role="search">
        <label className="members-search__field">
          <span className="admin-muted">{t('search.by')}</span>
          <select
            value={draft.by}
            onChange={(e) => setDraft({ ...draft, by: e.target.value as MemberSearchKey })}
            data-testid="members-search-by"
          >
            {MEMBER_SEARCH_KEYS.map((key) => (
              <option key={key} value={key}>
                {t(`search.keys.${key}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="members-search__field members-search__query">
          <span className="admin-muted">{t('search.query')}</span>
          <input
            type="search"
            value={draft.q}
            maxLength={100}
            placeholder={t(`search.placeholders.${draft.by}`)}
            onChange={(e) => setDraft({ ...draft, q: e.target.value })}
            data-testid="members-search-q"
          />
        </label>
        <ListFilter
          label={ta('fields.status')}
          value={query.status ?? ''}
          onChange={(status) => apply({ status: status || undefined, page: 1 })}
          options={MEMBER_STATUSES.map((status) => ({ value: status, label: t(`statuses.${status}`) }))}
          testId="members-filter-status"
        />
        {/* A type is a number; the address and the select hold it as text. */}
        <ListFilter
          label={t('fields.type')}
          value={query.type === undefined ? '' : String(query.type)}
          onChange={(type) =>
            apply({ type: type === '' ? undefined : (Number(type) as MemberSearchQuery['type']), page: 1 })
          }
          options={MEMBER_TYPES.map((type) => ({ value: String(type), label: typeLabel(type) }))}
          testId="members-filter-type"
        />
        <div className="admin-actions">
          <Button type="submit" variant="primary" data-testid="members-search-submit">
            {ta('actions.search')}
          </Button>
          <Button
            onClick={() => {
              setDraft({ q: '', by: 'username' });
              setParams(new URLSearchParams());
            }}
          >
            {ta('actions.clear')}
          </Button>
        </div>
      </form>
      {(error || download.error) && (
        <p className="admin-error" role="alert">
          {download.error || (error instanceof ApiError ? error.message : ta('failed'))}
        </p>
      )}
      <DataTable<MemberSummary>
        testId="members-table"
        rows={items}
        loading={results.isLoading}
        rowKey={(row) => row.id}
        onRowClick={(row) => navigate(`/members/${row.id}`)}
        empty={query.q ? t('search.none') : ta('states.empty')}
        sort={{
          value: sortFromParam(query.sort ?? null),
          // A new order starts again from its first page.
          onChange: (next) => {
            const sort = sortToParam(next);
            apply({ sort: isSort(sort) ? sort : undefined, page: 1 });
          },
        }}
        columns={[
          { key: 'id', header: t('fields.id'), cell: (row) => row.id, numeric: true, serverSort: true },
          {
            key: 'username',
            serverSort: true,
            header: t('fields.username'),
            cell: (row) => (
              <Link
                to={`/members/${row.id}`}
                className="members-link"
                onClick={(event) => event.stopPropagation()}
                data-testid={`member-row-${row.username}`}
              >
                {row.username}
              </Link>
            ),
          },
          { key: 'status', header: ta('fields.status'), cell: (row) => <StatusBadge status={row.status} /> },
          { key: 'type', header: t('fields.type'), cell: (row) => <TypeBadge type={row.type} /> },
          { key: 'mobile', header: t('fields.mobile'), cell: (row) => row.mobile ?? '—' },
          { key: 'email', header: t('fields.email'), cell: (row) => row.email ?? '—' },
          { key: 'upline', header: t('fields.upline'), cell: (row) => row.upline?.username ?? '—' },
          {
            key: 'balance',
            header: t('fields.mainBalance'),
            cell: (row) => money.format(row.mainBalanceMinor),
            numeric: true,
            serverSort: true,
          },
          {
            key: 'lastLogin',
            header: t('fields.lastLogin'),
            cell: (row) => dateTime(row.lastLoginAt),
            serverSort: true,
          },
          { key: 'lastIp', header: t('fields.lastLoginIp'), cell: (row) => row.lastLoginIp ?? '—' },
          {
            key: 'created',
            header: ta('fields.createdAt'),
            cell: (row) => dateTime(row.createdAt),
            serverSort: true,
          },
        ]}
      />
      {results.data && (
        <Pager
          page={results.data.page}
          pageSize={results.data.pageSize}
          total={results.data.total}
          onPage={(page) => apply({ page })}
        />
      )}
    </>
  );
}
