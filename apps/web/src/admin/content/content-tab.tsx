import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContentKind, ContentLanguages } from '@portal/shared/contracts/content-admin';
import type { Language } from '@portal/shared/languages';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { ChevronDownIcon } from '../../ui/icons';
import { DataTable, Pager, type Column } from '../ui/data-table';
import {
  exportContent,
  useContentList,
  useContentMutations,
  type ContentFilters,
  type ContentItems,
} from './content-api';

export interface ContentTabProps<K extends ContentKind> {
  kind: K;
  meta: ContentLanguages;
  /** The kind's own columns, between the order and the switches. */
  columns: Column<ContentItems[K]>[];
  /** The kind's own filter controls (a group, a type...). */
  filters: (filters: ContentFilters, set: (name: string, value: string | undefined) => void) => ReactNode;
  /** Entries with the same scope are ordered together (a banner group, a help category). */
  scopeOf: (item: ContentItems[K]) => string | number | null;
  /** A short name of one entry for the delete question. */
  nameOf: (item: ContentItems[K], language: Language) => string;
  editor: (item: ContentItems[K] | null, done: (saved: boolean) => void) => ReactNode;
}

/**
 * One kind of content: its list (filters, search, paging, CSV), each entry's switch, order and
 * actions, and its editor in place of the list while open.
 */
