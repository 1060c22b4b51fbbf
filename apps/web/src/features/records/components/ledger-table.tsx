import { useTranslation } from 'react-i18next';
import type { LedgerRecord } from '@portal/shared/contracts/records';
import { dateTimeText } from '../lib/format';
import { useMoneyFormat } from '../../../lib/currency';

/** A wallet in words: main, bonus, or the vendor's name (its code only when the catalogue has none). */
export function useWalletName() {
  const { t } = useTranslation('wallet');
  return (code: string, vendorName: string | null = null) =>
    code.startsWith('vendor:')
      ? t('wallets.vendor', { vendor: vendorName ?? code.slice(7) })
      : t(`wallets.${code as 'main'}`, code);
}

/** Ledger movements: time, type, wallet, signed amount, balance after (cards on phones). */
export function LedgerTable({ items }: { items: LedgerRecord[] }) {
  const { t, i18n } = useTranslation('wallet');
  const { major } = useMoneyFormat();
  const walletName = useWalletName();
  return (
    <table className="records-table" data-testid="ledger-table">
      <thead>
        <tr>
          <th scope="col">{t('records.columns.time')}</th>
          <th scope="col">{t('records.columns.type')}</th>
          <th scope="col">{t('records.columns.wallet')}</th>
          <th scope="col" className="records-table__num">
            {t('records.columns.amount')}
          </th>
          <th scope="col" className="records-table__num">
            {t('records.columns.balanceAfter')}
          </th>
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <tr key={item.id} data-testid="ledger-row" data-kind={item.kind}>
            <td data-label={t('records.columns.time')}>{dateTimeText(item.createdAt, i18n.language)}</td>
            <td data-label={t('records.columns.type')}>{t(`kinds.${item.kind}`, item.kind)}</td>
            <td data-label={t('records.columns.wallet')}>{walletName(item.wallet, item.walletName)}</td>
            <td
              data-label={t('records.columns.amount')}
              className="records-table__num"
              data-sign={item.amount < 0 ? 'out' : 'in'}
            >
              {major(item.amount, { signed: true })}
            </td>
            <td data-label={t('records.columns.balanceAfter')} className="records-table__num">
              {major(item.balanceAfter)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
