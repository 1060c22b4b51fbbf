import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RECORDS_PAGE_SIZE } from '@portal/shared/contracts/records';
import { useTransactions } from '../api/records';
import { RECORD_KINDS } from '../lib/kinds';
import { DatePresets, useDateRange } from './date-presets';
import { LedgerTable } from './ledger-table';
import { Pager } from './pager';
import { RecordsState } from './records-state';
import './records.css';

/** Account record (transactionHistory): every movement of the member's wallets, by type and date. */
export function AccountRecord({ token, decimals }: { token: string | null; decimals: number }) {
  const { t } = useTranslation('wallet');
  const dates = useDateRange();
  const [kind, setKind] = useState('');
  const [page, setPage] = useState(1);
  const records = useTransactions(token, {
    ...dates.range,
    page,
    pageSize: RECORDS_PAGE_SIZE,
    kind: kind || undefined,
  });
  const data = records.data;
  return (
    <div className="records" data-testid="account-record">
      <div className="records-filters">
        <label className="records-select">
          <span>{t('records.type')}</span>
          <select
            value={kind}
            data-testid="record-kind"
            onChange={(event) => {
              setKind(event.target.value);
              setPage(1);
            }}
          >
            <option value="">{t('records.allTypes')}</option>
            {RECORD_KINDS.map((k) => (
              <option key={k} value={k}>
                {t(`kinds.${k}`)}
              </option>
            ))}
          </select>
        </label>
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
        emptyTitle={t('records.empty.transactions')}
        emptyDescription={t('records.empty.hint')}
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
