import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { migrate, readMigrations } from '../src/db/migrate.ts';
import { ensureHistoryPartitions } from '../src/db/history-partitions.ts';
import { pruneChat } from '../src/features/chat/chat-retention.ts';
import { createChatRetentionRepo } from '../src/features/chat/chat-retention.repo.ts';
import { imageKey } from '../src/features/chat/chat-images.ts';
import { createLocalDiskStorage } from '../src/platform/file-storage.ts';
import { newLedgerMember } from './support/ledger-fixtures.ts';
import { openTestDatabase, type TestDatabase } from './test-app.ts';

/*
 * Migration 0074 (decision 060) on a database that already holds history: the rows of earlier
 * months move into their month's partition, ids go on from where the sequences were, and every
 * guard of the ledger and of bets still refuses what it refused.
 */
// Run on both databases: test:services picks this file up by the variable's name.
const onPostgres = !!process.env.TEST_DATABASE_URL;
let database: TestDatabase;
let memberId: number;
const OLD = '2026-01-15T12:00:00Z';
const uploads = fs.mkdtempSync(path.join(os.tmpdir(), 'chat-retention-'));
const monthOf = (date: Date) => `${date.getUTCFullYear()}_${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
const thisMonth = monthOf(new Date());

const one = async <T>(query: ReturnType<typeof sql<T>>) => (await query.execute(database.db)).rows[0]!;
const errorOf = async (query: ReturnType<typeof sql>) =>
  query.execute(database.db).then(
    () => null,
    (error: { code?: string }) => error.code ?? 'no code',
  );

async function postPair(at: string | null, amount: number, accounts: [number, number], key: string) {
  const tx = await one(sql<{ id: number }>`
    insert into ledger_transactions (source, idempotency_key, kind, request_hash, member_id, created_at)
    values ('test', ${key}, 'adjust', '\\x00', ${memberId}, coalesce(${at}::timestamptz, now())) returning id`);
  await sql`insert into ledger_entries (transaction_id, account_id, amount_minor, balance_before_minor,
      balance_after_minor, created_at)
    values (${tx.id}, ${accounts[0]}, ${amount}, 0, ${amount}, coalesce(${at}::timestamptz, now())),
      (${tx.id}, ${accounts[1]}, ${-amount}, 0, ${-amount}, coalesce(${at}::timestamptz, now()))`.execute(database.db);
  return tx.id;
}

const insertBet = (at: string | null, vendorBetId: string | null = null) =>
  one(sql<{ id: number }>`
    insert into bets (member_id, product, vendor, game_code, currency, stake_minor, status, placed_at, vendor_bet_id)
    values (${memberId}, 'RNG', 'TEST', 'g1', 'BRL', 100, 'pending', coalesce(${at}::timestamptz, now()),
      ${vendorBetId}) returning id`);

const insertChat = (at: string | null, image: string | null = null) =>
  one(sql<{ id: number }>`
    insert into chat_messages (room_id, sender_kind, member_id, sender_name, body, image_name, created_at)
    values ((select id from chat_rooms where kind = 'lobby' limit 1), 'member', ${memberId}, 'm***', 'hi',
      ${image}, coalesce(${at}::timestamptz, now())) returning id`);

const partitionOf = async (table: string, id: number) =>
  (await one(sql<{ part: string }>`select tableoid::regclass::text as part from ${sql.table(table)} where id = ${id}`))
    .part;

const before: Record<string, number> = {};
let accounts: [number, number];
let oldBet: number;
let oldChat: number;

beforeAll(async () => {
  database = await openTestDatabase({ blank: true });
  const all = readMigrations();
  await migrate(
    database.db,
    all.filter((m) => m.version < 74),
  );
  memberId = await newLedgerMember(database.db, 'hp');
  const member = await one(sql<{ id: number }>`
    insert into ledger_accounts (member_id, code, currency) values (${memberId}, 'main', 'BRL') returning id`);
  const house = await one(sql<{ id: number }>`
    insert into ledger_accounts (code, currency, allow_negative) values ('house:hp', 'BRL', true) returning id`);
  accounts = [member.id, house.id];
  await postPair(OLD, 500, accounts, 'old');
  await postPair(null, 700, accounts, 'now');
  oldBet = (await insertBet(OLD, 'v-1')).id;
  await insertBet(null);
  oldChat = (await insertChat(OLD)).id;
  await insertChat(null);
  // Ids the sequences handed out and nobody kept: the rebuilt tables must not hand them out again.
  for (const table of ['bets', 'ledger_entries', 'chat_messages']) {
    const row = await one(sql<{ next: number }>`select nextval(pg_get_serial_sequence(${table}, 'id')) as next`);
    before[table] = Number(row.next);
  }
  await migrate(database.db, all);
}, 120_000);
afterAll(async () => {
  await database?.close();
  fs.rmSync(uploads, { recursive: true, force: true });
});

describe(`history partitioned by month (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('makes bets, ledger entries and chat messages partitioned tables with the months ahead made', async () => {
    for (const table of ['bets', 'ledger_entries', 'chat_messages']) {
      const kind = await one(sql<{ kind: string }>`select relkind::text as kind from pg_class
        where oid = to_regclass(${table})`);
      expect(kind.kind).toBe('p');
      const parts = await sql<{ name: string }>`
        select c.relname as name from pg_inherits i join pg_class c on c.oid = i.inhrelid
        where i.inhparent = to_regclass(${table}) order by 1`.execute(database.db);
      const names = parts.rows.map((r) => r.name);
      expect(names).toContain(`${table}_p2026_01`);
      expect(names).toContain(`${table}_p${thisMonth}`);
      expect(names).toContain(`${table}_pdefault`);
      const ahead = new Date();
      ahead.setUTCDate(1);
      ahead.setUTCMonth(ahead.getUTCMonth() + 3);
      expect(names).toContain(`${table}_p${monthOf(ahead)}`);
    }
    expect(await ensureHistoryPartitions(database.db)).toBe(0);
  });

  it('moves every row into its month and keeps views and counts', async () => {
    expect(await partitionOf('bets', oldBet)).toBe('bets_p2026_01');
    expect(await partitionOf('chat_messages', oldChat)).toBe('chat_messages_p2026_01');
    const counts = await one(sql<{ bets: number; entries: number; chat: number; records: number }>`
      select (select count(*)::int from bets) as bets, (select count(*)::int from ledger_entries) as entries,
        (select count(*)::int from chat_messages where member_id = ${memberId}) as chat,
        (select count(*)::int from bet_records where member_id = ${memberId}) as records`);
    expect(counts).toEqual({ bets: 2, entries: 4, chat: 2, records: 2 });
    const months = await sql<{ part: string }>`select distinct tableoid::regclass::text as part
      from ledger_entries order by 1`.execute(database.db);
    expect(months.rows.map((r) => r.part)).toEqual(['ledger_entries_p2026_01', `ledger_entries_p${thisMonth}`]);
    const keys = await sql`select vendor, vendor_bet_id from vendor_bet_keys`.execute(database.db);
    expect(keys.rows).toEqual([{ vendor: 'TEST', vendor_bet_id: 'v-1' }]);
  });

  it('goes on numbering after the ids the old sequences handed out', async () => {
    const bet = await insertBet(null);
    expect(Number(bet.id)).toBeGreaterThan(before.bets!);
    expect(await partitionOf('bets', bet.id)).toBe(`bets_p${thisMonth}`);
    const chat = await insertChat(null);
    expect(Number(chat.id)).toBeGreaterThan(before.chat_messages!);
    await postPair(null, 300, accounts, 'after');
    const entry = await one(sql<{ id: number }>`select max(id) as id from ledger_entries`);
    expect(Number(entry.id)).toBeGreaterThan(before.ledger_entries!);
  });

  it("keeps the ledger's guards: entries are immutable and each statement balances", async () => {
    expect(await errorOf(sql`update ledger_entries set amount_minor = 1 where created_at < now()`)).toBe('23514');
    expect(await errorOf(sql`delete from ledger_entries`)).toBe('23514');
    const tx = await one(sql<{ id: number }>`
      insert into ledger_transactions (source, idempotency_key, kind, request_hash)
      values ('test', 'unbalanced', 'adjust', '\\x00') returning id`);
    expect(
      await errorOf(sql`insert into ledger_entries (transaction_id, account_id, amount_minor, balance_before_minor,
        balance_after_minor) values (${tx.id}, ${accounts[0]}, 5, 0, 5)`),
    ).toBe('23514');
    expect(
      await errorOf(sql`insert into ledger_entries (transaction_id, account_id, amount_minor, balance_before_minor,
        balance_after_minor) values (${tx.id}, 999999, 5, 0, 5), (${tx.id}, ${accounts[1]}, -5, 0, -5)`),
    ).toBe('23503');
  });

  it('refuses deleting a bet, and a row naming a bet that does not exist', async () => {
    expect(await errorOf(sql`delete from bets where id = ${oldBet}`)).toBe('55000');
    expect(await errorOf(sql`update bets set id = id + 1000 where id = ${oldBet}`)).toBe('55000');
    expect(
      await errorOf(sql`insert into bet_wins (bet_id, member_id, currency, stake_minor, payout_minor, settled_at)
        values (99999999, ${memberId}, 'BRL', 100, 300, now())`),
    ).toBe('23503');
    await sql`insert into bet_wins (bet_id, member_id, currency, stake_minor, payout_minor, settled_at)
      values (${oldBet}, ${memberId}, 'BRL', 100, 300, now())`.execute(database.db);
    expect(await errorOf(sql`update bet_wins set bet_id = 99999998 where bet_id = ${oldBet}`)).toBe('23503');

    // A provider row's bet is checked once per statement (migration 0077), whatever else it updates.
    const rows = await sql<{ id: number }>`
      insert into provider_transactions (vendor_code, transaction_id, kind, member_id, round_id, currency,
        request_hash, bet_state, created_at)
      select 'TEST', 'history-' || n, 'bet', ${memberId}, 'r-' || n, 'BRL', '\\x00', 'open', now()
      from generate_series(1, 3) as n returning id`.execute(database.db);
    const ids = rows.rows.map((r) => Number(r.id));
    await sql`update provider_transactions set bet_id = ${oldBet} where id = any (${ids})`.execute(database.db);
    expect(
      await errorOf(sql`update provider_transactions set bet_id = case when id = ${ids[1]} then 99999997 else bet_id end
        where id = any (${ids})`),
    ).toBe('23503');
    expect(await errorOf(sql`update provider_transactions set bet_id = 99999996 where id = ${ids[2]}`)).toBe('23503');
    // Rows whose bet does not change pass, even when another row of theirs once named none.
    await sql`update provider_transactions set bet_state = 'settled' where id = any (${ids})`.execute(database.db);
    const named = await sql<{
      bet_id: number;
    }>`select bet_id from provider_transactions where id = any (${ids})`.execute(database.db);
    expect(named.rows.map((r) => Number(r.bet_id))).toEqual([oldBet, oldBet, oldBet]);
  });

  it('keeps a row outside every month in the default partition, and never makes its month over it', async () => {
    const far = await insertBet('2031-05-10T00:00:00Z');
    expect(await partitionOf('bets', far.id)).toBe('bets_pdefault');
    const make = (month: string) =>
      one(sql<{ made: boolean }>`select history_partition_make('bets', ${month}::date) as made`);
    expect((await make('2031-05-01')).made).toBe(false);
    expect(await partitionOf('bets', far.id)).toBe('bets_pdefault');
    expect((await make('2031-06-01')).made).toBe(true);
    expect((await make('2031-06-01')).made).toBe(false);
    const later = await insertBet('2031-06-02T00:00:00Z');
    expect(await partitionOf('bets', later.id)).toBe('bets_p2031_06');
  });

  it('drops chat months past the retention whole, deletes older rows and their images, and never money', async () => {
    const storage = createLocalDiskStorage(uploads);
    const image = `${'ab'.repeat(16)}.png`;
    await storage.put(imageKey(image), Buffer.from('png'));
    await sql`insert into chat_images (name, member_id, bytes, created_at, sent_at)
      values (${image}, ${memberId}, 3, ${OLD}::timestamptz, ${OLD}::timestamptz)`.execute(database.db);
    await insertChat('2026-01-20T00:00:00Z', image);
    const boundary = await insertChat('2026-02-10T00:00:00Z');
    const kept = await insertChat('2026-02-20T00:00:00Z');
    // Retention of 30 days on 2026-03-17: the cutoff is 2026-02-15.
    const pruned = await pruneChat({
      repo: createChatRetentionRepo(database.db),
      storage,
      now: new Date('2026-03-17T00:00:00Z'),
      retentionDays: 30,
    });
    expect(pruned).toEqual({ messages: 1, images: 1, partitionsDropped: 1 });
    expect(await storage.get(imageKey(image))).toBeUndefined();
    const left = await sql<{ id: number }>`select id from chat_messages where id in (${oldChat}, ${boundary.id},
      ${kept.id}) order by id`.execute(database.db);
    expect(left.rows.map((r) => Number(r.id))).toEqual([Number(kept.id)]);
    expect(await errorOf(sql`select history_partitions_drop_before('ledger_entries', now())`)).toBe('42501');
    expect(await errorOf(sql`select history_partitions_drop_before('bets', now())`)).toBe('42501');
  });
});
