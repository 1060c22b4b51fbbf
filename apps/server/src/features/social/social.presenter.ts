import type { SocialProviderAdmin } from '@portal/shared/contracts/social';
import type { ProviderRow } from './social.repo.ts';

/** A provider as the operator sees it: these fields and no others (never the client secret). */
export function presentProviderAdmin(row: ProviderRow): SocialProviderAdmin {
  return {
    key: row.key,
    name: row.name,
    issuerUrl: row.issuer_url,
    clientId: row.client_id,
    hasClientSecret: row.client_secret_encrypted.length > 0,
    scopes: row.scopes,
    enabled: row.enabled,
    position: row.position,
    callbackPath: `/wps/social/${row.key}/callback`,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}
