import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AgentApplicationAdmin,
  AgentApplicationStatus,
  ContractKind,
  ContractOffer,
  ContractStatus,
  ContractView,
} from '@portal/shared/contracts/agents';
import type { MemberSearchPage } from '@portal/shared/contracts/member-admin';
import type { Approval } from '@portal/shared/contracts/operators';
import type { BrandSettings } from '@portal/shared/settings';
import { adminApi } from '../lib/admin-api';

/** The agent programme's console calls: applications, the platform's contracts with agents and the settlements. */

const BASE = '/admin/api/agents';
const KEY = ['admin', 'agents'];
const clean = (query: Record<string, string | number | undefined>) =>
  Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== ''));

export interface ContractFilters {
  page: number;
  status?: ContractStatus;
  kind?: ContractKind;
}
export interface ContractPage {
  list: ContractView[];
  page: number;
  hasMore: boolean;
}

export const PAGE_SIZE = 20;

export function useContracts(filters: ContractFilters) {
  return useQuery({
    queryKey: [...KEY, 'contracts', filters],
    queryFn: ({ signal }) =>
      adminApi<ContractPage>(`${BASE}/contracts`, { query: clean({ ...filters, pageSize: PAGE_SIZE }), signal }),
    placeholderData: keepPreviousData,
  });
}

export function useContractMutations() {
  const client = useQueryClient();
  const settled = () => client.invalidateQueries({ queryKey: [...KEY, 'contracts'] });
  return {
    offer: useMutation({
      // A rate above the brand's limit answers the four-eyes request (202) instead of the contract.
      mutationFn: (body: ContractOffer) =>
        adminApi<ContractView | Approval>(`${BASE}/contracts`, { method: 'POST', body }),
      onSettled: settled,
    }),
    terminate: useMutation({
      mutationFn: (id: number) => adminApi<ContractView>(`${BASE}/contracts/${id}/terminate`, { method: 'POST' }),
      onSettled: settled,
    }),
  };
}

export interface SettlementRow {
  id: number;
  kind: ContractKind;
  cycle: string;
  periodStart: string;
  periodEnd: string;
  bills: number;
  /** Major units of the brand currency. */
  paid: number;
  waiting: number;
  waitingBills: number;
}

export function useSettlements(filters: { page: number; kind?: ContractKind }) {
  return useQuery({
    queryKey: [...KEY, 'settlements', filters],
    queryFn: ({ signal }) =>
      adminApi<{ list: SettlementRow[]; page: number }>(`${BASE}/settlements`, {
        query: clean({ ...filters, pageSize: PAGE_SIZE }),
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useRunSettlement() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => adminApi<{ done: true }>(`${BASE}/settlements/run`, { method: 'POST' }),
    onSettled: () => client.invalidateQueries({ queryKey: KEY }),
  });
}

/** The brand's settings the console already reads (the switches of the contract kinds, the currency). */
export function useBrandFlags() {
  return useQuery({
    queryKey: ['admin', 'settings'],
    queryFn: ({ signal }) => adminApi<BrandSettings>('/admin/api/settings', { signal }),
    staleTime: 5 * 60_000,
  });
}

/** The member with exactly this username, through the members console's search; null when none. */
export async function findMember(username: string) {
  const page = await adminApi<MemberSearchPage>('/admin/api/members', {
    query: { q: username.trim(), by: 'username', page: 1, pageSize: 5 },
  });
  return page.items.find((item) => item.username.toLowerCase() === username.trim().toLowerCase()) ?? null;
}

export interface ApplicationFilters {
  page: number;
  status?: AgentApplicationStatus;
}

/** Applications to become an agent (decision 051), newest first. */
export function useAgentApplications(filters: ApplicationFilters) {
  return useQuery({
    queryKey: [...KEY, 'applications', filters],
    queryFn: ({ signal }) =>
      adminApi<{ list: AgentApplicationAdmin[]; page: number; hasMore: boolean }>(`${BASE}/applications`, {
        query: clean({ ...filters, pageSize: PAGE_SIZE }),
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useApplicationDecisions() {
  const client = useQueryClient();
  const settled = () => client.invalidateQueries({ queryKey: [...KEY, 'applications'] });
  return {
    approve: useMutation({
      mutationFn: ({ id, agentType }: { id: number; agentType: number }) =>
        adminApi<AgentApplicationAdmin>(`${BASE}/applications/${id}/approve`, { method: 'POST', body: { agentType } }),
      onSettled: settled,
    }),
    reject: useMutation({
      mutationFn: ({ id, reason }: { id: number; reason: string }) =>
        adminApi<AgentApplicationAdmin>(`${BASE}/applications/${id}/reject`, { method: 'POST', body: { reason } }),
      onSettled: settled,
    }),
  };
}
