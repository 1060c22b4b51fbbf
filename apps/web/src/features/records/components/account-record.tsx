import { useTranslation } from 'react-i18next';
import { RECORDS_PAGE_SIZE } from '@portal/shared/contracts/records';
import { useTransactions } from '../api/records';
import { RECORD_KINDS } from '../lib/kinds';
import { LedgerTable } from './ledger-table';
import { PagedRecords, RecordsFilter, usePagedRecords } from './paged-records';

/** Account record (transactionHistory): every movement of the member's wallets, by type and date. */
export function AccountRecord({ token }: { token: string | null }) {
  const { t } = useTranslation('wallet');
  const records = usePagedRecords();
  const query = useTransactions(token, {
    ...records.dates.range,
    page: records.page,
    pageSize: RECORDS_PAGE_SIZE,
    kind: records.filter || undefined,
  });
  return (
    <PagedRecords
      testId="account-record"
      records={records}
      filter={
        <RecordsFilter
          label={t('records.type')}
          allLabel={t('records.allTypes')}
          testId="record-kind"
          options={RECORD_KINDS.map((k) => ({ value: k, label: t(`kinds.${k}`) }))}
          records={records}
        />
      }
      query={query}
      emptyTitle={t('records.empty.transactions')}
      emptyDescription={t('records.empty.hint')}
    >
      {(data) => <LedgerTable items={data.items} caption={t('account:memberCenter.entries.transactionHistory')} />}
    </PagedRecords>
  );
}
