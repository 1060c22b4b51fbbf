import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { SecurityEventKind } from '../../db/column-types.ts';
import type { Clock } from '../../platform/clock.ts';

export interface SecurityEvent {
  kind: SecurityEventKind;
  memberId?: number | null;
  username?: string | null;
  ip?: string;
  userAgent?: string;
}

/** The audit log of sign-in and account security events, with the address and browser. */
export function createSecurityLog({ db, clock }: { db: Kysely<DB>; clock: Clock }) {
  return {
    async record(event: SecurityEvent): Promise<void> {
      await db
        .insertInto('security_events')
        .values({
          kind: event.kind,
          member_id: event.memberId ?? null,
          username: event.username?.slice(0, 128) ?? null,
          ip: event.ip?.slice(0, 64) ?? null,
          user_agent: event.userAgent?.slice(0, 500) ?? null,
          created_at: clock.now(),
        })
        .execute();
    },
  };
}

export type SecurityLog = ReturnType<typeof createSecurityLog>;
