import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { BONUS_STATUSES, BonusPage } from '@portal/shared/contracts/promotions';
import { api } from '../../../lib/api-client';
import { PROMOTIONS_KEY } from './promotions';

export type BonusStatus = (typeof BONUS_STATUSES)[number];
export const BONUS_PAGE_SIZE = 10;

export const bonusPageQuery = (token: string | null, query: { status?: BonusStatus; page: number; pageSize: number }) =>
  queryOptions({
    queryKey: [...PROMOTIONS_KEY, 'bonuses', token, query],
    queryFn: ({ signal }) => api<BonusPage>('/wps/bonuses', { signal, query }),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });

/** GET /wps/bonuses: the bonus wallet's bonuses with their wagering, and what is locked now. */
export const useBonusPage = (token: string | null, query: { status?: BonusStatus; page: number; pageSize?: number }) =>
  useQuery(bonusPageQuery(token, { ...query, pageSize: query.pageSize ?? BONUS_PAGE_SIZE }));
