import type { Jobs } from '../../../platform/jobs/jobs.ts';
import type { AgentSettlement } from './settlement.service.ts';

/** Real-time salaries settle every 5 minutes: a run each minute settles every period ended since. */
const INTERVAL_MS = 60_000;

/** Runs the due settlements and payments; each period is claimed once, so a retried run pays nothing twice. */
export function defineAgentSettlementJob(jobs: Jobs, settlement: AgentSettlement) {
  jobs.define({ name: 'agent-settlement', everyMs: INTERVAL_MS, run: () => settlement.runDue() });
}
