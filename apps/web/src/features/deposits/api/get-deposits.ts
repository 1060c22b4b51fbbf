import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Deposit, DepositPage } from '@portal/shared/contracts/deposits';
import { api } from '../../../lib/api-client';

export const DEPOSIT_PAGE_SIZE = 10;

export const depositsQuery = (token: string | null, page: number) =>
  queryOptions({
    queryKey: ['deposits', 'history', token, page],
    queryFn: ({ signal }) =>
      api<DepositPage>('/wps/payment/deposits', { signal, query: { page, pageSize: DEPOSIT_PAGE_SIZE } }),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });

/** GET /wps/payment/deposits: the member's deposits, newest first. */
export const useDeposits = (token: string | null, page: number) => useQuery(depositsQuery(token, page));

/** GET /wps/payment/deposits/{orderId}: the order the gateway just sent the player back from. */
export const useDeposit = (token: string | null, orderId: string | null) =>
  useQuery({
    queryKey: ['deposits', 'history', token, 'one', orderId],
    queryFn: ({ signal }) => api<Deposit>(`/wps/payment/deposits/${encodeURIComponent(orderId!)}`, { signal }),
    enabled: token !== null && orderId !== null,
    // A webhook still on its way: look again for a little while; a PIX charge, until it is paid or expires.
    refetchInterval: (query) => {
      const order = query.state.data;
      if (order?.status !== 'pending') return false;
      if (order.pix) return Date.now() < new Date(order.pix.expiresAt).getTime() + 5000 ? 3000 : false;
      return query.state.dataUpdateCount < 10 ? 2000 : false;
    },
  });
