import { createSecretBox, type SecretBox, type SecretBoxDeps } from '../../platform/secret-box.ts';

/**
 * Identity providers' client secrets at rest (platform/secret-box.ts); only the server reads one
 * back, to call the provider's token endpoint.
 */
export const createClientSecrets = (deps: SecretBoxDeps): SecretBox =>
  createSecretBox(deps, 'social-client-secret-key');

export type ClientSecrets = SecretBox;
