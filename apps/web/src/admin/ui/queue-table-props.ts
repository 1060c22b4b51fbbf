import { useTranslation } from 'react-i18next';
import type { QueueParams } from './queue-params';

/**
 * What a queue page hands its QueueTable the same way every time: the page's list, the address
 * state it pages and opens in, the page size, and a load failure in the section's words
 * (`loadFailed` in its namespace). Spread into the table beside its columns.
 */
export function useQueueTableProps<List>(namespace: string, queue: QueueParams<string>, list: List, pageSize: number) {
  const { t } = useTranslation(namespace);
  return { queue, list, pageSize, loadFailed: (message: string) => t('loadFailed', { message }) };
}
