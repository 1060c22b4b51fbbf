import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RegisterSettingsValue } from '@portal/shared/contracts/system';
import { api } from '../../../lib/api-client';

/** GET /wps/system/setting/register: per-field rules, registration switches, age confirmation. */
export const registerSettingsQuery = () =>
  queryOptions({
    queryKey: ['auth', 'register-settings'],
    queryFn: ({ signal }) => api<RegisterSettingsValue>('/wps/system/setting/register', { signal }),
    staleTime: 60_000,
  });

export const useRegisterSettings = () => useQuery(registerSettingsQuery());
