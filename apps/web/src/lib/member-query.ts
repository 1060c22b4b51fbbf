import { queryOptions } from '@tanstack/react-query';
import { api } from './api-client';

/**
 * A signed-in member's GET: keyed by their session token, so one member never sees another's
 * cached answer, and idle while signed out.
 */
export const memberQuery = <T>(key: readonly unknown[], token: string | null, path: string) =>
  queryOptions({
    queryKey: [...key, token],
    queryFn: ({ signal }) => api<T>(path, { signal }),
    enabled: token !== null,
  });