export function ContentTab<K extends ContentKind>({
  kind,
  meta,
  columns,
  filters: filterControls,
  scopeOf,
  nameOf,
  editor,
}: ContentTabProps<K>) {
  const { t, i18n } = useTranslation(['admin-content', 'admin']);
  const [filters, setFilters] = useState<ContentFilters>({ page: 1 });
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<ContentItems[K] | 'new' | null>(null);
  const [deleting, setDeleting] = useState<ContentItems[K] | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);
  const list = useContentList(kind, filters);
  const { toggle, move, remove } = useContentMutations(kind);
  const language = (i18n.language as Language) ?? meta.defaultLanguage;

  const set = (name: string, value: string | undefined) =>
    setFilters((current) => ({ ...current, [name]: value, page: 1 }));
  const failed = (error: Error) => setFailure(error.message);
  /** A new action clears what the last one said. */
  const fresh = () => {
    setFailure(null);
    setNotice(null);
  };
  const busy = toggle.isPending || move.isPending || remove.isPending;

  if (editing) {
    return editor(editing === 'new' ? null : editing, (saved) => {
      setEditing(null);
      setNotice(saved ? t('admin:states.saved') : null);
    });
  }

  const rows = list.data?.items;
  const neighbour = (index: number, step: -1 | 1) => {
    const row = rows?.[index];
    const other = rows?.[index + step];
    return row !== undefined && other !== undefined && scopeOf(other) === scopeOf(row);
  };

  const allColumns: Column<ContentItems[K]>[] = [
    {
      key: 'order',
      header: t('list.order'),
      cell: (item) => {
        const index = rows?.indexOf(item) ?? -1;
        return (
          <span className="content-order">
            <span className="content-order__position">{item.position}</span>
            <button
              type="button"
              aria-label={t('list.moveUp')}
              title={t('list.moveUp')}
              disabled={busy || !neighbour(index, -1)}
              onClick={() => {
                fresh();
                move.mutate({ id: item.id, direction: 'up' }, { onError: failed });
              }}
              data-testid={`content-up-${item.id}`}
            >
              <ChevronDownIcon size={14} className="content-order__up" />
            </button>
            <button
              type="button"
              aria-label={t('list.moveDown')}
              title={t('list.moveDown')}
              disabled={busy || !neighbour(index, 1)}
              onClick={() => {
                fresh();
                move.mutate({ id: item.id, direction: 'down' }, { onError: failed });
              }}
              data-testid={`content-down-${item.id}`}
            >
              <ChevronDownIcon size={14} />
            </button>
          </span>
        );
      },
    },
    ...columns,
    {
      key: 'enabled',
      header: t('list.enabled'),
      cell: (item) => (
        <label className="content-switch">
          <input
            type="checkbox"
            role="switch"
            checked={toggle.isPending && toggle.variables.id === item.id ? toggle.variables.enabled : item.enabled}
            disabled={busy}
            onChange={(event) => {
              fresh();
              toggle.mutate({ id: item.id, enabled: event.target.checked }, { onError: failed });
            }}
            data-testid={`content-toggle-${item.id}`}
          />
          <span>{item.enabled ? t('list.on') : t('list.off')}</span>
        </label>
      ),
    },
    {
      key: 'actions',
      header: '',
      cell: (item) => (
        <span className="admin-actions content-row-actions">
          <Button size="sm" onClick={() => setEditing(item)} data-testid={`content-edit-${item.id}`}>
            {t('admin:actions.edit')}
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setDeleting(item)} data-testid={`content-delete-${item.id}`}>
            {t('admin:actions.delete')}
          </Button>
        </span>
      ),
    },
  ];

  return (
    <div className="content-tab" data-testid={`content-tab-${kind}`}>
      <form
        className="admin-filters"
        onSubmit={(event) => {
          event.preventDefault();
          set('q', search.trim() || undefined);
        }}
      >
        {filterControls(filters, set)}
        <label className="content-filter">
          <span className="admin-muted">{t('admin:fields.status')}</span>
          <select
            value={filters.enabled ?? ''}
            onChange={(event) => set('enabled', event.target.value || undefined)}
            data-testid="content-filter-enabled"
          >
            <option value="">{t('admin:fields.all')}</option>
            <option value="true">{t('list.on')}</option>
            <option value="false">{t('list.off')}</option>
          </select>
        </label>
        <label className="content-filter content-filter--grow">
          <span className="admin-muted">{t('admin:actions.search')}</span>
          <input
            type="search"
            value={search}
            maxLength={100}
            placeholder={t('list.searchPlaceholder')}
            onChange={(event) => setSearch(event.target.value)}
            data-testid="content-search"
          />
        </label>
        <Button type="submit" size="sm">
          {t('admin:actions.search')}
        </Button>
        <span className="content-filter__end admin-actions">
          <Button
            size="sm"
            disabled={exporting}
            onClick={() => {
              fresh();
              setExporting(true);
              exportContent(kind, filters)
                .catch(failed)
                .finally(() => setExporting(false));
            }}
            data-testid="content-export"
          >
            {t('admin:actions.export')}
          </Button>
          <Button size="sm" variant="primary" onClick={() => setEditing('new')} data-testid="content-new">
            {t(`new.${kind}`)}
          </Button>
        </span>
      </form>

      {notice && (
        <p className="content-notice" role="status" data-testid="content-notice">
          {notice}
        </p>
      )}
      {(failure || list.isError) && (
        <p className="admin-error" role="alert">
          {failure ?? list.error?.message}
        </p>
      )}

      <DataTable
        columns={allColumns}
        rows={rows}
        rowKey={(item) => item.id}
        loading={list.isPending}
        empty={filters.q || filters.enabled ? t('list.noMatch') : t(`empty.${kind}`)}
        testId={`content-list-${kind}`}
      />
      {list.data && list.data.total > list.data.pageSize && (
        <Pager
          page={list.data.page}
          pageSize={list.data.pageSize}
          total={list.data.total}
          onPage={(page) => setFilters((current) => ({ ...current, page }))}
        />
      )}

      <ConfirmDialog
        open={deleting !== null}
        title={t('list.deleteTitle')}
        message={deleting ? t('list.deleteMessage', { name: nameOf(deleting, language) }) : ''}
        confirmLabel={t('admin:actions.delete')}
        cancelLabel={t('admin:actions.cancel')}
        tone="danger"
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          fresh();
          remove.mutate(deleting.id, {
            onSuccess: () => setNotice(t('list.deleted')),
            onError: failed,
            onSettled: () => setDeleting(null),
          });
        }}
      />
    </div>
  );
}
