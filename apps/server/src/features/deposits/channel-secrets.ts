import { createSecretBox, type SecretBox, type SecretBoxDeps } from '../../platform/secret-box.ts';

/**
 * Gateways' webhook secrets at rest (platform/secret-box.ts). A copy of the channels table, a log
 * line or an answer that shows a row by mistake does not give the secret away; only the server
 * opens it, to check a signature.
 */
export const createChannelSecrets = (deps: SecretBoxDeps): SecretBox =>
  createSecretBox(deps, 'payment-channel-secret-key');

export type ChannelSecrets = SecretBox;
