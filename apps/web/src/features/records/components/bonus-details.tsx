import { useTranslation } from 'react-i18next';
import { RECORDS_PAGE_SIZE } from '@portal/shared/contracts/records';
import { useBonusRecords } from '../api/records';
import { LedgerTable } from './ledger-table';
import { PagedRecords, usePagedRecords } from './paged-records';

/** Bonus details (bonusDetails): what came into and went out of the bonus wallet. */
export function BonusDetails({ token }: { token: string | null }) {
  const { t } = useTranslation('wallet');
  const records = usePagedRecords('previous30');
  const query = useBonusRecords(token, { ...records.dates.range, page: records.page, pageSize: RECORDS_PAGE_SIZE });
  return (
    <PagedRecords
      testId="bonus-details"
      records={records}
      query={query}
      emptyTitle={t('records.empty.bonus')}
      emptyDescription={t('records.empty.bonusHint')}
    >
      {(data) => <LedgerTable items={data.items} caption={t('account:memberCenter.entries.bonusDetails')} />}
    </PagedRecords>
  );
}
