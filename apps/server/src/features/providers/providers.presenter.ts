import type { ProviderAdapter } from './adapter.ts';
import type { ProviderConfigRow } from './provider-configs.repo.ts';
import {
  DEFAULT_MAX_BET_MINOR,
  DEFAULT_WIN_REVIEW_ABOVE_MINOR,
  DEFAULT_TIMEOUT_MS,
} from './provider-configs.service.ts';
import type { AdminProvider } from '@portal/shared/contracts/providers';

/** A vendor's configuration for the operator: every field but the secret, which only says it is there. */
export function presentAdminProvider(
  code: string,
  walletModel: 'seamless' | 'transfer',
  adapter: ProviderAdapter | null,
  row: ProviderConfigRow | undefined,
  builtInSecret: boolean,
): AdminProvider {
  return {
    code,
    walletModel,
    configured: adapter?.isConfigured() ?? false,
    enabled: row?.enabled ?? builtInSecret,
    baseUrl: row?.base_url ?? null,
    launchUrl: row?.launch_url ?? null,
    merchantId: row?.merchant_id ?? null,
    hasSecret: Boolean(row?.secret_encrypted) || builtInSecret,
    ipAllowList: row?.ip_allow_list ?? [],
    maxBetMinor: row?.max_bet_minor ?? DEFAULT_MAX_BET_MINOR,
    winReviewAboveMinor: row?.win_review_above_minor ?? DEFAULT_WIN_REVIEW_ABOVE_MINOR,
    timeoutMs: row?.timeout_ms ?? DEFAULT_TIMEOUT_MS,
    updatedAt: row ? new Date(row.updated_at).toISOString() : null,
  };
}
