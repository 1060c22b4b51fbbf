import { createHash, randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { Clock } from '../../platform/clock.ts';

/** A game session lasts a long evening; wins and rollbacks need no live token anyway. */
export const LAUNCH_TOKEN_TTL_MS = 12 * 60 * 60 * 1000;
const PURGE_PER_LAUNCH = 20;

export const tokenHash = (token: string) => createHash('sha256').update(token, 'utf8').digest();

/**
 * Seamless launch tokens: 32 random bytes given to the provider in the launch URL; only their
 * hash is kept, bound to the player, the vendor and the game, until they expire or the member's
 * sign-in ends: logout (any member session revoked) and a password change or reset delete the
 * member's tokens (triggers of migration 0028). Request logs show them as REDACTED
 * (platform/log-serializers.ts).
 */
export function createLaunchTokens(deps: { db: Kysely<DB>; clock: Clock }) {
  return {
    async issue(memberId: number, vendorCode: string, gameCode: string): Promise<string> {
      const token = randomBytes(32).toString('base64url');
      const now = deps.clock.now();
      // One statement: the new token, and a few expired ones cleared, so the table stays the size
      // of the live sessions without a job.
      await sql`
        with purged as (
          delete from provider_launch_tokens where token_hash in (
            select token_hash from provider_launch_tokens where expires_at < ${now} limit ${PURGE_PER_LAUNCH}))
        insert into provider_launch_tokens (token_hash, member_id, vendor_code, game_code, created_at, expires_at)
        values (${tokenHash(token)}, ${memberId}, ${vendorCode}, ${gameCode}, ${now},
          ${new Date(now.getTime() + LAUNCH_TOKEN_TTL_MS)})`.execute(deps.db);
      return token;
    },
  };
}

export type LaunchTokens = ReturnType<typeof createLaunchTokens>;
