import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  convertResultSchema,
  goodsListSchema,
  pointsHistorySchema,
  PointsOverview,
  redemptionPageSchema,
  RedemptionView,
} from '@portal/shared/contracts/loyalty';
import { api } from '../../../lib/api-client';
import { memberQuery } from '../../../lib/member-query';
import { LOYALTY_KEY, refreshLoyalty } from './loyalty-keys';

export type GoodsList = z.infer<typeof goodsListSchema>;
export type RedemptionPage = z.infer<typeof redemptionPageSchema>;
export type PointsHistory = z.infer<typeof pointsHistorySchema>;
export type PointsMovement = PointsHistory['list'][number];
export type ConvertResult = z.infer<typeof convertResultSchema>;

export const HISTORY_PAGE_SIZE = 10;

export const pointsQuery = (token: string | null) =>
  memberQuery<PointsOverview>([...LOYALTY_KEY, 'points'], token, '/wps/points');

/** GET /wps/points: the member's points, the earn rates and the conversion ratio. */
export const usePoints = (token: string | null) => useQuery(pointsQuery(token));

export const goodsQuery = (token: string | null) =>
  memberQuery<GoodsList>([...LOYALTY_KEY, 'goods'], token, '/wps/points/goods');

/** GET /wps/points/goods: the mall's goods with the member's own counts, and their 30-day turnover. */
export const useGoods = (token: string | null) => useQuery(goodsQuery(token));

export const redemptionsQuery = (token: string | null, page: number) =>
  queryOptions({
    queryKey: [...LOYALTY_KEY, 'redemptions', token, page],
    queryFn: ({ signal }) =>
      api<RedemptionPage>('/wps/points/redemptions', { signal, query: { page, pageSize: HISTORY_PAGE_SIZE } }),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });

/** GET /wps/points/redemptions: the member's redemptions, newest first. */
export const useRedemptions = (token: string | null, page: number) => useQuery(redemptionsQuery(token, page));

export const pointsHistoryQuery = (token: string | null, page: number) =>
  queryOptions({
    queryKey: [...LOYALTY_KEY, 'points-history', token, page],
    queryFn: ({ signal }) =>
      api<PointsHistory>('/wps/points/history', { signal, query: { page, pageSize: HISTORY_PAGE_SIZE } }),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });

/** GET /wps/points/history: the points wallet's movements. */
export const usePointsHistory = (token: string | null, page: number) => useQuery(pointsHistoryQuery(token, page));

/** POST /wps/points/redeem with the attempt's Idempotency-Key: a retry redeems once. */
export function useRedeemGoods() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ goodsId, paymentPassword, key }: { goodsId: number; paymentPassword: string; key: string }) =>
      api<RedemptionView>('/wps/points/redeem', {
        method: 'POST',
        headers: { 'Idempotency-Key': key },
        body: { goodsId, paymentPassword },
      }),
    onSettled: () => refreshLoyalty(queryClient),
  });
}

/** POST /wps/points/convert with the attempt's Idempotency-Key: points to main money at pointsPerUnit. */
export function useConvertPoints() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ points, paymentPassword, key }: { points: number; paymentPassword: string; key: string }) =>
      api<ConvertResult>('/wps/points/convert', {
        method: 'POST',
        headers: { 'Idempotency-Key': key },
        body: { points, paymentPassword },
      }),
    onSettled: () => refreshLoyalty(queryClient),
  });
}
