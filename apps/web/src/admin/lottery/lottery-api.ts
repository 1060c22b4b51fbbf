import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Period } from '@portal/shared/contracts/lottery';
import type {
  liabilitySchema,
  marketRulesSchema,
  periodDetailSchema,
  PERIOD_STATUSES,
} from '@portal/shared/contracts/lottery-admin';
import type { approvalSchema } from '@portal/shared/contracts/operators';
import { ApiError } from '../../lib/api-client';
import { minorOf } from '../../lib/money-form';
import { adminApi } from '../lib/admin-api';
import { useMoney } from '../ui/use-money';

/** The lottery console's calls: games, markets' rules, periods, a period, its liability. */

/** The longest reason of a correction or a cancel the server keeps (operatorReasonSchema). */
export const REASON_MAX = 200;

export type MarketRules = z.infer<typeof marketRulesSchema>;
export type PeriodDetail = z.infer<typeof periodDetailSchema>;
export type Liability = z.infer<typeof liabilitySchema>;
export type PeriodStatus = (typeof PERIOD_STATUSES)[number];
export type ConsolePeriod = Period & { round: number };
export type Prizes = Record<string, string[]>;
export type Approval = z.infer<typeof approvalSchema>;

export interface ConsoleBetType {
  code: string;
  rule: 'count' | 'all' | 'none' | 'table';
  stakeFactor: number;
  odds: number | number[][];
  minUnit: number;
  maxUnit: number;
  maxMultiplier: number;
  enabled: boolean;
  minOdds: number | null;
  maxOdds: number | null;
  return: number;
}

export interface ConsoleGame {
  gameCode: string;
  name: string;
  names: Record<string, string>;
  market: string;
  product: 'LOTT' | 'ELOTT';
  intervalSeconds: number | null;
  drawTime: string | null;
  closeBeforeSeconds: number;
  confirmAfterSeconds: number;
  resultSource: 'rng' | 'operator' | 'demo_feed';
  liabilityLimit: number;
  enabled: boolean;
  betTypes: ConsoleBetType[];
}

export interface Page<T> {
  items: T[];
  page: number;
  pageSize: number;
  total: number;
  totalPages: number;
}

export interface PeriodFilters {
  gameCode?: string;
  status?: PeriodStatus;
  issue?: string;
  page: number;
  pageSize: number;
}

/** A result call's answer: settled at once (200) or waiting for a second operator (202). */
export interface Settlement {
  round: number;
  bets: number;
  winners: number;
  payout: number;
}
export type ResultAnswer =
  { kind: 'recorded'; settlement: Settlement | null } | { kind: 'pending'; approval: Approval };

export const VN_MARKETS = ['XSMB', 'XSMN', 'XSMT'] as const;
export const isVnMarket = (market: string) => (VN_MARKETS as readonly string[]).includes(market);

const key = (...parts: unknown[]) => ['admin', 'lottery', ...parts];
export const LOTTERY_KEY = key();

export const useGames = () =>
  useQuery({ queryKey: key('games'), queryFn: () => adminApi<ConsoleGame[]>('/admin/api/lottery/games') });

export const useMarkets = () =>
  useQuery({
    queryKey: key('markets'),
    queryFn: () => adminApi<MarketRules[]>('/admin/api/lottery/markets'),
    staleTime: 10 * 60_000,
  });

export const usePeriods = (filters: PeriodFilters, enabled = true) =>
  useQuery({
    queryKey: key('periods', filters),
    queryFn: () => adminApi<Page<ConsolePeriod>>('/admin/api/lottery/periods', { query: { ...filters } }),
    placeholderData: keepPreviousData,
    enabled,
  });

export const usePeriod = (periodId: number | null) =>
  useQuery({
    queryKey: key('period', periodId),
    queryFn: () => adminApi<PeriodDetail>(`/admin/api/lottery/periods/${periodId}`),
    enabled: periodId !== null,
  });

export const useLiability = (periodId: number, query: { kind?: string; page: number; pageSize: number }) =>
  useQuery({
    queryKey: key('liability', periodId, query),
    queryFn: () => adminApi<Liability>(`/admin/api/lottery/periods/${periodId}/liability`, { query }),
    placeholderData: keepPreviousData,
  });

/** Pending four-eyes requests about one period (the approvals queue holds at most a few). */
export const usePendingApprovals = (periodId: number) =>
  useQuery({
    queryKey: key('approvals', periodId),
    queryFn: async () => {
      const page = await adminApi<Page<Approval>>('/admin/api/approvals', {
        query: { status: 'pending', pageSize: 100 },
      });
      return page.items.filter((a) => a.subject === `lottery-period:${periodId}`);
    },
  });

/** Posts a result (or a correction); a 202 answer is a request waiting for a second operator. */
export async function postResult(path: string, body: Record<string, unknown>): Promise<ResultAnswer> {
  const value = await adminApi<Approval | { settlement: Settlement | null }>(path, { method: 'POST', body });
  if ('kind' in value) return { kind: 'pending', approval: value };
  return { kind: 'recorded', settlement: value.settlement };
}

/** The server's field problems of a failed call (`prizes.third.2` → its issue), or none. */
export function fieldProblems(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  const value = error.value as { fields?: Record<string, string> } | null;
  return value?.fields ?? {};
}

/** Money in major units (as the API sends it) in the brand's currency and the operator's language. */
export function useMajorMoney() {
  const money = useMoney();
  return { ...money, major: (amount: number) => money.format(minorOf(amount, money.decimals)) };
}

/** Instants in Vietnam time, where the draws are scheduled. */
export function formatVnTime(iso: string | null, language: string): string {
  if (!iso) return '—';
  return new Intl.DateTimeFormat(language, {
    timeZone: 'Asia/Ho_Chi_Minh',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).format(new Date(iso));
}
