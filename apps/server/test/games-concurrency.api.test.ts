import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, openTestDatabase, operatorAuth, registerMember, type TestApp } from './test-app.ts';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const withRedis = onPostgres && Boolean(process.env.REDIS_URL);
const busNamespace = `games-${randomBytes(4).toString('hex')}`;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { SEED_DEMO: true }, busNamespace });
});
afterAll(async () => {
  await t?.close();
});

describe('player lists under concurrent calls', () => {
  it('keeps one favorite row when the same star is pressed many times at once', async () => {
    const { authorization } = await registerMember(t.app);
    const member = { authorization };
    const add = () =>
      t.app.inject({
        method: 'POST',
        url: '/wps/games/favorites/add',
        headers: member,
        payload: { nodeId: 'INHOUSE:dice', vendor: 'INHOUSE', gameType: 'RNG' },
      });
    const answers = await Promise.all(Array.from({ length: 16 }, add));
    for (const res of answers) expect(res.statusCode, res.body).toBe(200);
    const ids = (await t.app.inject({ url: '/wps/games/favorites/ids', headers: member })).json().value;
    expect(ids).toEqual(['INHOUSE:dice']);
  });

  it('counts every one of many simultaneous launches in one recent row', async () => {
    const registered = await registerMember(t.app);
    const member = { authorization: registered.authorization };
    const launches = await Promise.all(
      Array.from({ length: 12 }, () =>
        t.app.inject({ url: '/wps/game/launchGame?nodeId=TCG_SEA:sea-lottery', headers: member }),
      ),
    );
    for (const res of launches) expect(res.statusCode, res.body).toBe(200);
    const rows = await t.database.db
      .selectFrom('game_recent as r')
      .innerJoin('games as g', 'g.id', 'r.game_id')
      .innerJoin('members as m', 'm.id', 'r.member_id')
      .where('m.username', '=', registered.username)
      .select(['g.node_id', 'r.launch_count'])
      .execute();
    expect(rows).toEqual([{ node_id: 'TCG_SEA:sea-lottery', launch_count: 12 }]);
  });
});

describe.runIf(withRedis)('two server instances (PostgreSQL, Redis bus)', () => {
  it("drops the other instance's cached lobby page as soon as an operator changes the catalog", async () => {
    const second = await createTestApp({
      database: await openTestDatabase({ schema: t.database.schema }),
      busNamespace,
    });
    try {
      const page = async () =>
        (await second.app.inject({ url: '/lgw/games/list?vassalage=INHOUSE' }))
          .json()
          .value.games.map((g: { nodeId: string }) => g.nodeId);
      expect(await page()).toContain('INHOUSE:mines');
      const admin = await operatorAuth(t.app);
      const off = await t.app.inject({
        method: 'PATCH',
        url: '/admin/api/games/INHOUSE:mines',
        headers: admin,
        payload: { enabled: false },
      });
      expect(off.statusCode).toBe(200);
      // The bus message travels through Redis: wait for it (well under the 5 s TTL), never for the TTL.
      let seen: string[] = await page();
      for (let tries = 0; tries < 40 && seen.includes('INHOUSE:mines'); tries++) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        seen = await page();
      }
      expect(seen).not.toContain('INHOUSE:mines');
    } finally {
      await second.close();
      await second.database.close();
    }
  });
});
