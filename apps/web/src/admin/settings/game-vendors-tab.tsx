import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { LOBBY_CATEGORIES, type AdminVendor } from '@portal/shared/contracts/games';
import { Button } from '../../ui/button';
import { adminApi } from '../lib/admin-api';
import { DataTable } from '../../ui/data-table';
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
  const [category, setCategory] = useState('');
  const [state, setState] = useState('');
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
    <input
      type="checkbox"
      role="switch"
      className="admin-switch"
      checked={v[key]}
      disabled={change.isPending}
      aria-label={`${v.name}: ${t(`vendors.${key}`)}`}
      onChange={(e) => change.mutate([patch(v, { [key]: e.target.checked })])}
      data-testid={`vendor-${v.code}-${key}`}
    />
  );

  return (
    <section className="settings-list" data-testid="vendors-tab">
      <div className="admin-filters">
        <label className="admin-field">
          <span>{tAdmin('actions.search')}</span>
          <input
            type="search"
            value={search}
            placeholder={t('vendors.searchHint')}
            onChange={(e) => setSearch(e.target.value)}
            data-testid="vendors-search"
          />
        </label>
        <label className="admin-field">
          <span>{t('fields.category')}</span>
          <select value={category} onChange={(e) => setCategory(e.target.value)}>
            <option value="">{tAdmin('fields.all')}</option>
            {LOBBY_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {t(`categories.${c}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="admin-field">
          <span>{tAdmin('fields.status')}</span>
          <select value={state} onChange={(e) => setState(e.target.value)}>
            <option value="">{tAdmin('fields.all')}</option>
            <option value="enabled">{t('states.enabled')}</option>
            <option value="disabled">{t('states.disabled')}</option>
            <option value="maintenance">{t('states.maintenance')}</option>
          </select>
        </label>
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
              <span className="settings-cell-stack">
                <strong>{v.name}</strong>
                <small className="admin-muted">
                  {v.code} · {t(`vendors.walletModels.${v.walletModel}`)}
                </small>
              </span>
            ),
          },
          {
            key: 'configured',
            header: t('vendors.connection'),
            cell: (v) => (
              <span className={v.configured ? 'admin-badge admin-badge--good' : 'admin-badge admin-badge--warn'}>
                {v.configured ? t('vendors.configured') : t('vendors.notConfigured')}
              </span>
            ),
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
          {
            key: 'actions',
            header: '',
            cell: (v) => (
              <Button size="sm" onClick={() => setEditing(v)} data-testid={`vendor-${v.code}-edit`}>
                {tAdmin('actions.edit')}
              </Button>
            ),
          },
        ]}
      />
      {editing && <VendorForm vendor={editing} onClose={() => setEditing(null)} onChanged={() => void refresh()} />}
    </section>
  );
}
