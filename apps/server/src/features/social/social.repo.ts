import { sql, type Insertable, type Kysely, type Selectable, type Updateable } from 'kysely';
import type { DB, SocialProviders } from '../../db/schema.ts';

export type ProviderRow = Selectable<SocialProviders>;

/** The one place that writes SQL for the social sign-in tables. */
export function createSocialRepo(db: Kysely<DB>) {
  return {
    listProviders: () => db.selectFrom('social_providers').selectAll().orderBy('position').orderBy('key').execute(),

    findProvider: (key: string) =>
      db.selectFrom('social_providers').selectAll().where('key', '=', key).executeTakeFirst(),

    insertProvider: (row: Insertable<SocialProviders>) =>
      db.insertInto('social_providers').values(row).returningAll().executeTakeFirstOrThrow(),

    updateProvider: (key: string, changes: Updateable<SocialProviders>) =>
      db.updateTable('social_providers').set(changes).where('key', '=', key).returningAll().executeTakeFirst(),

    async deleteProvider(key: string): Promise<boolean> {
      const result = await db.deleteFrom('social_providers').where('key', '=', key).executeTakeFirst();
      return result.numDeletedRows > 0n;
    },

    async providerHasLinks(key: string): Promise<boolean> {
      const row = await db
        .selectFrom('member_social_identities')
        .select('id')
        .where('provider', '=', key)
        .limit(1)
        .executeTakeFirst();
      return row !== undefined;
    },

    async insertAttempt(row: {
      stateHash: Buffer;
      provider: string;
      nonce: string;
      codeVerifier: string;
      redirectUri: string;
      returnTo: string;
      browserHash: Buffer;
      expiresAt: Date;
      now: Date;
    }): Promise<void> {
      // Attempts nobody came back from are cleared as new ones start (the expiry index keeps it
      // cheap); an hour's grace lets a late callback still be told "expired" rather than "unknown".
      const purgeBefore = new Date(row.now.getTime() - 3_600_000);
      await db.deleteFrom('social_login_attempts').where('expires_at', '<', purgeBefore).execute();
      await db
        .insertInto('social_login_attempts')
        .values({
          state_hash: row.stateHash,
          provider: row.provider,
          nonce: row.nonce,
          code_verifier: row.codeVerifier,
          redirect_uri: row.redirectUri,
          return_to: row.returnTo,
          browser_hash: row.browserHash,
          expires_at: row.expiresAt,
          created_at: row.now,
        })
        .execute();
    },

    /**
     * Marks the attempt used and answers it; undefined when unknown, already used, or started by
     * another browser (its cookie's hash is not the attempt's): such a try spends nothing.
     */
    takeAttempt: (stateHash: Buffer, browserHash: Buffer | null, now: Date) =>
      db
        .updateTable('social_login_attempts')
        .set({ used_at: now })
        .where('state_hash', '=', stateHash)
        .where('used_at', 'is', null)
        .where('browser_hash', '=', browserHash ?? Buffer.alloc(0))
        .returningAll()
        .executeTakeFirst(),

    /** Whether an attempt has this state, and whether it was already used. */
    async attemptStatus(stateHash: Buffer): Promise<'unknown' | 'used' | 'open'> {
      const row = await db
        .selectFrom('social_login_attempts')
        .select('used_at')
        .where('state_hash', '=', stateHash)
        .executeTakeFirst();
      return !row ? 'unknown' : row.used_at ? 'used' : 'open';
    },

    findIdentity: (provider: string, subject: string) =>
      db
        .selectFrom('member_social_identities')
        .select(['member_id'])
        .where('provider', '=', provider)
        .where('subject', '=', subject)
        .executeTakeFirst(),

    /** Links the identity; a concurrent link of the same subject wins and its member is answered. */
    async linkIdentity(row: {
      provider: string;
      subject: string;
      memberId: number;
      email: string | null;
      now: Date;
    }): Promise<number> {
      await db
        .insertInto('member_social_identities')
        .values({
          provider: row.provider,
          subject: row.subject,
          member_id: row.memberId,
          email: row.email,
          created_at: row.now,
        })
        .onConflict((oc) => oc.columns(['provider', 'subject']).doNothing())
        .execute();
      const linked = await db
        .selectFrom('member_social_identities')
        .select('member_id')
        .where('provider', '=', row.provider)
        .where('subject', '=', row.subject)
        .executeTakeFirstOrThrow();
      return linked.member_id;
    },

    /** The member holding this e-mail, whatever its case (as the unique index compares). */
    /** The member holding this e-mail, only when they proved it with a code (members.email_verified_at). */
    findMemberIdByVerifiedEmail: async (email: string) =>
      (
        await db
          .selectFrom('members')
          .select('id')
          .where(sql<string>`lower(email)`, '=', email.toLowerCase())
          .where('email_verified_at', 'is not', null)
          .executeTakeFirst()
      )?.id,

    async insertHandoff(row: {
      codeHash: Buffer;
      memberId: number;
      provider: string;
      returnTo: string;
      expiresAt: Date;
      now: Date;
    }): Promise<void> {
      await db.deleteFrom('social_handoffs').where('expires_at', '<', row.now).execute();
      await db
        .insertInto('social_handoffs')
        .values({
          code_hash: row.codeHash,
          member_id: row.memberId,
          provider: row.provider,
          return_to: row.returnTo,
          expires_at: row.expiresAt,
          created_at: row.now,
        })
        .execute();
    },

    /** Spends a hand-off code: undefined when unknown or already spent. */
    takeHandoff: (codeHash: Buffer, now: Date) =>
      db
        .updateTable('social_handoffs')
        .set({ used_at: now })
        .where('code_hash', '=', codeHash)
        .where('used_at', 'is', null)
        .returning(['member_id', 'provider', 'return_to', 'expires_at'])
        .executeTakeFirst(),
  };
}

export type SocialRepo = ReturnType<typeof createSocialRepo>;
