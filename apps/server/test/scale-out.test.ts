import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/database.ts';
import { poll } from './support/cluster/deadline.ts';
import { reconcileLedger } from '../src/features/wallet/ledger/reconcile.ts';
import {
  call,
  expectOk,
  memberId,
  newKey,
  openChatSocket,
  openEventStream,
  operatorToken,
  registerMember,
  type Answer,
  type ChatSocket,
  type EventStream,
} from './support/cluster/client.ts';
import { OPERATOR_PASSWORD, startCluster, type Cluster } from './support/cluster/cluster.ts';

/**
 * Three production server processes (apps/server/src/server.ts) on one fresh PostgreSQL database
 * and one Redis, behind HAProxy with ops/haproxy/haproxy.cfg (the file compose.scale.yaml runs).
 * Everything goes through the balancer: registrations, money with Idempotency-Keys replayed on
 * each instance, chat sockets and lottery event streams held by different instances hearing what
 * another one produced, an instance stopped under them; then the ledger reconciles.
 */
const serverUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.REDIS_URL;
const VENDOR = 'SCALE';
const PASSWORD = 'Sc4le-out-member!';
const INSTANCES = ['portal-1', 'portal-2', 'portal-3'];

describe.skipIf(!serverUrl || !redisUrl)(
  'three instances behind HAProxy (needs TEST_DATABASE_URL and REDIS_URL: a PostgreSQL server and Redis)',
  () => {
    let cluster: Cluster;
    let base: string;
    let operator: string;
    const members: (Awaited<ReturnType<typeof registerMember>> & { id: number })[] = [];
    const open: { close(): unknown }[] = [];

    beforeAll(async () => {
      cluster = await startCluster({ serverUrl: serverUrl!, redisUrl: redisUrl!, instances: 3 });
      base = cluster.balancer.url;
    }, 180_000);

    afterAll(async () => {
      for (const o of open) await o.close();
      await cluster?.stop();
    }, 60_000);

    /** Calls `times` times in a row; round robin gives each to the next instance. */
    const inTurn = async <T>(times: number, send: () => Promise<Answer<T>>) => {
      const answers: Answer<T>[] = [];
      for (let i = 0; i < times; i++) answers.push(await send());
      return answers;
    };
    const instancesOf = (answers: { instance: string }[]) => [...new Set(answers.map((a) => a.instance))].sort();

    it('spreads requests round robin over the three instances', async () => {
      const answers = await inTurn(6, () => call(base, 'GET', '/readyz'));
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 200]);
      expect(instancesOf(answers)).toEqual(INSTANCES);
    });

    it('keeps an operator session and its settings on every instance', async () => {
      operator = await operatorToken(base, 'admin', OPERATOR_PASSWORD, `${OPERATOR_PASSWORD}-changed`);
      expectOk(
        await call(base, 'PATCH', '/admin/api/settings', {
          token: operator,
          body: { wallet: { transferVendors: [VENDOR] }, flags: { chat: true } },
        }),
        'settings',
      );
      // The session lives in the database, the settings' cache is dropped over the bus on every instance.
      const reads = await inTurn(3, () =>
        call<{ wallet: { transferVendors: string[] } }>(base, 'GET', '/admin/api/settings', { token: operator }),
      );
      expect(instancesOf(reads)).toEqual(INSTANCES);
      for (const read of reads) expect(expectOk(read, 'settings read').wallet.transferVendors).toEqual([VENDOR]);
    });

    it('registers members on every instance, each signed in everywhere', async () => {
      const tag = Date.now().toString(36).slice(-5);
      // Two calls each (the key, the registration): round robin takes the three to three instances.
      const registered = [];
      for (let i = 0; i < 3; i++) registered.push(await registerMember(base, `scale${tag}m${i}`, PASSWORD));
      expect(instancesOf(registered.map((r) => ({ instance: r.registeredVia })))).toEqual(INSTANCES);
      for (const r of registered) members.push({ ...r, id: await memberId(base, r.token) });
      const infos = await inTurn(3, () =>
        call<{ id: number }>(base, 'GET', '/wps/member/info', { token: members[0]!.token }),
      );
      expect(instancesOf(infos)).toEqual(INSTANCES);
      expect(infos.map((a) => expectOk(a, 'member info').id)).toEqual([members[0]!.id, members[0]!.id, members[0]!.id]);
    });

    it('moves money once for a key replayed on each instance, in a row and at once', async () => {
      // An operator's adjustment funds each member; its replays answer the first posting.
      for (const member of members) {
        const key = newKey('fund');
        const adjust = () =>
          call<{ transactionId: number; replayed: boolean; balance: number }>(
            base,
            'POST',
            '/admin/api/wallet/adjustments',
            {
              token: operator,
              key,
              body: { memberId: member.id, amount: 50, reason: 'scale-out test' },
            },
          );
        const answers = await inTurn(3, adjust);
        expect(instancesOf(answers)).toEqual(INSTANCES);
        const values = answers.map((a) => expectOk(a, 'adjustment'));
        expect(values.map((v) => v.replayed)).toEqual([false, true, true]);
        expect(new Set(values.map((v) => v.transactionId)).size).toBe(1);
      }

      // A member's transfer to a vendor wallet: the same key in a row on each instance, then at once.
      const [first] = members;
      const transfer = (key: string, amount: number) => () =>
        call<{ transactionId: number; replayed: boolean }>(base, 'POST', '/wps/relay/GCS_walletTransfer', {
          token: first!.token,
          key,
          body: { from: 'main', to: `vendor:${VENDOR}`, amount },
        });
      const inRow = await inTurn(3, transfer(newKey('row'), 1.25));
      expect(instancesOf(inRow)).toEqual(INSTANCES);
      expect(inRow.map((a) => expectOk(a, 'transfer').replayed)).toEqual([false, true, true]);
      expect(new Set(inRow.map((a) => a.value.transactionId)).size).toBe(1);

      const atOnceKey = newKey('once');
      const atOnce = await Promise.all([1, 2, 3, 4, 5, 6].map(() => transfer(atOnceKey, 2.5)()));
      expect(instancesOf(atOnce)).toEqual(INSTANCES);
      const values = atOnce.map((a) => expectOk(a, 'transfer at once'));
      expect(values.filter((v) => !v.replayed)).toHaveLength(1);
      expect(new Set(values.map((v) => v.transactionId)).size).toBe(1);

      // Many keys from all three members at once, spread over the instances: every cent lands once.
      const spread = await Promise.all(
        members.flatMap((m) =>
          Array.from({ length: 10 }, () =>
            call(base, 'POST', '/wps/relay/GCS_walletTransfer', {
              token: m.token,
              key: newKey('spread'),
              body: { from: 'main', to: `vendor:${VENDOR}`, amount: 0.01 },
            }),
          ),
        ),
      );
      for (const answer of spread) expectOk(answer, 'spread transfer');
      expect(instancesOf(spread)).toEqual(INSTANCES);

      const balances = await Promise.all(
        members.map((m) =>
          call<{ wallets: { code: string; balance: number }[] }>(base, 'GET', '/wps/v2/wallets/balance', {
            token: m.token,
          }),
        ),
      );
      const main = balances.map((b) => expectOk(b, 'balance').wallets.find((w) => w.code === 'main')?.balance);
      expect(main).toEqual([50 - 1.25 - 2.5 - 0.1, 50 - 0.1, 50 - 0.1].map((n) => Math.round(n * 100) / 100));
    });

    /** Opens `open` until three are held by three different instances (round robin: three tries). */
    async function onEveryInstance<T extends { instance: string; close(): unknown }>(
      openOne: (i: number) => Promise<T>,
    ) {
      const held = new Map<string, T>();
      for (let i = 0; held.size < 3 && i < 9; i++) {
        const one = await openOne(held.size);
        open.push(one);
        if (held.has(one.instance)) await one.close();
        else held.set(one.instance, one);
      }
      expect([...held.keys()].sort()).toEqual(INSTANCES);
      return INSTANCES.map((name) => held.get(name)!);
    }

    let sockets: ChatSocket[] = [];
    it('carries a chat message said on one instance to sockets on the other two', async () => {
      sockets = await onEveryInstance((i) => openChatSocket(base, members[i]!.token));
      const [speaker, ...listeners] = sockets;
      const text = `hello across instances ${newKey('t')}`;
      speaker!.send({ type: 'send', ref: 'r1', roomId: speaker!.lobbyId, text });
      await speaker!.until((f) => f.type === 'ack' && f.ref === 'r1', 10_000, 'the ack');
      for (const listener of listeners) {
        await listener.until(
          (f) => f.type === 'message' && f.message.text === text,
          10_000,
          `the message on ${listener.instance}`,
        );
      }
    });

    let streams: EventStream[] = [];
    it('carries a lottery period opened by one instance to event streams on all three', async () => {
      streams = await onEveryInstance(() => openEventStream(base));
      const game = expectOk(
        await call<{ gameCode: string }>(base, 'POST', '/admin/api/lottery/games', {
          token: operator,
          body: {
            template: 'FAST_NORTH',
            code: 'SCALE60',
            name: 'Scale 60',
            intervalSeconds: 60,
            closeBeforeSeconds: 5,
            liabilityLimit: 100000,
            enabled: true,
          },
        }),
        'game',
      );
      const tick = await call(base, 'POST', '/admin/api/lottery/scheduler/tick', { token: operator });
      expectOk(tick, 'scheduler tick');
      for (const stream of streams) {
        await stream.until(
          (e) => e.type === 'open' && e.data.gameCode === game.gameCode,
          10_000,
          `the period's open event on ${stream.instance} (the tick ran on ${tick.instance})`,
        );
      }
    });

    it('moves sockets and streams to the others when an instance stops, and keeps serving', async () => {
      const stopping = cluster.portals[2]!;
      expect(await stopping.stop()).toBe(0);
      // Its socket was closed as "going away" and its stream ended; the others stay open.
      const left = sockets.find((s) => s.instance === stopping.name)!;
      expect(await poll(async () => left.closedWith() ?? undefined, 5_000, 'the socket closing')).toBe(1001);
      const ended = streams.find((s) => s.instance === stopping.name)!;
      await poll(async () => ended.ended() || undefined, 5_000, 'the stream ending');
      expect(streams.filter((s) => s.ended())).toHaveLength(1);
      const again = await openChatSocket(base, members[2]!.token);
      open.push(again);
      expect(['portal-1', 'portal-2']).toContain(again.instance);
      const text = `after a stop ${newKey('t')}`;
      again.send({ type: 'send', ref: 'r2', roomId: again.lobbyId, text });
      await again.until((f) => f.type === 'ack' && f.ref === 'r2', 10_000, 'the ack after the stop');
      for (const s of sockets.filter((s) => s.instance !== stopping.name)) {
        await s.until((f) => f.type === 'message' && f.message.text === text, 10_000, `the message on ${s.instance}`);
      }
      // Every call through the balancer is answered by the two left, none fails.
      const answers = await inTurn(6, () => call(base, 'GET', '/wps/member/info', { token: members[1]!.token }));
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 200]);
      expect(instancesOf(answers)).toEqual(['portal-1', 'portal-2']);
    });

    it('leaves a ledger that reconciles', async () => {
      const database = await openDatabase({
        url: cluster.databaseUrl,
        dataDir: '',
        poolMax: 2,
        idleTimeoutMs: 1000,
        statementTimeoutMs: 30_000,
      });
      try {
        const report = await reconcileLedger(database.db, new Date());
        expect(report.problems).toEqual([]);
        expect(report.ok).toBe(true);
        // Three adjustments, two transfers (each replay posted nothing) and the 30 spread ones.
        expect(report.transactions).toBe(3 + 2 + 30);
      } finally {
        await database.close();
      }
    });
  },
);
