import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { Clock } from '../../platform/clock.ts';

/** A game session lasts a long evening; wins and rollbacks need no live token anyway. */
export const LAUNCH_TOKEN_TTL_MS = 12 * 60 * 60 * 1000;

export const tokenHash = (token: string) => createHash('sha256').update(token, 'utf8').digest();

/**
 * Seamless launch tokens: 32 random bytes given to the provider in the launch URL; only their
 * hash is kept, bound to the player, the vendor and the game, until they expire.
 */
export function createLaunchTokens(deps: { db: Kysely<DB>; clock: Clock }) {
  return {
    async issue(memberId: number, vendorCode: string, gameCode: string): Promise<string> {
      const token = randomBytes(32).toString('base64url');
      const now = deps.clock.now();
      await deps.db
        .insertInto('provider_launch_tokens')
        .values({
          token_hash: tokenHash(token),
          member_id: memberId,
          vendor_code: vendorCode,
          game_code: gameCode,
          created_at: now,
          expires_at: new Date(now.getTime() + LAUNCH_TOKEN_TTL_MS),
        })
        .execute();
      return token;
    },

    /** Drops expired tokens (a maintenance job may call it; checks never trust an expired one). */
    purgeExpired: () =>
      deps.db.deleteFrom('provider_launch_tokens').where('expires_at', '<', deps.clock.now()).execute(),
  };
}

export type LaunchTokens = ReturnType<typeof createLaunchTokens>;
