import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GoodsAdmin } from '@portal/shared/contracts/loyalty';
import { Button } from '../../ui/button';
import { DataTable } from '../ui/data-table';
import { GoodsEditor } from './goods-editor';
import { stockLeft } from './goods-draft';
import { useGoods } from './loyalty-api';
import { firstPreviewLanguage } from '../ui/loyalty-controls';
import { useLoyaltyFormat } from './loyalty-format';
import { textIn } from './loyalty-form';

/** The points mall's goods in display order, with their stock; the editor in place of the list while open. */
export function GoodsTab({ canEdit }: { canEdit: boolean }) {
  const { t, i18n } = useTranslation(['admin-loyalty', 'admin']);
  const format = useLoyaltyFormat();
  const goods = useGoods();
  const [editing, setEditing] = useState<GoodsAdmin | 'new' | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const rows = goods.data && [...goods.data.list].sort((a, b) => a.position - b.position || a.id - b.id);

  if (editing !== null) {
    return (
      <GoodsEditor
        goods={editing === 'new' ? null : editing}
        done={(saved) => {
          setEditing(null);
          setNotice(saved ? t('admin:states.saved') : null);
        }}
      />
    );
  }

  return (
    <div className="loyalty-tab" data-testid="loyalty-goods">
      <div className="admin-filters">
        <p className="admin-muted loyalty-note">{t('goods.subtitle')}</p>
        {canEdit && (
          <span className="loyalty-filter-end">
            <Button variant="primary" size="sm" onClick={() => setEditing('new')} data-testid="goods-new">
              {t('goods.new')}
            </Button>
          </span>
        )}
      </div>
      {notice && (
        <p className="loyalty-notice" role="status" data-testid="goods-notice">
          {notice}
        </p>
      )}
      {goods.isError && (
        <p className="admin-error" role="alert">
          {goods.error.message}
        </p>
      )}
      <DataTable
        testId="goods-list"
        rows={rows}
        rowKey={(row) => row.id}
        loading={goods.isPending}
        empty={canEdit ? t('goods.empty') : t('goods.emptyReadOnly')}
        columns={[
          {
            key: 'image',
            header: t('goods.image'),
            cell: (row) =>
              row.imageUrl ? (
                <img className="loyalty-thumb" src={row.imageUrl} alt="" loading="lazy" />
              ) : (
                <span className="loyalty-thumb loyalty-thumb--empty" aria-hidden="true" />
              ),
          },
          {
            key: 'name',
            header: t('goods.name'),
            cell: (row) => (
              <span className="loyalty-stack">
                <span className="loyalty-cell-text" data-testid={`goods-name-${row.id}`}>
                  {textIn(row.name, firstPreviewLanguage(i18n.language)).text || '—'}
                </span>
                <small className="admin-muted">{t(`goodsKinds.${row.kind}`)}</small>
              </span>
            ),
          },
          { key: 'points', header: t('goods.points'), numeric: true, cell: (row) => format.number(row.points) },
          {
            key: 'cash',
            header: t('goods.cashValue'),
            numeric: true,
            cell: (row) => (row.kind === 'cash' ? format.money(row.cashValue) : '—'),
          },
          {
            key: 'requirement',
            header: t('goods.amountRequirement'),
            numeric: true,
            cell: (row) => (row.amountRequirement > 0 ? format.money(row.amountRequirement) : '—'),
          },
          {
            key: 'stock',
            header: t('goods.stock'),
            numeric: true,
            cell: (row) => (
              <span className="loyalty-stack" data-testid={`goods-stock-${row.id}`}>
                <span>
                  {row.stock === null
                    ? t('goods.unlimited')
                    : t('goods.left', {
                        left: format.number(stockLeft(row.stock, row.redeemed)!),
                        stock: format.number(row.stock),
                      })}
                </span>
                <small className="admin-muted">
                  {t('goods.redeemedCount', { redeemed: format.number(row.redeemed) })}
                </small>
              </span>
            ),
          },
          {
            key: 'limit',
            header: t('goods.perMemberLimit'),
            numeric: true,
            cell: (row) => (row.perMemberLimit === null ? '—' : format.number(row.perMemberLimit)),
          },
          {
            key: 'enabled',
            header: t('admin:fields.status'),
            cell: (row) => (
              <span className={row.enabled ? 'admin-badge admin-badge--good' : 'admin-badge'}>
                {row.enabled ? t('states.on') : t('states.off')}
              </span>
            ),
          },
          { key: 'position', header: t('fields.position'), numeric: true, cell: (row) => row.position },
          ...(canEdit
            ? [
                {
                  key: 'actions',
                  header: '',
                  cell: (row: GoodsAdmin) => (
                    <Button size="sm" onClick={() => setEditing(row)} data-testid={`goods-edit-${row.id}`}>
                      {t('admin:actions.edit')}
                    </Button>
                  ),
                },
              ]
            : []),
        ]}
      />
    </div>
  );
}
