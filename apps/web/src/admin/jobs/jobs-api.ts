import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { JobsOverview } from '@portal/shared/contracts/jobs';
import { adminApi } from '../lib/admin-api';

/** The Jobs view: each periodic job's last and next run, the failed runs, and Retry. */

const BASE = '/admin/api/jobs';
const KEY = ['admin', 'jobs'] as const;

export function useJobsOverview() {
  return useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) => adminApi<JobsOverview>(BASE, { signal }),
    // Runs come and go every second: the view follows them while it is open.
    refetchInterval: 5000,
  });
}

export function useRetryJob() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => adminApi<{ name: string }>(`${BASE}/failed/${id}/retry`, { method: 'POST' }),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}
