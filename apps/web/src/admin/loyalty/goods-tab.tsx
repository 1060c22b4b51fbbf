import { useTranslation } from 'react-i18next';
import { GoodsEditor } from './goods-editor';
import { stockLeft } from './goods-draft';
import { useGoods } from './loyalty-api';
import { firstPreviewLanguage } from '../ui/loyalty-controls';
import { ListThumb } from '../ui/list-tab';
import { CatalogueTab } from './catalogue-tab';
import { useLoyaltyFormat } from './loyalty-format';
import { textIn } from './loyalty-form';

/** The points mall's goods in display order, with their stock; the editor in place of the list while open. */
export function GoodsTab({ canEdit }: { canEdit: boolean }) {
  const { t, i18n } = useTranslation(['admin-loyalty', 'admin']);
  const format = useLoyaltyFormat();
  const goods = useGoods();

  return (
    <CatalogueTab
      catalogue="goods"
      canEdit={canEdit}
      query={goods}
      editor={(row, done) => <GoodsEditor goods={row} done={done} />}
      columns={[
        {
          key: 'image',
          header: t('goods.image'),
          cell: (row) => <ListThumb src={row.imageUrl} className="loyalty-thumb" />,
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
      ]}
    />
  );
}
