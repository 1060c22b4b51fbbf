import type { ContractKind } from '@portal/shared/contracts/agents';
import { CONTRACT_FLAGS } from '@portal/shared/constants';

/** The agent center's pages in menu order (spec §2 Agent center); the last four each behind a brand flag. */
export const AGENT_PAGES = [
  'announcement',
  'overview',
  'register',
  'downlines',
  'bets',
  'profitLoss',
  'income',
  'transactions',
  'dividend',
  'dailySalary',
  'hourlySalary',
  'realtimeSalary',
] as const;
export type AgentPage = (typeof AGENT_PAGES)[number];

/** The page opened when none is named. */
export const FIRST_AGENT_PAGE: AgentPage = 'overview';

/** Each contract kind's page. */
export const CONTRACT_PAGE: Record<ContractKind, AgentPage> = {
  dividend: 'dividend',
  daily_salary: 'dailySalary',
  hourly_salary: 'hourlySalary',
  realtime_salary: 'realtimeSalary',
};

/** The contract kind a page shows, or null for the other pages. */
export function kindOfPage(page: AgentPage): ContractKind | null {
  const found = (Object.entries(CONTRACT_PAGE) as [ContractKind, AgentPage][]).find(([, p]) => p === page);
  return found ? found[0] : null;
}

/** The brand flags that turn the contract pages on (spec: dividend, salary, hourly salary, real-time salary). */
export type AgentFlags = Record<(typeof CONTRACT_FLAGS)[ContractKind], boolean>;

/** The pages this brand shows: every page, a contract kind's only with its flag on. */
export function visibleAgentPages(flags: AgentFlags): AgentPage[] {
  return AGENT_PAGES.filter((page) => {
    const kind = kindOfPage(page);
    return kind === null || flags[CONTRACT_FLAGS[kind]];
  });
}

export const isAgentPage = (value: string | null | undefined): value is AgentPage =>
  (AGENT_PAGES as readonly string[]).includes(value ?? '');

/** The consolidated call's figure per kind (spec field names): 0 none, 1 offered to me, 2 active. */
export interface ConsolidatedFigures {
  divtypereq: number;
  dailysalreqtype: number;
  contracthoursalreq: number;
  realtimesalreqtype: number;
}

const FIGURE_OF: Record<ContractKind, keyof ConsolidatedFigures> = {
  dividend: 'divtypereq',
  daily_salary: 'dailysalreqtype',
  hourly_salary: 'contracthoursalreq',
  realtime_salary: 'realtimesalreqtype',
};

/** The contract pages whose kind has an offer waiting for the agent's answer (figure 1). */
export function pagesWithOffer(figures: ConsolidatedFigures | undefined): Set<AgentPage> {
  const pages = new Set<AgentPage>();
  if (!figures) return pages;
  for (const kind of Object.keys(FIGURE_OF) as ContractKind[]) {
    if (figures[FIGURE_OF[kind]] === 1) pages.add(CONTRACT_PAGE[kind]);
  }
  return pages;
}
