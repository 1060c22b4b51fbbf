import { INHOUSE_VENDOR } from '@portal/shared/contracts/seamless';
import { AppError } from '../../platform/app-error.ts';
import type { ProviderConfig } from '../providers/provider-configs.service.ts';
import type { ProvidersModule } from '../providers/providers.registry.ts';
import { dispatchInstantRound, dispatchSeamless } from '../providers/seamless/seamless-dispatch.ts';
import type { PortalAnswer, PortalClient } from './portal-client.ts';

/**
 * The studio's seamless calls made inside the process (decision 061): the same schemas, the same
 * seamless service and its group-committed batches, the same transaction ids and answers as over
 * HTTP, without a request, a signature and a JSON round trip each. What a lost answer means is
 * kept: an error the portal would answer with a 5xx is 'lost', and the studio retries or rolls
 * back exactly as it does over the network. An instant round's bet and win go as one entry of the
 * portal's round batch (decision 064).
 */
export function createInProcessPortal(providers: Pick<ProvidersModule, 'configs' | 'seamless'>): PortalClient {
  async function answerOf(work: (config: ProviderConfig) => Promise<PortalAnswer>): Promise<PortalAnswer> {
    try {
      const config = await providers.configs.get(INHOUSE_VENDOR);
      if (!config?.enabled || !config.secret) return { kind: 'refused', code: 'NOT_FOUND', balanceMinor: null };
      return await work(config);
    } catch (error) {
      if (!(error instanceof AppError) || error.status >= 500) return { kind: 'lost', reason: (error as Error).name };
      const balance = (error.value as { balanceMinor?: unknown } | null)?.balanceMinor;
      return { kind: 'refused', code: error.code, balanceMinor: typeof balance === 'number' ? balance : null };
    }
  }

  return {
    call: (call, body) =>
      answerOf(async (config) => ({
        kind: 'ok',
        answer: await dispatchSeamless(providers.seamless, call, INHOUSE_VENDOR, config, body),
      })),
    instantRound: (bet, win, record) =>
      answerOf(async (config) => ({
        kind: 'ok',
        answer: (await dispatchInstantRound(providers.seamless, INHOUSE_VENDOR, config, bet, win, record)).win,
      })),
  };
}
