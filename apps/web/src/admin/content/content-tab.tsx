import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContentKind, ContentLanguages, LocalizedText } from '@portal/shared/contracts/content-admin';
import type { Language } from '@portal/shared/languages';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { ChevronDownIcon } from '../../ui/icons';
import { ActionStatus } from '../ui/action-status';
import { DataTable, type Column } from '../../ui/data-table';
import { choicesOf, FilterSearch, FilterSelect, type FilterChoice } from '../ui/list-filters';
import { MorePagesPager } from '../ui/more-pages-pager';
import {
  exportContent,
  useContentList,
  useContentMutations,
  type ContentFilters,
  type ContentItems,
} from './content-api';
import { ContentEditor, textIn, type ContentEditorConfig } from './content-editor';
import { useListParams } from '../../lib/use-list-params';

/** The two order buttons: one chevron drawn both ways. */
const MOVES = [
  { direction: 'up', step: -1, label: 'list.moveUp', iconClass: 'content-order__up' },
  { direction: 'down', step: 1, label: 'list.moveDown', iconClass: undefined },
] as const;

/** The kind's own filter above the list (a group, a type, a category). */
export interface ContentFilter {
  name: string;
  label: string;
  all: string;
  choices: readonly FilterChoice[];
  /** `content-filter-<name>` unless told. */
  testId?: string;
}

export interface ContentTabProps<K extends ContentKind, Draft extends { enabled: boolean }> {
  kind: K;
  meta: ContentLanguages;
  /** The kind's own columns, between the order and the switches. */
  columns: Column<ContentItems[K]>[];
  filter: ContentFilter;
  /** Entries with the same scope are ordered together (a banner group, a help category). */
  scopeOf: (item: ContentItems[K]) => string | number | null;
  /** A short name of one entry for the delete question. */
  nameOf: (item: ContentItems[K], language: Language) => string;
  editor: ContentEditorConfig<K, Draft>;
}

/** A kind's values worded by `<prefix>.<value>` in the section's texts, for the filter and the editor alike. */
export function useWordedChoices<Value extends string>(values: readonly Value[], prefix: string) {
  const { t } = useTranslation('admin-content');
  return choicesOf(values, (value) => t(`${prefix}.${value}`));
}

/** The entry's own text (a title, or a label) in the operator's language; the tests find an entry by it. */
export function titleColumn(
  field: 'title' | 'label',
  header: string,
): Column<{ id: number } & Partial<Record<'title' | 'label', LocalizedText>>> {
  return { key: field, header, cell: (row) => <LocalizedEntryTitle id={row.id} text={row[field] ?? {}} /> };
}

function LocalizedEntryTitle({ id, text }: { id: number; text: LocalizedText }) {
  const { i18n } = useTranslation('admin-content');
  return <EntryTitle id={id} text={textIn(text, i18n.language as Language).text} />;
}

/** The text that names an entry in its row (`content-title-<id>`). */
export function EntryTitle({ id, text }: { id: number; text: string }) {
  return (
    <span className="content-cell-text" data-testid={`content-title-${id}`}>
      {text}
    </span>
  );
}

/** An address in a row, cut to the column's width. */
export function urlColumn(header: string): Column<{ url: string }> {
  return { key: 'url', header, cell: (row) => <span className="content-cell-text">{row.url}</span> };
}

/** A yes/no of a row: a badge when it holds, the plain `otherwise` when not. */
export function FlagBadge({
  on,
  tone,
  text,
  otherwise,
}: {
  on: boolean;
  tone: 'good' | 'warn';
  text: string;
  otherwise: string;
}) {
  return on ? <span className={`admin-badge admin-badge--${tone}`}>{text}</span> : otherwise;
}

/**
 * One kind of content: its list (filters, search, paging, CSV), each entry's switch, order and
 * actions, and its editor in place of the list while open.
 */
export function ContentTab<K extends ContentKind, Draft extends { enabled: boolean }>({
  kind,
  meta,
  columns,
  filter,
  scopeOf,
  nameOf,
  editor,
}: ContentTabProps<K, Draft>) {
  const { t, i18n } = useTranslation(['admin-content', 'admin']);
  const [filters, setFilters] = useListParams<ContentFilters>({ page: 1 }, ['q', 'enabled', filter.name]);
  const [search, setSearch] = useState(filters.q ?? '');
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
    return (
      <ContentEditor
        kind={kind}
        meta={meta}
        item={editing === 'new' ? null : editing}
        done={(saved) => {
          setEditing(null);
          setNotice(saved ? t('admin:states.saved') : null);
        }}
        config={editor}
      />
    );
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
            {MOVES.map(({ direction, step, label, iconClass }) => (
              <button
                key={direction}
                type="button"
                aria-label={t(label)}
                title={t(label)}
                disabled={busy || !neighbour(index, step)}
                onClick={() => {
                  fresh();
                  move.mutate({ id: item.id, direction }, { onError: failed });
                }}
                data-testid={`content-${direction}-${item.id}`}
              >
                <ChevronDownIcon size={14} className={iconClass} />
              </button>
            ))}
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
            className="admin-switch"
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
        <FilterSelect
          quietLabel
          label={filter.label}
          all={filter.all}
          value={filters[filter.name]}
          choices={filter.choices}
          onChange={(value) => set(filter.name, value)}
          testId={filter.testId ?? `content-filter-${filter.name}`}
        />
        <FilterSelect
          quietLabel
          label={t('admin:fields.status')}
          all={t('admin:fields.all')}
          value={filters.enabled}
          choices={[
            { value: 'true', label: t('list.on') },
            { value: 'false', label: t('list.off') },
          ]}
          onChange={(value) => set('enabled', value)}
          testId="content-filter-enabled"
        />
        <FilterSearch
          quietLabel
          grow
          label={t('admin:actions.search')}
          value={search}
          onChange={setSearch}
          placeholder={t('list.searchPlaceholder')}
          maxLength={100}
          testId="content-search"
        />
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

      <ActionStatus notice={notice} error={failure ?? list.error?.message} noticeTestId="content-notice" />

      <DataTable
        columns={allColumns}
        rows={rows}
        rowKey={(item) => item.id}
        loading={list.isPending}
        empty={filters.q || filters.enabled ? t('list.noMatch') : t(`empty.${kind}`)}
        testId={`content-list-${kind}`}
      />
      <MorePagesPager list={list.data} onPage={(page) => setFilters((current) => ({ ...current, page }))} />

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
