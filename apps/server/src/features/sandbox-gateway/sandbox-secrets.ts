import { createSecretBox, type SecretBox, type SecretBoxDeps } from '../../platform/secret-box.ts';

/**
 * The sandbox merchant's webhook secret at rest (platform/secret-box.ts), as a real gateway would
 * keep it apart from the portal's copy.
 */
export const createSandboxSecrets = (deps: SecretBoxDeps): SecretBox =>
  createSecretBox(deps, 'sandbox-gateway-secret-key');

export type SandboxSecrets = SecretBox;
