import { useTranslation } from 'react-i18next';
import { chosen, useQueueParams, type QueueParams } from './queue-params';
import type { QueueQuery } from './queue-queries';

/**
 * What a queue page hands its QueueTable the same way every time: the page's list, the address
 * state it pages and opens in, the page size, and a load failure in the section's words
 * (`loadFailed` in its namespace). Spread into the table beside its columns.
 */
export function useQueueTableProps<List>(namespace: string, queue: QueueParams<string>, list: List, pageSize: number) {
  const { t } = useTranslation(namespace);
  return { queue, list, pageSize, loadFailed: (message: string) => t('loadFailed', { message }) };
}

/**
 * A queue page's state in one call: its filters, page and open record in the address (`q`), the
 * filters as its list call takes them (`filters`: by `toQuery`, '' left out by default), that
 * page of the list asked for, and the QueueTable's props (`table`).
 */
export function useQueue<K extends string, List>(
  namespace: string,
  defaults: Record<K, string>,
  useList: (query: QueueQuery) => List,
  { pageSize, toQuery = chosen }: { pageSize: number; toQuery?: (values: Record<K, string>) => QueueQuery },
) {
  const q = useQueueParams(defaults);
  const filters = toQuery(q.values);
  const table = useQueueTableProps(namespace, q, useList({ ...filters, page: q.page, pageSize }), pageSize);
  return { q, filters, table };
}
