import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { LOBBY_CATEGORIES, type AdminVendor } from '@portal/shared/contracts/games';
import { adminApi } from '../lib/admin-api';
import { DataTable } from '../../ui/data-table';
import { FilterSearch, FilterSelect } from '../ui/list-filters';
import { ConnectionBadge, NameCell, RowSwitch, useEditColumn } from './list-cells';
import { useOrderColumn } from './order-column';
import { FailureText } from './settings-form-dialog';
import { movedPositions, VENDORS } from './settings-lists';
import { VendorForm } from './vendor-form';

const byPosition = (a: AdminVendor, b: AdminVendor) => a.position - b.position || a.code.localeCompare(b.code);

type Call = { path: string; method: 'PATCH' | 'PUT'; body: object };

/** Game vendors in menu order: switched on or off, in maintenance, and their cards per lobby. */
export function GameVendorsTab() {
  const { t } = useTranslation('admin-settings');
  const { t: tAdmin } = useTranslation('admin');
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<AdminVendor | null>(null);
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState<string>();
  const [state, setState] = useState<string>();
  const vendors = useQuery({ queryKey: VENDORS, queryFn: () => adminApi<AdminVendor[]>('/admin/api/games/vendors') });
  const refresh = () => queryClient.invalidateQueries({ queryKey: VENDORS });

  const change = useMutation({
    mutationFn: async (calls: Call[]) => {
      for (const { path, method, body } of calls) await adminApi(path, { method, body });
    },
    onSettled: refresh,
  });
  const patch = (v: AdminVendor, body: object): Call => ({
    path: `/admin/api/games/vendors/${v.code}`,
    method: 'PATCH',
    body,
  });

  const all = [...(vendors.data ?? [])].sort(byPosition);
  const needle = search.trim().toLowerCase();
  const rows = all.filter(
    (v) =>
      (!needle || v.code.toLowerCase().includes(needle) || v.name.toLowerCase().includes(needle)) &&
      (!category || v.categories.some((c) => c.category === category)) &&
      (!state ||
        (state === 'enabled' && v.enabled && !v.maintenance) ||
        (state === 'disabled' && !v.enabled) ||
        (state === 'maintenance' && v.maintenance)),
  );
  const move = (v: AdminVendor, delta: -1 | 1) =>
    change.mutate(
      movedPositions(all, all.indexOf(v), delta, (x) => x.position).map(({ row, position }) =>
        patch(row, { position }),
      ),
    );
  const orderColumn = useOrderColumn(all, change.isPending || rows.length !== all.length, move);

  const switchCell = (v: AdminVendor, key: 'enabled' | 'maintenance' | 'isNew') => (
    <RowSwitch
      checked={v[key]}
      disabled={change.isPending}
      label={`${v.name}: ${t(`vendors.${key}`)}`}
      onChange={(checked) => change.mutate([patch(v, { [key]: checked })])}
      testId={`vendor-${v.code}-${key}`}
    />
  );
  const editColumn = useEditColumn<AdminVendor>(setEditing, (v) => `vendor-${v.code}-edit`);

  return (
    <section className="settings-list" data-testid="vendors-tab">
      <div className="admin-filters">
        <FilterSearch
          label={tAdmin('actions.search')}
          value={search}
          placeholder={t('vendors.searchHint')}
          maxLength={60}
          onChange={setSearch}
          testId="vendors-search"
        />
        <FilterSelect
          label={t('fields.category')}
          all={tAdmin('fields.all')}
          value={category}
          choices={LOBBY_CATEGORIES.map((c) => ({ value: c, label: t(`categories.${c}`) }))}
          onChange={setCategory}
          testId="vendors-filter-category"
        />
        <FilterSelect
          label={tAdmin('fields.status')}
          all={tAdmin('fields.all')}
          value={state}
          choices={(['enabled', 'disabled', 'maintenance'] as const).map((s) => ({
            value: s,
            label: t(`states.${s}`),
          }))}
          onChange={setState}
          testId="vendors-filter-state"
        />
      </div>
      <FailureText error={vendors.error ?? change.error} />
      <DataTable
        testId="vendors-table"
        rows={vendors.data ? rows : undefined}
        loading={vendors.isLoading}
        rowKey={(v) => v.code}
        empty={t('vendors.empty')}
        columns={[
          orderColumn,
          {
            key: 'name',
            header: t('vendors.vendor'),
            cell: (v) => (
              <NameCell name={v.name} detail={`${v.code} · ${t(`vendors.walletModels.${v.walletModel}`)}`} />
            ),
          },
          {
            key: 'configured',
            header: t('vendors.connection'),
            cell: (v) => <ConnectionBadge configured={v.configured} />,
          },
          { key: 'enabled', header: t('vendors.enabled'), cell: (v) => switchCell(v, 'enabled') },
          { key: 'maintenance', header: t('vendors.maintenance'), cell: (v) => switchCell(v, 'maintenance') },
          { key: 'new', header: t('vendors.isNew'), cell: (v) => switchCell(v, 'isNew') },
          {
            key: 'categories',
            header: t('vendors.hotPerCategory'),
            cell: (v) => (
              <span className="settings-chips">
                {v.categories.length === 0 && <span className="admin-muted">{t('vendors.noCards')}</span>}
                {v.categories.map((c) => (
                  <button
                    key={c.category}
                    type="button"
                    className="settings-chip"
                    aria-pressed={c.isHot}
                    disabled={change.isPending}
                    title={t('vendors.hotToggle')}
                    onClick={() =>
                      change.mutate([
                        {
                          path: `/admin/api/games/vendors/${v.code}/categories/${c.category}`,
                          method: 'PUT',
                          body: { isHot: !c.isHot },
                        },
                      ])
                    }
                    data-testid={`vendor-${v.code}-hot-${c.category}`}
                  >
                    {t(`categories.${c.category}`)}
                    {c.isHot && <span className="settings-chip__hot">{t('vendors.hot')}</span>}
                  </button>
                ))}
              </span>
            ),
          },
          editColumn,
        ]}
      />
      {editing && <VendorForm vendor={editing} onClose={() => setEditing(null)} onChanged={() => void refresh()} />}
    </section>
  );
}
