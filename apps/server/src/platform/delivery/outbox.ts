import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { DeliveryChannel, DeliveryLog, DeliveryProvider } from './delivery.types.ts';
import { maskRecipient, normaliseRecipient } from './recipient.ts';

/** Keeps messages in outbox_messages instead of sending them: the embedded demo and the tests read them back. */
export function createOutboxProvider(db: Kysely<DB>, log: DeliveryLog): DeliveryProvider {
  return {
    kind: 'outbox',
    async send(message) {
      const row = await db
        .insertInto('outbox_messages')
        .values({
          channel: message.channel,
          recipient: message.to,
          purpose: message.purpose,
          subject: message.subject ?? null,
          body: message.text,
          html: message.html ?? null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      log.info(
        { outboxId: row.id, channel: message.channel, purpose: message.purpose, to: maskRecipient(message.to) },
        'message kept in the outbox',
      );
    },
  };
}

export interface OutboxEntry {
  id: number;
  channel: DeliveryChannel;
  to: string;
  purpose: string;
  subject: string | null;
  text: string;
  html: string | null;
  createdAt: Date;
}

/** The messages to one address, newest first; tests read codes with it. */
export async function readOutbox(db: Kysely<DB>, to: string, limit = 20): Promise<OutboxEntry[]> {
  const recipient = normaliseRecipient(to);
  if (!recipient) throw new RangeError(`not a mobile number or an e-mail: ${to}`);
  const rows = await db
    .selectFrom('outbox_messages')
    .selectAll()
    .where('recipient', '=', recipient.address)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    channel: r.channel,
    to: r.recipient,
    purpose: r.purpose,
    subject: r.subject,
    text: r.body,
    html: r.html,
    createdAt: r.created_at,
  }));
}
