import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminApi } from '../lib/admin-api';

/** A queue's filters and page as the list call takes them. */
export type QueueQuery = Record<string, string | number | undefined>;

/**
 * A queue's page of rows for the filters in `query` (which ends the query key). The page shown
 * stays while the next one loads, so the table does not blink on paging or filtering.
 */
export const useQueuePage = <Page>(key: readonly unknown[], path: string, query: QueueQuery) =>
  useQuery({
    queryKey: [...key, query],
    queryFn: ({ signal }) => adminApi<Page>(path, { query, signal }),
    placeholderData: keepPreviousData,
  });

/** One record of a queue, loaded once it is opened (`path` null: nothing open). */
export const useQueueRecord = <Item>(key: readonly unknown[], path: string | null) =>
  useQuery({
    queryKey: key,
    queryFn: ({ signal }) => adminApi<Item>(path!, { signal }),
    enabled: path !== null,
  });
