import { useQuery } from '@tanstack/react-query';
import type { NewVendor } from '@portal/shared/contracts/games';
import { api } from '../../../lib/api-client';

/** GET /lgw/games/new-vendors: the vendors the operator tagged new (the e-game lobby's "new vendor"). */
export const useNewVendors = () =>
  useQuery({
    queryKey: ['games', 'new-vendors'],
    queryFn: ({ signal }) => api<NewVendor[]>('/lgw/games/new-vendors', { signal }),
    staleTime: 60_000,
  });
