import { createSecretBox, type SecretBox, type SecretBoxDeps } from '../../platform/secret-box.ts';

/**
 * Game providers' shared secrets at rest (platform/secret-box.ts). Only the server opens one, to
 * check or make a signature; no answer ever shows it.
 */
export const createProviderSecrets = (deps: SecretBoxDeps): SecretBox => createSecretBox(deps, 'provider-secret-key');

export type ProviderSecrets = SecretBox;
