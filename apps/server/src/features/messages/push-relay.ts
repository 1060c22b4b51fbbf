import type { Jobs } from '../../platform/jobs/jobs.ts';
import { sql, type Kysely } from 'kysely';
import type { MessageParams, SystemMessageKind } from '@portal/shared/contracts/messages';
import type { Language } from '@portal/shared/languages';
import type { DB } from '../../db/schema.ts';
import { pickText } from '../../platform/localized.ts';
import type { PushMessage, PushOutcome } from '../app-install/push.service.ts';
import { systemPushText } from './push-texts.ts';
import type { CurrencyDisplay } from '@portal/shared/money';

const BATCH = 1_000;
/** Pushes in flight at once: a notice to everyone reaches many browsers. */
const CONCURRENCY = 20;
const BODY_MAX = 140;

/**
 * Delivered messages as push notifications. Operator notices and the triggers' system messages
 * alike are found after they commit: one instance at a time (the cursor row, locked) takes the
 * messages past the cursor that reached members with a subscription, moves the cursor, and sends
 * after its transaction. A message reaches a browser at most once; a push is a courtesy on top of
 * the inbox, so one lost to a crash between the cursor and the send is not retried.
 */
export function createPushRelay(deps: {
  db: Kysely<DB>;
  /** The brand's currency, for amounts in system messages. */
  currency: () => Promise<CurrencyDisplay>;
  sendPush: (memberId: number, message: PushMessage) => Promise<PushOutcome>;
}) {
  const { db } = deps;

  async function take() {
    return db.transaction().execute(async (trx) => {
      const cursor = await trx
        .selectFrom('message_push_cursor')
        .select('last_message_id')
        .forUpdate()
        .skipLocked()
        .executeTakeFirst();
      if (!cursor) return [];
      // A second's grace: a message with a lower id may still be committing.
      const rows = await sql<{
        member_id: number;
        message_id: number;
        kind: string;
        title: Record<string, string> | null;
        content: Record<string, string> | null;
        params: MessageParams;
        language: Language;
      }>`
        select mm.member_id, m.id as message_id, m.kind, m.title, m.content, m.params,
          coalesce(me.language, s.language) as language
        from messages m
        join member_messages mm on mm.message_id = m.id
        join members me on me.id = mm.member_id
        join lateral (
          select language from push_subscriptions p where p.member_id = mm.member_id order by p.id desc limit 1
        ) s on true
        where m.id > ${cursor.last_message_id} and m.created_at < now() - interval '1 second'
        order by m.id, mm.member_id
        limit ${BATCH}`.execute(trx);
      const last =
        rows.rows.length === BATCH
          ? rows.rows.at(-1)!.message_id - 1
          : ((
              await sql<{ id: number | null }>`select max(id) as id from messages
              where id > ${cursor.last_message_id} and created_at < now() - interval '1 second'`.execute(trx)
            ).rows[0]?.id ?? cursor.last_message_id);
      // A message cut at the batch's end is read again whole next time.
      const taken = rows.rows.filter((r) => r.message_id <= last);
      if (last > cursor.last_message_id)
        await trx.updateTable('message_push_cursor').set({ last_message_id: last }).execute();
      return taken;
    });
  }

  async function relay() {
    const rows = await take();
    if (rows.length === 0) return 0;
    const currency = await deps.currency();
    const queue = rows.map((row) => {
      const text =
        row.kind === 'notice'
          ? {
              title: pickText(row.title ?? {}, row.language),
              body: pickText(row.content ?? {}, row.language).slice(0, BODY_MAX),
            }
          : systemPushText(row.kind as SystemMessageKind, row.params, row.language, currency);
      return () => deps.sendPush(row.member_id, { ...text, tag: `m-${row.message_id}` });
    });
    const workers = Array.from({ length: Math.min(CONCURRENCY, queue.length) }, async () => {
      for (let next = queue.shift(); next; next = queue.shift()) await next();
    });
    await Promise.all(workers);
    return rows.length;
  }

  return { relay };
}

/** The relay as a job every few seconds; the cursor row lets one reader at a time take messages. */
export function definePushRelay(jobs: Jobs, relay: ReturnType<typeof createPushRelay>, intervalMs: number) {
  if (intervalMs === 0) return;
  jobs.define({ name: 'message-push', everyMs: intervalMs, run: () => relay.relay() });
}
