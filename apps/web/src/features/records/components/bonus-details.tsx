import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RECORDS_PAGE_SIZE } from '@portal/shared/contracts/records';
import { useBonusRecords } from '../api/records';
import { DatePresets, useDateRange } from './date-presets';
import { LedgerTable } from './ledger-table';
import { Pager } from './pager';
import { RecordsState } from './records-state';
import './records.css';

/** Bonus details (bonusDetails): what came into and went out of the bonus wallet. */
export function BonusDetails({ token, decimals }: { token: string | null; decimals: number }) {
  const { t } = useTranslation('wallet');
  const dates = useDateRange('previous30');
  const [page, setPage] = useState(1);
  const records = useBonusRecords(token, { ...dates.range, page, pageSize: RECORDS_PAGE_SIZE });
  const data = records.data;
  return (
    <div className="records" data-testid="bonus-details">
      <div className="records-filters">
        <DatePresets
          value={dates.preset}
          range={dates.range}
          onChange={(preset) => {
            dates.pick(preset);
            setPage(1);
          }}
        />
      </div>
      <RecordsState
        isPending={records.isPending}
        error={records.error}
        isEmpty={data?.items.length === 0}
        emptyTitle={t('records.empty.bonus')}
        emptyDescription={t('records.empty.bonusHint')}
        onRetry={() => void records.refetch()}
      >
        {data && (
          <>
            <LedgerTable items={data.items} decimals={decimals} />
            <Pager page={page} totalPages={data.totalPages} capped={data.totalCapped} onPage={setPage} />
          </>
        )}
      </RecordsState>
    </div>
  );
}
