import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '@portal/shared/settings-defaults';
import { isSitePath } from '@portal/shared/contracts/content-admin';
import { seedDemoShowcase } from '../src/seed/demo-showcase.ts';
import { createTestApp, operatorAuth, registerMember, type TestApp } from './test-app.ts';

/*
 * A demo that shows everything (issue 31): the demo seed turns on what a real brand ships off,
 * leads its support lines to the portal's own pages, and fills the points mall, announcements and
 * PvP rooms so a new player meets them. Production stays default-off.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { SEED_DEMO: true } });
}, 180_000);
afterAll(async () => t?.close());

const get = async (url: string, headers: Record<string, string> = {}) => {
  const res = await t.app.inject({ url, headers: { language: 'pt-BR', ...headers } });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json().value;
};

describe('the demo seed', () => {
  it('turns on live chat and every agent contract kind; a real brand ships them off', async () => {
    const settings = await get('/admin/api/settings', await operatorAuth(t.app));
    expect(settings.flags).toMatchObject({
      chat: true,
      dividend: true,
      salary: true,
      hourlySalary: true,
      realTimeSalary: true,
    });
    expect(DEFAULT_SETTINGS.flags).toMatchObject({
      chat: false,
      dividend: false,
      salary: false,
      hourlySalary: false,
      realTimeSalary: false,
    });
  });

  it("lists support lines that open the portal's own chat and help pages", async () => {
    const status = await get('/wps/system/status');
    const lines = status.customerService as { url: string; label: string }[];
    expect(lines.length).toBeGreaterThanOrEqual(3);
    for (const line of lines) {
      expect(isSitePath(line.url), line.url).toBe(true);
      expect(line.url).not.toMatch(/example/);
    }
    expect(lines.map((l) => l.label)).toContain('Chat ao vivo');
  });

  it('moves a line an earlier demo pointed at a dead domain, hides a retired one, and keeps an edited one', async () => {
    const db = t.database.db;
    await db
      .updateTable('customer_service_entries')
      .set({ url: 'https://chat.lotus.example/live' })
      .where('seed_key', '=', 'cs-live-chat')
      .execute();
    await db
      .updateTable('customer_service_entries')
      .set({ url: 'https://help.operator.test/' })
      .where('seed_key', '=', 'cs-popup')
      .execute();
    await db
      .insertInto('customer_service_entries')
      .values({
        seed_key: 'cs-telegram',
        type: 4,
        url: 'https://t.me/lotusplay_support_demo',
        label: JSON.stringify({ en: 'Telegram' }),
      })
      .onConflict((oc) => oc.column('seed_key').doNothing())
      .execute();
    await db.transaction().execute(seedDemoShowcase);
    const rows = await db.selectFrom('customer_service_entries').select(['seed_key', 'url', 'enabled']).execute();
    const row = (key: string) => rows.find((r) => r.seed_key === key);
    expect(row('cs-live-chat')).toMatchObject({ url: '/?chat=open', enabled: true });
    expect(row('cs-popup')).toMatchObject({ url: 'https://help.operator.test/', enabled: true });
    expect(row('cs-telegram')).toMatchObject({ enabled: false });
  });

  it('puts the cheapest points-mall item within one day of demo missions', async () => {
    const player = await registerMember(t.app);
    const goods = (await get('/wps/points/goods', { authorization: player.authorization })).list as {
      points: number;
    }[];
    const cheapest = Math.min(...goods.map((g) => g.points));
    const missions = await t.database.db.selectFrom('missions').select(['mission_points', 'period']).execute();
    const daily = missions.filter((m) => m.period === 'daily').reduce((sum, m) => sum + m.mission_points, 0);
    expect(cheapest).toBeLessThanOrEqual(daily);
    expect(cheapest).toBeLessThanOrEqual(10);
  });

  // No popup: a modal over the home page would stand between every visitor (and every browser test) and the site.
  it('seeds translated announcements, none a popup, and the card rooms', async () => {
    const list = await get('/wps/announcements?type=PL');
    expect(JSON.stringify(list)).toContain('Bem-vindo à demonstração da Lotus Play');
    const player = await registerMember(t.app);
    const popup = await get('/wps/announcements/popup', { authorization: player.authorization });
    expect(JSON.stringify(popup)).not.toContain('Bem-vindo');
    const rooms = await get('/wps/game/pvp/rooms', { authorization: player.authorization });
    expect(JSON.stringify(rooms)).toContain('Mesa iniciante');
    expect(Array.isArray(rooms) ? rooms.length : Object.keys(rooms).length).toBeGreaterThan(0);
  });
});
