import { useTranslation } from 'react-i18next';
import type { LedgerRecord } from '@portal/shared/contracts/records';
import { dateTimeText } from '../lib/format';
import { useMoneyFormat } from '../../../lib/currency';
import { DataTable, type Column } from '../../../ui/data-table';

/** A wallet in words: main, bonus, or the vendor's name (its code only when the catalogue has none). */
export function useWalletName() {
  const { t } = useTranslation('wallet');
  return (code: string, vendorName: string | null = null) =>
    code.startsWith('vendor:')
      ? t('wallets.vendor', { vendor: vendorName ?? code.slice(7) })
      : t(`wallets.${code as 'main'}`, code);
}

/** Ledger movements: time, type, wallet, signed amount, balance after (cards on phones). */
export function LedgerTable({ items, caption }: { items: LedgerRecord[]; caption: string }) {
  const { t, i18n } = useTranslation('wallet');
  const { major } = useMoneyFormat();
  const walletName = useWalletName();
  const columns: Column<LedgerRecord>[] = [
    { key: 'time', header: t('records.columns.time'), cell: (item) => dateTimeText(item.createdAt, i18n.language) },
    { key: 'type', header: t('records.columns.type'), cell: (item) => t(`kinds.${item.kind}`, item.kind) },
    { key: 'wallet', header: t('records.columns.wallet'), cell: (item) => walletName(item.wallet, item.walletName) },
    {
      key: 'amount',
      header: t('records.columns.amount'),
      numeric: true,
      sign: (item) => (item.amount < 0 ? 'out' : 'in'),
      cell: (item) => major(item.amount, { signed: true }),
    },
    {
      key: 'balanceAfter',
      header: t('records.columns.balanceAfter'),
      numeric: true,
      cell: (item) => major(item.balanceAfter),
    },
  ];
  return (
    <DataTable
      layout="cards"
      caption={caption}
      columns={columns}
      rows={items}
      rowKey={(item) => item.id}
      rowTestId="ledger-row"
      rowData={(item) => ({ 'data-kind': item.kind })}
      testId="ledger-table"
    />
  );
}
