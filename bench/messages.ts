import os from 'node:os';
import { sql } from 'kysely';
import { runStatement, withFreshSchema } from './lib/fresh-schema.ts';
import { createMessages } from '../apps/server/src/features/messages/messages.service.ts';

export const MESSAGES_SETTINGS = { members: 100_000, sends: 3, reads: 200, goalSeconds: 2 } as const;

export interface MessagesResult {
  database: string;
  settings: typeof MESSAGES_SETTINGS;
  loadAvg: number[];
  /** One notice to every member through the service (message row, one insert of 100,000 recipients, count). */
  send: { p50Seconds: number; maxSeconds: number; recipientsPerSec: number };
  /** The floor: a bare INSERT ... SELECT of as many rows into a copy of member_messages with its indexes and foreign keys. */
  bareInsert: { p50Seconds: number; rowsPerSec: number };
  /** The same without the two foreign keys (info: what the constraints cost). */
  bareWithoutForeignKeys: { p50Seconds: number; rowsPerSec: number };
  /** bare / send: 1.0 means delivery costs no more than writing the rows at all. */
  ratio: number;
  /** A member's inbox page and unread count with every notice delivered (info). */
  inboxPageP50Ms: number;
  unreadCountP50Ms: number;
  met: boolean;
}

const round2 = (n: number) => Math.round(n * 100) / 100;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/**
 * Delivering an operator's notice to 100,000 members on PostgreSQL (fan-out on write: one
 * INSERT ... SELECT), next to a bare insert of the same rows into a copy of the table (same indexes
 * and foreign keys; and once more without the foreign keys) in the same run; then a member's
 * inbox reads over what was delivered. A fresh schema, dropped afterwards.
 */
export async function runMessages(): Promise<MessagesResult> {
  return withFreshSchema({ poolMax: 4 }, async ({ db, url, schema, describe }) => {
    const { members, sends, reads } = MESSAGES_SETTINGS;
    await sql`insert into members (username, password_hash, referral_code)
      select 'mb' || n, '!', 'MB' || lpad(n::text, 8, '0') from generate_series(1, ${members}) n`.execute(db);
    await runStatement(url, `analyze "${schema}".members`);
    await sql`create table bare_member_messages (like member_messages including all)`.execute(db);
    await sql`alter table bare_member_messages add foreign key (member_id) references members (id),
      add foreign key (message_id) references messages (id)`.execute(db);
    await sql`create table bare_no_fk_member_messages (like member_messages including all)`.execute(db);
    const messages = createMessages({ db });
    const notice = {
      title: { 'pt-BR': 'Manutenção', en: 'Maintenance' },
      content: { 'pt-BR': 'Hoje às 2h.', en: 'Tonight at 2 am.' },
      audience: { kind: 'all' as const },
    };

    const loadAvg = os.loadavg().map(round2);
    const sendTimes: number[] = [];
    const bareTimes: number[] = [];
    const noFkTimes: number[] = [];
    for (let i = 0; i < sends; i++) {
      let started = performance.now();
      const sent = await messages.send(notice, 'bench');
      sendTimes.push((performance.now() - started) / 1000);
      if (sent.recipients !== members) throw new Error(`delivered to ${sent.recipients}, not ${members}`);
      started = performance.now();
      await sql`insert into bare_member_messages (member_id, message_id)
        select id, ${sent.id}::bigint from members`.execute(db);
      bareTimes.push((performance.now() - started) / 1000);
      started = performance.now();
      await sql`insert into bare_no_fk_member_messages (member_id, message_id)
        select id, ${sent.id}::bigint from members`.execute(db);
      noFkTimes.push((performance.now() - started) / 1000);
      console.error(
        `  send ${i + 1}: ${sendTimes.at(-1)!.toFixed(2)} s; bare insert ${bareTimes.at(-1)!.toFixed(2)} s, without foreign keys ${noFkTimes.at(-1)!.toFixed(2)} s`,
      );
    }
    await runStatement(url, `analyze "${schema}".member_messages`);

    const member = await db
      .selectFrom('members')
      .select('id')
      .where('username', '=', 'mb777')
      .executeTakeFirstOrThrow();
    const time = async (query: () => Promise<unknown>) => {
      const times: number[] = [];
      for (let i = 0; i < reads; i++) {
        const started = performance.now();
        await query();
        times.push(performance.now() - started);
      }
      return round2(median(times));
    };
    const inboxPageP50Ms = await time(() =>
      messages.page(member.id, { page: 1, pageSize: 10, unreadOnly: false }, 'pt-BR'),
    );
    const unreadCountP50Ms = await time(() => messages.unreadCount(member.id));

    const send = median(sendTimes);
    const bare = median(bareTimes);
    return {
      database: describe,
      settings: MESSAGES_SETTINGS,
      loadAvg,
      send: {
        p50Seconds: round2(send),
        maxSeconds: round2(Math.max(...sendTimes)),
        recipientsPerSec: Math.round(members / send),
      },
      bareInsert: { p50Seconds: round2(bare), rowsPerSec: Math.round(members / bare) },
      bareWithoutForeignKeys: {
        p50Seconds: round2(median(noFkTimes)),
        rowsPerSec: Math.round(members / median(noFkTimes)),
      },
      ratio: round2(bare / send),
      inboxPageP50Ms,
      unreadCountP50Ms,
      met: send < MESSAGES_SETTINGS.goalSeconds,
    };
  });
}
