import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  consolidatedSchema,
  ContractOffer,
  contractListSchema,
  ContractView,
} from '@portal/shared/contracts/agents';
import { api } from '../../../lib/api-client';
import { memberQuery } from '../../../lib/member-query';
import { AGENTS_KEY, refreshAgents } from './agent-keys';

export type ContractList = z.infer<typeof contractListSchema>;
export type Consolidated = z.infer<typeof consolidatedSchema>;
/** CONTRACT_CONFIRM_REQUIRED's value: the downline contracts accepting would end. */
export interface ConfirmRequired {
  terminates: { contractId: number; username: string }[];
}

export const contractsQuery = (token: string | null) =>
  memberQuery<ContractList>([...AGENTS_KEY, 'contracts'], token, '/wps/agent/contracts');

/** GET /wps/agent/contracts: the agent's own (offered to it, held, ended) and those it offered its downlines. */
export const useContracts = (token: string | null) => useQuery(contractsQuery(token));

export const consolidatedQuery = (token: string | null) =>
  queryOptions({
    ...memberQuery<Consolidated>([...AGENTS_KEY, 'consolidated'], token, '/wps/member/info/funds/consolidated'),
    staleTime: 60_000,
  });

/** GET /wps/member/info/funds/consolidated: per kind none, offered (waiting for the agent) or active. */
export const useConsolidated = (token: string | null, enabled = true) =>
  useQuery({ ...consolidatedQuery(token), enabled: token !== null && enabled });

const useContractMutation = <V>(call: (variables: V) => Promise<ContractView | unknown>) => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: call, onSettled: () => refreshAgents(queryClient) });
};

/** POST /wps/agent/contracts: an offer to a direct downline agent (CONTRACT_RATE_ABOVE_OWN above the agent's own). */
export const useOfferContract = () =>
  useContractMutation((offer: ContractOffer) =>
    api<ContractView>('/wps/agent/contracts', { method: 'POST', body: offer }),
  );

/** POST /wps/agent/contracts/:id/accept: CONTRACT_CONFIRM_REQUIRED lists what ends; sent again with confirm. */
export const useAcceptContract = () =>
  useContractMutation(({ id, confirm }: { id: number; confirm: boolean }) =>
    api<ContractView>(`/wps/agent/contracts/${id}/accept`, { method: 'POST', body: { confirm } }),
  );

/** POST /wps/agent/contracts/:id/reject. */
export const useRejectContract = () =>
  useContractMutation((id: number) => api<ContractView>(`/wps/agent/contracts/${id}/reject`, { method: 'POST' }));

/** POST /wps/agent/contracts/:id/terminate. */
export const useTerminateContract = () =>
  useContractMutation((id: number) => api<ContractView>(`/wps/agent/contracts/${id}/terminate`, { method: 'POST' }));
