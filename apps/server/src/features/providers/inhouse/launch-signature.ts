import { createHmac } from 'node:crypto';

/** The in-house launch URL's signature over what it names: the adapter signs, the studio checks. */
export const launchSignature = (
  secret: string,
  parts: { token: string; player: string; currency: string; game: string },
) =>
  createHmac('sha256', secret).update(`${parts.token}.${parts.player}.${parts.currency}.${parts.game}`).digest('hex');
