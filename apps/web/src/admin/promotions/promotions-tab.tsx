import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PROMOTION_CATEGORIES, PROMOTION_KINDS } from '@portal/shared/contracts/promotions';
import { Button } from '../../ui/button';
import { DataTable } from '../../ui/data-table';
import { MorePagesPager } from '../ui/more-pages-pager';
import { ListFilter, ListMessages, ListThumb } from '../ui/list-tab';
import { PromotionEditor } from './promotion-editor';
import { usePromotionList, type PromotionFilters } from './promotions-api';
import { useListParams } from '../../lib/use-list-params';

/** The offers in display order, filtered by kind, category and switch; the editor in place of the list while open. */
export function PromotionsTab() {
  const { t, i18n } = useTranslation(['admin-promotions', 'admin']);
  const [filters, setFilters] = useListParams<PromotionFilters>({ page: 1 }, ['kind', 'category', 'enabled']);
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const list = usePromotionList(filters);
  const set = (name: keyof PromotionFilters, value: string | undefined) =>
    setFilters((current) => ({ ...current, [name]: value || undefined, page: 1 }));
  const day = (iso: string) => new Date(iso).toLocaleDateString(i18n.language);

  if (editing !== null) {
    return (
      <PromotionEditor
        id={editing === 'new' ? null : editing}
        done={(saved) => {
          setEditing(null);
          setNotice(saved ? t('admin:states.saved') : null);
        }}
      />
    );
  }

  return (
    <div className="promo-tab" data-testid="promotions-list-tab">
      <div className="admin-filters">
        <ListFilter
          label={t('fields.kind')}
          value={filters.kind ?? ''}
          onChange={(kind) => set('kind', kind)}
          options={PROMOTION_KINDS.map((kind) => ({ value: kind, label: t(`kinds.${kind}`) }))}
          testId="promo-filter-kind"
        />
        <ListFilter
          label={t('fields.category')}
          value={filters.category ?? ''}
          onChange={(category) => set('category', category)}
          options={PROMOTION_CATEGORIES.map((category) => ({ value: category, label: t(`categories.${category}`) }))}
        />
        <ListFilter
          label={t('admin:fields.status')}
          value={filters.enabled ?? ''}
          onChange={(enabled) => set('enabled', enabled)}
          options={[
            { value: 'true', label: t('list.on') },
            { value: 'false', label: t('list.off') },
          ]}
        />
        <span className="promo-filter__end">
          <Button variant="primary" size="sm" onClick={() => setEditing('new')} data-testid="promo-new">
            {t('list.new')}
          </Button>
        </span>
      </div>
      <ListMessages notice={notice} noticeTestId="promo-notice" error={list.error} />
      <DataTable
        testId="promo-list"
        rows={list.data?.items}
        rowKey={(row) => row.id}
        loading={list.isPending}
        empty={filters.kind || filters.category || filters.enabled ? t('list.noMatch') : t('list.empty')}
        columns={[
          {
            key: 'image',
            header: t('fields.image'),
            cell: (row) => <ListThumb src={row.imageUrl} className="promo-thumb" />,
          },
          {
            key: 'title',
            header: t('fields.title'),
            cell: (row) => (
              <span className="promo-cell-text" data-testid={`promo-title-${row.id}`}>
                {row.title || '—'}
              </span>
            ),
          },
          { key: 'kind', header: t('fields.kind'), cell: (row) => t(`kinds.${row.kind}`) },
          {
            key: 'category',
            header: t('fields.category'),
            cell: (row) => t(`categories.${row.category}`, { defaultValue: row.category }),
          },
          {
            key: 'period',
            header: t('fields.period'),
            cell: (row) =>
              row.endsAt
                ? t('list.period', { from: day(row.startsAt), to: day(row.endsAt) })
                : t('list.from', { from: day(row.startsAt) }),
          },
          {
            key: 'enabled',
            header: t('admin:fields.status'),
            cell: (row) => (
              <span className={row.enabled ? 'admin-badge admin-badge--good' : 'admin-badge'}>
                {row.enabled ? t('list.on') : t('list.off')}
              </span>
            ),
          },
          { key: 'position', header: t('fields.position'), numeric: true, cell: (row) => row.position },
          {
            key: 'claims',
            header: t('list.claims'),
            numeric: true,
            cell: (row) => (
              <span>
                {row.claimCount}
                {row.applyingCount > 0 && (
                  <span className="admin-badge admin-badge--warn promo-waiting">
                    {t('list.waiting', { count: row.applyingCount })}
                  </span>
                )}
              </span>
            ),
          },
          {
            key: 'actions',
            header: '',
            cell: (row) => (
              <Button size="sm" onClick={() => setEditing(row.id)} data-testid={`promo-edit-${row.id}`}>
                {t('admin:actions.edit')}
              </Button>
            ),
          },
        ]}
      />
      <MorePagesPager list={list.data} onPage={(page) => setFilters((current) => ({ ...current, page }))} />
    </div>
  );
}
