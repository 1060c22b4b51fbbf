import type { Kysely } from 'kysely';
import type { Language } from '@portal/shared/languages';
import type { DB } from '../../db/schema.ts';

export interface StoredSubscription {
  id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** The only code that writes push_vapid_keys and push_subscriptions. */
export function createPushRepo(db: Kysely<DB>) {
  return {
    async vapidKeys() {
      return db.selectFrom('push_vapid_keys').select(['public_key', 'private_key_sealed']).executeTakeFirst();
    },

    /** The first instance to insert wins; the others read its pair. */
    async insertVapidKeys(publicKey: string, privateKeySealed: string) {
      await db
        .insertInto('push_vapid_keys')
        .values({ id: 1, public_key: publicKey, private_key_sealed: privateKeySealed })
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
    },

    /** One row per endpoint: a browser signed in as someone else now notifies that member. */
    async upsert(row: {
      memberId: number;
      sessionId: number;
      endpoint: string;
      p256dh: string;
      auth: string;
      userAgent: string | null;
      language: Language;
    }) {
      await db
        .insertInto('push_subscriptions')
        .values({
          member_id: row.memberId,
          session_id: row.sessionId,
          endpoint: row.endpoint,
          p256dh: row.p256dh,
          auth: row.auth,
          user_agent: row.userAgent,
          language: row.language,
        })
        .onConflict((oc) =>
          oc.column('endpoint').doUpdateSet((eb) => ({
            member_id: eb.ref('excluded.member_id'),
            session_id: eb.ref('excluded.session_id'),
            p256dh: eb.ref('excluded.p256dh'),
            auth: eb.ref('excluded.auth'),
            user_agent: eb.ref('excluded.user_agent'),
            language: eb.ref('excluded.language'),
          })),
        )
        .execute();
    },

    /** Deletes the member's own subscription at `endpoint`; false when there was none. */
    async deleteOwn(memberId: number, endpoint: string): Promise<boolean> {
      const result = await db
        .deleteFrom('push_subscriptions')
        .where('member_id', '=', memberId)
        .where('endpoint', '=', endpoint)
        .executeTakeFirst();
      return result.numDeletedRows > 0n;
    },

    /**
     * The member's subscriptions whose session is still open. Those of a session that was signed
     * out (revoked) or is gone are deleted in the same statement: that browser is no longer theirs.
     */
    async deliverable(memberId: number): Promise<StoredSubscription[]> {
      await db
        .deleteFrom('push_subscriptions')
        .where('member_id', '=', memberId)
        .where((eb) =>
          eb.or([
            eb('session_id', 'is', null),
            eb.exists(
              eb
                .selectFrom('sessions')
                .select('sessions.id')
                .whereRef('sessions.id', '=', 'push_subscriptions.session_id')
                .where('sessions.revoked_at', 'is not', null),
            ),
          ]),
        )
        .execute();
      return db
        .selectFrom('push_subscriptions')
        .select(['id', 'endpoint', 'p256dh', 'auth'])
        .where('member_id', '=', memberId)
        .orderBy('id')
        .execute();
    },

    async markSent(ids: number[], at: Date) {
      if (ids.length === 0) return;
      await db.updateTable('push_subscriptions').set({ last_sent_at: at }).where('id', 'in', ids).execute();
    },

    /** A push service said the subscription is gone (404/410). */
    async deleteById(ids: number[]) {
      if (ids.length === 0) return;
      await db.deleteFrom('push_subscriptions').where('id', 'in', ids).execute();
    },

    async countForMember(memberId: number): Promise<number> {
      const row = await db
        .selectFrom('push_subscriptions')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('member_id', '=', memberId)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
  };
}

export type PushRepo = ReturnType<typeof createPushRepo>;
