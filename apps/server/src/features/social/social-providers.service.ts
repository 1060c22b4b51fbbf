import type { SocialProviderCreate, SocialProviderUpdate } from '@portal/shared/contracts/social';
import { FieldIssue } from '@portal/shared/errors';
import { AppError } from '../../platform/app-error.ts';
import type { Clock } from '../../platform/clock.ts';
import { uniqueViolation } from '../../db/unique-violation.ts';
import type { ClientSecrets } from './client-secrets.ts';
import type { Oidc } from './oidc.ts';
import type { ProviderRow, SocialRepo } from './social.repo.ts';

const fieldError = (code: 'VALIDATION_FAILED' | 'CONFLICT', field: string, issue: FieldIssue) =>
  new AppError(code, { value: { fields: { [field]: issue } } });

/**
 * The operator's providers. An enabled provider is saved only when its issuer answers a discovery
 * document naming itself, so a typo shows at once rather than at a player's first click. The
 * issuer of a provider members are linked through cannot change: a subject is unique only within
 * its issuer, so another issuer's subject could open someone else's account.
 */
export function createSocialProviders(deps: { repo: SocialRepo; oidc: Oidc; secrets: ClientSecrets; clock: Clock }) {
  const { repo, oidc, secrets, clock } = deps;

  async function assertDiscoverable(issuerUrl: string, clientId: string) {
    if (!(await oidc.discoverable(issuerUrl, clientId))) {
      throw fieldError('VALIDATION_FAILED', 'issuerUrl', FieldIssue.INVALID_VALUE);
    }
  }

  return {
    list: () => repo.listProviders(),

    async create(input: SocialProviderCreate): Promise<ProviderRow> {
      if (await repo.findProvider(input.key)) throw fieldError('CONFLICT', 'key', FieldIssue.ALREADY_TAKEN);
      if (input.enabled) await assertDiscoverable(input.issuerUrl, input.clientId);
      const now = clock.now();
      try {
        return await repo.insertProvider({
          key: input.key,
          name: input.name,
          issuer_url: input.issuerUrl,
          client_id: input.clientId,
          client_secret_encrypted: await secrets.seal(input.clientSecret),
          scopes: input.scopes,
          enabled: input.enabled,
          position: input.position,
          created_at: now,
          updated_at: now,
        });
      } catch (error) {
        if (uniqueViolation(error) !== null) throw fieldError('CONFLICT', 'key', FieldIssue.ALREADY_TAKEN);
        throw error;
      }
    },

    async update(key: string, input: SocialProviderUpdate): Promise<ProviderRow> {
      const current = await repo.findProvider(key);
      if (!current) throw new AppError('NOT_FOUND');
      const issuerUrl = input.issuerUrl ?? current.issuer_url;
      const clientId = input.clientId ?? current.client_id;
      const enabled = input.enabled ?? current.enabled;
      if (issuerUrl !== current.issuer_url && (await repo.providerHasLinks(key))) {
        throw fieldError('CONFLICT', 'issuerUrl', FieldIssue.INVALID_VALUE);
      }
      const reaching = issuerUrl !== current.issuer_url || clientId !== current.client_id || !current.enabled;
      if (enabled && reaching) await assertDiscoverable(issuerUrl, clientId);
      const updated = await repo.updateProvider(key, {
        name: input.name,
        issuer_url: input.issuerUrl,
        client_id: input.clientId,
        client_secret_encrypted: input.clientSecret === undefined ? undefined : await secrets.seal(input.clientSecret),
        scopes: input.scopes,
        enabled: input.enabled,
        position: input.position,
        updated_at: clock.now(),
      });
      if (!updated) throw new AppError('NOT_FOUND');
      return updated;
    },

    async remove(key: string): Promise<void> {
      if (!(await repo.deleteProvider(key))) throw new AppError('NOT_FOUND');
    },
  };
}

export type SocialProviders = ReturnType<typeof createSocialProviders>;
