import { useState, type ReactNode } from 'react';
import type { DateRangePreset } from '@portal/shared/date-range';
import { DatePresets, useDateRange } from './date-presets';
import { Pager } from '../../../ui/pager';
import { LoadState } from '../../../ui/load-state';
import { RecordsEmpty } from './records-empty';
import './records.css';
import '../../../ui/patterns.css';

/**
 * The period, the one filter and the page of a paged records list: a new period or filter starts
 * again at page 1.
 */
export function usePagedRecords(initial?: DateRangePreset) {
  const dates = useDateRange(initial);
  const [page, setPage] = useState(1);
  const [filter, setFilterValue] = useState('');
  return {
    dates,
    page,
    setPage,
    pick(preset: DateRangePreset) {
      dates.pick(preset);
      setPage(1);
    },
    filter,
    setFilter(value: string) {
      setFilterValue(value);
      setPage(1);
    },
  };
}

type PagedRecordsState = ReturnType<typeof usePagedRecords>;

/** The filter of a records list: a labelled select whose first choice is "all". */
export function RecordsFilter({
  label,
  allLabel,
  testId,
  options,
  records,
}: {
  label: string;
  allLabel: string;
  testId: string;
  options: readonly { value: string; label: string }[];
  records: PagedRecordsState;
}) {
  return (
    <label className="records-select sunken-field">
      <span>{label}</span>
      <select value={records.filter} data-testid={testId} onChange={(event) => records.setFilter(event.target.value)}>
        <option value="">{allLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}

interface Paged {
  items: readonly unknown[];
  totalPages: number;
  totalCapped: boolean;
}

/**
 * A paged records page: the filter and the date presets, then loading / failed / empty or the
 * list with its pager.
 */
export function PagedRecords<T extends Paged>({
  testId,
  records,
  filter,
  query,
  emptyTitle,
  emptyDescription,
  children,
}: {
  testId: string;
  records: PagedRecordsState;
  filter?: ReactNode;
  query: { isPending: boolean; error: Error | null; data: T | undefined; refetch(): Promise<unknown> };
  emptyTitle: string;
  emptyDescription: string;
  children(data: T): ReactNode;
}) {
  return (
    <div className="records" data-testid={testId}>
      <div className="records-filters">
        {filter}
        <DatePresets value={records.dates.preset} range={records.dates.range} onChange={records.pick} />
      </div>
      <LoadState
        query={query}
        isEmpty={(data) => data.items.length === 0}
        empty={<RecordsEmpty title={emptyTitle} description={emptyDescription} />}
      >
        {(data) => (
          <>
            {children(data)}
            <Pager
              page={records.page}
              totalPages={data.totalPages}
              capped={data.totalCapped}
              onPage={records.setPage}
              testId="records-pager"
            />
          </>
        )}
      </LoadState>
    </div>
  );
}
