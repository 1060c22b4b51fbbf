import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SystemStatusValue } from '@portal/shared/contracts/system';
import { flagsFromTree } from '@portal/shared/settings-tree';
import { DEFAULT_SETTINGS } from '@portal/shared/settings-defaults';
import { api } from '../../../lib/api-client';

export const getStatus = (signal?: AbortSignal, language?: string) =>
  api<SystemStatusValue>('/wps/system/status', { query: { url: window.location.host }, signal, language });

export const statusQuery = () =>
  queryOptions({ queryKey: ['system', 'status'], queryFn: ({ signal }) => getStatus(signal), staleTime: 60_000 });

export const useStatus = () => useQuery(statusQuery());

type Flags = typeof DEFAULT_SETTINGS.flags;

/** One reading per status answer: a dozen components ask for the flags in every render. */
const flagsOf = new WeakMap<SystemStatusValue['settings'], Flags>();

/** Feature flags read from the permission tree; defaults while it loads. */
export function useFlags(): Flags {
  const { data } = useStatus();
  if (!data) return DEFAULT_SETTINGS.flags;
  let flags = flagsOf.get(data.settings);
  if (!flags) {
    flags = { ...DEFAULT_SETTINGS.flags, ...flagsFromTree(data.settings) };
    flagsOf.set(data.settings, flags);
  }
  return flags;
}
